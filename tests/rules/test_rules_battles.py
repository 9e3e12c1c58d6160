"""Battles: defense counters as one enters (310.4b), damage removing them (120.3h), and 0
defense putting one into its owner's graveyard (704.5v) unless an ability of it that triggered
hasn't left the stack yet."""

from __future__ import annotations

from tests.support.rules_helpers import BATTLE_BOLT, card, events, failed, rules_applied, run_data, scenario_data

BATTLE = {"name": "Practice Battle", "cost": "{2}{R}", "types": ["battle"], "defense": 3}
GAIN_ON_ENTERING = [{"trigger": "enters", "effects": [{"effect": "gain_life", "amount": 1}]}]


def test_a_battle_cast_enters_with_its_printed_defense() -> None:
    result = run_data(
        scenario_data(
            [card("battle", BATTLE)],
            {"hand": ["battle"]},
            actions=[{"do": "cast", "player": "alice", "card": "battle"}, {"do": "resolve"}],
            expect=[{"object": "battle", "zone": "battlefield", "counters": {"defense": 3}}],
        )
    )
    assert failed(result) == []


def test_damage_removes_defense_counters_and_is_not_marked() -> None:
    result = run_data(
        scenario_data(
            [card("battle", BATTLE, defense=4), card("bolt", BATTLE_BOLT)],
            {"hand": ["bolt"], "battlefield": ["battle"]},
            actions=[{"do": "cast", "player": "alice", "card": "bolt", "targets": ["battle"]}, {"do": "resolve"}],
            expect=[{"object": "battle", "zone": "battlefield", "counters": {"defense": 1}, "damage": 0}],
        )
    )
    assert failed(result) == []
    assert "120.3h" in rules_applied(result)
    assert "704.5v" not in rules_applied(result)


def test_set_up_with_no_defense_counters_it_goes_to_the_graveyard() -> None:
    result = run_data(
        scenario_data(
            [card("battle", BATTLE)],
            {"battlefield": [{"card": "battle", "counters": {"defense": 0}}]},
            expect=[{"object": "battle", "zone": "graveyard"}],
        )
    )
    assert failed(result) == []
    assert "%(object)s has defense 0: it is put into its owner's graveyard." in events(result)


def test_a_battle_stays_while_its_triggered_ability_is_on_the_stack() -> None:
    """Rule 704.5v: defense 0 with its enters trigger still on the stack; it goes once that resolves."""
    result = run_data(
        scenario_data(
            [card("battle", BATTLE, abilities=GAIN_ON_ENTERING), card("bolt", BATTLE_BOLT)],
            {"hand": ["battle", "bolt"]},
            actions=[
                {"do": "cast", "player": "alice", "card": "battle"},
                {"do": "resolve"},
                {"do": "respond", "player": "alice", "card": "bolt", "targets": ["battle"]},
                {"do": "resolve"},
                {"do": "check", "expect": [{"object": "battle", "zone": "battlefield", "counters": {"defense": 0}}]},
                {"do": "resolve"},
            ],
            expect=[{"object": "battle", "zone": "graveyard"}, {"player": "alice", "life": 21}],
        )
    )
    assert failed(result) == []
