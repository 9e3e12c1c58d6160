"""+1/+1 and -1/-1 counters on one permanent annihilate (704.5q, 122.3): N of each are
removed, where N is the smaller number."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import NP_, Message, msg
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def annihilating(game: Game) -> list[tuple[GameObj, int, Message]]:
    """Every permanent with both kinds of counters, how many pairs go, and the reason."""
    found = []
    for permanent in game.permanents():
        pairs = min(permanent.counters.get("+1/+1", 0), permanent.counters.get("-1/-1", 0))
        if pairs:
            found.append((permanent, pairs, msg(
                NP_("%(object)s has both +1/+1 and -1/-1 counters: %(n)s of each kind is removed.",
                    "%(object)s has both +1/+1 and -1/-1 counters: %(n)s of each kind are removed."),
                object=game.display(permanent), n=pairs,
            )))
    return found


def remove_pairs(game: Game, permanent: GameObj, pairs: int) -> None:
    for kind in ("+1/+1", "-1/-1"):
        permanent.counters[kind] -= pairs
        if not permanent.counters[kind]:
            del permanent.counters[kind]
    game.changed()
