"""Finding untranslated English in German ruling text: the seed's two partial rulings, its
English proper names, and crafted texts in both directions."""

import pytest

from indexer.formats.parse_card_rulings import parse_card_rulings
from indexer.german.english_fragments import EnglishFinder, term_list_words
from indexer.terms.term_list import TermPair
from tests.support.helpers import SEED_DE, spec


def found(finder: EnglishFinder, text: str) -> list[str]:
    return [f.text for f in finder.fragments(text)]


def test_the_seeds_two_english_fragments_and_nothing_else(finder) -> None:
    rulings = parse_card_rulings(spec(SEED_DE, "card-rulings", "de", "Charming Scoundrel")).rulings
    assert [(r.origin.line, found(finder, r.text)) for r in rulings if found(finder, r.text)] == [
        (21, ["perhaps due to an effect such as that of Doubling Season"]),
        (25, ["because of an ability like protection from enchantments"]),
    ]


def test_fragment_offsets_point_into_the_text(finder) -> None:
    text = "Die Rolle kommt in den Friedhof (at the same time)."
    (fragment,) = finder.fragments(text)
    assert text[fragment.start : fragment.end] == fragment.text == "at the same time"


@pytest.mark.parametrize(
    "text",
    [
        # The seed's names: a commander, a set, a Commander deck, a card used as a name.
        "Ein siebter Rollen-Spielstein, Tugendhafte Rolle, wird von Ellivere of the Wild Court erzeugt, "
        "dem Kommandeur des Commander-Decks „Virtue and Valor“.",
        "Karten im Hauptset von Wilds of Eldraine erzeugen sechs verschiedene Rollen-Spielsteine.",
        "Wenn zwei Rollen gleichzeitig angelegt werden (etwa durch einen Effekt wie den von Doubling Season), "
        "wählt dieser Spieler.",
        "Wähle Fight or Flight, Seek the Beast oder Turn to Frog.",
        "Die Fähigkeit von The Ur-Dragon löst aus, bevor It That Betrays sie kopiert.",
        # English keywords glossed on purpose, one at a time.
        "Tarnung (shroud) und Fluchsicher (hexproof) verhindern das nicht.",
        "Die Fähigkeit Kreatur verzaubern (enchant creature) bleibt.",
        # Words both languages have, and labels.
        "Sie wird an ein Permanent angelegt, also in dem Moment, in dem es so will.",
        "Spieler A und Spieler B wählen je eine Rolle; siehe Regel 704.5a.",
    ],
)
def test_german_text_with_english_names_is_not_flagged(finder, text) -> None:
    assert found(finder, text) == []


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("Die Rolle kommt in den Friedhof ihres Besitzers, unless it's a token.", ["unless it's a token"]),
        ("Die Rolle kommt in the owner’s graveyard.", ["in the owner’s graveyard"]),
        ("Schutz vor Verzauberungen (protection from enchantments) verhindert das.", ["protection from enchantments"]),
        (
            "If a spell is cast as an Adventure, its controller exiles it.",
            ["If a spell is cast as an Adventure, its controller exiles it"],
        ),
        ("Erst das. Then the Role stays. Dann das.", ["Then the Role stays"]),
        ("Zwei Teile (because of this) und (such as that).", ["because of this", "such as that"]),
    ],
)
def test_english_inside_german_is_found(finder, text, english) -> None:
    assert found(finder, text) == english


def test_markers_far_apart_or_split_by_german_are_no_fragment(finder) -> None:
    assert found(finder, "Das (the) ist eine Rolle, die (of) niemand will.") == []
    assert found(finder, "the Rolle Spielstein Friedhof Zeitstempel of") == []


def test_glossary_words_leave_out_words_german_shares() -> None:
    pairs = [
        TermPair("protection", "Schutz", "t", 2),
        TermPair("permanent", "Permanent", "t", 3),
        TermPair("Monster Role", "Monster-Rolle", "t", 4),
    ]
    assert term_list_words(pairs) == {"protection", "role"}


def test_a_fragment_stays_on_its_line(finder) -> None:
    assert found(finder, "Erste Zeile with the\nzweite Zeile") == ["with the"]
