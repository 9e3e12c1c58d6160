"""Fixtures of more than one layer: one index of the default corpus per session, the app, its
client, the corpus loaded without an index; a small corpus whose rulings cite rules (some of
them renumbered since); what finds English in German text."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from indexer.assembly.documents import DocumentBuilder
from indexer.build import build, built_from, fingerprint
from indexer.german.english_fragments import EnglishFinder
from indexer.paths import CORPUS_DIR, INDEX_LINK, TRANSLATIONS_DIR
from indexer.search.index_store import IndexStore
from indexer.sources.load import english_finder, load_corpus, load_term_list
from tests.support.helpers import citing_corpus
from tests.support.sites import app_over


@pytest.fixture(scope="session")
def index_link(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default corpus indexed once for the whole session (read-only for tests): a copy of
    the site's own index where that was built from the same inputs (`make test` builds it
    first), so the session reads what the site serves without building it a second time;
    a copy, so that a rebuild while the tests run changes nothing under them."""
    link = tmp_path_factory.mktemp("instance") / "index"
    if built_from(INDEX_LINK) == fingerprint(CORPUS_DIR, TRANSLATIONS_DIR):
        shutil.copytree(INDEX_LINK.resolve(), link)
    else:
        build(CORPUS_DIR, TRANSLATIONS_DIR, link, log=io.StringIO())
    return link


@pytest.fixture(scope="session")
def app(index_link: Path):
    return app_over(index_link)


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="module")
def store(index_link: Path) -> IndexStore:
    """The default corpus's index, searched without the app: the search package needs none (one
    per module, as the caches it holds are per store)."""
    return IndexStore(index_link)


@pytest.fixture(scope="session")
def citing_corpus_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return citing_corpus(tmp_path_factory.mktemp("citing"))


@pytest.fixture(scope="session")
def builder() -> DocumentBuilder:
    """The default corpus loaded, with its cross links computed (no index written)."""
    return DocumentBuilder(load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)[0])


@pytest.fixture(scope="session")
def finder() -> EnglishFinder:
    """What finds English left in German text, knowing the term list's English game terms."""
    return english_finder(load_term_list(TRANSLATIONS_DIR))
