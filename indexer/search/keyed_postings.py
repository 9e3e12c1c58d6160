"""The postings of the fields a search reads by key (card ids, document uids), written by the
build beside the index.

A query that names a card asks for the card's document (`uid`) and its rulings (`card`); those
fields were read a term at a time through Whoosh's readers, 65 to 170 us a term (a look-up in
each segment's term table, a matcher, its block): some 236 reads for the 340 bench queries new
to a worker. Reading both fields whole through Whoosh when a generation opens took seconds and
some 20 MB a worker. The build knows each document's terms of these fields as it adds them (the
field's own analysis, as Whoosh indexes them), so it writes them here: per field, its terms in
order (as UTF-8, Whoosh's order) in blocks of BLOCK_TERMS, each term with its documents and
highest weight, and after the blocks each one's first term and place. A worker holds only that
index of blocks (181 KB for the full corpus; the whole file, 2.8 MB, held in memory cost a
worker 2.9 MB): a look-up is a binary search in it, one positioned read of a block and its
unmarshalling, about 15 us.

Only fields Whoosh does not score are written: their postings score a term's highest weight in
every document (Postings._load), which this file keeps per term.
"""

from __future__ import annotations

import marshal
import os
import weakref
from array import array
from bisect import bisect_right
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np
from whoosh.fields import Schema
from whoosh.formats import Frequency

# The fields written: a named card's rulings, and a document by its uid.
KEYED_FIELDS = ("card", "uid")
# Terms a block holds: a look-up reads and unmarshals one block.
BLOCK_TERMS = 32
_OFFSET = "q"  # array code of the place of the blocks' index, at the end of the file
_OFFSET_BYTES = 8
# A block: each term's documents (int32 bytes) and highest weight (a 32-bit float's value).
_Block = dict[bytes, tuple[bytes, float]]


def write_keyed_postings(path: Path, schema: Schema, documents: Sequence[Mapping[str, str]]) -> None:
    """Write the KEYED_FIELDS' postings of `documents` (their values of those fields, the first
    that of document 0), each value analysed by its field as the index writer analyses it."""
    index: dict[str, tuple[list[bytes], list[int]]] = {}
    with open(path, "wb") as out:
        for field in KEYED_FIELDS:
            if schema[field].scorable:
                raise ValueError(f"{field} is scored: its postings' scores would need the field's lengths")
            firsts, places = index[field] = [], []
            for block in _blocks(_field_postings(schema, field, documents)):
                firsts.append(next(iter(block)))
                places.append(out.tell())
                out.write(marshal.dumps(block))
            places.append(out.tell())
        start = out.tell()
        out.write(marshal.dumps(index))
        out.write(array(_OFFSET, [start]).tobytes())


def _field_postings(schema: Schema, field: str, documents: Sequence[Mapping[str, str]]) -> _Block:
    """Every term of `field` in the documents, in order, with its documents and highest weight
    (rounded to 32 bits, as Whoosh's posting blocks hold weights). A term's weight is what
    Whoosh's format gives it: how often the value has it (Frequency), or 1 (Existence); the
    tokens are the field's own (`process_text`), without the encoding of `index` (the file's
    time in a profiled build: 1.7 -> 1.5 s; the file written is the same, byte for byte)."""
    kind = schema[field]
    counted = isinstance(kind.format, Frequency)
    ids: dict[bytes, array] = {}
    weights: dict[bytes, float] = {}
    for docnum, document in enumerate(documents):
        value = document.get(field)
        if value is None:
            continue
        for text, count in Counter(kind.process_text(value, mode="index")).items():
            term = kind.to_bytes(text)
            ids.setdefault(term, array("i")).append(docnum)
            weight = float(count) * kind.format.field_boost if counted else kind.format.field_boost
            weights[term] = max(weights.get(term, weight), weight)
    return {term: (ids[term].tobytes(), array("f", [weights[term]])[0]) for term in sorted(ids)}


def _blocks(postings: _Block) -> list[_Block]:
    terms = list(postings)
    return [{term: postings[term] for term in terms[at : at + BLOCK_TERMS]} for at in range(0, len(terms), BLOCK_TERMS)]


class KeyedPostings:
    """The keyed fields' postings of one index generation: the index of their blocks, read once,
    the blocks read as terms are asked for (with file reads, like the index: index_store._open)."""

    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_RDONLY)
        weakref.finalize(self, os.close, self._fd)
        end = os.fstat(self._fd).st_size - _OFFSET_BYTES
        start = array(_OFFSET, os.pread(self._fd, _OFFSET_BYTES, end))[0]
        self._index: dict[str, tuple[list[bytes], list[int]]] = marshal.loads(os.pread(self._fd, end - start, start))

    @classmethod
    def beside(cls, path: Path) -> KeyedPostings | None:
        """The file at `path`; None where the build wrote none (one made before there was one:
        its fields are then read through Whoosh)."""
        return cls(path) if path.is_file() else None

    def has(self, field: str) -> bool:
        return field in self._index

    def postings(self, field: str, term: bytes) -> tuple[np.ndarray, float] | None:
        """The documents (sorted) with `term` (as the index's bytes) in `field`, and the term's
        highest weight; None where no document has it."""
        firsts, places = self._index[field]
        at = bisect_right(firsts, term) - 1
        if at < 0:
            return None
        block: _Block = marshal.loads(os.pread(self._fd, places[at + 1] - places[at], places[at]))
        found = block.get(term)
        return (np.frombuffer(found[0], dtype=np.int32), found[1]) if found is not None else None
