"""The words each term marks, written by the build: a snippet marks from them what analysing
each word of the text marked."""

from __future__ import annotations

import pytest

from indexer.search.analysis.common import terms_of
from indexer.search.index_store import IndexStore
from indexer.search.marked_words import QueryMarks, in_text
from indexer.search.snippets import marked_snippet, snippet

# A ruling of 2013 on evolve, shared by thirteen cards, with no German text; a glossary entry.
EVOLVE_RULING = "ruling:24461ce73ce2"
EXILE_ENTRY = "glossary:en-exile"


def _text(store: IndexStore, uid: str, lang: str):
    return store.shown(store.searcher.document_number(uid=uid)).texts[lang]


@pytest.mark.parametrize(
    ("uid", "terms"),
    [
        (EVOLVE_RULING, frozenset({"creatur", "counter", "+1/+1", "evolv"})),
        (EVOLVE_RULING, frozenset({"battlefield", "nothing-has-this"})),
        (EXILE_ENTRY, frozenset({"exil", "zone", "game"})),
    ],
)
def test_the_words_marked_are_those_whose_analysis_has_a_term(store: IndexStore, uid: str, terms) -> None:
    text = _text(store, uid, "en")
    marked = QueryMarks(store.term_words, {text.field: terms}).of(text)
    by_analysis = snippet(text.text, terms_of("en"), terms, words=text.words)
    assert marked and marked_snippet(text.text, marked) == by_analysis


def test_a_word_is_marked_with_every_term_it_has(store: IndexStore) -> None:
    marked = store.term_words.marked("de", frozenset({"zweikopf", "ries", "twoheaded"}))
    assert marked["Two-Headed"] == {"twoheaded"}
    assert marked["Zweiköpfiger-Riese-Variante"] == {"zweikopf", "ries"}


def test_terms_that_no_shown_text_has_mark_nothing(store: IndexStore) -> None:
    assert store.term_words.marked("en", frozenset({"nothing-has-this"})) == {}
    assert in_text({}, "any words") == {}


def test_a_text_is_marked_by_its_own_fields_terms_only(store: IndexStore) -> None:
    text = _text(store, EVOLVE_RULING, "en")
    assert QueryMarks(store.term_words, {"title_en": frozenset({"evolv"})}).of(text) == {}
    assert QueryMarks(store.term_words, {text.field: frozenset({"evolv"})}).of(text) == {"evolve": {"evolv"}}
