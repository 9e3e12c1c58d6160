"""A battle's protector: chosen as it enters (310.8a, 310.11a), a new one for a Siege whose
controller protects it (704.5x); a Siege's last defense counter (310.11b) is not modelled."""

from __future__ import annotations

from tests.support.rules_helpers import BATTLE_BOLT, card, events, failed, rules_applied, run_data, scenario_data

BATTLE = {"name": "Practice Battle", "cost": "{2}{R}", "types": ["battle"], "defense": 3}
SIEGE = {**BATTLE, "name": "Practice Siege", "subtypes": ["Siege"]}
CAST_IT = [{"do": "cast", "player": "alice", "card": "siege"}, {"do": "resolve"}]


def test_a_siege_cast_is_protected_by_the_opponent() -> None:
    result = run_data(
        scenario_data(
            [card("siege", SIEGE)],
            {"hand": ["siege"]},
            actions=CAST_IT,
            expect=[{"object": "siege", "zone": "battlefield", "protector": "bob"}],
        )
    )
    assert failed(result) == []
    assert "310.11a" in rules_applied(result)


def test_a_battle_without_battle_type_is_protected_by_its_controller() -> None:
    result = run_data(
        scenario_data(
            [card("siege", BATTLE)],
            {"hand": ["siege"]},
            actions=CAST_IT,
            expect=[{"object": "siege", "protector": "alice"}],
        )
    )
    assert failed(result) == []
    assert "%(object)s has no battle type: its controller, %(player)s, protects it." in events(result)


def test_a_siege_set_up_on_the_battlefield_has_its_protector_already() -> None:
    result = run_data(
        scenario_data(
            [card("siege", SIEGE), card("battle", BATTLE)],
            {"battlefield": ["siege"]},
            {"battlefield": ["battle"]},
            expect=[{"object": "siege", "protector": "bob"}, {"object": "battle", "protector": "bob"}],
        )
    )
    assert failed(result) == []
    assert "704.5x" not in rules_applied(result)


def test_a_siege_whose_controller_protects_it_gets_the_opponent_as_protector() -> None:
    result = run_data(
        scenario_data(
            [card("siege", SIEGE)],
            {"battlefield": ["siege"]},
            actions=[{"do": "change_control", "object": "siege", "to": "bob"}],
            expect=[{"object": "siege", "controller": "bob", "protector": "alice"}],
        )
    )
    assert failed(result) == []
    assert "704.5x" in rules_applied(result)


def test_a_changed_protector_is_a_failed_check() -> None:
    result = run_data(
        scenario_data(
            [card("siege", SIEGE)],
            {"battlefield": ["siege"]},
            actions=[{"do": "change_control", "object": "siege", "to": "bob"}],
            expect=[{"object": "siege", "protector": "bob"}],
        )
    )
    assert failed(result) == ["%(player)s protects %(object)s."]


def test_damage_short_of_the_last_defense_counter_of_a_siege_is_played() -> None:
    result = run_data(
        scenario_data(
            [card("siege", SIEGE, defense=4), card("bolt", BATTLE_BOLT)],
            {"battlefield": ["siege"], "hand": ["bolt"]},
            actions=[{"do": "cast", "player": "alice", "card": "bolt", "targets": ["siege"]}, {"do": "resolve"}],
            expect=[{"object": "siege", "counters": {"defense": 1}}],
        )
    )
    assert failed(result) == []


def test_removing_the_last_defense_counter_of_a_siege_stops_the_run() -> None:
    result = run_data(
        scenario_data(
            [card("siege", SIEGE), card("bolt", BATTLE_BOLT)],
            {"battlefield": ["siege"], "hand": ["bolt"]},
            actions=[{"do": "cast", "player": "alice", "card": "bolt", "targets": ["siege"]}, {"do": "resolve"}],
            expect=[{"object": "siege", "zone": "battlefield"}],
        )
    )
    assert result.error is not None and "310.11b" in result.error_rules
    assert "is not modelled" in result.error.msgid


def test_choosing_among_several_opponents_is_not_modelled() -> None:
    data = scenario_data(
        [card("siege", SIEGE)], {"hand": ["siege"]}, actions=CAST_IT, expect=[{"object": "siege", "protector": "bob"}]
    )
    data["players"].append({"id": "carol", "name": "Carol"})
    result = run_data(data)
    assert result.error is not None and result.error_rules == ("310.11a",)
