"""Declaring blockers (509): who may block whom, flying and reach, menace; blocked stays blocked."""

from __future__ import annotations

import pytest

from tests.support.rules_helpers import BEARS, LIONS, card, events, run_data, scenario_data

ANGEL = {
    "name": "Serra Angel",
    "cost": "{3}{W}{W}",
    "types": ["creature"],
    "power": 4,
    "toughness": 4,
    "keywords": ["flying", "vigilance"],
}
SPIDER = {
    "name": "Giant Spider",
    "cost": "{3}{G}",
    "types": ["creature"],
    "power": 2,
    "toughness": 4,
    "keywords": ["reach"],
}
BRUTE = {
    "name": "Boggart Brute",
    "cost": "{2}{R}",
    "types": ["creature"],
    "power": 3,
    "toughness": 2,
    "keywords": ["menace"],
}


def combat(attacker: dict, blockers: list[dict], blocks: dict, expect: list[dict]) -> dict:
    return scenario_data(
        [card("attacker", attacker), *(card(f"b{i}", b) for i, b in enumerate(blockers))],
        {"battlefield": ["attacker"]},
        {"battlefield": [f"b{i}" for i in range(len(blockers))]},
        actions=[
            {"do": "attack", "player": "alice", "creatures": ["attacker"]},
            {"do": "block", "player": "bob", "blocks": blocks},
            {"do": "combat_damage"},
        ],
        expect=expect,
    )


@pytest.mark.parametrize(
    ("blocker", "legal"), [(BEARS, False), (SPIDER, True), ({**BEARS, "keywords": ["flying"]}, True)]
)
def test_only_flying_or_reach_blocks_flying(blocker: dict, legal: bool) -> None:
    result = run_data(combat(ANGEL, [blocker], {"b0": "attacker"}, [{"player": "alice", "life": 20}]))
    if legal:
        assert result.passed
    else:
        assert result.error is not None and "702.9b" in result.error_rules


def test_menace_needs_two_blockers() -> None:
    one = run_data(combat(BRUTE, [BEARS], {"b0": "attacker"}, [{"player": "alice", "life": 20}]))
    assert one.error is not None and "702.111b" in one.error_rules
    two = run_data(
        combat(
            BRUTE, [BEARS, LIONS], {"b0": "attacker", "b1": "attacker"}, [{"object": "attacker", "zone": "graveyard"}]
        )
    )
    assert two.passed


def test_the_attacking_player_and_tapped_creatures_cannot_block() -> None:
    data = combat(BEARS, [LIONS], {"b0": "attacker"}, [{"player": "bob", "life": 20}])
    data["actions"][1]["player"] = "alice"
    assert run_data(data).error is not None
    data = combat(BEARS, [LIONS], {"b0": "attacker"}, [{"player": "bob", "life": 20}])
    data["players"][1]["battlefield"] = [{"card": "b0", "tapped": True}]
    result = run_data(data)
    assert result.error is not None and "509.1a" in result.error_rules


def test_blocking_before_attackers_is_refused() -> None:
    data = scenario_data(
        [card("bears", BEARS)],
        {},
        {"battlefield": ["bears"]},
        actions=[{"do": "block", "player": "bob", "blocks": {"bears": "bears"}}],
    )
    result = run_data(data)
    assert result.error is not None and "509.1" in result.error_rules


def test_a_blocked_creature_whose_blocker_died_deals_no_damage() -> None:
    shock = {
        "name": "Shock",
        "cost": "{R}",
        "types": ["instant"],
        "targets": ["creature"],
        "effects": [{"effect": "damage", "amount": 2, "to": "target1"}],
    }
    data = combat(
        BEARS, [LIONS], {"b0": "attacker"}, [{"player": "bob", "life": 20}, {"object": "attacker", "damage": 0}]
    )
    data["cards"].append(card("shock", shock))
    data["players"][0]["hand"] = ["shock"]
    data["actions"][2:2] = [{"do": "cast", "player": "alice", "card": "shock", "targets": ["b0"]}, {"do": "resolve"}]
    result = run_data(data)
    assert result.passed
    assert "No creature blocks %(object)s any more: it is still blocked and assigns no combat damage." in events(result)


def test_defender_cannot_attack() -> None:
    wall = {
        "name": "Wall of Wood",
        "cost": "{G}",
        "types": ["creature"],
        "power": 0,
        "toughness": 3,
        "keywords": ["defender"],
    }
    data = scenario_data(
        [card("wall", wall)],
        {"battlefield": ["wall"]},
        actions=[{"do": "attack", "player": "alice", "creatures": ["wall"]}],
    )
    result = run_data(data)
    assert result.error is not None and "702.3b" in result.error_rules


def test_the_board_shows_who_blocks_whom_and_poison_counters() -> None:
    elf = {**BEARS, "name": "Glistener Elf", "power": 1, "toughness": 1, "keywords": ["infect"]}
    data = combat(elf, [LIONS], {"b0": "attacker"}, [{"player": "alice", "life": 20}])
    data["players"][1]["poison"] = 3
    result = run_data(data)
    block = result.steps[2].board
    bob = block["players"][1]
    assert bob["poison"] == 3
    assert bob["battlefield"][0]["blocking"].en == "Glistener Elf"


def test_combat_damage_dealt_by_several_creatures_is_said_to_be_dealt_at_once() -> None:
    """510.2: told one line after another, blocker's and attacker's damage had read as dealt in
    turns (a judge's review); one creature's damage alone needs no such note."""
    together = "The combat damage below is dealt all at once:"
    said = events(run_data(combat(BEARS, [SPIDER], {"b0": "attacker"}, [])))
    assert together in said
    dealt = [i for i, event in enumerate(said) if "deals" in event]
    assert dealt and said.index(together) < dealt[0]
    assert together not in events(run_data(combat(BEARS, [], {}, [])))
