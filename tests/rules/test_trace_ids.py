"""No scenario-internal id reaches a reader: a trace names cards, tokens, abilities and players
by their names, never by the ids and labels a scenario file uses for them ("clone",
"archaeomancer-copy", "young-hero"), in English and in German, in every variant."""

from __future__ import annotations

import re
from functools import cache
from gettext import NullTranslations

import pytest
from babel.messages.pofile import read_po

from corpus.rules import load_scenarios, run, run_json, scenario_json
from corpus.rules.scenario.scenario import Scenario, _variations, prepare
from corpus.rules.text.catalog import translations_for
from corpus.rules.text.messages import Message, Numbered, Translations
from tests.support.ruling_links import SCENARIOS as SCENARIO_DIR

SCENARIOS = load_scenarios(SCENARIO_DIR)
CATALOG = SCENARIO_DIR.parents[1] / "translations" / "de" / "LC_MESSAGES" / "messages.po"
LANGUAGES: dict[str, Translations] = {"en": NullTranslations(), "de": translations_for("de")}
# Keys of the run's data that hold ids for the web app, or the author's own words (a step's
# note and a check's reason, written per language: "the bears come back"), not the engine's.
ID_KEYS = {"label", "id", "controller_id", "active", "scenario", "params", "note", "why"}


def ids_of(scenario: Scenario, values: dict, board: list[dict]) -> set[str]:
    """Card ids, player ids, the labels of the tokens the run created (from its boards) and the
    labels the scenario may give tokens."""
    game = prepare(scenario, values).game
    labels = set(game.labels) | set(game.players) | set(game.to_be)
    return labels | {label for snapshot in board for label in _values_of(snapshot, "label")}


def _values_of(data: object, key: str) -> list[str]:
    if isinstance(data, dict):
        own = [data[key]] if isinstance(data.get(key), str) else []
        return own + [v for value in data.values() for v in _values_of(value, key)]
    if isinstance(data, list):
        return [v for value in data for v in _values_of(value, key)]
    return []


def reader_texts(data: object) -> list[str]:
    """Every string of a run's or a scenario's data that a reader sees."""
    if isinstance(data, dict):
        return [text for key, value in data.items() if key not in ID_KEYS for text in reader_texts(value)]
    if isinstance(data, list):
        return [text for value in data for text in reader_texts(value)]
    return [data] if isinstance(data, str) else []


def described_texts(described: dict) -> list[str]:
    """What a reader sees of a described scenario: its title, setup, cards, actions, and the
    labels of its parameters and their choices (not their names and values)."""
    shown = [described["title"], described["setup"], described["cards"], described["actions"]]
    shown += [[param["label"], [choice["label"] for choice in param["choices"]]] for param in described["params"]]
    return reader_texts(shown)


def bare_arguments(value: object) -> list[str]:
    """The plain strings a message was given to show (a name is a Name, not a string)."""
    if isinstance(value, Message):
        return [s for arg in value.args.values() for s in bare_arguments(arg)]
    if isinstance(value, Numbered):
        return bare_arguments(value.name)
    if isinstance(value, (list, tuple)):
        return [s for item in value for s in bare_arguments(item)]
    return [value] if isinstance(value, str) else []


@cache
def message_words() -> frozenset[str]:
    """The words of the messages themselves ("first strike", "none of its effects"): an id
    that is such a word can't be told from it in the text (the arguments' check covers it)."""
    with CATALOG.open("rb") as po:
        texts = [
            text
            for m in read_po(po)
            for part in (m.id, m.string)
            for text in ((part,) if isinstance(part, str) else part)
        ]
    return frozenset(word for text in texts for word in re.findall(r"[\w-]+", text))


def variants() -> list[tuple[Scenario, dict]]:
    return [(scenario, values) for scenario in SCENARIOS.values() for values in _variations(scenario)]


VARIANTS = variants()


@pytest.mark.parametrize(("scenario", "values"), VARIANTS, ids=[f"{s.id}-{i}" for i, (s, _) in enumerate(VARIANTS)])
def test_no_id_reaches_the_reader(scenario, values) -> None:
    """No message is given an id to show (not even one that is also a word of the messages,
    "first", "none"), and no id stands in the rendered text, in either language."""
    result = run(scenario, values)
    ids = ids_of(scenario, values, [step.board for step in result.steps])
    messages = [part for step in result.steps for part in step.headline] + [
        n.message for step in result.steps for n in step.notes
    ]
    messages += [check.message for _, check in result.checks] + [
        check.actual for _, check in result.checks if check.actual is not None
    ]
    assert [(m.msgid, arg) for m in messages if isinstance(m, Message) for arg in bare_arguments(m) if arg in ids] == []
    found = []
    for lang, translations in LANGUAGES.items():
        texts = reader_texts(run_json(result, translations, lang)) + described_texts(
            scenario_json(scenario, translations, lang, values)
        )
        found += [
            f"{lang}: {label!r} in {text!r}"
            for text in texts
            for label in ids - message_words()
            if re.search(rf"(?<![\w-]){re.escape(label)}(?![\w-])", text)
        ]
    assert found == []


def test_the_checks_find_an_id() -> None:
    assert reader_texts({"label": "fox", "steps": [{"title": "Alice casts clone."}]}) == ["Alice casts clone."]
    assert bare_arguments(Message("%(a)s and %(b)s", {"a": "clone", "b": Numbered(Message("Clone"), 1)})) == ["clone"]
    assert "Alice" not in message_words() and "first" in message_words()
