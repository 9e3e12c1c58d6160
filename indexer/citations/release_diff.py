"""What changed between two releases of the Comprehensive Rules, rule by rule and word by word.

Rules are paired across two releases by what they are, not by number alone: a release
renumbers rules and gives a freed number to a new rule (2025-11-14 moved "Cast" from 701.4 to
701.5 and made 701.4 "Behold"). Texts are compared with their whitespace collapsed and the rule
numbers they cite blanked out, since a moved rule's own references usually move with it. An
older rule is paired with a newer one, in this order, by:

1. the same number and the same text: unchanged, or changed in the numbers it cites only;
2. the same text under another number, where that text is unique on both sides and long
   enough to mean something (not "[Removed]" or a one-word heading): moved;
3. texts alike (at least half of the words of both, or of the shorter one, in the same
   order), best pairs first, among rules that keep their number, stay under the same parent,
   or stay under a parent that moved with its other subrules: changed, or moved and changed
   ("Fourth, the active player gets priority" at 509.4 became "Second, ..." at 509.2);
4. texts nearly the same (_ALIKE_ANYWHERE) under any parent, where each is the other's only best
   partner: 509.4a became 509.2a when its rule lost two subrules ("rules 509.1-3" -> "rule
   509.1"), and 609.8 became 608.2i;
5. the rules under them: a rule left over (a heading such as "Tribals") pairs with the rule
   most of its subrules went to ("Kindreds").

An older rule left unpaired was removed and a newer one added, even where the number stays:
701.4 "Cast" moved to 701.5 and 701.4 "Behold" is new. Where a number changes and the text
does too, the rule moved.

The web app imports this module too (histories and changes pages are computed from the
release texts the build stores), so it holds no parsing and no corpus types.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import cached_property
from itertools import pairwise

from .references import DOTTED, parent_number, rule_sort_key

_CITED = re.compile(rf"\b{DOTTED}|\b\d{{3}}\b")
_TOKENS = re.compile(r"\s+|\w+|[^\w\s]")
_WORDS = re.compile(r"\w+")
_MOVE_MIN = 25  # characters: shorter texts ("Casting Spells", "[Removed]") do not identify a rule
# How alike two texts must be to be one rule: the share of their words in the same order, of
# both or of the shorter text (a rule that lost its example, or gained a sentence).
_ALIKE = 0.5
# How alike two texts must be to pair across parents, where nothing else says they are one rule:
# a moved rule that changed a few words (509.4a -> 509.2a: 0.98, 609.8 -> 608.2i: 0.97); the
# closest unrelated pairs left over between the releases held are at most 0.5.
_ALIKE_ANYWHERE = 0.9

ADDED, REMOVED, CHANGED, MOVED = "added", "removed", "changed", "moved"


@dataclass
class Changes:
    """The differences between an older and a newer release, numbers in rule order. `moved`
    pairs the old number with the new; `reworded` holds the new numbers of those whose text
    changed too (if only in the numbers they cite); `successors` maps every older rule the
    newer release keeps to its number there."""

    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    moved: list[tuple[str, str]] = field(default_factory=list)
    reworded: list[str] = field(default_factory=list)
    successors: dict[str, str] = field(default_factory=dict)

    def successor(self, number: str) -> str | None:
        """The number the older release's rule `number` has in the newer one (None: removed)."""
        return self.successors.get(number)

    def predecessor(self, number: str) -> str | None:
        """The number the newer release's rule `number` had in the older one (None: added)."""
        return self._predecessors.get(number)

    @cached_property
    def _predecessors(self) -> dict[str, str]:
        return {new: old for old, new in self.successors.items()}

    def kind(self, number: str) -> str | None:
        """What happened to the older release's rule `number`: changed, removed, moved, or None."""
        if number in self.removed:
            return REMOVED
        after = self.successors.get(number)
        if after is None:
            return None
        if after != number:
            return MOVED
        return CHANGED if number in self.changed else None

    def counts(self) -> dict[str, int]:
        return {ADDED: len(self.added), REMOVED: len(self.removed), CHANGED: len(self.changed), MOVED: len(self.moved)}


def same_text(first: str, second: str) -> bool:
    """Whether two texts of a rule say the same, whitespace aside."""
    return " ".join(first.split()) == " ".join(second.split())


def compare(older: dict[str, str], newer: dict[str, str]) -> Changes:
    """Rules added, removed, changed and moved from `older` to `newer` (number -> text)."""
    return _changes(older, newer, _Pairing(older, newer).pairs)


def _changes(older: dict[str, str], newer: dict[str, str], pairs: dict[str, str]) -> Changes:
    """The changes that `pairs` (older number -> newer number of each rule kept) make."""
    kept = set(pairs.values())
    return Changes(
        added=_ordered(n for n in newer if n not in kept),
        removed=_ordered(n for n in older if n not in pairs),
        changed=_ordered(
            n for n, new in pairs.items() if n == new and older[n] != newer[n] and not same_text(older[n], newer[n])
        ),
        moved=sorted(((old, new) for old, new in pairs.items() if old != new), key=lambda pair: rule_sort_key(pair[1])),
        reworded=_ordered(new for old, new in pairs.items() if old != new and not same_text(older[old], newer[new])),
        successors=pairs,
    )


class _Pairing:
    """Older number -> newer number of every rule both releases have (see the module docstring)."""

    def __init__(self, older: dict[str, str], newer: dict[str, str]) -> None:
        self.older, self.newer = older, newer
        self.pairs = {n: n for n, text in older.items() if newer.get(n) == text}
        self.old_keys = {n: _move_key(t) for n, t in older.items() if n not in self.pairs}
        self.new_keys = {n: _move_key(t) for n, t in newer.items() if n not in self.pairs}
        self.pairs |= {n: n for n, key in self.old_keys.items() if self.new_keys.get(n) == key}
        self._pair_unique_texts()
        self._pair_alike_texts()
        self._pair_alike_anywhere()
        self._pair_by_subrules()

    def _left(self) -> tuple[list[str], list[str]]:
        taken = set(self.pairs.values())
        return [n for n in self.older if n not in self.pairs], [n for n in self.newer if n not in taken]

    def _pair_unique_texts(self) -> None:
        gone, new = self._left()
        old_count = Counter(self.old_keys[n] for n in gone)
        new_count = Counter(self.new_keys[n] for n in new)
        by_key = {self.new_keys[n]: n for n in new if new_count[self.new_keys[n]] == 1}
        for n in gone:
            key = self.old_keys[n]
            if len(key) >= _MOVE_MIN and old_count[key] == 1 and key in by_key:
                self.pairs[n] = by_key[key]

    def _pair_alike_texts(self) -> None:
        gone, new = self._left()
        moved_parents: dict[str | None, set[str | None]] = {}
        for old, n in self.pairs.items():
            moved_parents.setdefault(parent_number(old), set()).add(parent_number(n))
        by_parent: dict[str | None, list[str]] = {}
        for n in new:
            if len(self.new_keys[n]) >= _MOVE_MIN:
                by_parent.setdefault(parent_number(n), []).append(n)
        scored = []
        for old in gone:
            if len(self.old_keys[old]) < _MOVE_MIN:
                continue
            parent = parent_number(old)
            parents = {parent} | moved_parents.get(parent, set())
            candidates = {n for p in parents for n in by_parent.get(p, [])}
            candidates |= {old} if old in self.newer and len(self.new_keys[old]) >= _MOVE_MIN and old in new else set()
            for n in candidates:
                score = alike(self.old_keys[old], self.new_keys[n])
                if score >= _ALIKE:
                    scored.append((-score, n != old, rule_sort_key(old), old, n))
        taken: set[str] = set()
        for *_, old, n in sorted(scored):
            if old not in self.pairs and n not in taken:
                self.pairs[old] = n
                taken.add(n)

    def _pair_alike_anywhere(self) -> None:
        gone, new = self._left()
        new = [n for n in new if len(self.new_keys[n]) >= _MOVE_MIN]
        best_old: dict[str, list[tuple[float, str]]] = {}
        best_new: dict[str, list[tuple[float, str]]] = {}
        for old in gone:
            if len(self.old_keys[old]) < _MOVE_MIN:
                continue
            for n in new:
                score = alike(self.old_keys[old], self.new_keys[n])
                if score >= _ALIKE_ANYWHERE:
                    best_old.setdefault(old, []).append((score, n))
                    best_new.setdefault(n, []).append((score, old))
        for old, partners in best_old.items():
            partner = _only_best(partners)
            if partner is not None and _only_best(best_new[partner]) == old:
                self.pairs[old] = partner

    def _pair_by_subrules(self) -> None:
        gone, new = self._left()
        votes = Counter((parent_number(old), parent_number(n)) for old, n in self.pairs.items())
        left_new = set(new)
        for old in gone:
            candidates = [(count, n == old, n) for (o, n), count in votes.items() if o == old and n in left_new]
            if candidates:
                *_, n = max(candidates)
                self.pairs[old] = n
                left_new.discard(n)


def alike(first: str, second: str) -> float:
    """How alike two texts are: the share of their words that stand in both in the same order,
    of both texts or of the shorter one, whichever is more (case aside); 0 for texts whose
    words alone, in any order, could not make them alike enough (most candidates)."""
    words = [_WORDS.findall(text.lower()) for text in (first, second)]
    if not all(words) or _share(sum((Counter(words[0]) & Counter(words[1])).values()), words) < _ALIKE:
        return 0.0
    matcher = SequenceMatcher(None, words[0], words[1], autojunk=False)
    return _share(sum(block.size for block in matcher.get_matching_blocks()), words)


def _only_best(partners: list[tuple[float, str]]) -> str | None:
    """The partner scored highest, unless another scored as high."""
    top = max(score for score, _ in partners)
    best = [number for score, number in partners if score == top]
    return best[0] if len(best) == 1 else None


def _share(common: int, words: list[list[str]]) -> float:
    return max(2 * common / (len(words[0]) + len(words[1])), common / min(map(len, words)))


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

    def between(self, older: str, newer: str) -> Changes:
        """The changes from the release `older` to the later `newer`, each rule followed from
        release to release as its history follows it. Compared directly, two releases apart
        pair rules a release between them removed and added: 702.124j "Friends forever" of
        2023 would be the 702.124i "Partner—[text]" of 2026, where 2025 removed the one and
        added the other."""
        steps = self.steps[self.dates.index(older) : self.dates.index(newer)]
        followed = {number: _followed(number, steps) for number in self.releases[older]}
        pairs = {number: after for number, after in followed.items() if after is not None}
        return _changes(self.releases[older], self.releases[newer], pairs)

    def lineage(self, number: str, release: str | None = None) -> list[Version]:
        """The rule `number` of `release` (by default the newest release that has the number) in
        every release it appears in, followed through renumberings: back to where it was added
        and on to where it was removed; empty if that release has no such rule."""
        held = [d for d in self.dates if number in self.releases[d]]
        start_date = release if release is not None else (held[-1] if held else None)
        if start_date not in held:
            return []
        start = self.dates.index(start_date)
        versions = [self._version(start, number)]
        current = number
        for position in range(start, 0, -1):
            before = self.steps[position - 1].predecessor(current)
            if before is None:
                break
            current = before
            versions.insert(0, self._version(position - 1, current))
        current = number
        for position in range(start, len(self.steps)):
            after = self.steps[position].successor(current)
            if after is None:
                break
            current = after
            versions.append(self._version(position + 1, current))
        return versions

    def carried(self, number: str, release: str) -> str | None:
        """The number the rule `number` of `release` has in the newest release (None: removed)."""
        versions = self.lineage(number, release)
        last = versions[-1] if versions else None
        return last.number if last and last.effective == self.dates[-1] else None

    def others(self, number: str, versions: list[Version]) -> list[Version]:
        """The other rules that held `number` in some release (a number a release freed and gave
        to a new rule): each one's last version under that number, newest first."""
        seen = {(v.effective, v.number) for v in versions}
        found = []
        for position in range(len(self.dates) - 1, -1, -1):
            effective = self.dates[position]
            if number in self.releases[effective] and (effective, number) not in seen:
                seen |= {(v.effective, v.number) for v in self.lineage(number, effective)}
                found.append(self._version(position, number))
        return found

    def _version(self, position: int, number: str) -> Version:
        effective = self.dates[position]
        return Version(effective, number, self.releases[effective][number])

    def removed_in(self, versions: list[Version]) -> str | None:
        """The release that no longer has the last of `versions` (None: the newest has it)."""
        last = self.dates.index(versions[-1].effective)
        return self.dates[last + 1] if last + 1 < len(self.dates) else None


def _followed(number: str, steps: list[Changes]) -> str | None:
    """The number the rule `number` has after `steps` (None: one of them removed it)."""
    current = number
    for step in steps:
        after = step.successor(current)
        if after is None:
            return None
        current = after
    return current
