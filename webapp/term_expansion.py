"""Cross-language query expansion through the English-German term list.

A reader who types "Rolle Zeitstempel" should also find the English-only rulings about Roles
and timestamps, and "protection" should find German text about "Schutz". Runs of query words
that form a term of the list (compared after each language's analysis, so "Zeitstempels" is
"Zeitstempel") gain the other language's term as an alternative.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from indexer.analysis_de import verb_stems
from indexer.model import LANGUAGES
from indexer.schema import query_terms


@dataclass(frozen=True)
class Expansion:
    """Query words start..end (exclusive) form a term; `terms` are its (language, text) pairs."""

    start: int
    end: int
    terms: tuple[tuple[str, str], ...]


class TermExpander:
    def __init__(self, pairs: list[dict[str, str]]) -> None:
        table: dict[tuple[str, tuple[str, ...]], set[tuple[str, str]]] = defaultdict(set)
        for pair in pairs:
            if pair["en"].casefold() == pair["de"].casefold():
                continue
            for lang, other in (("en", "de"), ("de", "en")):
                key = query_terms(pair[lang], lang)
                if key:
                    table[(lang, key)].add((other, pair[other]))
        self._table = {key: tuple(sorted(terms)) for key, terms in table.items()}
        self._longest = max((len(key[1]) for key in self._table), default=0)

    def expansions(self, words: list[str]) -> list[Expansion]:
        """Longest terms first, left to right, without overlaps, in either language."""
        found: list[Expansion] = []
        taken: set[int] = set()
        for size in range(min(self._longest, len(words)), 0, -1):
            for start in range(len(words) - size + 1):
                span = set(range(start, start + size))
                if span & taken:
                    continue
                terms = self._terms(words[start : start + size])
                if terms:
                    found.append(Expansion(start, start + size, terms))
                    taken |= span
        return sorted(found, key=lambda e: e.start)

    def _terms(self, words: list[str]) -> tuple[tuple[str, str], ...]:
        """The translations of the words as a term of either language; a single German word
        also as a verb form of a term ("neutralisiert", "geopfert": see verb_stems)."""
        terms: list[tuple[str, str]] = []
        for lang in LANGUAGES:
            key = tuple(token for word in words for token in query_terms(word, lang))
            terms.extend(self._table.get((lang, key), ()))
        if not terms and len(words) == 1:
            for stem in verb_stems(words[0]):
                terms.extend(self._table.get(("de", (stem,)), ()))
        return tuple(dict.fromkeys(terms))
