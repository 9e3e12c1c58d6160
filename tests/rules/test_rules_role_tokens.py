"""The seven Role tokens as rules 111.10j-111.10r define them."""

from __future__ import annotations

import pytest

from corpus.rules.engine.role_tokens import ROLE_CARDS, ROLE_KEYS, ROLE_RULES


def test_there_are_seven_roles_with_their_rules() -> None:
    assert ROLE_KEYS == ("cursed", "monster", "royal", "sorcerer", "virtuous", "wicked", "young_hero")
    assert ROLE_RULES["virtuous"] == "111.10p" and ROLE_RULES["young_hero"] == "111.10r"


@pytest.mark.parametrize("key", ROLE_KEYS)
def test_each_is_a_colorless_aura_role_enchantment_with_enchant_creature(key: str) -> None:
    face = ROLE_CARDS[key].face
    assert face.colors == ()
    assert face.types == ("enchantment",)
    assert face.subtypes == ("Aura", "Role")
    assert face.keywords == ("enchant creature",)
    assert face.cost is None


def test_what_each_role_does() -> None:
    statics = {
        key: [(s.kind, tuple(sorted((k, str(v)) for k, v in s.args.items()))) for s in ROLE_CARDS[key].face.statics]
        for key in ROLE_KEYS
    }
    assert statics["cursed"] == [("enchanted_base_pt", (("power", "1"), ("toughness", "1")))]
    assert ("enchanted_has", (("keyword", "trample"),)) in statics["monster"]
    assert ("enchanted_has", (("keyword", "ward {1}"),)) in statics["royal"]
    assert ROLE_CARDS["wicked"].face.triggered[0].event == "dies"
    granted = ROLE_CARDS["young_hero"].face.statics[0].args["ability"]
    assert granted.event == "attacks" and granted.toughness_at_most == 3
    assert ROLE_CARDS["sorcerer"].face.statics[1].args["ability"].effects[0].kind == "scry"
