"""Dungeons (rule 309) and venturing into the dungeon (701.49).

- 701.49a, 309.2a, 309.4a: a player who ventures and owns no dungeon in the command zone
  chooses one (a `dungeon` choice), puts it into the command zone and the venture marker on
  its topmost room.
- 701.49b, 309.5a: otherwise the marker moves to the next room, following an arrow; where
  several arrows lead away, the player chooses (a `room` choice).
- 309.4c: each room has a room ability, "When you move your venture marker into this room,
  [effect]", controlled by the dungeon's owner; the dungeon is its source.
- 701.49c, 309.5b: venturing from the bottommost room removes the dungeon from the game (the
  player completes it, 309.7) and brings in a new one.
- 309.6, 704.5t: a dungeon whose marker is on its bottommost room and that is not the source of
  a room ability still waiting or on the stack is removed from the game by its owner, a
  state-based action (sba.py); the player completes it (309.7).

One dungeon is built in, Lost Mine of Phandelver. The rooms Goblin Lair (a Goblin token) and
Fungi Cavern ("until your next turn") are not modelled: moving the marker into them stops the
run. Not modelled either: other dungeons, "venture into [quality]" (701.49d), abilities that
ask whether a player has completed a dungeon.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .effects import Context, handles
from .errors import IllegalAction
from .model import CardDef, Effect, Face, Filter, TargetSpec, TriggeredAbility
from .objects import GameObj
from .triggers import Pending

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Room:
    name: Message
    ability: TriggeredAbility | None  # None: its effect is not modelled
    next: tuple[str, ...] = ()  # the rooms its arrows point to; none: the bottommost room


@dataclass(frozen=True)
class Dungeon:
    card: CardDef
    rooms: dict[str, Room]  # the topmost room first


def _room(effects: tuple[Effect, ...], targets: tuple[TargetSpec, ...] = ()) -> TriggeredAbility:
    return TriggeredAbility("room", effects, targets)


_PHANDELVER = Dungeon(
    CardDef(
        "dungeon:lost-mine-of-phandelver",
        Face(name=Message(N_("Lost Mine of Phandelver")), name_en="Lost Mine of Phandelver", types=("dungeon",)),
    ),
    {
        "cave-entrance": Room(
            Message(N_("Cave Entrance")), _room((Effect("scry", {"amount": 1}),)), ("goblin-lair", "mine-tunnels")
        ),
        "goblin-lair": Room(Message(N_("Goblin Lair")), None, ("storeroom", "dark-pool")),
        "mine-tunnels": Room(
            Message(N_("Mine Tunnels")),
            _room((Effect("create_token", {"token": "treasure", "amount": 1}),)),
            ("dark-pool", "fungi-cavern"),
        ),
        "storeroom": Room(
            Message(N_("Storeroom")),
            _room(
                (Effect("put_counters", {"counter": "+1/+1", "amount": 1}, ref="target1"),),
                (TargetSpec("permanent", Filter(types=("creature",))),),
            ),
            ("temple-of-dumathoin",),
        ),
        "dark-pool": Room(
            Message(N_("Dark Pool")),
            _room((Effect("lose_life", {"who": "each_opponent", "amount": 1}), Effect("gain_life", {"amount": 1}))),
            ("temple-of-dumathoin",),
        ),
        "fungi-cavern": Room(Message(N_("Fungi Cavern")), None, ("temple-of-dumathoin",)),
        "temple-of-dumathoin": Room(Message(N_("Temple of Dumathoin")), _room((Effect("draw", {"amount": 1}),))),
    },
)
DUNGEONS = {"lost-mine-of-phandelver": _PHANDELVER}
ROOMS = {
    key: room.name for dungeon in DUNGEONS.values() for key, room in dungeon.rooms.items()
}  # what a `room` choice may name


def dungeon_of(game: Game, player: str) -> GameObj | None:
    """The dungeon card `player` owns in the command zone (at most one, 309.3)."""
    return next(
        (o for o in game.objects.values() if isinstance(o, GameObj) and o.zone == "command" and o.owner == player), None
    )


def rooms(dungeon: GameObj) -> dict[str, Room]:
    return DUNGEONS[dungeon.card.key.removeprefix("dungeon:")].rooms


def room_name(dungeon: GameObj) -> Message:
    return rooms(dungeon)[dungeon.room or ""].name


@handles("venture")
def _venture(game: Game, effect: Effect, context: Context) -> None:
    venture(game, context.controller)


def venture(game: Game, player: str) -> None:
    """Rule 701.49: venture into the dungeon."""
    dungeon = dungeon_of(game, player)
    if dungeon is None:
        _bring_in(game, player, "701.49a")
        return
    room = rooms(dungeon)[dungeon.room or ""]
    if not room.next:
        game.note(
            msg(
                N_("%(player)s ventures into the dungeon from the bottommost room of %(dungeon)s."),
                player=game.player_name(player),
                dungeon=game.display(dungeon),
            ),
            "701.49c",
            "309.5b",
        )
        complete(game, dungeon)
        _bring_in(game, player, "701.49c")
        return
    _enter_room(game, dungeon, room.next[0] if len(room.next) == 1 else _chosen_room(game, player, room), "701.49b")


def complete(game: Game, dungeon: GameObj) -> None:
    """Rule 309.7: its owner completes the dungeon as it is removed from the game."""
    game.cease_to_exist(dungeon)
    game.players[dungeon.owner].dungeons_completed += 1
    game.note(
        msg(
            N_("%(player)s removes %(dungeon)s from the game and has completed it."),
            player=game.player_name(dungeon.owner),
            dungeon=game.display(dungeon),
        ),
        "309.7",
    )


def finished(game: Game) -> list[tuple[GameObj, Message]]:
    """Rule 704.5t: each dungeon with its marker on the bottommost room and no room ability of
    it waiting or on the stack."""
    found = []
    for dungeon in (o for o in game.objects.values() if isinstance(o, GameObj) and o.zone == "command"):
        if rooms(dungeon)[dungeon.room or ""].next or game.triggered_from(dungeon):
            continue
        found.append(
            (
                dungeon,
                msg(
                    N_(
                        "The venture marker of %(player)s is on %(room)s, the bottommost room of %(dungeon)s, and "
                        "no room ability of it is waiting or on the stack."
                    ),
                    player=game.player_name(dungeon.owner),
                    room=room_name(dungeon),
                    dungeon=game.display(dungeon),
                ),
            )
        )
    return found


def _bring_in(game: Game, player: str, rule: str) -> None:
    """Rules 701.49a, 309.2a, 309.4a: a dungeon of the player's choice into the command zone,
    the venture marker on its topmost room."""
    choice = game.require_choice(player, "dungeon", msg(N_("which dungeon to venture into")))
    key = choice.data["dungeon"]
    if key not in DUNGEONS:
        raise IllegalAction(
            msg(
                N_("%(player)s can only choose a dungeon the engine knows: %(dungeons)s."),
                player=game.player_name(player),
                dungeons=", ".join(DUNGEONS),
            ),
            (rule,),
        )
    dungeon = GameObj(
        oid=game.new_oid(),
        label=game.unique_label(key),
        card=DUNGEONS[key].card,
        owner=player,
        zone="command",
        timestamp=game.tick(),
    )
    game.put(dungeon, "command")
    game.note(
        msg(
            N_(
                "%(player)s has no dungeon in the command zone and chooses %(dungeon)s: it is put into the command "
                "zone."
            ),
            player=game.player_name(player),
            dungeon=game.display(dungeon),
        ),
        rule,
        "309.2a",
    )
    _enter_room(game, dungeon, next(iter(DUNGEONS[key].rooms)), "309.4a")


def _chosen_room(game: Game, player: str, room: Room) -> str:
    choice = game.require_choice(player, "room", msg(N_("which room to move the venture marker into")))
    wanted = choice.data["room"]
    if wanted not in room.next:
        raise IllegalAction(
            msg(
                N_("From %(room)s the venture marker can only move to a room an arrow points to, not %(other)s."),
                room=room.name,
                other=wanted,
            ),
            ("701.49b", "309.5a"),
        )
    return wanted


def _enter_room(game: Game, dungeon: GameObj, key: str, rule: str) -> None:
    """Moves the venture marker into the room; its room ability triggers (309.4c)."""
    dungeon.room = key
    room = rooms(dungeon)[key]
    player = game.player_name(dungeon.owner)
    game.note(
        msg(
            N_("%(player)s moves the venture marker into %(room)s of %(dungeon)s."),
            player=player,
            room=room.name,
            dungeon=game.display(dungeon),
        ),
        rule,
    )
    if room.ability is None:
        raise IllegalAction(msg(N_("The room ability of %(room)s is not modelled."), room=room.name), ("309.4c",))
    game.note(msg(N_("The room ability of %(room)s triggers."), room=room.name), "309.4c")
    game.pending.append(Pending(room.ability, dungeon, room.name, dungeon.owner, None))
