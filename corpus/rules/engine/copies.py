"""Copy effects on permanents (rule 707): "enter as a copy" (707.5) and what a copy keeps.

A copy takes the copiable values of the original (707.2), which include an Adventure's
alternative characteristics (715.2b): a copy of an adventurer permanent has an Adventure.
When the copy changes zones it is a new object (400.7): a token ceases to exist (704.5d), a
card is just its own card again. Copies of spells are in stack.py (707.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .errors import IllegalAction
from .layers import Chars, characteristics
from .model import CardDef
from .objects import GameObj
from .targets import matches

if TYPE_CHECKING:
    from .game import Game


def copy_to_enter_as(game: Game, spell: GameObj, chars: Chars, you: str) -> CardDef | None:
    """For "You may have this enter as a copy of ...": the chosen permanent's copiable values."""
    statics = [s for s in chars.statics if s.kind == "enters_as_copy"]
    if not statics:
        return None
    choice = game.require_choice(
        you,
        "copy",
        msg(N_("which permanent %(object)s enters as a copy of"), object=game.display(spell)),
        source=spell.label,
    )
    label = choice.data.get("object")
    if label is None:
        game.note(msg(N_("%(player)s chooses not to copy anything."), player=game.player_name(you)), "707.5")
        return None
    original = game.by_label(label)
    if not isinstance(original, GameObj) or original.zone != "battlefield" or original.phased_out:
        raise IllegalAction(
            msg(N_("%(object)s is not on the battlefield and can't be copied."), object=label), ("707.5",)
        )
    problem = matches(game, original, characteristics(game, original), statics[0].args["filter"], you, None)
    if problem:
        raise IllegalAction(problem, ("707.5",))
    adventure = original.copiable.adventure is not None
    game.note(
        msg(
            N_("%(object)s enters as a copy of %(other)s: it has its copiable values, including its Adventure.")
            if adventure
            else N_("%(object)s enters as a copy of %(other)s: it has its copiable values."),
            object=game.display(spell),
            other=game.display(original),
        ),
        "707.5",
        "707.2",
        *(("715.2b",) if adventure else ()),
    )
    return original.copiable
