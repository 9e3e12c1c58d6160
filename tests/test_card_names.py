"""Finding card names among the words of a query, with the names lexicon of the default corpus."""

from __future__ import annotations

import pytest

from webapp.card_names import NamedCard, named_cards
from webapp.index_store import IndexStore
from webapp.lexicon import Lexicon


@pytest.fixture(scope="module")
def lexicon(index_link) -> Lexicon:
    return IndexStore(index_link).lexicon


def found(lexicon: Lexicon, query: str, only_in_names: frozenset[str] = frozenset()) -> list[tuple[int, int, str]]:
    named = named_cards(lexicon, query.split(), lambda word: word not in only_in_names)
    return [(n.start, n.end, n.card) for n in named]


@pytest.mark.parametrize(
    ("query", "wanted"),
    [
        ("Charmanter Schurke Rolle", [(0, 2, "charming-scoundrel")]),
        ("Charming Scoundrel role", [(0, 2, "charming-scoundrel")]),
        ("Wachablöse Rolle", [(0, 1, "ferocious-werefox-guard-change")]),
        ("Rolle Wachabloese", [(1, 2, "ferocious-werefox-guard-change")]),
        ("Einschneiden Ziel", [(0, 1, "cut-in")]),
        ("target Cut In", [(1, 3, "cut-in")]),
        ("Funkenhort-Veteranin Rolle", [(0, 1, "embereth-veteran")]),
        ("Cut In Charming Scoundrel", [(0, 2, "cut-in"), (2, 4, "charming-scoundrel")]),
        ("Wach Ablöse Rolle", [(0, 2, "ferocious-werefox-guard-change")]),  # (typed apart: "Llanowar Elfen")
    ],
)
def test_whole_names_in_either_language_any_variant_or_face(lexicon, query, wanted) -> None:
    assert found(lexicon, query) == wanted


def test_a_word_only_names_have_stands_for_the_card(lexicon) -> None:
    """"Halunkin" is in no text, only in the name Charmante Halunkin; "Schurke" is also in a
    German ruling, so alone it names nothing."""
    assert found(lexicon, "Halunkin Rolle", frozenset({"halunkin"})) == [(0, 1, "charming-scoundrel")]
    assert found(lexicon, "Schurke Rolle") == []
    assert found(lexicon, "Rolle graveyard", frozenset({"graveyard"})) == []


def test_a_named_card_carries_its_name_in_both_languages(lexicon) -> None:
    assert named_cards(lexicon, ["Einschneiden"], lambda word: True) == [NamedCard(0, 1, "cut-in", ("Cut In", "Einschneiden"))]
