"""Linking rulings and article notes to their example scenarios, and refusing a bad corpus.

The scenarios (`corpus/scenarios/*.toml`) name the rulings and article notes they
demonstrate. Building the index runs every scenario and stops with a CorpusError that names
the scenario file and the ruling or note if a link points to nothing, if a scenario does not
pass, or if a ruling or note that must have an example has none. Which ones must is said per
document in the manifest (`require_examples`, `example_sections`), so a large imported data
set without examples can be added without them.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from gettext import NullTranslations
from pathlib import Path
from typing import Any

from corpus.rules import ScenarioError, load_scenarios, run
from corpus.rules.scenario.scenario import Scenario
from corpus.rules.text.messages import render
from indexer.sources.manifest import DocumentSpec

from ..errors import CorpusError
from .example_rules import demonstrated_rules, example_coverage
from .model import Article, Corpus, Ruling

SCENARIO_DIR = "scenarios"


@dataclass
class Examples:
    """The scenarios, and which rulings and article notes each one demonstrates."""

    scenarios: dict[str, Scenario] = field(default_factory=dict)
    by_ruling: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    by_note: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    # The rules each scenario's trace applies (as run with its default parameters).
    applied: dict[str, list[str]] = field(default_factory=dict)
    # The rules a scenario's trace applies as a ruling's page shows it first (its `presets`),
    # by (scenario, ruling as the presets name it, as the page looks it up: Scenario.shown_for),
    # where that is not the defaults.
    applied_for: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    # The rules of 702 and 704.5 the scenarios demonstrate, and how many rulings have one.
    by_rule: dict[str, list[str]] = field(default_factory=dict)
    coverage: dict = field(default_factory=dict)

    def rules_of(self, ruling_id: str) -> set[str]:
        """The rules that the examples of a ruling apply, as its page runs them first: the page of
        "Multiple instances of first strike … are redundant" runs its example with first strike,
        and had listed the rules of the default run's double strike (702.4e, not 702.7d; a
        judge's review)."""
        return {
            number
            for sid in self.by_ruling.get(ruling_id, [])
            for number in self.applied_for.get((sid, ruling_id), self.applied.get(sid, []))
        }

    def as_json(self, known_rules: frozenset[str]) -> dict:
        """What the web app needs: scenario data, links, and which rule numbers exist."""
        return {
            "scenarios": {
                sid: {"data": s.data, "source": s.source, "rulings": list(s.rulings), "notes": list(s.notes)}
                for sid, s in self.scenarios.items()
            },
            "by_ruling": dict(self.by_ruling),
            "by_note": dict(self.by_note),
            "by_rule": self.by_rule,
            "coverage": self.coverage,
            "known_rules": sorted(known_rules),
        }


def note_key(article_id: str, heading: str, number: int) -> str:
    """How scenarios name an article bullet: "role:Rules notes:2" (counting from 1)."""
    return f"{article_id}:{heading}:{number}"


def scenario_fault(exc: ScenarioError) -> CorpusError:
    """A scenario's fault as the corpus error that stops the build."""
    return CorpusError(exc.source, None, f"{exc.where + ': ' if exc.where else ''}{exc.problem}")


def load_examples(corpus_dir: Path, corpus: Corpus, specs: list[DocumentSpec]) -> Examples:
    folder = corpus_dir / SCENARIO_DIR
    shown = f"{corpus_dir.name}/{SCENARIO_DIR}/"
    try:
        scenarios = load_scenarios(folder, shown) if folder.is_dir() else {}
    except ScenarioError as exc:
        raise scenario_fault(exc) from None
    examples = Examples(scenarios=scenarios)
    notes = _note_keys(corpus.articles)
    aliases = {alias: ruling.id for ruling in corpus.rulings.values() for alias in ruling.aliases}
    for scenario in scenarios.values():
        _link(examples, scenario, corpus, notes, aliases)
        examples.applied[scenario.id] = sorted(_check_passes(scenario) & corpus.rules.keys())
        for named in scenario.presets:
            as_shown = _check_passes(scenario, scenario.shown_for(named))
            examples.applied_for[(scenario.id, named)] = sorted(as_shown & corpus.rules.keys())
    for ruling_id, scenario_ids in examples.by_ruling.items():
        scenario_ids.sort(key=lambda sid: ruling_id not in {aliases.get(r, r) for r in scenarios[sid].leads})
    _require(examples, corpus, specs, notes)
    examples.by_rule = demonstrated_rules(examples.applied)
    order = {number: at for at, number in enumerate(corpus.rules)}
    examples.coverage = example_coverage(examples.by_ruling, examples.applied, len(corpus.rulings), order)
    return examples


def _note_keys(articles: dict[str, Article]) -> dict[str, str]:
    """Every article bullet's key, with the file it is in."""
    return {
        note_key(article.id, section.heading, number): article.origin.path
        for article in articles.values()
        for section in article.sections
        for number, _ in enumerate(section.bullets, start=1)
    }


def _link(
    examples: Examples, scenario: Scenario, corpus: Corpus, notes: dict[str, str], aliases: dict[str, str]
) -> None:
    """Record what `scenario` demonstrates. A ruling may be named by an alias (a German text's
    own id, from before its English original joined the corpus)."""
    for named in scenario.rulings:
        ruling_id = aliases.get(named, named)
        if ruling_id not in corpus.rulings:
            raise CorpusError(scenario.source, None, f"links to ruling {named}, which is not in the corpus")
        examples.by_ruling[ruling_id].append(scenario.id)
    for note in scenario.notes:
        if note not in notes:
            raise CorpusError(scenario.source, None, f"links to article note {note!r}, which is not in the corpus")
        examples.by_note[note].append(scenario.id)


def _check_passes(scenario: Scenario, values: dict[str, Any] | None = None) -> set[str]:
    """The rules the scenario's trace applies (run with `values`, else its defaults); raises
    CorpusError if it does not pass."""
    result = run(scenario, values)
    if result.passed:
        return {number for step in result.steps for note in step.notes for number in note.rules}
    english = NullTranslations()
    if result.error is not None:
        problem = f"stops: {render(result.error, english, 'en')}"
    else:
        failed = next(check for _, check in result.checks if not check.passed)
        problem = f"fails the check “{render(failed.message, english, 'en')}”"
    linked = ", ".join([*(f"ruling {r}" for r in scenario.rulings), *(f"note {n!r}" for n in scenario.notes)])
    raise CorpusError(scenario.source, None, f"the example for {linked or 'nothing'} does not pass: {problem}")


def _require(examples: Examples, corpus: Corpus, specs: list[DocumentSpec], notes: dict[str, str]) -> None:
    requiring = {spec.relpath for spec in specs if spec.require_examples}
    for ruling in corpus.rulings.values():
        place = _required_place(ruling, requiring)
        if place and ruling.id not in examples.by_ruling:
            raise CorpusError(
                place[0],
                place[1],
                f"ruling {ruling.id} has no example scenario; this document requires one (require_examples in "
                f"the manifest): add the id to `rulings` of a scenario in {SCENARIO_DIR}/",
            )
    sections = {spec.relpath: spec.example_sections for spec in specs if spec.example_sections}
    for key, path in notes.items():
        heading = key.split(":", 2)[1]
        if heading in sections.get(path, ()) and key not in examples.by_note:
            raise CorpusError(
                path, None, f"article note {key!r} has no example scenario (example_sections in the manifest)"
            )


def _required_place(ruling: Ruling, requiring: set[str]) -> tuple[str, int] | None:
    for text in ruling.texts.values():
        for origin in (text.origin, *text.also_in):
            if origin.path in requiring:
                return origin.path, origin.line
    return None
