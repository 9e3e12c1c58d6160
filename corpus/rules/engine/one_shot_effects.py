"""The one-shot effects (rule 610.1) of the effect vocabulary that need no module of their
own: damage, destroy, exile, bounce, pump, becoming a creature, putting and removing counters,
Roles, token copies, control, life, drawing, scrying and flickering. Each registers itself with
`effects.handles`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, msg
from ..text.words import counters_phrase, keyword_word
from .control import gain_control
from .effects import Context, Handler, handles
from .errors import IllegalAction
from .flicker import flicker
from .keywords import tell_redundant
from .layers import characteristics
from .loyalty_defense import counted_types, damage_counted
from .model import Effect
from .naming import choose_as_enters
from .objects import GameObj
from .roles import create_role
from .tokens import create_tokens, doubled

if TYPE_CHECKING:
    from .game import Game


def _obj(game: Game, effect: Effect, context: Context) -> GameObj | None:
    found = context.object(game, effect.ref)
    return found if isinstance(found, GameObj) else None


@handles("damage")
def _damage(game: Game, effect: Effect, context: Context) -> None:
    target = context.object(game, effect.ref)
    amount = effect.args["amount"]
    if isinstance(target, str):
        game.note(
            msg(
                NP_("%(source)s deals %(n)s damage to %(player)s.", "%(source)s deals %(n)s damage to %(player)s."),
                source=context.source_name,
                n=amount,
                player=game.player_name(target),
            ),
            "120.3a",
        )
        game.lose_life(target, amount)
    elif target is not None:
        types = characteristics(game, target).types
        damage_counted(game, target, amount, context.source_name)
        if not counted_types(types) or "creature" in types:
            target.damage += amount
            game.note(
                msg(
                    NP_("%(source)s deals %(n)s damage to %(object)s.", "%(source)s deals %(n)s damage to %(object)s."),
                    source=context.source_name,
                    n=amount,
                    object=game.display(target),
                ),
                "120.3e",
            )
            target.damaged = True


def _mover(zone: str, message: str, rule: str) -> Handler:
    """An effect that moves its object to `zone` (destroy, exile, return to hand)."""

    def move(game: Game, effect: Effect, context: Context) -> None:
        target = _obj(game, effect, context)
        if target is not None:
            game.note(msg(message, object=game.display(target)), rule)
            game.move(target, zone)

    return move


_destroy_move = _mover("graveyard", N_("%(object)s is destroyed."), "701.8a")


@handles("destroy")
def _destroy(game: Game, effect: Effect, context: Context) -> None:
    """Rule 702.12b: a permanent with indestructible can't be destroyed."""
    target = _obj(game, effect, context)
    if target is not None and "indestructible" in characteristics(game, target).keywords:
        game.note(msg(N_("%(object)s is indestructible: it isn't destroyed."), object=game.display(target)), "702.12b")
        return
    _destroy_move(game, effect, context)


_exile = handles("exile")(
    _mover("exile", N_("%(object)s is exiled. (An effect exiled it: this gives no permission to cast it.)"), "701.13a")
)
_return_to_hand = handles("return_to_hand")(_mover("hand", N_("%(object)s is returned to its owner's hand."), "400.7"))


@handles("pump")
def _pump(game: Game, effect: Effect, context: Context) -> None:
    _power_toughness_until_end_of_turn(
        game, effect, context, N_("%(object)s gets %(power)s/%(toughness)s until end of turn."), ("613.4c", "613.7b")
    )


@handles("become_creature")
def _become_creature(game: Game, effect: Effect, context: Context) -> None:
    _power_toughness_until_end_of_turn(
        game,
        effect,
        context,
        N_(
            "%(object)s becomes a creature with base power and toughness %(power)s/%(toughness)s until end of "
            "turn, in addition to its other types."
        ),
        ("613.1d", "613.4b"),
    )


def _power_toughness_until_end_of_turn(
    game: Game, effect: Effect, context: Context, message: str, rules: tuple[str, ...]
) -> None:
    """A continuous effect of the effect's kind on its object with its power and toughness: +N/+N
    (layer 7c) for a pump, which the message shows signed; base values (7b) otherwise."""
    target = _obj(game, effect, context)
    if target is None:
        return
    power, toughness = effect.args["power"], effect.args["toughness"]
    game.add_effect(effect.kind, target.oid, until_end_of_turn=True, power=power, toughness=toughness)
    shown = (f"{power:+d}", f"{toughness:+d}") if effect.kind == "pump" else (power, toughness)
    game.note(msg(message, object=game.display(target), power=shown[0], toughness=shown[1]), *rules)


@handles("gain_keyword")
def _gain_keyword(game: Game, effect: Effect, context: Context) -> None:
    target = _obj(game, effect, context)
    if target is not None:
        had = characteristics(game, target).keywords
        game.add_effect("gain_keyword", target.oid, until_end_of_turn=True, keyword=effect.args["keyword"])
        game.note(
            msg(
                N_("%(object)s gains %(keyword)s until end of turn."),
                object=game.display(target),
                keyword=keyword_word(effect.args["keyword"]),
            ),
            "613.1f",
        )
        tell_redundant(game, target, had, [effect.args["keyword"]])


@handles("put_counters")
def _put_counters(game: Game, effect: Effect, context: Context) -> None:
    target = _obj(game, effect, context)
    if target is None:
        return
    holder = characteristics(game, target).controller or context.controller
    amount = doubled(game, holder, effect.args["amount"], "double_counters")
    kind = effect.args["counter"]
    game.add_counters(target, kind, amount)
    game.note(
        msg(
            NP_("%(n)s %(counter)s counter is put on %(object)s.", "%(n)s %(counter)s counters are put on %(object)s."),
            n=amount,
            counter=kind,
            object=game.display(target),
        ),
        "122.1a",
        "613.4c",
    )


@handles("remove_counters")
def _remove_counters(game: Game, effect: Effect, context: Context) -> None:
    """ "Remove all counters from target permanent" (a planeswalker loses its loyalty, 306.5c)."""
    target = _obj(game, effect, context)
    if target is None:
        return
    removed = [(kind, n) for kind, n in target.counters.items() if n]
    for kind, n in removed:
        game.add_counters(target, kind, -n)
    game.note(
        msg(
            N_("All counters are removed from %(object)s: %(counters)s."),
            object=game.display(target),
            counters=[counters_phrase(kind, n) for kind, n in removed] or "\u2014",
        ),
        "122.1",
    )


@handles("create_role")
def _create_role(game: Game, effect: Effect, context: Context) -> None:
    onto = _obj(game, effect, context)
    create_role(game, context.controller, effect.args["role"], onto, effect.args.get("label"))


@handles("create_token_copy")
def _create_token_copy(game: Game, effect: Effect, context: Context) -> None:
    original = _obj(game, effect, context)
    if original is None:
        return
    count = doubled(game, context.controller, 1, "double_tokens")
    adventure = original.copiable.adventure is not None
    with game.told_first():
        for token in create_tokens(
            game, original.copiable, context.controller, effect.args.get("label", f"{original.label}-copy"), count
        ):
            choose_as_enters(game, token, context.controller)
            game.note(
                msg(
                    N_(
                        "%(player)s creates %(token)s, a token that's a copy of %(object)s: it copies the copiable "
                        "values, including its Adventure."
                    )
                    if adventure
                    else N_(
                        "%(player)s creates %(token)s, a token that's a copy of %(object)s: it copies the copiable "
                        "values."
                    ),
                    player=game.player_name(context.controller),
                    token=game.display(token),
                    object=game.display(original),
                ),
                "707.2",
                *(("715.2b",) if adventure else ()),
                "111.2",
            )


@handles("gain_control")
def _gain_control(game: Game, effect: Effect, context: Context) -> None:
    target = _obj(game, effect, context)
    if target is not None:
        gain_control(game, context.controller, target, until_end_of_turn=effect.args.get("until_end_of_turn", False))


@handles("untap")
def _untap(game: Game, effect: Effect, context: Context) -> None:
    target = _obj(game, effect, context)
    if target is None:
        return
    if target.tapped:
        target.tapped = False
        game.note(msg(N_("%(object)s untaps."), object=game.display(target)), "701.26b")
    else:  # (said: the spell's text says "Untap that creature", and the trace had nothing of it)
        game.note(
            msg(
                N_("%(object)s is untapped already: only a tapped permanent can be untapped."),
                object=game.display(target),
            ),
            "701.26b",
        )


@handles("lose_life")
def _lose_life(game: Game, effect: Effect, context: Context) -> None:
    amount = effect.args["amount"]
    losers = game.opponents(context.controller) if effect.args["who"] == "each_opponent" else [context.controller]
    for player in losers:
        game.note(
            msg(
                NP_("%(player)s loses %(n)s life.", "%(player)s loses %(n)s life."),
                player=game.player_name(player),
                n=amount,
            ),
            "119.3",
        )
        game.lose_life(player, amount)


@handles("gain_life")
def _gain_life(game: Game, effect: Effect, context: Context) -> None:
    game.players[context.controller].life += effect.args["amount"]
    game.note(
        msg(
            NP_("%(player)s gains %(n)s life.", "%(player)s gains %(n)s life."),
            player=game.player_name(context.controller),
            n=effect.args["amount"],
        ),
        "119.3",
    )


@handles("draw")
def _draw(game: Game, effect: Effect, context: Context) -> None:
    player = game.players[context.controller]
    for _ in range(effect.args["amount"]):
        if not player.library:
            player.drew_from_empty = True
            game.note(msg(N_("%(player)s can't draw: the library is empty."), player=player.name), "121.4", "704.5b")
            continue
        card = game.objects[player.library[0]]
        game.move(card, "hand")  # type: ignore[arg-type]
        game.note(msg(N_("%(player)s draws a card."), player=player.name), "121.1")


@handles("scry")
def _scry(game: Game, effect: Effect, context: Context) -> None:
    """Rule 701.22a: look at the top N, put any number on the bottom, the rest on top."""
    player = game.players[context.controller]
    amount = effect.args["amount"]
    seen = player.library[:amount]
    if not seen:
        game.note(
            msg(N_("%(player)s scries %(n)s, but the library is empty."), player=player.name, n=amount), "701.22a"
        )
        return
    choice = game.require_choice(context.controller, "scry", msg(N_("which cards to put on the bottom when scrying")))
    bottom_labels = choice.data.get("bottom", [])
    seen_labels = {game.objects[o].label: o for o in seen}
    unknown = [label for label in bottom_labels if label not in seen_labels]
    if unknown:
        raise IllegalAction(
            msg(
                N_("%(player)s can only put cards they looked at on the bottom, not %(cards)s."),
                player=player.name,
                cards=unknown,
            ),
            ("701.22a",),
        )
    bottom = [seen_labels[label] for label in bottom_labels]
    top = [o for o in seen if o not in bottom]
    player.library[:] = top + player.library[len(seen) :] + bottom
    game.note(
        msg(
            N_("%(player)s scries %(n)s: %(bottom)s on the bottom, %(top)s on top."),
            player=player.name,
            n=amount,
            bottom=[game.display(game.objects[o]) for o in bottom] or msg(N_("nothing")),
            top=[game.display(game.objects[o]) for o in top] or msg(N_("nothing")),
        ),
        "701.22a",
    )


@handles("flicker")
def _flicker(game: Game, effect: Effect, context: Context) -> None:
    target = _obj(game, effect, context)
    if target is not None:
        flicker(game, target, context.controller)
