"""The index's posting lists as arrays, scored once per index generation.

Whoosh scores a search posting by posting through a tree of matchers, a few Python calls per
posting and node; on the full corpus that is most of a search's time. A term's postings and
their BM25 scores depend only on the index, not on the query, so here they are read once per
index generation into arrays (document numbers, scores, and for phrases the word positions),
which numpy combines for every later query (see evaluate.py).

The text fields every word is searched in are read whole when the generation opens, in one
pass over each segment's term table: a search for words no one asked for before must not wait
for their postings to be read term by term (some sixty terms for three words, each 0.1 ms
through Whoosh's readers, and a common word's positions 30 ms to decode). On the full corpus
that is 816,000 postings and 686,000 positions, about 2.5 s and 30 MB per worker process. Card
ids and document uids are looked up in the file the build writes of them (keyed_postings.py);
other fields (cited rules, kinds) are read a term at a time when first asked for.

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
import weakref
from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import accumulate
from pickle import loads

import numpy as np
from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.matching import ListMatcher
from whoosh.reading import IndexReader, TermNotFound
from whoosh.scoring import BM25F

from .keyed_postings import KeyedPostings

# BM25 with Whoosh's defaults, except that card names are not normalised by length: a card's
# names (both languages, every variant) say no less about it for being many.
WEIGHTING = BM25F(names_B=0.0)
# More words than any document field holds: a position key is document * POSITION_RANGE + position.
POSITION_RANGE = 1 << 24
_EMPTY_IDS = np.empty(0, dtype=np.int32)
_EMPTY_SCORES = np.empty(0, dtype=np.float64)
_EMPTY_KEYS = np.empty(0, dtype=np.int64)


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


class _Buffers:
    """One segment's postings of one field, as read: compact arrays and each term's spans."""

    def __init__(self) -> None:
        self.ids = array("i")
        self.weights = array("f")
        self.keys = array("q")
        self.spans: dict[str, tuple[int, int, int, int]] = {}


@dataclass(frozen=True)
class _Field:
    """Every term of one field: its postings are ids[a:b] and scores[a:b] for (a, b) =
    spans[term], its position keys (sorted) keys[c:d] for (c, d) = key_spans[term]."""

    ids: np.ndarray
    scores: np.ndarray
    spans: dict[str, tuple[int, int]]
    keys: np.ndarray
    key_spans: dict[str, tuple[int, int]]


class Postings:
    """Every term's documents and BM25 scores, and the positions of the `preloaded` fields'.

    One per index generation and worker process, shared by its threads (loading takes a lock;
    the arrays are never changed once made)."""

    def __init__(
        self,
        reader: IndexReader,
        weighting: BM25F,
        preloaded: frozenset[str] = frozenset(),
        keyed: KeyedPostings | None = None,
    ) -> None:
        """`keyed`: the postings the build wrote of some fields not scored (their terms are
        looked up there, not read through Whoosh)."""
        self.reader = reader
        self._keyed = keyed
        weakref.finalize(self, reader.close)  # (its files, once no query can use them)
        self.weighting = weighting
        self.doc_count = reader.doc_count_all()
        self._terms: dict[tuple[str, str], Matches] = {}
        self._lengths: dict[str, np.ndarray] = {}
        self._having: dict[str, int] = {}
        self._lock = threading.Lock()
        self._fields = {field: self._field(field, terms) for field, terms in _read_fields(reader, preloaded).items()}

    def term(self, field: str, text: str) -> Matches:
        """The documents that have `text` in `field`, with the term's score in each."""
        loaded = self._fields.get(field)
        if loaded is not None:
            span = loaded.spans.get(text)
            return Matches(loaded.ids[span[0] : span[1]], loaded.scores[span[0] : span[1]]) if span else NO_MATCHES
        if self._keyed is not None and self._keyed.has(field):
            # (not kept, as terms read through Whoosh are: a look-up is a binary search, about
            # 15 us, and kept they would grow with every card a worker is asked about)
            return _keyed(self._keyed.postings(field, self.reader.schema[field].to_bytes(text)))
        key = (field, text)
        found = self._terms.get(key)
        if found is None:
            with self._lock:
                found = self._terms.get(key)
                if found is None:
                    found = self._terms[key] = self._load(field, text)
        return found

    def positions(self, field: str, text: str) -> np.ndarray:
        """Where `text` stands in `field` of each document, as sorted keys (document number
        times POSITION_RANGE plus position): a phrase's next word is a lookup of key + 1. Only
        the preloaded fields have them."""
        loaded = self._fields.get(field)
        span = loaded.key_spans.get(text) if loaded is not None else None
        return loaded.keys[span[0] : span[1]] if loaded is not None and span else _EMPTY_KEYS

    def terms(self, field: str) -> list[str]:
        """Every term of a preloaded field, in order."""
        loaded = self._fields.get(field)
        return list(loaded.spans) if loaded is not None else []

    def frequency(self, field: str, text: str) -> int:
        """In how many documents `text` is in `field`: of a preloaded field, the length of the
        term's span, without slicing its arrays (a query asks this of every term it reads)."""
        loaded = self._fields.get(field)
        if loaded is None:
            return len(self.term(field, text))
        span = loaded.spans.get(text)
        return span[1] - span[0] if span else 0

    def document_frequencies(self, field: str) -> dict[str, int]:
        """Every term of `field` and in how many documents it is, from the index's term tables
        alone (no posting is read): for the 919 rules the `cites` field names, 30 ms."""
        found: dict[str, int] = {}
        if field not in self.reader.schema:
            return found
        decode = self.reader.schema[field].from_bytes
        for text, info in self.reader.iter_field(field):
            term = decode(text)
            found[term] = found.get(term, 0) + info.doc_frequency()
        return found

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

    def _load(self, field: str, text: str) -> Matches:
        schema = self.reader.schema
        if field not in schema:
            return NO_MATCHES
        btext = schema[field].to_bytes(text)
        read = _Buffers()
        for segment, offset in self.reader.leaf_readers():
            # (one look-up in the segment's term table, each some reads of its file: asking
            # first whether the index or the segment has the term cost two more)
            try:
                matcher = segment.postings(field, btext)
            except TermNotFound:
                continue
            _read(matcher, False, offset, read)
        if not read.ids:
            return NO_MATCHES
        ids = np.frombuffer(read.ids, dtype=np.int32)
        weights = np.frombuffer(read.weights, dtype=np.float32).astype(np.float64)
        if not schema[field].scorable:
            # Whoosh scores a term of an unscored field by its highest weight, in every document.
            return Matches(ids, np.full(len(ids), float(weights.max()), dtype=np.float64))
        return Matches(ids, self._bm25(field, len(ids), ids, weights))

    def _field(self, field: str, read: tuple[list[str], list[_Buffers]]) -> _Field:
        """One field's postings in arrays, each term's parts of the segments joined (in segment
        order, so document numbers stay sorted), scored all at once."""
        texts, segments = read
        views: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = [
            (np.frombuffer(b.ids, np.int32), np.frombuffer(b.weights, np.float32), np.frombuffer(b.keys, np.int64))
            for b in segments
        ]
        parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        spans, key_spans, frequencies = {}, {}, []
        start = key_start = 0
        for text in texts:
            count = key_count = 0
            for (ids, weights, keys), buffers in zip(views, segments, strict=False):
                span = buffers.spans.get(text)
                if span:
                    parts.append((ids[span[0] : span[1]], weights[span[0] : span[1]], keys[span[2] : span[3]]))
                    count += span[1] - span[0]
                    key_count += span[3] - span[2]
            spans[text] = (start, start + count)
            key_spans[text] = (key_start, key_start + key_count)
            frequencies.append(count)
            start += count
            key_start += key_count
        ids = np.concatenate([p[0] for p in parts]) if parts else _EMPTY_IDS
        weights = np.concatenate([p[1] for p in parts]).astype(np.float64) if parts else _EMPTY_SCORES
        keys = np.concatenate([p[2] for p in parts]) if parts else _EMPTY_KEYS
        if self.reader.schema[field].scorable:
            scores = self._bm25(field, np.repeat(frequencies, frequencies), ids, weights)
        else:
            # Whoosh scores a term of an unscored field by its highest weight, in every document.
            starts = np.cumsum([0, *frequencies[:-1]])
            scores = np.repeat(np.maximum.reduceat(weights, starts), frequencies) if len(weights) else weights
        return _Field(ids, scores, spans, keys, key_spans)

    def _bm25(self, field: str, frequency: int | np.ndarray, ids: np.ndarray, weights: np.ndarray) -> np.ndarray:
        """scoring.bm25 over arrays, with the statistics of the documents that have `field`;
        `frequency` is the term's number of documents (or each posting's term's)."""
        weighting = self.weighting
        b = weighting._field_B.get(field, weighting.B)
        k1 = weighting.K1
        having = self.having(field)
        idf = np.log(having / (np.asarray(frequency, dtype=np.float64) + 1)) + 1
        average = (self.reader.field_length(field) / having) or 1
        lengths = np.maximum(self.lengths(field)[ids], 1)
        return idf * ((weights * (k1 + 1)) / (weights + k1 * ((1 - b) + b * lengths / average)))


def _keyed(found: tuple[np.ndarray, float] | None) -> Matches:
    """A term of a keyed field scored as Whoosh scores a term of a field it does not score: its
    highest weight (a 32-bit float, as the posting blocks hold it) in every document."""
    if found is None:
        return NO_MATCHES
    ids, highest = found
    return Matches(ids, np.full(len(ids), highest, dtype=np.float64))


def _segment_lengths(segment: IndexReader, field: str) -> np.ndarray:
    length = segment.doc_field_length
    return np.fromiter((length(docnum, field, 0) or 0 for docnum in range(segment.doc_count_all())), dtype=np.float64)


def _read_fields(reader: IndexReader, fields: frozenset[str]) -> dict[str, tuple[list[str], list[_Buffers]]]:
    """Per field, its terms in order and each segment's postings of them."""
    found: dict[str, tuple[list[str], list[_Buffers]]] = {}
    for field in fields:
        buffers = [_segment_field(segment, field, offset) for segment, offset in reader.leaf_readers()]
        found[field] = (sorted({text for b in buffers for text in b.spans}), buffers)
    return found


def _segment_field(segment: IndexReader, field: str, offset: int) -> _Buffers:
    """The postings of one field of one segment, in one pass over its term table."""
    buffers = _Buffers()
    if field not in segment.schema:
        return buffers
    table = segment._terms
    fmt = segment.schema[field].format
    decode = segment.schema[field].from_bytes
    positions = fmt.supports("positions")
    for (name, tbytes), info in table.items_from(field, b""):
        if name != field:
            break
        start, key_start = len(buffers.ids), len(buffers.keys)
        _read(segment._codec.postings_reader(table._postfile, info, fmt), positions, offset, buffers)
        buffers.spans[decode(tbytes)] = (start, len(buffers.ids), key_start, len(buffers.keys))
    return buffers


def _read(matcher, positions: bool, offset: int, into: _Buffers) -> None:
    """A term's postings in one segment, a block at a time; with `positions`, also every
    position as a key."""
    blocks: Iterable[tuple]
    if isinstance(matcher, ListMatcher):
        blocks = [(matcher._ids, matcher._weights, matcher._values)]
    elif isinstance(matcher, W3LeafMatcher):
        blocks = _blocks(matcher, positions)
    else:
        blocks = _slowly(matcher)
    for ids, weights, values in blocks:
        into.ids.extend(i + offset for i in ids)
        into.weights.extend(weights)
        if positions:
            for document, value in zip(ids, values, strict=False):
                base = (document + offset) * POSITION_RANGE
                into.keys.extend(base + p for p in accumulate(_deltas(value)))


def _blocks(matcher: W3LeafMatcher, with_values: bool) -> Iterator[tuple]:
    while True:
        matcher._read_ids()
        matcher._read_weights()
        if with_values:
            matcher._read_values()
        yield matcher._ids, matcher._weights, matcher._values
        if matcher._lastblock:
            return
        matcher._goto(matcher._nextoffset)


def _slowly(matcher) -> Iterator[tuple]:
    """One block of everything a matcher of another kind has, read posting by posting."""
    ids, weights, values = [], [], []
    while matcher.is_active():
        ids.append(matcher.id())
        weights.append(matcher.weight())
        values.append(matcher.value() if matcher.supports("positions") else b"")
        matcher.next()
    yield ids, weights, values


def _deltas(value: bytes) -> list[int]:
    """The position deltas of a Positions value (formats.Positions.decode_positions, which
    this is, without its per-call overhead)."""
    return loads(value[4:] if value.endswith(b".") else value[4:] + b".")
