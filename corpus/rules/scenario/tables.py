"""Reading scenario tables strictly: every key known, every value of the expected kind.

Errors name the scenario file and the path to the value ("cards[2].abilities[0].effects[1]"),
so an author can find the mistake without line numbers (tomllib does not report them).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.errors import ScenarioError

_MISSING = object()
_KINDS = {str: "a string", int: "a whole number", bool: "true or false", list: "a list", dict: "a table"}


class Table:
    """A TOML table being read; `done()` rejects keys nobody asked for."""

    def __init__(self, data: Any, where: str, source: str) -> None:
        if not isinstance(data, dict):
            raise ScenarioError(source, where, "must be a table")
        self.data = data
        self.where = where
        self.source = source
        self._seen: set[str] = set()

    def error(self, problem: str, key: str | None = None) -> ScenarioError:
        return ScenarioError(self.source, self.path(key) if key else self.where, problem)

    def path(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def has(self, key: str) -> bool:
        return key in self.data

    def get(self, key: str, kind: type, default: Any = _MISSING) -> Any:
        self._seen.add(key)
        if key not in self.data:
            if default is _MISSING:
                raise self.error(f"the key {key!r} is required", None)
            return default
        value = self.data[key]
        if kind is int and isinstance(value, bool) or not isinstance(value, kind):
            raise self.error(f"must be {_KINDS[kind]}", key)
        return value

    def choice(self, key: str, allowed: Iterable[str], default: Any = _MISSING) -> Any:
        value = self.get(key, str, default)
        allowed = tuple(allowed)
        if value is not default and value not in allowed:
            raise self.error(f"{value!r} is not one of: {', '.join(allowed)}", key)
        return value

    def strings(self, key: str, default: Any = _MISSING) -> list[str]:
        values = self.get(key, list, default)
        if values is default:
            return values
        for i, value in enumerate(values):
            if not isinstance(value, str):
                raise self.error("must be a list of strings", f"{key}[{i}]")
        return values

    def table(self, key: str, default: Any = _MISSING) -> Table | Any:
        value = self.get(key, dict, default)
        return value if value is default else Table(value, self.path(key), self.source)

    def tables(self, key: str) -> list[Table]:
        return [Table(item, f"{self.path(key)}[{i}]", self.source) for i, item in enumerate(self.get(key, list, []))]

    def done(self) -> None:
        unknown = sorted(set(self.data) - self._seen)
        if unknown:
            raise self.error(f"unknown key(s): {', '.join(unknown)}")
