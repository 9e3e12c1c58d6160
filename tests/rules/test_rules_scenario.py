"""Scenario files: validation of everything, including every allowed parameter value."""

from __future__ import annotations

import pytest

from corpus.rules.engine.errors import ScenarioError
from corpus.rules.scenario.scenario import load_scenario, read_library
from tests.support.rules_helpers import BEARS, card, make_scenario, scenario_data

PARAM = {"name": "role", "type": "role", "label": "Role", "default": "wicked"}


def data(**changes):
    base = scenario_data(
        [card("bears", BEARS)],
        {"battlefield": ["bears"]},
        actions=[{"do": "create_role", "player": "alice", "role": "$role", "attached_to": "bears"}],
        params=[PARAM],
    )
    base.update(changes)
    return base


def test_a_valid_scenario() -> None:
    scenario = make_scenario(data(rulings=["350312f046ed"], notes=["role:Rules notes:2"]))
    assert scenario.defaults() == {"role": "wicked"}
    assert scenario.rulings == ("350312f046ed",)


def test_an_example_may_lead_on_its_rulings_pages() -> None:
    assert make_scenario(data(rulings=["350312f046ed"], leads=["350312f046ed"])).leads == ("350312f046ed",)
    assert make_scenario(data(rulings=["350312f046ed"])).leads == ()


def test_a_ruling_may_show_its_example_with_other_values_first() -> None:
    scenario = make_scenario(data(rulings=["350312f046ed"], presets={"350312f046ed": {"role": "cursed"}}))
    assert scenario.shown_for("350312f046ed") == {"role": "cursed"}
    assert scenario.shown_for(None) == scenario.shown_for("0123456789ab") == {"role": "wicked"}


def test_a_parameter_may_say_with_which_values_the_example_shows_its_rulings() -> None:
    """Trample turned off, the double-strike example runs by the rules but tests no ruling."""
    scenario = make_scenario(data(params=[{**PARAM, "ruling_only_with": ["wicked", "monster"]}]))
    assert scenario.shows_rulings({"role": "monster"}) and not scenario.shows_rulings({"role": "cursed"})
    assert make_scenario(data()).shows_rulings({"role": "cursed"})


@pytest.mark.parametrize(
    "changes, problem",
    [
        ({"rulings": ["350312F046ED"]}, "is not a ruling id"),
        ({"notes": ["role:2"]}, "is not a note reference"),
        ({"colour": "red"}, "unknown key"),
        ({"title": {"en": "only English"}}, "needs an 'en' and a 'de'"),
        ({"params": []}, "undeclared parameter"),
        ({"params": [PARAM, {"name": "extra", "type": "bool", "label": "x", "default": True}]}, "never used: extra"),
        ({"expect": []}, "at least one"),
        ({"presets": {"350312f046ed": {"role": "wicked"}}}, "is no ruling of this scenario"),
        ({"rulings": ["350312f046ed"], "leads": ["ea57492ee9ad"]}, "is no ruling of this scenario"),
        ({"rulings": ["350312f046ed"], "presets": {"350312f046ed": {"role": "heroic"}}}, "bad preset"),
        ({"rulings": ["350312f046ed"], "presets": {"350312f046ed": {"colour": "red"}}}, "bad preset"),
        ({"params": [{**PARAM, "ruling_only_with": ["heroic"]}]}, "'ruling_only_with' lists a value"),
    ],
)
def test_invalid_scenarios(changes: dict, problem: str) -> None:
    with pytest.raises(ScenarioError, match=problem):
        make_scenario(data(**changes))


def test_every_allowed_value_is_checked_when_loading() -> None:
    broken = data(params=[{**PARAM, "choices": ["wicked", "cursed"]}])
    broken["actions"].append(
        {
            "do": "create_role",
            "player": "alice",
            "role": "monster",
            "attached_to": "bears",
            "label": "x",
            "only_if": {"role": "cursed"},
        }
    )
    broken["actions"].append(
        {
            "do": "create_role",
            "player": "alice",
            "role": "monster",
            "attached_to": "bears",
            "label": "x",
            "only_if": {"role": "cursed"},
        }
    )
    make_scenario(broken)  # runs fine; a structural error in one variant would fail here
    broken["actions"][-1]["colour"] = "red"
    with pytest.raises(ScenarioError, match="unknown key"):
        make_scenario(broken)


def test_files_and_the_card_library(tmp_path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "cards.toml").write_text(
        '[[card]]\nkey = "bears"\nname = "Bears"\ntypes = ["creature"]\npower = 2\ntoughness = 2\n'
    )
    (tmp_path / "ok.toml").write_text(
        'title = { en = "t", de = "t" }\n[[players]]\nid = "a"\nname = "A"\nbattlefield = ["x"]\n[[players]]\nid = '
        '"b"\nname = "B"\n'
        '[[cards]]\nid = "x"\nuse = "bears"\npower = 3\n[[actions]]\ndo = "check"\n[[expect]]\nobject = "x"\npower '
        "= 3\n"
    )
    assert load_scenario(tmp_path / "ok.toml").data["cards"][0]["name"] == "Bears"
    (tmp_path / "bad.toml").write_text("title = ")
    with pytest.raises(ScenarioError, match="bad.toml: not valid TOML"):
        load_scenario(tmp_path / "bad.toml")
    (tmp_path / "cards" / "more.toml").write_text('[[card]]\nname = "no key"\n')
    with pytest.raises(ScenarioError, match="needs a 'key'"):
        read_library(tmp_path)
