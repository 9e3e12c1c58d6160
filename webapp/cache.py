"""Values computed once and kept by key, shared by the threads of a worker.

The index store keeps two per index generation (see index_store.py): the values derived from
the index (a term expander, described examples, facet postings), kept for as long as the
generation serves, and recent search result pages, of which only the `size` most recently used
are kept. A rebuilt index starts with new, empty caches, so nothing stale is ever served.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, MutableMapping
from typing import Any, Generic, TypeVar

Value = TypeVar("Value")


class Cache(Generic[Value]):
    """`size` None keeps every value; 0 keeps none (each `get` computes)."""

    def __init__(self, size: int | None = None) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, Value] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], Value]) -> Value:
        """The kept value for `key`, computing (and keeping) it when missing. The computation
        runs outside the lock: two threads may compute one value at once, one of them is kept."""
        if self.size == 0:
            return compute()
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = compute()
        with self._lock:
            value = self._items.setdefault(key, value)
            if self.size is not None and len(self._items) > self.size:
                self._items.popitem(last=False)
        return value


class LruDict(MutableMapping):
    """A dictionary that keeps its `size` most recently used items: the query builder's memo
    of analysed and built words, shared by the searches of one index generation and language
    (a word's query depends only on them)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()

    def __getitem__(self, key: Hashable) -> Any:
        with self._lock:
            value = self._items[key]
            self._items.move_to_end(key)
            return value

    def __setitem__(self, key: Hashable, value: Any) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def __delitem__(self, key: Hashable) -> None:
        with self._lock:
            del self._items[key]

    def __iter__(self) -> Iterator[Hashable]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)
