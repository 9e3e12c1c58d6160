""" "Whenever a [kind of permanent] enters": every permanent, the newcomers included (603.6a)."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, LIONS, card, events, run_data, scenario_data

GAIN_ON_ENCHANTMENT = {
    "name": "Warden of the Grove Path",
    "cost": "{1}{W}",
    "types": ["enchantment"],
    "abilities": [
        {
            "trigger": "permanent_enters",
            "permanents": {"types": ["enchantment"], "controller": "you"},
            "effects": [{"effect": "gain_life", "amount": 1}],
        }
    ],
}
SOUL_WARDEN = {
    "name": "Soul Warden",
    "cost": "{W}",
    "types": ["creature"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "trigger": "permanent_enters",
            "permanents": {"types": ["creature"], "another": True},
            "effects": [{"effect": "gain_life", "amount": 1}],
        }
    ],
}
SEASON = {"name": "Doubling Season", "types": ["enchantment"], "abilities": [{"static": "double_tokens"}]}
TRIGGERED = "%(object)s entered the battlefield: the ability of %(source)s triggers."


def roles(creator: str, season: bool = False) -> dict:
    battlefield = ["bears", "warden", *(["season"] if season else [])]
    return scenario_data(
        [card("bears", BEARS), card("warden", GAIN_ON_ENCHANTMENT), card("season", SEASON)],
        {"battlefield": battlefield},
        {"battlefield": [] if season else ["season"]},
        actions=[
            *([{"do": "choose", "player": "alice", "keep_role": "wicked"}] if season else []),
            {"do": "create_role", "player": creator, "role": "wicked", "attached_to": "bears"},
            {"do": "resolve_all"},
        ],
        expect=[{"object": "warden", "triggers": ["permanent_enters"]}],
    )


def life(result, player: str = "alice") -> int:
    return result.steps[-1].board["players"][0 if player == "alice" else 1]["life"]


def test_an_enchantment_you_control_entering_triggers() -> None:
    result = run_data(roles("alice"))
    assert result.passed, result.error
    assert events(result).count(TRIGGERED) == 1 and life(result) == 21


def test_an_opponents_enchantment_does_not() -> None:
    result = run_data(roles("bob"))
    assert TRIGGERED not in events(result) and life(result) == 20


def test_two_tokens_entering_at_once_trigger_it_twice() -> None:
    result = run_data(roles("alice", season=True))
    assert result.passed, result.error
    assert events(result).count(TRIGGERED) == 2 and life(result) == 22


def cast_creature(label: str) -> dict:
    return scenario_data(
        [card("warden", SOUL_WARDEN), card("lions", LIONS), card("bears", BEARS)],
        {"battlefield": ["bears"], "hand": ["warden", "lions"]},
        actions=[{"do": "cast", "player": "alice", "card": label}, {"do": "resolve_all"}],
    )


def test_another_creature_entering_triggers_but_the_source_itself_does_not() -> None:
    assert TRIGGERED not in events(run_data(cast_creature("warden")))
    data = cast_creature("lions")
    data["players"][0]["battlefield"].append("warden")
    data["players"][0]["hand"].remove("warden")
    data["expect"] = [{"player": "alice", "life": 21}]
    result = run_data(data)
    assert result.passed, result.error


def test_the_newcomer_sees_itself_enter_when_it_fits() -> None:
    data = roles("alice")
    data["players"][0]["battlefield"].remove("warden")
    data["players"][0]["hand"] = ["warden"]
    data["actions"] = [{"do": "cast", "player": "alice", "card": "warden"}, {"do": "resolve_all"}]
    data["expect"] = [{"player": "alice", "life": 21}]
    result = run_data(data)
    assert result.passed, result.error
