"""Runs of the runnable examples as the site's form posts them, and the check that a German
run shows no English interface text."""

from __future__ import annotations

from bs4 import BeautifulSoup
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from tests.support.ui_catalog import english_fragments

NEWEST = "role-newest-stays"


def run_page(client: FlaskClient, lang: str, data: dict, example: str = NEWEST, query: str = "") -> TestResponse:
    return client.post(f"/{lang}/examples/{example}/run{query}", data=data)


def assert_no_english(page: BeautifulSoup, example: str) -> None:
    """No English interface text outside elements marked as another language."""
    for element in page.select("[lang]:not(html)"):
        if not element.decomposed and element["lang"] != "de":
            element.decompose()
    visible = " ".join(page.get_text(" ").split())
    for fragment in english_fragments():
        assert fragment not in visible, f"{example}: English text {fragment!r}"
