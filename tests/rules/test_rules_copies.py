"""Copies of permanents (707.2, 707.5): the Adventure is copied (715.2b) until a zone change."""

from __future__ import annotations

from pathlib import Path

from corpus.rules import load_scenarios, run
from corpus.rules.text.catalog import translations_for
from corpus.rules.text.localize import run_json
from tests.support.rules_helpers import BEARS, WEREFOX, card, events, rules_applied, run_data, scenario_data

CLONE = {
    "name": "Clone",
    "types": ["creature"],
    "power": 0,
    "toughness": 0,
    "abilities": [{"static": "enters_as_copy", "choose": {"types": ["creature"]}}],
}
UNSUMMON = {
    "name": "Unsummon",
    "types": ["instant"],
    "targets": ["creature"],
    "effects": [{"effect": "return_to_hand", "to": "target1"}],
}


def base(actions, expect):
    return scenario_data(
        [card("fox", WEREFOX), card("clone", CLONE), card("unsummon", UNSUMMON)],
        {"battlefield": ["fox"], "hand": ["clone", "unsummon"]},
        actions=actions,
        expect=expect,
    )


def test_a_clone_of_an_adventurer_has_an_adventure_until_it_leaves() -> None:
    actions = [
        {"do": "choose", "player": "alice", "copy": "fox", "for": "clone"},
        {"do": "cast", "player": "alice", "card": "clone"},
        {"do": "resolve"},
        {
            "do": "check",
            "expect": [{"object": "clone", "has_adventure": True, "power": 4, "toughness": 3, "has": ["trample"]}],
        },
        {"do": "cast", "player": "alice", "card": "unsummon", "targets": ["clone"]},
        {"do": "resolve"},
    ]
    result = run_data(base(actions, [{"object": "clone", "zone": "hand", "has_adventure": False, "name": "Clone"}]))
    assert result.passed, [c.message for _, c in result.checks if not c.passed]


def test_choosing_nothing_leaves_a_0_0_that_dies() -> None:
    actions = [
        {"do": "choose", "player": "alice", "copy": "none", "for": "clone"},
        {"do": "cast", "player": "alice", "card": "clone"},
        {"do": "resolve"},
    ]
    assert run_data(base(actions, [{"object": "clone", "zone": "graveyard"}, {"rule_applied": "704.5f"}])).passed


def test_a_copys_number_is_its_own_not_the_copied_cards() -> None:
    """Of two Clones in hand, Clone #1 enters as a copy of Grizzly Bears: the trace called it
    "Clone as a copy of Grizzly Bears #1", as if it copied a first of several Grizzly Bears."""
    scenario = load_scenarios(Path(__file__).resolve().parents[2] / "corpus" / "scenarios")["copy-of-a-copy"]
    data = run_json(run(scenario), translations_for("en"), "en")
    events = [event["text"] for step in data["steps"] for event in step["events"]]
    assert "Clone #1 as a copy of Grizzly Bears enters the battlefield under Alice's control." in events
    assert not [text for text in events if "copy of Grizzly Bears #" in text]


def test_a_copy_speaks_of_an_adventure_only_where_the_copied_card_has_one() -> None:
    """707.2: a copy has the copiable values; 715.2b is cited, and the Adventure named, only
    for a copy of an adventurer card (a Clone of Grizzly Bears has none to copy)."""
    said = {}
    for copied in ("fox", "bears"):
        data = scenario_data(
            [card("fox", WEREFOX), card("bears", BEARS), card("clone", CLONE)],
            {"battlefield": ["fox", "bears"], "hand": ["clone"]},
            actions=[
                {"do": "choose", "player": "alice", "copy": copied, "for": "clone"},
                {"do": "cast", "player": "alice", "card": "clone"},
                {"do": "resolve"},
            ],
        )
        result = run_data(data)
        said[copied] = (
            next(e for e in events(result) if "enters as a copy" in e),
            "715.2b" in rules_applied(result),
        )
    assert said == {
        "fox": ("%(object)s enters as a copy of %(other)s: it has its copiable values, including its Adventure.", True),
        "bears": ("%(object)s enters as a copy of %(other)s: it has its copiable values.", False),
    }
