"""Which rules of 702 (keyword abilities) and 704.5 (state-based actions) the example scenarios
demonstrate, for the rule pages, and how many rulings have an example per kind of rule, for
the coverage page.

A scenario demonstrates a rule if its trace (run with its default parameters) applies it. A
keyword's page (702.19) also shows the examples of its subrules (702.19b); the more focused
examples (fewer such rules in their trace) come first.
"""

from __future__ import annotations

import re
from collections import defaultdict

from indexer.citations.references import parent_number

_SHOWN = re.compile(r"^(702\.\d+[a-z]?|704\.5[a-z])$")
_KEYWORD = re.compile(r"^702\.\d+$")


def demonstrated_rules(applied: dict[str, list[str]]) -> dict[str, list[str]]:
    """Rule number -> the scenarios that demonstrate it, most focused first."""
    shown = {sid: sorted(n for n in numbers if _SHOWN.match(n)) for sid, numbers in applied.items()}
    by_rule: dict[str, list[str]] = defaultdict(list)
    for sid in sorted(shown, key=lambda s: (len(shown[s]), s)):
        for number in shown[sid]:
            for target in (number, parent_number(number)):
                if target and (target == number or _KEYWORD.match(target)) and sid not in by_rule[target]:
                    by_rule[target].append(sid)
    return dict(by_rule)


def rule_kind(number: str) -> str:
    """The kind of rule a rule number belongs to: the keyword (702.19), the state-based action
    (704.5g), else its rule (707)."""
    if number.startswith("702.") and len(number) > 4:
        return re.match(r"^702\.\d+", number).group(0)  # type: ignore[union-attr]
    if number.startswith("704.5") and len(number) == 6:
        return number
    return number.split(".")[0]


def example_coverage(
    by_ruling: dict[str, list[str]], applied: dict[str, list[str]], rulings: int, order: dict[str, int]
) -> dict:
    """How many of `rulings` have an example, and per kind of rule how many of those apply it."""
    per_kind: dict[str, set[str]] = defaultdict(set)
    for ruling_id, scenario_ids in by_ruling.items():
        for sid in scenario_ids:
            for number in applied.get(sid, []):
                per_kind[rule_kind(number)].add(ruling_id)
    kinds = sorted(per_kind, key=lambda k: order.get(k, len(order)))
    return {
        "rulings": rulings,
        "with_example": len(by_ruling),
        "per_kind": [{"number": k, "rulings": len(per_kind[k])} for k in kinds],
    }
