"""The JSON API beside the pages. Errors are JSON too, with a message and a 4xx status."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from flask import Blueprint, abort, current_app, g, jsonify, make_response, redirect, request, url_for
from flask_babel import lazy_gettext as _l
from flask_babel.speaklater import LazyString
from werkzeug.wrappers import Response

from indexer.assembly.excerpt import beginning
from indexer.assembly.model import other_language
from indexer.search.query.rule_lookup import canonical, suggestions
from indexer.search.query.syntax import QueryError
from indexer.search.release import ORIGINAL
from indexer.search.results import SearchPage, cached_search
from indexer.search.suggest.autocomplete import (
    DEFAULT_LIMIT,
    MAX_CHARS,
    MAX_LIMIT,
    MIN_CHARS,
    Completion,
    complete,
)
from indexer.search.suggest.lexicon import Lexicon

from ..emptied import filters_of, found_without
from ..hits import page_json
from ..i18n import LOCALES
from ..index_store import store
from ..labels import kind_label, language_name, rule_label
from ..links import AS_TYPED, absolute_url, as_typed_asked, form_url
from ..mana import with_symbols
from ..query_messages import error_message
from ..releases import releases
from ..request_translations import gettext
from ..rule_history import (
    asked_release,
    languages_of,
    named_release,
    release_dates,
    release_text,
    removed_in,
    rule_versions,
    translated_texts,
)
from ..whole_numbers import whole_number
from .pages import BadParameter, missing_rule_asked, page_number

# How much of a rule's text its popover shows.
POPOVER_CHARS = 400
bp = Blueprint("api", __name__, url_prefix="/api")


class Endpoint(NamedTuple):
    method: str
    path: str  # with its parameters as placeholders: "/api/rules/<number>?release=<date>"
    description: LazyString


# Every endpoint of the API with what it answers, in one place: `GET /api/` lists them for a
# client that finds the API, and the help page's section on the API for a reader (docs/api.md
# shows each with an example).
ENDPOINTS = (
    Endpoint("GET", "/api/", _l("this list of the API's endpoints")),
    Endpoint("GET", "/api/search?q=<query>&page=<n>", _l("a page of search results, with filters and suggestions")),
    Endpoint("GET", "/api/autocomplete?q=<text>", _l("card names and rules terms of both languages for what is typed")),
    Endpoint("GET", "/api/rulings/<id>", _l("a ruling with its texts, cards, rules and examples")),
    Endpoint("GET", "/api/cards/<id>", _l("a card with its names, printed texts and rulings")),
    Endpoint("GET", "/api/glossary/<id>", _l("a glossary entry with its definition and the rules using it")),
    Endpoint("GET", "/api/rules/<number>", _l("a rule with its texts, its place in the rules and what cites it")),
    Endpoint("GET", "/api/rules/<number>?release=<date>", _l("a rule as one release of the rules has it")),
    Endpoint("GET", "/api/rules/<number>/history", _l("a rule in every release held, with what changed")),
    Endpoint("GET", "/api/rules/<number>/summary", _l("a rule's text, short, as a rule reference shows it")),
    Endpoint("GET", "/api/examples/", _l("every runnable example, with the rules its run applies")),
    Endpoint("GET", "/api/examples/<id>", _l("a runnable example, its parameters and its setup in words")),
    Endpoint("POST", "/api/examples/<id>/run", _l("a run of the example: each step with its board, and the checks")),
)


# The placeholders of the endpoints' paths, as the help page names them in its language.
PLACEHOLDERS = {
    "query": _l("query"),
    "text": _l("text"),
    "id": _l("id"),
    "number": _l("number"),
    "date": _l("date"),
    "n": _l("n"),
}
_PLACEHOLDER = re.compile(r"<(\w+)>")


@bp.app_template_filter("endpoint_path")
def endpoint_path(path: str) -> str:
    """An endpoint's path with its placeholders in the page's language ("<Suchanfrage>")."""
    return _PLACEHOLDER.sub(lambda match: f"<{PLACEHOLDERS.get(match.group(1), match.group(1))}>", path)


# Where the corpus keeps a text (its file and line): the build's and the report's business, never
# a client's, who cannot open the file; a text's source is named by its title and its page (`id`).
INTERNAL_KEYS = frozenset({"path", "line"})


def public(value: Any) -> Any:
    """A stored document as the API gives it: every mapping in it without INTERNAL_KEYS."""
    if isinstance(value, dict):
        return {key: public(item) for key, item in value.items() if key not in INTERNAL_KEYS}
    if isinstance(value, list):
        return [public(item) for item in value]
    return value


def api_error(message: str, status: int) -> tuple[Response, int]:
    return jsonify({"error": {"status": status, "message": message}}), status


def api_language() -> str:
    """The language an API request asks for (`lang`, English by default), lower-cased."""
    return request.args.get("lang", "en").lower()


@bp.before_request
def choose_language() -> tuple[Response, int] | None:
    """`lang` sets the language of results and messages, in any case ("DE"); unknown values
    are an error."""
    lang = api_language()
    if lang not in LOCALES:
        g.lang = "en"
        return api_error(
            gettext("Unknown language %(lang)s; use one of: %(known)s.", lang=lang[:20], known=", ".join(LOCALES)), 400
        )
    g.lang = lang
    return None


@bp.get("/")
def index() -> Response:
    """What the API answers, for a client that found `/api/` (it was a 404): each endpoint with
    its method, path and a line on what it gives, in the language `lang` asks for."""
    endpoints = [{"method": e.method, "path": e.path, "description": str(e.description)} for e in ENDPOINTS]
    help_url = url_for("search_help.page", lang_code=g.lang, _anchor="help-api")
    return jsonify({"endpoints": endpoints, "languages": list(LOCALES), "help": absolute_url(help_url)})


@bp.get("/search")
def search() -> Response | tuple[Response, int]:
    """A page of results for `q`; an empty `q` finds nothing, a missing one is an error, as
    the autocomplete's is (it had been an empty result; a reader's review)."""
    text = request.args.get("q")
    if text is None:
        return api_error(gettext("The parameter q is missing: send the text to search for."), 400)
    try:
        page = page_number(request.args.get("page"))
        results = cached_search(store(), text, g.lang, page, current_app.config["RESULTS_PER_PAGE"], as_typed_asked())
    except (QueryError, BadParameter) as exc:
        message = error_message(exc) if isinstance(exc, QueryError) else str(exc)
        return api_error(message, 400)
    if results is None:
        results = SearchPage(query=text, total=0, page=1, pages=1)
    if results.page < page:  # beyond the last page: the last, at its own address
        kept: dict[str, Any] = {AS_TYPED: "1"} if g.as_typed else {}
        return redirect(url_for("api.search", q=text, page=results.page, lang=g.lang, **kept))
    return jsonify({**page_json(results, _missing_rule(text)), "without": _without(text, results)})


def _without(text: str, results: SearchPage) -> list[dict[str, Any]]:
    """For a filtered search that finds nothing, each filter without which it finds something:
    as the reader's language writes it, the query without it, how much that finds, and its
    address (emptied.found_without, as the page lists them)."""
    if results.total:
        return []
    return [
        {
            "filter": active.text,
            "query": active.query_without,
            "total": total,
            "url": url_for("api.search", q=active.query_without, lang=g.lang),
        }
        for active, total in found_without(filters_of(text, g.lang), g.lang)
    ]


def _missing_rule(text: str) -> dict | None:
    """A query that is a rule number no rule has: the number and the nearest rules, as the
    page says them (the API had answered "702.19z" as a search that found nothing, no reason why;
    a reader's review)."""
    asked = missing_rule_asked(text)
    if asked is None:
        return None
    return {
        "number": asked["number"],
        "nearest": [
            {
                "number": near["number"],
                "url": absolute_url(url_for("rules.rule", number=near["number"], lang_code=g.lang)),
            }
            for near in asked["near"]
        ],
    }


@bp.get("/rulings/<ruling_id>")
def ruling(ruling_id: str) -> Response:
    """A ruling; an alias (the id a German text had on its own) redirects to the ruling's
    address, as the page does, so a client learns the id to keep."""
    payload = _stored("ruling", ruling_id, lambda: gettext("There is no ruling with the id %(id)s.", id=ruling_id[:40]))
    # (a bot posting a ruling had no address to link: its page, and each card's, in each language)
    urls = {lang: absolute_url(url_for("pages.ruling", ruling_id=ruling_id, lang_code=lang)) for lang in LOCALES}
    cards = [{**card, "urls": _card_urls(card["id"])} for card in payload.get("cards", [])]
    return jsonify({**public(payload), "cards": cards, "urls": urls})


def _stored(kind: str, key: str, missing: Callable[[], str]) -> dict[str, Any]:
    """The stored document of `kind` at `key`. Another spelling of its id (IndexStore.current_id)
    is answered with a 301 to the same endpoint at the document's id, with the request's
    parameters (its `lang`), so a client learns the id to keep; no document, with a JSON 404
    saying `missing()`. Both end the request (abort)."""
    index = store()
    payload = index.payload(kind, key)
    if payload is not None:
        return payload
    current = index.current_id(kind, key)
    if current is None and (meant := index.meant_ids(kind, key)):
        abort(make_response(*_choices(key, meant)))
    if current is None:
        abort(make_response(*api_error(missing(), 404)))
    ids = dict.fromkeys(request.view_args or {}, current)  # (the routes asking take the id alone)
    values: dict[str, Any] = {**request.args, **ids}
    abort(redirect(url_for(request.endpoint or "", **values), 301))


def _choices(key: str, meant: list[str]) -> tuple[Response, int]:
    """A 300 listing the documents an id that several share may mean, each with its address
    (cards printed under one German name: /api/cards/Zwang is Coercion or Duress)."""
    message = gettext("Several documents have the id %(id)s: choose one.", id=key[:60])
    choices = []
    for each in meant:
        values: dict[str, Any] = {**request.args, **dict.fromkeys(request.view_args or {}, each)}
        choices.append({"id": each, "url": absolute_url(url_for(request.endpoint or "", **values))})
    return jsonify({"error": {"status": 300, "message": message}, "choices": choices}), 300


def _card_urls(card_id: str) -> dict[str, str]:
    return {lang: absolute_url(url_for("pages.card", card_id=card_id, lang_code=lang)) for lang in LOCALES}


@bp.get("/cards/<card_id>")
def card(card_id: str) -> Response:
    """A card with its names, faces and printed texts per language and its rulings, each with
    its texts: a bot that found a card in the results had only its page to read (a
    developer's review). Another name's slug, or the name as written, redirects as the page does."""
    payload = _stored("card", card_id, lambda: gettext("There is no card with the id %(id)s.", id=card_id[:60]))
    index = store()
    rulings = [_card_ruling(ruling, card_id) for rid in payload["rulings"] if (ruling := index.payload("ruling", rid))]
    return jsonify({**public(payload), "rulings": rulings, "urls": _card_urls(card_id)})


def _card_ruling(ruling: dict[str, Any], card_id: str) -> dict[str, Any]:
    """A ruling as a card lists it: its texts, the date of the card's copy of it (as the card's
    page dates it), how complete its German is, and its addresses."""
    return {
        "id": ruling["id"],
        "date": ruling.get("card_dates", {}).get(card_id) or ruling.get("date"),
        "texts": {lang: text["text"] for lang, text in ruling["texts"].items()},
        "german": ruling["german"]["status"],
        "urls": {
            lang: absolute_url(url_for("pages.ruling", ruling_id=ruling["id"], lang_code=lang)) for lang in LOCALES
        },
        "api": absolute_url(url_for("api.ruling", ruling_id=ruling["id"])),
    }


@bp.get("/glossary/<entry_id>")
def glossary_entry(entry_id: str) -> Response:
    """A glossary entry: its term, definition (with its rule references), the entry of the
    other language's glossary for the term (`counterpart`), the rules using it (`used_in`), and
    the address of its page and of its counterpart's."""
    payload = _stored(
        "glossary", entry_id, lambda: gettext("There is no glossary entry with the id %(id)s.", id=entry_id[:60])
    )
    pages = {payload["lang"]: entry_id}
    if partner := payload.get("counterpart"):
        pages[partner["lang"]] = partner["id"]
    urls = {
        lang: absolute_url(url_for("rules.glossary_entry", entry_id=key, lang_code=lang)) for lang, key in pages.items()
    }
    return jsonify({"id": entry_id, **public(payload), "urls": urls})


@bp.get("/rules/<number>")
def rule(number: str) -> Response | tuple[Response, int]:
    """A rule with its texts per language, its place in the rules, the glossary entries it
    mentions and what cites it; for an unknown number, a 404 with the nearest rules. With
    `release` (an effective date), the rule's text in each language's release of that date."""
    index = store()
    number = _rule_number(number)
    if request.args.get("release"):  # (an empty one, a form's unset field, as on the pages: none)
        return _rule_in_release(number, request.args["release"])
    payload = index.payload("rule", number)
    if payload is None:
        message = gettext("There is no rule %(number)s.", number=number[:24])
        near = suggestions(number, index.rules["numbers"])
        return jsonify({"error": {"status": 404, "message": message}, "suggestions": near}), 404
    texts = {lang: text["text"] for lang, text in payload["texts"].items()}
    urls = {lang: absolute_url(url_for("rules.rule", number=payload["number"], lang_code=lang)) for lang in LOCALES}
    history_url = absolute_url(url_for("history.rule_history", number=payload["number"], lang_code=g.lang))
    return jsonify({**public(payload), "texts": texts, "urls": urls, "releases": releases(), "history": history_url})


def _rule_number(number: str) -> str:
    """The number of a rule as its address has it; another spelling of a rule held ("702.19B",
    "702,19b") is answered with a 301 to the same endpoint at that address, with the request's
    parameters, as another spelling of a card's or ruling's id is (_stored) and as the pages do."""
    written = canonical(number)
    if written != number and store().payload("rule", written) is not None:
        values: dict[str, Any] = {**request.args, **(request.view_args or {}), "number": written}
        abort(redirect(url_for(request.endpoint or "", **values), 301))
    return written


def _rule_in_release(number: str, release: str) -> Response | tuple[Response, int]:
    if not languages_of(release):
        return _no_such_release(release)
    texts = {lang: text for lang in languages_of(release) if (text := release_text(number, release, lang)) is not None}
    if not texts:
        return api_error(
            gettext("The release of %(date)s has no rule %(number)s.", date=release, number=number[:24]), 404
        )
    history = url_for("history.rule_history", number=number, release=named_release(number, release), lang_code=g.lang)
    return jsonify({"number": number, "release": release, "texts": texts, "history": absolute_url(history)})


@bp.get("/rules/<number>/history")
def rule_history(number: str) -> Response | tuple[Response, int]:
    """The rule in every release held (see webapp.rule_history), with word diffs, and its German
    text in the releases translated (as the history page shows it beside): the rule `number` of
    the newest release that has it, or of the release `release` names."""
    number = _rule_number(number)
    release = asked_release()
    if release is None and request.args.get("release"):
        return _no_such_release(request.args["release"])
    versions = rule_versions(number, release)
    if not versions:
        return api_error(gettext("No release of the rules held here has a rule %(number)s.", number=number[:24]), 404)
    return jsonify(
        {
            "number": number,
            "lang": ORIGINAL,
            "releases": release_dates(),
            "versions": versions,
            "translations": translated_texts(versions),
            "removed_in": removed_in(number, release),
            "url": absolute_url(url_for("history.rule_history", number=number, release=release, lang_code=g.lang)),
        }
    )


def _no_such_release(release: str) -> tuple[Response, int]:
    """A 400 naming the releases held, for a `release` that names none of them."""
    held = ", ".join(sorted({d for dates in store().release_texts.get("texts", {}).values() for d in dates}))
    return api_error(
        gettext(
            "There is no release of the rules effective %(date)s. Releases held: %(dates)s.",
            date=release[:24],
            dates=held,
        ),
        400,
    )


@bp.get("/rules/<number>/summary")
def rule_summary(number: str) -> Response | tuple[Response, int]:
    """What a rule reference's popover shows: the rule's text in `lang` (else the other
    language, said in `text_lang`), its label and page; `html`, its beginning with the symbols
    drawn as the pages draw them (the popover had shown the German rules' „{tap}“). Small, so
    hovering stays cheap."""
    payload = store().payload("rule", _rule_number(number))
    if payload is None:
        return api_error(gettext("There is no rule %(number)s.", number=number[:24]), 404)
    text_lang = g.lang if g.lang in payload["texts"] else other_language(g.lang)
    return jsonify(
        {
            "number": payload["number"],
            "label": rule_label(payload["number"]),
            "text": payload["texts"][text_lang]["text"],
            "text_lang": text_lang,
            "html": str(with_symbols(beginning(payload["texts"][text_lang]["text"], POPOVER_CHARS), text_lang)),
            "url": url_for("rules.rule", number=payload["number"], lang_code=g.lang),
        }
    )


@bp.get("/autocomplete")
def autocomplete() -> Response | tuple[Response, int]:
    """Names and terms of both languages for what is typed: `q` (MIN_CHARS to MAX_CHARS
    characters), `limit` (1 to MAX_LIMIT)."""
    text = request.args.get("q")
    if text is None:
        return api_error(gettext("The parameter q is missing: send the text typed so far."), 400)
    if len(text.strip()) < MIN_CHARS:
        return api_error(gettext("Type at least %(num)d characters.", num=MIN_CHARS), 400)
    if len(text) > MAX_CHARS:
        return api_error(gettext("The text is too long: at most %(num)d characters, please.", num=MAX_CHARS), 400)
    limit = whole_number(request.args.get("limit", str(DEFAULT_LIMIT)), 1, MAX_LIMIT)
    if limit is None:
        return api_error(gettext("The limit must be a whole number from 1 to %(num)d.", num=MAX_LIMIT), 400)
    lexicon = store().lexicon
    found = complete(lexicon, text, g.lang, limit)
    return jsonify({"query": text, "items": [_item(lexicon, c) for c in found]})


def _item(lexicon: Lexicon, completion: Completion) -> dict:
    form = completion.form
    other = lexicon.translation(form)
    return {
        "text": form.display,
        "kind": form.kind,
        "kind_label": kind_label(form.kind),
        "lang": form.lang,
        # (a name in the other language says so, as the results do: "Card · German · …")
        "lang_label": language_name(form.lang) if form.lang != g.lang else None,
        "url": form_url(form),
        "translation": other.display if other else None,
        "translation_lang": other.lang if other else None,
        "match": completion.match,
    }
