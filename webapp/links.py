"""Addresses: of documents by kind, of searches, and absolute ones for other sites.

A page of results links ten documents and up to twenty searches (filters, pages, suggestions);
url_for builds each address through the URL map (some 10 µs a call), where the address differs
from the kind's first only by the key, and a search's from the start page's only by its query:
one url_for per kind and language in a worker, the key or query put in after, encoded as
url_for encodes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote, quote_plus, urlencode

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


def language_url(endpoint: str, **values: Any) -> str:
    """url_for(endpoint, **values) in the request's language, built once a worker: an address
    that depends on nothing else of the request (but the application's root)."""
    built = _language_urls()
    if built is None:  # a request outside the language pages: its language is guessed
        return url_for(endpoint, **values)
    key = (endpoint, *values.items())
    address = built.get(key)
    if address is None:
        address = built[key] = url_for(endpoint, **values)
    return address


def _language_urls() -> dict[tuple, str] | None:
    """The worker's addresses in the request's language and under its root, found once a
    request (a results page builds some 40 addresses, and each look-up of the language, the
    root and the worker's addresses through Flask's proxies cost about a microsecond); None
    while the request has no language. A request's language, once set, does not change."""
    found = g.get("language_urls")
    if found is None:
        lang = g.get("lang")
        if lang is None:
            return None
        kept = current_app.extensions.setdefault("language_urls", {})
        found = g.language_urls = kept.setdefault((lang, request.script_root), {})
    return found


def with_query(address: str, values: dict[str, Any]) -> str:
    """`address` with `values` (None left out) as its query string, encoded as url_for encodes
    the values its route does not take (werkzeug.urls._urlencode)."""
    query = urlencode([(name, value) for name, value in values.items() if value is not None], safe=_QUERY_SAFE)
    return f"{address}?{query}" if query else address


def switch_url(lang: str, next_page: str) -> str:
    """url_for("root.switch", target=lang, next=next_page): the language switch's link, on every
    page."""
    return with_query(language_url("root.switch", target=lang), {"next": next_page})


def document_url(kind: str, key: str) -> str:
    """The address of the document `kind`:`key` in the request's language."""
    endpoint, argument = _ENDPOINTS[kind]
    return language_url(endpoint, **{argument: _SLOT}).replace(_SLOT, quote(key, safe=""))


def document_urls(kind: str, lang: str) -> Callable[[str], str]:
    """The address of a document of `kind` in `lang` by its key, whatever the request's
    language (the sitemaps list tens of thousands: one url_for)."""
    endpoint, argument = _ENDPOINTS[kind]
    values: dict[str, Any] = {"lang_code": lang, argument: _SLOT}
    template = url_for(endpoint, **values)
    return lambda key: template.replace(_SLOT, quote(key, safe=""))


def search_url(query: str, page: int | None = None, as_typed: bool = False) -> str:
    """The results page of `query` (page `page`, if given) in the request's language: the
    address url_for("pages.home", q=query, page=page) gives. The search is `as_typed` (its
    misspellings not corrected, see indexer.search.results.run_search) if asked for or if this
    request's search is (g.as_typed): its pages and filters keep to what was typed."""
    address = language_url("pages.home") + "?q=" + quote_plus(query, safe=_QUERY_SAFE)
    if page is not None:
        address += f"&page={page}"
    return address + f"&{AS_TYPED}=1" if as_typed or g.get("as_typed") else address


def as_typed_asked() -> bool:
    """Whether the request asks for its search as typed; this request's search links keep it."""
    g.as_typed = request.args.get(AS_TYPED) == "1"
    return g.as_typed


def form_url(form: Form) -> str:
    """Where a name or term leads: its page, or for a term without one, a search for it."""
    if form.kind in ("card", "article", "glossary") and form.target is not None:
        return document_url(form.kind, form.target)
    return search_url(form.display)


def absolute_url(path: str) -> str:
    """`path` (an address of this site) as an absolute URL, on the configured SITE_ORIGIN
    whatever Host the request named."""
    return current_app.config["SITE_ORIGIN"].rstrip("/") + path
