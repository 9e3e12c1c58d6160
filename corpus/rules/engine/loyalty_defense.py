"""Permanents whose number is a count of counters: a planeswalker's loyalty (rule 306) and a
battle's defense (rule 310). One table says, per card type, which counters it counts and
which rules say so; entering with them, damage removing them and the state-based action at 0
are the same for both.

- 306.5b / 310.4b: it enters the battlefield with counters equal to its printed loyalty or
  defense (a scenario's setup gives them too, unless it says otherwise).
- 306.5c / 310.4c: on the battlefield, its loyalty or defense is the number of those counters.
- 120.3c / 120.3h: damage dealt to it removes that many of those counters; a planeswalker that
  is also a creature has the damage marked on it as well (120.3e).
- 704.5i / 704.5v: with loyalty or defense 0 it is put into its owner's graveyard. That is not
  destroying it, so indestructible (702.12b) doesn't keep it on the battlefield. A battle that
  is the source of a triggered ability not yet gone from the stack stays (704.5v).

Loyalty abilities (606) and attacking planeswalkers and battles (506.3) are not modelled; a
battle's protector is protectors.py. A Siege's "when the last defense counter is removed, exile
it, then you may cast it transformed" (310.11b) is not modelled: damage that would remove its
last defense counter stops the run, saying so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Message, Text, msg
from .adventures import face_of
from .errors import IllegalAction
from .layers import characteristics
from .objects import GameObj
from .protectors import is_siege

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Counted:
    """A card type whose permanents count counters of one kind, with its rules and messages."""

    counter: str  # the counter kind, also the name of the printed number on the card's face
    enters_rule: str
    enters: tuple[str, str]  # singular and plural msgid: the counters it enters with
    count_rule: str
    damage_rule: str
    zero_rule: str
    damaged: tuple[str, str]  # singular and plural msgid
    at_zero: str
    at_zero_indestructible: str


COUNTED = {
    "planeswalker": Counted(
        "loyalty",
        "306.5b",
        NP_(
            "As %(object)s enters, it gets %(n)s loyalty counter, its printed loyalty.",
            "As %(object)s enters, it gets %(n)s loyalty counters, its printed loyalty.",
        ),
        "306.5c",
        "120.3c",
        "704.5i",
        NP_(
            "%(source)s deals %(n)s damage to %(object)s, which removes as many loyalty counters: its loyalty "
            "goes from %(before)s to %(after)s.",
            "%(source)s deals %(n)s damage to %(object)s, which removes as many loyalty counters: its loyalty "
            "goes from %(before)s to %(after)s.",
        ),
        N_("%(object)s has loyalty 0: it is put into its owner's graveyard."),
        N_(
            "%(object)s has loyalty 0: it is put into its owner's graveyard. That isn't destroying it, so being "
            "indestructible doesn't help."
        ),
    ),
    "battle": Counted(
        "defense",
        "310.4b",
        NP_(
            "As %(object)s enters, it gets %(n)s defense counter, its printed defense.",
            "As %(object)s enters, it gets %(n)s defense counters, its printed defense.",
        ),
        "310.4c",
        "120.3h",
        "704.5v",
        NP_(
            "%(source)s deals %(n)s damage to %(object)s, which removes as many defense counters: its defense "
            "goes from %(before)s to %(after)s.",
            "%(source)s deals %(n)s damage to %(object)s, which removes as many defense counters: its defense "
            "goes from %(before)s to %(after)s.",
        ),
        N_("%(object)s has defense 0: it is put into its owner's graveyard."),
        N_(
            "%(object)s has defense 0: it is put into its owner's graveyard. That isn't destroying it, so being "
            "indestructible doesn't help."
        ),
    ),
}


def counted_types(types: tuple[str, ...]) -> list[Counted]:
    """The entries of COUNTED that apply to an object of these card types."""
    return [COUNTED[t] for t in types if t in COUNTED]


def enters_with_counters(game: Game, permanent: GameObj) -> None:
    """Rules 306.5b and 310.4b: it enters with its printed loyalty or defense in counters, a
    replacement effect (614.1c), told before it is on the battlefield."""
    face = face_of(permanent)
    for counted in counted_types(face.types):
        printed = getattr(face, counted.counter)
        if printed:
            game.add_counters(permanent, counted.counter, printed)
            game.note(msg(counted.enters, object=game.display(permanent), n=printed), counted.enters_rule)


def damage_counted(game: Game, permanent: GameObj, amount: int, source: Text) -> None:
    """Rules 120.3c and 120.3h: the damage removes that many counters (as many as there are)."""
    for counted in counted_types(characteristics(game, permanent).types):
        before = permanent.counters.get(counted.counter, 0)
        if counted.counter == "defense" and amount >= before > 0 and is_siege(game, permanent):
            raise IllegalAction(
                msg(
                    N_(
                        "This would remove the last defense counter from %(object)s, a Siege: what happens then "
                        "(exile it, then its controller may cast it transformed) is not modelled."
                    ),
                    object=game.display(permanent),
                ),
                ("310.11b",),
            )
        game.add_counters(permanent, counted.counter, -min(amount, before))
        game.note(
            msg(
                counted.damaged,
                source=source,
                n=amount,
                object=game.display(permanent),
                before=before,
                after=permanent.counters[counted.counter],
            ),
            counted.damage_rule,
            counted.count_rule,
        )


def at_zero(game: Game, permanent: GameObj) -> tuple[Message, tuple[str, ...]] | None:
    """Rules 704.5i and 704.5v: with loyalty or defense 0, it is put into its owner's graveyard."""
    chars = characteristics(game, permanent)
    for counted in counted_types(chars.types):
        if permanent.counters.get(counted.counter, 0) > 0:
            continue
        if counted.counter == "defense" and game.triggered_from(permanent):
            continue
        if "indestructible" in chars.keywords:
            return msg(counted.at_zero_indestructible, object=game.display(permanent)), (counted.zero_rule, "702.12b")
        return msg(counted.at_zero, object=game.display(permanent)), (counted.zero_rule, counted.count_rule)
    return None
