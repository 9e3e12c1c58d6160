"""The `[[actions]]` table: validation, and each action said in words."""

from __future__ import annotations

import gettext

import pytest

from corpus.rules.actions import headline, read_actions
from corpus.rules.errors import ScenarioError
from corpus.rules.expectations import read_expectations
from corpus.rules.localize import sentences
from corpus.rules.tables import Table
from rules_helpers import BEARS, WEREFOX, card, make_game, scenario_data


def actions(*items: dict):
    return read_actions(Table({"actions": list(items)}, "", "t.toml"), {"alice", "bob"}, read_expectations)


@pytest.mark.parametrize(
    "action, problem",
    [
        ({"do": "shuffle"}, "'shuffle' is not one of"),
        ({"do": "cast", "card": "x"}, "needs 'player'"),
        ({"do": "cast", "player": "carol", "card": "x"}, "unknown player 'carol'"),
        ({"do": "resolve", "times": 50}, "between 1 and 20"),
        ({"do": "choose", "player": "alice"}, "exactly one of"),
        ({"do": "choose", "player": "alice", "targets": ["x"]}, "needs 'for'"),
        ({"do": "change_control", "object": "x", "to": "carol"}, "unknown player 'carol'"),
        ({"do": "attack", "player": "alice", "creatures": ["x"], "speed": 2}, "unknown key"),
    ],
)
def test_invalid_actions(action: dict, problem: str) -> None:
    with pytest.raises(ScenarioError, match=problem):
        actions(action)


def test_headlines_name_cards_and_adventures() -> None:
    game = make_game(scenario_data([card("bears", BEARS), card("fox", WEREFOX)], {"battlefield": ["bears"], "hand": ["fox"]}))
    [cast] = actions({"do": "respond", "player": "alice", "card": "fox", "adventure": True, "targets": ["bears"], "without_paying": True})
    text = sentences(headline(game, cast), gettext.NullTranslations(), "en")
    assert text == ("Alice casts Guard Change, the Adventure of Ferocious Werefox. This is a response to what is on the stack. "
                    "Targets: Grizzly Bears. Without paying its mana cost.")
    [resolve] = actions({"do": "resolve", "times": 2})
    assert "2 times" in sentences(headline(game, resolve), gettext.NullTranslations(), "en")
