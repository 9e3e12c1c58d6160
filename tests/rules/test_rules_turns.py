"""Phases and turns (500, 514.2, 502.3)."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, GIANT_GROWTH, card, run_data, scenario_data


def test_phases_go_forward_only_and_need_an_empty_stack() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("growth", GIANT_GROWTH)],
        {"battlefield": ["bears"], "hand": ["growth"]},
        actions=[{"do": "phase", "to": "combat"}, {"do": "phase", "to": "main1"}],
    )
    assert run_data(data).error_rules == ("500.1",)
    data["actions"] = [{"do": "cast", "player": "alice", "card": "growth", "targets": ["bears"]}, {"do": "end_turn"}]
    assert run_data(data).error_rules == ("500.2",)


def test_the_next_turn_untaps_and_cures_summoning_sickness_of_its_player() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("lions", BEARS)],
        {"battlefield": [{"card": "bears", "tapped": True}]},
        {"battlefield": [{"card": "lions", "sick": True, "tapped": True}]},
        actions=[{"do": "end_turn"}, {"do": "attack", "player": "bob", "creatures": ["lions"]}],
        expect=[{"object": "bears", "tapped": True}, {"object": "lions", "attacking": True}],
    )
    assert run_data(data).passed
