"""Changing control (layer 2, rule 613.1b).

An Aura's or Equipment's controller and its permanent's are separate (303.4e, 301.5d): taking
control of a creature leaves its Roles with their controllers, and taking control of a Role
does not move it. A permanent whose controller changes is removed from combat (506.4) and
has not been under its new controller's control since their turn began (302.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


# An attachment's controller is separate from its permanent's: Auras (303.4e), Equipment (301.5d).
_OWN_CONTROLLER = {"Aura": "303.4e", "Equipment": "301.5d"}


def gain_control(game: Game, player: str, obj: GameObj, *, until_end_of_turn: bool) -> None:
    """The control change, citing the rule of an attachment's own controller (_OWN_CONTROLLER)
    only where one is in question: the Aura or Equipment itself, or a permanent with one
    attached, which keeps its controller."""
    game.add_effect("control", obj.oid, until_end_of_turn=until_end_of_turn, player=player)
    in_combat = obj.attacking or obj.blocking is not None
    obj.attacking = False
    obj.blocking = None
    obj.sick = True
    message = (
        N_("%(player)s gains control of %(object)s until end of turn.")
        if until_end_of_turn
        else N_("%(player)s gains control of %(object)s.")
    )
    involved = {
        subtype
        for other in game.permanents()
        if other is obj or other.attached_to == obj.oid
        for subtype in characteristics(game, other).subtypes
    }
    rules = ["613.1b", *(rule for subtype, rule in _OWN_CONTROLLER.items() if subtype in involved)]
    game.note(msg(message, player=game.player_name(player), object=game.display(obj)), *rules)
    if in_combat:
        game.note(msg(N_("%(object)s is removed from combat."), object=game.display(obj)), "506.4")
