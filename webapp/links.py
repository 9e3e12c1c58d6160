"""Addresses: of documents by kind, and absolute ones for other sites.

A page of results links ten documents; url_for builds each address through the URL map (some
30 µs a call), where the address differs from the kind's first only by the key: one url_for
per kind and request, the key put in after.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from flask import current_app, g, url_for

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


def document_url(kind: str, key: str) -> str:
    """The address of the document `kind`:`key` in the request's language."""
    templates = g.setdefault("document_urls", {})
    template = templates.get(kind)
    if template is None:
        endpoint, argument = _ENDPOINTS[kind]
        values: dict[str, Any] = {argument: _SLOT}
        template = templates[kind] = url_for(endpoint, **values)
    return template.replace(_SLOT, quote(key, safe=""))


def form_url(form: Form) -> str:
    """Where a name or term leads: its page, or for a term without one, a search for it."""
    if form.kind == "card":
        return url_for("pages.card", card_id=form.target)
    if form.kind == "article":
        return url_for("pages.article", article_id=form.target)
    if form.kind == "glossary":
        return url_for("rules.glossary_entry", entry_id=form.target)
    return url_for("pages.home", q=form.display)


def absolute_url(path: str) -> str:
    """`path` (an address of this site) as an absolute URL, on the configured SITE_ORIGIN
    whatever Host the request named."""
    return current_app.config["SITE_ORIGIN"].rstrip("/") + path
