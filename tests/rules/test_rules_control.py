"""Control changes (613.1b, 303.4e): an Aura's controller is separate from its creature's."""

from __future__ import annotations

from corpus.rules.engine.control import gain_control
from corpus.rules.engine.layers import characteristics
from corpus.rules.engine.roles import create_role
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def test_taking_the_creature_leaves_its_roles_with_their_controllers() -> None:
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}))
    bears = g.by_label("bears")
    [role] = create_role(g, "alice", "monster", bears)
    stamp = role.timestamp
    gain_control(g, "bob", bears, until_end_of_turn=True)
    assert characteristics(g, bears).controller == "bob"
    assert characteristics(g, role).controller == "alice"
    assert bears.sick and role.timestamp == stamp
