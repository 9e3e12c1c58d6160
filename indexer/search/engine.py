"""What searching one index generation keeps in memory, shared by every query of a worker."""

from __future__ import annotations

import numpy as np
from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from indexer.schema import KINDS

from .evaluate import Evaluator
from .facet_values import FacetValues
from .postings import WEIGHTING, Postings


class SearchIndex:
    """The generation's postings (read as queries need them) and its documents' facet values."""

    def __init__(self, reader: IndexReader) -> None:
        self.postings = Postings(reader, WEIGHTING)
        self.facets = FacetValues(self.postings)
        self._translation_weights: dict[tuple[str, float], np.ndarray] = {}

    def translation_weights(self, lang: str, boost: float) -> np.ndarray:
        """Per document, how much a translation of what a reader of `lang` typed counts: `boost`
        where the document has text in `lang` (the words as typed can match there, and count
        more), or is a glossary entry (which has its own entry in `lang`); in full elsewhere.
        On the German site, an English-only ruling is found through the translations of the
        German words, and they are all it has to be found by."""
        key = (lang, boost)
        found = self._translation_weights.get(key)
        if found is None:
            reduced = self.facets.languages[lang] | (self.facets.kinds == KINDS.index("glossary"))
            found = self._translation_weights[key] = np.where(reduced, boost, 1.0)
        return found

    def evaluator(self, searcher: Searcher, translation_weights: np.ndarray | None = None) -> Evaluator:
        """An evaluator for one thread's searcher (which runs what has no array form)."""
        return Evaluator(self.postings, searcher, translation_weights)
