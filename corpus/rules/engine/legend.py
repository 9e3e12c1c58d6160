"""The legend rule (704.5j): two or more legendary permanents with the same name controlled by
one player; that player chooses one to keep and the rest go to their owners' graveyards.

The choice is written in the scenario (`keep_legend`); it is a state-based action, so the
legendary permanent that was just put onto the battlefield is not "sacrificed" and its
"enters" abilities still trigger (603.6a).
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .errors import IllegalAction
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def legend_rule(game: Game) -> list[tuple[GameObj, Message]]:
    """Every legendary permanent the legend rule puts into a graveyard now, with the reason."""
    groups: dict[tuple[str, str], list[GameObj]] = defaultdict(list)
    for permanent in game.permanents():
        chars = characteristics(game, permanent)
        if "Legendary" in chars.face.supertypes and chars.controller:
            groups[(chars.controller, chars.name_en)].append(permanent)
    found = []
    for (player, _), legends in groups.items():
        if len(legends) < 2:
            continue
        keep = _kept(game, player, legends)
        for legend in legends:
            if legend is not keep:
                found.append(
                    (
                        legend,
                        msg(
                            N_(
                                "%(player)s controls two or more legendary permanents named %(name)s and keeps "
                                "%(kept)s: %(object)s is put into its owner's graveyard."
                            ),
                            player=game.player_name(player),
                            name=characteristics(game, legend).name,
                            kept=game.display(keep),
                            object=game.display(legend),
                        ),
                    )
                )
    return found


def _kept(game: Game, player: str, legends: list[GameObj]) -> GameObj:
    choice = game.require_choice(player, "keep_legend", msg(N_("which legendary permanent to keep (the legend rule)")))
    wanted = choice.data["object"]
    for legend in legends:
        if legend.label == wanted:
            return legend
    raise IllegalAction(
        msg(
            N_("%(player)s can keep only one of the legendary permanents with the same name, not %(object)s."),
            player=game.player_name(player),
            object=game.name_of(wanted),
        ),
        ("704.5j",),
    )
