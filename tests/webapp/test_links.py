"""Addresses the pages link (webapp.links)."""

import pytest
from flask import url_for

from webapp.links import document_url, search_url


@pytest.mark.parametrize(
    "query", ["Role timestamp", 'card:"Charming Scoundrel" Role', "a&b=c#d?e/f+g", "Größe 100% ä ß", "(x OR y) -z", ""]
)
@pytest.mark.parametrize("page", [None, 2])
def test_a_search_link_is_the_address_url_for_gives(app, query, page) -> None:
    with app.test_request_context("/de/"):
        app.preprocess_request()
        assert search_url(query, page) == url_for("pages.home", q=query, page=page)


@pytest.mark.parametrize("order", [("en", "de"), ("de", "en")])
@pytest.mark.parametrize(
    ("kind", "endpoint", "argument", "key"),
    [
        ("ruling", "pages.ruling", "ruling_id", "ea57492ee9ad"),
        ("card", "pages.card", "card_id", "charming-scoundrel"),
        ("rule", "rules.rule", "number", "704.5y"),
        ("glossary", "rules.glossary_entry", "entry_id", "en-role"),
    ],
)
def test_a_document_link_is_in_each_pages_language_whichever_was_built_first(
    app, order, kind, endpoint, argument, key
) -> None:
    """The address per kind and language is built once a worker (webapp.links)."""
    for lang in order:
        with app.test_request_context(f"/{lang}/"):
            app.preprocess_request()
            address = document_url(kind, key)
            assert address == url_for(endpoint, **{argument: key}) and address.startswith(f"/{lang}/")
            assert search_url("Role") == f"/{lang}/?q=Role"
