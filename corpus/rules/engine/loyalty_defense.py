"""Planeswalkers (rule 306): loyalty, damage dealt to them, and the state-based action that
puts one with 0 loyalty into its owner's graveyard.

- 306.5b: a planeswalker enters the battlefield with loyalty counters equal to its printed
  loyalty (a scenario's setup gives them too, unless it says otherwise).
- 306.5c: on the battlefield, its loyalty is the number of loyalty counters on it.
- 120.3c: damage dealt to a planeswalker removes that many loyalty counters from it; a
  planeswalker that is also a creature has the damage marked on it as well (120.3e).
- 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard. That is not
  destroying it, so indestructible (702.12b) doesn't keep it on the battlefield.

Loyalty abilities (606) and attacking planeswalkers (506.3) are not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Message, Text, msg
from .adventures import face_of
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def loyalty(obj: GameObj) -> int:
    """Rule 306.5c: the number of loyalty counters on it."""
    return obj.counters.get("loyalty", 0)


def enters_with_loyalty(game: Game, permanent: GameObj) -> None:
    """Rule 306.5b: a planeswalker enters with its printed loyalty in loyalty counters."""
    printed = face_of(permanent).loyalty
    if printed:
        game.add_counters(permanent, "loyalty", printed)


def damage_planeswalker(game: Game, planeswalker: GameObj, amount: int, source: Text) -> None:
    """Rule 120.3c: the damage removes that many loyalty counters (as many as there are)."""
    before = loyalty(planeswalker)
    game.add_counters(planeswalker, "loyalty", -min(amount, before))
    game.note(
        msg(NP_("%(source)s deals %(n)s damage to %(object)s, which removes as many loyalty counters: its loyalty goes from %(before)s to %(after)s.",
                "%(source)s deals %(n)s damage to %(object)s, which removes as many loyalty counters: its loyalty goes from %(before)s to %(after)s."),
            source=source, n=amount, object=game.display(planeswalker), before=before, after=loyalty(planeswalker)),
        "120.3c", "306.5c",
    )


def no_loyalty(game: Game, permanent: GameObj) -> tuple[Message, tuple[str, ...]] | None:
    """Rule 704.5i: a planeswalker with loyalty 0 is put into its owner's graveyard."""
    chars = characteristics(game, permanent)
    if "planeswalker" not in chars.types or loyalty(permanent) > 0:
        return None
    if "indestructible" in chars.keywords:
        return (
            msg(N_("%(object)s has loyalty 0: it is put into its owner's graveyard. That isn't destroying it, so being indestructible doesn't help."),
                object=game.display(permanent)),
            ("704.5i", "702.12b"),
        )
    return msg(N_("%(object)s has loyalty 0: it is put into its owner's graveyard."), object=game.display(permanent)), ("704.5i", "306.5c")
