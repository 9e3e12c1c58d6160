"""Adventurer cards (rule 715): which characteristics count where, and casting from exile.

- 715.3a/715.3b: cast as an Adventure, only the alternative characteristics are used, to check
  whether it can be cast and while it is on the stack.
- 715.4: in every other zone (and on the stack when cast as a creature) only the normal ones.
- 715.2a: "has an Adventure" finds any object with the alternative characteristics, used or
  not, but not a spell on the stack that was cast as an Adventure (that one has only them).
- 715.2b: the Adventure is part of the copiable values, so a copy has it too.
- 715.3d: an Adventure spell that resolves is exiled and its controller may cast the card
  from exile (not as an Adventure again); a copy is exiled too and then ceases to exist
  (704.5e, see sba.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .model import Face
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def face_of(obj: GameObj) -> Face:
    """The characteristics `obj` uses: the copiable values (layer 1), the Adventure's only on the
    stack as an Adventure (715.3b), the normal ones everywhere else (715.4)."""
    card = obj.copiable
    if obj.as_adventure and obj.zone == "stack" and card.adventure:
        return card.adventure
    return card.face


def has_adventure(obj: GameObj) -> bool:
    """Rule 715.2a (and the ruling that a spell cast as an Adventure is not found)."""
    return obj.copiable.adventure is not None and not (obj.zone == "stack" and obj.as_adventure)


def exile_adventure(game: Game, spell: GameObj, controller: str) -> GameObj:
    """Rule 715.3d: exile the resolved Adventure; its controller may cast it from exile."""
    exiled = game.move(spell, "exile")
    exiled.play_permission = controller
    if exiled.spell_copy:
        game.note(
            msg(
                N_(
                    "As it resolves, %(object)s is exiled too, since it is an Adventure as well. A copy of a spell "
                    "outside the stack ceases to exist, so it can never be cast from exile."
                ),
                object=game.display(exiled),
            ),
            "715.3c",
            "715.3d",
        )
        return exiled
    game.note(
        msg(
            N_(
                "As it resolves, %(object)s is exiled instead of going to the graveyard. %(player)s may cast it "
                "from exile, as a creature spell only."
            ),
            object=game.display(exiled),
            player=game.player_name(controller),
        ),
        "715.3d",
    )
    return exiled
