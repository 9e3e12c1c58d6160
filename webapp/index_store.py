"""The app's index store (indexer.search.index_store): one per worker, following rebuilds
before each request, warmed up before the first and, after a rebuild, before serving the new
build (in a thread of its own, while the build before it serves)."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from flask import Flask, current_app

from indexer.search.index_store import IndexStore, IndexUnavailable

# Pages a worker renders for itself before its first reader: a results page in each language,
# with a quoted phrase (the release facet indexes the words of every rule's texts for it), an
# answer of the API, a rule page and the help. Whatever a first search reads or compiles on
# first use (the shown texts, the release texts, the templates, each language's catalog) is then
# ready: the first results page of a worker took 600 ms after the search index was read, the
# next ones a few.
WARM_UP_PAGES = (
    "/en/?q=%22each+player%22+trample",
    "/de/?q=%22jeder+Spieler%22+Trampelschaden",
    "/api/search?q=hexproof+aura+on+my+own+creature&lang=de",  # (a question: its rules weigh by citations)
    "/de/rules/702.19",
    "/de/help",
)


def init_app(app: Flask) -> None:
    index = IndexStore(
        Path(app.config["INDEX_PATH"]), app.config["SEARCH_CACHE_SIZE"], app.config["SEARCH_CACHE_BYTES"]
    )
    app.extensions["index_store"] = index
    app.extensions["warm_up"] = index.warm_up = lambda: _warm_up(app, index)

    @app.before_request
    def follow_rebuilds() -> None:
        with suppress(IndexUnavailable):  # the page that needs the index says so; error pages work without it
            index.refresh()


def _warm_up(app: Flask, index: IndexStore) -> None:
    """Open the index, read its search index and names, and render WARM_UP_PAGES, as the first
    readers would (without an index, the pages say so, and the first reader's search reads it)."""
    with suppress(IndexUnavailable):
        index.refresh()
        index.engine  # noqa: B018 (reading the property loads it)
        index.lexicon  # noqa: B018 (reading the property loads it)
    client = app.test_client()
    for page in WARM_UP_PAGES:
        client.get(page)
    index.release()  # (the thread that warms up serves no reader)


def store() -> IndexStore:
    return current_app.extensions["index_store"]
