"""704.5r: a permanent that can't have more than N counters of a kind loses all but N."""

from __future__ import annotations

import pytest

from corpus.rules.scenario.scenario import ScenarioError
from tests.support.rules_helpers import BEARS, card, failed, rules_applied, run_data, scenario_data

AT_MOST_TWO = [{"static": "max_counters", "counter": "+1/+1", "amount": 2}]


@pytest.mark.parametrize(("before", "after"), [(1, 1), (2, 2), (5, 2)])
def test_counters_beyond_the_limit_are_removed(before, after) -> None:
    result = run_data(
        scenario_data(
            [card("bears", BEARS, abilities=AT_MOST_TWO)],
            {"battlefield": [{"card": "bears", "counters": {"+1/+1": before}}]},
            expect=[{"object": "bears", "counters": {"+1/+1": after}}],
        )
    )
    assert failed(result) == []
    assert ("704.5r" in rules_applied(result)) == (before > after)


def test_the_limit_is_per_kind_of_counter() -> None:
    result = run_data(
        scenario_data(
            [card("bears", BEARS, abilities=AT_MOST_TWO)],
            {"battlefield": [{"card": "bears", "counters": {"-1/-1": 1, "lore": 4}}]},
            expect=[{"object": "bears", "counters": {"-1/-1": 1, "lore": 4}}],
        )
    )
    assert failed(result) == []


def test_the_limit_must_not_be_negative() -> None:
    broken = [{"static": "max_counters", "counter": "+1/+1", "amount": -1}]
    with pytest.raises(ScenarioError, match="must be 0 or more"):
        run_data(scenario_data([card("bears", BEARS, abilities=broken)], {"battlefield": ["bears"]}))
