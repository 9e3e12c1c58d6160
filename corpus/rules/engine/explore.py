"""Explore (rule 701.44): reveal the top card of your library; a land card goes to your hand,
otherwise the exploring permanent gets a +1/+1 counter and you may put the card into your
graveyard (the scenario writes that decision: `explore_to_graveyard`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, msg
from .effects import Context, handles
from .layers import characteristics
from .model import Effect
from .objects import GameObj
from .tokens import doubled

if TYPE_CHECKING:
    from .game import Game


@handles("explore")
def explore(game: Game, effect: Effect, context: Context) -> None:
    explorer = context.object(game, effect.ref)
    if not isinstance(explorer, GameObj):
        return
    you = characteristics(game, explorer).controller or context.controller
    library = game.players[you].library
    top = game.objects[library[0]] if library else None
    revealed = top if isinstance(top, GameObj) else None  # (a library holds cards only)
    if revealed is not None and "land" in characteristics(game, revealed).types:
        game.note(
            msg(
                N_("%(object)s explores: %(player)s reveals %(card)s, a land card, and puts it into their hand."),
                object=game.display(explorer),
                player=game.player_name(you),
                card=game.display(revealed),
            ),
            "701.44a",
        )
        game.move(revealed, "hand")
        return
    _counter_for_a_nonland(game, explorer, you, revealed)
    if revealed is not None:  # (not where the library is empty)
        _revealed_kept_or_not(game, you, revealed)


def _counter_for_a_nonland(game: Game, explorer: GameObj, you: str, revealed: GameObj | None) -> None:
    """No land revealed (a nonland card, or none from an empty library): a +1/+1 counter on the
    exploring permanent (701.44a)."""
    name = game.display(explorer)
    if revealed is None:
        game.note(
            msg(N_("%(object)s explores: the library is empty, so no land card is revealed."), object=name), "701.44a"
        )
    else:
        game.note(
            msg(
                N_("%(object)s explores: %(player)s reveals %(card)s, not a land card."),
                object=name,
                player=game.player_name(you),
                card=game.display(revealed),
            ),
            "701.44a",
        )
    amount = doubled(game, you, 1, "double_counters")
    game.add_counters(explorer, "+1/+1", amount)
    game.note(
        msg(
            NP_("%(n)s %(counter)s counter is put on %(object)s.", "%(n)s %(counter)s counters are put on %(object)s."),
            n=amount,
            counter="+1/+1",
            object=name,
        ),
        "701.44a",
        "122.1a",
    )


def _revealed_kept_or_not(game: Game, you: str, revealed: GameObj) -> None:
    """The revealed nonland card into the graveyard or left on top, as the explorer's
    controller chooses (701.44a)."""
    choice = game.require_choice(you, "explore", msg(N_("whether to put the revealed card into the graveyard")))
    if choice.data["graveyard"]:
        game.note(
            msg(
                N_("%(player)s puts %(card)s into their graveyard."),
                player=game.player_name(you),
                card=game.display(revealed),
            ),
            "701.44a",
        )
        game.move(revealed, "graveyard")
    else:
        game.note(
            msg(
                N_("%(player)s leaves %(card)s on top of their library."),
                player=game.player_name(you),
                card=game.display(revealed),
            ),
            "701.44a",
        )
