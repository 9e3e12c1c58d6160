""" "One or two target creatures", "up to two targets": several objects for one instance of
the word "target", each a different one (rules 115.3, 601.2c)."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from tests.support.rules_helpers import (
    BEARS,
    LIONS,
    card,
    events,
    make_scenario,
    rules_applied,
    run_data,
    scenario_data,
)


def spell(target: dict, extra_targets: list | None = None) -> dict:
    return {
        "name": "Bolster the Pair",
        "cost": "{1}{W}",
        "types": ["sorcery"],
        "targets": [target, *(extra_targets or [])],
        "effects": [{"effect": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target1"}],
    }


ONE_OR_TWO = {"what": "permanent", "types": ["creature"], "count": 2, "min": 1}


def game(targets: list[str], target: dict = ONE_OR_TWO, expect: list | None = None, illegal: bool = False) -> dict:
    cast = {"do": "cast", "player": "alice", "card": "bolster", "targets": targets}
    if illegal:
        cast["illegal"] = True
    return scenario_data(
        [card("bears", BEARS), card("lions", LIONS), card("bolster", spell(target))],
        {"battlefield": ["bears", "lions"], "hand": ["bolster"]},
        actions=[cast] if illegal else [cast, {"do": "resolve"}],
        expect=expect,
    )


def test_each_target_of_the_instance_is_affected() -> None:
    result = run_data(
        game(
            ["bears", "lions"],
            expect=[
                {"object": "bears", "counters": {"+1/+1": 1}},
                {"object": "lions", "counters": {"+1/+1": 1}},
            ],
        )
    )
    assert result.passed, result.error


def test_one_of_one_or_two_is_enough() -> None:
    result = run_data(
        game(
            ["lions", "none"],
            expect=[
                {"object": "lions", "counters": {"+1/+1": 1}},
                {"object": "bears", "counters": {"+1/+1": 0}},
            ],
        )
    )
    assert result.passed, result.error


def test_none_of_one_or_two_is_refused() -> None:
    result = run_data(game(["none", "none"]))
    assert result.error is not None and result.error.msgid == "A target is required and none was chosen."


def test_the_same_creature_twice_for_one_instance_is_refused_citing_115_3() -> None:
    result = run_data(game(["bears", "bears"]))
    assert result.error is not None and result.error_rules == ("115.3", "601.2c")
    assert "can't be chosen twice" in result.error.msgid
    assert result.steps[-1].board["players"][0]["battlefield"][0]["counters"] == {}


def test_a_scenario_can_expect_the_refusal() -> None:
    result = run_data(game(["bears", "bears"], illegal=True))
    assert result.passed and "115.3" in rules_applied(result)


def test_two_instances_of_the_word_may_choose_the_same_creature() -> None:
    data = game(["bears", "none", "bears"], expect=[{"object": "bears", "counters": {"+1/+1": 1}}])
    data["cards"][2]["targets"].append("creature")
    result = run_data(data)
    assert result.passed, result.error
    assert "Targets chosen: %(targets)s." in events(result)


def test_up_to_two_targets_may_be_none() -> None:
    target = {"what": "permanent", "types": ["creature"], "count": 2, "optional": True}
    result = run_data(game(["none", "none"], target=target, expect=[{"object": "bears", "counters": {"+1/+1": 0}}]))
    assert result.passed, result.error


@pytest.mark.parametrize(
    "bad, where",
    [
        ({"count": 0}, "count"),
        ({"count": 2, "min": 3}, "min"),
        ({"count": 2, "optional": True, "min": 1}, "min"),
    ],
)
def test_counts_are_checked(bad: dict, where: str) -> None:
    with pytest.raises(ScenarioError) as error:
        make_scenario(game(["bears"], target={"what": "permanent", **bad}))
    assert where in error.value.where
