"""Fixtures of the search tests: the default corpus's index opened, and its lexicon of names
and terms (one of each per module, as the caches they hold are per store)."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapp.index_store import IndexStore
from webapp.lexicon import Lexicon


@pytest.fixture(scope="module")
def store(index_link: Path) -> IndexStore:
    return IndexStore(index_link)


@pytest.fixture(scope="module")
def lexicon(store: IndexStore) -> Lexicon:
    return store.lexicon
