"""Attacking (rule 508) and unblocked combat damage (510): enough to fire attack triggers.

Declaring attackers checks 508.1a (untapped creatures you control, no summoning sickness
unless they have haste, 302.6 / 702.10b), taps them (508.1f, not with vigilance 702.20b) and
triggers "whenever this creature attacks" abilities (508.1m). The scenarios have no blockers:
each attacking creature deals damage equal to its power to the defending player (510.1a).
"""

from __future__ import annotations

from .errors import IllegalAction
from .game import Event, Game
from .layers import characteristics
from .objects import GameObj
from .text import N_, NP_, msg


def declare_attackers(game: Game, player: str, labels: list[str]) -> None:
    if player != game.active or game.phase not in ("main1", "combat") or game.stack:
        raise IllegalAction(msg(N_("%(player)s can declare attackers only in their own combat phase with an empty stack."), player=game.player_name(player)), ("506.2", "508.1"))
    creatures = [_attacker(game, player, label) for label in labels]
    game.phase = "combat"
    defender = game.opponents(player)[0]
    game.note(
        msg(N_("%(player)s attacks %(defender)s with %(creatures)s."),
            player=game.player_name(player), defender=game.player_name(defender), creatures=[game.display(c) for c in creatures]),
        "508.1", "508.1k",
    )
    for creature in creatures:
        if "vigilance" not in characteristics(game, creature).keywords:
            creature.tapped = True
        creature.attacking = True
    for creature in creatures:
        game.emit(Event("attacks", obj=creature))


def _attacker(game: Game, player: str, label: str) -> GameObj:
    creature = game.by_label(label)
    if not isinstance(creature, GameObj) or creature.zone != "battlefield":
        raise IllegalAction(msg(N_("%(object)s is not on the battlefield."), object=label), ("508.1a",))
    if creature.phased_out:
        raise IllegalAction(msg(N_("%(object)s is phased out: it is treated as though it doesn't exist."), object=game.display(creature)), ("702.26b", "508.1a"))
    chars = characteristics(game, creature)
    name = game.display(creature)
    if "creature" not in chars.types or chars.controller != player:
        raise IllegalAction(msg(N_("%(object)s is not a creature %(player)s controls."), object=name, player=game.player_name(player)), ("508.1a",))
    if creature.tapped:
        raise IllegalAction(msg(N_("%(object)s is tapped and can't attack."), object=name), ("508.1a",))
    if creature.sick and "haste" not in chars.keywords:
        raise IllegalAction(
            msg(N_("%(object)s hasn't been under %(player)s's control since their turn began and has no haste: it can't attack."), object=name, player=game.player_name(player)),
            ("302.6", "508.1a"),
        )
    return creature


def combat_damage(game: Game) -> None:
    """Unblocked attackers deal damage equal to their power (510.1a), then combat ends (511.3)."""
    attackers = [p for p in game.permanents() if p.attacking]
    if not attackers:
        raise IllegalAction(msg(N_("No creature is attacking.")), ("510.1",))
    defender = game.opponents(game.active)[0]
    for creature in attackers:
        power = characteristics(game, creature).power or 0
        if power > 0:
            game.players[defender].life -= power
            game.note(
                msg(NP_("%(object)s deals %(n)s combat damage to %(player)s.", "%(object)s deals %(n)s combat damage to %(player)s."),
                    object=game.display(creature), n=power, player=game.player_name(defender)),
                "510.1a", "510.2", "120.3a",
            )
        creature.attacking = False
    game.phase = "main2"
    game.note(msg(N_("Combat ends; the postcombat main phase begins.")), "511.3")
