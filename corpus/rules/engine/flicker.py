"""Exiling a permanent and returning it at once ("Exile target creature you control, then return
that card to the battlefield under your control"): the card comes back as a new object (400.7),
removed from combat (506.4), without its counters (122.2) or the effects that applied to it;
its Auras are then put into the graveyard (704.5m) and its Equipment becomes unattached (704.5n).
A token doesn't come back (111.8): it ceases to exist (704.5d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def flicker(game: Game, target: GameObj, controller: str) -> None:
    name = game.display(target)
    exiled = game.move(target, "exile")
    game.note(msg(N_("%(object)s is exiled."), object=name), "400.7")
    if exiled.token:
        game.note(
            msg(N_("A token that has left the battlefield can't come back: it stays in exile and ceases to exist.")),
            "111.8",
        )
        return
    game.move(exiled, "battlefield", controller=controller)
    game.note(
        msg(
            N_(
                "The card returns to the battlefield under %(player)s's control: a new object, not in combat, "
                "without counters and without the effects that applied to the old one."
            ),
            player=game.player_name(controller),
        ),
        "400.7",
        "506.4",
        "122.2",
    )
