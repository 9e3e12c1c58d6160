"""Keyword abilities a permanent gains a second time: multiple instances of these keywords are
redundant (702.2f deathtouch, 702.3c defender, 702.4e double strike, 702.7d first strike,
702.8b flash, 702.9c flying, 702.10d haste, 702.12c indestructible, 702.15f lifelink, 702.17c
reach, 702.19g trample, 702.20c vigilance, 702.90f infect, 702.111c menace)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from ..text.words import keyword_word
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game

REDUNDANT = {
    "deathtouch": "702.2f",
    "defender": "702.3c",
    "double strike": "702.4e",
    "first strike": "702.7d",
    "flash": "702.8b",
    "flying": "702.9c",
    "haste": "702.10d",
    "indestructible": "702.12c",
    "lifelink": "702.15f",
    "reach": "702.17c",
    "trample": "702.19g",
    "vigilance": "702.20c",
    "infect": "702.90f",
    "menace": "702.111c",
}


def tell_redundant(game: Game, obj: GameObj, had: frozenset[str], gained: list[str]) -> None:
    """Say so when `obj`, which had the keywords `had`, gains one of them again."""
    again = [k for k in gained if k in had and k in REDUNDANT]
    if again:
        game.note(
            msg(
                N_("%(object)s already has %(abilities)s: another instance adds nothing."),
                object=game.display(obj),
                abilities=[keyword_word(k) for k in again],
            ),
            *(REDUNDANT[k] for k in again),
        )
