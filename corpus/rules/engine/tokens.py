"""Creating tokens (rule 111) and the replacement effects that change how many (614.1a).

The player who creates a token owns it and it enters under their control (111.2). Tokens
created by one event enter together and so share a timestamp (613.7m: their controller
decides their relative order, which is what "that player chooses which one to keep" means for
Roles, see sba.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .game import Event
from .layers import controlled_statics
from .model import CardDef
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def doubled(game: Game, player: str, count: int, kind: str) -> int:
    """Apply each "twice that many" replacement effect the player controls (614.1a)."""
    message = (
        N_("%(source)s: %(player)s creates twice that many tokens instead (%(n)s).")
        if kind == "double_tokens"
        else N_("%(source)s: twice that many counters are put on it instead (%(n)s).")
    )
    for permanent, _ in controlled_statics(game, player, kind):
        count *= 2
        game.note(msg(message, source=game.display(permanent), player=game.player_name(player), n=count), "614.1a")
    return count


def create_tokens(
    game: Game, card: CardDef, player: str, label: str, count: int, *, attached_to: int | None = None
) -> list[GameObj]:
    """Put `count` tokens onto the battlefield at once: one timestamp for all of them."""
    timestamp = game.tick()
    created = []
    for _ in range(count):
        token = GameObj(
            oid=game.new_oid(),
            label=game.unique_label(label),
            card=card,
            owner=player,
            zone="battlefield",
            controller=player,
            token=True,
            timestamp=timestamp,
            attached_to=attached_to,
            number=game.token_number(card),
            sick=True,
        )
        game.put(token, "battlefield")
        created.append(token)
    for token in created:
        game.emit(Event("zone_change", obj=token, from_zone="", to_zone="battlefield"))
    return created
