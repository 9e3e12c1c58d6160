"""Filters beside the results: how many results of each kind and language the query has, and
the queries that add a filter or take one away.

The search scores every match anyway (to count them exactly), so its collector also keeps
their numbers; the counts are those numbers intersected with the documents of each kind and
language, which are read once per index. Whoosh's own grouping (`groupedby`) would look up
each match's values one by one, a Python call per match and facet.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import partial

from whoosh.collectors import UnlimitedCollector
from whoosh.searching import Results, Searcher

from indexer.model import LANGUAGES
from indexer.schema import KINDS

from .index_store import IndexStore
from .query_syntax import And, Filter, Node, Word, unparse

# Filter name -> (index field, values in the order shown when counts are equal).
FACETS: dict[str, tuple[str, tuple[str, ...]]] = {"kind": ("kind", KINDS), "lang": ("langs", LANGUAGES)}


@dataclass(frozen=True)
class FacetValue:
    name: str
    value: str
    count: int


@dataclass(frozen=True)
class FacetLink:
    """A facet value as the results page shows it: the query that adds it (or, for a filter
    the query has, the query without it)."""

    name: str
    value: str
    count: int
    query: str
    active: bool


@dataclass(frozen=True)
class ActiveFilter:
    name: str
    value: str
    query_without: str


class MatchCollector(UnlimitedCollector):
    """Every match, scored and counted (`Results.docs()` holds the numbers of all of them); the
    results rank the top `limit` documents and every document that ties with the last of them,
    since the reader's language decides the order within a tie and must see all of it (or a
    document could be shown on two pages, or on none).

    Appending each match and picking the top once is cheaper in Python than the heap Whoosh's
    TopCollector keeps up to date at every match."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def results(self) -> Results:
        top = heapq.nlargest(self.limit, self.items)
        if len(self.items) > self.limit:
            last = top[-1][0]
            top = [item for item in self.items if item[0] >= last]
        top.sort(key=lambda item: (-item[0], item[1]))
        return self._results(top, docset=self.docset)


def facet_counts(store: IndexStore, matched: set[int]) -> list[FacetValue]:
    """The counts of the documents `matched`, per facet and value; values with none are left
    out. Most results first within each facet."""
    found: list[FacetValue] = []
    for name, (field, values) in FACETS.items():
        groups = documents_by_value(store, name)
        counts = [FacetValue(name, value, len(matched & groups[value])) for value in values]
        found += sorted((c for c in counts if c.count), key=lambda c: -c.count)
    return found


def documents_by_value(store: IndexStore, facet: str) -> dict[str, frozenset[int]]:
    """The numbers of the documents with each value of a facet (read once per index)."""
    field, values = FACETS[facet]
    return store.memo(("facet", field), partial(_documents_by_value, store.searcher, field, values))


def _documents_by_value(searcher: Searcher, field: str, values: tuple[str, ...]) -> dict[str, frozenset[int]]:
    reader = searcher.reader()
    return {
        value: frozenset(reader.postings(field, value).all_ids() if (field, value) in reader else ())
        for value in values
    }


def active_filters(node: Node | None) -> list[Filter]:
    """The filters that apply to the whole query (those ANDed at its top)."""
    if isinstance(node, Filter):
        return [node]
    if isinstance(node, And):
        return [n for n in node.nodes if isinstance(n, Filter)]
    return []


def with_filter(node: Node, name: str, value: str) -> str:
    """The query text with the filter `name:value` added."""
    added = Filter(name, Word(value))
    if added in active_filters(node):
        return unparse(node)
    nodes = node.nodes if isinstance(node, And) else (node,)
    return unparse(And((*nodes, added)))


def without_filter(node: Node, removed: Filter) -> str:
    """The query text without the top-level filter `removed` (empty if nothing is left)."""
    nodes = node.nodes if isinstance(node, And) else (node,)
    rest = tuple(n for n in nodes if n != removed)
    if not rest:
        return ""
    return unparse(rest[0] if len(rest) == 1 else And(rest))


def facet_links(node: Node, counts: list[FacetValue]) -> dict[str, list[FacetLink]]:
    """Per facet, its values with their counts and the queries that add or remove them."""
    active = active_filters(node)
    links: dict[str, list[FacetLink]] = {name: [] for name in FACETS}
    for facet in counts:
        applied = next((f for f in active if f.name == facet.name and _value(f) == facet.value), None)
        query = without_filter(node, applied) if applied else with_filter(node, facet.name, facet.value)
        links[facet.name].append(FacetLink(facet.name, facet.value, facet.count, query, applied is not None))
    return links


def removable_filters(node: Node) -> list[ActiveFilter]:
    """The filters of the query, each with the query without it."""
    return [ActiveFilter(f.name, f.value.text, without_filter(node, f)) for f in active_filters(node)]


def _value(node: Filter) -> str:
    return node.value.text.strip().lower()
