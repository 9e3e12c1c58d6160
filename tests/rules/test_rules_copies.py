"""Copies of permanents (707.2, 707.5): the Adventure is copied (715.2b) until a zone change."""

from __future__ import annotations

from tests.support.rules_helpers import WEREFOX, card, run_data, scenario_data

CLONE = {
    "name": "Clone",
    "types": ["creature"],
    "power": 0,
    "toughness": 0,
    "abilities": [{"static": "enters_as_copy", "choose": {"types": ["creature"]}}],
}
UNSUMMON = {
    "name": "Unsummon",
    "types": ["instant"],
    "targets": ["creature"],
    "effects": [{"effect": "return_to_hand", "to": "target1"}],
}


def base(actions, expect):
    return scenario_data(
        [card("fox", WEREFOX), card("clone", CLONE), card("unsummon", UNSUMMON)],
        {"battlefield": ["fox"], "hand": ["clone", "unsummon"]},
        actions=actions,
        expect=expect,
    )


def test_a_clone_of_an_adventurer_has_an_adventure_until_it_leaves() -> None:
    actions = [
        {"do": "choose", "player": "alice", "copy": "fox", "for": "clone"},
        {"do": "cast", "player": "alice", "card": "clone"},
        {"do": "resolve"},
        {
            "do": "check",
            "expect": [{"object": "clone", "has_adventure": True, "power": 4, "toughness": 3, "has": ["trample"]}],
        },
        {"do": "cast", "player": "alice", "card": "unsummon", "targets": ["clone"]},
        {"do": "resolve"},
    ]
    result = run_data(base(actions, [{"object": "clone", "zone": "hand", "has_adventure": False, "name": "Clone"}]))
    assert result.passed, [c.message for _, c in result.checks if not c.passed]


def test_choosing_nothing_leaves_a_0_0_that_dies() -> None:
    actions = [
        {"do": "choose", "player": "alice", "copy": "none", "for": "clone"},
        {"do": "cast", "player": "alice", "card": "clone"},
        {"do": "resolve"},
    ]
    assert run_data(base(actions, [{"object": "clone", "zone": "graveyard"}, {"rule_applied": "704.5f"}])).passed
