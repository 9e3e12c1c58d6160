"""Fight (701.14): each deals damage equal to its power to the other; neither if one is gone."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, MURDER, card, events, run_data, scenario_data

OGRE = {"name": "Hill Giant", "cost": "{3}{R}", "types": ["creature"], "power": 3, "toughness": 3}
PREY_UPON = {
    "name": "Prey Upon",
    "cost": "{G}",
    "types": ["sorcery"],
    "targets": ["creature you control", "creature an opponent controls"],
    "effects": [{"effect": "fight", "to": "target1", "with": "target2"}],
}


def prey(actions: list, expect: list) -> dict:
    return scenario_data(
        [card("giant", OGRE), card("bears", BEARS), card("prey", PREY_UPON), card("murder", MURDER)],
        {"battlefield": ["giant"], "hand": ["prey"]},
        {"battlefield": ["bears"], "hand": ["murder"]},
        actions=[{"do": "cast", "player": "alice", "card": "prey", "targets": ["giant", "bears"]}, *actions],
        expect=expect,
    )


def test_each_deals_damage_equal_to_its_power_to_the_other() -> None:
    result = run_data(
        prey(
            [{"do": "resolve"}],
            [
                {"object": "giant", "damage": 2},
                {"object": "bears", "zone": "graveyard"},
                {"rule_applied": "701.14a"},
            ],
        )
    )
    assert result.passed, result.error


def test_if_one_is_gone_neither_fights() -> None:
    result = run_data(
        prey(
            [{"do": "respond", "player": "bob", "card": "murder", "targets": ["bears"]}, {"do": "resolve", "times": 2}],
            [{"object": "giant", "damage": 0}, {"rule_applied": "701.14b"}],
        )
    )
    assert result.passed, result.error


def test_a_creature_fighting_itself_deals_twice_its_power() -> None:
    data = prey([{"do": "resolve"}], [{"object": "giant", "zone": "graveyard"}, {"rule_applied": "701.14c"}])
    data["cards"][2]["targets"] = ["creature"]
    data["cards"][2]["effects"] = [{"effect": "fight", "to": "target1", "with": "target1"}]
    data["actions"][0]["targets"] = ["giant"]
    result = run_data(data)
    assert result.passed, result.error
    assert "%(object)s fights itself." in events(result)
