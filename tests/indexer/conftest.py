"""Fixtures of the indexer tests: the small corpus as files and as loaded, the citing corpus loaded."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.assembly.documents import DocumentBuilder
from indexer.assembly.model import Corpus
from indexer.paths import TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from tests.support.helpers import small_corpus


@pytest.fixture()
def corpus(tmp_path: Path) -> Path:
    """The small corpus's files, the test's own to change."""
    return small_corpus(tmp_path)


@pytest.fixture(scope="module")
def assembled(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    """The small corpus loaded (read-only for tests)."""
    return load_corpus(small_corpus(tmp_path_factory.mktemp("c")), TRANSLATIONS_DIR)[0]


@pytest.fixture(scope="session")
def citing_builder(citing_corpus_dir: Path) -> DocumentBuilder:
    return DocumentBuilder(load_corpus(citing_corpus_dir, TRANSLATIONS_DIR)[0])
