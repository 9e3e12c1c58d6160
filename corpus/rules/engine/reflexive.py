"""Optional actions during resolution and the reflexive triggers that follow them (603.12).

"You may pay {2}. When you do, ..." and "You may sacrifice a Food. When you do, ...": the
player's decision is written in the scenario (`pay`, `sacrifice`). If they did, the reflexive
triggered ability triggers at once, on what happened during this resolution (603.12); like a
delayed triggered ability its source is the resolving spell, or the source of the resolving
ability, and its controller the player who controlled that (603.7d, 603.7e). It goes on the
stack the next time a player would receive priority, with targets chosen then (603.3d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .effects import Context, handles
from .errors import IllegalAction
from .layers import characteristics
from .model import Effect, mana_value
from .objects import GameObj, StackAbility
from .targets import matches
from .triggers import Pending

if TYPE_CHECKING:
    from .game import Game


@handles("you_may")
def you_may(game: Game, effect: Effect, context: Context) -> None:
    """Rule 603.12: an optional action, then "when you do" if the player did it."""
    source = _source(game)
    done = _pay(game, effect, context, source) if "pay" in effect.args else _sacrifice(game, effect, context, source)
    reflexive = effect.args.get("when_you_do")
    if reflexive is None:
        return
    player = game.player_name(context.controller)
    if not done:
        game.note(
            msg(N_("%(player)s didn't, so the \u201cwhen you do\u201d ability doesn't trigger."), player=player),
            "603.12",
        )
        return
    game.note(
        msg(N_("%(player)s did: the reflexive \u201cwhen you do\u201d ability triggers."), player=player),
        "603.12",
        "603.7e",
    )
    game.pending.append(
        Pending(reflexive, source, context.source_name, context.controller, characteristics(game, source))
    )


def _source(game: Game) -> GameObj:
    """The source of the reflexive ability: the resolving spell, or its ability's source."""
    resolving = game.objects[game.stack[-1]]
    if isinstance(resolving, StackAbility):
        assert resolving.source_oid is not None  # only a player's speed ability has no source
        return game.objects[resolving.source_oid]  # type: ignore[return-value]
    return resolving


def _pay(game: Game, effect: Effect, context: Context, source: GameObj) -> bool:
    cost = effect.args["pay"]
    choice = game.require_choice(
        context.controller, "pay", msg(N_("whether to pay %(cost)s"), cost=cost), source=source.label
    )
    player = game.player_name(context.controller)
    if not choice.data["pay"]:
        game.note(msg(N_("%(player)s chooses not to pay %(cost)s."), player=player, cost=cost), "603.12")
        return False
    game.players[context.controller].mana_spent += mana_value(cost)
    game.note(msg(N_("%(player)s pays %(cost)s."), player=player, cost=cost), "603.12")
    return True


def _sacrifice(game: Game, effect: Effect, context: Context, source: GameObj) -> bool:
    you = context.controller
    choice = game.require_choice(you, "sacrifice", msg(N_("which permanent to sacrifice, if any")), source=source.label)
    label = choice.data["object"]
    player = game.player_name(you)
    if label is None:
        game.note(msg(N_("%(player)s chooses not to sacrifice anything."), player=player), "603.12")
        return False
    victim = game.by_label(label)
    if (
        not isinstance(victim, GameObj)
        or victim.zone != "battlefield"
        or characteristics(game, victim).controller != you
    ):
        raise IllegalAction(
            msg(
                N_("%(player)s can sacrifice only a permanent they control, not %(object)s."),
                player=player,
                object=game.name_of(label),
            ),
            ("701.21a",),
        )
    problem = matches(game, victim, characteristics(game, victim), effect.args["sacrifice"], you, source.oid)
    if problem:
        raise IllegalAction(problem, ("701.21a",))
    game.note(msg(N_("%(player)s sacrifices %(object)s."), player=player, object=game.display(victim)), "701.21a")
    game.move(victim, "graveyard")
    return True
