"""Adventurer cards (715): characteristics by zone, "has an Adventure", exile permission."""

from __future__ import annotations

from corpus.rules.engine.adventures import exile_adventure, face_of, has_adventure
from tests.support.rules_helpers import WEREFOX, card, make_game, scenario_data


def game():
    return make_game(scenario_data([card("fox", WEREFOX)], {"hand": ["fox"]}))


def test_normal_characteristics_outside_the_stack() -> None:
    g = game()
    fox = g.by_label("fox")
    assert face_of(fox).name_en == "Ferocious Werefox"
    assert has_adventure(fox)


def test_only_the_adventure_on_the_stack_and_it_is_not_found_as_having_one() -> None:
    g = game()
    spell = g.move(g.by_label("fox"), "stack", controller="alice", as_adventure=True)
    assert face_of(spell).name_en == "Guard Change"
    assert not has_adventure(spell)
    creature = g.move(spell, "stack", controller="alice")
    assert face_of(creature).name_en == "Ferocious Werefox" and has_adventure(creature)


def test_a_resolved_adventure_is_exiled_with_permission_for_its_controller() -> None:
    g = game()
    spell = g.move(g.by_label("fox"), "stack", controller="alice", as_adventure=True)
    exiled = exile_adventure(g, spell, "alice")
    assert exiled.zone == "exile" and exiled.play_permission == "alice"
    assert face_of(exiled).name_en == "Ferocious Werefox"
    assert "715.3d" in g.rules_applied
