"""Fixtures of the search tests: the lexicon of names and terms of the default corpus's index
(one per module, as the caches it holds are per store)."""

from __future__ import annotations

import pytest

from indexer.search.index_store import IndexStore
from indexer.search.suggest.lexicon import Lexicon


@pytest.fixture(scope="module")
def lexicon(store: IndexStore) -> Lexicon:
    return store.lexicon
