"""The shown file: what a hit shows of each document (shown.shown_record), one record per
document number, beside the Whoosh index.

A hit read the document's stored fields (every field, unpickled) and parsed its JSON payload
(44 MB in all) for the few values it shows; a record here is read with one positioned read
and unmarshalled. The file is the records in the order of the document numbers, then the
offset of each record and of the end (8 bytes each), then the number of records. It is read
with file reads, not a memory map, like the index (index_store._open).
"""

from __future__ import annotations

import os
import weakref
from array import array
from collections.abc import Iterable
from pathlib import Path

from indexer.search.shown import ShownDocument, shown_document

_OFFSET = "q"  # array code of an offset: a signed 64-bit integer
_OFFSET_BYTES = 8


def write_shown_file(path: Path, records: Iterable[bytes]) -> None:
    """Write the records, the first that of document 0, and their offsets."""
    offsets = array(_OFFSET, [0])
    with open(path, "wb") as out:
        for record in records:
            out.write(record)
            offsets.append(offsets[-1] + len(record))
        out.write(offsets.tobytes())
        out.write(array(_OFFSET, [len(offsets) - 1]).tobytes())


class ShownFile:
    """The shown file of an index generation, open for reading; its offsets are read once."""

    def __init__(self, path: Path) -> None:
        self._fd = os.open(path, os.O_RDONLY)
        weakref.finalize(self, os.close, self._fd)
        end = os.fstat(self._fd).st_size - _OFFSET_BYTES
        count = array(_OFFSET, os.pread(self._fd, _OFFSET_BYTES, end))[0]
        start = end - (count + 1) * _OFFSET_BYTES
        self._offsets = array(_OFFSET, os.pread(self._fd, end - start, start))

    def document(self, docnum: int) -> ShownDocument:
        start, end = self._offsets[docnum], self._offsets[docnum + 1]
        return shown_document(os.pread(self._fd, end - start, start))
