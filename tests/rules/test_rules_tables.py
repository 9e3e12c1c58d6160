"""Scenario tables are read strictly and errors say where."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from corpus.rules.scenario.tables import Table


def test_unknown_keys_are_rejected_with_their_path() -> None:
    table = Table({"id": "a", "colour": "red"}, "cards[2]", "x.toml")
    table.get("id", str)
    with pytest.raises(ScenarioError, match=r"x.toml \(cards\[2\]\): unknown key\(s\): colour"):
        table.done()


def test_kinds_are_checked_and_booleans_are_not_numbers() -> None:
    table = Table({"life": True, "name": 3}, "players[0]", "x.toml")
    with pytest.raises(ScenarioError, match=r"players\[0\].life\): must be a whole number"):
        table.get("life", int)
    with pytest.raises(ScenarioError, match="must be a string"):
        table.get("name", str)


def test_choices_defaults_and_required_keys() -> None:
    table = Table({"to": "combat"}, "", "x.toml")
    assert table.choice("to", ("main1", "combat")) == "combat"
    assert table.get("missing", int, 7) == 7
    with pytest.raises(ScenarioError, match="'id' is required"):
        table.get("id", str)
    with pytest.raises(ScenarioError, match="is not one of"):
        Table({"to": "upkeep"}, "", "x.toml").choice("to", ("main1",))


def test_lists_of_strings_and_nested_tables() -> None:
    table = Table({"types": ["creature", 1], "spells": {"types": ["instant"]}}, "", "x.toml")
    with pytest.raises(ScenarioError, match=r"types\[1\]"):
        table.strings("types")
    assert table.table("spells").strings("types") == ["instant"]
