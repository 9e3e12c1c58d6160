"""Equip (702.6a) is an activated ability on the stack (602.2): it attaches only as it resolves,
and does nothing if its target has become illegal (608.2b) or its Equipment has left."""

from __future__ import annotations

from tests.support.rules_helpers import (
    BEARS,
    MURDER,
    SPLITTER,
    card,
    events,
    failed,
    rules_applied,
    run_data,
    scenario_data,
)

SHATTER = {
    "name": "Shatter",
    "cost": "{1}{R}",
    "types": ["instant"],
    "targets": [{"what": "permanent", "types": ["artifact"]}],
    "effects": [{"effect": "destroy", "to": "target1"}],
}


def equip_then(actions: list[dict], expect: list[dict]) -> dict:
    return scenario_data(
        [card("bears", BEARS), card("splitter", SPLITTER), card("murder", MURDER), card("shatter", SHATTER)],
        {"battlefield": ["bears", "splitter"]},
        {"hand": ["murder", "shatter"]},
        actions=[{"do": "equip", "player": "alice", "card": "splitter", "to": "bears"}, *actions],
        expect=expect,
    )


def test_equip_goes_on_the_stack_and_attaches_as_it_resolves() -> None:
    result = run_data(
        equip_then(
            [
                {
                    "do": "check",
                    "expect": [{"object": "splitter", "attached_to": False}, {"stack": ["splitter-equip"]}],
                },
                {"do": "resolve"},
            ],
            [{"object": "splitter", "attached_to": "bears"}, {"object": "bears", "power": 4}],
        )
    )
    assert failed(result) == []


def test_the_creature_dying_in_response_leaves_the_equipment_unattached() -> None:
    result = run_data(
        equip_then(
            [{"do": "respond", "player": "bob", "card": "murder", "targets": ["bears"]}, {"do": "resolve", "times": 2}],
            [{"object": "splitter", "zone": "battlefield", "attached_to": False}],
        )
    )
    assert failed(result) == []
    assert "608.2b" in rules_applied(result)


def test_the_equipment_leaving_in_response_attaches_nothing() -> None:
    result = run_data(
        equip_then(
            [
                {"do": "respond", "player": "bob", "card": "shatter", "targets": ["splitter"]},
                {"do": "resolve", "times": 2},
            ],
            [{"object": "splitter", "zone": "graveyard"}, {"object": "bears", "power": 2}],
        )
    )
    assert failed(result) == []
    assert "The Equipment has left the battlefield: there is nothing to attach." in events(result)
