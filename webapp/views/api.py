"""The JSON API beside the pages. Errors are JSON too, with a message and a 4xx status."""

from __future__ import annotations

from flask import Blueprint, current_app, g, jsonify, request, url_for
from flask_babel import gettext
from werkzeug.wrappers import Response

from ..i18n import LOCALES
from ..index_store import store
from ..query_syntax import QueryError
from ..releases import releases
from ..rule_lookup import canonical, suggestions
from ..search import run_search
from .pages import BadParameter, page_number

bp = Blueprint("api", __name__, url_prefix="/api")


def api_error(message: str, status: int) -> tuple[Response, int]:
    return jsonify({"error": {"status": status, "message": message}}), status


@bp.before_request
def choose_language() -> tuple[Response, int] | None:
    """`lang` sets the language of results and messages; unknown values are an error."""
    lang = request.args.get("lang", "en")
    if lang not in LOCALES:
        g.lang = "en"
        return api_error(gettext("Unknown language %(lang)s; use one of: %(known)s.", lang=lang[:20], known=", ".join(LOCALES)), 400)
    g.lang = lang
    return None


@bp.get("/search")
def search() -> Response | tuple[Response, int]:
    text = request.args.get("q", "")
    try:
        page = page_number(request.args.get("page"))
        results = run_search(store(), text, g.lang, page, current_app.config["RESULTS_PER_PAGE"])
    except (QueryError, BadParameter) as exc:
        message = exc.message() if isinstance(exc, QueryError) else str(exc)
        return api_error(message, 400)
    if results is None:
        return jsonify({"query": text, "total": 0, "page": 1, "pages": 1, "relaxed": False, "results": []})
    return jsonify(
        {
            "query": results.query,
            "total": results.total,
            "page": results.page,
            "pages": results.pages,
            "relaxed": results.relaxed,
            "results": [hit.as_json() for hit in results.hits],
        }
    )


@bp.get("/rulings/<ruling_id>")
def ruling(ruling_id: str) -> Response | tuple[Response, int]:
    payload = store().payload("ruling", ruling_id)
    if payload is None:
        return api_error(gettext("There is no ruling with the id %(id)s.", id=ruling_id[:40]), 404)
    return jsonify(payload)


@bp.get("/rules/<number>")
def rule(number: str) -> Response | tuple[Response, int]:
    """A rule with its texts per language, its place in the rules, the glossary entries it
    mentions and what cites it; for an unknown number, a 404 with the nearest rules."""
    index = store()
    payload = index.payload("rule", canonical(number))
    if payload is None:
        message = gettext("There is no rule %(number)s", number=number[:24])
        near = suggestions(number, index.rules["numbers"])
        return jsonify({"error": {"status": 404, "message": message}, "suggestions": near}), 404
    texts = {lang: text["text"] for lang, text in payload["texts"].items()}
    urls = {lang: url_for("rules.rule", number=payload["number"], lang_code=lang, _external=True) for lang in LOCALES}
    return jsonify({**payload, "texts": texts, "urls": urls, "releases": releases()})
