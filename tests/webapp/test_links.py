"""Addresses the pages link (webapp.links)."""

import pytest
from flask import url_for

from webapp.links import search_url


@pytest.mark.parametrize(
    "query", ["Role timestamp", 'card:"Charming Scoundrel" Role', "a&b=c#d?e/f+g", "Größe 100% ä ß", "(x OR y) -z", ""]
)
@pytest.mark.parametrize("page", [None, 2])
def test_a_search_link_is_the_address_url_for_gives(app, query, page) -> None:
    with app.test_request_context("/de/"):
        app.preprocess_request()
        assert search_url(query, page) == url_for("pages.home", q=query, page=page)
