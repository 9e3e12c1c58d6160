"""What changed between two releases of the Comprehensive Rules, rule by rule and word by word.

Rules are compared by number. A rule that moved (the same text under a new number, as when
509.5b became 509.3b) is a move, not a removal and an addition: texts are compared with their
whitespace collapsed and the rule numbers they cite blanked out, since a moved rule's own
references usually move with it. Only a text that is unique on both sides pairs up, and only
one long enough to mean something (not "[Removed]" or a one-word heading).

The web app imports this module too (histories and changes pages are computed from the
release texts the build stores), so it holds no parsing and no corpus types.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from itertools import pairwise

from .references import DOTTED, parent_number, rule_sort_key

_CITED = re.compile(rf"\b{DOTTED}|\b\d{{3}}\b")
_TOKENS = re.compile(r"\s+|\w+|[^\w\s]")
_MOVE_MIN = 25  # characters: shorter texts ("Casting Spells", "[Removed]") do not identify a rule

ADDED, REMOVED, CHANGED, MOVED = "added", "removed", "changed", "moved"


@dataclass
class Changes:
    """The differences between an older and a newer release, numbers in rule order. `moved`
    pairs the old number with the new (their texts may differ in the numbers they cite)."""

    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    moved: list[tuple[str, str]] = field(default_factory=list)

    def successor(self, number: str, newer: dict[str, str]) -> str | None:
        """The number the older release's rule `number` has in the newer one (None: removed)."""
        for old, new in self.moved:
            if old == number:
                return new
        if number in self.removed or number in {new for _, new in self.moved}:
            return None
        return number if number in newer else None

    def kind(self, number: str) -> str | None:
        """What happened to the older release's rule `number`: changed, removed, moved, or None."""
        if any(old == number for old, _ in self.moved):
            return MOVED
        if number in self.removed:
            return REMOVED
        if number in self.changed:
            return CHANGED
        return None

    def counts(self) -> dict[str, int]:
        return {ADDED: len(self.added), REMOVED: len(self.removed), CHANGED: len(self.changed), MOVED: len(self.moved)}


def same_text(first: str, second: str) -> bool:
    """Whether two texts of a rule say the same, whitespace aside."""
    return " ".join(first.split()) == " ".join(second.split())


def compare(older: dict[str, str], newer: dict[str, str]) -> Changes:
    """Rules added, removed, changed and moved from `older` to `newer` (number -> text)."""
    gone = [n for n in older if n not in newer or not same_text(older[n], newer[n])]
    new = [n for n in newer if n not in older or not same_text(older[n], newer[n])]
    moved = _moves(older, newer, gone, new)
    moved_from = {old for old, _ in moved}
    moved_to = {new_number for _, new_number in moved}
    changes = Changes(moved=sorted(moved, key=lambda pair: rule_sort_key(pair[1])))
    changes.added = _ordered(n for n in new if n not in older and n not in moved_to)
    changes.removed = _ordered(n for n in gone if n not in newer and n not in moved_from)
    changes.changed = _ordered(n for n in gone if n in newer and n not in moved_from and n not in moved_to)
    return changes


def _moves(older: dict[str, str], newer: dict[str, str], gone: list[str], new: list[str]) -> list[tuple[str, str]]:
    """Pairs (old number, new number) whose texts match once cited numbers are blanked: a text
    unique on both sides and long enough, or a short one (a heading, "Regenerate") whose rules
    under it moved to the rules under the new number."""
    old_keys = {n: _move_key(older[n]) for n in gone}
    new_keys = {n: _move_key(newer[n]) for n in new}
    old_count = Counter(old_keys.values())
    new_count = Counter(new_keys.values())
    by_key = {key: n for n, key in new_keys.items() if new_count[key] == 1 and len(key) >= _MOVE_MIN}
    moved = [
        (n, by_key[key]) for n, key in old_keys.items() if old_count[key] == 1 and key in by_key and by_key[key] != n
    ]
    parents = {(parent_number(old), parent_number(new_number)) for old, new_number in moved}
    taken = {new_number for _, new_number in moved}
    for old, key in old_keys.items():
        if len(key) >= _MOVE_MIN:
            continue
        match = [
            n for n, other in new_keys.items() if other == key and n not in taken and (old, n) in parents and n != old
        ]
        if len(match) == 1:
            moved.append((old, match[0]))
            taken.add(match[0])
    return moved


def _move_key(text: str) -> str:
    return " ".join(_CITED.sub("#", text).split())


def _ordered(numbers) -> list[str]:
    return sorted(numbers, key=rule_sort_key)


def word_diff(older: str, newer: str) -> list[tuple[str, str]]:
    """The newer text as runs of words: ("=", kept), ("-", deleted), ("+", inserted)."""
    old_tokens = _TOKENS.findall(older)
    new_tokens = _TOKENS.findall(newer)
    runs: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old_tokens, new_tokens, autojunk=False).get_opcodes():
        if tag == "equal":
            runs.append(("=", "".join(old_tokens[i1:i2])))
            continue
        if tag in ("delete", "replace"):
            runs.append(("-", "".join(old_tokens[i1:i2])))
        if tag in ("insert", "replace"):
            runs.append(("+", "".join(new_tokens[j1:j2])))
    return runs


@dataclass(frozen=True)
class Version:
    """A rule's text in one release, under the number it had there."""

    effective: str
    number: str
    text: str


class History:
    """The releases of one language, oldest first (effective date -> number -> text), and the
    changes between each and the next."""

    def __init__(self, releases: dict[str, dict[str, str]]) -> None:
        self.dates = sorted(releases)
        self.releases = releases
        self.steps = [compare(releases[a], releases[b]) for a, b in pairwise(self.dates)]

    def lineage(self, number: str) -> list[Version]:
        """The rule `number` in every release it appears in, followed through renumberings: from
        the newest release that has the number, back to where it was added and on to where it
        moved; empty if no release has it."""
        held = [i for i, d in enumerate(self.dates) if number in self.releases[d]]
        if not held:
            return []
        start = held[-1]
        versions = [self._version(start, number)]
        current = number
        for i in range(start, 0, -1):
            before = self._predecessor(i, current)
            if before is None:
                break
            current = before
            versions.insert(0, self._version(i - 1, current))
        current = number
        for i in range(start, len(self.steps)):
            after = self.steps[i].successor(current, self.releases[self.dates[i + 1]])
            if after is None:
                break
            current = after
            versions.append(self._version(i + 1, current))
        return versions

    def _version(self, position: int, number: str) -> Version:
        effective = self.dates[position]
        return Version(effective, number, self.releases[effective][number])

    def _predecessor(self, position: int, number: str) -> str | None:
        """The number that release `position`'s rule `number` had in the release before."""
        step = self.steps[position - 1]
        for old, new in step.moved:
            if new == number:
                return old
        if number in step.added:
            return None
        return number if number in self.releases[self.dates[position - 1]] else None

    def removed_in(self, versions: list[Version]) -> str | None:
        """The release that no longer has the last of `versions` (None: the newest has it)."""
        last = self.dates.index(versions[-1].effective)
        return self.dates[last + 1] if last + 1 < len(self.dates) else None
