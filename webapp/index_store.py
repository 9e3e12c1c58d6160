"""The app's index store (indexer.search.index_store): one per worker, following rebuilds
before each request, warmed up before the first."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from flask import Flask, current_app

from indexer.search.index_store import IndexStore, IndexUnavailable


def init_app(app: Flask) -> None:
    index = IndexStore(
        Path(app.config["INDEX_PATH"]), app.config["SEARCH_CACHE_SIZE"], app.config["SEARCH_CACHE_BYTES"]
    )
    app.extensions["index_store"] = index
    app.extensions["warm_up"] = lambda: _warm_up(index)

    @app.before_request
    def follow_rebuilds() -> None:
        with suppress(IndexUnavailable):  # the page that needs the index says so; error pages work without it
            index.refresh()


def _warm_up(index: IndexStore) -> None:
    """Open the index and read its search index and names, as the first search would."""
    with suppress(IndexUnavailable):
        index.refresh()
        index.engine  # noqa: B018 (reading the property loads it)
        index.lexicon  # noqa: B018 (reading the property loads it)


def store() -> IndexStore:
    return current_app.extensions["index_store"]
