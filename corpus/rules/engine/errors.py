"""What can go wrong: a scenario file that is not valid, and a game action that is not legal."""

from __future__ import annotations

from ..text.messages import Message


class ScenarioError(Exception):
    """A scenario file the engine cannot use; names the file and where in it the problem is.

    These are authoring errors, shown to whoever writes scenarios (in English), never caused by
    a reader's parameter values: every allowed value is checked when the scenario is loaded.
    """

    def __init__(self, source: str, where: str, problem: str) -> None:
        super().__init__(problem)
        self.source = source
        self.where = where
        self.problem = problem

    def __str__(self) -> str:
        where = f" ({self.where})" if self.where else ""
        return f"{self.source}{where}: {self.problem}"


class IllegalAction(Exception):
    """A player tried something the rules do not allow (or the scenario left out a choice).

    Carries a translatable message and the rules that forbid it; a scenario can expect this
    (`illegal = true`), otherwise the run stops with the message.
    """

    def __init__(self, message: Message, rules: tuple[str, ...] = ()) -> None:
        super().__init__(message.msgid)
        self.message = message
        self.rules = rules


class RunLimitExceeded(Exception):
    """A run took more steps or more time than it is allowed."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.msgid)
        self.message = message


class GameOver(Exception):
    """Every player but one has lost (or all have): the game is over there (104.2a, 104.4a), and
    nothing after it happens. A trace had gone on to "the second main phase begins" after Bob
    lost the game to combat damage."""
