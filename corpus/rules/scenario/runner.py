"""Running a scenario: set up, perform each action, record the trace, check expectations.

A run is bounded (notes and wall time, see `Limits`); it never raises for anything a game can
do: an illegal action the scenario expects is a passed check, any other stops the run with a
message.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.errors import GameOver, IllegalAction, RunLimitExceeded
from ..engine.game import Limits, Note
from ..engine.triggers import on_event
from ..text.messages import N_, Message, Name, msg
from .actions import Action, headline, perform
from .board import snapshot
from .expectations import Check, evaluate
from .params import resolve_values
from .scenario import Scenario, prepare

if TYPE_CHECKING:
    from ..engine.game import Game


@dataclass
class Step:
    number: int
    headline: list[Message]
    notes: list[Note]
    board: dict
    note: Name | None = None
    illegal: bool = False


@dataclass
class RunResult:
    scenario: str
    params: dict[str, Any]
    steps: list[Step] = field(default_factory=list)
    checks: list[tuple[int | None, Check]] = field(default_factory=list)
    error: Message | None = None
    error_rules: tuple[str, ...] = ()
    over: bool = False  # a step ended the game (GameOver)

    @property
    def passed(self) -> bool:
        return self.error is None and all(check.passed for _, check in self.checks)


def run(scenario: Scenario, params: dict[str, object] | None = None, limits: Limits | None = None) -> RunResult:
    """Run `scenario`; `params` (reader input) are validated first (raises ParamErrors)."""
    values = resolve_values(scenario.params, params)
    prepared = prepare(scenario, values, limits)
    game = prepared.game
    game.on_event = on_event
    result = RunResult(scenario.id, values)
    result.steps.append(Step(0, [msg(N_("The game as the example begins."))], [], snapshot(game)))
    for number, action in enumerate(prepared.actions, start=1):
        if not _step(game, action, number, result):
            return result
        if result.over:
            break  # (the game is over: no later step happens, the checks are made on it as it ended)
    after_last = [check for step, check in result.checks if step == len(prepared.actions)]
    try:
        for expectation in prepared.expectations:
            result.checks += [(None, check) for check in evaluate(game, expectation) if not _repeats(check, after_last)]
    except RunLimitExceeded as exc:
        result.error = exc.message
        return result
    for choice in game.choices:
        result.checks.append(
            (
                None,
                Check(
                    msg(N_("%(player)s made a choice that was never needed."), player=game.player_name(choice.player)),
                    False,
                ),
            )
        )
    return result


def _repeats(check: Check, made: list[Check]) -> bool:
    """Whether a final check says what a check made after the last step already said: nothing
    happened since, so it is the same check on the same game (a scenario whose later steps
    are left out for some parameter values ends on its mid-run check)."""
    return any(other.message == check.message and other.passed == check.passed for other in made)


def _step(game: Game, action: Action, number: int, result: RunResult) -> bool:
    """Perform one action; False if the run has to stop."""
    step = Step(number, headline(game, action), [], {}, note=action.note)
    result.steps.append(step)
    try:
        game.check_time()
        perform(game, action)
        if action.illegal:
            result.checks.append(
                (
                    number,
                    Check(
                        msg(N_("Step %(n)s is not allowed by the rules."), n=number), False, msg(N_("it was allowed"))
                    ),
                )
            )
        if action.expect:
            for expectation in action.expect:
                result.checks += [(number, check) for check in evaluate(game, expectation)]
    except IllegalAction as exc:
        step.illegal = True
        if not action.illegal:
            step.notes = game.take_notes()
            step.board = snapshot(game)
            result.error, result.error_rules = exc.message, exc.rules
            return False
        game.notes.append(Note(exc.message, exc.rules))
        game.rules_applied.update(exc.rules)
        result.checks.append((number, Check(msg(N_("Step %(n)s is not allowed by the rules."), n=number), True)))
    except RunLimitExceeded as exc:
        step.notes = game.take_notes()
        step.board = snapshot(game)
        result.error = exc.message
        return False
    except GameOver:
        result.over = True
        for expectation in action.expect or ():
            result.checks += [(number, check) for check in evaluate(game, expectation)]
    step.notes = game.take_notes()
    step.board = snapshot(game)
    return True
