"""Every document's kind and languages as arrays, for counting a query's matches per value.

Read once per index generation from the postings of the `kind` and `langs` fields; counting
the matches of a query is then one bincount (kinds) and one sum per language, whatever the
number of matches.
"""

from __future__ import annotations

import numpy as np

from indexer.assembly.model import LANGUAGES
from indexer.search.analysis.schema import KINDS, LISTING, OBSOLETE, OWN_CARD

from .evaluate import members
from .postings import Matches, Postings


class FacetValues:
    def __init__(self, postings: Postings) -> None:
        self.kinds = np.full(postings.doc_count, len(KINDS), dtype=np.int8)
        for code, kind in enumerate(KINDS):
            self.kinds[postings.term("kind", kind).ids] = code
        self._kind_masks = [self.kinds == code for code in range(len(KINDS))]
        self.own_card = np.zeros(postings.doc_count, dtype=bool)
        self.own_card[postings.term("traits", OWN_CARD).ids] = True
        self.obsolete = np.zeros(postings.doc_count, dtype=bool)
        self.obsolete[postings.term("traits", OBSOLETE).ids] = True
        self.listing = np.zeros(postings.doc_count, dtype=bool)
        self.listing[postings.term("traits", LISTING).ids] = True
        self.languages: dict[str, np.ndarray] = {}
        for lang in LANGUAGES:
            mask = np.zeros(postings.doc_count, dtype=bool)
            mask[postings.term("langs", lang).ids] = True
            self.languages[lang] = mask
        self.lacking = {lang: ~mask for lang, mask in self.languages.items()}
        # A document in no language is a page no search finds (a German glossary entry paired
        # with an English one, whose document holds both).
        self._results = np.logical_or.reduce(list(self.languages.values()))

    def results_only(self, matches: Matches) -> Matches:
        """The matches without the documents that are pages, not results: words never match
        those, but a filter alone ("kind:glossary") or an exclusion ("kind:glossary -trample")
        did, and listed 2,039 glossary entries, a German entry of a pair with no text and a
        notice that it was not translated."""
        kept = self._results[matches.ids]
        return matches if kept.all() else Matches(matches.ids[kept], matches.scores[kept])

    def of_kind(self, kind: str) -> np.ndarray:
        """A mask of the documents of one kind."""
        return self._kind_masks[KINDS.index(kind)]

    def kind_counts(self, ids: np.ndarray) -> dict[str, int]:
        counts = np.bincount(self.kinds[ids], minlength=len(KINDS) + 1)
        return {kind: int(counts[code]) for code, kind in enumerate(KINDS)}

    def language_counts(self, ids: np.ndarray) -> dict[str, int]:
        return {lang: int(np.count_nonzero(mask[ids])) for lang, mask in self.languages.items()}

    def weighed(self, matches: Matches, chosen_docs: np.ndarray, weight: float, except_for: np.ndarray) -> Matches:
        """The matches with the scores of the documents `chosen_docs` (a mask of every document)
        multiplied by `weight`, except for the documents `except_for`."""
        chosen = chosen_docs[matches.ids]
        if len(except_for):
            chosen &= ~members(matches.ids, except_for)
        if not chosen.any():
            return matches
        return Matches(matches.ids, np.where(chosen, matches.scores * weight, matches.scores))
