"""The `[[actions]]` table: validation, and each action said in words."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest

from corpus.rules.engine.errors import ScenarioError
from corpus.rules.scenario.actions import KINDS, headline, read_actions
from corpus.rules.scenario.expectations import read_expectations
from corpus.rules.scenario.tables import Table
from corpus.rules.text.localize import sentences
from tests.support.rules_helpers import BEARS, GIANT_GROWTH, MURDER, WEREFOX, card, make_game, run_data, scenario_data

ENGINE_DIR = Path(__file__).resolve().parents[2] / "corpus" / "rules"


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
    game = make_game(
        scenario_data([card("bears", BEARS), card("fox", WEREFOX)], {"battlefield": ["bears"], "hand": ["fox"]})
    )
    [cast] = actions(
        {
            "do": "respond",
            "player": "alice",
            "card": "fox",
            "adventure": True,
            "targets": ["bears"],
            "without_paying": True,
        }
    )
    text = sentences(headline(game, cast), gettext.NullTranslations(), "en")
    assert text == (
        "Alice casts Guard Change, the Adventure of Ferocious Werefox. This is a response to what is on the stack. "
        "Targets: Grizzly Bears. Without paying its mana cost."
    )
    [resolve] = actions({"do": "resolve", "times": 2})
    assert "2 times" in sentences(headline(game, resolve), gettext.NullTranslations(), "en")


def test_resolve_all_empties_the_stack_or_does_nothing() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("growth", GIANT_GROWTH), card("murder", MURDER)],
        {"battlefield": ["bears"], "hand": ["growth", "murder"]},
        actions=[
            {"do": "cast", "player": "alice", "card": "murder", "targets": ["bears"]},
            {"do": "respond", "player": "alice", "card": "growth", "targets": ["bears"]},
            {"do": "resolve_all"},
            {"do": "resolve_all"},
        ],
        expect=[{"object": "bears", "zone": "graveyard"}, {"stack": []}],
    )
    result = run_data(data)
    assert result.passed
    said = [sentences(step.headline, gettext.NullTranslations(), "en") for step in result.steps[-2:]]
    assert said == [
        "All players pass priority until the stack is empty.",
        "The stack is empty: nothing waits to resolve.",
    ]
    assert [len(step.notes) for step in result.steps[-2:]][1] == 0


def test_resolve_all_also_resolves_what_the_last_resolution_triggers() -> None:
    """The creature resolves last; its enters trigger goes on the stack after that and is
    resolved too (Monster Role: 2/2, trample)."""
    squire = {
        "name": "Squire",
        "types": ["creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {"trigger": "enters", "effects": [{"effect": "create_role", "role": "monster", "attached_to": "self"}]}
        ],
    }
    data = scenario_data(
        [card("squire", squire)],
        {"hand": ["squire"]},
        actions=[{"do": "cast", "player": "alice", "card": "squire"}, {"do": "resolve_all"}],
        expect=[{"object": "squire", "power": 2, "toughness": 2, "has": ["trample"]}, {"stack": []}],
    )
    assert run_data(data).passed


def test_every_action_is_in_the_readme() -> None:
    """The format's reference names every action a scenario may use."""
    table = (ENGINE_DIR / "README.md").read_text(encoding="utf-8").split("| action | example |")[1]
    documented = set(re.findall(r"^\| `(\w+)`", table, re.MULTILINE))
    assert set(KINDS) <= documented, sorted(set(KINDS) - documented)
