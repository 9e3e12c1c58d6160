"""A picture of the game at one moment, as plain data: the web page draws it, the CLI prints it.

Auras (Roles included) are shown on the permanent they are attached to, with their own
controller, since that may be another player (303.4e); that player's area names them too, as
attached elsewhere (it had said "No permanents" of a player whose Auras were on another's
creature; a judge's review).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.dungeons import dungeon_of, room_name
from ..engine.layers import attachments, characteristics, controller
from ..engine.objects import GameObj, StackAbility
from ..engine.phasing import attached_to, phased_out
from ..engine.sectors import sector_word
from ..text.messages import Text
from ..text.words import keyword_word, phase_and_step

if TYPE_CHECKING:
    from ..engine.game import Game


def snapshot(game: Game) -> dict:
    shown = game.permanents() + phased_out(game)  # phased-out ones last, marked as such (702.26b)
    attached = {p.oid for p in shown if p.attached_to is not None and game.current(p.attached_to)}
    return {
        "turn": game.turn,
        "phase": phase_and_step(game.phase, game.step),
        "active": game.active,
        "players": [_player(game, pid, shown, attached) for pid in game.order],
        "stack": [_stack_item(game, item) for item in reversed(game.stack_items())],
    }


def _player(game: Game, pid: str, shown: list[GameObj], attached: set[int]) -> dict:
    player = game.players[pid]
    return {
        "id": pid,
        "name": player.name,
        "life": player.life,
        "active": pid == game.active,
        "lost": player.lost,
        "poison": player.poison,
        "speed": player.speed,
        "dungeon": _dungeon(game, pid),
        "library": [_card(game, game.objects[o]) for o in player.library],
        "hand": [_card(game, game.objects[o]) for o in player.hand],
        "graveyard": [_card(game, game.objects[o]) for o in player.graveyard],
        "exile": [
            _exiled(game, obj) for o in game.exile if isinstance(obj := game.objects[o], GameObj) and obj.owner == pid
        ],
        "battlefield": [
            _permanent(game, p) for p in shown if characteristics(game, p).controller == pid and p.oid not in attached
        ],
        "attached_elsewhere": [
            _attached_elsewhere(game, p, host)
            for p in shown
            if p.oid in attached and (host := _anothers_host(game, p, pid)) is not None
        ],
    }


def _anothers_host(game: Game, obj: GameObj, pid: str) -> GameObj | None:
    """The permanent `obj`, if `pid`'s, is attached to where another player controls it."""
    host = game.current(obj.attached_to) if obj.attached_to is not None else None
    if host is None or characteristics(game, obj).controller != pid:
        return None
    return host if characteristics(game, host).controller != pid else None


def _attached_elsewhere(game: Game, obj: GameObj, host: GameObj) -> dict:
    host_controller = characteristics(game, host).controller
    return {
        "label": obj.label,
        "name": game.display(obj),
        "host": game.display(host),
        "host_controller": game.player_name(host_controller) if host_controller else "",
    }


def _dungeon(game: Game, pid: str) -> dict | None:
    """The player's dungeon in the command zone and the room of its venture marker (309.4)."""
    dungeon = dungeon_of(game, pid)
    return {"name": game.display(dungeon), "room": room_name(dungeon)} if dungeon else None


def _card(game: Game, obj) -> dict:
    return {"label": obj.label, "name": game.display(obj), "token": getattr(obj, "token", False)}


def _exiled(game: Game, obj: GameObj) -> dict:
    card = _card(game, obj)
    card["may_cast"] = game.player_name(obj.play_permission) if obj.play_permission else None
    return card


def _permanent(game: Game, obj: GameObj) -> dict:
    chars = characteristics(game, obj)
    face = chars.face
    data: dict[str, Any] = {
        "label": obj.label,
        "name": game.display(obj),
        "power": chars.power,
        "toughness": chars.toughness,
        "printed": f"{face.power}/{face.toughness}" if face.power is not None else None,
        "damage": obj.damage,
        "counters": dict(obj.counters),
        "keywords": [keyword_word(k) for k in sorted(chars.keywords) if k != "enchant creature"],
        "tapped": obj.tapped,
        "attacking": obj.attacking,
        "blocking": game.display(blocked)
        if (blocked := game.current(obj.blocking) if obj.blocking is not None else None)
        else None,
        "token": obj.token,
        "phased_out": obj.phased_out,
        "protector": game.player_name(obj.protector) if obj.protector else None,
        "sector": sector_word(obj.sector) if obj.sector else None,
        "attachments": [],
    }
    for aura in attached_to(game, obj) if obj.phased_out else attachments(game, obj):
        owner_id = characteristics(game, aura).controller
        data["attachments"].append(
            {
                "label": aura.label,
                "name": game.display(aura),
                "controller": game.player_name(owner_id) if owner_id else "",
                "controller_id": owner_id,
                "token": aura.token,
                "timestamp": aura.timestamp,
            }
        )
    return data


def _stack_item(game: Game, item) -> dict:
    if isinstance(item, StackAbility):
        kind, who, adventure = "ability", item.controller, False
    else:
        kind = "copy" if item.spell_copy else "spell"
        who, adventure = controller(game, item) or item.owner, item.as_adventure
    targets: list[Text | str] = []
    for target in item.targets:
        if target is None:
            continue
        if target.player is not None:
            targets.append(game.player_name(target.player))
        else:
            found = game.get(target.oid)
            targets.append(game.display(found) if found else "?")
    return {
        "label": item.label,
        "name": game.display(item),
        "kind": kind,
        "controller": game.player_name(who),
        "controller_id": who,
        "adventure": adventure,
        "targets": targets,
    }
