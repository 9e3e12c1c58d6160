"""Cards from the documented vocabulary; anything else is an error naming its place."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from corpus.rules.scenario.tables import Table
from corpus.rules.scenario.vocabulary import TARGET_SHORTHANDS, read_card
from tests.support.rules_helpers import BEARS, WEREFOX


def read(data: dict):
    table = Table(data, "cards[0]", "t.toml")
    card = read_card(table, "c")
    table.done()
    return card


def test_an_adventurer_card_has_two_faces() -> None:
    card = read(WEREFOX)
    assert card.face.name_en == "Ferocious Werefox"
    assert card.face.colors == ("green",)
    assert card.adventure.name_en == "Guard Change"
    assert card.adventure.targets == (TARGET_SHORTHANDS["creature you control"],)
    assert card.adventure.effects[0].ref == "target1"


@pytest.mark.parametrize(
    "change, problem",
    [
        ({"keywords": ["flying", "banding"]}, "unknown keyword 'banding'"),
        ({"power": None}, "needs .power. and .toughness."),
        ({"power": "2"}, "must be a whole number"),
        ({"types": ["creature", "kindred"]}, "unknown card type 'kindred'"),
        ({"types": ["creature", "battle"]}, "a battle needs 'defense'"),
        ({"defense": 3}, "only a battle has it"),
        ({"types": ["creature", "planeswalker"]}, "a planeswalker needs 'loyalty'"),
        ({"loyalty": 3}, "only a planeswalker has it"),
        ({"cost": "3G"}, "is not a mana cost"),
        ({"abilities": [{"trigger": "upkeep", "effects": []}]}, "'upkeep' is not one of"),
        ({"abilities": [{"static": "anthem"}]}, "'anthem' is not one of"),
        ({"targets": ["creature"], "effects": []}, "only an instant or sorcery has 'targets'"),
    ],
)
def test_invalid_cards(change: dict, problem: str) -> None:
    data = {**BEARS, **change}
    data = {k: v for k, v in data.items() if v is not None}
    with pytest.raises(ScenarioError, match=problem):
        read(data)


def test_effect_references_must_name_an_existing_target() -> None:
    spell = {
        "name": "Bad",
        "types": ["instant"],
        "targets": ["creature"],
        "effects": [{"effect": "destroy", "to": "target2"}],
    }
    with pytest.raises(ScenarioError, match="'target2' is not one of"):
        read(spell)


def test_an_adventure_must_be_an_instant_or_sorcery() -> None:
    bad = {**BEARS, "adventure": {"name": "Oops", "types": ["creature"], "power": 1, "toughness": 1}}
    with pytest.raises(ScenarioError, match="an Adventure is an instant or sorcery"):
        read(bad)


def test_auras_need_enchant_creature() -> None:
    aura = {"name": "Aura", "types": ["enchantment"], "subtypes": ["Aura"]}
    with pytest.raises(ScenarioError, match="enchant creature"):
        read(aura)


def test_target_tables_and_unknown_shorthands() -> None:
    spell = {
        "name": "S",
        "types": ["sorcery"],
        "targets": [{"what": "permanent", "types": ["creature"], "optional": True}],
        "effects": [{"effect": "create_role", "role": "cursed", "attached_to": "target1"}],
    }
    assert read(spell).face.targets[0].optional
    with pytest.raises(ScenarioError, match="unknown target 'a dragon'"):
        read({**spell, "targets": ["a dragon"]})
    with pytest.raises(ScenarioError, match="unknown Role 'heroic'"):
        read({**spell, "effects": [{"effect": "create_role", "role": "heroic", "attached_to": "target1"}]})
