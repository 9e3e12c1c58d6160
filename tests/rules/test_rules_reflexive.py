"""Reflexive triggered abilities (603.12): "You may sacrifice a Food. When you do, ..."."""

from __future__ import annotations

from itertools import pairwise

import pytest

from corpus.rules import load_scenarios, run
from corpus.rules.engine.errors import ScenarioError
from tests.support.rules_helpers import BEARS, card, events, make_scenario, run_data, scenario_data
from tests.support.ruling_links import SCENARIOS as SCENARIO_DIR

FORAGER = {
    "name": "Ravenous Forager",
    "cost": "{2}{G}",
    "types": ["creature"],
    "power": 4,
    "toughness": 4,
    "abilities": [
        {
            "trigger": "enters",
            "effects": [
                {
                    "effect": "you_may",
                    "sacrifice": {"types": ["artifact"], "subtypes": ["Food"]},
                    "when_you_do": {
                        "targets": ["creature an opponent controls"],
                        "effects": [{"effect": "fight", "to": "self", "with": "target1"}],
                    },
                }
            ],
        }
    ],
}
PAYER = {
    "name": "Tolling Herald",
    "cost": "{1}{W}",
    "types": ["creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "trigger": "enters",
            "effects": [
                {
                    "effect": "you_may",
                    "pay": "{2}",
                    "when_you_do": {"effects": [{"effect": "gain_life", "amount": 4}]},
                }
            ],
        }
    ],
}
TRIGGERED = "%(player)s did: the reflexive \u201cwhen you do\u201d ability triggers."


def forager(sacrifice: str, expect: list, targets: list | None = None) -> dict:
    return scenario_data(
        [card("forager", FORAGER), card("bears", BEARS)],
        {"hand": ["forager"]},
        {"battlefield": ["bears"]},
        actions=[
            {"do": "create_token", "player": "alice", "token": "food"},
            {"do": "cast", "player": "alice", "card": "forager"},
            {"do": "resolve"},
            {"do": "choose", "player": "alice", "sacrifice": sacrifice},
            *([{"do": "choose", "player": "alice", "targets": targets, "for": "forager"}] if targets else []),
            {"do": "resolve"},
            {"do": "resolve_all"},
        ],
        expect=expect,
    )


def test_when_you_do_triggers_after_the_sacrifice_and_targets_then() -> None:
    result = run_data(
        forager(
            "food",
            [
                {"object": "food", "exists": False},
                {"object": "bears", "zone": "graveyard"},
                {"object": "forager", "damage": 2},
                {"rule_applied": "603.12"},
            ],
            targets=["bears"],
        )
    )
    assert result.passed, result.error
    notes = events(result)
    assert notes.index(TRIGGERED) < notes.index(
        "The triggered ability of %(object)s goes on the stack, controlled by %(player)s.", notes.index(TRIGGERED)
    )


def test_if_you_dont_it_doesnt_trigger() -> None:
    result = run_data(
        forager("none", [{"object": "food", "zone": "battlefield"}, {"object": "bears", "zone": "battlefield"}])
    )
    assert result.passed, result.error
    assert TRIGGERED not in events(result)


def test_only_what_the_filter_allows_can_be_sacrificed() -> None:
    result = run_data(forager("forager", []))
    assert result.error is not None and result.error_rules == ("701.21a",)


@pytest.mark.parametrize("pay, life", [(True, 24), (False, 20)])
def test_you_may_pay_when_you_do(pay: bool, life: int) -> None:
    result = run_data(
        scenario_data(
            [card("herald", PAYER)],
            {"hand": ["herald"]},
            actions=[
                {"do": "cast", "player": "alice", "card": "herald"},
                {"do": "choose", "player": "alice", "pay": pay, "for": "herald"},
                {"do": "resolve_all"},
            ],
            expect=[{"player": "alice", "life": life, "mana_spent": 4 if pay else 2}],
        )
    )
    assert result.passed, result.error


def test_you_may_needs_pay_or_sacrifice() -> None:
    data = scenario_data([card("herald", PAYER)], {"hand": ["herald"]})
    data["cards"][0]["abilities"][0]["effects"][0]["sacrifice"] = {"types": ["artifact"]}
    with pytest.raises(ScenarioError, match="either 'pay'"):
        make_scenario(data)


def test_a_reflexive_triggers_target_is_said_as_it_goes_on_the_stack() -> None:
    """603.3d: its target is chosen as it is put on the stack; the trace had not said which, and
    the run where Unsummon makes it illegal turned on it (a judge's review)."""
    scenario = load_scenarios(SCENARIO_DIR)["reflexive-trigger-after-sacrifice"]
    said = events(run(scenario, {"sacrifice": True, "respond": False}))
    stacked = "The triggered ability of %(object)s goes on the stack, controlled by %(player)s."
    assert [after for said_now, after in pairwise(said) if said_now == stacked] == [
        "%(object)s resolves.",  # (its enters ability, which has no target)
        "Targets chosen: %(targets)s.",
    ]
