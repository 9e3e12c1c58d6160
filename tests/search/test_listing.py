"""A query of filters alone lists what it finds A to Z in the reader's language (listing.py)."""

from __future__ import annotations

import pytest

from indexer.citations.references import rule_sort_key
from indexer.search.analysis.names import fold_name
from indexer.search.index_store import IndexStore
from indexer.search.results import run_search

PAGE = 20


def _titles(store: IndexStore, query: str, lang: str, page: int = 1) -> list[str]:
    return [fold_name(hit.title) for hit in run_search(store, query, lang, page, PAGE).hits]


@pytest.mark.parametrize(("query", "lang"), [("kind:card", "en"), ("art:karte", "de"), ("art:glossar", "de")])
def test_cards_and_glossary_entries_are_listed_a_to_z_by_name(store: IndexStore, query: str, lang: str) -> None:
    """/de/cards/ began Wilde Werfüchsin, Charmante Halunkin, Aether Searcher: the order the
    build added them, which no reader can follow."""
    first, second = _titles(store, query, lang), _titles(store, query, lang, 2)
    assert first == sorted(first) and second == sorted(second)
    assert first[-1] <= second[0], "the second page goes on where the first ended"


def test_a_listing_starts_with_the_first_name_of_all_in_the_readers_language(store: IndexStore) -> None:
    """German names order the German listing: „Aas“ (Carrion) comes before "Abandon Reason"'s
    „Abkehr von der Vernunft“, where by English names Carrion would come under C."""
    everything = run_search(store, "art:karte", "de", 1, 1)
    names = [fold_name(hit.title) for hit in run_search(store, "art:karte", "de", 1, everything.total).hits]
    assert names == sorted(names)
    assert "aas" in names[:PAGE]


def test_rules_are_listed_by_number(store: IndexStore) -> None:
    found = run_search(store, "art:regel", "de", 1, PAGE)
    numbers = [hit.key for hit in found.hits]
    assert numbers == sorted(numbers, key=rule_sort_key)
    assert numbers[:3] == ["1", "100", "100.1"]


def test_rulings_are_listed_by_their_card_then_newest_first(store: IndexStore) -> None:
    hits = run_search(store, "kind:ruling", "en", 1, 200).hits
    keys = [(fold_name(hit.title), hit.date) for hit in hits]
    assert [name for name, _ in keys] == sorted(name for name, _ in keys)
    for (name, date), (next_name, next_date) in zip(keys, keys[1:], strict=False):
        if name == next_name:
            assert date >= next_date


def test_an_exclusion_beside_filters_still_lists(store: IndexStore) -> None:
    """Listed A to Z, and only what the filters keep: the page listed every document without
    the word, rulings first (A Display of My Dark Power …), under the count of the glossary
    entries; the names of those rulings had happened to be in order too."""
    names = _titles(store, "art:glossar -Trampelschaden", "de")
    assert names == sorted(names)
    page = run_search(store, "art:glossar -Trampelschaden", "de", 1, PAGE)
    assert {hit.kind for hit in page.hits} == {"glossary"}
    assert 0 < page.total < run_search(store, "art:glossar", "de", 1, PAGE).total
    assert "Trampelschaden" not in {hit.title for hit in page.hits}
    assert {hit.kind for hit in run_search(store, "kind:card -flying", "en", 2, PAGE).hits} == {"card"}


def test_words_beside_a_filter_rank_by_relevance_not_by_name(store: IndexStore) -> None:
    """A word ranks: "Schaden art:glossar" has the entry Schaden first, not the first entry
    A to Z that mentions it („Abwerfen“…)."""
    found = run_search(store, "Schaden art:glossar", "de", 1, PAGE)
    assert found.hits[0].title == "Schaden"
    assert [fold_name(hit.title) for hit in found.hits] != sorted(fold_name(hit.title) for hit in found.hits)


def test_the_rule_a_rule_filter_names_comes_before_those_citing_it(store: IndexStore) -> None:
    """ "rule:613.7" is the rule and what cites it: the rule first, then the others in order."""
    hits = run_search(store, "rule:613.7", "en", 1, PAGE).hits
    rules = [hit.key for hit in hits if hit.kind == "rule"]
    assert rules[0] == "613.7" and len(rules) > 2
    assert rules[1:] == sorted(rules[1:], key=rule_sort_key)
