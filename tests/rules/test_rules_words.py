"""Game terms inside messages are messages too, so they get translated."""

from __future__ import annotations

import gettext

from corpus.rules.text.messages import render
from corpus.rules.text.words import colors_phrase, keyword_word, subtype_word, zone_place, zone_source


def english(value) -> str:
    return render(value, gettext.NullTranslations(), "en")


def test_ward_keeps_its_cost() -> None:
    assert english(keyword_word("ward {1}")) == "ward {1}"
    assert english(keyword_word("shroud")) == "shroud"


def test_zones_have_a_place_and_a_source_phrase() -> None:
    assert english(zone_place("exile")) == "in exile"
    assert english(zone_source("library")) == "from the top of their library"


def test_colorless_and_creature_types() -> None:
    assert english(colors_phrase(())) == "colorless"
    assert english(colors_phrase(("red", "green"))) == "red, green"
    assert subtype_word("Treefolk") == "Treefolk"  # not in the catalog: as printed
    assert english(subtype_word("Fox")) == "Fox"
