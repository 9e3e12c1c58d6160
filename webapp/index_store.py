"""Read-only access to the index the indexer built.

The index directory is reached through a symbolic link that the indexer swaps atomically. Each
worker thread keeps one searcher and reopens it when the link points somewhere new, so a rebuild
is picked up without a restart and a failed rebuild changes nothing.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from flask import Flask, current_app
from whoosh import index as whoosh_index
from whoosh.searching import Searcher

from corpus.rules import Scenario, scenario_from_data
from indexer.schema import uid
from indexer.side_files import (
    COVERAGE_NAME,
    EXAMPLES_NAME,
    GLOSSARY_NAME,
    META_NAME,
    NAMES_NAME,
    REPORT_NAME,
    RULES_NAME,
)

from .lexicon import Lexicon
from .result_cache import ResultCache


class IndexUnavailable(Exception):
    """No index has been built yet (or it cannot be read)."""


class _Opened:
    def __init__(self, target: str, cache_size: int) -> None:
        try:
            self.index = whoosh_index.open_dir(target)
        except (OSError, whoosh_index.EmptyIndexError) as exc:
            raise IndexUnavailable(str(exc)) from exc
        self.target = target
        self.searcher: Searcher = self.index.searcher()
        base = Path(target)
        self.meta: dict[str, Any] = _read_json(base / META_NAME, {})
        self.glossary: list[dict[str, str]] = _read_json(base / GLOSSARY_NAME, [])
        self.rules: dict[str, Any] = _read_json(base / RULES_NAME, {"numbers": [], "headings": {}})
        self.report: list[dict[str, Any]] = _read_json(base / REPORT_NAME, [])
        self.results: ResultCache = ResultCache(cache_size)
        self.examples: dict[str, Any] = _read_json(base / EXAMPLES_NAME, {})
        self.coverage: dict[str, Any] = _read_json(base / COVERAGE_NAME, {})
        self.memo: dict[tuple, Any] = {}

    def close(self) -> None:
        self.searcher.close()


def _read_json(path: Path, default: Any) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return default


class IndexStore:
    def __init__(self, link: Path, cache_size: int = 0) -> None:
        self.link = link
        self.cache_size = cache_size
        self._local = threading.local()
        self._shared: dict[tuple[str, str], Any] = {}
        self._shared_lock = threading.Lock()

    def refresh(self) -> None:
        """Follow the link anew: the app calls this before each request, so a rebuilt index is
        served from the next request on, and the link is resolved once per request only."""
        target = os.path.realpath(self.link)
        opened: _Opened | None = getattr(self._local, "opened", None)
        if opened is not None and opened.target == target:
            return
        if not os.path.isdir(target):
            self._local.opened = None
            raise IndexUnavailable(f"no index at {self.link}")
        self._local.opened = _Opened(target, self.cache_size)
        if opened is not None:
            opened.close()

    def _opened(self) -> _Opened:
        opened: _Opened | None = getattr(self._local, "opened", None)
        if opened is None:
            self.refresh()
            opened = self._local.opened
        return opened

    @property
    def searcher(self) -> Searcher:
        return self._opened().searcher

    @property
    def results(self) -> ResultCache:
        """Search result pages of this index generation (see result_cache.py)."""
        return self._opened().results

    @property
    def meta(self) -> dict[str, Any]:
        return self._opened().meta

    @property
    def glossary(self) -> list[dict[str, str]]:
        return self._opened().glossary

    @property
    def rules(self) -> dict[str, Any]:
        """Every rule number in order and the headings of sections and rules (see indexer.rule_tree)."""
        return self._opened().rules

    @property
    def report(self) -> list[dict[str, Any]]:
        """The editors' report: references that do not resolve or are off their text's subject."""
        return self._opened().report

    @property
    def examples(self) -> dict[str, Any]:
        """examples.json: the scenarios' data, their links, the rule numbers that exist."""
        return self._opened().examples

    @property
    def coverage(self) -> dict[str, Any]:
        """coverage.json: German ruling texts per status and per card, what needs work."""
        return self._opened().coverage

    def memo(self, key: tuple, compute: Callable[[], Any]) -> Any:
        """A value computed once per opened index and worker thread (a rebuild starts afresh)."""
        opened = self._opened()
        if key not in opened.memo:
            opened.memo[key] = compute()
        return opened.memo[key]

    def shared(self, name: str, load: Callable[[Path], Any]) -> Any:
        """A value loaded once per index generation and process, for all its threads: large
        read-only side files (a threaded server would otherwise load them per thread)."""
        target = self._opened().target
        with self._shared_lock:
            if (target, name) not in self._shared:
                for stale in [key for key in self._shared if key[0] != target]:
                    del self._shared[stale]
                self._shared[target, name] = load(Path(target))
            return self._shared[target, name]

    @property
    def lexicon(self) -> Lexicon:
        """The names and terms of this index, for suggestions and autocomplete (names.json)."""
        return self.shared(NAMES_NAME, lambda base: Lexicon(_read_json(base / NAMES_NAME, {})))

    def scenario(self, scenario_id: str) -> Scenario | None:
        """The example scenario, validated once per opened index and worker thread."""
        stored = self.examples.get("scenarios", {}).get(scenario_id)
        if stored is None:
            return None
        return self.memo(("scenario", scenario_id), lambda: scenario_from_data(stored["data"], scenario_id, stored["source"]))

    def stored(self, kind: str, key: str) -> dict[str, Any] | None:
        return self.searcher.document(uid=uid(kind, key))

    def payload(self, kind: str, key: str) -> dict[str, Any] | None:
        fields = self.stored(kind, key)
        return json.loads(fields["payload"]) if fields else None

    def rule_payloads(self, prefix: str) -> dict[str, dict[str, Any]]:
        """Number -> payload of every rule whose number starts with `prefix`, in one search:
        a rule page shows all rules under it, hundreds for "702"."""
        reader = self.searcher.reader()
        found = {}
        for term in reader.expand_prefix("number", prefix):
            for docnum in reader.postings("number", term).all_ids():
                fields = reader.stored_fields(docnum)
                found[fields["number"]] = json.loads(fields["payload"])
        return found


def init_app(app: Flask) -> None:
    index = IndexStore(Path(app.config["INDEX_PATH"]), app.config["SEARCH_CACHE_SIZE"])
    app.extensions["index_store"] = index

    @app.before_request
    def follow_rebuilds() -> None:
        try:
            index.refresh()
        except IndexUnavailable:
            pass  # the page that needs the index says so; error pages work without it


def store() -> IndexStore:
    return current_app.extensions["index_store"]
