"""Adding mana (rule 106.1): what a mana ability does as it resolves (605.3b).

The engine doesn't model paying with mana (costs are recorded and mana is assumed to be
available), so the mana added is told in the trace and counted, not spent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .effects import Context, handles
from .model import Effect

if TYPE_CHECKING:
    from .game import Game

ADD_MANA = {
    "any": N_("%(player)s adds one mana of any color."),
    "colorless": N_("%(player)s adds {C}."),
}


@handles("add_mana")
def add_mana(game: Game, effect: Effect, context: Context) -> None:
    player = game.players[context.controller]
    player.mana_added += 1
    game.note(msg(ADD_MANA[effect.args["color"]], player=player.name), "106.1", "605.3b")
