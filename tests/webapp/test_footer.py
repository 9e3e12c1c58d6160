"""The footer, rendered once per language and index generation, is each page's own."""

from __future__ import annotations

import pytest

from tests.support.helpers import soup, text_of


@pytest.mark.parametrize("order", [("en", "de"), ("de", "en")])
def test_each_language_has_its_own_footer_whichever_was_served_first(client, order) -> None:
    start_pages = {"en": "Start page", "de": "Startseite"}
    for lang in order:
        footer = soup(client.get(f"/{lang}/help")).select_one(".site-footer")
        links = footer.select("a")
        assert start_pages[lang] in [text_of(a) for a in links]
        assert all(a["href"].startswith(f"/{lang}/") for a in links)
