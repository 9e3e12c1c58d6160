"""Whenever a player would receive priority: state-based actions, then triggers, repeated (704.3)."""

from __future__ import annotations

from corpus.rules.engine.priority import settle
from corpus.rules.engine.roles import create_role
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def test_state_based_actions_happen_before_triggers_go_on_the_stack() -> None:
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}))
    bears = g.by_label("bears")
    create_role(g, "alice", "wicked", bears, "wicked")
    create_role(g, "alice", "monster", bears)
    settle(g)
    msgids = [n.message.msgid for n in g.notes]
    gone = msgids.index("%(object)s is a token outside the battlefield: it ceases to exist.")
    stacked = msgids.index("The triggered ability of %(object)s goes on the stack, controlled by %(player)s.")
    assert gone < stacked
    assert len(g.stack) == 1 and not g.pending
