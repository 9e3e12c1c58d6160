"""The list of every runnable example (`/<lang>/examples/`), each with what it demonstrates:
the rulings and article notes its scenario names, and the rules of 702 and 704.5 its run
applies. Built once per language and index generation: 96 examples name some 200 rulings."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from indexer.citations.references import parent_number
from indexer.search.analysis.de import fold_german

from .example_runs import demonstrated_notes, demonstrated_rulings, describe
from .i18n import page_locale
from .index_store import store


def example_index() -> list[dict[str, Any]]:
    """Every example in the page's language, in the order of its title: `example` (as
    example_runs.describe gives it), `rulings`, `notes` and `rules` it demonstrates."""
    return store().memo(("example index", page_locale()), _index)


def demonstrated_rules(scenario_id: str) -> list[str]:
    """The rules an example demonstrates, as the list of examples names them (the example's
    own page named only its rulings and notes: 704.5j was missing from the legend rule's)."""
    return _by_example().get(scenario_id, [])


def _by_example() -> dict[str, list[str]]:
    return store().memo(("rules by example",), lambda: _rules_by_example(store().examples.get("by_rule", {})))


def _index() -> list[dict[str, Any]]:
    rules = _by_example()
    found = []
    for scenario_id in store().examples.get("scenarios", {}):
        scenario = store().scenario(scenario_id)
        if scenario is None:
            continue
        example = describe(scenario)
        found.append(
            {
                "example": example,
                "rulings": demonstrated_rulings(example["rulings"]),
                "notes": demonstrated_notes(example["notes"]),
                "rules": rules.get(scenario_id, []),
            }
        )
    return sorted(found, key=lambda item: _sort_key(item["example"]["title"]))


def _sort_key(title: str) -> str:
    """A title as the list sorts it: by its letters, not a quotation mark it begins with
    („„Bis zu zwei …““ had come after Z; a review)."""
    return fold_german(title.lstrip("\"'„“”‚‘’»«([ ").casefold())


def _rules_by_example(by_rule: dict[str, list[str]]) -> dict[str, list[str]]:
    """Example id -> the rules it demonstrates in the order of the rules, the most specific only:
    702.10b, not also the keyword's 702.10 that the build lists it under."""
    numbers: dict[str, set[str]] = defaultdict(set)
    for number, scenario_ids in by_rule.items():
        for scenario_id in scenario_ids:
            numbers[scenario_id].add(number)
    order = {number: at for at, number in enumerate(store().rules.get("numbers", []))}
    return {
        scenario_id: sorted(
            (n for n in shown if not any(parent_number(other) == n for other in shown)),
            key=lambda n: order.get(n, len(order)),
        )
        for scenario_id, shown in numbers.items()
    }
