"""The site as the tests run it: testing mode, rate limits off, over an index given or built now."""

from __future__ import annotations

import io
from pathlib import Path

from flask import Flask

from indexer.build import build
from indexer.paths import TRANSLATIONS_DIR
from tests.support.helpers import UNLIMITED
from webapp import create_app


def app_over(link: Path) -> Flask:
    """The site over the index at `link`."""
    return create_app({"TESTING": True, "INDEX_PATH": str(link), **UNLIMITED})


def built_app(corpus: Path, link: Path) -> Flask:
    """The site over an index of `corpus` built at `link` now."""
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    return app_over(link)
