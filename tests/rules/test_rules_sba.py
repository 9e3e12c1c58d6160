"""State-based actions (704): checked until none apply; Roles per controller (704.5y)."""

from __future__ import annotations

import pytest

from corpus.rules.engine import sba
from corpus.rules.engine.errors import GameOver, IllegalAction
from corpus.rules.engine.game import Choice
from corpus.rules.engine.layers import characteristics
from corpus.rules.engine.roles import create_role
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def game():
    return make_game(scenario_data([card("bears", BEARS), card("lions", BEARS)], {"battlefield": ["bears", "lions"]}))


def settle(g) -> int:
    checks = 0
    while sba.check(g):
        checks += 1
    return checks


def roles_on(g, label: str) -> list[tuple[str, str]]:
    host = g.by_label(label)
    return sorted((r.label, characteristics(g, r).controller) for r in g.permanents() if r.attached_to == host.oid)


def test_only_the_newest_role_of_a_player_stays_and_the_token_then_ceases_to_exist() -> None:
    g = game()
    create_role(g, "alice", "wicked", g.by_label("bears"), "old")
    create_role(g, "alice", "monster", g.by_label("bears"), "new")
    assert settle(g) == 2  # first to the graveyard (704.5y), then gone (704.5d)
    assert roles_on(g, "bears") == [("new", "alice")]
    assert g.by_label("old") is None and g.players["alice"].graveyard == []


def test_two_players_roles_on_one_creature_both_stay() -> None:
    g = game()
    create_role(g, "alice", "monster", g.by_label("bears"), "a")
    create_role(g, "bob", "cursed", g.by_label("bears"), "b")
    assert settle(g) == 0
    assert roles_on(g, "bears") == [("a", "alice"), ("b", "bob")]


@pytest.mark.parametrize("moved, new_owner, gone", [("b", "alice", "a"), ("a", "bob", "a")])
def test_a_role_moved_to_a_player_with_a_role_there_keeps_its_old_timestamp(
    moved: str, new_owner: str, gone: str
) -> None:
    g = game()
    create_role(g, "alice", "monster", g.by_label("bears"), "a")
    create_role(g, "bob", "cursed", g.by_label("bears"), "b")
    g.add_effect("control", g.by_label(moved).oid, until_end_of_turn=False, player=new_owner)
    settle(g)
    assert g.by_label(gone) is None
    assert roles_on(g, "bears") == [("b", new_owner)]


def test_roles_on_different_creatures_do_not_interact() -> None:
    g = game()
    create_role(g, "alice", "monster", g.by_label("bears"))
    create_role(g, "alice", "monster", g.by_label("lions"))
    assert settle(g) == 0


def test_roles_that_entered_together_need_their_controllers_choice() -> None:
    g = game()
    host = g.by_label("bears")
    create_role(g, "alice", "monster", host, "one")
    create_role(g, "alice", "royal", host, "two")
    g.by_label("two").timestamp = g.by_label("one").timestamp
    with pytest.raises(IllegalAction):
        sba.check(g)
    g.choices.append(Choice("alice", "keep_role", {"object": "two"}))
    settle(g)
    assert roles_on(g, "bears") == [("two", "alice")]


def test_the_loop_repeats_an_aura_falls_off_after_its_creature_dies() -> None:
    g = game()
    bears = g.by_label("bears")
    create_role(g, "alice", "cursed", bears, "cursed")
    g.add_counters(bears, "-1/-1", 1)  # 0/0 with the Cursed Role
    assert settle(g) == 3  # creature dies (704.5f); Role attached to nothing (704.5m); token gone (704.5d)
    assert g.by_label("bears").zone == "graveyard" and g.by_label("cursed") is None
    assert {"704.5f", "704.5m", "704.5d"} <= g.rules_applied


def test_lethal_damage_and_players_at_zero_life() -> None:
    """The actions of one check happen together; with Bob lost, Alice is the one player left and
    the game is over (104.2a): nothing happens after it."""
    g = game()
    g.by_label("lions").damage = 2
    g.players["bob"].life = 0
    with pytest.raises(GameOver):
        settle(g)
    assert g.by_label("lions").zone == "graveyard"
    assert g.players["bob"].lost and not g.players["alice"].lost
