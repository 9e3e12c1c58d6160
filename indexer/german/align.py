"""Pairing German ruling texts with the English rulings they translate.

WotC publishes a card's German rulings as a translation of its English list: same card, same
dates, usually the same order. Position is tried first and accepted only when every pair also
looks alike; otherwise each German text goes to the most similar English ruling of its card.
Either way a pair whose dates are both known and differ is never made.
Similarity counts what survives translation: numbers and symbols, names written the same in
both languages, and glossary concepts ("Zeitstempel" and "timestamp" are one concept).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from indexer.terms.term_list import ConceptMatcher

_SYMBOL = re.compile(r"\{[^}]+\}|[+-]?\d+(?:/[+-]?\d+)?")
_NAME = re.compile(r"\b[A-Z][a-z]{3,}\b")
_NAME_BONUS = 0.1
POSITION_MIN = 0.2
MATCH_MIN = 0.35


@dataclass(frozen=True)
class Candidate:
    """An English ruling of the same card."""

    id: str
    text: str
    date: date | None


@dataclass(frozen=True)
class Translation:
    """A German ruling text to place."""

    text: str
    date: date | None


@dataclass(frozen=True)
class Features:
    core: frozenset[str]
    names: frozenset[str]


def features(text: str, lang: str, matcher: ConceptMatcher) -> Features:
    """Numbers, symbols and glossary concepts; capitalized words (names) apart, because German
    capitalizes every noun and only the shared ones say anything."""
    core = {m.group(0) for m in _SYMBOL.finditer(text)} | {f"concept:{c}" for c in matcher.concepts(text, lang)}
    return Features(frozenset(core), frozenset(_NAME.findall(text)))


def similarity(a: Features, b: Features) -> float:
    """Dice overlap of the core features, plus a little for each name both texts contain."""
    total = len(a.core) + len(b.core)
    dice = 2 * len(a.core & b.core) / total if total else 0.0
    return min(1.0, dice + _NAME_BONUS * len(a.names & b.names))


def align(german: list[Translation], english: list[Candidate], matcher: ConceptMatcher) -> dict[int, str]:
    """German list position -> English ruling id, for every German text that could be placed."""
    if not german or not english:
        return {}
    de = [features(g.text, "de", matcher) for g in german]
    en = [features(e.text, "en", matcher) for e in english]
    scores = [
        [similarity(d, e) if _same_day(g.date, c.date) else 0.0 for e, c in zip(en, english, strict=False)]
        for d, g in zip(de, german, strict=False)
    ]
    if len(german) == len(english) and all(scores[i][i] >= POSITION_MIN for i in range(len(german))):
        return {i: english[i].id for i in range(len(german))}
    return _by_similarity(scores, english)


def _same_day(german: date | None, english: date | None) -> bool:
    """A translation carries its original's date; where both are known they must agree."""
    return german is None or english is None or german == english


def _by_similarity(scores: list[list[float]], english: list[Candidate]) -> dict[int, str]:
    pairs = sorted(
        ((score, i, j) for i, row in enumerate(scores) for j, score in enumerate(row) if score >= MATCH_MIN),
        reverse=True,
    )
    placed: dict[int, str] = {}
    taken: set[int] = set()
    for _, i, j in pairs:
        if i not in placed and j not in taken:
            placed[i] = english[j].id
            taken.add(j)
    return placed
