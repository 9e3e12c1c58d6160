"""Casting (601): permissions (601.3, 715.3a, 715.3d), timing (117.1a), targets, costs (118.9)."""

from __future__ import annotations

import pytest

from corpus.rules.engine.casting import CastRequest, cast
from corpus.rules.engine.errors import IllegalAction
from corpus.rules.engine.stack import resolve_top
from tests.support.rules_helpers import BEARS, WEREFOX, card, make_game, scenario_data

JOHANN = {
    "name": "Johann",
    "types": ["creature"],
    "power": 2,
    "toughness": 5,
    "abilities": [
        {
            "static": "may_cast",
            "from": "library_top",
            "spells": {"types": ["instant", "sorcery"]},
            "once_each_turn": True,
        }
    ],
}
OMNISCIENCE = {
    "name": "Omniscience",
    "types": ["enchantment"],
    "abilities": [{"static": "may_cast", "from": "hand", "spells": {}, "without_paying": True}],
}


def game(alice: dict, extra: list | None = None):
    cards = [card("bears", BEARS), card("fox", WEREFOX), card("fox-2", WEREFOX)] + (extra or [])
    placed = {c for zone in alice.values() for c in zone}
    spare = [c["id"] for c in cards if c["id"] not in placed]
    return make_game(scenario_data(cards, alice, {"hand": spare}))


def rules_of(excinfo) -> tuple[str, ...]:
    return excinfo.value.rules


def test_cast_as_adventure_uses_the_alternative_characteristics() -> None:
    g = game({"battlefield": ["bears"], "hand": ["fox"]})
    spell = cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    assert spell.zone == "stack" and spell.as_adventure
    assert g.players["alice"].mana_spent == 2 and g.players["alice"].spells_cast == 1


def test_timing_noninstants_need_an_empty_stack_in_your_main_phase() -> None:
    g = game({"battlefield": ["bears"], "hand": ["fox", "fox-2"]})
    cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    with pytest.raises(IllegalAction) as excinfo:
        cast(g, CastRequest("alice", "fox-2"))
    assert rules_of(excinfo) == ("117.1a", "302.1"), "a creature's timing, not a sorcery's (307.1)"
    with pytest.raises(IllegalAction):
        cast(g, CastRequest("bob", "bears"))  # not Bob's turn


def test_a_sorcery_or_an_artifact_creature_cast_out_of_turn_cites_its_own_types_rules() -> None:
    lesson = {"name": "Lesson", "types": ["sorcery"], "abilities": []}
    golem = {"name": "Golem", "types": ["artifact", "creature"], "power": 3, "toughness": 3, "abilities": []}
    g = game({"hand": ["lesson", "golem"]}, [card("lesson", lesson), card("golem", golem)])
    g.active = "bob"
    for label, rules in (("lesson", ("117.1a", "307.1")), ("golem", ("117.1a", "301.1", "302.1"))):
        with pytest.raises(IllegalAction) as excinfo:
            cast(g, CastRequest("alice", label))
        assert rules_of(excinfo) == rules, label


def test_exile_permission_is_for_the_creature_only() -> None:
    g = game({"battlefield": ["bears"], "hand": ["fox"]})
    cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    resolve_top(g)
    with pytest.raises(IllegalAction) as excinfo:
        cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    assert rules_of(excinfo) == ("715.3d",)
    cast(g, CastRequest("alice", "fox"))
    assert g.by_label("fox").zone == "stack"


def test_a_card_exiled_otherwise_gives_no_permission() -> None:
    g = game({"exile": ["fox"]})
    with pytest.raises(IllegalAction) as excinfo:
        cast(g, CastRequest("alice", "fox"))
    assert rules_of(excinfo) == ("601.3", "715.3d")


def test_a_permission_for_instants_allows_only_the_adventure_once_each_turn() -> None:
    g = game({"battlefield": ["bears", "johann"], "library": ["fox", "fox-2"]}, [card("johann", JOHANN)])
    with pytest.raises(IllegalAction) as excinfo:
        cast(g, CastRequest("alice", "fox"))
    assert "715.3a" in rules_of(excinfo)
    cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    with pytest.raises(IllegalAction):
        cast(g, CastRequest("alice", "fox-2", adventure=True, targets=("bears",)))


def test_without_paying_combines_with_an_adventure() -> None:
    g = game({"battlefield": ["bears", "omni"], "hand": ["fox"]}, [card("omni", OMNISCIENCE)])
    cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",), without_paying=True))
    assert g.players["alice"].mana_spent == 0
    assert {"118.9", "715.3"} <= g.rules_applied


def test_targets_are_required_and_checked() -> None:
    g = game({"battlefield": ["bears"], "hand": ["fox"]})
    with pytest.raises(IllegalAction):
        cast(g, CastRequest("alice", "fox", adventure=True))
    with pytest.raises(IllegalAction):
        cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears", "bears")))
    assert g.by_label("fox").zone == "hand"  # illegal attempts change nothing (601.2e)


def test_a_permission_for_creature_spells_allows_only_the_creature() -> None:
    courser = {
        **JOHANN,
        "name": "Courser",
        "abilities": [{"static": "may_cast", "from": "library_top", "spells": {"types": ["creature"]}}],
    }
    g = game({"battlefield": ["bears", "courser"], "library": ["fox"]}, [card("courser", courser)])
    with pytest.raises(IllegalAction) as excinfo:
        cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    assert rules_of(excinfo) == ("601.3", "715.3a")
    assert cast(g, CastRequest("alice", "fox")).zone == "stack"


def test_a_permanent_spell_resolves_by_608_3_an_instant_or_sorcery_by_608_2() -> None:
    """Every permanent spell's "resolves" cited 608.2, the rule for instants, sorceries and
    abilities (a judge's review of the examples, 7 December: 27 examples)."""
    g = game({"battlefield": ["bears"], "hand": ["fox"]})
    cast(g, CastRequest("alice", "fox", adventure=True, targets=("bears",)))
    g.take_notes()
    resolve_top(g)
    assert g.take_notes()[0].rules == ("608.2",), "the Adventure is an instant"
    cast(g, CastRequest("alice", "fox"))
    g.take_notes()
    resolve_top(g)
    assert g.take_notes()[0].rules == ("608.3",), "the creature spell"
