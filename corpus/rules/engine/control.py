"""Changing control (layer 2, rule 613.1b).

An Aura's controller and the enchanted permanent's controller are separate (303.4e): taking
control of a creature leaves its Roles with their controllers, and taking control of a Role
does not move it. A permanent whose controller changes is removed from combat (506.4) and
has not been under its new controller's control since their turn began (302.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def gain_control(game: Game, player: str, obj: GameObj, *, until_end_of_turn: bool) -> None:
    game.add_effect("control", obj.oid, until_end_of_turn=until_end_of_turn, player=player)
    obj.attacking = False
    obj.blocking = None
    obj.sick = True
    message = (
        N_("%(player)s gains control of %(object)s until end of turn.")
        if until_end_of_turn
        else N_("%(player)s gains control of %(object)s.")
    )
    game.note(msg(message, player=game.player_name(player), object=game.display(obj)), "613.1b", "303.4e")
