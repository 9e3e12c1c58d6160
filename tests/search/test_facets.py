"""Counting results per kind and language, and the queries that add or remove a filter."""

from __future__ import annotations

from indexer.search.facets import (
    active_filters,
    facet_counts,
    facet_links,
    removable_filters,
    with_filter,
    without_filter,
)
from indexer.search.index_store import IndexStore
from indexer.search.query.build import QueryBuilder
from indexer.search.query.syntax import Filter, Word, parse
from indexer.search.results import run_search


def built(text: str):
    return QueryBuilder().build(parse(text))


def matched(store: IndexStore, text: str):
    return store.engine.evaluator(store.searcher).matches(built(text)).ids


def facet_values(store: IndexStore):
    return store.engine.facets


def test_counts_per_kind_and_language_add_up_to_the_total(store) -> None:
    counts = {(f.name, f.value): f.count for f in facet_counts(facet_values(store), matched(store, "timestamp"))}
    assert sum(n for (name, _), n in counts.items() if name == "kind") == len(matched(store, "timestamp"))
    assert counts[("lang", "en")] == len(matched(store, "timestamp lang:en"))
    assert counts[("kind", "rule")] == len(matched(store, "timestamp kind:rule"))


def test_values_without_results_are_left_out_and_most_come_first(store) -> None:
    values = [f for f in facet_counts(facet_values(store), matched(store, "timestamp")) if f.name == "kind"]
    assert [f.count for f in values] == sorted((f.count for f in values), reverse=True)
    assert values and all(f.count > 0 for f in values)
    assert "article" not in {f.value for f in values}


def test_adding_a_filter_keeps_the_query_and_groups_an_or() -> None:
    assert with_filter(parse("Rolle Zeitstempel"), "kind", "ruling") == "Rolle Zeitstempel kind:ruling"
    assert with_filter(parse("hexproof OR shroud"), "lang", "de") == "(hexproof OR shroud) lang:de"
    assert with_filter(parse("Rolle kind:ruling"), "kind", "ruling") == "Rolle kind:ruling"


def test_a_query_repaired_to_nothing_gets_the_filter_alone() -> None:
    """A lone "*" is repaired to "", which parses to no query."""
    assert with_filter(parse(""), "kind", "ruling") == "kind:ruling"
    assert removable_filters(parse("")) == []


def test_removing_a_filter_keeps_the_rest() -> None:
    node = parse('Rolle card:"Charming Scoundrel" kind:ruling')
    assert active_filters(node) == [Filter("card", parse('"Charming Scoundrel"')), Filter("kind", Word("ruling"))]
    assert without_filter(node, Filter("kind", Word("ruling"))) == 'Rolle card:"Charming Scoundrel"'
    assert without_filter(parse("kind:rule"), Filter("kind", Word("rule"))) == ""
    assert active_filters(parse("role OR kind:rule")) == [], "a filter inside an OR does not filter the query"


def test_links_mark_the_active_value_with_the_query_that_removes_it(store) -> None:
    node = parse("timestamp kind:rule")
    links = facet_links(node, facet_counts(facet_values(store), matched(store, "timestamp kind:rule")))
    assert [(link.value, link.active, link.query) for link in links["kind"]] == [("rule", True, "timestamp")]
    assert {link.query for link in links["lang"]} == {"timestamp kind:rule lang:en", "timestamp kind:rule lang:de"}
    assert [(f.text, f.query_without) for f in removable_filters(node)] == [("kind:rule", "timestamp")]


def test_a_german_reader_gets_the_filters_in_german() -> None:
    """The help page shows art:, sprache:, karte:, regel: with German values; the links beside
    the German results and the filters to remove write them so."""
    node = parse('Rolle kind:ruling card:"Charming Scoundrel"')
    assert (
        with_filter(node, "lang", "de", "de") == 'Rolle art:regelauslegung karte:"Charming Scoundrel" sprache:deutsch'
    )
    assert [f.text for f in removable_filters(node, "de")] == ["art:regelauslegung", 'karte:"Charming Scoundrel"']
    assert parse(with_filter(node, "lang", "de", "de")) == parse(with_filter(node, "lang", "de"))


def test_a_filter_alone_or_an_exclusion_finds_only_results_not_the_pages_documents_hold(store) -> None:
    """A German glossary entry paired with an English one is searched in the English entry's
    document; its own is a page. "kind:glossary" listed those pages too, with no text and a
    notice that they were not translated (2,039 entries, where the glossary's index lists 846),
    and so did an exclusion beside it ("kind:glossary -Trampelschaden": 2,036)."""
    found = run_search(store, "kind:glossary", "de", 1, 10)
    entries = store.glossary_entries()
    pages_only = [e for e in entries if e["lang"] == "de" and (e.get("counterpart") or e.get("see"))]
    assert pages_only and found.total == len(entries) - len(pages_only)
    shown = {hit.key for hit in run_search(store, "kind:glossary", "de", 1, found.total).hits}
    assert len(shown) == found.total
    assert dict(((f.name, f.value), f.count) for f in found.facets)[("kind", "glossary")] == found.total
    excluding = run_search(store, "kind:glossary -Trampelschaden", "de", 1, 10)
    assert 0 < found.total - excluding.total < 10, "an exclusion keeps the pages out too"
