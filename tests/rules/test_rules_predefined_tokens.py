"""Predefined tokens (111.10): created by an effect, doubled, and their abilities (605, 701.44)."""

from __future__ import annotations

import pytest

from corpus.rules.engine.layers import characteristics
from corpus.rules.engine.predefined_tokens import PREDEFINED, create_predefined
from tests.support.rules_helpers import (
    BEARS,
    LIONS,
    SEASON,
    card,
    events,
    make_game,
    rules_applied,
    run_data,
    scenario_data,
)

BAKER = {
    "name": "Gingerbread Cabin Baker",
    "cost": "{1}{G}",
    "types": ["creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [{"trigger": "enters", "effects": [{"effect": "create_token", "token": "food", "amount": 1}]}],
}


def game(
    battlefield: list[str] | None = None,
    hand: list[str] | None = None,
    library: list[str] | None = None,
    actions: list | None = None,
    expect: list | None = None,
) -> dict:
    cards = [card("bears", BEARS), card("lions", LIONS), card("season", SEASON), card("baker", BAKER)]
    zones = {"battlefield": battlefield or [], "hand": hand or [], "library": library or []}
    used = {c for zone in zones.values() for c in zone}
    return scenario_data([c for c in cards if c["id"] in used], zones, actions=actions, expect=expect)


@pytest.mark.parametrize("key", sorted(PREDEFINED))
def test_each_token_is_as_its_rule_defines_it(key: str) -> None:
    g = make_game(game(["bears"]))
    [token] = create_predefined(g, "alice", key, 1)
    chars = characteristics(g, token)
    assert token.token and token.owner == "alice" and chars.controller == "alice"
    if key == "walker":
        assert (chars.name_en, chars.colors, chars.types, chars.subtypes, chars.power) == (
            "Walker",
            ("black",),
            ("creature",),
            ("Zombie",),
            2,
        )
    else:
        assert chars.name_en == f"{key.title()} Token" and chars.subtypes == (key.title(),) and chars.colors == ()
        assert chars.types == (("enchantment",) if key == "shard" else ("artifact",))
    assert PREDEFINED[key].rule in g.rules_applied


def test_an_effect_creates_food_and_doubling_season_doubles_it() -> None:
    result = run_data(
        game(
            ["season"],
            ["baker"],
            actions=[
                {"do": "cast", "player": "alice", "card": "baker"},
                {"do": "resolve_all"},
            ],
            expect=[
                {"object": "food", "token": True},
                {"object": "food-2", "types": ["artifact"], "subtypes": ["Food"]},
            ],
        )
    )
    assert result.passed, result.error
    assert "614.1a" in rules_applied(result)


def activated(token: str, then: list, expect: list, amount: int = 1):
    """A run that creates `amount` tokens of a kind, activates the first one, then does `then`."""
    result = run_data(
        game(
            actions=[
                {"do": "create_token", "player": "alice", "token": token, "amount": amount},
                {"do": "activate", "player": "alice", "card": token},
                *then,
            ],
            expect=expect,
        )
    )
    assert result.passed, result.error
    return result


def test_food_gains_three_life_through_the_stack() -> None:
    activated(
        "food",
        [
            {"do": "check", "expect": [{"stack": ["food-ability"]}, {"object": "food", "exists": False}]},
            {"do": "resolve"},
        ],
        [{"player": "alice", "life": 23, "mana_spent": 2}],
    )


def test_a_treasure_is_a_mana_ability_that_skips_the_stack() -> None:
    result = activated(
        "treasure",
        [{"do": "check", "expect": [{"stack": []}]}],
        [
            {"player": "alice", "mana_added": 1},
            {"object": "treasure", "exists": False},
            {"object": "treasure-2", "tapped": False},
        ],
        amount=2,
    )
    assert "605.3b" in rules_applied(result)


def test_a_tapped_token_cant_pay_tap_again() -> None:
    activated(
        "powerstone",
        [{"do": "activate", "player": "alice", "card": "powerstone", "illegal": True}],
        [
            {"player": "alice", "mana_added": 1},
            {"object": "powerstone", "tapped": True},
        ],
    )


def test_blood_needs_a_card_to_discard() -> None:
    base = dict(library=["bears"], hand=["lions"])
    refused = run_data(
        game(
            **base,
            actions=[
                {"do": "create_token", "player": "alice", "token": "blood"},
                {"do": "activate", "player": "alice", "card": "blood"},
            ],
        )
    )
    assert refused.error is not None and refused.error_rules == ("701.9a", "602.2b")
    result = run_data(
        game(
            **base,
            actions=[
                {"do": "create_token", "player": "alice", "token": "blood"},
                {"do": "activate", "player": "alice", "card": "blood", "discard": "lions"},
                {"do": "resolve"},
            ],
            expect=[{"player": "alice", "hand": ["bears"], "graveyard": ["lions"]}],
        )
    )
    assert result.passed, result.error


@pytest.mark.parametrize(
    "top, to_graveyard, expect",
    [
        ("lions", True, [{"object": "bears", "counters": {"+1/+1": 1}}, {"object": "lions", "zone": "graveyard"}]),
        ("lions", False, [{"object": "bears", "counters": {"+1/+1": 1}}, {"object": "lions", "zone": "library"}]),
    ],
)
def test_a_map_makes_a_creature_explore(top: str, to_graveyard: bool, expect: list) -> None:
    result = run_data(
        game(
            ["bears"],
            library=[top],
            actions=[
                {"do": "create_token", "player": "alice", "token": "map"},
                {"do": "activate", "player": "alice", "card": "map", "targets": ["bears"]},
                {"do": "choose", "player": "alice", "explore_to_graveyard": to_graveyard},
                {"do": "resolve"},
            ],
            expect=expect,
        )
    )
    assert result.passed, result.error


def test_a_land_card_revealed_by_exploring_goes_to_the_hand() -> None:
    data = game(
        ["bears"],
        actions=[
            {"do": "create_token", "player": "alice", "token": "map"},
            {"do": "activate", "player": "alice", "card": "map", "targets": ["bears"]},
            {"do": "resolve"},
        ],
        expect=[{"player": "alice", "hand": ["forest"]}, {"object": "bears", "counters": {"+1/+1": 0}}],
    )
    data["cards"].append(card("forest", {"name": "Forest", "types": ["land"]}))
    data["players"][0]["library"] = ["forest"]
    result = run_data(data)
    assert result.passed, result.error


def test_a_map_only_as_a_sorcery() -> None:
    result = run_data(
        game(
            ["bears"],
            actions=[
                {"do": "create_token", "player": "alice", "token": "map"},
                {"do": "create_token", "player": "alice", "token": "clue"},
                {"do": "activate", "player": "alice", "card": "clue"},
                {"do": "activate", "player": "alice", "card": "map", "targets": ["bears"], "illegal": True},
            ],
        )
    )
    assert result.passed, result.error
    assert "602.5d" in rules_applied(result)
    assert "%(player)s creates %(n)s token: %(tokens)s." in events(result)
