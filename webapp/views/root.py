"""Language-neutral URLs: `/` picks a language, `/language/<code>` switches and remembers it,
`/favicon.ico` is the site's icon, `/robots.txt` and `/sitemap.xml` are for crawlers."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, redirect, request, url_for
from markupsafe import escape
from werkzeug.wrappers import Response

from ..i18n import COOKIE, COOKIE_MAX_AGE, LOCALES, guessed_locale
from ..links import absolute_url

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


# The pages for the editors (the report of rule references to check), not for readers: no
# crawler is asked to index them, and the sitemap leaves them out.
EDITORS_PAGES = frozenset({"report.report"})


@bp.get("/robots.txt")
def robots() -> Response:
    """Every page may be crawled but the editors'; the sitemap lists the main ones."""
    hidden = "".join(
        f"Disallow: {url_for(endpoint, lang_code=lang)}\n" for endpoint in sorted(EDITORS_PAGES) for lang in LOCALES
    )
    text = f"User-agent: *\n{hidden}Allow: /\nSitemap: {absolute_url(url_for('root.sitemap'))}\n"
    return Response(text, mimetype="text/plain")


# Addresses of a language that take no argument but lead to another page: /cards/ and the
# like redirect to a search (views/pages.py), /rules/changes to the newest changes, so they are
# no main page.
REDIRECTS = frozenset({"pages.kind_list", "history.latest_changes"})


@bp.get("/sitemap.xml")
def sitemap() -> Response:
    """The main pages (each page of a language that takes no argument: start, rules, glossary,
    terms, help, ..., not the editors') in every language, each with its versions in the others."""
    endpoints = sorted(
        rule.endpoint
        for rule in current_app.url_map.iter_rules()
        if rule.arguments == {"lang_code"}
        and "GET" in (rule.methods or ())
        and rule.endpoint not in REDIRECTS | EDITORS_PAGES
    )
    entries = []
    for endpoint in endpoints:
        urls = {lang: absolute_url(url_for(endpoint, lang_code=lang)) for lang in LOCALES}
        alternates = "".join(
            f'<xhtml:link rel="alternate" hreflang="{lang}" href="{escape(url)}"/>' for lang, url in urls.items()
        )
        entries += [f"<url><loc>{escape(url)}</loc>{alternates}</url>" for url in urls.values()]
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
        + "\n".join(entries)
        + "\n</urlset>\n"
    )
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
