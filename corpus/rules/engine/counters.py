"""State-based actions about counters on permanents: +1/+1 and -1/-1 counters on one
permanent annihilate (704.5q, 122.3), N of each removed where N is the smaller number; and a
permanent with "can't have more than N [kind] counters on it" loses all but N (704.5r)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import NP_, Message, msg
from ..text.words import counters_phrase
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def annihilating(game: Game) -> list[tuple[GameObj, int, Message]]:
    """Every permanent with both kinds of counters, how many pairs go, and the reason."""
    found = []
    for permanent in game.permanents():
        pairs = min(permanent.counters.get("+1/+1", 0), permanent.counters.get("-1/-1", 0))
        if pairs:
            found.append(
                (
                    permanent,
                    pairs,
                    msg(
                        NP_(
                            "%(object)s has both +1/+1 and -1/-1 counters: %(n)s of each kind is removed.",
                            "%(object)s has both +1/+1 and -1/-1 counters: %(n)s of each kind are removed.",
                        ),
                        object=game.display(permanent),
                        n=pairs,
                    ),
                )
            )
    return found


def remove_pairs(game: Game, permanent: GameObj, pairs: int) -> None:
    for kind in ("+1/+1", "-1/-1"):
        permanent.counters[kind] -= pairs
        if not permanent.counters[kind]:
            del permanent.counters[kind]
    game.changed()


def over_limit(game: Game) -> list[tuple[GameObj, str, int, Message]]:
    """Rule 704.5r: every permanent with more counters of a kind than its ability allows, the
    kind, how many go, and the reason."""
    found = []
    for permanent in game.permanents():
        for static in characteristics(game, permanent).statics:
            if static.kind != "max_counters":
                continue
            kind, limit = static.args["counter"], static.args["amount"]
            excess = permanent.counters.get(kind, 0) - limit
            if excess > 0:
                found.append(
                    (
                        permanent,
                        kind,
                        excess,
                        msg(
                            NP_(
                                "%(object)s can't have more than %(limit)s: %(removed)s is removed.",
                                "%(object)s can't have more than %(limit)s: %(removed)s are removed.",
                            ),
                            object=game.display(permanent),
                            limit=counters_phrase(kind, limit),
                            removed=counters_phrase(kind, excess),
                            n=excess,
                        ),
                    )
                )
    return found
