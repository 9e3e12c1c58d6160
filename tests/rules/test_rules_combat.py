"""Attacking (508) and unblocked damage (510); summoning sickness (302.6) and haste (702.10b)."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, card, events, run_data, scenario_data


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


def test_haste_is_told_before_the_attack_it_allows() -> None:
    """508.1a (which creatures may attack) comes before 508.1k (they become attacking): the
    trace had told haste after the attack it let happen (a judge's review)."""
    said = events(run_data(attack({"card": "bears", "sick": True}, ["haste"])))
    haste = said.index("%(object)s has haste: it can attack although it came under its controller's control this turn.")
    assert haste < said.index("%(player)s attacks %(defender)s with %(creatures)s.")


def test_tapped_creatures_and_other_players_turns() -> None:
    assert run_data(attack({"card": "bears", "tapped": True})).error is not None
    data = attack("bears")
    data["actions"][0]["player"] = "bob"
    assert run_data(data).error is not None
