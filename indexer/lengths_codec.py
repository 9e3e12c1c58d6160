"""The codec a build writes its segments with: Whoosh's own, reading field lengths from memory.

When a writer turns its pool into posting lists, it asks for the length of the posting's field
in the posting's document, once for every posting (a block keeps its documents' shortest and
longest length). Whoosh's W3 reader answers each from the segment's column file, a byte read
through three calls, and for a field that keeps no lengths (every field that is not scored)
looks whether the file exists, a `stat` of the disk, every time: about a million look-ups in a
build of the default corpus, a fifth of them `stat`s. Here a field's lengths are read once into
memory. The segments written are the same, and name Whoosh's codec, so a reader of the index
needs nothing of this module.
"""

from __future__ import annotations

from typing import Any

from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3Codec, W3PerDocReader, W3Segment, _lenfield
from whoosh.util.numeric import byte_to_length


class LengthsInMemoryCodec(W3Codec):
    """W3Codec whose per-document reader, used by a writer for the lengths, keeps them in memory."""

    def new_segment(self, storage: Any, indexname: str) -> W3Segment:
        return W3Segment(W3Codec(), indexname)

    def per_document_reader(self, storage: Any, segment: Any) -> W3PerDocReader:
        return _LengthsInMemory(storage, segment)


class _LengthsInMemory(W3PerDocReader):
    def __init__(self, storage: Any, segment: Any) -> None:
        super().__init__(storage, segment)
        self._lengths: dict[str, bytes | None] = {}

    def doc_field_length(self, docnum: int, fieldname: str, default: int = 0) -> int | None:
        """As W3PerDocReader's: `default` for a field without lengths, None for a document
        without the field."""
        if fieldname not in self._lengths:
            column = self._cached_reader(_lenfield(fieldname), LENGTHS_COLUMN)
            self._lengths[fieldname] = None if column is None else bytes(column)
        lengths = self._lengths[fieldname]
        if lengths is None:
            return default
        return byte_to_length(lengths[docnum]) if lengths[docnum] else None
