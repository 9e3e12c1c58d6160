"""Space sculptor and sector designations (rule 702.158).

- 702.158b: a permanent's sector designation is alpha, beta or gamma; it keeps it until no
  player controls a permanent with space sculptor (then every designation is lost, checked
  whenever state-based actions are); it is not copiable (a new object has none, 400.7).
- 702.158c, 704.5u: while a permanent with space sculptor is on the battlefield, creatures
  without a sector designation get one: first each player who controls some of them and no
  permanent with space sculptor chooses for theirs, then each other player (a written `sector`
  choice per creature). A state-based action.

The abilities that choose a sector (702.158d, Space Beleren's loyalty abilities) are not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, Message, msg
from .layers import characteristics
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game

KEYWORD = "space sculptor"
SECTORS = {"alpha": N_("alpha sector"), "beta": N_("beta sector"), "gamma": N_("gamma sector")}


def sector_word(sector: str) -> Message:
    return Message(SECTORS[sector])


def _sculptors(game: Game) -> set[str]:
    """The players who control a permanent with space sculptor."""
    return {
        c.controller for p in game.permanents() if KEYWORD in (c := characteristics(game, p)).keywords and c.controller
    }


def unsectored(game: Game) -> list[tuple[GameObj, str]]:
    """Rule 704.5u: the creatures without a sector designation, with their controllers, those of
    players who control no permanent with space sculptor first, each group in turn order."""
    if not any(KEYWORD in characteristics(game, p).keywords for p in game.permanents()):
        return []
    sculptors = _sculptors(game)
    found = [
        (p, chars.controller)
        for p in game.permanents()
        if p.sector is None and "creature" in (chars := characteristics(game, p)).types and chars.controller
    ]
    return sorted(found, key=lambda pair: (pair[1] in sculptors, game.apnap().index(pair[1])))


def assign_sector(game: Game, creature: GameObj, player: str) -> None:
    """The controller's written `sector` choice for this creature (702.158c)."""
    choice = game.require_choice(
        player,
        "sector",
        msg(N_("a sector designation for %(object)s"), object=game.display(creature)),
        source=creature.label,
    )
    creature.sector = choice.data["sector"]
    game.note(
        msg(
            N_(
                "A permanent with space sculptor is on the battlefield and %(object)s has no sector designation: "
                "%(player)s puts it into the %(sector)s."
            ),
            object=game.display(creature),
            player=game.player_name(player),
            sector=sector_word(choice.data["sector"]),
        ),
        "704.5u",
        "702.158c",
    )


def stale_sectors(game: Game) -> list[GameObj]:
    """Rule 702.158b: the permanents that lose their sector designation now, as no player
    controls a permanent with space sculptor."""
    return [] if _sculptors(game) else [p for p in game.permanents() if p.sector is not None]


def lose_sector(game: Game, permanent: GameObj) -> None:
    permanent.sector = None
    game.note(
        msg(
            N_("No player controls a permanent with space sculptor: %(object)s loses its sector designation."),
            object=game.display(permanent),
        ),
        "702.158b",
    )
