"""Targets (115): hexproof (702.11b), shroud (702.18a), protection (702.16b), zones, filters."""

from __future__ import annotations

from corpus.rules.engine.layers import face_chars
from corpus.rules.engine.model import Face
from corpus.rules.engine.targets import target_problem
from corpus.rules.scenario.vocabulary import TARGET_SHORTHANDS
from corpus.rules.text.messages import Name
from tests.support.rules_helpers import BEARS, WEREFOX, card, make_game, scenario_data

CREATURE = TARGET_SHORTHANDS["creature"]
INSTANT = face_chars(Face(Name("Spell"), "Spell", types=("instant",)), "bob", False)
AURA = face_chars(Face(Name("Aura"), "Aura", types=("enchantment",), subtypes=("Aura",)), "bob", False)


def game(*keywords: str):
    return make_game(
        scenario_data(
            [card("bears", BEARS, keywords=list(keywords)), card("fox", WEREFOX)],
            {"battlefield": ["bears"], "graveyard": ["fox"]},
        )
    )


def problem(g, spec, label, you, source=INSTANT):
    found = target_problem(g, spec, g.by_label(label), you, None, source)
    return found[1] if found else None


def test_hexproof_stops_only_opponents() -> None:
    g = game("hexproof")
    assert problem(g, CREATURE, "bears", "bob") == ("702.11b",)
    assert problem(g, CREATURE, "bears", "alice") is None


def test_shroud_stops_everyone() -> None:
    g = game("shroud")
    assert problem(g, CREATURE, "bears", "alice") == ("702.18a",)


def test_protection_from_enchantments_stops_enchantment_sources_only() -> None:
    g = game("protection from enchantments")
    assert problem(g, CREATURE, "bears", "bob", AURA) == ("702.16b",)
    assert problem(g, CREATURE, "bears", "bob", INSTANT) is None


def test_filters_and_zones() -> None:
    g = game()
    assert problem(g, TARGET_SHORTHANDS["creature you control"], "bears", "bob") == ("115.1",)
    gy = TARGET_SHORTHANDS["instant or sorcery card in your graveyard"]
    assert problem(g, gy, "fox", "alice") == ("115.1",)  # a creature card in the graveyard (715.4)
    assert problem(g, CREATURE, "fox", "alice") == ("115.1", "608.2b")
    assert target_problem(
        g, TARGET_SHORTHANDS["another creature"], g.by_label("bears"), "alice", g.by_label("bears").oid, None
    )
