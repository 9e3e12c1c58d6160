"""The board picture: permanents under their controllers, Auras on their hosts."""

from __future__ import annotations

from corpus.rules.engine.roles import create_role
from corpus.rules.scenario.board import snapshot
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def test_roles_are_drawn_on_the_creature_with_their_own_controller() -> None:
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}))
    create_role(g, "bob", "cursed", g.by_label("bears"), "cursed")
    board = snapshot(g)
    alice, bob = board["players"]
    [bears] = alice["battlefield"]
    assert (bears["power"], bears["toughness"], bears["printed"]) == (1, 1, "2/2")
    assert [(a["label"], a["controller_id"]) for a in bears["attachments"]] == [("cursed", "bob")]
    assert bob["battlefield"] == [] and alice["active"] and not bob["active"]
