"""What period the site's data covers: the rulings of each source, first and last date, as
the build recorded them in the index's source list (nothing here is written by hand), so the
home and help pages can say that a card newer than the data is not in it."""

from __future__ import annotations

from typing import Any

from flask import Flask

from indexer.search.index_store import IndexUnavailable

from .index_store import store


def ruling_periods() -> list[dict[str, Any]]:
    """The sources that give rulings, most rulings first, with their first and last dates."""
    try:
        sources = store().sources
    except IndexUnavailable:
        return []
    dated = [source for source in sources if source.get("rulings_to")]
    return sorted(dated, key=lambda source: -source["counts"].get("ruling", 0))


def rulings_in_all(periods: list[dict[str, Any]]) -> int | None:
    """How many rulings the site has, where the sources' counts add up to more: a ruling that
    several sources give (the Wilds of Eldraine rulings are in three) is one ruling, counted
    under each source, and the start page's 18,097 rulings beside sources of 18,121 read as
    a miscount; None where they add up."""
    total = store().meta.get("counts", {}).get("ruling", 0)
    given = sum(source["counts"].get("ruling", 0) for source in periods)
    return total if given > total else None


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(ruling_periods=ruling_periods, rulings_in_all=rulings_in_all)
