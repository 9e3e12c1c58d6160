"""Activation costs beyond mana (rules 602.2b, 601.2h) and the abilities that skip the stack.

- {T} (107.5): a tapped permanent can't be tapped again to pay it; a creature's {T} ability
  needs the creature to have been under its controller's control since their turn began,
  unless it has haste (302.6, 602.5a).
- Discarding a card from your hand (701.9a) and sacrificing the source (701.21a).
- "Activate only as a sorcery" (602.5d): the timing of a sorcery spell.
- A mana ability (605.1a) doesn't go on the stack: it resolves immediately (605.3b).

Everything is checked before anything is paid, so an illegal activation changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .effects import Context, apply
from .errors import IllegalAction
from .layers import Chars
from .model import ActivatedAbility, mana_value
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def check_costs(
    game: Game, player: str, source: GameObj, chars: Chars, ability: ActivatedAbility, discard: str | None
) -> GameObj | None:
    """Why the costs can't be paid (raised), or the card to discard (None if none is needed)."""
    name = game.display(source)
    if ability.as_sorcery and (game.active != player or game.phase not in ("main1", "main2") or game.stack):
        raise IllegalAction(
            msg(
                N_(
                    "The ability of %(object)s can be activated only as a sorcery: in its controller's main phase "
                    "while the stack is empty."
                ),
                object=name,
            ),
            ("602.5d", "307.1"),
        )
    if ability.tap and source.tapped:
        raise IllegalAction(
            msg(N_("%(object)s is already tapped: it can't be tapped again to pay {T}."), object=name), ("107.5",)
        )
    if ability.tap and "creature" in chars.types and source.sick and "haste" not in chars.keywords:
        raise IllegalAction(
            msg(
                N_(
                    "%(object)s hasn't been under %(player)s's control since their turn began: its {T} ability "
                    "can't be activated."
                ),
                object=name,
                player=game.player_name(player),
            ),
            ("302.6", "602.5a"),
        )
    return _card_to_discard(game, player, ability, discard)


def _card_to_discard(game: Game, player: str, ability: ActivatedAbility, discard: str | None) -> GameObj | None:
    if not ability.discard:
        if discard is not None:
            raise IllegalAction(msg(N_("This ability doesn't ask to discard a card.")), ("602.2b",))
        return None
    card = game.by_label(discard) if discard else None
    if not isinstance(card, GameObj) or card.zone != "hand" or card.owner != player:
        raise IllegalAction(
            msg(
                N_("Discarding a card is part of the cost: %(player)s has to name a card in their hand."),
                player=game.player_name(player),
            ),
            ("701.9a", "602.2b"),
        )
    return card


def pay_costs(game: Game, player: str, source: GameObj, ability: ActivatedAbility, discard: GameObj | None) -> None:
    """Rule 601.2h (through 602.2b): pay the costs, in any order; the mana cost first here."""
    name = game.player_name(player)
    if ability.cost:
        game.players[player].mana_spent += mana_value(ability.cost)
        game.note(msg(N_("%(player)s pays %(cost)s."), player=name, cost=ability.cost), "602.2b")
    if ability.tap:
        source.tapped = True
        game.note(
            msg(N_("%(player)s taps %(object)s as part of the cost."), player=name, object=game.display(source)),
            "107.5",
        )
    if discard is not None:
        game.note(
            msg(N_("%(player)s discards %(card)s as part of the cost."), player=name, card=game.display(discard)),
            "701.9a",
        )
        game.move(discard, "graveyard")
    if ability.sacrifice:
        game.note(
            msg(N_("%(player)s sacrifices %(object)s as part of the cost."), player=name, object=game.display(source)),
            "701.21a",
        )
        game.move(source, "graveyard")


def resolve_mana_ability(
    game: Game, player: str, source: GameObj, ability: ActivatedAbility, discard: GameObj | None
) -> None:
    """Rule 605.3b: a mana ability is activated and resolves at once, without the stack."""
    name = game.display(source)
    game.note(
        msg(
            N_(
                "%(player)s activates the mana ability of %(object)s: it doesn't go on the stack and resolves "
                "immediately."
            ),
            player=game.player_name(player),
            object=name,
        ),
        "605.1a",
        "605.3b",
    )
    pay_costs(game, player, source, ability, discard)
    context = Context(player, name, source.oid, (), ())
    for effect in ability.effects:
        apply(game, effect, context)
