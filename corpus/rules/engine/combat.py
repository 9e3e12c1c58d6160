"""Declaring attackers (rule 508).

Declaring attackers checks 508.1a (untapped creatures you control, no summoning sickness
unless they have haste, 302.6 / 702.10b, no defender, 702.3b), taps them (508.1f, not with
vigilance 702.20b) and triggers "whenever this creature attacks" abilities (508.1m). Blockers
are declared in blocking.py, combat damage is dealt in damage.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .errors import IllegalAction
from .game import Event
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def declare_attackers(game: Game, player: str, labels: list[str]) -> None:
    if player != game.active or game.phase not in ("main1", "combat") or game.stack:
        raise IllegalAction(
            msg(
                N_("%(player)s can declare attackers only in their own combat phase with an empty stack."),
                player=game.player_name(player),
            ),
            ("506.2", "508.1"),
        )
    creatures = [_attacker(game, player, label) for label in labels]
    game.phase, game.step = "combat", "attackers"
    for creature in creatures:
        if creature.sick:
            game.note(
                msg(
                    N_(
                        "%(object)s has haste: it can attack although it came under its controller's control this turn."
                    ),
                    object=game.display(creature),
                ),
                "702.10b",
                "302.6",
            )
    defender = game.opponents(player)[0]
    game.note(
        msg(
            N_("%(player)s attacks %(defender)s with %(creatures)s."),
            player=game.player_name(player),
            defender=game.player_name(defender),
            creatures=[game.display(c) for c in creatures],
        ),
        "508.1",
        "508.1k",
    )
    for creature in creatures:
        keywords = characteristics(game, creature).keywords
        if "vigilance" in keywords:
            game.note(
                msg(N_("%(object)s has vigilance: attacking doesn't cause it to tap."), object=game.display(creature)),
                "702.20b",
            )
        else:
            creature.tapped = True
        creature.attacking = True
    for creature in creatures:
        game.emit(Event("attacks", obj=creature))


def untapped_creature(game: Game, player: str, label: str, rule: str, tapped: str) -> GameObj:
    """The untapped creature `label` that `player` controls on the battlefield, phased in, to
    attack or block with (508.1a, 509.1a: `rule`); refused otherwise, the `tapped` message
    saying what a tapped one can't do."""
    creature = game.by_label(label)
    if not isinstance(creature, GameObj) or creature.zone != "battlefield":
        raise IllegalAction(msg(N_("%(object)s is not on the battlefield."), object=label), (rule,))
    if creature.phased_out:
        raise IllegalAction(
            msg(
                N_("%(object)s is phased out: it is treated as though it doesn't exist."), object=game.display(creature)
            ),
            ("702.26b", rule),
        )
    chars = characteristics(game, creature)
    name = game.display(creature)
    if "creature" not in chars.types or chars.controller != player:
        raise IllegalAction(
            msg(N_("%(object)s is not a creature %(player)s controls."), object=name, player=game.player_name(player)),
            (rule,),
        )
    if creature.tapped:
        raise IllegalAction(msg(tapped, object=name), (rule,))
    return creature


def _attacker(game: Game, player: str, label: str) -> GameObj:
    creature = untapped_creature(game, player, label, "508.1a", N_("%(object)s is tapped and can't attack."))
    chars = characteristics(game, creature)
    name = game.display(creature)
    if "defender" in chars.keywords:
        raise IllegalAction(msg(N_("%(object)s has defender: it can't attack."), object=name), ("702.3b", "508.1a"))
    if creature.sick and "haste" not in chars.keywords:
        raise IllegalAction(
            msg(
                N_(
                    "%(object)s hasn't been under %(player)s's control since their turn began and has no haste: it "
                    "can't attack."
                ),
                object=name,
                player=game.player_name(player),
            ),
            ("302.6", "508.1a"),
        )
    return creature
