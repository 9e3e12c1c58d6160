"""Game objects: a copy effect replaces the copiable values (707.2); a stack ability's owner."""

from __future__ import annotations

from corpus.rules.engine.model import CardDef, Face, TriggeredAbility
from corpus.rules.engine.objects import GameObj, StackAbility
from corpus.rules.text.messages import Name

BEARS = CardDef("bears", Face(Name("Grizzly Bears"), "Grizzly Bears", types=("creature",), power=2, toughness=2))
FOX = CardDef("fox", Face(Name("Ferocious Werefox"), "Ferocious Werefox", types=("creature",), power=4, toughness=3))


def test_copiable_values_are_the_copied_card_while_a_copy_effect_applies() -> None:
    clone = GameObj(1, "clone", BEARS, "alice", "battlefield")
    assert clone.copiable is BEARS
    clone.copy_of = FOX
    assert clone.copiable is FOX and clone.card is BEARS


def test_an_ability_on_the_stack_is_owned_by_its_controller() -> None:
    ability = StackAbility(2, "x-trigger", 1, Name("X"), "bob", TriggeredAbility("attacks", ()))
    assert ability.owner == "bob" and ability.is_ability and ability.zone == "stack"
