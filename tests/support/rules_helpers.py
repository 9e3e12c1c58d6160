"""Building small games and scenarios for the rules-engine tests."""

from __future__ import annotations

import copy
from typing import Any

from corpus.rules.engine.game import Game
from corpus.rules.engine.triggers import on_event
from corpus.rules.scenario.runner import RunResult, run
from corpus.rules.scenario.scenario import Scenario, scenario_from_data
from corpus.rules.scenario.setup import build_game
from corpus.rules.scenario.tables import Table

BEARS = {"name": "Grizzly Bears", "cost": "{1}{G}", "types": ["creature"], "power": 2, "toughness": 2}
LIONS = {"name": "Savannah Lions", "cost": "{W}", "types": ["creature"], "power": 2, "toughness": 1}
MURDER = {
    "name": "Murder",
    "cost": "{1}{B}{B}",
    "types": ["instant"],
    "targets": ["creature"],
    "effects": [{"effect": "destroy", "to": "target1"}],
}
SPLITTER = {
    "name": "Bonesplitter",
    "cost": "{1}",
    "types": ["artifact"],
    "subtypes": ["Equipment"],
    "keywords": ["equip {1}"],
    "abilities": [{"static": "enchanted_gets", "power": 2, "toughness": 0}],
}
SEASON = {
    "name": "Doubling Season",
    "types": ["enchantment"],
    "abilities": [{"static": "double_tokens"}, {"static": "double_counters"}],
}
BOLT = {
    "name": "Lightning Bolt",
    "cost": "{R}",
    "types": ["instant"],
    "targets": ["creature or planeswalker"],
    "effects": [{"effect": "damage", "amount": 3, "to": "target1"}],
}
BATTLE_BOLT = {**BOLT, "targets": [{"what": "permanent", "types": ["battle"]}]}
GIANT_GROWTH = {
    "name": "Giant Growth",
    "cost": "{G}",
    "types": ["instant"],
    "targets": ["creature"],
    "effects": [{"effect": "pump", "power": 3, "toughness": 3, "to": "target1"}],
}
WEREFOX = {
    "name": {"en": "Ferocious Werefox", "de": "Wilde Werfüchsin"},
    "cost": "{3}{G}",
    "types": ["creature"],
    "power": 4,
    "toughness": 3,
    "keywords": ["trample"],
    "adventure": {
        "name": {"en": "Guard Change", "de": "Wachablöse"},
        "cost": "{1}{G}",
        "types": ["instant"],
        "subtypes": ["Adventure"],
        "targets": ["creature you control"],
        "effects": [{"effect": "create_role", "role": "monster", "attached_to": "target1"}],
    },
}


def card(card_id: str, definition: dict, **changes: Any) -> dict:
    return {"id": card_id, **copy.deepcopy(definition), **changes}


def scenario_data(
    cards: list[dict],
    alice: dict,
    bob: dict | None = None,
    actions: list[dict] | None = None,
    expect: list[dict] | None = None,
    params: list[dict] | None = None,
) -> dict:
    return {
        "title": {"en": "test", "de": "Test"},
        "params": params or [],
        "players": [{"id": "alice", "name": "Alice", **alice}, {"id": "bob", "name": "Bob", **(bob or {})}],
        "cards": cards,
        "actions": actions or [{"do": "check"}],
        "expect": expect or [{"player": "alice", "life": 20}],
    }


def make_scenario(data: dict, scenario_id: str = "test") -> Scenario:
    return scenario_from_data(data, scenario_id, f"{scenario_id}.toml")


def run_data(data: dict, params: dict | None = None) -> RunResult:
    return run(make_scenario(data), params)


def make_game(data: dict) -> Game:
    """A game set up from scenario-style data, with triggers wired, ready for module calls."""
    game = build_game(Table(data, "", "test.toml"))
    game.on_event = on_event
    return game


def events(result: RunResult) -> list[str]:
    """Every note of a run as its English msgid, in order."""
    return [note.message.msgid for step in result.steps for note in step.notes]


def rules_applied(result: RunResult) -> list[str]:
    return [rule for step in result.steps for note in step.notes for rule in note.rules]


def failed(result: RunResult) -> list[str]:
    """The msgids of the checks a run failed, and its error if it stopped."""
    return [check.message.msgid for _, check in result.checks if not check.passed] + (
        [result.error.msgid] if result.error else []
    )
