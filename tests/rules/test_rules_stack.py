"""The stack (405, 608): last in resolves first; all targets illegal -> no effect; counter; copy."""

from __future__ import annotations

import pytest

from tests.support.rules_helpers import (
    BEARS,
    LIONS,
    MURDER,
    WEREFOX,
    card,
    events,
    rules_applied,
    run_data,
    scenario_data,
)

VETERAN = {
    "name": "Embereth Veteran",
    "types": ["creature"],
    "power": 2,
    "toughness": 1,
    "abilities": [
        {
            "activated": "{1}",
            "sacrifice": True,
            "targets": ["another creature"],
            "effects": [{"effect": "create_role", "role": "young_hero", "attached_to": "target1"}],
        }
    ],
}
CANCEL = {
    "name": "Cancel",
    "types": ["instant"],
    "targets": ["spell"],
    "effects": [{"effect": "counter", "to": "target1"}],
}
TWINCAST = {
    "name": "Twincast",
    "types": ["instant"],
    "targets": ["instant or sorcery spell"],
    "effects": [{"effect": "copy_spell", "to": "target1"}],
}
GUARD_CHANGE = {"do": "cast", "player": "alice", "card": "fox", "adventure": True, "targets": ["bears"]}


def test_a_role_created_in_response_comes_first_so_the_later_one_stays() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("veteran", VETERAN), card("fox", WEREFOX)],
        {"battlefield": ["bears", "veteran"], "hand": ["fox"]},
        actions=[
            GUARD_CHANGE,
            {"do": "activate", "player": "alice", "card": "veteran", "targets": ["bears"]},
            {"do": "resolve"},
            {"do": "resolve"},
        ],
        expect=[
            {"object": "bears", "roles": [{"role": "monster", "controller": "alice"}]},
            {"object": "young-hero", "exists": False},
        ],
    )
    result = run_data(data)
    assert result.passed, result.checks
    order = [e for e in events(result) if "creates %(role)s" in e or "isn't the newest" in e]
    assert len(order) == 3  # Young Hero, then Monster, then Young Hero goes


def test_a_spell_whose_only_target_is_gone_does_nothing_and_an_adventure_goes_to_the_graveyard() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("fox", WEREFOX), card("murder", MURDER)],
        {"battlefield": ["bears"], "hand": ["fox"]},
        {"hand": ["murder"]},
        actions=[
            GUARD_CHANGE,
            {"do": "respond", "player": "bob", "card": "murder", "targets": ["bears"]},
            {"do": "resolve", "times": 2},
        ],
        expect=[
            {"object": "fox", "zone": "graveyard"},
            {"object": "monster", "exists": False},
            {"rule_applied": "608.2b"},
        ],
    )
    result = run_data(data)
    assert result.passed
    said = events(result)
    # Murder resolves; Guard Change, whose target is gone, doesn't, and is not said to (608.2b).
    assert said.count("%(object)s resolves.") == 1
    assert said[-2:] == [
        "%(object)s doesn't resolve: all its targets are illegal now. None of its effects happen.",
        "%(object)s didn't resolve, so it is not exiled: it goes to the graveyard and can't be cast later as a "
        "creature.",
    ]


def test_a_countered_adventure_goes_to_the_graveyard() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("fox", WEREFOX), card("cancel", CANCEL)],
        {"battlefield": ["bears"], "hand": ["fox"]},
        {"hand": ["cancel"]},
        actions=[
            GUARD_CHANGE,
            {"do": "respond", "player": "bob", "card": "cancel", "targets": ["fox"]},
            {"do": "resolve"},
        ],
        expect=[{"object": "fox", "zone": "graveyard"}, {"stack": []}, {"object": "cancel", "zone": "graveyard"}],
    )
    assert run_data(data).passed


def test_a_copy_keeps_the_targets_is_not_cast_and_ceases_to_exist() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("fox", WEREFOX), card("twincast", TWINCAST)],
        {"battlefield": ["bears"], "hand": ["fox", "twincast"]},
        actions=[
            GUARD_CHANGE,
            {"do": "respond", "player": "alice", "card": "twincast", "targets": ["fox"]},
            {"do": "resolve"},
            {"do": "check", "expect": [{"stack": ["fox-copy", "fox"]}]},
            {"do": "resolve", "times": 2},
        ],
        expect=[
            {"object": "fox-copy", "exists": False},
            {"player": "alice", "spells_cast": 2},
            {"object": "fox", "zone": "exile", "may_cast": "alice"},
        ],
    )
    result = run_data(data)
    assert result.passed, [c.message for _, c in result.checks if not c.passed]


def test_resolving_an_empty_stack_is_illegal() -> None:
    data = scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}, actions=[{"do": "resolve"}])
    result = run_data(data)
    assert not result.passed and result.error_rules == ("405.5",)


def test_copy_and_counter_actions_need_a_spell_on_the_stack() -> None:
    for action in ({"do": "copy", "player": "alice", "spell": "bears"}, {"do": "counter", "spell": "bears"}):
        result = run_data(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}, actions=[action]))
        assert result.error is not None


@pytest.mark.parametrize(
    ("chosen", "said"),
    [
        (["lions"], "The copy gets new targets: %(targets)s."),
        (["bears"], "The copy keeps the targets of the original: %(targets)s."),
    ],
)
def test_a_copy_whose_targets_may_change_says_whether_they_did(chosen, said) -> None:
    """707.10c: the copy's controller may choose new targets and may leave any unchanged; the
    trace says which, not "new targets" for the same ones."""
    data = scenario_data(
        [card("bears", BEARS), card("lions", LIONS), card("fox", WEREFOX), card("twincast", TWINCAST)],
        {"battlefield": ["bears", "lions"], "hand": ["fox", "twincast"]},
        actions=[
            GUARD_CHANGE,
            {"do": "respond", "player": "alice", "card": "twincast", "targets": ["fox"]},
            {"do": "choose", "player": "alice", "new_targets": chosen},
            {"do": "resolve"},
        ],
    )
    result = run_data(data)
    assert said in events(result)
    assert "707.10c" in rules_applied(result)
