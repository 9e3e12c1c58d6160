"""Phasing (702.26): out with what is attached, in at its controller's untap step, treated as
though it doesn't exist meanwhile."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, LIONS, MURDER, card, events, rules_applied, run_data, scenario_data

RIPPLE = {
    "name": "Reality Ripple",
    "cost": "{1}{U}",
    "types": ["instant"],
    "targets": [{"what": "permanent", "types": ["artifact", "creature", "land"]}],
    "effects": [{"effect": "phase_out", "to": "target1"}],
}
CROCODILE = {
    "name": "Sandbar Crocodile",
    "cost": "{4}{U}",
    "types": ["creature"],
    "power": 6,
    "toughness": 5,
    "keywords": ["phasing"],
}
VIRTUOUS_HOST = {"name": "Presence", "types": ["enchantment"]}


def rippled(actions: list, expect: list) -> dict:
    return scenario_data(
        [card("bears", BEARS), card("ripple", RIPPLE), card("murder", MURDER), card("presence", VIRTUOUS_HOST)],
        {
            "battlefield": ["bears", "presence"],
            "hand": ["ripple"],
            "roles": [{"role": "monster", "attached_to": "bears"}],
        },
        {"hand": ["murder"]},
        actions=[
            {"do": "cast", "player": "alice", "card": "ripple", "targets": ["bears"]},
            {"do": "resolve"},
            *actions,
        ],
        expect=expect,
    )


def test_it_phases_out_with_its_role_and_keeps_its_counters_and_zone() -> None:
    result = run_data(
        rippled(
            [],
            [
                {"object": "bears", "phased_out": True, "zone": "battlefield"},
                {"object": "monster", "phased_out": True, "attached_to": "bears"},
                {"object": "presence", "phased_out": False},
            ],
        )
    )
    assert result.passed, result.error
    assert "702.26g" in rules_applied(result)
    board = result.steps[-1].board["players"][0]["battlefield"]
    bears = next(p for p in board if p["label"] == "bears")
    assert bears["phased_out"] and [a["label"] for a in bears["attachments"]] == ["monster"]


def test_a_phased_out_creature_cant_be_targeted() -> None:
    result = run_data(
        rippled(
            [{"do": "cast", "player": "bob", "card": "murder", "targets": ["bears"], "illegal": True}],
            [
                {"object": "bears", "zone": "battlefield"},
            ],
        )
    )
    assert result.passed, result.error
    assert "%(object)s is phased out: it is treated as though it doesn't exist." in events(result)


def test_it_phases_in_at_its_controllers_untap_step_with_the_role() -> None:
    result = run_data(
        rippled(
            [
                {"do": "end_turn"},
                {"do": "check", "expect": [{"object": "bears", "phased_out": True}]},
                {"do": "end_turn"},
            ],
            [
                {"object": "bears", "phased_out": False, "power": 3},
                {"object": "monster", "phased_out": False, "attached_to": "bears"},
            ],
        )
    )
    assert result.passed, result.error


def test_nothing_counts_it_while_it_is_phased_out() -> None:
    """The Virtuous Role counts enchantments its controller controls: not the phased-out Role."""
    data = rippled([], [{"object": "lions", "power": 4, "toughness": 3}])
    data["cards"].append(card("lions", LIONS))
    data["players"][0]["battlefield"].append("lions")
    data["players"][0]["roles"].append({"role": "virtuous", "attached_to": "lions"})
    data["actions"].insert(0, {"do": "check", "expect": [{"object": "lions", "power": 5, "toughness": 4}]})
    result = run_data(data)
    assert result.passed, result.error


def test_a_permanent_with_phasing_phases_out_in_its_controllers_untap_step() -> None:
    result = run_data(
        scenario_data(
            [card("croc", CROCODILE)],
            {"battlefield": ["croc"]},
            actions=[
                {"do": "end_turn"},
                {"do": "check", "expect": [{"object": "croc", "phased_out": False}]},
                {"do": "end_turn"},
                {"do": "check", "expect": [{"object": "croc", "phased_out": True}]},
                {"do": "end_turn"},
                {"do": "end_turn"},
            ],
            expect=[{"object": "croc", "phased_out": False, "tapped": False}],
        )
    )
    assert result.passed, result.error


def test_a_phased_out_creature_cant_attack() -> None:
    result = run_data(
        rippled(
            [{"do": "attack", "player": "alice", "creatures": ["bears"], "illegal": True}],
            [
                {"object": "bears", "attacking": False},
            ],
        )
    )
    assert result.passed, result.error
    assert events(result)[-1] == "%(object)s is phased out: it is treated as though it doesn't exist."


def test_a_phased_out_creature_cannot_block() -> None:
    """It is treated as though it doesn't exist (702.26b): it could block, where it could not attack."""
    data = scenario_data(
        [card("lions", LIONS), card("ripple", RIPPLE), card("bears", BEARS)],
        {"battlefield": ["lions"], "hand": ["ripple"]},
        {"battlefield": ["bears"]},
        actions=[
            {"do": "cast", "player": "alice", "card": "ripple", "targets": ["bears"]},
            {"do": "resolve"},
            {"do": "attack", "player": "alice", "creatures": ["lions"]},
            {"do": "block", "player": "bob", "blocks": {"bears": "lions"}},
        ],
        expect=[{"player": "bob", "life": 18}],
    )
    result = run_data(data)
    assert result.error is not None and "702.26b" in result.error_rules


def test_the_turn_begins_then_it_phases_in_then_its_controller_untaps() -> None:
    """502.1 and 502.3: the untap step of the turn that has begun phases permanents in before
    anything untaps; the trace says so in that order, not the phasing before the turn."""
    said = events(run_data(rippled([{"do": "end_turn"}, {"do": "end_turn"}], [])))
    last_turn = said[len(said) - 1 - said[::-1].index("%(player)s's turn begins.") :]
    assert last_turn[0] == "%(player)s's turn begins."
    untaps = last_turn.index("%(player)s untaps their permanents.")
    assert untaps > 0 and any("phase" in note for note in last_turn[1:untaps])
