"""The words of the shown texts that each term marks, written by the build beside the index.

A snippet marks the words of a text that have one of the query's terms. Analysing each word of
a page's texts at query time and intersecting its terms with the query's (once per word new to
the query) was most of a snippet's time (snippets.Seen). The build writes, per analysis
language, each term's words in the texts that hits show (shown.ShownText.words, analysed as the
index analysed them); a query's marked words are then found from its terms, once per field,
and a text's are its words among them: one set intersection a snippet.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterable
from pathlib import Path

from indexer.search.analysis.common import terms_of
from indexer.search.shown import MARKED_AS, ShownDocument, ShownText

# A word, and the query's terms it has.
MarkedWords = dict[str, frozenset[str]]


def write_marked_words(path: Path, documents: Iterable[ShownDocument]) -> None:
    """Write, per analysis language, each term and the words of the documents' texts that have it."""
    words: dict[str, set[str]] = {}
    for document in documents:
        for text in document.texts.values():
            if text.analysis is not None:
                words.setdefault(text.analysis, set()).update(text.words.split())
    by_term: dict[str, dict[str, tuple[str, ...]]] = {}
    for analysis, distinct in words.items():
        word_terms = terms_of(analysis)
        found: dict[str, list[str]] = {}
        for word in sorted(distinct):
            for term in word_terms(word, False):
                found.setdefault(term, []).append(word)
        by_term[analysis] = {term: tuple(each) for term, each in found.items()}
    path.write_bytes(marshal.dumps(by_term))


class TermWords:
    """The words of the shown texts per term, of one index generation."""

    def __init__(self, path: Path) -> None:
        self._by_term: dict[str, dict[str, tuple[str, ...]]] = marshal.loads(path.read_bytes())

    def marked(self, analysis: str, terms: frozenset[str]) -> MarkedWords:
        """The words of texts analysed in `analysis` that have some of `terms`, with those terms."""
        by_term = self._by_term.get(analysis, {})
        found: dict[str, set[str]] = {}
        for term in terms:
            for word in by_term.get(term, ()):
                found.setdefault(word, set()).add(term)
        return {word: frozenset(hits) for word, hits in found.items()}


class QueryMarks:
    """The words a query's terms mark, per field (`terms`: the query's terms in each), found
    the first time a text of the field is shown: a page's texts share most of their fields."""

    def __init__(self, words: TermWords, terms: dict[str, frozenset[str]]) -> None:
        self._words = words
        self._terms = terms
        self._marked: dict[str, MarkedWords] = {}

    def of(self, text: ShownText) -> MarkedWords:
        """The words of a shown text that the query marks, with the query's terms each has."""
        field = MARKED_AS.get(text.field, text.field)
        if text.analysis is None or not text.words or field not in self._terms:
            return {}
        marked = self._marked.get(field)
        if marked is None:
            marked = self._marked[field] = self._words.marked(text.analysis, self._terms[field])
        return in_text(marked, text.words)


def in_text(marked: MarkedWords, words: str) -> MarkedWords:
    """The marked words among a text's distinct words (shown.ShownText.words)."""
    if not marked:
        return {}
    return {word: marked[word] for word in marked.keys() & words.split()}
