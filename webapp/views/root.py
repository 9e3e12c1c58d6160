"""Language-neutral URLs: `/` picks a language, `/language/<code>` switches and remembers it,
`/favicon.ico` is the site's icon."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, request, url_for
from werkzeug.wrappers import Response

from ..i18n import COOKIE, COOKIE_MAX_AGE, LOCALES, guessed_locale

bp = Blueprint("root", __name__)


@bp.get("/")
def index() -> Response:
    response = redirect(url_for("pages.home", lang_code=guessed_locale()))
    response.vary.update(("Accept-Language", "Cookie"))
    return response


@bp.get("/favicon.ico")
def favicon() -> Response:
    """Browsers and feed readers ask for /favicon.ico whatever the page links: the site's icon."""
    return redirect(url_for("static", filename="favicon.svg"), 301)


@bp.get("/language/<target>")
def switch(target: str) -> Response:
    """Remember an explicit choice; `next` must be a page of this site in that language."""
    if target not in LOCALES:
        abort(404)
    wanted = request.args.get("next", "")
    if not _is_page_of(wanted, target):
        wanted = url_for("pages.home", lang_code=target)
    response = redirect(wanted)
    response.set_cookie(COOKIE, target, max_age=COOKIE_MAX_AGE, samesite="Lax", httponly=True)
    return response


def _is_page_of(path: str, lang: str) -> bool:
    """Whether `path` is a local address in `lang` that can go into a Location header: no
    other host (a browser reads a backslash as a slash) and no control characters (a line
    break would end the header; Werkzeug refuses it with an error, a 500)."""
    return path.startswith(f"/{lang}/") and "\\" not in path and path.isprintable()
