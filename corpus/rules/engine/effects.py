"""What spells and abilities do as they resolve (rule 608.2c): the context an effect reads
its objects from, and the registry of effect kinds.

Each effect reads its object from the context: a target (only if it is still legal, 608.2b:
illegal targets are not affected), or "self" (the permanent whose ability this is). The module
that implements an effect registers it with `handles`, so this module, which the stack, costs
and triggers use, imports none of them; the package imports every registering module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..text.messages import Text
from .model import Effect
from .objects import GameObj, Target

if TYPE_CHECKING:
    from .game import Game

Handler = Callable[["Game", Effect, "Context"], None]
HANDLERS: dict[str, Handler] = {}


@dataclass
class Context:
    controller: str
    source_name: Text
    self_oid: int | None
    targets: tuple[Target | None, ...]
    legal: tuple[bool, ...]
    instances: tuple[int, ...] = ()  # per target: its instance of the word "target" (115.3)

    def refs(self, ref: str | None) -> list[str | None]:
        """`targetN` names the Nth instance of the word "target": each target chosen for it,
        by its position ("up to two target creatures" are two); one position if none was."""
        if not (ref and ref.startswith("target") and self.instances):
            return [ref]
        wanted = int(ref.removeprefix("target")) - 1
        slots = [i for i, instance in enumerate(self.instances) if instance == wanted]
        chosen = [i for i in slots if i < len(self.targets) and self.targets[i] is not None]
        return [f"target{i + 1}" for i in chosen or slots[:1]]

    def object(self, game: Game, ref: str | None) -> GameObj | str | None:
        """The object or player `ref` names, or None if it is gone or an illegal target."""
        if ref == "self":
            obj = game.current(self.self_oid) if self.self_oid is not None else None
            return obj if obj and obj.zone == "battlefield" and not obj.phased_out else None
        if ref and ref.startswith("target"):
            index = int(ref.removeprefix("target")) - 1
            target = self.targets[index] if index < len(self.targets) else None
            if target is None or not self.legal[index]:
                return None
            if target.player is not None:
                return target.player
            return game.current(target.oid) if target.oid is not None else None
        return None


def handles(kind: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as what effects of `kind` do."""

    def register(handler: Handler) -> Handler:
        if kind in HANDLERS:
            raise ValueError(f"two handlers for the effect {kind!r}")
        HANDLERS[kind] = handler
        return handler

    return register


def apply(game: Game, effect: Effect, context: Context) -> None:
    """Follow `effect`; an effect on a target instance with several targets affects each one."""
    for ref in context.refs(effect.ref):
        HANDLERS[effect.kind](game, effect if ref == effect.ref else replace(effect, ref=ref), context)
