"""A permanent that becomes a creature (layer 4, 613.1d; base power and toughness, 7b) while
attached becomes unattached (704.5p): an Equipment stays on the battlefield (301.5c), an Aura
then goes to its owner's graveyard (303.4d, 704.5m)."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, SPLITTER, card, events, failed, rules_applied, run_data, scenario_data

STRENGTH = {
    "name": "Holy Strength",
    "cost": "{W}",
    "types": ["enchantment"],
    "subtypes": ["Aura"],
    "keywords": ["enchant creature"],
    "abilities": [{"static": "enchanted_gets", "power": 1, "toughness": 2}],
}
ANIMATE = {
    "name": "Practice Animation",
    "cost": "{1}{U}",
    "types": ["instant"],
    "targets": ["permanent"],
    "effects": [{"effect": "become_creature", "power": 3, "toughness": 3, "to": "target1"}],
}
UNATTACHED = "%(object)s is a creature attached to %(other)s: it becomes unattached and stays on the battlefield."


def _animate(label: str, attach: list[dict]) -> list[dict]:
    return [*attach, {"do": "cast", "player": "alice", "card": "animate", "targets": [label]}, {"do": "resolve"}]


def test_an_equipment_that_becomes_a_creature_is_unattached_and_stays() -> None:
    result = run_data(
        scenario_data(
            [card("bears", BEARS), card("splitter", SPLITTER), card("animate", ANIMATE)],
            {"battlefield": ["bears", "splitter"], "hand": ["animate"]},
            actions=_animate(
                "splitter", [{"do": "equip", "player": "alice", "card": "splitter", "to": "bears"}, {"do": "resolve"}]
            ),
            expect=[
                {
                    "object": "splitter",
                    "zone": "battlefield",
                    "attached_to": False,
                    "types": ["artifact", "creature"],
                    "power": 3,
                    "toughness": 3,
                },
                {"object": "bears", "power": 2, "toughness": 2},
            ],
        )
    )
    assert failed(result) == []
    assert {"704.5p", "301.5c"} <= set(rules_applied(result))


def test_an_aura_that_becomes_a_creature_is_unattached_then_put_into_the_graveyard() -> None:
    result = run_data(
        scenario_data(
            [card("bears", BEARS), card("strength", STRENGTH), card("animate", ANIMATE)],
            {"battlefield": ["bears", {"card": "strength", "attached_to": "bears"}], "hand": ["animate"]},
            actions=_animate("strength", []),
            expect=[{"object": "strength", "zone": "graveyard"}, {"object": "bears", "power": 2, "toughness": 2}],
        )
    )
    assert failed(result) == []
    notes = events(result)
    assert notes.index(UNATTACHED) < notes.index(
        "%(object)s is attached to nothing: it is put into its owner's graveyard."
    )
    assert "303.4d" in rules_applied(result)


def test_an_unattached_artifact_becomes_a_creature_until_end_of_turn() -> None:
    result = run_data(
        scenario_data(
            [card("splitter", SPLITTER), card("animate", ANIMATE)],
            {"battlefield": ["splitter"], "hand": ["animate"]},
            actions=[
                *_animate("splitter", []),
                {"do": "check", "expect": [{"object": "splitter", "types": ["artifact", "creature"], "power": 3}]},
                {"do": "end_turn"},
            ],
            expect=[{"object": "splitter", "types": ["artifact"]}],
        )
    )
    assert failed(result) == []
    assert "704.5p" not in rules_applied(result)


def test_a_creature_that_becomes_a_creature_gets_the_base_power_and_toughness_then_counters() -> None:
    result = run_data(
        scenario_data(
            [card("bears", BEARS), card("animate", ANIMATE)],
            {"battlefield": [{"card": "bears", "counters": {"+1/+1": 1}}], "hand": ["animate"]},
            actions=_animate("bears", []),
            expect=[{"object": "bears", "types": ["creature"], "power": 4, "toughness": 4}],
        )
    )
    assert failed(result) == []
