"""Speed (702.179): speed 1 as a state-based action (704.5z), +1 once each turn when an
opponent loses life during the player's turn (702.179d), never beyond max speed 4 (702.179e)."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from tests.support.rules_helpers import (
    BEARS,
    card,
    events,
    failed,
    make_scenario,
    rules_applied,
    run_data,
    scenario_data,
)

RACER = {
    "name": "Practice Racer",
    "cost": "{1}{R}",
    "types": ["creature"],
    "power": 2,
    "toughness": 1,
    "keywords": ["start your engines!"],
}
SHOCK = {
    "name": "Shock",
    "cost": "{R}",
    "types": ["instant"],
    "targets": [{"what": "player"}],
    "effects": [{"effect": "damage", "amount": 2, "to": "target1"}],
}
DRAIN = {
    "name": "Drain",
    "cost": "{B}",
    "types": ["sorcery"],
    "effects": [{"effect": "lose_life", "who": "each_opponent", "amount": 1}],
}
TRIGGERED = (
    "%(loser)s lost life during the turn of %(player)s, whose speed is %(speed)s: the speed ability of "
    "%(player)s triggers (only once this turn)."
)


def test_a_permanent_with_start_your_engines_gives_speed_1_without_the_stack() -> None:
    result = run_data(
        scenario_data(
            [card("racer", RACER)],
            {"battlefield": ["racer"]},
            expect=[{"player": "alice", "speed": 1}, {"player": "bob", "speed": 0}, {"stack": []}],
        )
    )
    assert failed(result) == []
    assert "704.5z" in rules_applied(result)


def test_a_player_who_has_a_speed_keeps_it() -> None:
    result = run_data(
        scenario_data(
            [card("racer", RACER)], {"battlefield": ["racer"], "speed": 3}, expect=[{"player": "alice", "speed": 3}]
        )
    )
    assert failed(result) == []
    assert "704.5z" not in rules_applied(result)


def test_without_start_your_engines_no_speed() -> None:
    result = run_data(
        scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}, expect=[{"player": "alice", "speed": 0}])
    )
    assert failed(result) == []


def test_an_opponent_losing_life_raises_speed_once_each_turn() -> None:
    result = run_data(
        scenario_data(
            [card("racer", RACER), card("shock", SHOCK), card("drain", DRAIN)],
            {"battlefield": ["racer"], "hand": ["shock", "drain"]},
            actions=[
                {"do": "cast", "player": "alice", "card": "shock", "targets": ["player:bob"]},
                {"do": "resolve"},
                {"do": "check", "expect": [{"stack": ["alice-speed"]}, {"player": "alice", "speed": 1}]},
                {"do": "resolve"},
                {"do": "cast", "player": "alice", "card": "drain"},
                {"do": "resolve"},
            ],
            expect=[{"player": "alice", "speed": 2}, {"player": "bob", "life": 17}, {"stack": []}],
        )
    )
    assert failed(result) == []
    assert events(result).count(TRIGGERED) == 1


def test_speed_rises_again_in_a_later_turn_of_the_player() -> None:
    result = run_data(
        scenario_data(
            [card("shock", SHOCK), card("drain", DRAIN)],
            {"hand": ["shock", "drain"], "speed": 1},
            actions=[
                {"do": "cast", "player": "alice", "card": "shock", "targets": ["player:bob"]},
                {"do": "resolve_all"},
                {"do": "end_turn"},
                {"do": "end_turn"},
                {"do": "cast", "player": "alice", "card": "drain"},
                {"do": "resolve_all"},
            ],
            expect=[{"player": "alice", "speed": 3}],
        )
    )
    assert failed(result) == []


def test_life_lost_in_the_opponents_turn_or_by_the_player_raises_nothing() -> None:
    result = run_data(
        scenario_data(
            [card("shock", SHOCK), card("bolt", SHOCK, name="Other Shock")],
            {"hand": ["shock"], "speed": 1},
            {"hand": ["bolt"]},
            actions=[
                {"do": "cast", "player": "alice", "card": "shock", "targets": ["player:alice"]},
                {"do": "resolve"},
                {"do": "end_turn"},
                {"do": "cast", "player": "bob", "card": "bolt", "targets": ["player:bob"]},
                {"do": "resolve"},
            ],
            expect=[{"player": "alice", "speed": 1}, {"stack": []}],
        )
    )
    assert failed(result) == []
    assert "702.179d" not in rules_applied(result)


def test_at_max_speed_the_ability_doesnt_trigger() -> None:
    result = run_data(
        scenario_data(
            [card("shock", SHOCK)],
            {"hand": ["shock"], "speed": 4},
            actions=[{"do": "cast", "player": "alice", "card": "shock", "targets": ["player:bob"]}, {"do": "resolve"}],
            expect=[{"player": "alice", "speed": 4}, {"stack": []}],
        )
    )
    assert failed(result) == []
    assert (
        "%(loser)s lost life, but %(player)s already has max speed (4): the speed ability doesn't trigger."
        in events(result)
    )


@pytest.mark.parametrize("speed", [0, 5])
def test_a_speed_outside_1_to_4_is_refused(speed: int) -> None:
    with pytest.raises(ScenarioError, match="speed"):
        make_scenario(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"], "speed": speed}))


def _speed_up(amount: int) -> dict:
    return {
        "name": "Speed Up",
        "cost": "{R}",
        "types": ["sorcery"],
        "effects": [{"effect": "increase_speed", "amount": amount}],
    }


@pytest.mark.parametrize(
    ("start", "amount", "end", "rule"),
    [(None, 2, 2, "702.179c"), (1, 2, 3, "702.179d"), (3, 2, 4, "702.179d"), (4, 1, 4, "702.179e")],
)
def test_an_effect_increases_speed_from_none_and_never_beyond_4(
    start: int | None, amount: int, end: int, rule: str
) -> None:
    alice = {"hand": ["up"]} | ({"speed": start} if start else {})
    result = run_data(
        scenario_data(
            [card("up", _speed_up(amount))],
            alice,
            actions=[{"do": "cast", "player": "alice", "card": "up"}, {"do": "resolve"}],
            expect=[{"player": "alice", "speed": end}],
        )
    )
    assert failed(result) == []
    assert rule in rules_applied(result)


def test_an_increase_by_0_is_refused() -> None:
    with pytest.raises(ScenarioError, match="702.179c"):
        make_scenario(scenario_data([card("up", _speed_up(0))], {"hand": ["up"]}))
