"""The terms a query compares (indexer/search/query/compared.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from indexer.search.query.compared import compared_terms


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
