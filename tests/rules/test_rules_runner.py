"""Running: one step per action, expected illegal actions are checks, bounds stop runaway runs."""

from __future__ import annotations

from corpus.rules.engine.game import Limits
from corpus.rules.scenario.runner import run
from tests.support.rules_helpers import BEARS, MURDER, card, make_scenario, run_data, scenario_data

HEXPROOF = {**BEARS, "keywords": ["hexproof"]}


def murder(illegal: bool):
    return scenario_data(
        [card("bears", HEXPROOF), card("murder", MURDER)],
        {"battlefield": ["bears"]},
        {"hand": ["murder"]},
        actions=[{"do": "cast", "player": "bob", "card": "murder", "targets": ["bears"], "illegal": illegal}],
        expect=[{"object": "bears", "zone": "battlefield"}],
    )


def test_an_expected_illegal_action_is_a_passed_check_and_the_run_goes_on() -> None:
    result = run_data(murder(True))
    assert result.passed and result.steps[1].illegal
    assert [c.passed for _, c in result.checks] == [True, True]


def test_an_unexpected_illegal_action_stops_the_run_with_its_reason() -> None:
    result = run_data(murder(False))
    assert not result.passed and result.error_rules == ("702.11b",)
    assert len(result.steps) == 2 and result.checks == []


def test_an_action_expected_to_be_illegal_that_is_legal_fails() -> None:
    data = murder(True)
    data["cards"][0]["keywords"] = []
    data["expect"] = [{"object": "murder", "zone": "stack"}]
    result = run_data(data)
    assert not result.passed


def test_every_step_has_a_board_and_runs_are_bounded() -> None:
    data = murder(False)
    data["cards"][0]["keywords"] = []
    data["actions"].append({"do": "resolve"})
    data["expect"] = [{"object": "bears", "zone": "graveyard"}]
    scenario = make_scenario(data)
    result = run(scenario)
    assert result.passed and all(step.board["players"] for step in result.steps)
    stopped = run(scenario, limits=Limits(max_notes=2))
    assert stopped.error is not None and stopped.error.msgid.startswith("The example took more than")


def test_runs_are_bounded_in_time() -> None:
    stopped = run(make_scenario(murder(True)), limits=Limits(max_seconds=0.0))
    assert stopped.error is not None and stopped.error.msgid.startswith("The example took longer than")
