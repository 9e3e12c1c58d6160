"""Filters beside the results: how many results of each kind and language the query has, and
the queries that add a filter or take one away.

Counting must not cost more than the search: Whoosh's grouped search scores every matching
document, twice the time of the search itself for a common word on the full data. Counting
needs no scores, so the query is evaluated as sets of document numbers, each word's postings
read whole (phrases and prefixes, rare in practice, go through Whoosh's matcher), and
intersected with the documents of each kind and language, which are read once per index.
"""

from __future__ import annotations

from dataclasses import dataclass

from whoosh import query as wq
from whoosh.searching import Searcher

from indexer.model import LANGUAGES
from indexer.schema import KINDS

from .index_store import IndexStore
from .query_syntax import And, Filter, Node, Word, unparse

# Reading a posting whole costs about this many times less per document than moving a term's
# matcher to a document: an intersection reads a part whole unless its postings outnumber the
# documents left by more than that (times the part's terms, each of which has to move).
_STEP_COST = 4
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


def facet_counts(store: IndexStore, query: wq.Query) -> list[FacetValue]:
    """The counts of the documents `query` matches, per facet and value; values with none
    are left out. Most results first within each facet."""
    searcher = store.searcher
    matched = matching_docs(searcher, query)
    found: list[FacetValue] = []
    for name, (field, values) in FACETS.items():
        groups = store.memo(("facet", field), lambda: _documents_by_value(searcher, field, values))
        counts = [FacetValue(name, value, len(matched & groups[value])) for value in values]
        found += sorted((c for c in counts if c.count), key=lambda c: -c.count)
    return found


def _documents_by_value(searcher: Searcher, field: str, values: tuple[str, ...]) -> dict[str, frozenset[int]]:
    return {value: frozenset(_postings(searcher, field, value)) for value in values}


def _postings(searcher: Searcher, field: str, text: str) -> list[int]:
    reader = searcher.reader()
    if (field, text) not in reader:
        return []
    return list(reader.postings(field, text).all_ids())


def matching_docs(searcher: Searcher, query: wq.Query) -> set[int]:
    """The numbers of the documents `query` matches, unscored.

    A union is the union of its parts' sets. An intersection starts from its smallest part
    (by the postings its terms have) and keeps the documents each further part also matches:
    as a set where that part is small, else by moving that part's matcher to each document
    in turn, which skips over the blocks of postings in between (a common word is never read
    whole only to be intersected with a rare one)."""
    if type(query) is wq.Term:
        return set(_postings(searcher, query.fieldname, query.text))
    if isinstance(query, wq.Or):
        return set().union(*(matching_docs(searcher, q) for q in query.subqueries))
    if isinstance(query, wq.And):
        return _intersection(searcher, query.subqueries)
    if isinstance(query, wq.Not):
        return set(range(searcher.doc_count_all())) - matching_docs(searcher, query.query)
    if query is wq.NullQuery:
        return set()
    return set(searcher.docs_for_query(query))


def _intersection(searcher: Searcher, parts: list[wq.Query]) -> set[int]:
    excluded = [q.query for q in parts if isinstance(q, wq.Not)]
    included = sorted((q for q in parts if not isinstance(q, wq.Not)), key=lambda q: _size(searcher, q)[0])
    found = matching_docs(searcher, included[0]) if included else set(range(searcher.doc_count_all()))
    for part, keep in [(q, True) for q in included[1:]] + [(q, False) for q in excluded]:
        size, terms = _size(searcher, part)
        if size <= len(found) * terms * _STEP_COST:
            found = found & matching_docs(searcher, part) if keep else found - matching_docs(searcher, part)
        else:
            found = _kept(searcher, part, found, keep)
    return found


def _size(searcher: Searcher, query: wq.Query) -> tuple[int, int]:
    """At most how many documents `query` matches (the postings of its terms; every document
    for a query whose terms are not known before it runs, like a prefix), and of how many
    terms."""
    if isinstance(query, (wq.Term, wq.Phrase, wq.And, wq.Or)):
        terms = list(query.iter_all_terms())
        return sum(searcher.doc_frequency(field, text) for field, text in terms), max(1, len(terms))
    return searcher.doc_count_all(), 1


def _kept(searcher: Searcher, query: wq.Query, docs: set[int], matching: bool) -> set[int]:
    """The documents of `docs` that `query` matches (or, with `matching` false, does not)."""
    kept = set()
    for sub, offset in searcher.subsearchers or [(searcher, 0)]:
        end = offset + sub.doc_count_all()
        wanted = sorted(doc - offset for doc in docs if offset <= doc < end)
        if not wanted:
            continue
        matcher = query.matcher(sub)
        for doc in wanted:
            if matcher.is_active() and matcher.id() < doc:
                matcher.skip_to(doc)
            if (matcher.is_active() and matcher.id() == doc) == matching:
                kept.add(doc + offset)
    return kept


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
