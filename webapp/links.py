"""Addresses: of documents by kind, of searches, and absolute ones for other sites.

A page of results links ten documents and up to twenty searches (filters, pages, suggestions);
url_for builds each address through the URL map (some 10 µs a call), where the address differs
from the kind's first only by the key, and a search's from the start page's only by its query:
one url_for per kind and request, the key or query put in after, encoded as url_for encodes it.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote, quote_plus

from flask import current_app, g, request, url_for

from indexer.search.suggest.lexicon import Form

# Kind -> (endpoint, the view's argument for the key).
_ENDPOINTS = {
    "ruling": ("pages.ruling", "ruling_id"),
    "card": ("pages.card", "card_id"),
    "article": ("pages.article", "article_id"),
    "rule": ("rules.rule", "number"),
    "glossary": ("rules.glossary_entry", "entry_id"),
}
_SLOT = "KEYSLOT0"
# What url_for (werkzeug.urls._urlencode) leaves unencoded in a query string.
_QUERY_SAFE = "!$'()*,/:;?@"
# The query parameter that asks for a search as typed, its misspellings not corrected.
AS_TYPED = "as_typed"


def document_url(kind: str, key: str) -> str:
    """The address of the document `kind`:`key` in the request's language."""
    templates = g.setdefault("document_urls", {})
    template = templates.get(kind)
    if template is None:
        endpoint, argument = _ENDPOINTS[kind]
        values: dict[str, Any] = {argument: _SLOT}
        template = templates[kind] = url_for(endpoint, **values)
    return template.replace(_SLOT, quote(key, safe=""))


def search_url(query: str, page: int | None = None, as_typed: bool = False) -> str:
    """The results page of `query` (page `page`, if given) in the request's language: the
    address url_for("pages.home", q=query, page=page) gives. The search is `as_typed` (its
    misspellings not corrected, see indexer.search.results.run_search) if asked for or if this
    request's search is (g.as_typed): its pages and filters keep to what was typed."""
    start = g.get("search_start")
    if start is None:
        start = g.search_start = url_for("pages.home")
    address = start + "?q=" + quote_plus(query, safe=_QUERY_SAFE)
    if page is not None:
        address += f"&page={page}"
    return address + f"&{AS_TYPED}=1" if as_typed or g.get("as_typed") else address


def as_typed_asked() -> bool:
    """Whether the request asks for its search as typed; this request's search links keep it."""
    g.as_typed = request.args.get(AS_TYPED) == "1"
    return g.as_typed


def form_url(form: Form) -> str:
    """Where a name or term leads: its page, or for a term without one, a search for it."""
    if form.kind == "card":
        return url_for("pages.card", card_id=form.target)
    if form.kind == "article":
        return url_for("pages.article", article_id=form.target)
    if form.kind == "glossary":
        return url_for("rules.glossary_entry", entry_id=form.target)
    return search_url(form.display)


def absolute_url(path: str) -> str:
    """`path` (an address of this site) as an absolute URL, on the configured SITE_ORIGIN
    whatever Host the request named."""
    return current_app.config["SITE_ORIGIN"].rstrip("/") + path
