"""The setup in words and the facts about each card."""

from __future__ import annotations

import gettext

from corpus.rules.describe import card_facts, setup_sentences
from corpus.rules.localize import sentence
from rules_helpers import BEARS, WEREFOX, card, make_game, scenario_data


def test_setup_sentences_name_zones_and_roles() -> None:
    g = make_game(scenario_data([card("bears", BEARS), card("fox", WEREFOX)],
                                {"battlefield": ["bears"], "hand": ["fox"], "roles": [{"role": "wicked", "attached_to": "bears"}]}))
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(g)]
    assert "Alice controls Grizzly Bears (3/3, with Wicked Role #1 of Alice)." in text
    assert "In Alice's hand: Ferocious Werefox." in text
    assert text[-1] == "It is Alice's turn, in their precombat main phase."


def test_card_facts_include_the_adventure() -> None:
    facts = card_facts(make_game(scenario_data([card("fox", WEREFOX)], {"hand": ["fox"]})).cards[0])
    assert facts["power"] == 4 and facts["adventure"]["cost"] == "{1}{G}"
