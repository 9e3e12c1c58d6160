"""Choosing and checking targets (rules 115, 601.2c, 608.2b) and the abilities that stop them:
hexproof (702.11b), shroud (702.18a), protection (702.16b); and the event of a permanent
becoming a target, which ward (702.21a) triggers on.

Being affected is not being targeted (115.10a): an ability that creates a Role attached to a
permanent without the word "target" is not stopped by hexproof or shroud.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, Message, Text, msg
from ..text.words import colors_phrase, subtype_word, type_word, zone_place
from .game import Event
from .layers import Chars, characteristics, controller
from .model import Filter, TargetSpec
from .objects import GameObj, StackItem, Target

if TYPE_CHECKING:
    from .game import Game


def matches(
    game: Game, obj: GameObj, chars: Chars, rule_filter: Filter, you: str, source_oid: int | None
) -> Message | None:
    """Why `obj` does not fit `rule_filter` from `you`'s point of view, or None if it does."""
    name = game.display(obj)
    if rule_filter.types and not set(rule_filter.types) & set(chars.types):
        return msg(
            N_("%(object)s does not have the required card type (%(types)s)."),
            object=name,
            types=[type_word(t) for t in rule_filter.types],
        )
    if rule_filter.subtypes and not set(rule_filter.subtypes) & set(chars.subtypes):
        return msg(
            N_("%(object)s does not have the required subtype (%(subtypes)s)."),
            object=name,
            subtypes=[subtype_word(s) for s in rule_filter.subtypes],
        )
    if set(rule_filter.not_types) & set(chars.types):
        return msg(N_("%(object)s has a card type this target excludes."), object=name)
    if rule_filter.colors and not set(rule_filter.colors) & set(chars.colors):
        return msg(
            N_("%(object)s does not have the required color (%(colors)s)."),
            object=name,
            colors=colors_phrase(rule_filter.colors),
        )
    if rule_filter.controller:
        holder = controller(game, obj) if obj.zone in ("battlefield", "stack") else obj.owner
        wanted_you = rule_filter.controller == "you"
        if (holder == you) != wanted_you:
            return msg(N_("%(object)s belongs to the wrong player for this target."), object=name)
    if rule_filter.has_adventure is not None and chars.has_adventure != rule_filter.has_adventure:
        if rule_filter.has_adventure:
            return msg(N_("%(object)s does not have an Adventure."), object=name)
        return msg(N_("%(object)s has an Adventure."), object=name)
    if rule_filter.another and obj.oid == source_oid:
        return msg(N_("%(object)s is the source itself; the target must be another one."), object=name)
    return None


def target_problem(
    game: Game,
    spec: TargetSpec,
    candidate: GameObj | str,
    you: str,
    source_oid: int | None,
    source_chars: Chars | None,
) -> tuple[Message, tuple[str, ...]] | None:
    """Why `candidate` can't be this target, with the rules saying so; None if it can."""
    if spec.what == "player":
        if not isinstance(candidate, str):
            return msg(N_("This target must be a player.")), ("115.1",)
        if spec.filter.controller == "opponent" and candidate == you:
            return msg(N_("This target must be an opponent.")), ("115.1",)
        return None
    if isinstance(candidate, str):
        return msg(N_("This target can't be a player.")), ("115.1",)
    if candidate.zone != spec.zone or (spec.what == "spell" and candidate.is_ability):
        return (
            msg(
                N_("%(object)s is not where this target must be (%(place)s)."),
                object=game.display(candidate),
                place=zone_place(spec.zone),
            ),
            ("115.1", "608.2b"),
        )
    if candidate.phased_out:
        return msg(
            N_("%(object)s is phased out: it is treated as though it doesn't exist."), object=game.display(candidate)
        ), ("702.26b",)
    chars = characteristics(game, candidate)
    problem = matches(game, candidate, chars, spec.filter, you, source_oid)
    if problem:
        return problem, ("115.1",)
    if spec.what == "permanent":
        return _protected(game, candidate, chars, you, source_chars)
    return None


def _protected(
    game: Game, obj: GameObj, chars: Chars, you: str, source_chars: Chars | None
) -> tuple[Message, tuple[str, ...]] | None:
    name = game.display(obj)
    if "shroud" in chars.keywords:
        return msg(N_("%(object)s has shroud: it can't be the target of spells or abilities."), object=name), (
            "702.18a",
        )
    if "hexproof" in chars.keywords and chars.controller != you:
        return (
            msg(
                N_(
                    "%(object)s has hexproof: it can't be the target of spells or abilities its controller's "
                    "opponents control."
                ),
                object=name,
            ),
            ("702.11b",),
        )
    if "protection from enchantments" in chars.keywords and source_chars and "enchantment" in source_chars.types:
        return (
            msg(
                N_(
                    "%(object)s has protection from enchantments: it can't be the target of enchantment spells or "
                    "of abilities from enchantments."
                ),
                object=name,
            ),
            ("702.16b",),
        )
    return None


def resolve_target(game: Game, spec: TargetSpec, handle: str) -> GameObj | str | None:
    """The object or player a scenario names as a target ("bear", "player:bob")."""
    if handle.startswith("player:"):
        player = handle.removeprefix("player:")
        return player if player in game.players else None
    item = game.by_label(handle)
    return item if isinstance(item, GameObj) else None


def as_target(candidate: GameObj | str, instance: int = 0) -> Target:
    if isinstance(candidate, str):
        return Target(player=candidate, zone="players", instance=instance)
    return Target(oid=candidate.oid, zone=candidate.zone, instance=instance)


def chosen_again(game: Game, target: Target, chosen: list[Target | None]) -> tuple[Message, tuple[str, ...]] | None:
    """Rule 115.3: one instance of the word "target" can't choose the same object or player twice."""
    for earlier in chosen:
        if (
            earlier is not None
            and earlier.instance == target.instance
            and (earlier.oid, earlier.player) == (target.oid, target.player)
        ):
            shown: Text | str
            if target.player is not None:
                shown = game.player_name(target.player)
            else:
                assert target.oid is not None  # a target is a player or an object
                shown = game.display(game.objects[target.oid])
            return (
                msg(
                    N_(
                        "%(object)s is already chosen for this instance of the word \u201ctarget\u201d: the same "
                        "object or player can't be chosen twice for it."
                    ),
                    object=shown,
                ),
                ("115.3", "601.2c"),
            )
    return None


def still_legal(
    game: Game, spec: TargetSpec, target: Target, you: str, source_oid: int | None, source_chars: Chars | None
) -> bool:
    """Rule 608.2b: on resolution a target is illegal if it changed zones or no longer fits."""
    if target.player is not None:
        return target_problem(game, spec, target.player, you, source_oid, source_chars) is None
    obj = game.current(target.oid) if target.oid is not None else None
    if obj is None or obj.zone != target.zone:
        return False
    return target_problem(game, spec, obj, you, source_oid, source_chars) is None


def emit_targeted(game: Game, by: StackItem, targets: tuple[Target | None, ...]) -> None:
    """Each permanent among `targets` becomes a target of `by` (a spell, a copy or an ability on
    the stack): the event ward (702.21a) triggers on."""
    for target in targets:
        obj = game.current(target.oid) if target and target.oid is not None else None
        if obj is not None and obj.zone == "battlefield":
            game.emit(Event("targeted", obj=obj, by=by))
