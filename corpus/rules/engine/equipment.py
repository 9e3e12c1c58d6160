"""Equipment (301.5, 702.6): equip, and Equipment becoming unattached (301.5c, 704.5n).

"Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate
only as a sorcery" (702.6a): an activated ability that goes on the stack (602.2) and, like any
ability with a target, doesn't resolve if its target has become illegal (608.2b): the creature
left the battlefield, or another player gained control of it. The Equipment's static abilities ("equipped creature gets
+N/+M", "has ...") use the same vocabulary as an Aura's. An Equipment whose creature leaves
the battlefield or stops being a creature becomes unattached and stays on the battlefield
(301.5c, 704.5n).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .casting import choose_targets
from .effects import Context, handles
from .errors import IllegalAction
from .keywords import tell_redundant
from .layers import characteristics
from .model import EQUIP, ActivatedAbility, Effect, Filter, TargetSpec
from .objects import GameObj, StackAbility
from .targets import emit_targeted

if TYPE_CHECKING:
    from .game import Game


EQUIP_TARGET = TargetSpec("permanent", Filter(types=("creature",), controller="you", another=True))


def equip(game: Game, player: str, equipment_label: str, creature_label: str) -> StackAbility:
    """Rule 602.2: activate equip; the ability goes on the stack, targeting the creature."""
    equipment = _own_permanent(game, player, equipment_label)
    cost = _equip_cost(game, equipment)
    if game.active != player or game.phase not in ("main1", "main2") or game.stack:
        raise IllegalAction(
            msg(N_("Equip can be activated only as a sorcery: in its controller's main phase with an empty stack.")),
            ("702.6a", "602.5d"),
        )
    creature = game.by_label(creature_label)
    if not isinstance(creature, GameObj) or creature.zone != "battlefield":
        raise IllegalAction(
            msg(N_("%(object)s is not on the battlefield."), object=game.name_of(creature_label)), ("702.6a",)
        )
    chars = characteristics(game, creature)
    if "creature" not in chars.types or chars.controller != player or creature is equipment:
        raise IllegalAction(
            msg(
                N_("Equip targets a creature its controller controls: %(object)s is not one."),
                object=game.display(creature),
            ),
            ("702.6a", "301.5c"),
        )
    ability = ActivatedAbility(f"{{{cost}}}", (Effect("attach", ref="target1"),), (EQUIP_TARGET,), as_sorcery=True)
    targets = choose_targets(
        game, player, ability.targets, (creature_label,), equipment.oid, characteristics(game, equipment)
    )
    item = StackAbility(
        oid=game.new_oid(),
        label=game.unique_label(f"{equipment.label}-equip"),
        source_oid=equipment.oid,
        source_name=game.display(equipment),
        controller=player,
        ability=ability,
        targets=targets,
    )
    game.put(item, "stack")
    game.players[player].mana_spent += cost
    game.note(
        msg(
            N_(
                "%(player)s pays {%(cost)s} and activates equip of %(object)s, targeting %(other)s: the ability "
                "goes on the stack."
            ),
            player=game.player_name(player),
            cost=cost,
            object=game.display(equipment),
            other=game.display(creature),
        ),
        "702.6a",
        "602.2",
    )
    emit_targeted(game, item, targets)
    return item


@handles("attach")
def _attach(game: Game, effect: Effect, context: Context) -> None:
    """The equip ability resolves: its Equipment, if still on the battlefield, is attached."""
    equipment, creature = context.object(game, "self"), context.object(game, effect.ref)
    if not isinstance(creature, GameObj):
        return
    if not isinstance(equipment, GameObj):
        game.note(msg(N_("The Equipment has left the battlefield: there is nothing to attach.")), "608.2b", "301.5c")
        return
    had = characteristics(game, creature).keywords
    equipment.attached_to = creature.oid
    equipment.timestamp = game.tick()
    game.changed()
    game.note(
        msg(
            N_("The equip ability resolves: %(object)s is attached to %(other)s."),
            object=game.display(equipment),
            other=game.display(creature),
        ),
        "301.5a",
        "613.7e",
    )
    granted = [
        static.args["keyword"]
        for static in characteristics(game, equipment).statics
        if static.kind == "enchanted_has" and "keyword" in static.args
    ]
    tell_redundant(game, creature, had, granted)


def _own_permanent(game: Game, player: str, label: str) -> GameObj:
    equipment = game.by_label(label)
    if (
        not isinstance(equipment, GameObj)
        or equipment.zone != "battlefield"
        or characteristics(game, equipment).controller != player
    ):
        raise IllegalAction(
            msg(
                N_("%(object)s is not a permanent %(player)s controls."),
                object=game.name_of(label),
                player=game.player_name(player),
            ),
            ("602.2",),
        )
    return equipment


def _equip_cost(game: Game, equipment: GameObj) -> int:
    for keyword in characteristics(game, equipment).keywords:
        match = EQUIP.match(keyword)
        if match:
            return int(match.group(1))
    raise IllegalAction(msg(N_("%(object)s has no equip ability."), object=game.display(equipment)), ("702.6a",))


def loose_equipment(game: Game) -> list[tuple[GameObj, Message]]:
    """Rule 704.5n: Equipment attached to something that isn't a creature on the battlefield."""
    found = []
    for permanent in game.permanents():
        if permanent.attached_to is None or "Equipment" not in characteristics(game, permanent).subtypes:
            continue
        host = game.current(permanent.attached_to)
        if host is None or host.zone != "battlefield":
            found.append(
                (
                    permanent,
                    msg(
                        N_(
                            "%(object)s is attached to nothing any more: it becomes unattached and stays on the "
                            "battlefield."
                        ),
                        object=game.display(permanent),
                    ),
                )
            )
        elif "creature" not in characteristics(game, host).types:
            found.append(
                (
                    permanent,
                    msg(
                        N_(
                            "%(object)s is attached to %(other)s, which is not a creature: it becomes unattached "
                            "and stays on the battlefield."
                        ),
                        object=game.display(permanent),
                        other=game.display(host),
                    ),
                )
            )
    return found
