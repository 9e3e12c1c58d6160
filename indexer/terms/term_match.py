"""Finding given terms (glossary terms, article titles) in rules and rulings text.

Matching runs on words normalized lightly: lowercased, German spellings folded, hyphens and
possessives dropped, and only plural endings removed. The search analyzers stem much harder,
and for matching terms that merges different words: "Commander" and "Command",
"annihilate" and "Annihilator", "planeswalkers" and "Planeswalk". Here a term must appear as
itself, in the singular or the plural.
"""

from __future__ import annotations

from functools import lru_cache

from indexer.search.analysis.common import TOKEN_PATTERN
from indexer.search.analysis.de import fold_german
from indexer.search.analysis.en import normalize_apostrophes

_GERMAN_ENDINGS = ("en", "es", "e", "n", "s")
_GERMAN_MIN = 4

Words = tuple[str, ...]


def words(text: str, lang: str) -> Words:
    """The text's words as terms are matched: "Roles" -> "role", "Zeitstempels" -> "zeitstempel"."""
    normalize = _german if lang == "de" else _english
    return tuple(normalize(t.lower()) for t in TOKEN_PATTERN.findall(text))


@lru_cache(maxsize=100_000)
def _english(word: str) -> str:
    word = normalize_apostrophes(word.replace("-", ""))
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


@lru_cache(maxsize=100_000)
def _german(word: str) -> str:
    """Endings are stripped until none is left, so "Aktion" and "Aktionen" both end as "aktio"."""
    word = fold_german(word.replace("-", ""))
    stripped = True
    while stripped:
        stripped = False
        for ending in _GERMAN_ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= _GERMAN_MIN:
                word, stripped = word[: -len(ending)], True
                break
    return word


def contains(text: Words, term: Words) -> bool:
    """The term's words stand together, in order, in the text."""
    size = len(term)
    return size > 0 and any(text[i : i + size] == term for i in range(len(text) - size + 1))


class TermFinder:
    """Finds which of many terms a text mentions, longest first: "Activated Ability" is one
    mention, not also one of "Ability"."""

    def __init__(self, terms: dict[Words, str]) -> None:
        self._by_first: dict[str, list[tuple[Words, str]]] = {}
        for form, key in sorted(terms.items(), key=lambda item: -len(item[0])):
            if form:
                self._by_first.setdefault(form[0], []).append((form, key))

    def find(self, text: Words) -> list[str]:
        """The keys of the terms found, each once, in order of first mention."""
        found: dict[str, None] = {}
        i = 0
        while i < len(text):
            for form, key in self._by_first.get(text[i], ()):
                if text[i : i + len(form)] == form:
                    found[key] = None
                    i += len(form)
                    break
            else:
                i += 1
        return list(found)
