"""Effects as they resolve (608.2c): illegal targets unaffected (608.2b), durations, scry."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, GIANT_GROWTH, LIONS, MURDER, card, events, run_data, scenario_data

CUT_IN = {
    "name": "Cut In",
    "cost": "{3}{R}",
    "types": ["sorcery"],
    "targets": ["creature", {"what": "permanent", "types": ["creature"], "controller": "you", "optional": True}],
    "effects": [
        {"effect": "damage", "amount": 4, "to": "target1"},
        {"effect": "create_role", "role": "young_hero", "attached_to": "target2"},
    ],
}
OPT = {
    "name": "Opt",
    "types": ["instant"],
    "effects": [{"effect": "scry", "amount": 1}, {"effect": "draw", "amount": 1}],
}


def test_a_part_with_an_illegal_target_does_nothing_the_rest_happens() -> None:
    giant = {**BEARS, "name": "Giant", "power": 3, "toughness": 3}
    data = scenario_data(
        [card("bears", BEARS), card("giant", giant), card("cut", CUT_IN), card("murder", MURDER)],
        {"battlefield": ["bears"], "hand": ["cut"]},
        {"battlefield": ["giant"], "hand": ["murder"]},
        actions=[
            {"do": "cast", "player": "alice", "card": "cut", "targets": ["giant", "bears"]},
            {"do": "respond", "player": "bob", "card": "murder", "targets": ["giant"]},
            {"do": "resolve", "times": 2},
        ],
        expect=[
            {"object": "bears", "roles": [{"role": "young_hero", "controller": "alice"}]},
            {"rule_applied": "608.2b"},
        ],
    )
    assert run_data(data).passed


def test_pump_lasts_until_end_of_turn_and_damage_is_removed_in_cleanup() -> None:
    data = scenario_data(
        [card("bears", BEARS), card("growth", GIANT_GROWTH)],
        {"battlefield": ["bears"], "hand": ["growth"]},
        actions=[
            {"do": "cast", "player": "alice", "card": "growth", "targets": ["bears"]},
            {"do": "resolve"},
            {"do": "check", "expect": [{"object": "bears", "power": 5, "toughness": 5}]},
            {"do": "end_turn"},
        ],
        expect=[{"object": "bears", "power": 2, "toughness": 2}],
    )
    assert run_data(data).passed


def test_scry_puts_the_chosen_cards_on_the_bottom() -> None:
    data = scenario_data(
        [card("opt", OPT), card("a", BEARS), card("b", LIONS)],
        {"hand": ["opt"], "library": ["a", "b"]},
        actions=[
            {"do": "choose", "player": "alice", "scry_bottom": ["a"]},
            {"do": "cast", "player": "alice", "card": "opt"},
            {"do": "resolve"},
        ],
        expect=[{"player": "alice", "hand": ["b"], "library": ["a"]}],
    )
    assert run_data(data).passed


CANT_DRAW = "%(player)s can't draw: the library is empty."


def test_a_draw_from_an_empty_library_cites_the_rule_that_the_player_loses() -> None:
    """It cited 121.3 (a player offered the choice to draw); 121.4 says what happens: the player
    loses the next time a player would receive priority (a judge's review)."""
    data = scenario_data(
        [card("opt", OPT)],
        {"hand": ["opt"], "library": []},
        actions=[{"do": "cast", "player": "alice", "card": "opt"}, {"do": "resolve"}],
    )
    result = run_data(data)
    cited = [note.rules for step in result.steps for note in step.notes if note.message.msgid == CANT_DRAW]
    assert cited == [("121.4", "704.5b")]


def test_scry_without_a_written_choice_stops_the_run() -> None:
    data = scenario_data(
        [card("opt", OPT), card("a", BEARS)],
        {"hand": ["opt"], "library": ["a"]},
        actions=[{"do": "cast", "player": "alice", "card": "opt"}, {"do": "resolve"}],
    )
    result = run_data(data)
    assert result.error is not None and result.error.msgid.startswith("%(player)s has to make a choice")


def test_untap_is_said_only_of_a_tapped_permanent() -> None:
    """701.26b: only tapped permanents can be untapped; "Untap that creature" of an untapped
    one does nothing, and the trace does not say it untaps."""
    wake = {
        "name": "Wake",
        "types": ["instant"],
        "targets": ["creature"],
        "effects": [{"effect": "untap", "to": "target1"}],
    }
    for tapped, said in ((True, ["%(object)s untaps."]), (False, [])):
        bears = {"card": "bears", "tapped": True} if tapped else "bears"
        data = scenario_data(
            [card("bears", BEARS), card("wake", wake)],
            {"battlefield": [bears], "hand": ["wake"]},
            actions=[{"do": "cast", "player": "alice", "card": "wake", "targets": ["bears"]}, {"do": "resolve"}],
            expect=[{"object": "bears", "tapped": False}],
        )
        result = run_data(data)
        assert result.passed, result.error
        assert [e for e in events(result) if "untaps" in e] == said


def test_a_new_turn_says_that_its_upkeep_and_draw_step_are_left_out() -> None:
    """The turn went from its untap step to its main phase in silence, while the players'
    libraries were empty: a draw would have lost the game (a judge's review)."""
    data = scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}, actions=[{"do": "end_turn"}])
    said = events(run_data(data))
    untaps = said.index("%(player)s untaps their permanents.")
    assert said[untaps + 1].startswith("%(player)s's upkeep and draw step are left out")
