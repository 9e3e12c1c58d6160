"""Attacking (508) and unblocked damage (510); summoning sickness (302.6) and haste (702.10b)."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, card, run_data, scenario_data


def attack(bears_entry, keywords=()):
    return scenario_data(
        [card("bears", BEARS, keywords=list(keywords))],
        {"battlefield": [bears_entry]},
        actions=[{"do": "attack", "player": "alice", "creatures": ["bears"]}, {"do": "combat_damage"}],
        expect=[{"player": "bob", "life": 18}, {"object": "bears", "tapped": True, "attacking": False}],
    )


def test_an_unblocked_attacker_deals_its_power() -> None:
    assert run_data(attack("bears")).passed


def test_summoning_sick_creatures_cannot_attack_unless_they_have_haste() -> None:
    sick = {"card": "bears", "sick": True}
    result = run_data(attack(sick))
    assert result.error is not None and "302.6" in result.error_rules
    assert run_data(attack(sick, ["haste"])).passed


def test_tapped_creatures_and_other_players_turns() -> None:
    assert run_data(attack({"card": "bears", "tapped": True})).error is not None
    data = attack("bears")
    data["actions"][0]["player"] = "bob"
    assert run_data(data).error is not None
