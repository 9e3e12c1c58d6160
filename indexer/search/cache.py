"""Values computed once and kept by key, shared by the threads of a worker.

The index store keeps two per index generation (see index_store.py): the values derived from the
index (a term expander, described examples, facet postings), kept for as long as the generation
serves, and recent search result pages, of which only the most recently used are kept (at most
`size` of them, weighing at most `max_bytes`). A rebuilt index starts with new, empty caches, so
nothing stale is ever served.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, MutableMapping
from typing import Any, Generic, TypeVar

Value = TypeVar("Value")
_MISSING = object()


class Cache(Generic[Value]):
    """`size` None keeps every value; 0 keeps none (each `get` computes). With `max_bytes`,
    the keys and values kept also weigh at most that much (`footprint`, roughly): a cache of
    pages sized by count alone grows with what requests make the pages hold."""

    def __init__(self, size: int | None = None, max_bytes: int | None = None) -> None:
        self.size = size
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[Value, int]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], Value]) -> Value:
        """The kept value for `key`, computing (and keeping) it when missing. The computation
        runs outside the lock: two threads may compute one value at once, one of them is kept."""
        if self.size == 0:
            return compute()
        with self._lock:
            kept = self._items.get(key)
            if kept is not None:
                if self.size is not None or self.max_bytes is not None:  # (an unbounded cache has no order)
                    self._items.move_to_end(key)
                return kept[0]
        value = compute()
        weight = 0 if self.max_bytes is None else footprint(key) + footprint(value)
        if self.max_bytes is not None and weight > self.max_bytes:
            return value
        with self._lock:
            if key in self._items:
                return self._items[key][0]
            self._items[key] = (value, weight)
            self.bytes += weight
            self._evict()
        return value

    def __len__(self) -> int:
        return len(self._items)

    def _evict(self) -> None:
        """Drop the least recently used items until the count and the weight are in bounds."""
        while (self.size is not None and len(self._items) > self.size) or (
            self.max_bytes is not None and self.bytes > self.max_bytes
        ):
            _, (_, weight) = self._items.popitem(last=False)
            self.bytes -= weight


def footprint(value: object) -> int:
    """Roughly the bytes `value` holds: its own size and that of everything it refers to
    (items of containers, attributes of objects), each object counted once."""
    seen: set[int] = set()
    pending = [value]
    total = 0
    while pending:
        item = pending.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        total += sys.getsizeof(item)
        if isinstance(item, (str, bytes, int, float)):
            continue
        if isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            pending.extend(item)
        elif hasattr(item, "__dict__"):
            pending.append(vars(item))
    return total


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

    def get(self, key: Hashable, default: Any = None) -> Any:
        """The value, or `default`: without the KeyError that MutableMapping.get catches for
        each word a search reads the first time."""
        with self._lock:
            value = self._items.get(key, _MISSING)
            if value is _MISSING:
                return default
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
