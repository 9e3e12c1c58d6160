"""Casting spells (rule 601) and activating abilities (602): permissions, timing, targets, costs.

Legality is checked before anything moves, so an illegal attempt changes nothing (rule 601.2e:
the game returns to the moment before). An adventurer card is checked with only the
characteristics it will have on the stack (715.3a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, msg
from ..text.words import type_word, zone_source
from .costs import check_costs, pay_costs, resolve_mana_ability
from .errors import IllegalAction
from .game import Event
from .layers import Chars, characteristics, controlled_statics, face_chars
from .model import ActivatedAbility, Face, Filter, StaticAbility, TargetSpec, mana_value
from .objects import GameObj, StackAbility, Target
from .targets import as_target, chosen_again, emit_targeted, matches, resolve_target, target_problem

if TYPE_CHECKING:
    from .game import Game

AURA_TARGET = TargetSpec("permanent", Filter(types=("creature",)))  # rules 303.4a, 702.5a


@dataclass
class CastRequest:
    player: str
    card: str
    adventure: bool = False
    targets: tuple[str | None, ...] = ()
    without_paying: bool = False
    response: bool = False


def spell_targets(face: Face) -> tuple[TargetSpec, ...]:
    """What a spell targets: its own targets, or for an Aura what it can enchant (303.4a)."""
    if "Aura" in face.subtypes:
        return (AURA_TARGET,)
    return face.targets


def cast(game: Game, request: CastRequest) -> GameObj:
    card = game.by_label(request.card)
    if not isinstance(card, GameObj) or card.zone in ("battlefield", "stack", "gone"):
        raise IllegalAction(msg(N_("%(object)s is not a card that can be cast from where it is."), object=request.card))
    player = request.player
    if request.adventure and card.copiable.adventure is None:
        raise IllegalAction(msg(N_("%(card)s has no Adventure."), card=game.display(card)), ("715.3",))
    face = card.copiable.adventure if request.adventure and card.copiable.adventure is not None else card.copiable.face
    spell = face_chars(face, player, card.copiable.adventure is not None and not request.adventure)
    permission = _permission(game, player, card, spell, request)
    _check_name_locks(game, spell)
    _check_timing(game, player, spell, request.response)
    targets = choose_targets(game, player, spell_targets(face), request.targets, card.oid, spell)
    if request.response and not game.stack:
        raise IllegalAction(msg(N_("There is nothing on the stack to respond to.")), ("117.7",))
    top = game.stack_items()[-1] if game.stack else None
    from_zone = card.zone
    on_stack = game.move(card, "stack", controller=player, as_adventure=request.adventure)  # rule 601.2a
    on_stack.targets = targets
    _announce(game, on_stack, from_zone, request, spell)
    _use_permission(game, player, permission, spell)
    if top is not None:
        game.note(
            msg(N_("It was cast in response to %(other)s, so it will resolve first."), other=game.display(top)),
            "117.7",
            "405.5",
        )
    _note_targets(game, targets, *(("303.4a", "702.5a") if "Aura" in face.subtypes else ()))
    _pay(game, player, face, request)
    game.players[player].spells_cast += 1
    game.emit(Event("cast", obj=on_stack))  # rule 601.2i: the spell becomes cast
    emit_targeted(game, on_stack, targets)
    return on_stack


def _announce(game: Game, spell: GameObj, from_zone: str, request: CastRequest, chars: Chars) -> None:
    player = game.player_name(request.player)
    shown = game.display(spell)
    if request.adventure:
        game.note(
            msg(
                N_(
                    "%(player)s casts %(card)s as an Adventure %(source)s. On the stack it has only the "
                    "Adventure's characteristics: %(types)s, mana value %(mana_value)s."
                ),
                player=player,
                card=shown,
                source=zone_source(from_zone),
                types=[type_word(t) for t in chars.types],
                mana_value=chars.mana_value,
            ),
            "601.2a",
            "715.3",
            "715.3b",
        )
    else:
        game.note(
            msg(N_("%(player)s casts %(card)s %(source)s."), player=player, card=shown, source=zone_source(from_zone)),
            "601.2a",
        )


def _note_targets(game: Game, targets: tuple[Target | None, ...], *rules: str) -> None:
    """Tell the targets chosen; `rules` adds the rules that restricted them (an Aura's enchant)."""
    chosen = target_names(game, targets)
    if chosen:
        game.note(msg(N_("Targets chosen: %(targets)s."), targets=chosen), "601.2c", "115.1", *rules)
    if any(t is None for t in targets):
        game.note(msg(N_("No target is chosen for an \u201cup to one\u201d target.")), "601.2c")


def target_names(game: Game, targets: tuple[Target | None, ...]) -> list:
    """The chosen targets as a trace names them (a player's name, an object's display)."""
    return [_target_name(game, t) for t in targets if t is not None]


def _target_name(game: Game, target: Target):
    if target.player is not None:
        return game.player_name(target.player)
    item = game.get(target.oid)
    return game.display(item) if item else "?"


def _permission(
    game: Game, player: str, card: GameObj, spell: Chars, request: CastRequest
) -> tuple[GameObj, StaticAbility] | None:
    """Rule 601.3: a player can begin to cast a spell only if a rule or effect allows it.

    None means the normal rules allow it (a card in your hand, or an Adventure card exiled by
    resolving, 715.3d); otherwise the permanent and the ability that allow it.
    """
    zone = card.zone
    if zone == "hand" and card.owner == player and not request.without_paying:
        return None
    if zone == "exile" and card.play_permission == player and not request.adventure and not request.without_paying:
        return None
    if zone == "library" and game.players[card.owner].library[:1] != [card.oid]:
        raise IllegalAction(
            msg(N_("%(card)s is not the top card of the library."), card=game.display(card)), ("601.3",)
        )
    allowing = _allowing(game, player, card, spell, request)
    if allowing is not None:
        return allowing
    raise _refused(game, player, card, spell, request)


def _allowing(
    game: Game, player: str, card: GameObj, spell: Chars, request: CastRequest
) -> tuple[GameObj, StaticAbility] | None:
    """The permanent of `player` and its ability that let them cast `card` from where it is."""
    where = "library_top" if card.zone == "library" else card.zone
    for source, static in controlled_statics(game, player, "may_cast"):
        if static.args["from"] != where or (request.without_paying and not static.args["without_paying"]):
            continue
        if where == "hand" and card.owner != player:
            continue
        if static.args["once_each_turn"] and (source.oid, game.turn) in game.used_once:
            continue
        if matches(game, card, spell, static.args["filter"], player, None) is None:
            return source, static
    return None


def _refused(game: Game, player: str, card: GameObj, spell: Chars, request: CastRequest) -> IllegalAction:
    """Why nothing lets `player` cast `card` as asked (601.3): an adventurer cast as an Adventure
    again, a card in exile without a permission, or a spell from where no rule allows it."""
    zone = card.zone
    if zone == "exile" and card.play_permission == player and request.adventure:
        return IllegalAction(
            msg(
                N_(
                    "%(card)s went on an adventure: its owner may cast it from exile, but only as a creature "
                    "spell, not as an Adventure again."
                ),
                card=game.display(card),
            ),
            ("715.3d",),
        )
    if zone == "exile":
        return IllegalAction(
            msg(
                N_(
                    "No rule or effect allows %(player)s to cast %(card)s from exile: only a card exiled by "
                    "resolving as an Adventure gives that permission."
                ),
                player=game.player_name(player),
                card=game.display(card),
            ),
            ("601.3", "715.3d"),
        )
    return IllegalAction(
        msg(
            N_("No rule or effect allows %(player)s to cast %(card)s this way (%(source)s, as %(types)s)."),
            player=game.player_name(player),
            card=spell.name,
            source=zone_source(zone),
            types=[type_word(t) for t in spell.types],
        ),
        ("601.3", "715.3a") if request.adventure or card.copiable.adventure else ("601.3",),
    )


def _use_permission(game: Game, player: str, permission: tuple[GameObj, StaticAbility] | None, spell: Chars) -> None:
    if permission is None:
        return
    source, static = permission
    if static.args["once_each_turn"]:
        game.used_once.add((source.oid, game.turn))
    game.note(
        msg(
            N_("%(source)s allows %(player)s to cast %(card)s this way."),
            source=game.display(source),
            player=game.player_name(player),
            card=spell.name,
        ),
        "601.3",
    )


def _check_name_locks(game: Game, spell: Chars) -> None:
    for player in game.order:
        for permanent, _ in controlled_statics(game, player, "name_lock"):
            if permanent.chosen_name == spell.name_en:
                raise IllegalAction(
                    msg(
                        N_("Spells named %(name)s can't be cast: %(source)s named it."),
                        name=spell.name,
                        source=game.display(permanent),
                    ),
                    ("601.3",),
                )


# The rule of each card type that says when its cards are cast: a creature spell's timing had
# cited the rule of sorceries too (a judge's review).
_CAST_AS_SORCERY = {
    "artifact": "301.1",
    "creature": "302.1",
    "enchantment": "303.1",
    "planeswalker": "306.1",
    "sorcery": "307.1",
    "battle": "310.1",
}


def _check_timing(game: Game, player: str, spell: Chars, response: bool) -> None:
    """Rule 117.1a: instants (and spells with flash, 702.8a) any time with priority; other spells
    in your main phase, empty stack."""
    if "instant" in spell.types:
        return
    if "flash" in spell.keywords:
        if game.active != player or game.phase not in ("main1", "main2") or game.stack:
            game.note(
                msg(
                    N_("%(card)s has flash: it can be cast any time its controller could cast an instant."),
                    card=spell.name,
                ),
                "702.8a",
            )
        return
    if game.active != player or game.phase not in ("main1", "main2") or game.stack:
        raise IllegalAction(
            msg(
                N_(
                    "%(card)s is not an instant: it can be cast only during its caster's main phase while the "
                    "stack is empty."
                ),
                card=spell.name,
            ),
            ("117.1a", *(rule for kind, rule in _CAST_AS_SORCERY.items() if kind in spell.types)),
        )


def choose_targets(
    game: Game,
    player: str,
    specs: tuple[TargetSpec, ...],
    handles: tuple[str | None, ...],
    source_oid: int | None,
    source_chars: Chars | None,
) -> tuple[Target | None, ...]:
    """The targets the scenario names for a spell, an ability or a copy (rules 601.2c, 602.2b,
    603.3d, 707.10c), each checked."""
    if len(handles) > len(specs):
        raise IllegalAction(
            msg(
                NP_("Too many targets: it has only %(n)s target.", "Too many targets: it has only %(n)s targets."),
                n=len(specs),
            ),
            ("601.2c",),
        )
    chosen: list[Target | None] = []
    for i, spec in enumerate(specs):
        handle = handles[i] if i < len(handles) else None
        if handle is None:
            if not spec.optional:
                raise IllegalAction(msg(N_("A target is required and none was chosen.")), ("601.2c",))
            chosen.append(None)
            continue
        candidate = resolve_target(game, spec, handle)
        if candidate is None:
            raise IllegalAction(msg(N_("%(object)s does not exist."), object=handle), ("115.1",))
        problem = target_problem(game, spec, candidate, player, source_oid, source_chars)
        if problem:
            raise IllegalAction(*problem)
        target = as_target(candidate, spec.instance)
        again = chosen_again(game, target, chosen)
        if again:
            raise IllegalAction(*again)
        chosen.append(target)
    return tuple(chosen)


def _pay(game: Game, player: str, face: Face, request: CastRequest) -> None:
    """Rules 601.2f-h: the total cost, or none for "without paying its mana cost" (118.9)."""
    name = game.player_name(player)
    if request.without_paying:
        game.note(
            msg(N_("%(player)s casts it without paying its mana cost (an alternative cost)."), player=name),
            "118.9",
            "601.2f",
        )
        if request.adventure:
            game.note(
                msg(N_("Casting a card as an Adventure is not an alternative cost, so it can be combined with one.")),
                "715.3",
                "601.2b",
            )
        return
    game.players[player].mana_spent += mana_value(face.cost)
    game.note(msg(N_("%(player)s pays %(cost)s."), player=name, cost=face.cost or "{0}"), "601.2h")


def activate(
    game: Game, player: str, label: str, handles: tuple[str | None, ...], discard: str | None = None
) -> StackAbility | None:
    """Rule 602.2: put an activated ability on the stack and pay its costs; a mana ability
    resolves at once instead (605.3b), and None is returned."""
    source = game.by_label(label)
    if not isinstance(source, GameObj) or source.zone != "battlefield" or source.phased_out:
        raise IllegalAction(msg(N_("%(object)s is not a permanent on the battlefield."), object=label), ("602.2",))
    chars = characteristics(game, source)
    if chars.controller != player:
        raise IllegalAction(
            msg(N_("Only the controller of %(object)s can activate its abilities."), object=game.display(source)),
            ("602.2",),
        )
    if not chars.activated:
        raise IllegalAction(msg(N_("%(object)s has no activated ability."), object=game.display(source)), ("602.1",))
    ability: ActivatedAbility = chars.activated[0]
    to_discard = check_costs(game, player, source, chars, ability, discard)
    targets = choose_targets(game, player, ability.targets, handles, source.oid, chars)
    if ability.is_mana_ability:
        resolve_mana_ability(game, player, source, ability, to_discard)
        return None
    item = StackAbility(
        oid=game.new_oid(),
        label=game.unique_label(f"{source.label}-ability"),
        source_oid=source.oid,
        source_name=game.display(source),
        controller=player,
        ability=ability,
        targets=targets,
    )
    game.put(item, "stack")
    game.note(
        msg(
            N_("%(player)s activates the ability of %(object)s."),
            player=game.player_name(player),
            object=game.display(source),
        ),
        "602.2",
    )
    _note_targets(game, targets)
    pay_costs(game, player, source, ability, to_discard)
    emit_targeted(game, item, targets)
    return item
