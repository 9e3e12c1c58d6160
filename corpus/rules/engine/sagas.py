"""Sagas (rule 714): lore counters, chapter abilities and the state-based action that
sacrifices a Saga after its final chapter.

- 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it.
- 714.3b: as its controller's precombat main phase begins, another lore counter (a turn-based
  action, turns.py).
- 714.2b: "{rN}—[Effect]" triggers when lore counters put on it take their number from less
  than N to at least N (triggers.py asks `chapters_reached`); 714.2c: "I, II" is two abilities.
- 714.2d, 714.4, 704.5s: once it has at least its final chapter number of lore counters and no
  chapter ability of it has triggered and not yet left the stack, its controller sacrifices it.

Read ahead (702.155) and Sagas that are also creatures (714.1a) are not modelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Message, msg
from .layers import Chars, characteristics
from .model import TriggeredAbility
from .objects import GameObj

if TYPE_CHECKING:
    from .game import Game


def chapters(chars: Chars) -> list[TriggeredAbility]:
    return [a for a in chars.triggered if a.chapter is not None]


def final_chapter(chars: Chars) -> int:
    """Rule 714.2d: the greatest chapter number among its chapter abilities (0 if none)."""
    return max((a.chapter or 0 for a in chapters(chars)), default=0)


def chapters_reached(chars: Chars, before: int, after: int) -> list[TriggeredAbility]:
    """Rule 714.2b: the chapter abilities whose number the lore counters went up to or past."""
    return [a for a in chapters(chars) if a.chapter is not None and before < a.chapter <= after]


def chapter_numeral(ability: TriggeredAbility) -> str:
    """Rule 714.2a: the Roman numeral of its chapter symbol (enough for the chapters of a Saga)."""
    return ("I", "II", "III", "IV", "V", "VI", "VII")[(ability.chapter or 1) - 1]


def is_saga(chars: Chars) -> bool:
    return "Saga" in chars.subtypes and bool(chapters(chars))


def enters_with_lore(game: Game, permanent: GameObj) -> None:
    """Rule 714.3a: as a Saga enters, its controller puts a lore counter on it (no stack), told
    before it is on the battlefield (a judge's review: it had been told after)."""
    if is_saga(characteristics(game, permanent)):
        game.add_counters(permanent, "lore", 1)
        game.note(
            msg(N_("As %(object)s enters, its controller puts a lore counter on it."), object=game.display(permanent)),
            "714.3a",
        )


def saga_done(game: Game, permanent: GameObj) -> tuple[Message, tuple[str, ...]] | None:
    """Rule 704.5s: read to its final chapter, and no chapter ability of it still waiting or on
    the stack: its controller sacrifices it."""
    chars = characteristics(game, permanent)
    if not is_saga(chars) or permanent.counters.get("lore", 0) < final_chapter(chars):
        return None
    if any(ability.chapter is not None for ability in game.triggered_from(permanent)):
        return None
    return (
        msg(
            NP_(
                "%(object)s has %(n)s lore counter, at least its final chapter number %(final)s, and none of its "
                "chapter abilities is on the stack: its controller sacrifices it.",
                "%(object)s has %(n)s lore counters, at least its final chapter number %(final)s, and none of its "
                "chapter abilities is on the stack: its controller sacrifices it.",
            ),
            object=game.display(permanent),
            n=permanent.counters["lore"],
            final=final_chapter(chars),
        ),
        ("704.5s", "714.4"),
    )
