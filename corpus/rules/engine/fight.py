"""Fight (rule 701.14): each of two creatures deals damage equal to its power to the other.

If either is no longer on the battlefield, no longer a creature, or an illegal target, neither
fights (701.14b); a creature fighting itself deals twice its power to itself (701.14c). The
damage isn't combat damage (701.14d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, msg
from .effects import Context, handles
from .layers import characteristics
from .model import Effect
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


@handles("fight")
def fight(game: Game, effect: Effect, context: Context) -> None:
    first = context.object(game, effect.ref)
    second = context.object(game, context.refs(effect.args["with"])[0])
    fighters = [c for c in (first, second) if isinstance(c, GameObj) and "creature" in characteristics(game, c).types]
    if len(fighters) < 2:
        game.note(
            msg(
                N_(
                    "One of the creatures told to fight is gone, no longer a creature or an illegal target: "
                    "neither fights."
                )
            ),
            "701.14b",
        )
        return
    one, other = fighters
    power_one, power_other = (max(characteristics(game, c).power or 0, 0) for c in fighters)
    if one is other:
        game.note(msg(N_("%(object)s fights itself."), object=game.display(one)), "701.14c")
        _deal(game, one, one, 2 * power_one)
        return
    game.note(
        msg(
            N_("%(object)s fights %(other)s: each deals damage equal to its power to the other."),
            object=game.display(one),
            other=game.display(other),
        ),
        "701.14a",
        "701.14d",
    )
    _deal(game, one, other, power_one)
    _deal(game, other, one, power_other)


def _deal(game: Game, source: GameObj, target: GameObj, amount: int) -> None:
    if amount <= 0:
        return
    target.damage += amount
    game.changed()
    game.note(
        msg(
            NP_("%(source)s deals %(n)s damage to %(object)s.", "%(source)s deals %(n)s damage to %(object)s."),
            source=game.display(source),
            n=amount,
            object=game.display(target),
        ),
        "701.14a",
        "120.3e",
    )
