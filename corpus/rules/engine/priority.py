"""What happens whenever a player would receive priority (rules 117.5, 704.3, 603.3b).

State-based actions are checked and performed until none apply; then triggered abilities
waiting to be put on the stack are; then the whole check repeats until neither happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import sba, triggers

if TYPE_CHECKING:
    from .game import Game


def settle(game: Game) -> None:
    while True:
        while sba.check(game):
            game.check_time()
        if not game.pending:
            return
        triggers.put_on_stack(game)
