"""Runs and scenarios as JSON in one language, German included."""

from __future__ import annotations

import gettext

from corpus.rules.scenario.runner import run
from corpus.rules.text.catalog import translations_for
from corpus.rules.text.localize import run_json, scenario_json
from tests.support.rules_helpers import BEARS, card, make_scenario, scenario_data

DATA = scenario_data(
    [card("bears", {**BEARS, "name": {"en": "Grizzly Bears", "de": "Grizzlybären"}})],
    {"battlefield": ["bears"]},
    actions=[{"do": "create_role", "player": "alice", "role": "wicked", "attached_to": "bears"}],
    expect=[{"object": "bears", "power": 3, "toughness": 3}],
)


def test_run_json_in_german() -> None:
    data = run_json(run(make_scenario(DATA)), translations_for("de"), "de")
    step = data["steps"][1]
    assert (
        step["title"]
        == "Ein Effekt weist Alice an, einen Böse-Rolle-Spielstein zu erzeugen, der an die Grizzlybären angelegt ist."
    )
    assert step["events"][0]["rules"] == ["111.10q", "111.2", "303.7"]
    assert step["board"]["players"][0]["battlefield"][0]["attachments"][0]["name"] == "Böse-Rolle #1"
    assert data["checks"] == [
        {"step": None, "text": "Die Grizzlybären sind 3/3.", "passed": True, "actual": None, "why": None}
    ]
    assert data["passed"] is True


def test_scenario_json_for_readers() -> None:
    data = scenario_json(make_scenario(DATA), gettext.NullTranslations(), "en")
    assert data["setup"][0] == "Alice has 20 life."
    assert data["actions"] == ["An effect instructs Alice to create a Wicked Role token attached to Grizzly Bears."]
    assert data["cards"][0]["type_line"] == "Creature"
