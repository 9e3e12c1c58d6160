"""Zones, new objects on zone changes (400.7), timestamps (613.7d), labels and choices."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import IllegalAction, RunLimitExceeded
from corpus.rules.engine.game import Choice, Limits
from corpus.rules.text.messages import N_, msg
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


def game():
    return make_game(
        scenario_data([card("bears", BEARS), card("lions", BEARS)], {"battlefield": ["bears"], "hand": ["lions"]})
    )


def test_a_moved_card_is_a_new_object_with_a_new_timestamp() -> None:
    g = game()
    bears = g.by_label("bears")
    g.add_counters(bears, "+1/+1", 1)
    moved = g.move(bears, "graveyard")
    assert moved.oid != bears.oid and moved.label == "bears"
    assert moved.timestamp > bears.timestamp
    assert moved.counters == {}
    assert g.current(bears.oid) is None
    assert g.players["alice"].graveyard == [moved.oid]


def test_player_zones_belong_to_the_owner() -> None:
    g = game()
    lions = g.by_label("lions")
    g.move(lions, "battlefield", controller="bob")
    assert g.by_label("lions").controller == "bob"
    g.move(g.by_label("lions"), "graveyard")
    assert g.players["alice"].graveyard and not g.players["bob"].graveyard


def test_labels_stay_unique_and_apnap_starts_with_the_active_player() -> None:
    g = game()
    assert g.unique_label("bears") == "bears-2"
    assert g.unique_label("fresh") == "fresh"
    g.active = "bob"
    assert g.apnap() == ["bob", "alice"]


def test_choices_are_taken_in_order_and_missing_ones_are_errors() -> None:
    g = game()
    g.choices += [Choice("alice", "scry", {"bottom": []}), Choice("alice", "scry", {"bottom": ["x"]})]
    assert g.choose("bob", "scry") is None
    assert g.choose("alice", "scry").data == {"bottom": []}
    assert g.require_choice("alice", "scry", msg(N_("which cards to put on the bottom when scrying"))).data == {
        "bottom": ["x"]
    }
    with pytest.raises(IllegalAction):
        g.require_choice("alice", "scry", msg(N_("which cards to put on the bottom when scrying")))


def test_the_trace_is_bounded() -> None:
    g = game()
    g.limits = Limits(max_notes=2)
    g.note(msg(N_("The turn ends.")))
    g.note(msg(N_("The turn ends.")))
    with pytest.raises(RunLimitExceeded):
        g.note(msg(N_("The turn ends.")))
