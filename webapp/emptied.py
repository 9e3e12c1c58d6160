"""What emptied a filtered search: the filters without which it finds something, and how much.
The results page lists them ("Without “kind:ruling”: 872 results"), and so does the API's
search (`without`), which had said only that nothing was found (a reader's review)."""

from __future__ import annotations

from indexer.search.facets import ActiveFilter, removable_filters
from indexer.search.query.syntax import repaired_and_parsed
from indexer.search.results import run_search

from .index_store import store


def found_without(filters: list[ActiveFilter], lang: str) -> list[tuple[ActiveFilter, int]]:
    """For a filtered search that finds nothing: the filters without which it finds something,
    and how much (none where the words alone find nothing). Only the count is read: a page of
    one hit is the least a search computes."""
    found = []
    for active in filters:
        results = run_search(store(), active.query_without, lang, 1, 1) if active.query_without else None
        if results is not None and results.total:
            found.append((active, results.total))
    return found


def filters_of(text: str, lang: str) -> list[ActiveFilter]:
    """The filters a reader may take off a query, as the search read it (repaired)."""
    return removable_filters(repaired_and_parsed(text, lang)[1], lang)
