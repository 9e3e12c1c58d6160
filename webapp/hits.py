"""Search results as the pages and the API show them: a hit's address and title in the
reader's language, and the JSON of a page of results. The search package
(indexer.search.results) names each hit's document by kind and key."""

from __future__ import annotations

from flask import Flask

from indexer.search.facets import FACETS
from indexer.search.results import Hit, SearchPage

from .labels import kind_label, rule_label
from .links import document_url, search_url
from .query_messages import nothing_searched, repair_note
from .rule_history import history_url, release_dates


def hit_url(hit: Hit) -> str:
    """The hit's page; a rule found in an older release (a `release:` search) leads to the
    history of the rule the number held then, at that release."""
    if hit.kind == "rule" and hit.date and hit.date != release_dates()[-1]:
        return history_url(hit.key, hit.date)
    return document_url(hit.kind, hit.key)


def hit_title(hit: Hit) -> str:
    """The hit's title: "Rule 704.5y" for a rule, "Ruling" for a ruling without a card."""
    if hit.kind == "rule":
        return rule_label(hit.key)
    if hit.kind == "ruling" and not hit.title:
        return kind_label("ruling")
    return hit.title


def hit_json(hit: Hit) -> dict:
    return {
        "id": hit.key,
        "kind": hit.kind,
        "lang": hit.lang,
        "title": hit_title(hit),
        "snippet": str(hit.snippet),
        "url": hit_url(hit),
        "card": hit.card,
        "date": hit.date,
        "example": hit.example,
    }


def page_json(page: SearchPage) -> dict:
    suggestion = {"query": page.suggestion, "url": search_url(page.suggestion)} if page.suggestion else None
    return {
        "query": page.query,
        "total": page.total,
        "page": page.page,
        "pages": page.pages,
        "relaxed": page.relaxed,
        "complete": page.complete,
        "ignored": page.ignored,
        "suggestion": suggestion,
        "facets": {
            name: [{"value": f.value, "count": f.count} for f in page.facets if f.name == name] for name in FACETS
        },
        "searched": page.searched,
        "instead": page.instead,
        "as_typed": {"query": page.query, "url": search_url(page.query, as_typed=True)} if page.instead else None,
        "repairs": [repair_note(code) for code in page.repairs],
        "unknown_cards": page.unknown_cards,
        "excluding": page.excluding,
        "also_searched": [item.as_json() for item in page.also],
        "results": [hit_json(hit) for hit in page.hits],
    }


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(
        hit_url=hit_url,
        hit_title=hit_title,
        nothing_searched=nothing_searched,
        repair_note=repair_note,
        search_url=search_url,
    )
