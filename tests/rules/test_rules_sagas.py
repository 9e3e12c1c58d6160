"""Sagas: a lore counter as one enters (714.3a) and as its controller's precombat main phase
begins (714.3b), chapter abilities triggering as the counters reach them (714.2b), and the
Saga sacrificed once its final chapter has left the stack (704.5s)."""

from __future__ import annotations

import pytest

from corpus.rules.scenario.scenario import ScenarioError
from tests.support.rules_helpers import BEARS, card, events, failed, rules_applied, run_data, scenario_data

GAIN = [{"effect": "gain_life", "amount": 1}]
SAGA = {
    "name": "Two Chapters",
    "cost": "{1}{W}",
    "types": ["enchantment"],
    "subtypes": ["Saga"],
    "abilities": [
        {"trigger": "chapter", "chapter": 1, "effects": GAIN},
        {"trigger": "chapter", "chapter": 2, "effects": GAIN},
    ],
}


def test_a_saga_enters_with_a_lore_counter_and_chapter_one_triggers() -> None:
    result = run_data(
        scenario_data(
            [card("saga", SAGA)],
            {"hand": ["saga"]},
            actions=[{"do": "cast", "player": "alice", "card": "saga"}, {"do": "resolve", "times": 2}],
            expect=[
                {"object": "saga", "zone": "battlefield", "counters": {"lore": 1}},
                {"player": "alice", "life": 21},
            ],
        )
    )
    assert failed(result) == []
    assert "714.2b" in rules_applied(result)


def test_the_saga_stays_while_its_final_chapter_is_on_the_stack_and_goes_after() -> None:
    result = run_data(
        scenario_data(
            [card("saga", SAGA)],
            {"battlefield": [{"card": "saga", "counters": {"lore": 1}}]},
            actions=[
                {"do": "end_turn"},
                {"do": "end_turn"},
                {"do": "check", "expect": [{"object": "saga", "zone": "battlefield", "counters": {"lore": 2}}]},
                {"do": "resolve"},
            ],
            expect=[{"object": "saga", "zone": "graveyard"}, {"player": "alice", "life": 21}],
        )
    )
    assert failed(result) == []
    assert "704.5s" in rules_applied(result)


def test_only_the_active_players_sagas_get_a_lore_counter() -> None:
    """Bob's turn begins: Alice's Saga stays at one lore counter."""
    result = run_data(
        scenario_data(
            [card("saga", SAGA)],
            {"battlefield": [{"card": "saga", "counters": {"lore": 1}}]},
            actions=[{"do": "end_turn"}],
            expect=[{"object": "saga", "zone": "battlefield", "counters": {"lore": 1}}, {"rule_not_applied": "714.3b"}],
        )
    )
    assert failed(result) == []


def test_a_saga_set_up_past_its_final_chapter_is_sacrificed_at_once() -> None:
    result = run_data(
        scenario_data(
            [card("saga", SAGA)],
            {"battlefield": [{"card": "saga", "counters": {"lore": 2}}]},
            expect=[{"object": "saga", "zone": "graveyard"}, {"player": "alice", "life": 20}],
        )
    )
    assert failed(result) == []


def test_an_enchantment_without_chapters_is_not_sacrificed() -> None:
    plain = {**SAGA, "subtypes": [], "abilities": []}
    result = run_data(
        scenario_data(
            [card("saga", plain), card("bears", BEARS)],
            {"battlefield": ["saga", {"card": "bears", "counters": {"lore": 5}}]},
            expect=[{"object": "saga", "zone": "battlefield"}, {"object": "bears", "zone": "battlefield"}],
        )
    )
    assert failed(result) == []


def test_a_chapter_ability_needs_its_number() -> None:
    broken = {**SAGA, "abilities": [{"trigger": "chapter", "effects": GAIN}]}
    with pytest.raises(ScenarioError, match="chapter number"):
        run_data(scenario_data([card("saga", broken)], {"battlefield": ["saga"]}))


def test_the_lore_counter_is_told_before_the_saga_is_on_the_battlefield() -> None:
    """714.3a: "as a Saga enters" (a judge's review: the counter had been told after it entered)."""
    said = events(
        run_data(
            scenario_data(
                [card("saga", SAGA)],
                {"hand": ["saga"]},
                actions=[{"do": "cast", "player": "alice", "card": "saga"}, {"do": "resolve"}],
            )
        )
    )
    lore = said.index("As %(object)s enters, its controller puts a lore counter on it.")
    assert lore < said.index("%(object)s enters the battlefield under %(player)s's control.")
