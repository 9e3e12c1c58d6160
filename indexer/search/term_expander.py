"""The index generation's term expander (query.expansion.TermExpander), built once: the normal
search and the search in one release of the rules read a query through the same term list."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from indexer.search.analysis.schema import query_terms
from indexer.search.query.build import Asker, text_frequency
from indexer.search.query.expansion import TermExpander
from indexer.search.query.syntax import Node, Word

from .index_store import IndexStore


def term_expander(store: IndexStore, reader: str | None = None, looking_up: bool = False) -> TermExpander:
    """The expander of the store's term list, synonyms and learned pairs; with `reader`, the
    one for a reader of that language (TermExpander.for_reader); `looking_up`, its view for a
    query that is one term alone (one_term)."""
    if looking_up:
        return store.memo(("term expander", reader, "looking up"), lambda: term_expander(store, reader).looking_up())
    if reader is not None:
        return store.memo(
            ("term expander", reader), lambda: term_expander(store).for_reader(reader, _knows(store, reader))
        )
    frequency = store.engine.postings.frequency
    return store.memo(
        ("term expander",),
        lambda: TermExpander(
            store.terms,
            store.synonyms,
            store.learned,
            # (kept per word: a German reader's words are each asked in every build, anglicism)
            store.per_word("text frequency", lambda word: text_frequency(frequency, word)),
            _knows(store, "en"),
        ),
    )


def _knows(store: IndexStore, lang: str) -> Callable[[str], bool]:
    """Whether a word is one of `lang` (Asker.knows)."""
    return Asker.of_index(lang, store.engine.postings.frequency, store.engine.postings.doc_count).knows_word


def one_term(nodes: Sequence[Node], expander: TermExpander, lang: str) -> bool:
    """Whether a query's words and phrases (without its filters) are the words of one listed
    term alone: looked up, not asked about (TermExpander.looking_up). A small word of the
    reader's language makes it a question ("explain trample", "what is trample")."""
    texts = [word.text for word in nodes if isinstance(word, Word) and not word.prefix]
    if not texts or len(texts) < len(nodes) or not all(query_terms(text, lang) for text in texts):
        return False
    found = expander.expansions(texts)
    return len(found) == 1 and (found[0].start, found[0].end) == (0, len(texts))
