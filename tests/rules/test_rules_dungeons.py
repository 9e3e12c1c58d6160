"""Dungeons (309, 701.49): venturing brings Lost Mine of Phandelver into the command zone with
the venture marker on its topmost room, moves the marker along an arrow (a choice where it
branches), each room's ability triggers (309.4c), and the dungeon is removed once the marker is
on the bottommost room and no room ability of it is waiting or on the stack (704.5t, 309.6)."""

from __future__ import annotations

import gettext

import pytest

from corpus.rules.__main__ import board_line
from corpus.rules.engine.errors import ScenarioError
from corpus.rules.text.localize import localize
from tests.support.rules_helpers import (
    BEARS,
    card,
    events,
    failed,
    make_scenario,
    rules_applied,
    run_data,
    scenario_data,
)

LANTERN = {
    "name": "Explorer's Lantern",
    "cost": "{2}",
    "types": ["artifact"],
    "abilities": [{"activated": "{1}", "effects": [{"effect": "venture"}]}],
}
ACTIVATE = {"do": "activate", "player": "alice", "card": "lantern"}
FIRST = [
    {"do": "choose", "player": "alice", "dungeon": "lost-mine-of-phandelver"},
    ACTIVATE,
    {"do": "resolve"},
    {"do": "choose", "player": "alice", "scry_bottom": []},
    {"do": "resolve"},
]
TO_DARK_POOL = [
    {"do": "choose", "player": "alice", "room": "mine-tunnels"},
    ACTIVATE,
    {"do": "resolve", "times": 2},
    {"do": "choose", "player": "alice", "room": "dark-pool"},
    ACTIVATE,
    {"do": "resolve", "times": 2},
]


def _data(actions: list[dict], expect: list[dict]) -> dict:
    return scenario_data(
        [card("lantern", LANTERN), card("bears", BEARS), card("lions", BEARS, name="Savannah Lions")],
        {"battlefield": ["lantern"], "library": ["bears", "lions"]},
        actions=actions,
        expect=expect,
    )


def test_the_first_venture_puts_the_chosen_dungeon_into_the_command_zone_on_its_topmost_room() -> None:
    result = run_data(
        _data(
            FIRST[:3],
            [
                {"object": "lost-mine-of-phandelver", "zone": "command", "owner": "alice"},
                {"player": "alice", "room": "cave-entrance"},
                {"stack": ["lost-mine-of-phandelver-trigger"]},
            ],
        )
    )
    assert failed(result) == []
    assert {"701.49a", "309.2a", "309.4a", "309.4c"} <= set(rules_applied(result))


def test_venturing_without_a_dungeon_needs_the_choice_of_one() -> None:
    result = run_data(_data([ACTIVATE, {"do": "resolve"}], [{"player": "alice", "room": "cave-entrance"}]))
    assert result.error is not None and "which dungeon to venture into" in str(result.error)


def test_each_room_ability_resolves_as_its_room_says() -> None:
    result = run_data(
        _data(
            FIRST + TO_DARK_POOL,
            [
                {"player": "alice", "room": "dark-pool", "life": 21},
                {"player": "bob", "life": 19},
                {"object": "treasure", "zone": "battlefield"},
                {"player": "alice", "dungeons_completed": 0},
            ],
        )
    )
    assert failed(result) == []


def test_where_the_dungeon_branches_the_player_must_choose_a_room_an_arrow_points_to() -> None:
    result = run_data(
        _data(
            [*FIRST, {"do": "choose", "player": "alice", "room": "dark-pool"}, ACTIVATE, {"do": "resolve"}],
            [{"player": "alice", "room": "dark-pool"}],
        )
    )
    assert result.error is not None and "an arrow points to" in str(result.error)


def test_a_room_the_engine_does_not_model_stops_the_run() -> None:
    result = run_data(
        _data(
            [*FIRST, {"do": "choose", "player": "alice", "room": "goblin-lair"}, ACTIVATE, {"do": "resolve"}],
            [{"player": "alice", "room": "goblin-lair"}],
        )
    )
    assert result.error is not None and "not modelled" in str(result.error)


def test_the_dungeon_stays_while_its_last_room_ability_is_on_the_stack_then_is_completed() -> None:
    on_stack = [{"object": "lost-mine-of-phandelver", "zone": "command"}, {"rule_not_applied": "704.5t"}]
    result = run_data(
        _data(
            [
                *FIRST,
                *TO_DARK_POOL,
                ACTIVATE,
                {"do": "resolve"},
                {"do": "check", "expect": on_stack},
                {"do": "resolve"},
            ],
            [
                {"object": "lost-mine-of-phandelver", "exists": False},
                {"player": "alice", "dungeons_completed": 1, "room": "none", "hand": ["bears"]},
            ],
        )
    )
    assert failed(result) == []
    assert "704.5t" in rules_applied(result)
    assert events(result)[-3:] == [
        "%(player)s draws a card.",
        "The venture marker of %(player)s is on %(room)s, the bottommost room of %(dungeon)s, and no room ability "
        "of it is waiting or on the stack.",
        "%(player)s removes %(dungeon)s from the game and has completed it.",
    ]


def test_venturing_from_the_bottommost_room_completes_the_dungeon_and_starts_a_new_one() -> None:
    again = {"do": "choose", "player": "alice", "dungeon": "lost-mine-of-phandelver"}
    result = run_data(
        _data(
            [*FIRST, *TO_DARK_POOL, ACTIVATE, {"do": "resolve"}, again, ACTIVATE, {"do": "resolve"}],
            [
                {"player": "alice", "dungeons_completed": 1, "room": "cave-entrance"},
                {
                    "stack": ["lost-mine-of-phandelver-trigger-5", "lost-mine-of-phandelver-trigger-4"]
                },  # Cave Entrance above Temple of Dumathoin
            ],
        )
    )
    assert failed(result) == []
    assert {"701.49c", "309.5b", "309.7"} <= set(rules_applied(result))
    assert "704.5t" not in rules_applied(result)


def test_the_board_shows_the_dungeon_and_the_room_of_the_marker() -> None:
    result = run_data(_data(FIRST[:3], [{"player": "alice", "room": "cave-entrance"}]))
    board = result.steps[-1].board
    assert board["players"][0]["dungeon"] is not None and board["players"][1]["dungeon"] is None
    english = localize(board, gettext.NullTranslations(), "en")
    assert board_line(english).startswith(
        "Alice 20 (Lost Mine of Phandelver: Cave Entrance): Explorer's Lantern | Bob 20: -"
    )


@pytest.mark.parametrize(("key", "value"), [("dungeon", "undermountain"), ("room", "throne-room")])
def test_a_choice_of_an_unknown_dungeon_or_room_is_an_error(key, value) -> None:
    with pytest.raises(ScenarioError, match="must be one of"):
        make_scenario(_data([{"do": "choose", "player": "alice", key: value}], [{"player": "alice", "life": 20}]))
