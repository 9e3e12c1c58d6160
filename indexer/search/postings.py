"""The index's posting lists as arrays, scored once per index generation.

Whoosh scores a search posting by posting through a tree of matchers, a few Python calls per
posting and node; on the full corpus that is most of a search's time. A term's postings and
their BM25 scores depend only on the index, not on the query, so here each term the searches
ask for is read once per index generation into two arrays, document numbers and scores, which
numpy combines for every later query (see evaluate.py).

The scores are BM25 as Whoosh's BM25F scorer computes it (its per-document field lengths, its
K1 and per-field B), with one difference: a field's statistics are taken over the documents
that have the field, not over every document. Whoosh counts every document in a field's
average length and in every term's idf, so in an index where 18,000 rulings have no German
text, a German word looked rare (high idf) and a German text long (its length against an
average of almost nothing): German and English texts were not scored on one scale, nor card
names (only cards have them) against anything else.

Reading goes block by block through the codec's posting blocks (whoosh-reloaded 2.7.5, pinned):
one Python call per block of up to 128 postings instead of several per posting.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from math import log

import numpy as np
from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.matching import ListMatcher
from whoosh.reading import IndexReader
from whoosh.scoring import BM25F

# BM25 with Whoosh's defaults, except that card names are not normalised by length: a card's
# names (both languages, every variant) say no less about it for being many.
WEIGHTING = BM25F(names_B=0.0)
_EMPTY_IDS = np.empty(0, dtype=np.int32)
_EMPTY_SCORES = np.empty(0, dtype=np.float64)


@dataclass(frozen=True)
class Matches:
    """Documents (sorted, unique numbers) and their scores."""

    ids: np.ndarray
    scores: np.ndarray

    def __len__(self) -> int:
        return len(self.ids)

    def scaled(self, factor: float) -> Matches:
        return self if factor == 1.0 else Matches(self.ids, self.scores * factor)


NO_MATCHES = Matches(_EMPTY_IDS, _EMPTY_SCORES)


@dataclass(frozen=True)
class Positions:
    """Where a term stands in each document that has it: `keys` holds document number times
    POSITION_RANGE plus position, sorted, so a phrase's next word is a lookup of key + 1."""

    keys: np.ndarray


# More words than any document field holds.
POSITION_RANGE = 1 << 24
NO_POSITIONS = Positions(np.empty(0, dtype=np.int64))


class Postings:
    """Every term's documents and BM25 scores, read from the index when first asked for.

    One per index generation and worker process, shared by its threads (loading takes a lock;
    the arrays are never changed once made)."""

    def __init__(self, reader: IndexReader, weighting: BM25F) -> None:
        self.reader = reader
        self.weighting = weighting
        self.doc_count = reader.doc_count_all()
        self._terms: dict[tuple[str, str], Matches] = {}
        self._positions: dict[tuple[str, str], Positions] = {}
        self._lengths: dict[str, np.ndarray] = {}
        self._having: dict[str, int] = {}
        self._lock = threading.Lock()

    def term(self, field: str, text: str) -> Matches:
        """The documents that have `text` in `field`, with the term's score in each."""
        key = (field, text)
        found = self._terms.get(key)
        if found is None:
            with self._lock:
                found = self._terms.get(key)
                if found is None:
                    found = self._terms[key] = self._load(field, text)
        return found

    def positions(self, field: str, text: str) -> Positions:
        """Where `text` stands in `field` of each document (for phrases), read when first
        asked for: decoding positions costs more than reading documents and weights."""
        key = (field, text)
        found = self._positions.get(key)
        if found is None:
            with self._lock:
                found = self._positions.get(key)
                if found is None:
                    found = self._positions[key] = self._load_positions(field, text)
        return found

    def _load_positions(self, field: str, text: str) -> Positions:
        schema = self.reader.schema
        if field not in schema or not schema[field].format.supports("positions"):
            return NO_POSITIONS
        btext = schema[field].to_bytes(text)
        keys: list[int] = []
        for segment, offset in self.reader.leaf_readers():
            if (field, btext) in segment:
                matcher = segment.postings(field, btext)
                decode = matcher.format.decode_positions
                while matcher.is_active():
                    base = (matcher.id() + offset) * POSITION_RANGE
                    keys.extend(base + position for position in decode(matcher.value()))
                    matcher.next()
        return Positions(np.asarray(keys, dtype=np.int64))

    def frequency(self, field: str, text: str) -> int:
        """In how many documents `text` is in `field`."""
        return len(self.term(field, text))

    def _load(self, field: str, text: str) -> Matches:
        schema = self.reader.schema
        if field not in schema:
            return NO_MATCHES
        btext = schema[field].to_bytes(text)
        if (field, btext) not in self.reader:
            return NO_MATCHES
        id_parts, weight_parts = [], []
        for segment, offset in self.reader.leaf_readers():
            if (field, btext) in segment:
                ids, weights = _read_postings(segment.postings(field, btext))
                id_parts.append(ids + offset)
                weight_parts.append(weights)
        ids = np.concatenate(id_parts).astype(np.int32, copy=False)
        weights = np.concatenate(weight_parts)
        if not schema[field].scorable:
            # Whoosh scores a term of an unscored field by its highest weight, in every document.
            return Matches(ids, np.full(len(ids), float(weights.max()), dtype=np.float64))
        return Matches(ids, self._bm25(field, text, ids, weights))

    def _bm25(self, field: str, text: str, ids: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """scoring.bm25 over arrays, with the statistics of the documents that have `field`."""
        weighting = self.weighting
        b = weighting._field_B.get(field, weighting.B)
        k1 = weighting.K1
        having = self.having(field)
        idf = log(having / (len(ids) + 1)) + 1
        average = (self.reader.field_length(field) / having) or 1
        lengths = np.maximum(self.lengths(field)[ids], 1)
        return idf * ((weights * (k1 + 1)) / (weights + k1 * ((1 - b) + b * lengths / average)))

    def having(self, field: str) -> int:
        """How many documents have `field` (at least one term in it)."""
        found = self._having.get(field)
        if found is None:
            found = self._having[field] = max(1, int(np.count_nonzero(self.lengths(field))))
        return found

    def lengths(self, field: str) -> np.ndarray:
        """Every document's length of `field` as Whoosh stores it (one byte, decoded); 0 for a
        document without the field."""
        found = self._lengths.get(field)
        if found is None:
            parts = [_segment_lengths(segment, field) for segment, _ in self.reader.leaf_readers()]
            found = self._lengths[field] = np.concatenate(parts) if parts else np.empty(0)
        return found


def _segment_lengths(segment: IndexReader, field: str) -> np.ndarray:
    length = segment.doc_field_length
    return np.fromiter((length(docnum, field, 0) or 0 for docnum in range(segment.doc_count_all())), dtype=np.float64)


def _read_postings(matcher) -> tuple[np.ndarray, np.ndarray]:
    """A term's document numbers and weights in one segment, a block at a time."""
    if isinstance(matcher, ListMatcher):
        return np.asarray(matcher._ids, dtype=np.int64), np.asarray(matcher._weights, dtype=np.float64)
    if not isinstance(matcher, W3LeafMatcher):
        return _read_slowly(matcher)
    ids: list[np.ndarray] = []
    weights: list[np.ndarray] = []
    while True:
        matcher._read_ids()
        matcher._read_weights()
        ids.append(np.asarray(matcher._ids, dtype=np.int64))
        weights.append(np.asarray(matcher._weights, dtype=np.float64))
        if matcher._lastblock:
            break
        matcher._goto(matcher._nextoffset)
    return np.concatenate(ids), np.concatenate(weights)


def _read_slowly(matcher) -> tuple[np.ndarray, np.ndarray]:
    ids, weights = [], []
    while matcher.is_active():
        ids.append(matcher.id())
        weights.append(matcher.weight())
        matcher.next()
    return np.asarray(ids, dtype=np.int64), np.asarray(weights, dtype=np.float64)
