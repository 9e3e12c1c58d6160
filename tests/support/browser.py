"""Running the site in a real headless Chromium (Debian's `chromium`, driven by Playwright).

On a machine without Chromium the browser tests skip and say why; under CI (`CI=true`) a
missing browser is a failure, because CI installs it.
"""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from werkzeug.serving import make_server

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    message = "no Chromium found (install Debian's `chromium` package to run the browser tests)"
    if os.environ.get("CI") == "true":
        pytest.fail(message + "; CI must provide it")
    pytest.skip(message)


@contextmanager
def live_server(app) -> Iterator[str]:
    """The app served on a free local port in a background thread, each response read whole
    before it is sent (_buffered)."""
    server = make_server("127.0.0.1", 0, _buffered(app), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join()


def _buffered(app: Callable) -> Callable:
    """The app with each response's body read, and the response closed, before the server sends
    it: werkzeug's server leaves the response of a connection the browser drops unclosed (a
    favicon it stops loading as the test moves on), and the open file's ResourceWarning, an error
    under the tests' filterwarnings, failed whichever browser test ran when it was collected."""

    def serve(environ: dict, start_response: Callable) -> list[bytes]:
        response = app(environ, start_response)
        try:
            return [b"".join(response)]
        finally:
            if hasattr(response, "close"):
                response.close()

    return serve


# The Chromium of the running module's browser tests (shared_browser): launching one takes a
# second or more, and each of the 71 tests had launched its own.
_SHARED: list = []


@contextmanager
def shared_browser() -> Iterator[None]:
    """One headless Chromium for the pages browser_page opens until the block ends."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), headless=True, args=LAUNCH_ARGS)
        _SHARED.append(browser)
        try:
            yield
        finally:
            _SHARED.remove(browser)
            browser.close()


@contextmanager
def browser_page(locale: str, **context_options) -> Iterator:
    """A page in a fresh browser context of the shared browser (its own cookies, storage and
    cache, as a new browser's); `context_options` go to Playwright's new_context."""
    assert _SHARED, "browser_page runs inside shared_browser (tests/browser/conftest.py)"
    context = _SHARED[-1].new_context(locale=locale, extra_http_headers={"Accept-Language": locale}, **context_options)
    try:
        yield context.new_page()
    finally:
        context.close()


def boxes(locator) -> list[dict]:
    """The bounding boxes of every element `locator` finds, read in one call (a glossary index's
    some 900 links had taken half a minute read one by one)."""
    return locator.evaluate_all(
        "elements => elements.map(e => { const r = e.getBoundingClientRect();"
        " return {x: r.x, y: r.y, width: r.width, height: r.height}; })"
    )


def console_errors(page) -> list[str]:
    """The errors the page logs to the console from now on (a Content-Security-Policy
    violation is one, and so is any resource that fails to load), except the 404 for the
    favicon the browser asks for on its own (the site has none)."""
    errors: list[str] = []

    def note(message) -> None:
        where = message.location.get("url", "")
        if message.type == "error" and not where.endswith("/favicon.ico"):
            errors.append(f"{message.text} ({where})")

    page.on("console", note)
    return errors


def assert_fit_a_phone(page, site: str, paths: tuple[str, ...]) -> None:
    """Each page of `paths`, at a phone's width, scrolls down only, never sideways."""
    page.set_viewport_size({"width": 360, "height": 740})
    for path in paths:
        page.goto(site + path)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{path} scrolls sideways by {overflow}px on a phone"


def choose(scope, question: str, value: str) -> None:
    """Checks the choice `value` of an example's parameter asked as `question` (a group of radio
    buttons under its legend)."""
    scope.get_by_role("group", name=question).locator(f'input[value="{value}"]').check()


def chosen(scope, question: str) -> str:
    """The value checked for an example's parameter asked as `question`."""
    return scope.get_by_role("group", name=question).locator("input:checked").input_value()
