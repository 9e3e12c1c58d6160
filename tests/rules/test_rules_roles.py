"""Creating a Role attached (111.10, 303.4i): not cast, not created where it can't enchant."""

from __future__ import annotations

from corpus.rules.engine.layers import characteristics
from corpus.rules.engine.roles import create_role, enchant_problem
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data

ENCHANTMENT = {"name": "Presence", "types": ["enchantment"]}


def game(**bears_changes):
    return make_game(
        scenario_data(
            [card("bears", BEARS, **bears_changes), card("presence", ENCHANTMENT)],
            {"battlefield": ["bears", "presence"]},
        )
    )


def test_the_role_enters_attached_under_its_creators_control() -> None:
    g = game()
    [role] = create_role(g, "bob", "wicked", g.by_label("bears"), "mine")
    assert role.label == "mine" and role.token and role.owner == "bob"
    assert role.attached_to == g.by_label("bears").oid
    assert characteristics(g, role).controller == "bob"
    assert g.players["bob"].spells_cast == 0


def test_protection_from_enchantments_means_no_role() -> None:
    g = game(keywords=["protection from enchantments"])
    assert create_role(g, "alice", "monster", g.by_label("bears")) == []
    assert g.by_label("monster") is None
    assert "702.16c" in g.rules_applied and "303.4i" in g.rules_applied


def test_hexproof_and_shroud_do_not_matter_without_targeting() -> None:
    g = game(keywords=["hexproof", "shroud"])
    assert len(create_role(g, "bob", "cursed", g.by_label("bears"))) == 1


def test_no_role_on_a_noncreature_or_on_nothing() -> None:
    g = game()
    assert enchant_problem(g, g.by_label("presence")) == "not_creature"
    assert create_role(g, "alice", "royal", g.by_label("presence")) == []
    assert create_role(g, "alice", "royal", None) == []
    assert not [o for o in g.objects.values() if getattr(o, "token", False)]
