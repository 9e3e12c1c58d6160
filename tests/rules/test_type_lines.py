"""Example cards print their type lines as cards do, in each language, with the subtypes German
cards print (the imported card data and the German rules' lists in 205.3 say which)."""

from __future__ import annotations

import gettext
import re
import tomllib
from collections import Counter, defaultdict

import pytest

from corpus.rules.text.catalog import translations_for
from corpus.rules.text.messages import render
from corpus.rules.text.words import SUBTYPE_WORDS, type_line
from indexer.paths import CORPUS_DIR

GERMAN = translations_for("de")


@pytest.mark.parametrize(
    ("types", "subtypes", "en", "de"),
    [
        (("creature",), ("Human", "Knight"), "Creature — Human Knight", "Kreatur — Mensch, Ritter"),
        (("creature",), ("Vampire", "Shaman"), "Creature — Vampire Shaman", "Kreatur — Vampir, Schamane"),
        (("artifact", "creature"), ("Myr",), "Artifact Creature — Myr", "Artefaktkreatur — Myr"),
        (("instant",), (), "Instant", "Spontanzauber"),
        (("land", "creature"), (), "Land Creature", "Land, Kreatur"),
        (("creature",), ("Treefolk",), "Creature — Treefolk", "Kreatur — Treefolk"),
    ],
)
def test_type_lines_as_cards_print_them(types, subtypes, en, de) -> None:
    line = type_line(types, subtypes)
    assert render(line, gettext.NullTranslations(), "en") == en
    assert render(line, GERMAN, "de") == de


def _example_subtypes() -> set[str]:
    """Every subtype a card of the examples has (the card library's and the scenarios' own)."""
    found: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            found.update(value.get("subtypes", []))
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in sorted((CORPUS_DIR / "scenarios").rglob("*.toml")):
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    return found


def _printed_pairs(builder) -> dict[str, Counter[str]]:
    """English subtype -> the German words cards print for it, from the cards with one subtype
    in both languages."""
    pairs: dict[str, Counter[str]] = defaultdict(Counter)
    for card in builder.corpus.cards.values():
        for en, de in zip(card.faces.get("en", []), card.faces.get("de", []), strict=False):
            en_sub, de_sub = (f.type_line.partition("—")[2].strip() for f in (en, de))
            if en_sub and de_sub and " " not in en_sub and not re.search(r"[ ,]", de_sub):
                pairs[en_sub][de_sub] += 1
    return pairs


def _german_rules_subtypes(builder) -> set[str]:
    texts = (rule.texts["de"].text for number, rule in builder.corpus.rules.items() if number.startswith("205.3"))
    return set(re.findall(r"[\w'’-]+", " ".join(texts)))


def test_every_example_subtype_has_the_german_word_cards_print(builder) -> None:
    """A subtype the catalog has no word for is shown in English (and marked so): none of the
    examples' may be; each German word is one the German rules list, and the one the card data
    prints most where it prints one ("Snake" is "Ophis", not "Schlange")."""
    used = _example_subtypes()
    assert len(used) > 40
    assert sorted(used - set(SUBTYPE_WORDS)) == ["Peasant"]  # no German word in the data
    listed = _german_rules_subtypes(builder)
    printed = _printed_pairs(builder)
    german = {english: GERMAN.gettext(msgid) for english, msgid in SUBTYPE_WORDS.items()}
    assert {english: word for english, word in german.items() if word not in listed} == {}
    differing = {
        english: (word, printed[english].most_common(1)[0][0])
        for english, word in german.items()
        if printed[english] and printed[english].most_common(1)[0][0] != word
    }
    assert differing == {}
