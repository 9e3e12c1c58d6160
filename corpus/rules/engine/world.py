"""The world rule (704.5k): of two or more permanents with the supertype world, all but the one
that has had it for the shortest time go to their owners' graveyards; if several have had it
equally briefly, all go.

Unlike the legend rule it looks at every player's permanents together and asks nobody to
choose. The time a permanent has had the supertype is the time since it entered: no effect in
the engine grants the supertype.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def world_rule(game: Game) -> list[tuple[GameObj, Message]]:
    """Every world permanent the world rule puts into a graveyard now, with the reason."""
    worlds = [p for p in game.permanents() if "World" in characteristics(game, p).face.supertypes]
    if len(worlds) < 2:
        return []
    newest = max(world.timestamp for world in worlds)
    kept = [world for world in worlds if world.timestamp == newest]
    if len(kept) > 1:
        return [
            (
                world,
                msg(
                    N_(
                        "%(object)s and another world permanent have had the supertype world equally briefly: each "
                        "is put into its owner's graveyard."
                    ),
                    object=game.display(world),
                ),
            )
            for world in worlds
        ]
    return [
        (
            world,
            msg(
                N_(
                    "%(object)s has had the supertype world longer than %(kept)s: it is put into its owner's graveyard."
                ),
                object=game.display(world),
                kept=game.display(kept[0]),
            ),
        )
        for world in worlds
        if world is not kept[0]
    ]
