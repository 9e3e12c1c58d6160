"""The terms a query compares (indexer/search/query/compared.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from indexer.search.query.compared import compared_terms, with_shared_head
from indexer.search.results import run_search


@pytest.mark.parametrize(
    ("text", "lang", "terms"),
    [
        ("hexproof vs shroud", "en", ["hexproof", "shroud"]),
        ("hexproof vs. shroud difference", "en", ["hexproof", "shroud"]),
        ("difference between first strike and double strike", "en", ["first strike", "double strike"]),
        ("what is the difference between exile, destroy or sacrifice?", "en", ["exile", "destroy", "sacrifice"]),
        ("Unterschied zwischen Fluchsicher und Verhüllt", "de", ["Fluchsicher", "Verhüllt"]),
        ("Erstschlag versus Doppelschlag", "de", ["Erstschlag", "Doppelschlag"]),
        # asked in the other language than the site's (it compared nothing there)
        ("Unterschied zwischen Opfern und Zerstören", "en", ["Opfern", "Zerstören"]),
        ("difference between hexproof and shroud", "de", ["hexproof", "shroud"]),
    ],
)
def test_a_comparison_names_its_terms(text: str, lang: str, terms: list[str]) -> None:
    assert compared_terms(text, lang) == terms


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("first strike and double strike", "en"),  # no word says it compares: a creature with both
        ("difference", "en"),
        ("hexproof difference", "en"),  # one term
        ("Fluchsicher und Verhüllt", "de"),
    ],
)
def test_other_queries_compare_nothing(text: str, lang: str) -> None:
    assert compared_terms(text, lang) == []


@given(st.text(max_size=60), st.sampled_from(["en", "de"]))
def test_terms_are_words_of_the_query(text: str, lang: str) -> None:
    """Whatever is typed, the terms are non-empty runs of its words, never a marker."""
    for term in compared_terms(text, lang):
        assert term.strip() and all(word in text for word in term.split())
        assert term.lower() not in {"vs", "versus", "difference", "unterschied"}


def test_single_words_before_the_last_term_take_its_head_where_that_titles_an_entry() -> None:
    titles = {"activated abilities", "triggered abilities", "+1/+1 counters"}.__contains__
    assert with_shared_head(["activated", "triggered abilities"], titles) == [
        "activated abilities",
        "triggered abilities",
    ]
    assert with_shared_head(["deathtouch", "trample damage"], titles) == ["deathtouch", "trample damage"]
    assert with_shared_head(["hexproof", "shroud"], titles) == ["hexproof", "shroud"]


def test_activated_and_triggered_abilities_compare_those_two_entries(store) -> None:
    """ "activated" alone titled the glossary's "Activate", second for "whats the difference
    between activated and triggered abilities" (a blind set's question)."""
    found = [
        hit.key for hit in run_search(store, "difference between activated and triggered abilities", "en", 1, 5).hits
    ]
    assert {"en-activated-ability", "en-triggered-ability"} <= set(found[:2])
