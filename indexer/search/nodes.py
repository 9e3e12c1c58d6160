"""Query nodes of our own, beside Whoosh's: what the query builder makes and evaluate.py knows.

They are Whoosh query classes, so they print, compare and nest like Whoosh's own; `Best`
also runs in Whoosh's search with the right scores.
"""

from __future__ import annotations

from whoosh import query as wq
from whoosh.matching import DisjunctionMaxMatcher, Matcher
from whoosh.searching import Searcher


class Translated(wq.Or):
    """A term's translation into one language, weighed by its boost, or per document where
    the evaluator is given weights for translations (see evaluate.Evaluator), times its
    `confidence` (below 1 for a learned translation)."""

    def __init__(self, subqueries: list[wq.Query], boost: float = 1.0, confidence: float = 1.0) -> None:
        super().__init__(subqueries, boost=boost)
        self.confidence = confidence


class Synonym(wq.Or):
    """An old or new name of a term typed, in the same language; weighed by its boost."""


class _BestMatcher(DisjunctionMaxMatcher):
    """Whoosh's DisjunctionMaxMatcher scores a document with the higher score of its two
    sub-matchers even where one of them already stands on a later document, so a text took
    the score of another (whoosh-reloaded 2.7.5); here only those on the document count."""

    def score(self) -> float:
        a, b = self.a, self.b
        if not b.is_active() or (a.is_active() and a.id() < b.id()):
            return a.score()
        if not a.is_active() or b.id() < a.id():
            return b.score()
        return max(a.score(), b.score())


class Best(wq.DisjunctionMax):
    """The best of several ways to match one thing (a DisjunctionMax, scored right)."""

    def _matcher(self, subs: list[wq.Query], searcher: Searcher, context: object) -> Matcher:
        reader = searcher.reader()
        return self._tree_matcher(
            subs, _BestMatcher, searcher, context, lambda q: q.estimate_size(reader), tiebreak=self.tiebreak
        )
