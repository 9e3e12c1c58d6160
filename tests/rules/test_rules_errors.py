"""Errors name where the problem is; illegal actions carry a translatable message."""

from __future__ import annotations

from corpus.rules.engine.errors import IllegalAction, ScenarioError
from corpus.rules.text.messages import N_, msg


def test_scenario_error_names_file_and_place() -> None:
    assert str(ScenarioError("a.toml", "cards[0]", "bad")) == "a.toml (cards[0]): bad"
    assert str(ScenarioError("a.toml", "", "bad")) == "a.toml: bad"


def test_illegal_action_keeps_message_and_rules() -> None:
    error = IllegalAction(msg(N_("Too many targets: this needs %(n)s."), n=1), ("601.2c",))
    assert error.message.args == {"n": 1}
    assert error.rules == ("601.2c",)
