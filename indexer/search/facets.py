"""Filters beside the results: how many results of each kind and language the query has, and
the queries that add a filter or take one away.

The search scores every match anyway (to count them exactly), so its collector also keeps
their numbers; the counts are those numbers intersected with the documents of each kind and
language, which are read once per index. Whoosh's own grouping (`groupedby`) would look up
each match's values one by one, a Python call per match and facet.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from indexer.assembly.model import LANGUAGES
from indexer.search.analysis.schema import KINDS
from indexer.search.facet_values import FacetValues
from indexer.search.query.syntax import And, Filter, Node, Word, parse, rejoined, unparse

# Filter name -> (index field, values in the order shown when counts are equal). The releases
# of the rules are not an index field: see release.py.
FACETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "kind": ("kind", KINDS),
    "lang": ("langs", LANGUAGES),
    "release": ("", ()),
}


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
    """A filter of the query as the reader's language writes it ("art:regel")."""

    text: str
    query_without: str


def facet_counts(values: FacetValues, matched: np.ndarray) -> list[FacetValue]:
    """The counts of the documents `matched`, per facet and value; values with none are left
    out. Most results first within each facet."""
    found: list[FacetValue] = []
    for name, counts in (("kind", values.kind_counts(matched)), ("lang", values.language_counts(matched))):
        found += sorted((FacetValue(name, value, n) for value, n in counts.items() if n), key=lambda c: -c.count)
    return found


def active_filters(node: Node | None) -> list[Filter]:
    """The filters that apply to the whole query (those ANDed at its top)."""
    if isinstance(node, Filter):
        return [node]
    if isinstance(node, And):
        return [n for n in node.nodes if isinstance(n, Filter)]
    return []


def with_filter(node: Node | None, name: str, value: str, lang: str = "en") -> str:
    """The query text with the filter `name:value` added, written for a reader of `lang`."""
    added = Filter(name, Word(value))
    if node is None:  # a query repaired to nothing ("*" is "")
        return unparse(added, lang)
    if added in active_filters(node):
        return unparse(node, lang)
    nodes = node.nodes if isinstance(node, And) else (node,)
    return unparse(rejoined(node, (*nodes, added)), lang)


def without_filter(node: Node | None, removed: Filter, lang: str = "en") -> str:
    """The query text without the top-level filter `removed` (empty if nothing is left)."""
    nodes = node.nodes if isinstance(node, And) else (node,) if node is not None else ()
    rest = tuple(n for n in nodes if n != removed)
    if not rest:
        return ""
    return unparse(rejoined(node, rest), lang)


def facet_links(node: Node | None, counts: list[FacetValue], lang: str = "en") -> dict[str, list[FacetLink]]:
    """Per facet, its values with their counts and the queries that add or remove them."""
    active = active_filters(node)
    links: dict[str, list[FacetLink]] = {name: [] for name in FACETS}
    for facet in counts:
        applied = next((f for f in active if f.name == facet.name and filter_value(f) == facet.value), None)
        base = node
        if facet.name == "release":  # one release at a time: another replaces the one applied
            base = next(
                (parse(without_filter(node, f)) or node for f in active if f.name == "release" and not applied), node
            )
        query = without_filter(node, applied, lang) if applied else with_filter(base, facet.name, facet.value, lang)
        links[facet.name].append(FacetLink(facet.name, facet.value, facet.count, query, applied is not None))
    return links


def removable_filters(node: Node | None, lang: str = "en") -> list[ActiveFilter]:
    """The filters of the query, each with the query without it."""
    return [ActiveFilter(unparse(f, lang), without_filter(node, f, lang)) for f in active_filters(node)]


def filter_value(node: Filter) -> str:
    """A filter's value as the facets name it ("rule", "de")."""
    return node.value.text.strip().lower()
