"""Fixtures of the browser tests: the site served on a local port."""

from __future__ import annotations

import pytest

from tests.support.browser import chromium_path, live_server, shared_browser


@pytest.fixture(scope="module")
def site(app):
    """The app served on a local port for the browser tests of one module (skips without Chromium)."""
    chromium_path()
    with live_server(app) as url:
        yield url


@pytest.fixture(scope="module", autouse=True)
def browser():
    """One Chromium for a module's tests, each of which opens its pages in a context of its own."""
    chromium_path()
    with shared_browser():
        yield
