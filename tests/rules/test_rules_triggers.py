"""Triggered abilities (603): look-back for leaving the battlefield, intervening "if", APNAP."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, GIANT_GROWTH, MURDER, card, events, run_data, scenario_data

DRAWER = {
    "name": "Presence",
    "types": ["enchantment"],
    "abilities": [
        {"trigger": "you_cast", "spells": {"types": ["enchantment"]}, "effects": [{"effect": "draw", "amount": 1}]}
    ],
}
ETB_ROLE = {
    "name": "Squire",
    "types": ["creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {"trigger": "enters", "effects": [{"effect": "create_role", "role": "monster", "attached_to": "self"}]}
    ],
}
AURA = {
    "name": "Holy Strength",
    "types": ["enchantment"],
    "subtypes": ["Aura"],
    "keywords": ["enchant creature"],
    "abilities": [{"static": "enchanted_gets", "power": 1, "toughness": 2}],
}


def test_a_wicked_role_replaced_by_a_newer_role_still_triggers() -> None:
    data = scenario_data(
        [card("bears", BEARS)],
        {"battlefield": ["bears"], "roles": [{"role": "wicked", "attached_to": "bears"}]},
        actions=[{"do": "create_role", "player": "alice", "role": "cursed", "attached_to": "bears"}, {"do": "resolve"}],
        expect=[{"player": "bob", "life": 19}, {"player": "alice", "life": 20}, {"rule_applied": "603.10a"}],
    )
    assert run_data(data).passed


def test_enters_triggers_and_creating_a_role_is_not_casting() -> None:
    data = scenario_data(
        [card("squire", ETB_ROLE), card("presence", DRAWER), card("aura", AURA), card("a", BEARS)],
        {"battlefield": ["presence"], "hand": ["squire", "aura"], "library": ["a"]},
        actions=[{"do": "cast", "player": "alice", "card": "squire"}, {"do": "resolve", "times": 2}],
        expect=[
            {"object": "squire", "power": 2, "toughness": 2, "has": ["trample"]},
            {"player": "alice", "hand": ["aura"]},
        ],
    )
    result = run_data(data)
    assert result.passed
    told = events(result)
    entered = told.index("%(object)s enters the battlefield under %(player)s's control.")
    assert told[entered + 1] == "%(object)s entered the battlefield: its ability triggers."


def test_intervening_if_is_checked_when_triggering_and_on_resolution() -> None:
    actions = [
        {"do": "attack", "player": "alice", "creatures": ["bears"]},
        {"do": "respond", "player": "alice", "card": "growth", "targets": ["bears"]},
        {"do": "resolve", "times": 2},
    ]
    base = dict(
        cards=[card("bears", BEARS), card("growth", GIANT_GROWTH)],
        alice={"battlefield": ["bears"], "hand": ["growth"], "roles": [{"role": "young_hero", "attached_to": "bears"}]},
    )
    result = run_data(scenario_data(**base, actions=actions, expect=[{"object": "bears", "counters": {"+1/+1": 0}}]))
    assert result.passed
    assert (
        "Its condition is checked again and is false now (toughness %(toughness)s, more than %(limit)s): it does "
        "nothing." in events(result)
    )
    tough = dict(base, cards=[card("bears", BEARS, toughness=4), card("growth", GIANT_GROWTH)])
    result = run_data(scenario_data(**tough, actions=actions[:1], expect=[{"stack": []}]))
    assert result.passed  # toughness 4: it never triggered


def test_simultaneous_triggers_go_on_the_stack_active_player_first() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("murder", MURDER)],
        {
            "battlefield": ["bears"],
            "hand": ["murder"],
            "roles": [{"role": "wicked", "attached_to": "bears", "label": "w-alice"}],
        },
        {"roles": [{"role": "wicked", "attached_to": "bears", "label": "w-bob"}]},
        actions=[
            {"do": "cast", "player": "alice", "card": "murder", "targets": ["bears"]},
            {"do": "resolve"},
            {"do": "check", "expect": [{"stack": ["w-bob-trigger", "w-alice-trigger"]}]},
            {"do": "resolve", "times": 2},
        ],
        expect=[{"player": "alice", "life": 19}, {"player": "bob", "life": 19}],
    )
    result = run_data(data)
    assert result.passed, [c.message for _, c in result.checks if not c.passed]
