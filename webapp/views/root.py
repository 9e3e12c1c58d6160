"""Language-neutral URLs: `/` picks a language, `/language/<code>` switches and remembers it,
`/favicon.ico` is the site's icon, `/robots.txt` and `/sitemap.xml` are for crawlers."""

from __future__ import annotations

from flask import Blueprint, abort, redirect, request, url_for
from werkzeug.wrappers import Response

from .. import sitemaps
from ..i18n import COOKIE, COOKIE_MAX_AGE, LOCALES, guessed_locale
from ..links import absolute_url
from ..sitemaps import EDITORS_PAGES, sitemap_index

bp = Blueprint("root", __name__)


@bp.get("/")
def index() -> Response:
    """The start page in the reader's language, with the query asked for ("/?q=trample&page=2"
    had led to the start page, the search lost: a tester's review)."""
    return in_readers_language(url_for("pages.home", lang_code=guessed_locale()))


def in_readers_language(path: str) -> Response:
    """A redirect to `path` (in the language guessed for the reader) with the request's query;
    the guess depends on the reader's languages and cookie, as Vary says."""
    query = request.query_string.decode("latin-1")
    response = redirect(path + (f"?{query}" if query else ""))
    response.vary.update(("Accept-Language", "Cookie"))
    return response


@bp.get("/favicon.ico")
def favicon() -> Response:
    """Browsers and feed readers ask for /favicon.ico whatever the page links: the site's icon."""
    return redirect(url_for("static", filename="favicon.svg"), 301)


@bp.get("/robots.txt")
def robots() -> Response:
    """Every page may be crawled but the editors'; the sitemap lists them all."""
    hidden = "".join(
        f"Disallow: {url_for(endpoint, lang_code=lang)}\n" for endpoint in sorted(EDITORS_PAGES) for lang in LOCALES
    )
    text = f"User-agent: *\n{hidden}Allow: /\nSitemap: {absolute_url(url_for('root.sitemap'))}\n"
    return Response(text, mimetype="text/plain")


@bp.get("/sitemap.xml")
def sitemap() -> Response:
    """The index of the sitemap's parts (webapp/sitemaps.py)."""
    return Response(sitemap_index(), mimetype="application/xml")


@bp.get("/sitemaps/<name>.xml")
def sitemap_part(name: str) -> Response:
    """A part of the sitemap: the main pages, or a kind of documents' pages."""
    body = sitemaps.sitemap_part(name)
    if body is None:
        abort(404)
    return Response(body, mimetype="application/xml")


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
