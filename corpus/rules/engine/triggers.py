"""Triggered abilities (rule 603): noticing trigger events, then putting them on the stack.

- Enters-the-battlefield abilities (603.6a) and "whenever you cast" (601.2i) look at the game right
after the event; "Whenever a [kind of permanent] enters" is checked for every permanent on the
battlefield, the newcomers included (603.6a); leaves-the-battlefield abilities such as the Wicked
Role's look back in time (603.10a), so a Role put into the graveyard by a state-based action still
triggers.
- An intervening "if" is checked when the event happens and again on resolution (603.4).
- Waiting abilities go on the stack the next time a player would receive priority, the active
  player's first (603.3b); their controller is the controller of the source (603.3a).
- Ward (702.21a) triggers when a permanent becomes the target of an opponent's spell or ability.
- A player's speed ability, which has no source, triggers when an opponent loses life during
  that player's turn (702.179d, speed.py).
- A Saga's chapter abilities trigger when lore counters reach their number (714.2b), as it
  enters with one (714.3a) and as its controller's precombat main phase begins (714.3b).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..text.messages import N_, Text, msg
from .casting import choose_targets, target_names
from .game import Event
from .layers import Chars, characteristics, controller
from .model import TargetSpec, TriggeredAbility, ward_cost
from .objects import GameObj, StackAbility
from .sagas import chapter_numeral, chapters_reached
from .speed import SPEED_ABILITY, speed_ability_name, speed_triggers
from .targets import emit_targeted, matches, target_problem

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Pending:
    ability: TriggeredAbility
    source: GameObj | None  # None: an ability with no source (702.179d)
    source_name: Text
    controller: str
    lki: Chars | None
    ward_spell: int | None = None
    ward_cost: int = 0


def on_event(game: Game, event: Event) -> None:
    if event.kind == "zone_change":
        _zone_change(game, event)
    elif event.kind == "cast":
        _cast(game, event)
    elif event.kind == "attacks":
        _attacks(game, event)
    elif event.kind == "targeted":
        _targeted(game, event)
    elif event.kind == "life_lost":
        _life_lost(game, event.player)
    elif event.kind == "lore_counters" and isinstance(event.obj, GameObj):
        _chapters(game, event.obj, characteristics(game, event.obj), event.before)


def _add(game: Game, pending: Pending) -> None:
    game.pending.append(pending)


def _zone_change(game: Game, event: Event) -> None:
    obj = event.obj
    if event.to_zone == "battlefield" and isinstance(obj, GameObj):
        chars = characteristics(game, obj)
        for ability in chars.triggered:
            if ability.event == "enters":
                game.note(
                    msg(N_("%(object)s entered the battlefield: its ability triggers."), object=game.display(obj)),
                    "603.6a",
                )
                _add(game, Pending(ability, obj, game.display(obj), chars.controller or obj.owner, chars))
        _chapters(game, obj, chars, 0)
        _permanent_enters(game, obj, chars)
    if event.from_zone == "battlefield" and event.to_zone == "graveyard" and event.old is not None:
        lki: Chars = event.lki  # type: ignore[assignment]
        for ability in lki.triggered:
            if ability.event == "dies":
                game.note(
                    msg(
                        N_(
                            "%(object)s was put into a graveyard from the battlefield: its ability triggers "
                            "(looking back in time)."
                        ),
                        object=game.display(event.old),
                    ),
                    "603.6c",
                    "603.10a",
                )
                _add(game, Pending(ability, event.old, game.display(event.old), lki.controller or event.old.owner, lki))


def _chapters(game: Game, saga: GameObj, chars: Chars, before: int) -> None:
    """Rule 714.2b: each chapter ability whose number the lore counters reached triggers."""
    after = saga.counters.get("lore", 0)
    for ability in chapters_reached(chars, before, after):
        if before == 0:
            game.note(
                msg(
                    N_(
                        "%(object)s entered the battlefield with a lore counter: its chapter %(chapter)s ability "
                        "triggers."
                    ),
                    object=game.display(saga),
                    chapter=chapter_numeral(ability),
                ),
                "714.3a",
                "714.2b",
            )
        else:
            game.note(
                msg(
                    N_(
                        "The lore counters on %(object)s went from %(before)s to %(after)s: its chapter "
                        "%(chapter)s ability triggers."
                    ),
                    object=game.display(saga),
                    before=before,
                    after=after,
                    chapter=chapter_numeral(ability),
                ),
                "714.2b",
            )
        _add(game, Pending(ability, saga, game.display(saga), chars.controller or saga.owner, chars))


def _permanent_enters(game: Game, entered: GameObj, entered_chars: Chars) -> None:
    """Rule 603.6a: "Whenever a [filter] enters": every permanent, the newcomers included."""
    for permanent, chars, ability, you in _watching(
        game, "permanent_enters", entered, entered_chars, exclude_self=True
    ):
        game.note(
            msg(
                N_("%(object)s entered the battlefield: the ability of %(source)s triggers."),
                object=game.display(entered),
                source=game.display(permanent),
            ),
            "603.6a",
            "603.2",
        )
        _add(game, Pending(ability, permanent, game.display(permanent), you, chars))


def _cast(game: Game, event: Event) -> None:
    spell = event.obj
    assert isinstance(spell, GameObj)
    spell_chars = characteristics(game, spell)
    caster = spell_chars.controller
    assert caster is not None  # a spell on the stack has a controller
    for permanent, chars, ability, you in _watching(game, "you_cast", spell, spell_chars, exclude_self=False):
        if you != caster:
            continue
        game.note(
            msg(
                N_("%(player)s cast %(spell)s: the ability of %(object)s triggers."),
                player=game.player_name(caster),
                spell=game.display(spell),
                object=game.display(permanent),
            ),
            "601.2i",
            "603.2",
        )
        _add(game, Pending(ability, permanent, game.display(permanent), caster, chars))


def _watching(
    game: Game, event: str, obj: GameObj, obj_chars: Chars, exclude_self: bool
) -> Iterator[tuple[GameObj, Chars, TriggeredAbility, str]]:
    """The permanents' triggered abilities of `event` whose filter `obj` passes, with the
    permanent, its characteristics and its controller ("another creature" leaves out the
    permanent itself where `exclude_self`)."""
    for permanent in game.permanents():
        chars = characteristics(game, permanent)
        you = chars.controller or permanent.owner
        for ability in chars.triggered:
            if ability.event != event or ability.filter is None:
                continue
            if matches(game, obj, obj_chars, ability.filter, you, permanent.oid if exclude_self else None) is None:
                yield permanent, chars, ability, you


def _attacks(game: Game, event: Event) -> None:
    creature = event.obj
    assert isinstance(creature, GameObj)
    chars = characteristics(game, creature)
    for ability in chars.triggered:
        if ability.event != "attacks":
            continue
        limit = ability.toughness_at_most
        if limit is not None and (chars.toughness is None or chars.toughness > limit):
            game.note(
                msg(
                    N_(
                        "%(object)s attacks, but its toughness is %(toughness)s, more than %(limit)s: the ability "
                        "doesn't trigger."
                    ),
                    object=game.display(creature),
                    toughness=chars.toughness,
                    limit=limit,
                ),
                "603.4",
            )
            continue
        game.note(
            msg(N_("%(object)s attacks: its ability triggers."), object=game.display(creature)), "508.1m", "603.2"
        )
        if limit is not None:
            game.note(
                msg(
                    N_("Its condition is true now (toughness %(toughness)s, at most %(limit)s)."),
                    toughness=chars.toughness,
                    limit=limit,
                ),
                "603.4",
            )
        _add(game, Pending(ability, creature, game.display(creature), chars.controller or creature.owner, chars))


def _life_lost(game: Game, loser: str) -> None:
    player = speed_triggers(game, loser)
    if player is not None:
        _add(game, Pending(SPEED_ABILITY, None, speed_ability_name(game, player), player, None))


def _targeted(game: Game, event: Event) -> None:
    obj, by = event.obj, event.by
    assert isinstance(obj, GameObj) and by is not None
    chars = characteristics(game, obj)
    cost = ward_cost(chars.keywords)
    attacker = by.controller if isinstance(by, StackAbility) else controller(game, by)
    if cost is None or attacker == chars.controller:
        return
    game.note(
        msg(
            N_("%(object)s became the target of a spell or ability an opponent controls: its ward ability triggers."),
            object=game.display(obj),
        ),
        "702.21a",
    )
    ward = TriggeredAbility("targeted", ())
    _add(
        game,
        Pending(ward, obj, game.display(obj), chars.controller or obj.owner, chars, ward_spell=by.oid, ward_cost=cost),
    )


def put_on_stack(game: Game) -> None:
    """Rule 603.3b: waiting abilities go on the stack, the active player's first."""
    waiting, game.pending = game.pending, []
    for player in game.apnap():
        for pending in (p for p in waiting if p.controller == player):
            _put(game, pending)


def _put(game: Game, pending: Pending) -> None:
    if pending.source is None:
        _put_sourceless(game, pending)
        return
    ability, source = pending.ability, pending.source
    targets: tuple = ()
    if ability.targets:
        choice = game.choose(pending.controller, "targets", source=source.label)
        if choice is None and not _any_legal(game, ability.targets[0], pending, source):
            game.note(
                msg(
                    N_("The ability of %(object)s has no legal target and is removed from the stack."),
                    object=pending.source_name,
                ),
                "603.3d",
            )
            return
        if choice is None:
            choice = game.require_choice(
                pending.controller,
                "targets",
                msg(N_("targets for the ability of %(object)s"), object=pending.source_name),
                source=source.label,
            )
        targets = choose_targets(
            game, pending.controller, ability.targets, tuple(choice.data["targets"]), source.oid, pending.lki
        )
    item = StackAbility(
        oid=game.new_oid(),
        label=game.unique_label(f"{source.label}-trigger"),
        source_oid=source.oid,
        source_name=pending.source_name,
        controller=pending.controller,
        ability=ability,
        targets=targets,
        ward_spell=pending.ward_spell,
        ward_cost=pending.ward_cost,
    )
    game.put(item, "stack")
    game.note(
        msg(
            N_("The triggered ability of %(object)s goes on the stack, controlled by %(player)s."),
            object=pending.source_name,
            player=game.player_name(pending.controller),
        ),
        "603.3",
        "603.3a",
    )
    chosen = target_names(game, targets)
    if chosen:  # (as it goes on the stack, 603.3d: a reflexive trigger's target had gone unsaid)
        game.note(msg(N_("Targets chosen: %(targets)s."), targets=chosen), "603.3d", "601.2c")
    emit_targeted(game, item, targets)


def _put_sourceless(game: Game, pending: Pending) -> None:
    """An ability with no source (a player's speed ability, 702.179d): no targets, named by
    its own name, labelled after its controller."""
    item = StackAbility(
        oid=game.new_oid(),
        label=game.unique_label(f"{pending.controller}-speed"),
        source_oid=None,
        source_name=pending.source_name,
        controller=pending.controller,
        ability=pending.ability,
    )
    game.put(item, "stack")
    game.note(
        msg(
            N_("%(object)s goes on the stack, controlled by %(player)s."),
            object=pending.source_name,
            player=game.player_name(pending.controller),
        ),
        "603.3",
        "702.179d",
    )


def _any_legal(game: Game, spec: TargetSpec, pending: Pending, source: GameObj) -> bool:
    candidates: list = (
        list(game.order)
        if spec.what == "player"
        else [o for o in game.objects.values() if isinstance(o, GameObj) and o.zone == spec.zone]
    )
    return any(target_problem(game, spec, c, pending.controller, source.oid, pending.lki) is None for c in candidates)
