"""Running a search and shaping its hits for the page and the API, in the reader's language."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from flask import url_for
from markupsafe import Markup, escape
from whoosh import highlight
from whoosh.query import Query
from whoosh.searching import Hit as WhooshHit

from .i18n import other_locale
from .labels import kind_label, rule_label
from .index_store import IndexStore
from .query_build import QueryBuilder, relaxable
from .query_syntax import parse
from .rule_lookup import rule_query

SNIPPET_CHARS = 240
CARD_FILTER_LIMIT = 50
_BUILDER = QueryBuilder()


class MarkFormatter(highlight.HtmlFormatter):
    """Matched words in <mark>; like its parent it escapes every piece of text it outputs."""

    template = "<mark>%(t)s</mark>"

    def __init__(self) -> None:
        super().__init__(tagname="mark", between=" … ")


@dataclass
class Hit:
    kind: str
    key: str
    lang: str
    title: str
    snippet: Markup
    url: str
    untranslated: bool
    card: dict | None = None
    more_cards: int = 0
    date: str | None = None

    def as_json(self) -> dict:
        return {
            "id": self.key,
            "kind": self.kind,
            "lang": self.lang,
            "title": self.title,
            "snippet": str(self.snippet),
            "url": self.url,
            "card": self.card,
            "date": self.date,
        }


@dataclass
class SearchPage:
    query: str
    total: int
    page: int
    pages: int
    hits: list[Hit] = field(default_factory=list)
    relaxed: bool = False


def run_search(store: IndexStore, text: str, lang: str, page: int, per_page: int) -> SearchPage | None:
    """One page of results; None for an empty query; QueryError for a malformed one.

    A query that only names a rule ("rule 704.5y", "Regel 704.5y.") searches for the number
    alone, so the rule comes first and the rulings citing it follow."""
    node = parse(rule_query(text) or text)
    if node is None:
        return None
    searcher = store.searcher

    def card_ids(query: Query) -> list[str]:
        return [fields["key"] for fields in searcher.search(query, limit=CARD_FILTER_LIMIT)]

    query = _BUILDER.build(node, card_ids)
    results = searcher.search(query, limit=page * per_page, terms=True)
    relaxed = False
    if results.is_empty() and relaxable(node):
        results = searcher.search(_BUILDER.build(node, card_ids, any_word=True), limit=page * per_page, terms=True)
        relaxed = True
    total = len(results)
    pages = max(1, -(-total // per_page))
    page = min(page, pages)
    results.fragmenter = highlight.ContextFragmenter(maxchars=SNIPPET_CHARS, surround=80)
    results.formatter = MarkFormatter()
    start = (page - 1) * per_page
    hits = [_hit(results[i], lang) for i in range(start, min(start + per_page, len(results.top_n)))]
    return SearchPage(query=text, total=total, page=page, pages=pages, hits=hits, relaxed=relaxed)


_TEXT_FIELDS = ("body", "cardtext", "title")


def _text_field(stored: dict, lang: str) -> str | None:
    """The stored field holding the document's text in `lang`, if it has one."""
    return next((f"{name}_{lang}" for name in _TEXT_FIELDS if stored.get(f"{name}_{lang}")), None)


def _shown_lang(stored: dict, lang: str) -> str:
    return lang if _text_field(stored, lang) else other_locale(lang)


def _snippet(hit: WhooshHit, stored: dict, shown: str) -> Markup:
    """The matched passages of the shown text, marked; else its start, escaped."""
    name = _text_field(stored, shown)
    text = stored[name] if name else ""
    marked = hit.highlights(name, text=text, top=2) if text else ""
    if marked:
        return Markup(marked)
    short = text if len(text) <= SNIPPET_CHARS else text[:SNIPPET_CHARS].rsplit(" ", 1)[0] + " …"
    return escape(short)


def _hit(hit: WhooshHit, lang: str) -> Hit:
    stored = hit.fields()
    kind, key = stored["kind"], stored["key"]
    shown = _shown_lang(stored, lang)
    payload = json.loads(stored["payload"])
    result = Hit(
        kind=kind,
        key=key,
        lang=shown,
        title="",
        snippet=_snippet(hit, stored, shown),
        url="",
        untranslated=shown != lang,
    )
    _describe(result, payload, lang)
    return result


def _describe(result: Hit, payload: dict, lang: str) -> None:
    """Title, link and card of a hit, by kind."""
    kind, key = result.kind, result.key
    if kind == "ruling":
        cards = payload["cards"]
        first = cards[0] if cards else None
        result.card = {"id": first["id"], "name": first["names"][lang]} if first else None
        result.more_cards = max(0, len(cards) - 1)
        result.title = result.card["name"] if result.card else kind_label("ruling")
        result.url = url_for("pages.ruling", ruling_id=key)
        result.date = payload.get("date")
    elif kind == "card":
        result.title = payload["display"][lang]
        result.card = {"id": key, "name": result.title}
        result.url = url_for("pages.card", card_id=key)
    elif kind == "article":
        result.title = payload["title"]
        result.url = url_for("pages.article", article_id=key)
    elif kind == "rule":
        result.title = rule_label(key)
        result.url = url_for("rules.rule", number=key)
    else:
        result.title = payload["term"]
        result.url = url_for("rules.glossary_entry", entry_id=key)
