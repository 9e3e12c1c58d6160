"""A small least-recently-used cache of search result pages, one per opened index.

Readers ask the same things again and again (popular cards, the Role rulings); the cache keeps
recent result pages of one index generation, so a rebuilt index starts with an empty cache and
no stale result is ever served.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Value = TypeVar("Value")


class ResultCache(Generic[Value]):
    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, Value] = OrderedDict()

    def get(self, key: Hashable, compute: Callable[[], Value]) -> Value:
        """The cached value for `key`, computing (and keeping) it when missing."""
        if self.size <= 0:
            return compute()
        if key in self._items:
            self._items.move_to_end(key)
            return self._items[key]
        value = compute()
        self._items[key] = value
        if len(self._items) > self.size:
            self._items.popitem(last=False)
        return value
