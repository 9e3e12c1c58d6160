"""The scenario actions and choices of combat and Equipment: `block`, `equip`, and the written
decisions `assign_damage` (510.1c, 702.19b) and `keep_legend` (704.5j).

`actions.py` merges these tables into its own, so each action reads, runs and is told in words
the same way as the others.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.blocking import declare_blockers
from ..engine.equipment import equip
from ..text.messages import N_, Message, msg
from .tables import Table

if TYPE_CHECKING:
    from ..engine.game import Game


def _block_args(table: Table) -> dict:
    blocks = table.get("blocks", dict)
    for blocker, attacker in blocks.items():
        if not isinstance(attacker, str):
            raise table.error(
                "maps each blocking creature to the attacking creature it blocks (a label)", f"blocks.{blocker}"
            )
    return {"blocks": dict(blocks)}


ARGS: dict[str, Callable[[Table], dict]] = {
    "block": _block_args,
    "equip": lambda t: {"card": t.get("card", str), "to": t.get("to", str)},
}
NEEDS_PLAYER = {"block", "equip"}
PERFORM: dict[str, Callable] = {
    "block": lambda g, a: declare_blockers(g, a.player, a.args["blocks"]),
    "equip": lambda g, a: equip(g, a.player, a.args["card"], a.args["to"]),
}


def _block_headline(game: Game, action) -> list[Message]:
    pairs = action.args["blocks"]
    if not pairs:
        return [msg(N_("%(player)s declares no blockers."), player=game.player_name(action.player))]
    return [
        msg(
            N_("%(player)s blocks %(attacker)s with %(blocker)s."),
            player=game.player_name(action.player),
            attacker=game.name_of(attacker),
            blocker=game.name_of(blocker),
        )
        for blocker, attacker in pairs.items()
    ]


HEADLINES: dict[str, Callable] = {
    "block": _block_headline,
    "equip": lambda g, a: [
        msg(
            N_("%(player)s equips %(other)s with %(object)s."),
            player=g.player_name(a.player),
            object=g.name_of(a.args["card"]),
            other=g.name_of(a.args["to"]),
        )
    ],
}

# Choice key -> (value kind, how it is recorded).
CHOICE_KINDS: dict[str, type] = {"assign_damage": dict, "keep_legend": str}
CHOICES: dict[str, Callable[[object, str | None], tuple[str, dict]]] = {
    "assign_damage": lambda value, source: ("assign_damage", {"amounts": value, "source": source}),
    "keep_legend": lambda value, source: ("keep_legend", {"object": value}),
}


def _named(game: Game, key: str):
    return game.player_name(key) if key in game.players else game.name_of(key)


def choose_headline(game: Game, player: str, key: str, value: Any, source: str | None) -> list[Message]:
    """`value` is of the kind CHOICE_KINDS gives the key."""
    if key == "keep_legend":
        return [
            msg(
                N_("%(player)s will keep %(object)s if the legend rule applies."),
                player=player,
                object=game.name_of(value),
            )
        ]
    shares = [msg(N_("%(n)s to %(target)s"), n=amount, target=_named(game, target)) for target, amount in value.items()]
    return [
        msg(
            N_("%(player)s will divide the combat damage of %(object)s: %(shares)s."),
            player=player,
            object=game.name_of(source or ""),
            shares=shares,
        )
    ]
