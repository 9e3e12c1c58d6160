"""The scenario's `[[actions]]`: what players and effects do, in order, and how to say it.

Every action is followed by the priority check (priority.py): state-based actions, then
triggered abilities. `resolve` lets all players pass, once per resolution (117.4, 405.5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.casting import CastRequest, activate, cast
from ..engine.combat import declare_attackers
from ..engine.control import gain_control
from ..engine.damage import combat_damage, end_combat_if_over
from ..engine.dungeons import DUNGEONS, ROOMS
from ..engine.errors import IllegalAction
from ..engine.game import PHASES, Choice
from ..engine.objects import GameObj
from ..engine.predefined_tokens import PREDEFINED, TOKEN_KEYS, create_predefined, token_kind
from ..engine.priority import settle
from ..engine.role_tokens import ROLE_KEYS, role_name
from ..engine.roles import create_role
from ..engine.sectors import SECTORS, sector_word
from ..engine.stack import copy_spell, counter, resolve_top
from ..engine.turns import end_turn, go_to_phase
from ..text.messages import N_, NP_, Arg, Message, Name, Text, msg
from ..text.words import phase_word
from . import combat_actions
from .tables import Table
from .vocabulary import read_name

if TYPE_CHECKING:
    from ..engine.game import Game

CHOICE_KEYS = (
    "keep_role",
    "scry_bottom",
    "targets",
    "card_name",
    "pay_ward",
    "copy",
    "new_targets",
    "explore_to_graveyard",
    "pay",
    "sacrifice",
    "dungeon",
    "room",
    "sector",
    *combat_actions.CHOICE_KINDS,
)
_BOOL_CHOICES = ("pay_ward", "explore_to_graveyard", "pay")
NO_TARGET = "none"
MAX_RESOLVE = 20  # resolutions one action may ask for


@dataclass
class Action:
    kind: str
    player: str | None
    args: dict
    illegal: bool = False
    note: Name | None = None
    expect: list = field(default_factory=list)

    @property
    def actor(self) -> str:
        """The player of an action of a kind that needs one (reading the scenario checks it)."""
        if self.player is None:
            raise ValueError(f"a {self.kind} action without a player")
        return self.player


def _cast_args(table: Table) -> dict:
    return {
        "card": table.get("card", str),
        "adventure": table.get("adventure", bool, False),
        "targets": table.strings("targets", []),
        "without_paying": table.get("without_paying", bool, False),
    }


def _choose_args(table: Table) -> dict:
    given = [key for key in CHOICE_KEYS if table.has(key)]
    if len(given) != 1:
        raise table.error(f"a choice needs exactly one of: {', '.join(CHOICE_KEYS)}")
    key = given[0]
    kind = combat_actions.CHOICE_KINDS.get(key) or (
        bool if key in _BOOL_CHOICES else (list if key in ("scry_bottom", "targets", "new_targets") else str)
    )
    value = table.get(key, kind)
    args = {"key": key, "value": value, "for": table.get("for", str, None)}
    known: tuple[str, ...] | None = {"dungeon": tuple(DUNGEONS), "room": tuple(ROOMS), "sector": tuple(SECTORS)}.get(
        key
    )
    if known is not None and value not in known:
        raise table.error(f"must be one of: {', '.join(known)}", key)
    if key in ("targets", "copy", "assign_damage", "sector") and args["for"] is None:
        raise table.error("this choice needs 'for': the label of the object whose ability it is", "for")
    return args


_ARGS: dict[str, Callable[[Table], dict]] = {
    "cast": _cast_args,
    "respond": _cast_args,
    "activate": lambda t: {
        "card": t.get("card", str),
        "targets": t.strings("targets", []),
        "discard": t.get("discard", str, None),
    },
    "resolve": lambda t: {"times": t.get("times", int, 1)},
    "resolve_all": lambda t: {},
    "create_role": lambda t: {
        "role": t.choice("role", ROLE_KEYS),
        "attached_to": t.get("attached_to", str),
        "label": t.get("label", str, None),
    },
    "create_token": lambda t: {
        "token": t.choice("token", TOKEN_KEYS),
        "amount": t.get("amount", int, 1),
        "label": t.get("label", str, None),
    },
    "copy": lambda t: {"spell": t.get("spell", str)},
    "counter": lambda t: {"spell": t.get("spell", str)},
    "change_control": lambda t: {"object": t.get("object", str), "to": t.get("to", str)},
    "attack": lambda t: {"creatures": t.strings("creatures")},
    "combat_damage": lambda t: {"step": t.choice("step", ("all", "first"), "all")},
    "choose": _choose_args,
    "phase": lambda t: {"to": t.choice("to", PHASES)},
    "end_turn": lambda t: {},
    "check": lambda t: {},
    **combat_actions.ARGS,
}
KINDS = tuple(_ARGS)  # every action a scenario may use (the README lists each)
_NEEDS_PLAYER = {
    "cast",
    "respond",
    "activate",
    "create_role",
    "create_token",
    "copy",
    "attack",
    "choose",
    *combat_actions.NEEDS_PLAYER,
}


def read_actions(root: Table, players: set[str], read_expectations: Callable[[Table], list]) -> list[Action]:
    actions = []
    for table in root.tables("actions"):
        kind = table.choice("do", KINDS)
        player = table.get("player", str, None)
        if kind in _NEEDS_PLAYER and player is None:
            raise table.error("this action needs 'player'", "player")
        if player is not None and player not in players:
            raise table.error(f"unknown player {player!r}", "player")
        args = _ARGS[kind](table)
        if kind == "change_control" and args["to"] not in players:
            raise table.error(f"unknown player {args['to']!r}", "to")
        if kind == "create_token" and not 1 <= args["amount"] <= MAX_RESOLVE:
            raise table.error(f"must be between 1 and {MAX_RESOLVE}", "amount")
        if kind == "resolve" and not 1 <= args["times"] <= MAX_RESOLVE:
            raise table.error(f"must be between 1 and {MAX_RESOLVE}", "times")
        expect = read_expectations(table) if kind == "check" else []
        action = Action(
            kind,
            player,
            args,
            illegal=table.get("illegal", bool, False),
            note=read_name(table, "note") if table.has("note") else None,
            expect=expect,
        )
        table.done()
        actions.append(action)
    if not actions:
        raise root.error("a scenario needs at least one action", "actions")
    return actions


def perform(game: Game, action: Action) -> None:
    _PERFORM[action.kind](game, action)
    settle(game)
    end_combat_if_over(game)


def _targets(values: list[str]) -> tuple[str | None, ...]:
    return tuple(None if v == NO_TARGET else v for v in values)


def _do_cast(game: Game, action: Action) -> None:
    a = action.args
    request = CastRequest(
        action.actor, a["card"], a["adventure"], _targets(a["targets"]), a["without_paying"], action.kind == "respond"
    )
    cast(game, request)


def _do_resolve(game: Game, action: Action) -> None:
    for i in range(action.args["times"]):
        if i:
            settle(game)
        resolve_top(game)


def _do_resolve_all(game: Game, action: Action) -> None:
    """Resolve until the stack is empty (nothing happens if it is): the end of an example whose
    variants may or may not leave a trigger waiting. Bounded like `resolve`."""
    for i in range(MAX_RESOLVE):
        if i:
            settle(game)  # (what the last resolution triggered goes on the stack first)
        if not game.stack:
            return
        resolve_top(game)


def _stack_object(game: Game, label: str) -> GameObj:
    item = game.by_label(label)
    if item is None or item.zone != "stack":
        raise IllegalAction(msg(N_("%(object)s is not on the stack."), object=label), ("405.1",))
    return item  # type: ignore[return-value]


def _permanent(game: Game, label: str) -> GameObj:
    item = game.by_label(label)
    if not isinstance(item, GameObj) or item.zone != "battlefield" or item.phased_out:
        raise IllegalAction(msg(N_("%(object)s is not on the battlefield."), object=label), ("110.1",))
    return item


def _do_create_role(game: Game, action: Action) -> None:
    host = game.by_label(action.args["attached_to"])
    create_role(
        game, action.actor, action.args["role"], host if isinstance(host, GameObj) else None, action.args["label"]
    )


def _targets_or_none(values: list[str]) -> list[str | None]:
    return [None if v == NO_TARGET else v for v in values]


_CHOICES: dict[str, Callable[[object, str | None], tuple[str, dict]]] = {
    "keep_role": lambda value, source: ("keep_role", {"object": value}),
    "scry_bottom": lambda value, source: ("scry", {"bottom": value}),
    "targets": lambda value, source: ("targets", {"targets": _targets_or_none(value), "source": source}),  # type: ignore[arg-type]
    "card_name": lambda value, source: ("card_name", {"name": value}),
    "pay_ward": lambda value, source: ("ward", {"pay": value}),
    "copy": lambda value, source: ("copy", {"object": None if value == NO_TARGET else value, "source": source}),
    "new_targets": lambda value, source: ("new_targets", {"targets": value}),
    "explore_to_graveyard": lambda value, source: ("explore", {"graveyard": value}),
    "pay": lambda value, source: ("pay", {"pay": value, "source": source}),
    "sacrifice": lambda value, source: (
        "sacrifice",
        {"object": None if value == NO_TARGET else value, "source": source},
    ),
    "dungeon": lambda value, source: ("dungeon", {"dungeon": value}),
    "room": lambda value, source: ("room", {"room": value}),
    "sector": lambda value, source: ("sector", {"sector": value, "source": source}),
    **combat_actions.CHOICES,
}


def _do_choose(game: Game, action: Action) -> None:
    kind, data = _CHOICES[action.args["key"]](action.args["value"], action.args["for"])
    game.choices.append(Choice(action.actor, kind, data))


_PERFORM: dict[str, Callable[[Game, Action], object]] = {  # what an action returns is not used
    "cast": _do_cast,
    "respond": _do_cast,
    "activate": lambda g, a: activate(g, a.actor, a.args["card"], _targets(a.args["targets"]), a.args["discard"]),
    "resolve": _do_resolve,
    "resolve_all": _do_resolve_all,
    "create_role": _do_create_role,
    "create_token": lambda g, a: create_predefined(g, a.actor, a.args["token"], a.args["amount"], a.args["label"]),
    "copy": lambda g, a: copy_spell(g, a.actor, _stack_object(g, a.args["spell"])),
    "counter": lambda g, a: counter(g, _stack_object(g, a.args["spell"])),
    "change_control": lambda g, a: gain_control(
        g, a.args["to"], _permanent(g, a.args["object"]), until_end_of_turn=False
    ),
    "attack": lambda g, a: declare_attackers(g, a.actor, a.args["creatures"]),
    "combat_damage": lambda g, a: combat_damage(g, first_step_only=a.args["step"] == "first"),
    "choose": _do_choose,
    "phase": lambda g, a: go_to_phase(g, a.args["to"]),
    "end_turn": lambda g, a: end_turn(g),
    "check": lambda g, a: None,
    **combat_actions.PERFORM,
}


# --- saying what an action is ------------------------------------------------------------------


def name_of(game: Game, label: str) -> Arg:
    return game.name_of(label)


def declared_labels(actions: list[Action]) -> dict[str, Text]:
    """The labels actions give the tokens they create, and what those tokens are (the trace
    names a token so before it exists, or if it never does)."""
    found: dict[str, Text] = {}
    for action in actions:
        label = action.args.get("label") if action.kind in ("create_role", "create_token") else None
        if label:
            found[label] = (
                role_name(action.args["role"])
                if action.kind == "create_role"
                else PREDEFINED[action.args["token"]].card.face.name
            )
    return found


def headline(game: Game, action: Action) -> list[Message]:
    """What the action is, in words, as a list of sentences."""
    return _HEADLINES[action.kind](game, action)


def _cast_headline(game: Game, action: Action) -> list[Message]:
    a = action.args
    player = game.player_name(action.actor)
    item = game.by_label(a["card"])
    adventure = item.copiable.adventure if isinstance(item, GameObj) else None
    if a["adventure"] and adventure:
        parts = [
            msg(
                N_("%(player)s casts %(adventure)s, the Adventure of %(card)s."),
                player=player,
                adventure=adventure.name,
                card=name_of(game, a["card"]),
            )
        ]
    elif a["adventure"]:
        parts = [msg(N_("%(player)s casts %(card)s as an Adventure."), player=player, card=name_of(game, a["card"]))]
    else:
        parts = [msg(N_("%(player)s casts %(card)s."), player=player, card=name_of(game, a["card"]))]
    if action.kind == "respond":
        parts.append(msg(N_("This is a response to what is on the stack.")))
    chosen = [name_of(game, t) for t in a["targets"] if t != NO_TARGET]
    if chosen:
        parts.append(msg(N_("Targets: %(targets)s."), targets=chosen))
    elif NO_TARGET in a["targets"]:
        parts.append(msg(N_("No target is chosen for an \u201cup to one\u201d target.")))
    if a["without_paying"]:
        parts.append(msg(N_("Without paying its mana cost.")))
    return parts


def _choose_headline(game: Game, action: Action) -> list[Message]:
    """The headline of a step where a player's later choice is set (`choose`): what they will
    choose, in the words of the choice's kind."""
    player = game.player_name(action.actor)
    key, value = action.args["key"], action.args["value"]
    if key in combat_actions.CHOICE_KINDS:
        return combat_actions.choose_headline(game, player, key, value, action.args["for"])
    return [_CHOICE_HEADLINES.get(key, _copy_targets_headline)(game, player, value, action.args["for"])]


def _keep_role_headline(game: Game, player: str, value: Any, source: str) -> Message:
    return msg(
        N_("%(player)s will keep %(object)s if Roles that entered together must be compared."),
        player=player,
        object=name_of(game, value),
    )


def _scry_headline(game: Game, player: str, value: Any, source: str) -> Message:
    cards = [name_of(game, v) for v in value]
    return msg(
        N_("When %(player)s scries, %(cards)s will go on the bottom."),
        player=player,
        cards=cards or msg(N_("nothing")),
    )


def _targets_headline(game: Game, player: str, value: Any, source: str) -> Message:
    chosen = [name_of(game, v) for v in value if v != NO_TARGET]
    return msg(
        NP_(
            "%(player)s will choose %(targets)s as the target for the ability of %(object)s.",
            "%(player)s will choose %(targets)s as targets for the ability of %(object)s.",
        ),
        player=player,
        targets=chosen or msg(N_("nothing")),
        object=name_of(game, source),
        n=len(chosen),
    )


def _card_name_headline(game: Game, player: str, value: Any, source: str) -> Message:
    return msg(N_("%(player)s will name %(name)s."), player=player, name=game.card_name(value))


def _sacrifice_headline(game: Game, player: str, value: Any, source: str) -> Message:
    if value == NO_TARGET:
        return msg(N_("%(player)s will sacrifice nothing where they may sacrifice a permanent."), player=player)
    return msg(
        N_("%(player)s will sacrifice %(object)s where they may sacrifice a permanent."),
        player=player,
        object=name_of(game, value),
    )


def _dungeon_headline(game: Game, player: str, value: Any, source: str) -> Message:
    return msg(
        N_("When %(player)s ventures into the dungeon without one, they choose %(dungeon)s."),
        player=player,
        dungeon=DUNGEONS[value].card.face.name,
    )


def _room_headline(game: Game, player: str, value: Any, source: str) -> Message:
    return msg(
        N_("Where the dungeon branches, %(player)s moves the venture marker into %(room)s."),
        player=player,
        room=ROOMS[value],
    )


def _sector_headline(game: Game, player: str, value: Any, source: str) -> Message:
    return msg(
        N_("%(player)s will put %(object)s into the %(sector)s."),
        player=player,
        object=name_of(game, source),
        sector=sector_word(value),
    )


def _copy_headline(game: Game, player: str, value: Any, source: str) -> Message:
    if value == NO_TARGET:
        return msg(
            N_("%(player)s won't have %(object)s enter as a copy of anything."),
            player=player,
            object=name_of(game, source),
        )
    return msg(
        N_("%(player)s will have %(object)s enter as a copy of %(other)s."),
        player=player,
        object=name_of(game, source),
        other=name_of(game, value),
    )


def _copy_targets_headline(game: Game, player: str, value: Any, source: str) -> Message:
    return msg(
        N_("%(player)s will choose the copy's targets: %(targets)s."),
        player=player,
        targets=[name_of(game, v) for v in value],
    )


def _yes_or_no(yes: str, no: str) -> Callable[[Game, str, Any, str], Message]:
    """The headline of a choice between doing a thing or not: `yes` or `no`, of the player."""

    def headline(game: Game, player: str, value: Any, source: str) -> Message:
        return msg(yes if value else no, player=player)

    return headline


# What each kind of choice says it will do (the rest: the targets of a copy).
_CHOICE_HEADLINES: dict[str, Callable[[Game, str, Any, str], Message]] = {
    "keep_role": _keep_role_headline,
    "scry_bottom": _scry_headline,
    "targets": _targets_headline,
    "card_name": _card_name_headline,
    "pay_ward": _yes_or_no(N_("%(player)s will pay for ward."), N_("%(player)s won't pay for ward.")),
    "pay": _yes_or_no(
        N_("When %(player)s may pay a cost, they pay it."), N_("When %(player)s may pay a cost, they don't.")
    ),
    "sacrifice": _sacrifice_headline,
    "explore_to_graveyard": _yes_or_no(
        N_("If %(player)s explores and reveals a nonland card, they put it into their graveyard."),
        N_("If %(player)s explores and reveals a nonland card, they leave it on top of their library."),
    ),
    "dungeon": _dungeon_headline,
    "room": _room_headline,
    "sector": _sector_headline,
    "copy": _copy_headline,
}


def _simple(message: str, **keys: str) -> Callable[[Game, Action], list[Message]]:
    def build(game: Game, action: Action) -> list[Message]:
        args: dict[str, Arg] = {}
        for arg, source in keys.items():
            if source == "player":
                args[arg] = game.player_name(action.actor)
            elif source == "to":
                args[arg] = game.player_name(action.args["to"])
            else:
                args[arg] = name_of(game, action.args[source])
        return [msg(message, **args)]

    return build


def _resolve_headline(game: Game, action: Action) -> list[Message]:
    times = action.args["times"]
    if times == 1:
        return [msg(N_("All players pass priority: the top object on the stack resolves."))]
    return [
        msg(
            NP_(
                "All players pass priority, %(n)s time: the top object resolves each time.",
                "All players pass priority, %(n)s times: the top object resolves each time.",
            ),
            n=times,
        )
    ]


_HEADLINES: dict[str, Callable[[Game, Action], list[Message]]] = {
    "cast": _cast_headline,
    "respond": _cast_headline,
    "activate": _simple(N_("%(player)s activates the ability of %(object)s."), player="player", object="card"),
    "resolve": _resolve_headline,
    "resolve_all": lambda g, a: [
        msg(N_("All players pass priority until the stack is empty."))
        if g.stack
        else msg(N_("The stack is empty: nothing waits to resolve."))
    ],
    "create_role": lambda g, a: [
        msg(
            N_("An effect instructs %(player)s to create a %(role)s token attached to %(object)s."),
            player=g.player_name(a.actor),
            role=role_name(a.args["role"]),
            object=name_of(g, a.args["attached_to"]),
        )
    ],
    "create_token": lambda g, a: [
        msg(
            NP_(
                "An effect instructs %(player)s to create %(n)s %(kind)s token.",
                "An effect instructs %(player)s to create %(n)s %(kind)s tokens.",
            ),
            player=g.player_name(a.actor),
            n=a.args["amount"],
            kind=token_kind(a.args["token"]),
        )
    ],
    "copy": _simple(N_("An effect has %(player)s copy %(spell)s."), player="player", spell="spell"),
    "counter": _simple(N_("An effect counters %(spell)s."), spell="spell"),
    "change_control": _simple(N_("An effect gives %(player)s control of %(object)s."), player="to", object="object"),
    "attack": lambda g, a: [
        msg(
            N_("%(player)s attacks with %(creatures)s."),
            player=g.player_name(a.actor),
            creatures=[name_of(g, c) for c in a.args["creatures"]],
        )
    ],
    "combat_damage": lambda g, a: [
        msg(N_("The first-strike combat damage step."))
        if a.args["step"] == "first"
        else msg(N_("Combat damage is dealt."))
    ],
    "choose": _choose_headline,
    "phase": lambda g, a: [msg(N_("The game moves on to the %(phase)s."), phase=phase_word(a.args["to"]))],
    "end_turn": lambda g, a: [msg(N_("The turn ends."))],
    "check": lambda g, a: [msg(N_("The example checks the game here:"))],
    **combat_actions.HEADLINES,
}
