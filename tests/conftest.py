"""Shared fixtures: one index of the default corpus per session, the app, its client; and a
small corpus whose rulings cite rules (some of them renumbered since), indexed once too."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from browser import chromium_path, live_server
from helpers import UNLIMITED, citing_corpus, german_only_corpus, small_corpus
from indexer.assembly.documents import DocumentBuilder
from indexer.build import build
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from webapp import create_app


@pytest.fixture(scope="session")
def index_link(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default corpus indexed once for the whole session (read-only for tests)."""
    link = tmp_path_factory.mktemp("instance") / "index"
    build(CORPUS_DIR, TRANSLATIONS_DIR, link, log=io.StringIO())
    return link


@pytest.fixture(scope="session")
def app(index_link: Path):
    return create_app({"TESTING": True, "INDEX_PATH": str(index_link), **UNLIMITED})


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def citing_corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return citing_corpus(tmp_path_factory.mktemp("citing"))


@pytest.fixture(scope="session")
def citing_client(citing_corpus_dir: Path, tmp_path_factory: pytest.TempPathFactory):
    """A client of the site built from helpers.citing_corpus."""
    return _client_of(citing_corpus_dir, tmp_path_factory)


@pytest.fixture(scope="session")
def small_client(tmp_path_factory: pytest.TempPathFactory):
    """A client of the site built from helpers.small_corpus."""
    return _client_of(small_corpus(tmp_path_factory.mktemp("small")), tmp_path_factory)


@pytest.fixture(scope="session")
def german_only_client(tmp_path_factory: pytest.TempPathFactory):
    """A client of the site built from helpers.german_only_corpus (no English original of the
    German seed's rulings)."""
    return _client_of(german_only_corpus(tmp_path_factory.mktemp("german-only")), tmp_path_factory)


def _client_of(corpus: Path, tmp_path_factory: pytest.TempPathFactory):
    link = tmp_path_factory.mktemp("instance") / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    return create_app({"TESTING": True, "INDEX_PATH": str(link), **UNLIMITED}).test_client()


@pytest.fixture(scope="session")
def builder() -> DocumentBuilder:
    """The default corpus loaded, with its cross links computed (no index written)."""
    return DocumentBuilder(load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)[0])


@pytest.fixture(scope="session")
def citing_builder(citing_corpus_dir: Path) -> DocumentBuilder:
    return DocumentBuilder(load_corpus(citing_corpus_dir, TRANSLATIONS_DIR)[0])


def pytest_terminal_summary(terminalreporter) -> None:
    """Print the relevance figures (recall@5, MRR) after every run that measured them."""
    from test_relevance import FIGURES

    for name, line in FIGURES.items():
        terminalreporter.write_line(f"{name}: {line}")


@pytest.fixture(scope="module")
def site(app):
    """The app served on a local port for the browser tests of one module (skips without Chromium)."""
    chromium_path()
    with live_server(app) as url:
        yield url
