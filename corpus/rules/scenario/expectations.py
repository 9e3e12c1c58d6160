"""The scenario's `[[expect]]` tables (and `check` actions): what must be true, and checking it.

Each key of an expectation becomes one check with a sentence saying what is expected and, if
it doesn't hold, what was found instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.adventures import has_adventure
from ..engine.dungeons import ROOMS, dungeon_of, room_name
from ..engine.layers import characteristics, controller
from ..engine.model import CARD_TYPES, COLORS, is_keyword
from ..engine.objects import GameObj
from ..engine.role_tokens import ROLE_KEYS, role_name
from ..engine.sectors import SECTORS, sector_word
from ..text.messages import N_, NP_, Arg, Message, Name, msg
from ..text.words import colors_phrase, counters_phrase, keyword_word, subtype_word, type_word, zone_place
from .tables import Table
from .vocabulary import PERMANENT_COUNTER_KINDS, TRIGGER_EVENTS, read_name

if TYPE_CHECKING:
    from ..engine.game import Game

ZONE_NAMES = ("library", "hand", "battlefield", "graveyard", "exile", "stack", "command")


@dataclass
class Expectation:
    subject: str  # "object", "player", "stack" or "rule"
    name: str
    checks: dict
    why: Name | None = None


@dataclass
class Check:
    message: Message
    passed: bool
    actual: Arg | None = None
    why: Name | None = None


_OBJECT_KEYS: dict[str, type] = {
    "zone": str,
    "exists": bool,
    "controller": str,
    "owner": str,
    "power": int,
    "toughness": int,
    "damage": int,
    "counters": dict,
    "has": list,
    "lacks": list,
    "triggers": list,
    "attached_to": object,
    "roles": list,
    "token": bool,
    "name": str,
    "types": list,
    "subtypes": list,
    "colors": list,
    "mana_value": int,
    "has_adventure": bool,
    "may_cast": object,
    "tapped": bool,
    "attacking": bool,
    "phased_out": bool,
    "blocking": object,
    "protector": str,
    "sector": str,
}
_PLAYER_KEYS: dict[str, type] = {
    "life": int,
    "hand": list,
    "library": list,
    "graveyard": list,
    "exile": list,
    "lost": bool,
    "spells_cast": int,
    "mana_spent": int,
    "mana_added": int,
    "poison": int,
    "speed": int,
    "room": str,
    "dungeons_completed": int,
}


def read_expectations(root: Table, key: str = "expect") -> list[Expectation]:
    found = []
    for table in root.tables(key):
        found.append(_expectation(table))
        table.done()
    return found


def _expectation(table: Table) -> Expectation:
    why = read_name(table, "why") if table.has("why") else None
    for subject, keys in (("object", _OBJECT_KEYS), ("player", _PLAYER_KEYS)):
        if table.has(subject):
            name = table.get(subject, str)
            checks = {k: table.get(k, kind) for k, kind in keys.items() if table.has(k)}
            if not checks:
                raise table.error(f"nothing to check; use some of: {', '.join(keys)}")
            _validate(table, checks)
            return Expectation(subject, name, checks, why)
    if table.has("stack"):
        return Expectation("stack", "", {"stack": table.strings("stack")}, why)
    for key in ("rule_applied", "rule_not_applied"):
        if table.has(key):
            return Expectation("rule", table.get(key, str), {key: True}, why)
    raise table.error("an expectation needs 'object', 'player', 'stack', 'rule_applied' or 'rule_not_applied'")


def _validate(table: Table, checks: dict) -> None:
    if "sector" in checks and checks["sector"] not in (*SECTORS, "none"):
        raise table.error(f"unknown sector {checks['sector']!r}", "sector")
    if "room" in checks and checks["room"] not in (*ROOMS, "none"):
        raise table.error(f"unknown room {checks['room']!r}", "room")
    if "zone" in checks and checks["zone"] not in ZONE_NAMES:
        raise table.error(f"unknown zone {checks['zone']!r}", "zone")
    for key in ("has", "lacks"):
        for keyword in checks.get(key, []):
            if not is_keyword(keyword):
                raise table.error(f"unknown keyword {keyword!r}", key)
    for event in checks.get("triggers", []):
        if event not in TRIGGER_EVENTS:
            raise table.error(f"unknown trigger {event!r}", "triggers")
    for card_type in checks.get("types", []):
        if card_type not in CARD_TYPES:
            raise table.error(f"unknown card type {card_type!r}", "types")
    for color in checks.get("colors", []):
        if color not in COLORS.values():
            raise table.error(f"unknown color {color!r}", "colors")
    for kind in checks.get("counters", {}):
        if kind not in PERMANENT_COUNTER_KINDS:
            raise table.error(f"unknown counter {kind!r}", "counters")
    for i, role in enumerate(checks.get("roles", [])):
        entry = Table(role, f"{table.path('roles')}[{i}]", table.source)
        entry.choice("role", ROLE_KEYS)
        entry.get("controller", str)
        entry.done()


def evaluate(game: Game, expectation: Expectation) -> list[Check]:
    if expectation.subject == "object":
        results = _object_checks(game, expectation)
    elif expectation.subject == "player":
        results = _player_checks(game, expectation)
    elif expectation.subject == "stack":
        results = [_stack_check(game, expectation.checks["stack"])]
    else:
        results = [_rule_check(game, expectation)]
    for check in results:
        check.why = expectation.why
    return results


def _names(game: Game, labels: list[str]) -> list[Arg]:
    return [game.name_of(label) for label in labels]


def _object_checks(game: Game, expectation: Expectation) -> list[Check]:
    label = expectation.name
    item = game.by_label(label)
    obj = item if isinstance(item, GameObj) and item.zone != "gone" else None
    shown: Arg = game.display(obj) if obj else game.name_of(label)
    checks = []
    wanted = expectation.checks
    if "power" in wanted and "toughness" in wanted:
        wanted = {k: v for k, v in wanted.items() if k not in ("power", "toughness")}
        wanted["power_toughness"] = (expectation.checks["power"], expectation.checks["toughness"])
    for key, value in wanted.items():
        if key == "exists":
            checks.append(_exists(obj, shown, value))
        elif obj is None:
            checks.append(
                Check(
                    msg(
                        N_("%(object)s: %(property)s as expected."),
                        object=shown,
                        property=Message(_PROPERTY_WORDS[key]),
                    ),
                    False,
                    msg(N_("it doesn't exist")),
                )
            )
        else:
            checks.append(_OBJECT_CHECKS[key](game, obj, shown, value))
    return checks


def _exists(obj: GameObj | None, shown: Arg, wanted: bool) -> Check:
    if wanted:
        return Check(
            msg(N_("%(object)s exists."), object=shown), obj is not None, None if obj else msg(N_("it doesn't exist"))
        )
    return Check(
        msg(N_("%(object)s doesn't exist (it was never created, or it ceased to exist)."), object=shown),
        obj is None,
        None if obj is None else zone_place(obj.zone),
    )


def _compare(message: Message, actual: Any, wanted: Any, shown_actual: Arg | None = None) -> Check:
    ok = actual == wanted
    return Check(message, ok, None if ok else (shown_actual if shown_actual is not None else actual))


def _zone(game: Game, obj: GameObj, shown: Arg, zone: str) -> Check:
    return _compare(
        msg(N_("%(object)s is %(place)s."), object=shown, place=zone_place(zone)), obj.zone, zone, zone_place(obj.zone)
    )


def _controller(game: Game, obj: GameObj, shown: Arg, player: str) -> Check:
    actual = controller(game, obj)
    return _compare(
        msg(N_("%(object)s is controlled by %(player)s."), object=shown, player=game.player_name(player)),
        actual,
        player,
        game.player_name(actual) if actual else msg(N_("nobody")),
    )


def _owner(game: Game, obj: GameObj, shown: Arg, player: str) -> Check:
    return _compare(
        msg(N_("%(object)s is owned by %(player)s."), object=shown, player=game.player_name(player)),
        obj.owner,
        player,
        game.player_name(obj.owner),
    )


def _pt(game: Game, obj: GameObj, shown: Arg, wanted: tuple[int, int]) -> Check:
    chars = characteristics(game, obj)
    actual = (chars.power, chars.toughness)
    return _compare(
        msg(N_("%(object)s is %(power)s/%(toughness)s."), object=shown, power=wanted[0], toughness=wanted[1]),
        actual,
        wanted,
        f"{actual[0]}/{actual[1]}",
    )


def _power(game: Game, obj: GameObj, shown: Arg, wanted: int) -> Check:
    return _compare(
        msg(N_("%(object)s has power %(n)s."), object=shown, n=wanted), characteristics(game, obj).power, wanted
    )


def _toughness(game: Game, obj: GameObj, shown: Arg, wanted: int) -> Check:
    return _compare(
        msg(N_("%(object)s has toughness %(n)s."), object=shown, n=wanted), characteristics(game, obj).toughness, wanted
    )


def _damage(game: Game, obj: GameObj, shown: Arg, wanted: int) -> Check:
    return _compare(
        msg(NP_("%(object)s has %(n)s damage marked.", "%(object)s has %(n)s damage marked."), object=shown, n=wanted),
        obj.damage,
        wanted,
    )


def _counters(game: Game, obj: GameObj, shown: Arg, wanted: dict) -> Check:
    parts = [counters_phrase(kind, n) for kind, n in wanted.items()]
    actual = {k: obj.counters.get(k, 0) for k in wanted}
    return _compare(
        msg(N_("%(object)s has %(counters)s."), object=shown, counters=parts),
        actual,
        wanted,
        ", ".join(f"{k}: {v}" for k, v in actual.items()),
    )


def _has(game: Game, obj: GameObj, shown: Arg, keywords: list[str]) -> Check:
    actual = characteristics(game, obj).keywords
    missing = [k for k in keywords if k not in actual]
    return Check(
        msg(N_("%(object)s has %(abilities)s."), object=shown, abilities=[keyword_word(k) for k in keywords]),
        not missing,
        None if not missing else [keyword_word(k) for k in sorted(actual)] or msg(N_("no keyword abilities")),
    )


def _lacks(game: Game, obj: GameObj, shown: Arg, keywords: list[str]) -> Check:
    actual = characteristics(game, obj).keywords
    present = [k for k in keywords if k in actual]
    return Check(
        msg(N_("%(object)s doesn't have %(abilities)s."), object=shown, abilities=[keyword_word(k) for k in keywords]),
        not present,
        [keyword_word(k) for k in present] if present else None,
    )


_TRIGGER_WORDS = {
    "enters": N_("when it enters"),
    "attacks": N_("whenever it attacks"),
    "dies": N_("when it is put into a graveyard from the battlefield"),
    "you_cast": N_("whenever its controller casts a spell"),
    "permanent_enters": N_("whenever a permanent of the kind it names enters"),
    "chapter": N_("when lore counters reach a chapter"),
}


def _triggers(game: Game, obj: GameObj, shown: Arg, events: list[str]) -> Check:
    actual = {a.event for a in characteristics(game, obj).triggered}
    missing = [e for e in events if e not in actual]
    return Check(
        msg(
            N_("%(object)s has an ability that triggers %(events)s."),
            object=shown,
            events=[Message(_TRIGGER_WORDS[e]) for e in events],
        ),
        not missing,
        [Message(_TRIGGER_WORDS[e]) for e in sorted(actual) if e in _TRIGGER_WORDS] or msg(N_("no triggered abilities"))
        if missing
        else None,
    )


def _attached_to(game: Game, obj: GameObj, shown: Arg, host: object) -> Check:
    current = game.current(obj.attached_to) if obj.attached_to is not None else None
    actual = current.label if current and current.zone == "battlefield" else False
    shown_actual: Arg = game.display(current) if current and actual else msg(N_("nothing"))
    if host is False:
        return _compare(msg(N_("%(object)s is not attached to anything."), object=shown), actual, False, shown_actual)
    return _compare(
        msg(N_("%(object)s is attached to %(other)s."), object=shown, other=_names(game, [str(host)])[0]),
        actual,
        host,
        shown_actual,
    )


def _roles(game: Game, obj: GameObj, shown: Arg, wanted: list[dict]) -> Check:
    actual = sorted(
        (r.card.key.removeprefix("role:"), controller(game, r) or "")
        for r in game.permanents()
        if r.attached_to == obj.oid and r.token and r.card.key.startswith("role:")
    )
    expected = sorted((w["role"], w["controller"]) for w in wanted)

    def words(pairs: list[tuple[str, str]]) -> Arg:
        if not pairs:
            return msg(N_("no Role"))
        return [
            msg(N_("%(role)s (controlled by %(player)s)"), role=role_name(r), player=game.player_name(p))
            for r, p in pairs
        ]

    return _compare(
        msg(N_("Roles attached to %(object)s: %(roles)s."), object=shown, roles=words(expected)),
        actual,
        expected,
        words(actual),
    )


def _token(game: Game, obj: GameObj, shown: Arg, wanted: bool) -> Check:
    message = N_("%(object)s is a token.") if wanted else N_("%(object)s is a card, not a token.")
    return _compare(msg(message, object=shown), obj.token, wanted)


def _name(game: Game, obj: GameObj, shown: Arg, wanted: str) -> Check:
    chars = characteristics(game, obj)
    return _compare(
        msg(N_("%(object)s is named %(name)s."), object=shown, name=game.card_name(wanted)),
        chars.name_en,
        wanted,
        chars.name,
    )


def _types(game: Game, obj: GameObj, shown: Arg, wanted: list[str]) -> Check:
    actual = characteristics(game, obj).types
    return _compare(
        msg(
            NP_("%(object)s has the card type %(types)s.", "%(object)s has the card types %(types)s."),
            object=shown,
            types=[type_word(t) for t in wanted],
            n=len(wanted),
        ),
        sorted(actual),
        sorted(wanted),
        [type_word(t) for t in actual],
    )


def _subtypes(game: Game, obj: GameObj, shown: Arg, wanted: list[str]) -> Check:
    actual = characteristics(game, obj).subtypes
    return _compare(
        msg(
            NP_("%(object)s has the subtype %(subtypes)s.", "%(object)s has the subtypes %(subtypes)s."),
            object=shown,
            subtypes=[subtype_word(s) for s in wanted],
            n=len(wanted),
        ),
        sorted(actual),
        sorted(wanted),
        [subtype_word(s) for s in actual] or "\u2014",
    )


def _colors(game: Game, obj: GameObj, shown: Arg, wanted: list[str]) -> Check:
    actual = characteristics(game, obj).colors
    return _compare(
        msg(N_("%(object)s is %(colors)s."), object=shown, colors=colors_phrase(tuple(wanted))),
        sorted(actual),
        sorted(wanted),
        colors_phrase(actual),
    )


def _mana_value(game: Game, obj: GameObj, shown: Arg, wanted: int) -> Check:
    return _compare(
        msg(N_("%(object)s has mana value %(n)s."), object=shown, n=wanted),
        characteristics(game, obj).mana_value,
        wanted,
    )


def _has_adventure(game: Game, obj: GameObj, shown: Arg, wanted: bool) -> Check:
    message = N_("%(object)s has an Adventure.") if wanted else N_("%(object)s doesn't have an Adventure.")
    return _compare(msg(message, object=shown), has_adventure(obj), wanted)


def _may_cast(game: Game, obj: GameObj, shown: Arg, player: object) -> Check:
    actual = obj.play_permission if obj.zone == "exile" else None
    if player is False:
        return _compare(
            msg(N_("Nobody may cast %(object)s from exile."), object=shown),
            actual,
            None,
            game.player_name(actual) if actual else None,
        )
    return _compare(
        msg(N_("%(player)s may cast %(object)s from exile."), player=game.player_name(str(player)), object=shown),
        actual,
        player,
        msg(N_("nobody")),
    )


def _tapped(game: Game, obj: GameObj, shown: Arg, wanted: bool) -> Check:
    return _compare(
        msg(N_("%(object)s is tapped.") if wanted else N_("%(object)s is untapped."), object=shown), obj.tapped, wanted
    )


def _attacking(game: Game, obj: GameObj, shown: Arg, wanted: bool) -> Check:
    return _compare(
        msg(N_("%(object)s is attacking.") if wanted else N_("%(object)s is not attacking."), object=shown),
        obj.attacking,
        wanted,
    )


def _phased_out(game: Game, obj: GameObj, shown: Arg, wanted: bool) -> Check:
    message = (
        N_("%(object)s is phased out (treated as though it doesn't exist).")
        if wanted
        else N_("%(object)s is phased in.")
    )
    return _compare(msg(message, object=shown), obj.phased_out, wanted)


def _blocking(game: Game, obj: GameObj, shown: Arg, attacker: object) -> Check:
    current = game.current(obj.blocking) if obj.blocking is not None else None
    actual = current.label if current else False
    shown_actual: Arg = game.display(current) if current else msg(N_("nothing"))
    if attacker is False:
        return _compare(msg(N_("%(object)s is not blocking."), object=shown), actual, False, shown_actual)
    return _compare(
        msg(N_("%(object)s is blocking %(other)s."), object=shown, other=game.name_of(str(attacker))),
        actual,
        attacker,
        shown_actual,
    )


def _protector(game: Game, obj: GameObj, shown: Arg, player: str) -> Check:
    return _compare(
        msg(N_("%(player)s protects %(object)s."), player=game.player_name(player), object=shown),
        obj.protector,
        player,
        game.player_name(obj.protector) if obj.protector else msg(N_("nobody")),
    )


def _sector(game: Game, obj: GameObj, shown: Arg, wanted: str) -> Check:
    """Its sector designation (702.158b): "alpha", "beta", "gamma" or "none"."""
    claim = (
        msg(N_("%(object)s has no sector designation."), object=shown)
        if wanted == "none"
        else msg(N_("%(object)s is in the %(sector)s."), object=shown, sector=sector_word(wanted))
    )
    return _compare(
        claim, obj.sector or "none", wanted, sector_word(obj.sector) if obj.sector else msg(N_("no sector"))
    )


_OBJECT_CHECKS: dict[str, Callable[[Game, GameObj, Arg, Any], Check]] = {
    "zone": _zone,
    "controller": _controller,
    "owner": _owner,
    "power_toughness": _pt,
    "power": _power,
    "toughness": _toughness,
    "damage": _damage,
    "counters": _counters,
    "has": _has,
    "lacks": _lacks,
    "triggers": _triggers,
    "attached_to": _attached_to,
    "roles": _roles,
    "token": _token,
    "name": _name,
    "types": _types,
    "subtypes": _subtypes,
    "colors": _colors,
    "mana_value": _mana_value,
    "has_adventure": _has_adventure,
    "may_cast": _may_cast,
    "tapped": _tapped,
    "attacking": _attacking,
    "phased_out": _phased_out,
    "blocking": _blocking,
    "protector": _protector,
    "sector": _sector,
}
_PROPERTY_WORDS = {
    "zone": N_("zone"),
    "controller": N_("controller"),
    "owner": N_("owner"),
    "power_toughness": N_("power and toughness"),
    "power": N_("power"),
    "toughness": N_("toughness"),
    "damage": N_("damage"),
    "counters": N_("counters"),
    "has": N_("abilities"),
    "lacks": N_("abilities"),
    "triggers": N_("triggered abilities"),
    "attached_to": N_("attachment"),
    "roles": N_("Roles"),
    "token": N_("token or card"),
    "name": N_("name"),
    "types": N_("card types"),
    "subtypes": N_("subtypes"),
    "colors": N_("colors"),
    "mana_value": N_("mana value"),
    "has_adventure": N_("Adventure"),
    "may_cast": N_("permission to cast it"),
    "tapped": N_("tapped or untapped"),
    "attacking": N_("attacking or not"),
    "phased_out": N_("phased in or out"),
    "blocking": N_("blocking or not"),
    "protector": N_("protector"),
    "sector": N_("sector designation"),
}


# The counts a player expectation may check: the message (with the count wanted as `n`) and the
# player's attribute it compares.
_PLAYER_COUNTS: dict[str, tuple[str | tuple[str, str], str]] = {
    "life": (NP_("%(player)s has %(n)s life.", "%(player)s has %(n)s life."), "life"),
    "spells_cast": (NP_("%(player)s has cast %(n)s spell.", "%(player)s has cast %(n)s spells."), "spells_cast"),
    "mana_added": (N_("%(player)s has added %(n)s mana with mana abilities."), "mana_added"),
    "mana_spent": (N_("%(player)s has spent %(n)s mana."), "mana_spent"),
    "speed": (N_("%(player)s has speed %(n)s."), "speed"),
    "dungeons_completed": (
        NP_("%(player)s has completed %(n)s dungeon.", "%(player)s has completed %(n)s dungeons."),
        "dungeons_completed",
    ),
    "poison": (NP_("%(player)s has %(n)s poison counter.", "%(player)s has %(n)s poison counters."), "poison"),
}


def _player_checks(game: Game, expectation: Expectation) -> list[Check]:
    player = game.players[expectation.name]
    name = player.name
    checks = []
    for key, wanted in expectation.checks.items():
        if key in _PLAYER_COUNTS:
            message, attribute = _PLAYER_COUNTS[key]
            checks.append(_compare(msg(message, player=name, n=wanted), getattr(player, attribute) or 0, wanted))
        elif key in ("hand", "graveyard", "exile"):
            checks.append(_pile(game, player.id, key, wanted))
        elif key == "library":
            actual = [game.objects[o].label for o in player.library]
            checks.append(
                _compare(
                    msg(
                        N_("%(player)s's library, from the top: %(cards)s."),
                        player=name,
                        cards=_names(game, wanted) or "\u2014",
                    ),
                    actual,
                    wanted,
                    _names(game, actual) or "\u2014",
                )
            )
        elif key == "lost":
            checks.append(
                _compare(
                    msg(
                        N_("%(player)s has lost the game.") if wanted else N_("%(player)s has not lost the game."),
                        player=name,
                    ),
                    player.lost,
                    wanted,
                )
            )
        elif key == "room":
            checks.append(_room(game, player.id, wanted))
    return checks


def _room(game: Game, player: str, wanted: str) -> Check:
    """The room `player`'s venture marker is on (309.4), by its key; "none": no dungeon."""
    dungeon = dungeon_of(game, player)
    actual = dungeon.room if dungeon else "none"
    name = game.player_name(player)
    claim = (
        msg(N_("%(player)s has no dungeon in the command zone."), player=name)
        if wanted == "none"
        else msg(N_("The venture marker of %(player)s is on %(room)s."), player=name, room=ROOMS[wanted])
    )
    return _compare(claim, actual, wanted, room_name(dungeon) if dungeon else msg(N_("no dungeon")))


def _pile(game: Game, player: str, zone: str, wanted: list[str]) -> Check:
    if zone == "exile":
        labels = [game.objects[o].label for o in game.exile if game.objects[o].owner == player]
    else:
        labels = [game.objects[o].label for o in getattr(game.players[player], zone)]
    messages = {
        "hand": N_("%(player)s's hand: %(cards)s."),
        "graveyard": N_("%(player)s's graveyard: %(cards)s."),
        "exile": N_("Cards %(player)s owns in exile: %(cards)s."),
    }
    return _compare(
        msg(messages[zone], player=game.player_name(player), cards=_names(game, wanted) or "\u2014"),
        sorted(labels),
        sorted(wanted),
        _names(game, labels) or "\u2014",
    )


def _stack_check(game: Game, wanted: list[str]) -> Check:
    actual = [item.label for item in reversed(game.stack_items())]
    message = (
        msg(N_("The stack, from the top: %(objects)s."), objects=_names(game, wanted))
        if wanted
        else msg(N_("The stack is empty."))
    )
    return _compare(message, actual, wanted, _names(game, actual) or "\u2014")


def _rule_check(game: Game, expectation: Expectation) -> Check:
    applied = expectation.name in game.rules_applied
    if "rule_applied" in expectation.checks:
        return Check(msg(N_("Rule %(rule)s was applied."), rule=expectation.name), applied)
    return Check(msg(N_("Rule %(rule)s was not applied."), rule=expectation.name), not applied)
