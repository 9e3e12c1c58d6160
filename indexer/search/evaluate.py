"""Evaluating a Whoosh query with arrays: every match and its score, in a few numpy calls per
query node instead of a few Python calls per posting and node.

The query is the tree the query builder makes (terms, Or, And, AndMaybe, AndNot, Not, the best
of alternatives, boosts). A node's result is its matching documents, sorted, with their scores,
combined as Whoosh's matchers combine them: Or and And add the scores of the parts that match,
AndMaybe adds the optional part where it matches, the best of alternatives takes the highest,
a boost multiplies. Terms come scored from `Postings`. What has no array form here (phrases,
which need positions; prefixes and other multi-term queries) runs through Whoosh's own matcher
once, its matches collected into arrays; a phrase's documents are few.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import numpy as np
from whoosh import query as wq
from whoosh.searching import Searcher

from .clause_cache import ClauseCache
from .nodes import Best, Synonym, Translated
from .postings import NO_MATCHES, POSITION_RANGE, Matches, Postings

# Above this share of the documents, unions are added up in a dense array (one bincount)
# rather than merged by sorting.
_DENSE_SHARE = 1 / 16
# Up to this many documents, membership is a binary search each (members).
_FEW = 256
# Clauses are kept (in the clause cache) down to this many cached clauses being computed around
# them: a word's clause and the clauses directly inside it, not every level of its tree. Looking
# up and storing every level cost more than the rare hit deep inside a word that missed, and
# filled the cache with parts of the word clauses that hit above them: in turns against every
# level kept, new pool queries took 0.93 to 0.99 times the CPU at the median.
_KEPT_DEPTH = 1


class Evaluator:
    """Evaluates queries against one index generation's postings."""

    def __init__(
        self,
        postings: Postings,
        searcher: Searcher,
        translation_weights: np.ndarray | None = None,
        cache: ClauseCache | None = None,
        cache_key: Hashable = None,
    ) -> None:
        """`translation_weights`, one per document, replace the boost of a `Translated` node;
        `cache` keeps the matches of clauses (what they depend on besides themselves, the
        weights, is `cache_key`)."""
        self.postings = postings
        self.searcher = searcher
        self.doc_count = postings.doc_count
        self.translation_weights = translation_weights
        self.cache = cache
        self.cache_key = cache_key
        self._computing = 0

    def matches(self, query: wq.Query) -> Matches:
        """Every document `query` matches, with its score."""
        handler = _HANDLERS.get(type(query))
        if handler is None:
            handler = next((h for cls, h in _SUBCLASS_HANDLERS if isinstance(query, cls)), Evaluator._whoosh)
        if self.cache is not None and type(query) in CACHED and self._computing <= _KEPT_DEPTH:
            return self.cache.get((self.cache_key, clause_key(query)), lambda: self._computed(handler, query))
        return handler(self, query)

    def _computed(self, handler: Callable[[Evaluator, wq.Query], Matches], query: wq.Query) -> Matches:
        """A cacheable clause's matches, computed one level deeper (see _KEPT_DEPTH)."""
        self._computing += 1
        try:
            return handler(self, query)
        finally:
            self._computing -= 1

    def _term(self, query: wq.Term) -> Matches:
        return self.postings.term(query.fieldname, query.text).scaled(query.boost)

    def _or(self, query: wq.Or) -> Matches:
        if query.scale:
            return self._whoosh(query)
        return union([self.matches(q) for q in query.subqueries], self.doc_count).scaled(query.boost)

    def _translated(self, query: Translated) -> Matches:
        found = union([self.matches(q) for q in query.subqueries], self.doc_count)
        weights = self.translation_weights
        if weights is None:
            return found.scaled(query.boost)
        return Matches(found.ids, found.scores * weights[found.ids] * query.confidence)

    def _best(self, query: wq.DisjunctionMax) -> Matches:
        return best([self.matches(q) for q in query.subqueries], self.doc_count).scaled(query.boost)

    def _and(self, query: wq.And) -> Matches:
        wanted = [q for q in query.subqueries if not isinstance(q, wq.Not)]
        unwanted = [q.query for q in query.subqueries if isinstance(q, wq.Not)]
        if not wanted:
            found = self._complement(union([self.matches(q) for q in unwanted], self.doc_count))
            return found
        parts = []
        for q in wanted:  # (the parts after one that matches nothing are not evaluated)
            parts.append(self.matches(q))
            if not len(parts[-1]):
                return NO_MATCHES
        found = intersection(parts)
        for q in unwanted:
            if not len(found):
                return NO_MATCHES
            found = without(found, self.matches(q))
        return found.scaled(query.boost)

    def _and_maybe(self, query: wq.AndMaybe) -> Matches:
        """The required part's matches, the optional part's scores added; the optional part
        is not evaluated where the required one matches nothing (a named card's rulings that
        lack the other words: their mentions of its name, phrases in every field, were 30 % of
        the optional parts' time in new pool queries)."""
        required = self.matches(query.a)
        return plus(required, self.matches(query.b)) if len(required) else required

    def _and_not(self, query: wq.AndNot) -> Matches:
        return without(self.matches(query.a), self.matches(query.b))

    def _phrase(self, query: wq.Phrase) -> Matches:
        """Documents with the words in order, each next word at most `slop` positions after
        the one before (Whoosh's SpanNear2 with mindist 1), scored as Whoosh scores a phrase:
        the sum of its words' scores."""
        field = query.fieldname
        parts = [self.postings.term(field, word) for word in query.words]
        found = intersection(parts)
        if not len(found) or len(query.words) < 2:
            return found.scaled(query.boost)
        ends = self._keys(field, query.words[0], found.ids)
        for word in query.words[1:]:
            keys = self._keys(field, word, found.ids)
            reached = ends + 1 if query.slop == 1 else _reach(ends, query.slop)
            ends = reached[_found_at(keys, reached)[0]]
            if not len(ends):
                return NO_MATCHES
        has = _found_at(ends // POSITION_RANGE, found.ids)[0]
        return Matches(found.ids[has], found.scores[has]).scaled(query.boost)

    def _keys(self, field: str, word: str, ids: np.ndarray) -> np.ndarray:
        """The position keys of `word` in the documents `ids` (sorted): each document's run of
        the sorted keys found by binary search, not a pass over every position of the word (a
        phrase's documents are few, a common word's positions tens of thousands)."""
        keys = self.postings.positions(field, word)
        first = ids.astype(np.int64) * POSITION_RANGE
        starts = keys.searchsorted(first)
        counts = keys.searchsorted(first + POSITION_RANGE) - starts
        offsets = np.repeat(starts - np.cumsum(counts) + counts, counts)
        return keys[offsets + np.arange(len(offsets))]

    def _not(self, query: wq.Not) -> Matches:
        """Every document the inner query does not match, scored 0: a NOT alone ranks nothing."""
        return self._complement(self.matches(query.query))

    def _complement(self, found: Matches) -> Matches:
        keep = np.ones(self.doc_count, dtype=bool)
        keep[found.ids] = False
        ids = keep.nonzero()[0].astype(np.int32)
        return Matches(ids, np.zeros(len(ids)))

    def _whoosh(self, query: wq.Query) -> Matches:
        """Whoosh's own matcher over every segment, its matches collected."""
        ids: list[int] = []
        scores: list[float] = []
        for searcher, offset in self.searcher.leaf_searchers():
            matcher = query.matcher(searcher, searcher.context(needs_current=True))
            while matcher.is_active():
                ids.append(matcher.id() + offset)
                scores.append(matcher.score())
                matcher.next()
        if not ids:
            return NO_MATCHES
        return Matches(np.asarray(ids, dtype=np.int32), np.asarray(scores, dtype=np.float64))


def clause_key(query: wq.Query) -> tuple:
    """What a clause is, as a key: Whoosh's own hash of a query XORs its parts' hashes, so
    "title_en:x OR body_en:x" hashes alike for every word x and a dictionary of clauses
    degenerates into comparisons. Kept on the query (built queries are never changed, and a
    word's query is reused by the searches that have the word)."""
    found = query.__dict__.get("_clause_key")
    if found is None:
        found = query.__dict__["_clause_key"] = _key(query)
    return found


def _key(query: wq.Query) -> tuple:
    if isinstance(query, wq.Term):
        return (query.fieldname, query.text, query.boost)
    if isinstance(query, wq.Phrase):
        return ("phrase", query.fieldname, tuple(query.words), query.slop, query.boost)
    if isinstance(query, wq.Not):
        return ("not", clause_key(query.query))
    if isinstance(query, wq.CompoundQuery):
        extra = getattr(query, "confidence", None)
        return (type(query).__name__, query.boost, extra, tuple(clause_key(q) for q in query.subqueries))
    return (type(query).__name__, repr(query))


def _nothing(evaluator: Evaluator, query: wq.Query) -> Matches:
    return NO_MATCHES


_HANDLERS: dict[type, Callable[[Evaluator, wq.Query], Matches]] = {
    wq.Term: Evaluator._term,
    Translated: Evaluator._translated,
    wq.Or: Evaluator._or,
    wq.And: Evaluator._and,
    wq.AndMaybe: Evaluator._and_maybe,
    wq.AndNot: Evaluator._and_not,
    wq.Not: Evaluator._not,
    wq.DisjunctionMax: Evaluator._best,
    wq.Phrase: Evaluator._phrase,
    type(wq.NullQuery): _nothing,
}
# The clauses whose matches are kept: a word's alternatives in every field and language, its
# translations, phrases (the rest is cheap, or particular to one query).
CACHED = frozenset({wq.Or, Best, Translated, Synonym, wq.Phrase})
# Subclasses (Whoosh's DefaultOr, the builder's Best) are evaluated as their base class.
_SUBCLASS_HANDLERS = [(cls, handler) for cls, handler in _HANDLERS.items() if cls is not wq.Term]


def union(parts: list[Matches], doc_count: int) -> Matches:
    """Documents of any part, each scored with the sum of the parts' scores it has."""
    parts = [p for p in parts if len(p)]
    if len(parts) <= 1:
        return parts[0] if parts else NO_MATCHES
    ids = np.concatenate([p.ids for p in parts])
    scores = np.concatenate([p.scores for p in parts])
    if len(ids) > doc_count * _DENSE_SHARE:
        sums = np.bincount(ids, weights=scores, minlength=doc_count)
        present = np.zeros(len(sums), dtype=bool)  # (a mask: half the time of a second bincount)
        present[ids] = True
        found = present.nonzero()[0].astype(np.int32)
        return Matches(found, sums[found])
    return _merged(ids, scores, np.add)


def best(parts: list[Matches], doc_count: int) -> Matches:
    """Documents of any part, each scored with the highest score the parts give it."""
    parts = [p for p in parts if len(p)]
    if len(parts) <= 1:
        return parts[0] if parts else NO_MATCHES
    return _merged(np.concatenate([p.ids for p in parts]), np.concatenate([p.scores for p in parts]), np.maximum)


def _merged(ids: np.ndarray, scores: np.ndarray, combine: np.ufunc) -> Matches:
    order = np.argsort(ids, kind="stable")
    ids = ids[order]
    scores = scores[order]
    first = np.empty(len(ids), dtype=bool)
    first[0] = True
    np.not_equal(ids[1:], ids[:-1], out=first[1:])
    starts = first.nonzero()[0]
    return Matches(ids[starts], combine.reduceat(scores, starts))


def _positions(inner: Matches, outer: Matches) -> tuple[np.ndarray, np.ndarray]:
    """For each document of `outer`, whether `inner` has it, and where."""
    return _found_at(inner.ids, outer.ids)


def _found_at(ordered: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each of `values`, whether the sorted array `ordered` has it, and where."""
    if not len(ordered):
        return np.zeros(len(values), dtype=bool), np.zeros(len(values), dtype=np.intp)
    at = ordered.searchsorted(values)
    np.minimum(at, len(ordered) - 1, out=at)
    return ordered[at] == values, at


def members(values: np.ndarray, ordered: np.ndarray) -> np.ndarray:
    """Which of the document numbers `values` the sorted array `ordered` has: np.isin without
    its sorting and its tens of microseconds of Python (10 to 70 us for a query's few hundred
    documents): a binary search for each of a few values, else a mask up to the highest."""
    if len(values) <= _FEW or not len(ordered):
        return _found_at(ordered, values)[0]
    mask = np.zeros(max(int(values.max()), int(ordered[-1])) + 1, dtype=bool)
    mask[ordered] = True
    return mask[values]


def _reach(ends: np.ndarray, slop: int) -> np.ndarray:
    """The positions (sorted, once each) at most `slop` after one of `ends`."""
    return np.unique(np.concatenate([ends + distance for distance in range(1, slop + 1)]))


def intersection(parts: list[Matches]) -> Matches:
    """Documents of every part, scored with the sum of their scores (smallest part first)."""
    if not parts:
        return NO_MATCHES
    ordered = sorted(parts, key=len)
    found = ordered[0]
    for part in ordered[1:]:
        if not len(found):
            return NO_MATCHES
        has, at = _positions(part, found)
        found = Matches(found.ids[has], found.scores[has] + part.scores[at[has]])
    return found


def plus(required: Matches, optional: Matches) -> Matches:
    """The required documents, with the optional part's score added where it has them."""
    has, at = _positions(optional, required)
    if not has.any():
        return required
    scores = required.scores.copy()
    scores[has] += optional.scores[at[has]]
    return Matches(required.ids, scores)


def without(found: Matches, removed: Matches) -> Matches:
    has, _ = _positions(removed, found)
    if not has.any():
        return found
    keep = ~has
    return Matches(found.ids[keep], found.scores[keep])
