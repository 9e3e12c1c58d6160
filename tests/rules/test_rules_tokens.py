"""Tokens (111): owner and controller, shared timestamps, doubling (614.1a)."""

from __future__ import annotations

from corpus.rules.engine.role_tokens import ROLE_CARDS
from corpus.rules.engine.tokens import create_tokens, doubled
from tests.support.rules_helpers import BEARS, SEASON, card, make_game, scenario_data


def game(**alice):
    return make_game(
        scenario_data(
            [card("bears", BEARS), card("season", SEASON)], {"battlefield": ["bears"], "hand": ["season"], **alice}
        )
    )


def test_tokens_created_together_share_a_timestamp_and_get_numbers() -> None:
    g = game()
    first, second = create_tokens(g, ROLE_CARDS["royal"], "bob", "royal", 2, attached_to=g.by_label("bears").oid)
    assert first.timestamp == second.timestamp
    assert (first.label, second.label) == ("royal", "royal-2")
    assert (first.number, second.number) == (1, 2)
    assert first.owner == first.controller == "bob"


def test_doubling_applies_only_to_its_controllers_tokens_and_counters() -> None:
    g = game()
    assert doubled(g, "alice", 1, "double_tokens") == 1
    g.move(g.by_label("season"), "battlefield", controller="alice")
    assert doubled(g, "alice", 1, "double_tokens") == 2
    assert doubled(g, "alice", 3, "double_counters") == 6
    assert doubled(g, "bob", 1, "double_tokens") == 1
