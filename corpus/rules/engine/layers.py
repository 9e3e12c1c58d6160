"""An object's characteristics: its printed values, then continuous effects in layer order (613).

Implemented layers (rule 613.1): 1 copy effects (613.2a, 707.2) and the Adventure's alternative
characteristics (715.3b, 715.4); 2 control-changing effects; 4 "becomes a creature" (613.1d);
6 ability-adding effects (Auras' "has", "gains ... until end of turn"); 7b effects that set base
power and toughness (the Cursed Role, "becomes a creature with base power and toughness N/N",
613.4b); 7c effects and counters that modify them (613.4c, 122.1a). Within a layer,
effects apply in timestamp order (613.7); a static ability of an Aura has the Aura's timestamp
(613.7a), which it received when it became attached (613.7e).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import Text
from .adventures import face_of, has_adventure
from .model import ActivatedAbility, Face, StaticAbility, TriggeredAbility, mana_value
from .objects import GameObj

if TYPE_CHECKING:
    from .game import ContinuousEffect, Game


@dataclass(frozen=True)
class Chars:
    name: Text
    name_en: str
    cost: str | None
    mana_value: int
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    triggered: tuple[TriggeredAbility, ...]
    activated: tuple[ActivatedAbility, ...]
    statics: tuple[StaticAbility, ...]
    controller: str | None
    has_adventure: bool
    face: Face


MEMOIZE = True  # tests switch it off to check that remembered values are never stale


def controller(game: Game, obj: GameObj) -> str | None:
    """Layer 2 (613.1b): control-changing effects in timestamp order."""
    if obj.zone not in ("battlefield", "stack"):
        return None
    result = obj.controller
    for effect in sorted(game.effects_on(obj.oid, "control"), key=lambda e: e.timestamp):
        result = effect.args["player"]
    return result


def attachments(game: Game, obj: GameObj) -> list[GameObj]:
    """Permanents attached to `obj`, oldest timestamp first."""
    if not MEMOIZE:
        return _attached(game).get(obj.oid, [])
    index: dict[int, list[GameObj]] = game.remembered("attachments", lambda: _attached(game))  # type: ignore[assignment]
    return index.get(obj.oid, [])


def _attached(game: Game) -> dict[int, list[GameObj]]:
    index: dict[int, list[GameObj]] = {}
    for permanent in sorted(game.permanents(), key=lambda p: p.timestamp):
        if permanent.attached_to is not None:
            index.setdefault(permanent.attached_to, []).append(permanent)
    return index


def enchantments_controlled(game: Game, player: str | None) -> int:
    return sum(1 for p in game.permanents() if "enchantment" in face_of(p).types and controller(game, p) == player)


def controlled_statics(game: Game, player: str, kind: str) -> list[tuple[GameObj, StaticAbility]]:
    """The static abilities of one kind on permanents `player` controls, with their permanents."""
    return [
        (permanent, static)
        for permanent in game.permanents()
        if (chars := characteristics(game, permanent)).controller == player
        for static in chars.statics
        if static.kind == kind
    ]


def characteristics(game: Game, obj: GameObj) -> Chars:
    """All layers applied; remembered until the game changes (`Game.changed`)."""
    if not MEMOIZE:
        return _characteristics(game, obj)
    return game.remembered(obj.oid, lambda: _characteristics(game, obj))  # type: ignore[return-value]


def _characteristics(game: Game, obj: GameObj) -> Chars:
    face = face_of(obj)
    auras = attachments(game, obj) if obj.zone == "battlefield" else []
    gained = game.effects_on(obj.oid, "gain_keyword")
    keywords, triggered = (
        _abilities(face, auras, gained) if auras or gained else (frozenset(face.keywords), face.triggered)
    )
    if obj.zone == "battlefield":
        keywords |= _granted_by_others(game, obj)
    animated = sorted(game.effects_on(obj.oid, "become_creature"), key=lambda e: e.timestamp)
    types = face.types if not animated or "creature" in face.types else (*face.types, "creature")  # layer 4 (613.1d)
    power, toughness = _power_toughness(game, obj, face, auras, animated)
    return face_chars(
        face,
        controller(game, obj),
        has_adventure(obj),
        types=types,
        power=power,
        toughness=toughness,
        keywords=keywords,
        triggered=triggered,
    )


def _abilities(face: Face, auras: list[GameObj], gained: list) -> tuple[frozenset[str], tuple[TriggeredAbility, ...]]:
    """Layer 6 (613.1f): abilities from Auras and from resolved effects, in timestamp order."""
    keywords = set(face.keywords)
    triggered = list(face.triggered)
    sources: list[tuple[int, GameObj | ContinuousEffect]] = [(a.timestamp, a) for a in auras] + [
        (e.timestamp, e) for e in gained
    ]
    for _, source in sorted(sources, key=lambda s: s[0]):
        if isinstance(source, GameObj):
            for static in face_of(source).statics:
                if static.kind == "enchanted_has":
                    if "keyword" in static.args:
                        keywords.add(static.args["keyword"])
                    else:
                        triggered.append(static.args["ability"])
        else:
            keywords.add(source.args["keyword"])
    return frozenset(keywords), tuple(triggered)


def _granted_by_others(game: Game, obj: GameObj) -> frozenset[str]:
    """Layer 6 (613.1f): "Other permanents you control have [keyword]" of the permanents its
    controller controls (read from their copiable values, as Auras' statics are)."""
    you = controller(game, obj)
    return frozenset(
        static.args["keyword"]
        for other in game.permanents()
        if other is not obj and controller(game, other) == you
        for static in face_of(other).statics
        if static.kind == "others_have"
    )


def _power_toughness(
    game: Game,
    obj: GameObj,
    face: Face,
    auras: list[GameObj],
    animated: list[ContinuousEffect],
) -> tuple[int | None, int | None]:
    power, toughness = face.power, face.toughness
    # Layer 7b (613.4b): effects that set base power and toughness, in timestamp order.
    for effect in animated:
        power, toughness = effect.args["power"], effect.args["toughness"]
    if power is None or toughness is None:
        return None, None
    for aura in auras:
        for static in face_of(aura).statics:
            if static.kind == "enchanted_base_pt":
                power, toughness = static.args["power"], static.args["toughness"]
    # Layer 7c (613.4c): effects and counters that modify power and toughness.
    for aura in auras:
        for static in face_of(aura).statics:
            if static.kind == "enchanted_gets":
                power += static.args["power"]
                toughness += static.args["toughness"]
            elif static.kind == "enchanted_gets_per_enchantment":
                count = enchantments_controlled(game, controller(game, aura))
                power += static.args["power"] * count
                toughness += static.args["toughness"] * count
    for effect in game.effects_on(obj.oid, "pump"):
        power += effect.args["power"]
        toughness += effect.args["toughness"]
    plus, minus = obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0)
    return power + plus - minus, toughness + plus - minus


def face_chars(
    face: Face,
    controller_id: str | None,
    adventure_available: bool,
    *,
    types: tuple[str, ...] | None = None,
    power: int | None = None,
    toughness: int | None = None,
    keywords: frozenset[str] | None = None,
    triggered: tuple[TriggeredAbility, ...] | None = None,
) -> Chars:
    """A face's characteristics, by default before continuous effects: where layers start
    (613.1), and what a card about to be cast is checked with (715.3a)."""
    return Chars(
        name=face.name,
        name_en=face.name_en,
        cost=face.cost,
        mana_value=mana_value(face.cost),
        colors=face.colors,
        types=face.types if types is None else types,
        subtypes=face.subtypes,
        power=face.power if power is None else power,
        toughness=face.toughness if toughness is None else toughness,
        keywords=frozenset(face.keywords) if keywords is None else keywords,
        triggered=face.triggered if triggered is None else triggered,
        activated=face.activated,
        statics=face.statics,
        controller=controller_id,
        has_adventure=adventure_available,
        face=face,
    )
