"""Shared fixtures: one index of the default corpus per session, the app, its client."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from indexer.build import build
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from webapp import create_app


@pytest.fixture(scope="session")
def index_link(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default corpus indexed once for the whole session (read-only for tests)."""
    link = tmp_path_factory.mktemp("instance") / "index"
    build(CORPUS_DIR, TRANSLATIONS_DIR, link, log=io.StringIO())
    return link


@pytest.fixture(scope="session")
def app(index_link: Path):
    return create_app({"TESTING": True, "INDEX_PATH": str(index_link)})


@pytest.fixture()
def client(app):
    return app.test_client()

