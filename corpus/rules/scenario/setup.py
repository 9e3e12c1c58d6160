"""Setting up a game from a scenario's `[[players]]` and `[[cards]]` tables.

Each player lists the cards in their zones by card id; the player whose zone lists a card owns
it (permanents: controls it too). Objects already on the battlefield at the start have been
under their controller's control since the turn began unless `sick = true`. Roles already
attached at the start are listed under `roles` of the player who controls them.
"""

from __future__ import annotations

import re

from ..engine.game import Game, Limits
from ..engine.loyalty_defense import counted_types
from ..engine.model import CardDef
from ..engine.objects import GameObj, Player
from ..engine.predefined_tokens import PREDEFINED, TOKEN_KEYS
from ..engine.protectors import first_protector
from ..engine.role_tokens import ROLE_CARDS, ROLE_KEYS, role_name
from ..engine.speed import MAX_SPEED
from ..engine.tokens import create_tokens
from ..text.messages import Text
from .tables import Table
from .vocabulary import PERMANENT_COUNTER_KINDS, read_card

ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
PLAYER_ZONE_KEYS = ("library", "hand", "graveyard", "exile", "battlefield")


def read_cards(root: Table) -> dict[str, CardDef]:
    cards: dict[str, CardDef] = {}
    for entry in root.tables("cards"):
        key = entry.get("id", str)
        if not ID.match(key):
            raise entry.error("an id is lower-case letters, digits and hyphens", "id")
        if key in cards:
            raise entry.error(f"the card id {key!r} is used twice", "id")
        cards[key] = read_card(entry, key)
        entry.done()
    return cards


def build_game(root: Table, limits: Limits | None = None, cards: dict[str, CardDef] | None = None) -> Game:
    """The game the tables describe; `cards` are the scenario's cards if already read."""
    if cards is None:
        cards = read_cards(root)
    else:
        root.get("cards", list)
    tables = root.tables("players")
    players = [_player(t) for t in tables]
    if len(players) < 2:
        raise root.error("a scenario needs at least two players", "players")
    if len({p.id for p in players}) != len(players):
        raise root.error("two players have the same id", "players")
    game = Game(players, limits)
    game.cards = list(cards.values())
    game.to_be.update(_token_labels())
    names = [card.face.name_en for card in game.cards]
    namesakes = {name for name in names if names.count(name) > 1}
    placed: set[str] = set()
    pending_roles = []
    for table in tables:
        player = table.get("id", str)
        for zone in PLAYER_ZONE_KEYS:
            for i, raw in enumerate(table.get(zone, list, [])):
                _place(game, cards, placed, namesakes, player, zone, raw, f"{table.path(zone)}[{i}]", table)
        pending_roles += [(player, role) for role in table.tables("roles")]
        table.done()
    for player, role in pending_roles:
        _initial_role(game, player, role)
    unplaced = sorted(set(cards) - placed)
    if unplaced:
        raise root.error(f"cards not in any zone: {', '.join(unplaced)}", "cards")
    return game


def _token_labels() -> dict[str, Text]:
    """The labels tokens get when nothing names them (a Role's or a token's key), and what they are."""
    roles: dict[str, Text] = {key.replace("_", "-"): role_name(key) for key in ROLE_KEYS}
    return roles | {key: PREDEFINED[key].card.face.name for key in TOKEN_KEYS}


def _player(table: Table) -> Player:
    player_id = table.get("id", str)
    if not ID.match(player_id):
        raise table.error("an id is lower-case letters, digits and hyphens", "id")
    speed = table.get("speed", int, None)
    if speed is not None and not 1 <= speed <= MAX_SPEED:
        raise table.error(f"a speed is 1 to {MAX_SPEED} (rule 702.179)", "speed")
    return Player(
        player_id,
        table.get("name", str),
        life=table.get("life", int, 20),
        poison=table.get("poison", int, 0),
        speed=speed,
    )


def _place(
    game: Game,
    cards: dict[str, CardDef],
    placed: set[str],
    namesakes: set[str],
    player: str,
    zone: str,
    raw: object,
    where: str,
    table: Table,
) -> None:
    entry = Table(raw, where, table.source) if isinstance(raw, dict) else None
    key = entry.get("card", str) if entry else raw
    if not isinstance(key, str) or key not in cards:
        raise table.error(f"unknown card {key!r}", where.removeprefix(table.where + "."))
    if key in placed:
        raise table.error(f"the card {key!r} is placed twice", where.removeprefix(table.where + "."))
    placed.add(key)
    card = cards[key]
    obj = GameObj(
        oid=game.new_oid(),
        label=key,
        card=card,
        owner=player,
        zone=zone,
        controller=player if zone == "battlefield" else None,
        timestamp=game.tick(),
    )
    if card.face.name_en in namesakes:
        # (in the order of the scenario's cards, as its texts count them: "druid-2", in hand,
        # is "the second Questing Druid", though the battlefield's first is placed after it)
        obj.number = [k for k, c in cards.items() if c.face.name_en == card.face.name_en].index(key) + 1
    if zone == "battlefield":
        for counted in counted_types(card.face.types):
            obj.counters[counted.counter] = getattr(
                card.face, counted.counter
            )  # it entered with them (306.5b, 310.4b); `counters` may say otherwise
    if entry:
        _state(game, obj, entry, zone)
        entry.done()
    game.put(obj, zone, bottom=True)
    if zone == "battlefield":
        obj.protector = first_protector(game, obj)  # chosen as it entered (310.8a, 310.11a)


def _state(game: Game, obj: GameObj, entry: Table, zone: str) -> None:
    if zone != "battlefield":
        return
    obj.tapped = entry.get("tapped", bool, False)
    obj.sick = entry.get("sick", bool, False)
    obj.damage = entry.get("damage", int, 0)
    obj.chosen_name = entry.get("chosen_name", str, None)
    counters = entry.table("counters", None)
    if counters is not None:
        for kind in PERMANENT_COUNTER_KINDS:
            if counters.has(kind):
                obj.counters[kind] = counters.get(kind, int)
        counters.done()
    attached = entry.get("attached_to", str, None)
    if attached is not None:
        host = game.by_label(attached)
        if host is None or host.zone != "battlefield":
            raise entry.error(f"{attached!r} must be listed on a battlefield before this card", "attached_to")
        obj.attached_to = host.oid


def _initial_role(game: Game, player: str, table: Table) -> None:
    role = table.choice("role", ROLE_KEYS)
    host_label = table.get("attached_to", str)
    host = game.by_label(host_label)
    if not isinstance(host, GameObj) or host.zone != "battlefield":
        raise table.error(f"{host_label!r} is not on the battlefield", "attached_to")
    label = table.get("label", str, role.replace("_", "-"))
    if label in game.labels:
        raise table.error(f"the label {label!r} is already used", "label")
    table.done()
    create_tokens(game, ROLE_CARDS[role], player, label, 1, attached_to=host.oid)[0].sick = False
