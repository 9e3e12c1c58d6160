"""Setting up the game: zones by card id, owners, state, initial Roles."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from corpus.rules.engine.layers import characteristics
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def test_zones_state_and_initial_roles() -> None:
    g = make_game(
        scenario_data(
            [card("bears", BEARS), card("other", BEARS)],
            {
                "battlefield": [{"card": "bears", "tapped": True, "counters": {"+1/+1": 2}, "damage": 1}],
                "roles": [{"role": "royal", "attached_to": "bears"}],
            },
            {"library": ["other"]},
        )
    )
    bears = g.by_label("bears")
    assert bears.tapped and bears.damage == 1 and characteristics(g, bears).power == 5
    assert g.by_label("royal").attached_to == bears.oid
    assert g.by_label("other").owner == "bob" and g.players["bob"].library == [g.by_label("other").oid]
    assert (bears.number, g.by_label("other").number) == (1, 2)  # namesakes are numbered


@pytest.mark.parametrize(
    "alice, problem",
    [
        ({"battlefield": ["bears", "bears"]}, "placed twice"),
        ({"battlefield": ["dragon"]}, "unknown card 'dragon'"),
        ({}, "cards not in any zone: bears"),
        ({"battlefield": ["bears"], "roles": [{"role": "royal", "attached_to": "nowhere"}]}, "not on the battlefield"),
        ({"battlefield": ["bears"], "graveyard": []}, None),
    ],
)
def test_setup_errors(alice: dict, problem: str | None) -> None:
    data = scenario_data([card("bears", BEARS)], alice)
    if problem is None:
        make_game(data)
        return
    with pytest.raises(ScenarioError, match=problem):
        make_game(data)


def test_a_scenario_needs_two_distinct_players() -> None:
    data = scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]})
    data["players"][1]["id"] = "alice"
    with pytest.raises(ScenarioError, match="same id"):
        make_game(data)
