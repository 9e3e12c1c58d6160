"""A battle's protector (rules 310.8, 310.11).

- 310.8a: as a battle enters, its controller chooses its protector among the players its battle
  type allows; a battle with no battle type is protected by its controller.
- 310.11a: a Siege's protector is chosen among its controller's opponents. In a two-player
  game that is the one opponent, so the engine makes the choice itself (with more opponents it
  stops and says so: choosing among them is not modelled).
- 704.5x: a Siege whose controller is its protector (after a change of control, 613.1b) gets a
  new protector, an opponent its controller chooses, as a state-based action.

704.5w (a battle with no protector) never applies: every battle gets one as it enters and no
modelled effect takes it away. Attacking battles (310.8b-d, 506.3) and a Siege's "exile it,
then you may cast it transformed" (310.11b) are not modelled: a run that removes a Siege's
last defense counter stops (loyalty_defense.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .errors import IllegalAction
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def is_siege(game: Game, obj: GameObj) -> bool:
    chars = characteristics(game, obj)
    return "battle" in chars.types and "Siege" in chars.subtypes


def first_protector(game: Game, battle: GameObj) -> str | None:
    """Rules 310.8a and 310.11a: who protects a battle as it enters (None: it isn't a battle)."""
    chars = characteristics(game, battle)
    if "battle" not in chars.types or chars.controller is None:
        return None
    return _only_opponent(game, chars.controller, battle) if is_siege(game, battle) else chars.controller


def enters_with_protector(game: Game, battle: GameObj) -> None:
    """Rules 310.8a and 310.11a: the protector chosen as a battle enters."""
    battle.protector = first_protector(game, battle)
    controller = characteristics(game, battle).controller
    if battle.protector is None or controller is None:
        return
    if not is_siege(game, battle):
        game.note(
            msg(
                N_("%(object)s has no battle type: its controller, %(player)s, protects it."),
                object=game.display(battle),
                player=game.player_name(controller),
            ),
            "310.8a",
        )
        return
    game.note(
        msg(
            N_("As %(object)s enters, %(player)s chooses an opponent as its protector: %(protector)s."),
            object=game.display(battle),
            player=game.player_name(controller),
            protector=game.player_name(battle.protector),
        ),
        "310.11a",
        "310.8a",
    )


def protector_problems(game: Game) -> list[tuple[GameObj, str, Message]]:
    """Rule 704.5x: each Siege protected by its own controller, with the opponent who becomes its
    protector (nothing is changed while looking)."""
    found = []
    for battle in game.permanents():
        controller = characteristics(game, battle).controller
        if controller is None or battle.protector != controller or not is_siege(game, battle):
            continue
        opponent = _only_opponent(game, controller, battle)
        found.append(
            (
                battle,
                opponent,
                msg(
                    N_(
                        "%(player)s controls %(object)s and is also its protector: %(player)s chooses an opponent, "
                        "%(protector)s, to protect it."
                    ),
                    player=game.player_name(controller),
                    object=game.display(battle),
                    protector=game.player_name(opponent),
                ),
            )
        )
    return found


def _only_opponent(game: Game, controller: str, battle: GameObj) -> str:
    opponents = game.opponents(controller)
    if len(opponents) > 1:
        raise IllegalAction(
            msg(
                N_(
                    "%(player)s would choose a protector for %(object)s among several opponents; that choice is "
                    "not modelled."
                ),
                player=game.player_name(controller),
                object=game.display(battle),
            ),
            ("310.11a",),
        )
    return opponents[0]
