"""What searching one index generation keeps in memory, shared by every query of a worker."""

from __future__ import annotations

from whoosh.reading import IndexReader
from whoosh.searching import Searcher

from .evaluate import Evaluator
from .facet_values import FacetValues
from .postings import WEIGHTING, Postings


class SearchIndex:
    """The generation's postings (read as queries need them) and its documents' facet values."""

    def __init__(self, reader: IndexReader) -> None:
        self.postings = Postings(reader, WEIGHTING)
        self.facets = FacetValues(self.postings)

    def evaluator(self, searcher: Searcher) -> Evaluator:
        """An evaluator for one thread's searcher (which runs what has no array form)."""
        return Evaluator(self.postings, searcher)
