"""The matches of query clauses that many queries share, kept per index generation.

A search is new, its words mostly are not: "creature", "Kreatur", "target", "Spielstein" come
back in query after query, each a union of postings in six fields and two languages that costs
more to combine than the rest of the query. Like Lucene's query cache, the evaluator keeps the
matches of such clauses, keyed by the clause itself (Whoosh queries compare and hash by
content), the least recently used dropped beyond a size in bytes. It holds what the index
holds, never a page of results: a query no one asked before is evaluated from its clauses.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from .postings import Matches


class ClauseCache:
    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, Matches] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], Matches]) -> Matches:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                return found
        found = compute()
        size = found.ids.nbytes + found.scores.nbytes
        if size > self.max_bytes // 8:
            return found
        with self._lock:
            if key not in self._items:
                self._items[key] = found
                self._bytes += size
                while self._bytes > self.max_bytes:
                    _, dropped = self._items.popitem(last=False)
                    self._bytes -= dropped.ids.nbytes + dropped.scores.nbytes
        return found

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0
