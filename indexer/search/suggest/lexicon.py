"""The names and terms of the index generation (names.json, see indexer.assembly.names), and finding
them as readers type them: by the start of a name, by whole words, and by words with a typo.

Everything here works on folded keys and words (indexer.search.analysis.names.fold_word); what a reader is
shown is always a form's display text.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

import numpy as np

from indexer.assembly.model import LANGUAGES, other_language
from indexer.assembly.names import FORM_COLUMNS, MIN_FUZZY, deletions
from indexer.search.cache import LruDict

from .edit_distance import distance, max_edits

# Upper bounds on how much one lookup reads, so that a two-letter prefix stays cheap.
PREFIX_SCAN = 4000
WORD_SCAN = 400
# The letters a word of two typos shares at its start with the words of the names measured
# beside those of the deletion index: that index holds one deletion of each word, so a word
# two letters short of a name's word shares no variant with it ("Grizzlybär", the singular of
# Grizzlybären; "Typhusrate" for Typhusratten), and such a word found nothing, with no
# suggestion. Few words share five letters (96 at most: "feuer…").
SAME_START = 5
# Typed words whose similar words are kept (similar_words): a reader's words recur, in new queries.
KEPT_SIMILAR = 8192
# Words whose neighbours in names are kept, each way (neighbours).
KEPT_NEIGHBOURS = 4096
_HIGH = "\uffff"
_KEY, _DISPLAY, _LANG, _KIND, _TARGET, _GROUP, _WEIGHT = map(FORM_COLUMNS.index, FORM_COLUMNS)


@dataclass(frozen=True)
class Form:
    """A display form: a name or term as written, where it leads, and what it names (its
    number in names.json, then FORM_COLUMNS in their order)."""

    number: int
    key: str
    display: str
    lang: str
    kind: str
    target: str | None
    group: int
    weight: int

    @property
    def words(self) -> list[str]:
        return self.key.split(" ")


class Lexicon:
    """names.json in memory; read-only, shared by the threads of a worker.

    The file's rows and lists of numbers are kept in compact form: as parsed they took 50 MB
    of each worker (870,000 objects: a list per form, a string per language and kind, an
    object per number, 280,000 deletion strings); the strings a lookup returns stay strings,
    numbers go into arrays, and the deletion index becomes a sorted array of the variants'
    hashes beside the word each stands for (a hash that two variants share only adds a word
    that `similar_words` then measures and drops)."""

    def __init__(self, data: dict[str, Any]) -> None:
        rows: list[list[Any]] = data.get("forms", [])
        self.keys: list[str] = [row[_KEY] for row in rows]
        self._displays = [row[_DISPLAY] for row in rows]
        self._targets = [row[_TARGET] for row in rows]
        self._langs = tuple(sorted({row[_LANG] for row in rows}))
        self._kinds = tuple(sorted({row[_KIND] for row in rows}))
        self._lang = array("b", (self._langs.index(row[_LANG]) for row in rows))
        self._kind = array("b", (self._kinds.index(row[_KIND]) for row in rows))
        self._group = array("i", (row[_GROUP] for row in rows))
        self._weight = array("i", (row[_WEIGHT] for row in rows))
        self._groups = array("i", (number for group in data.get("groups", []) for number in group))
        self.words: list[str] = data.get("words", [])
        self._spellings: list[str] = data.get("spellings", [])
        postings: list[list[int]] = data.get("postings", [])
        self._posting_starts = array("i", accumulate((len(found) for found in postings), initial=0))
        self._postings = array("i", (number for found in postings for number in found))
        self._variants, self._variant_words = _deletion_index(data.get("deletions", []))
        self._similar = LruDict(KEPT_SIMILAR)
        self._neighbours = LruDict(KEPT_NEIGHBOURS)
        # Keys of several words written together ("platinengel" for Platin-Engel), sorted, with
        # their forms' numbers (forms_joined).
        joined = sorted((key.replace(" ", ""), number) for number, key in enumerate(self.keys) if " " in key)
        self._joined_keys = [key for key, _ in joined]
        self._joined_forms = array("i", (number for _, number in joined))
        # The words of keys that the word index leaves out: a nickname's ("plat" of "plat angel",
        # a form of Platinum Angel, whose words are the name's).
        self._other_key_words = frozenset(word for key in self.keys for word in key.split(" ")) - set(self.words)

    def __len__(self) -> int:
        return len(self.keys)

    def form(self, number: int) -> Form:
        return Form(
            number,
            self.keys[number],
            self._displays[number],
            self._langs[self._lang[number]],
            self._kinds[self._kind[number]],
            self._targets[number],
            self._group[number],
            self._weight[number],
        )

    def ranking(self, number: int) -> tuple[str, str, str, int]:
        """Key, language, kind and weight of a form, without building it (ranking reads thousands)."""
        return self.keys[number], self._langs[self._lang[number]], self._kinds[self._kind[number]], self._weight[number]

    def in_language(self, form: Form, lang: str) -> Form:
        """The form of the same thing in `lang` (a card's printed name there), else `form`."""
        number = self._groups[form.group * len(LANGUAGES) + LANGUAGES.index(lang)]
        return form if number < 0 or number == form.number else self.form(number)

    def translation(self, form: Form) -> Form | None:
        """The form of the same thing in the other language, None where it has none there
        (which of two cards named "Zwang" a suggestion means: Coercion or Duress)."""
        other = self.in_language(form, other_language(form.lang))
        return other if other.lang != form.lang else None

    def forms_starting(self, key: str) -> range:
        """Numbers of the forms whose key starts with `key` (at most PREFIX_SCAN of them)."""
        return _starting(self.keys, key, PREFIX_SCAN)

    def forms_named(self, key: str) -> range:
        """Numbers of the forms whose key is `key` (forms_starting reads a whole prefix)."""
        start = bisect_left(self.keys, key)
        return range(start, bisect_right(self.keys, key, lo=start))

    def forms_joined(self, key: str) -> list[int]:
        """Numbers of the forms of several words whose key, written together, is `key`: German
        players write „Platinengel“ for the card Platin-Engel (Platinum Angel), which found its
        card but none of its rulings."""
        start = bisect_left(self._joined_keys, key)
        end = bisect_right(self._joined_keys, key, lo=start)
        return self._joined_forms[start:end].tolist()

    def spelling(self, word: int) -> str:
        """How the word is most often written in the forms ("Königliche" for "konigliche")."""
        return self._spellings[word]

    def forms_with(self, word: int) -> list[int]:
        return self._postings[self._posting_starts[word] : self._posting_starts[word + 1]].tolist()

    def form_count(self, word: int) -> int:
        """How many forms have the word (len(forms_with(word)), without listing them)."""
        return self._posting_starts[word + 1] - self._posting_starts[word]

    def word_number(self, word: str) -> int | None:
        found = bisect_left(self.words, word)
        return found if found < len(self.words) and self.words[found] == word else None

    def in_a_key(self, word: str) -> bool:
        """Whether some form's key has the word (a run of words with one that no key has is no
        whole name, however its words are spelled together or apart)."""
        return word in self._other_key_words or self.word_number(word) is not None

    def words_starting(self, prefix: str) -> range:
        """Numbers of the words that start with `prefix` (at most WORD_SCAN of them)."""
        return _starting(self.words, prefix, WORD_SCAN)

    def neighbours(self, word: int, step: int, cards_only: bool) -> frozenset[str]:
        """The words `step` words after (before, if negative) the word in the names that have
        it (card names only, with `cards_only`): a typed word that is near none of them is no
        word of such a name beside it. Kept for the KEPT_NEIGHBOURS most recently asked."""
        found = self._neighbours.get((word, step, cards_only))
        if found is None:
            found = self._neighbours[word, step, cards_only] = frozenset(self._beside(word, step, cards_only))
        return found

    def _beside(self, word: int, step: int, cards_only: bool) -> Iterator[str]:
        spelled = self.words[word]
        for number in self.forms_with(word):
            if cards_only and self._kinds[self._kind[number]] != "card":
                continue
            words = self.keys[number].split(" ")
            for offset in (i + step for i, w in enumerate(words) if w == spelled):
                if 0 <= offset < len(words):
                    yield words[offset]

    def similar_words(self, word: str, limit: int | None = None) -> dict[int, int]:
        """Words within `limit` (by default max_edits) typos of `word`, itself included, with
        their distance (a new dict: the caller may change it).

        Candidates come from the deletion index: a word one edit away shares a variant with
        `word` (the same word, or it with one letter deleted); from eight letters on, the
        variants of `word` with two letters deleted are looked up too, and the words that share
        its first SAME_START letters. Each candidate is then measured. The answers for the
        KEPT_SIMILAR most recently asked words are kept: measuring was a tenth of a suggestion's
        time, for words most of which were asked before."""
        limit = max_edits(len(word)) if limit is None else limit
        found = self._similar.get((word, limit))
        if found is None:
            found = self._similar[word, limit] = self._measured(word, limit)
        return dict(found)

    def _measured(self, word: str, limit: int) -> dict[int, int]:
        found: dict[int, int] = {}
        exact = self.word_number(word)
        if exact is not None:
            found[exact] = 0
        if limit == 0 or len(word) < MIN_FUZZY:
            return found
        variants = deletions(word) | {word}
        candidates = []
        if limit > 1:
            variants |= {shorter for variant in deletions(word) for shorter in deletions(variant)}
            candidates = list(self.words_starting(word[:SAME_START]))
        for number in [*self._deletion_hits(variants), *candidates]:
            if number not in found:
                edits = distance(word, self.words[number], limit)
                if edits <= limit:
                    found[number] = edits
        return found

    def _deletion_hits(self, variants: set[str]) -> list[int]:
        """The words that share one of `variants`, in the order of the variants' hashes."""
        probes = np.fromiter(map(hash, variants), dtype=np.int64, count=len(variants))
        starts = np.searchsorted(self._variants, probes, side="left")
        ends = np.searchsorted(self._variants, probes, side="right")
        found = self._variant_words
        return [number for at, end in zip(starts.tolist(), ends.tolist(), strict=True) for number in found[at:end]]


def _deletion_index(entries: list[str]) -> tuple[np.ndarray, array]:
    """names.json's "variant word-number" entries as the variants' hashes, sorted, and the word
    number of each (Python's string hash: it differs between processes, and each worker
    computes its own)."""
    hashes = np.fromiter((hash(entry[: entry.rindex(" ")]) for entry in entries), dtype=np.int64, count=len(entries))
    order = np.argsort(hashes, kind="stable")
    words = np.fromiter((int(entry[entry.rindex(" ") + 1 :]) for entry in entries), dtype=np.int32, count=len(entries))
    return hashes[order], array("i", words[order].tobytes())


def _starting(ordered: Sequence[str], prefix: str, most: int) -> range:
    """The places in `ordered` (sorted) of the strings that start with `prefix`, the first `most`."""
    start = bisect_left(ordered, prefix)
    end = bisect_left(ordered, prefix + _HIGH, lo=start)
    return range(start, min(end, start + most))
