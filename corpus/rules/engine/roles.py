"""Creating Role tokens attached to a permanent (rules 111.10j-r, 303.4i, 303.7).

Creating a Role is not casting a spell: the token is put onto the battlefield already attached.
If the permanent can't legally be enchanted by it (not a creature, protection from
enchantments, 702.16c) or is undefined (no target chosen, or the target became illegal), the
Role isn't created (303.4i). Hexproof and shroud play no part unless the ability targets
(115.10a). Uniqueness per controller is a state-based action (303.7a, 704.5y; see sba.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, msg
from .layers import characteristics
from .objects import GameObj
from .role_tokens import ROLE_CARDS, ROLE_RULES, role_name
from .tokens import create_tokens, doubled

if TYPE_CHECKING:
    from .game import Game


def enchant_problem(game: Game, creature: GameObj) -> str | None:
    """Why an Aura with enchant creature can't be attached to `creature` (rules 303.4, 702.16c)."""
    if creature.zone != "battlefield" or creature.phased_out:
        return "gone"
    chars = characteristics(game, creature)
    if "creature" not in chars.types:
        return "not_creature"
    if "protection from enchantments" in chars.keywords:
        return "protection"
    return None


def create_role(game: Game, player: str, role: str, onto: GameObj | None, label: str | None = None) -> list[GameObj]:
    """The instruction "create a [role] Role token attached to [onto]" for `player`."""
    name = role_name(role)
    rules = (ROLE_RULES[role], "303.4i")
    if onto is None:
        game.note(
            msg(N_("%(role)s isn't created: there is no legal object for it to be attached to."), role=name), *rules
        )
        return []
    problem = enchant_problem(game, onto)
    if problem == "protection":
        game.note(
            msg(
                N_("%(role)s isn't created: %(object)s has protection from enchantments and can't be enchanted by it."),
                role=name,
                object=game.display(onto),
            ),
            *rules,
            "702.16c",
        )
        return []
    if problem:
        game.note(
            msg(
                N_("%(role)s isn't created: %(object)s can't be enchanted by it."), role=name, object=game.display(onto)
            ),
            *rules,
            "702.5a",
        )
        return []
    count = doubled(game, player, 1, "double_tokens")
    with game.told_first():
        created = create_tokens(
            game, ROLE_CARDS[role], player, label or role.replace("_", "-"), count, attached_to=onto.oid
        )
        for token in created:
            game.note(
                msg(
                    N_(
                        "%(player)s creates %(role)s attached to %(object)s. It enters the battlefield attached; "
                        "it isn't cast."
                    ),
                    player=game.player_name(player),
                    role=game.display(token),
                    object=game.display(onto),
                ),
                ROLE_RULES[role],
                "111.2",
                "303.7",
            )
    return created
