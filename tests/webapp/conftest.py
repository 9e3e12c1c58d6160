"""Fixtures of the web app tests: clients of the site built from the small corpora."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.helpers import german_only_corpus, small_corpus
from tests.support.sites import built_app


@pytest.fixture(scope="session")
def citing_client(citing_corpus_dir: Path, tmp_path_factory: pytest.TempPathFactory):
    """A client of the site built from helpers.citing_corpus."""
    return built_app(citing_corpus_dir, tmp_path_factory.mktemp("instance") / "index").test_client()


@pytest.fixture(scope="session")
def small_client(tmp_path_factory: pytest.TempPathFactory):
    """A client of the site built from helpers.small_corpus."""
    corpus = small_corpus(tmp_path_factory.mktemp("small"))
    return built_app(corpus, tmp_path_factory.mktemp("instance") / "index").test_client()


@pytest.fixture(scope="session")
def german_only_client(tmp_path_factory: pytest.TempPathFactory):
    """A client of the site built from helpers.german_only_corpus (no English original of the
    German seed's rulings)."""
    corpus = german_only_corpus(tmp_path_factory.mktemp("german-only"))
    return built_app(corpus, tmp_path_factory.mktemp("instance") / "index").test_client()
