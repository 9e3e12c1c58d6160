"""Space sculptor (702.158, 704.5u): creatures without a sector designation get one, chosen by
their controllers, the players who control no permanent with space sculptor first; the
designations are lost once no player controls such a permanent (702.158b)."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from tests.support.rules_helpers import (
    BEARS,
    BOLT,
    LIONS,
    card,
    events,
    failed,
    make_scenario,
    rules_applied,
    run_data,
    scenario_data,
)

SCULPTOR = {
    "name": "Space Beleren",
    "cost": "{2}{W}{U}",
    "types": ["planeswalker"],
    "subtypes": ["Jace"],
    "loyalty": 3,
    "keywords": ["space sculptor"],
}
DEFINITIONS = {"beleren": SCULPTOR, "bears": BEARS, "lions": LIONS, "bolt": BOLT}
CAST = [{"do": "cast", "player": "alice", "card": "beleren"}, {"do": "resolve"}]
ASSIGNED = (
    "A permanent with space sculptor is on the battlefield and %(object)s has no sector designation: "
    "%(player)s puts it into the %(sector)s."
)


def _choose(player: str, creature: str, sector: str) -> dict:
    return {"do": "choose", "player": player, "sector": sector, "for": creature}


def _data(alice: dict, actions: list[dict], expect: list[dict]) -> dict:
    """Alice's cards in the zones given, Bob's Savannah Lions on the battlefield."""
    placed = [label for zone in alice.values() for label in zone]
    cards = [card(label, DEFINITIONS[label]) for label in ("lions", *placed)]
    return scenario_data(cards, alice, {"battlefield": ["lions"]}, actions=actions, expect=expect)


def test_without_space_sculptor_no_creature_gets_a_sector() -> None:
    result = run_data(_data({"battlefield": ["bears"]}, [{"do": "check"}], [{"object": "bears", "sector": "none"}]))
    assert failed(result) == []
    assert "704.5u" not in rules_applied(result)


def test_the_player_without_space_sculptor_chooses_first_though_the_other_is_active() -> None:
    result = run_data(
        _data(
            {"battlefield": ["bears"], "hand": ["beleren"]},
            [_choose("alice", "bears", "gamma"), _choose("bob", "lions", "beta"), *CAST],
            [{"object": "bears", "sector": "gamma"}, {"object": "lions", "sector": "beta"}],
        )
    )
    assert failed(result) == []
    assigned = [note.message.args for step in result.steps for note in step.notes if note.message.msgid == ASSIGNED]
    assert [args["player"] for args in assigned] == ["Bob", "Alice"]


def test_a_missing_sector_choice_stops_the_run() -> None:
    result = run_data(
        _data(
            {"battlefield": ["bears", "beleren"]},
            [_choose("bob", "lions", "beta")],
            [{"object": "bears", "sector": "gamma"}],
        )
    )
    assert result.error is not None and "a sector designation for" in str(result.error)


def test_a_noncreature_permanent_gets_no_sector() -> None:
    result = run_data(
        _data(
            {"battlefield": ["beleren"]}, [_choose("bob", "lions", "alpha")], [{"object": "beleren", "sector": "none"}]
        )
    )
    assert failed(result) == []


def test_a_creature_that_enters_later_gets_a_sector_and_the_others_keep_theirs() -> None:
    result = run_data(
        _data(
            {"battlefield": ["beleren"], "hand": ["bears"]},
            [
                _choose("bob", "lions", "alpha"),
                {"do": "check"},
                _choose("alice", "bears", "beta"),
                {"do": "cast", "player": "alice", "card": "bears"},
                {"do": "resolve"},
            ],
            [{"object": "bears", "sector": "beta"}, {"object": "lions", "sector": "alpha"}],
        )
    )
    assert failed(result) == []
    assert events(result).count(ASSIGNED) == 2


def test_the_sectors_are_lost_once_no_permanent_has_space_sculptor() -> None:
    result = run_data(
        _data(
            {"battlefield": ["bears"], "hand": ["beleren", "bolt"]},
            [
                _choose("bob", "lions", "alpha"),
                _choose("alice", "bears", "alpha"),
                *CAST,
                {"do": "cast", "player": "alice", "card": "bolt", "targets": ["beleren"]},
                {"do": "resolve"},
            ],
            [
                {"object": "bears", "sector": "none"},
                {"object": "lions", "sector": "none"},
                {"object": "beleren", "zone": "graveyard"},
            ],
        )
    )
    assert failed(result) == []
    assert "702.158b" in rules_applied(result)


def test_a_sector_choice_needs_the_creature() -> None:
    with pytest.raises(ScenarioError, match="needs 'for'"):
        make_scenario(
            _data({}, [{"do": "choose", "player": "alice", "sector": "alpha"}], [{"player": "alice", "life": 20}])
        )


@pytest.mark.parametrize("expect", [False, True])
def test_an_unknown_sector_is_an_error(expect) -> None:
    actions = [{"do": "check"}] if expect else [_choose("alice", "bears", "delta")]
    expectation = [{"object": "bears", "sector": "delta"}] if expect else [{"player": "alice", "life": 20}]
    with pytest.raises(ScenarioError, match="sector"):
        make_scenario(_data({"battlefield": ["bears"]}, actions, expectation))
