"""The stack: resolving (rule 608), countering (701.6) and copying spells (707.10).

The last object put on the stack resolves first (405.5, 117.7). A spell or ability whose
every target has become illegal doesn't resolve (608.2b): none of its effects happen, so a
Role it would create is not created. An Adventure spell is exiled as it resolves and its
controller may later cast the card as a creature from exile (715.3d); leaving the stack any
other way puts it into the graveyard with no such permission.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .adventures import exile_adventure
from .casting import choose_targets, spell_targets, target_names
from .copies import copy_to_enter_as
from .effects import Context, apply, handles
from .errors import IllegalAction
from .layers import Chars, characteristics, controller
from .model import Effect, TargetSpec, TriggeredAbility
from .naming import choose_as_enters
from .objects import GameObj, StackAbility, StackItem
from .roles import enchant_problem
from .targets import emit_targeted, still_legal

if TYPE_CHECKING:
    from .game import Game


def top(game: Game) -> StackItem:
    if not game.stack:
        raise IllegalAction(msg(N_("The stack is empty: there is nothing to resolve.")), ("405.5",))
    return game.objects[game.stack[-1]]


def resolve_top(game: Game) -> None:
    """All players pass in succession: the top object resolves (rules 117.4, 405.5)."""
    item = top(game)
    if isinstance(item, StackAbility):
        _resolve_ability(game, item)
    else:
        _resolve_spell(game, item)


def _legal_targets(
    game: Game,
    item: StackItem,
    specs: tuple[TargetSpec, ...],
    you: str,
    source_oid: int | None,
    source_chars: Chars | None,
) -> tuple[bool, ...]:
    return tuple(
        target is not None and still_legal(game, spec, target, you, source_oid, source_chars)
        for spec, target in zip(specs, item.targets, strict=False)
    )


def _all_illegal(item: StackItem, legal: tuple[bool, ...]) -> bool:
    """Rule 608.2b: every target chosen (for every instance of "target") is now illegal."""
    chosen = [ok for ok, target in zip(legal, item.targets, strict=False) if target is not None]
    return bool(chosen) and not any(chosen)


def _note_resolving(game: Game, item: StackItem, legal: tuple[bool, ...], permanent: bool = False) -> None:
    """That the item resolves, unless it will not (608.2b): the trace then says that instead.
    A permanent spell resolves by rule 608.3, an instant, a sorcery or an ability by 608.2."""
    if not _all_illegal(item, legal):
        game.note(msg(N_("%(object)s resolves."), object=game.display(item)), "608.3" if permanent else "608.2")


def _fizzles(game: Game, item: StackItem, legal: tuple[bool, ...]) -> bool:
    """Whether the item doesn't resolve (_all_illegal), said in the trace, as is a target of
    several that is illegal now and won't be affected (608.2b)."""
    if _all_illegal(item, legal):
        game.note(
            msg(
                N_("%(object)s doesn't resolve: all its targets are illegal now. None of its effects happen."),
                object=game.display(item),
            ),
            "608.2b",
        )
        return True
    if not all(ok for ok, target in zip(legal, item.targets, strict=False) if target is not None):
        game.note(
            msg(N_("One of its targets is illegal now; it won't be affected, the rest of the effect happens.")),
            "608.2b",
        )
    return False


def _resolve_ability(game: Game, ability: StackAbility) -> None:
    if ability.ward_spell is not None:
        game.note(msg(N_("%(object)s resolves."), object=game.display(ability)), "608.2")
        _resolve_ward(game, ability)
        game.remove(ability)
        return
    definition = ability.ability
    source = game.current(ability.source_oid) if ability.source_oid is not None else None
    source_chars = characteristics(game, source) if source else None
    legal = _legal_targets(game, ability, definition.targets, ability.controller, ability.source_oid, source_chars)
    _note_resolving(game, ability, legal)
    if isinstance(definition, TriggeredAbility) and definition.toughness_at_most is not None:
        toughness = source_chars.toughness if source and source_chars and source.zone == "battlefield" else None
        if toughness is None or toughness > definition.toughness_at_most:
            game.note(
                msg(
                    N_(
                        "Its condition is checked again and is false now (toughness %(toughness)s, more than "
                        "%(limit)s): it does nothing."
                    ),
                    toughness=toughness if toughness is not None else "\u2014",
                    limit=definition.toughness_at_most,
                ),
                "603.4",
                "608.2a",
            )
            game.remove(ability)
            return
        game.note(
            msg(
                N_("Its condition is still true (toughness %(toughness)s, at most %(limit)s)."),
                toughness=toughness,
                limit=definition.toughness_at_most,
            ),
            "603.4",
            "608.2a",
        )
    if not _fizzles(game, ability, legal):
        context = Context(
            ability.controller,
            ability.source_name,
            ability.source_oid,
            ability.targets,
            legal,
            tuple(spec.instance for spec in definition.targets),
        )
        for effect in definition.effects:
            apply(game, effect, context)
    game.remove(ability)  # rule 608.2n


def _resolve_ward(game: Game, ability: StackAbility) -> None:
    """Rule 702.21a: counter that spell or ability unless its controller pays the cost."""
    victim: GameObj | StackAbility | None = game.current(ability.ward_spell) if ability.ward_spell is not None else None
    if victim is None:
        victim_ability = game.get(ability.ward_spell)
        victim = victim_ability if isinstance(victim_ability, StackAbility) and victim_ability.zone == "stack" else None
    if victim is None or victim.zone != "stack":
        return
    payer = victim.controller if isinstance(victim, StackAbility) else controller(game, victim)
    assert payer is not None  # a spell on the stack has a controller
    choice = game.require_choice(payer, "ward", msg(N_("whether to pay the ward cost")))
    if choice.data.get("pay"):
        game.players[payer].mana_spent += ability.ward_cost
        game.note(
            msg(N_("%(player)s pays {%(cost)s} for ward."), player=game.player_name(payer), cost=ability.ward_cost),
            "702.21a",
        )
        return
    game.note(msg(N_("%(player)s doesn't pay for ward."), player=game.player_name(payer)), "702.21a")
    counter(game, victim)


def _resolve_spell(game: Game, spell: GameObj) -> None:
    chars = characteristics(game, spell)
    you = chars.controller or spell.owner
    specs = spell_targets(chars.face)
    legal = _legal_targets(game, spell, specs, you, spell.oid, chars)
    _note_resolving(game, spell, legal, chars.face.is_permanent)
    if _fizzles(game, spell, legal):
        _leave_stack_unresolved(game, spell)
        return
    if chars.face.is_permanent:
        _resolve_permanent(game, spell, you, chars, legal)
        return
    context = Context(you, game.display(spell), None, spell.targets, legal, tuple(spec.instance for spec in specs))
    for effect in chars.face.effects:
        apply(game, effect, context)
    if spell.as_adventure:
        exile_adventure(game, spell, you)
    else:
        game.note(msg(N_("%(object)s is put into its owner's graveyard."), object=game.display(spell)), "608.2n")
        game.move(spell, "graveyard")


def _resolve_permanent(game: Game, spell: GameObj, you: str, chars: Chars, legal: tuple[bool, ...]) -> None:
    """Rule 608.3: the spell becomes a permanent (a copy of a spell becomes a token, 608.3f)."""
    attach_to = None
    if "Aura" in chars.subtypes:
        first = spell.targets[0] if spell.targets and legal[0] else None
        attach_to = game.current(first.oid) if first is not None and first.oid is not None else None
        if attach_to is None or enchant_problem(game, attach_to):
            game.note(
                msg(
                    N_("%(object)s can't enter attached to its target and is put into its owner's graveyard."),
                    object=game.display(spell),
                ),
                "608.3b",
                "303.4g",
            )
            game.move(spell, "graveyard")
            return
    was_copy = spell.spell_copy
    copy_of = copy_to_enter_as(game, spell, chars, you)
    with game.told_first():
        permanent = game.move(
            spell,
            "battlefield",
            controller=you,
            copy_of=copy_of,
            attached_to=attach_to.oid if attach_to else None,
            becomes_token=was_copy,
        )
        choose_as_enters(game, permanent, you)
        if attach_to is not None:
            game.note(
                msg(
                    N_("%(object)s enters the battlefield attached to %(other)s."),
                    object=game.display(permanent),
                    other=game.display(attach_to),
                ),
                "608.3c",
                "613.7e",
            )
        else:
            game.note(
                msg(
                    N_("%(object)s enters the battlefield under %(player)s's control."),
                    object=game.display(permanent),
                    player=game.player_name(you),
                ),
                "608.3a",
            )
        if was_copy:
            game.note(msg(N_("A copy of a permanent spell becomes a token as it enters.")), "608.3f")


def _leave_stack_unresolved(game: Game, spell: GameObj) -> None:
    """A spell that leaves the stack without resolving goes to its owner's graveyard."""
    if spell.as_adventure:
        game.note(
            msg(
                N_(
                    "%(object)s didn't resolve, so it is not exiled: it goes to the graveyard and can't be cast "
                    "later as a creature."
                ),
                object=game.display(spell),
            ),
            "715.3d",
            "608.2b",
        )
    else:
        game.note(msg(N_("%(object)s is put into its owner's graveyard."), object=game.display(spell)), "608.2b")
    game.move(spell, "graveyard")


def counter(game: Game, item: StackItem, *, exile_instead: bool = False) -> None:
    """Rule 701.6a: a countered spell goes to its owner's graveyard; an ability just ceases.

    With `exile_instead` ("If that spell is countered this way, exile it instead") the card is
    exiled, but not by resolving as an Adventure, so it gives no permission to cast it (715.3d).
    """
    game.note(
        msg(
            N_("%(object)s is countered: it doesn't resolve and none of its effects happen."), object=game.display(item)
        ),
        "701.6a",
    )
    if isinstance(item, StackAbility):
        game.remove(item)
        return
    if exile_instead:
        game.note(
            msg(
                N_(
                    "%(object)s is exiled instead of going to the graveyard. It didn't exile itself by resolving, "
                    "so nobody may cast it from exile."
                ),
                object=game.display(item),
            ),
            "614.1a",
            "715.3d",
        )
        game.move(item, "exile")
        return
    if item.as_adventure:
        game.note(
            msg(
                N_(
                    "A countered Adventure spell isn't exiled: %(object)s goes to the graveyard and can't be cast "
                    "later as a creature."
                ),
                object=game.display(item),
            ),
            "715.3d",
        )
    game.move(item, "graveyard")


def copy_spell(game: Game, player: str, original: GameObj) -> GameObj:
    """Rule 707.10: put a copy on the stack; it is not cast. Its owner and controller are the
    player who copied it. A copy of an Adventure is an Adventure too (715.3c)."""
    copy = GameObj(
        oid=game.new_oid(),
        label=game.unique_label(f"{original.label}-copy"),
        card=original.copiable,
        owner=player,
        zone="stack",
        controller=player,
        spell_copy=True,
        copied_name=game.display(original),
        as_adventure=original.as_adventure,
        timestamp=game.tick(),
        targets=original.targets,
        number=None,
    )
    game.put(copy, "stack")
    choice = game.choose(player, "new_targets")
    if choice is not None:
        chars = characteristics(game, copy)
        copy.targets = choose_targets(
            game, player, spell_targets(chars.face), tuple(choice.data["targets"]), copy.oid, chars
        )
    game.note(
        msg(
            N_(
                "%(player)s puts a copy of %(object)s on the stack. The copy isn't cast; it has the same "
                "characteristics and choices."
            ),
            player=game.player_name(player),
            object=game.display(original),
        ),
        "707.10",
        *(("715.3c",) if original.as_adventure else ()),
    )
    if choice is not None:
        _note_new_targets(game, copy, original)
    emit_targeted(game, copy, copy.targets)
    return copy


def _note_new_targets(game: Game, copy: GameObj, original: StackItem) -> None:
    """Whether the copy's controller, who may choose new targets, changed them (707.10c: any of
    them may stay as they were)."""
    names = target_names(game, copy.targets)
    if copy.targets == original.targets:
        message = msg(N_("The copy keeps the targets of the original: %(targets)s."), targets=names)
    else:
        message = msg(N_("The copy gets new targets: %(targets)s."), targets=names)
    game.note(message, "707.10c")


@handles("counter")
def _counter_effect(game: Game, effect: Effect, context: Context) -> None:
    target = context.object(game, effect.ref)
    if isinstance(target, GameObj):
        counter(game, target, exile_instead=effect.args.get("exile_instead", False))


@handles("copy_spell")
def _copy_spell_effect(game: Game, effect: Effect, context: Context) -> None:
    original = context.object(game, effect.ref)
    if isinstance(original, GameObj):
        copy_spell(game, context.controller, original)
