"""The index generation's term expander (query.expansion.TermExpander), built once: the normal
search and the search in one release of the rules read a query through the same term list."""

from __future__ import annotations

from collections.abc import Callable

from indexer.search.query.build import Asker, text_frequency
from indexer.search.query.expansion import TermExpander

from .index_store import IndexStore


def term_expander(store: IndexStore, reader: str | None = None) -> TermExpander:
    """The expander of the store's term list, synonyms and learned pairs; with `reader`, the
    one for a reader of that language (TermExpander.for_reader)."""
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
            lambda word: text_frequency(frequency, word),
            _knows(store, "en"),
        ),
    )


def _knows(store: IndexStore, lang: str) -> Callable[[str], bool]:
    """Whether a word is one of `lang` (Asker.knows)."""
    return Asker.of_index(lang, store.engine.postings.frequency, store.engine.postings.doc_count).knows_word
