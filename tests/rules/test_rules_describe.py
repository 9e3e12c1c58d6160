"""The setup in words and the facts about each card."""

from __future__ import annotations

import gettext

from corpus.rules import load_scenarios
from corpus.rules.text.catalog import translations_for
from corpus.rules.text.describe import card_facts, setup_sentences
from corpus.rules.text.localize import sentence
from corpus.rules.text.words import SUPERTYPED_LINE_WORDS, type_line
from tests.support.rules_helpers import BEARS, WEREFOX, card, make_game, scenario_data
from tests.support.ruling_links import SCENARIOS


def test_setup_sentences_name_zones_and_roles() -> None:
    g = make_game(
        scenario_data(
            [card("bears", BEARS), card("fox", WEREFOX)],
            {"battlefield": ["bears"], "hand": ["fox"], "roles": [{"role": "wicked", "attached_to": "bears"}]},
        )
    )
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(g)]
    assert "Alice controls Grizzly Bears (3/3, with Wicked Role #1 of Alice)." in text
    assert "In Alice's hand: Ferocious Werefox." in text
    assert text[-1] == "It is Alice's turn, in their precombat main phase."


def test_setup_sentences_say_what_the_example_may_turn_on() -> None:
    """Counters, damage and tapped state are part of the situation a ruling talks about."""
    giant = {"card": "bears", "tapped": True, "damage": 1, "counters": {"+1/+1": 2}}
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": [giant]}))
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(g)]
    assert "Alice controls Grizzly Bears (4/4, 2 +1/+1 counters, 1 damage marked, tapped)." in text
    german = [sentence(s, translations_for("de"), "de") for s in setup_sentences(g)]
    assert "Alice kontrolliert Grizzly Bears (4/4, 2 +1/+1-Marken, 1 Schaden notiert, getappt)." in german


def test_card_facts_include_the_adventure() -> None:
    facts = card_facts(make_game(scenario_data([card("fox", WEREFOX)], {"hand": ["fox"]})).cards[0])
    assert facts["power"] == 4 and facts["adventure"]["cost"] == "{1}{G}"


def test_every_example_cards_type_line_has_its_supertypes() -> None:
    """The legend rule's Akromas were „Kreatur — Engel“ and the world rule's enchantments
    „Verzauberung“ in the examples' card lists, though those rules turn on „legendär“ and
    „Welt“ (a new reader's review); each supertype with its types has a printed line."""
    cards = [c for scenario in load_scenarios(SCENARIOS).values() for c in scenario.data.get("cards", [])]
    typed = {(tuple(c["supertypes"]), tuple(c["types"])) for c in cards if c.get("supertypes")}
    assert len(typed) == 3 and typed <= set(SUPERTYPED_LINE_WORDS)
    lines = {
        lang: sentence(type_line(("creature",), ("Angel",), ("Legendary",)), translations_for(lang), lang)
        for lang in ("en", "de")
    }
    assert lines == {"en": "Legendary Creature — Angel", "de": "Legendäre Kreatur — Engel"}
    world = sentence(type_line(("enchantment",), (), ("World",)), translations_for("de"), "de")
    assert world == "Weltverzauberung"
