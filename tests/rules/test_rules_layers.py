"""Continuous effects in layer order (613): 7b sets base P/T before 7c changes, whatever the
timestamps; abilities from Auras (layer 6); control (layer 2)."""

from __future__ import annotations

from corpus.rules.engine.layers import characteristics, controller
from corpus.rules.engine.roles import create_role
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def setup(**alice):
    return make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"], **alice}))


def pt(game, label):
    chars = characteristics(game, game.by_label(label))
    return chars.power, chars.toughness


def test_a_later_pump_does_not_undo_a_base_setting_and_an_earlier_one_survives_it() -> None:
    game = setup()
    bears = game.by_label("bears")
    game.add_effect("pump", bears.oid, until_end_of_turn=True, power=3, toughness=3)  # earlier timestamp
    create_role(game, "alice", "cursed", bears)  # later timestamp, but layer 7b
    assert pt(game, "bears") == (4, 4)


def test_counters_apply_after_the_base_is_set() -> None:
    game = setup()
    bears = game.by_label("bears")
    create_role(game, "alice", "cursed", bears)
    game.add_counters(bears, "-1/-1", 1)
    assert pt(game, "bears") == (0, 0)
    game.add_counters(bears, "+1/+1", 2)
    assert pt(game, "bears") == (2, 2)


def test_two_base_settings_apply_in_timestamp_order() -> None:
    game = setup()
    bears = game.by_label("bears")
    create_role(game, "alice", "cursed", bears)
    create_role(game, "bob", "cursed", bears)
    assert pt(game, "bears") == (1, 1)


def test_auras_grant_abilities_and_only_to_their_creature() -> None:
    game = make_game(scenario_data([card("bears", BEARS), card("other", BEARS)], {"battlefield": ["bears", "other"]}))
    create_role(game, "alice", "royal", game.by_label("bears"))
    assert {"ward {1}"} <= characteristics(game, game.by_label("bears")).keywords
    assert "ward {1}" not in characteristics(game, game.by_label("other")).keywords
    create_role(game, "alice", "sorcerer", game.by_label("other"))
    assert [a.event for a in characteristics(game, game.by_label("other")).triggered] == ["attacks"]


def test_virtuous_counts_the_enchantments_of_the_roles_controller() -> None:
    game = make_game(scenario_data([card("bears", BEARS), card("other", BEARS)], {"battlefield": ["bears", "other"]}))
    create_role(game, "bob", "virtuous", game.by_label("bears"))
    create_role(game, "alice", "monster", game.by_label("other"))
    assert pt(game, "bears") == (3, 3)  # Bob controls one enchantment: the Virtuous Role itself
    create_role(game, "bob", "wicked", game.by_label("other"))
    assert pt(game, "bears") == (4, 4)


def test_control_effects_apply_in_timestamp_order() -> None:
    game = setup()
    bears = game.by_label("bears")
    game.add_effect("control", bears.oid, until_end_of_turn=False, player="bob")
    assert controller(game, bears) == "bob"
    game.add_effect("control", bears.oid, until_end_of_turn=True, player="alice")
    assert controller(game, bears) == "alice"


def test_others_have_reaches_the_other_permanents_of_its_controller_only() -> None:
    """Avacyn's "Other permanents you control have indestructible" (layer 6): not the Avacyn
    itself (it has its own), not the opponent's, and no longer once it has left."""
    avacyn = {**BEARS, "name": "Avacyn", "abilities": [{"static": "others_have", "keyword": "indestructible"}]}
    g = make_game(
        scenario_data(
            [card("avacyn", avacyn), card("bears", BEARS), card("lions", BEARS)],
            {"battlefield": ["avacyn", "bears"]},
            {"battlefield": ["lions"]},
        )
    )
    has = {
        label: "indestructible" in characteristics(g, g.by_label(label)).keywords
        for label in ("avacyn", "bears", "lions")
    }
    assert has == {"avacyn": False, "bears": True, "lions": False}
    g.move(g.by_label("avacyn"), "graveyard")
    assert "indestructible" not in characteristics(g, g.by_label("bears")).keywords
