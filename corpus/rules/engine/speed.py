"""A player's speed (rule 702.179, "Start your engines!").

- 702.179b: a player has no speed until a rule or effect sets it (the scenario's setup may).
- 702.179a / 704.5z: a player who controls a permanent with start your engines! and has no
  speed gets speed 1, as a state-based action.
- 702.179d: a player with speed 1 or more has an inherent triggered ability with no source:
  "Whenever one or more opponents lose life during your turn, if your speed is less than 4,
  your speed increases by 1. This ability triggers only once each turn." Its "if" is checked
  when it triggers (603.4); nothing else changes a speed, so it still holds as it resolves.
- 702.179e: a player with speed 4 has max speed (the board shows it).

- 702.179c: an effect that increases the speed of a player with no speed sets it to that
  value (the `increase_speed` effect); speed never goes beyond 4.

"Max speed" abilities (702.179e: an ability that works only at speed 4) are not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .effects import Context, handles
from .layers import characteristics
from .model import Effect, TriggeredAbility

if TYPE_CHECKING:
    from .game import Game

KEYWORD = "start your engines!"
MAX_SPEED = 4
SPEED_ABILITY = TriggeredAbility("opponent_lost_life", (Effect("increase_speed", {"amount": 1}),))


def without_speed(game: Game) -> list[str]:
    """Rule 704.5z: the players who control a permanent with start your engines! and have no speed."""
    engines = {
        characteristics(game, p).controller for p in game.permanents() if KEYWORD in characteristics(game, p).keywords
    }
    return [pid for pid in game.order if pid in engines and game.players[pid].speed is None]


def speed_ability_name(game: Game, player: str) -> Message:
    return msg(N_("the speed ability of %(player)s"), player=game.player_name(player))


def speed_triggers(game: Game, loser: str) -> str | None:
    """Rule 702.179d: the player whose speed ability triggers as `loser` loses life, if any:
    the active player, an opponent of the loser, with speed 1 to 3, not yet this turn."""
    player = game.active
    speed = game.players[player].speed
    if player == loser or speed is None or game.players[player].speed_triggered == game.turn:
        return None
    if speed >= MAX_SPEED:
        game.note(
            msg(
                N_("%(loser)s lost life, but %(player)s already has max speed (4): the speed ability doesn't trigger."),
                loser=game.player_name(loser),
                player=game.player_name(player),
            ),
            "702.179d",
            "702.179e",
            "603.4",
        )
        return None
    game.players[player].speed_triggered = game.turn
    game.note(
        msg(
            N_(
                "%(loser)s lost life during the turn of %(player)s, whose speed is %(speed)s: the speed ability of "
                "%(player)s triggers (only once this turn)."
            ),
            loser=game.player_name(loser),
            player=game.player_name(player),
            speed=speed,
        ),
        "702.179d",
        "603.4",
    )
    return player


@handles("increase_speed")
def _increase_speed(game: Game, effect: Effect, context: Context) -> None:
    """ "Your speed increases by N": from no speed it becomes N (702.179c); never beyond 4."""
    player = game.players[context.controller]
    before, amount = player.speed, effect.args["amount"]
    player.speed = min((before or 0) + amount, MAX_SPEED)
    if before is None:
        game.note(
            msg(N_("%(player)s had no speed: their speed becomes %(after)s."), player=player.name, after=player.speed),
            "702.179c",
        )
    elif before == MAX_SPEED:
        game.note(msg(N_("%(player)s already has max speed (4): their speed stays 4."), player=player.name), "702.179e")
    else:
        game.note(
            msg(
                N_("The speed of %(player)s increases from %(before)s to %(after)s."),
                player=player.name,
                before=before,
                after=player.speed,
            ),
            "702.179d",
        )
