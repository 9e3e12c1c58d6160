"""Error responses: a page in the reader's language, or JSON under /api/. Never a traceback."""

from __future__ import annotations

import re
from collections.abc import Sequence
from urllib.parse import quote

from flask import Flask, current_app, g, make_response, redirect, render_template, request
from markupsafe import Markup, escape
from werkzeug.exceptions import HTTPException, InternalServerError, NotFound, SecurityError, ServiceUnavailable
from werkzeug.routing import RequestRedirect
from werkzeug.wrappers import Response

from indexer.search.index_store import IndexUnavailable
from indexer.search.query.rule_lookup import rule_query

from .i18n import LOCALES, guessed_locale, page_locale
from .links import search_url
from .request_translations import gettext, markup_gettext
from .views.api import api_error, api_language
from .views.root import in_readers_language

BARE_PAGE = """<!doctype html>
<html lang="{lang}">
<head><meta charset="utf-8"><title>{title}</title></head>
<body><h1>{title}</h1><p>{text}</p></body>
</html>
"""

_PATH_CHARACTERS = "/:@!$&'()*+,;=~"  # (those a path may have as they are, RFC 3986 3.3; "%" is encoded too)


def _messages() -> dict[int, tuple[str, str]]:
    return {
        400: (gettext("Bad request"), gettext("The request could not be understood.")),
        404: (gettext("Page not found"), gettext("There is no page at this address.")),
        405: (gettext("Method not allowed"), gettext("This address does not accept that kind of request.")),
        412: (
            gettext("Precondition failed"),
            gettext("The page has changed since the version your request names (If-Match). Load it again."),
        ),
        413: (gettext("Request too large"), gettext("The request sent more data than this site accepts.")),
        415: (gettext("Unsupported content type"), gettext("This address does not accept data of that type.")),
        429: (
            gettext("Too many requests"),
            gettext("This address was asked too often from your connection. Please wait a moment and try again."),
        ),
        500: (gettext("Something went wrong"), gettext("The site hit an unexpected error. Please try again later.")),
        503: (
            gettext("Index not available"),
            gettext("The search index is not available yet. Please try again in a few minutes."),
        ),
    }


def reader_language() -> None:
    """Error pages speak the language of the URL when it names one (its first segment, an API
    address's `lang`, or the page a language switch was to lead back to), else the reader's:
    also for an error found before the view."""
    if g.get("lang") in LOCALES:
        return
    first = request.path.strip("/").split("/", 1)[0]
    if first == "api":
        # (as the API's own answers: English unless `lang` asks otherwise, whatever the browser's
        # languages; "/api/nope" had answered in German where "/api/rules/abc" did in English)
        named = api_language() if api_language() in LOCALES else "en"
    elif first == "language":
        named = request.args.get("next", "").strip("/").split("/", 1)[0]
    else:
        named = first
    if named and named not in LOCALES and _LANGUAGE_TAG.fullmatch(named):
        named = named[:2].lower()  # ("/DE/rules/704.5y", "/de-DE/…": their redirect says where in German)
    g.lang = named if named in LOCALES else guessed_locale()
    g.lang_guessed = named not in LOCALES


def _vary_with_the_guess(response: Response) -> Response:
    """A page whose language was guessed from the browser's languages and the language cookie
    (reader_language) says so in Vary, as the root's redirect does: a cache had kept the 404 of
    /nope in whichever language asked first (a robustness review)."""
    if g.get("lang_guessed"):
        response.vary.update(("Accept-Language", "Cookie"))
    return response


def render_error(status: int) -> tuple[Response | str, int]:
    reader_language()
    messages = _messages()
    # A status without its own message: the general one of its class, never the 500's for a 4xx.
    title, text = messages.get(status) or messages[400 if status < 500 else 500]
    if status == 429 and (request.endpoint or "").endswith(".run"):
        # (the runs of every example count together: "this address" was not what was asked too often)
        text = gettext("Examples were run too often from your connection. Please wait a moment and try again.")
    elsewhere = _in_the_sites_languages() if status == 404 else []
    words = _address_words() if status == 404 and not elsewhere else None
    # (the words' language is unknown: lang="" says so, as no language of the page's)
    typed = Markup('<span lang="">{}</span>').format(words)
    links = [(search_url(words), markup_gettext("Search for “%(words)s”", words=typed))] if words else elsewhere
    return error_response(status, title, text, links=links)


# The longest last part of a missing page's address that its 404 offers to search for.
ADDRESS_WORDS_CHARS = 60
_ADDRESS_WORDS = re.compile(r"[^\W_]+(?:[-_ '’][^\W_]+)*")
# The last parts of addresses under a page's own (an example's run, a rule's history): the name
# to search for is the part before.
_PAGE_PARTS = frozenset({"run", "history", "rulings"})


def _address_words() -> str | None:
    """The last part of the address of a missing page as words to search for, where it is
    letters and digits: "/de/cards/lightning-bolte" offers to search "lightning bolte" (a
    reader who had typed a card's name into the address met a page with only the way home)."""
    parts = request.path.rstrip("/").split("/")
    if parts[-1] in _PAGE_PARTS:  # ("/de/examples/nope/run", "/en/cards/x/rulings" had offered "run", "rulings")
        parts = parts[:-1]
    if parts[1:2] == ["api"] or parts[-2:-1] == ["rulings"]:  # (a ruling's address is its id, no words)
        return None
    last = parts[-1]
    if len(last) > ADDRESS_WORDS_CHARS or last in LOCALES or not _ADDRESS_WORDS.fullmatch(last):
        return None
    if not any(ch.isalpha() for ch in last):  # (a date or a number: "2025-11-14" is no words)
        return None
    return re.sub(r"[-_]", " ", last)


def error_response(
    status: int, title: str, text: str, framed: bool = True, links: Sequence[tuple[str, str]] = ()
) -> tuple[Response | str, int]:
    """The error as JSON under /api/, else as a page: in the site's frame when `framed` and
    the frame can be rendered (with `links`, (address, label) of pages to go on to), else bare."""
    if request.path.startswith("/api/"):
        return api_error(text, status)
    if framed:
        try:
            return render_template("error.html", status=status, title=title, text=text, links=links), status
        except Exception:
            # An error page that fails would leave the server's bare 500, without the security
            # headers; the page's frame (links, language versions) is what may fail, so the
            # same message goes out without it.
            current_app.logger.exception("error page for %d failed", status)
    return bare_page(title, text), status


def bare_page(title: str, text: str) -> str:
    """An error page built from nothing but its two texts: no template, no links."""
    return BARE_PAGE.format(lang=page_locale(), title=escape(title), text=escape(text))


def _without_trailing_slash() -> Response | None:
    """A redirect to the address without its trailing slash ("/de/rules/704.5j/"), where
    that address is a page: a link copied with a slash after it found no page."""
    path = request.path  # (one slash at its start: werkzeug's, so "//host/" can't lead off the site)
    return _moved_to(path.rstrip("/")) if path.endswith("/") else None


# A language tag as a browser or a reader writes it: "de", "DE", "de-DE", "en_US", "fr".
_LANGUAGE_TAG = re.compile(r"([a-z]{2})(?:[-_][a-z0-9]{2,8})*", re.IGNORECASE)


def _address_language() -> tuple[str, str] | None:
    """The first segment of the address where it is a language tag other than the site's own
    way of writing one, with the rest of the address: ("de-DE", "/rules/100.1")."""
    first, _, rest = request.path.lstrip("/").partition("/")
    if first in LOCALES or not _LANGUAGE_TAG.fullmatch(first):
        return None
    return first, "/" + rest


def _language_as_the_site_writes_it() -> Response | None:
    """A redirect to the address with its language as the site writes it ("/DE/rules" and
    "/de-DE/rules" to "/de/rules"), where that address is a page: a typed or dictated address,
    or one with a browser's language tag, found no page (reviewers')."""
    found = _address_language()
    if found is None:
        return None
    tag, rest = found
    lang = tag[:2].lower()
    return _moved_to(f"/{lang}{rest}") if lang in LOCALES else None


def _under_a_language() -> Response | None:
    """A redirect from an address without a language ("/help", "/rules/704.5y") to the same
    under the reader's, where that is a page: such an address, typed or shortened from a
    link, found no page (a tester's review)."""
    path = request.path
    first = path.lstrip("/").partition("/")[0]
    if first == "api" or _LANGUAGE_TAG.fullmatch(first):
        return None
    target = f"/{guessed_locale()}{path}"
    return in_readers_language(quote(target, safe=_PATH_CHARACTERS)) if _is_page(target) else None


def _in_lower_case() -> Response | None:
    """A redirect to the address in lower case ("/en/RULES/", "/en/Help"), where that is a page:
    every address of the site is, but what a reader types or dictates may not be. Only where no
    page answers the address at all: a document's page reads its id in any spelling itself. Not
    the API's addresses, which programs write as documented."""
    path, lowered = request.path, request.path.lower()
    if request.url_rule is not None or path == lowered or lowered.startswith("/api/"):
        return None
    return _moved_to(lowered)


def _a_rules_number() -> Response | None:
    """A redirect from a rule's number right after the language ("/en/704.5y", "/de/Regel
    702.19b") to the rule's page, as the search box leads there."""
    lang, _, rest = request.path.strip("/").partition("/")
    if lang not in LOCALES or "/" in rest or not (number := rule_query(rest)):
        return None
    return _moved_to(f"/{lang}/rules/{number}")


def _in_the_sites_languages() -> list[tuple[str, str]]:
    """For an address under a language the site does not speak ("/fr/rules/100.1"), the same
    address in each language it does, where that is a page, as (address, label): its 404 had
    offered to search for "fr" (a reviewer's finding)."""
    found = _address_language()
    if found is None:
        return []
    _, rest = found
    labels = {"en": gettext("This page in English"), "de": gettext("This page in German")}
    return [(f"/{lang}{rest}", labels[lang]) for lang in LOCALES if _is_page(f"/{lang}{rest}")]


def _is_page(path: str) -> bool:
    """Whether `path` is an address of the site's (a view answers it, or redirects it)."""
    try:
        current_app.url_map.bind_to_environ(request.environ).match(path, method=request.method)
    except RequestRedirect:
        pass
    except HTTPException:
        return False
    return True


def _moved_to(path: str) -> Response | None:
    """A permanent redirect to `path` with the request's query, where `path` is a page; the
    path percent-encoded as an address is ("/de/cards/x%0a/" had answered 500: a line break
    may not stand in a header)."""
    if not _is_page(path):
        return None
    query = request.query_string.decode("latin-1")
    return redirect(quote(path, safe=_PATH_CHARACTERS) + (f"?{query}" if query else ""), 308)


def _one_leading_slash() -> Response | None:
    """A redirect from an address that starts with several slashes ("//de/rules/704.5y", a
    link joined from a base with a slash at its end) to the same with one: the routing reads
    them as one and answered the page under a second address (slashes inside the address it
    redirects itself). `request.path` has one already: the server's path is read."""
    return _moved_to(request.path) if request.environ.get("PATH_INFO", "").startswith("//") else None


def init_app(app: Flask) -> None:
    app.after_request(_vary_with_the_guess)
    app.before_request(_one_leading_slash)

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> Response:
        """The site's page (or JSON) with the headers the exception carries but its type: a
        405's Allow (RFC 9110 requires it), a 401's WWW-Authenticate."""
        if (
            isinstance(exc, NotFound)
            and (
                moved := _without_trailing_slash()
                or _language_as_the_site_writes_it()
                or _under_a_language()
                or _in_lower_case()
                or _a_rules_number()
            )
            is not None
        ):
            return moved
        response = make_response(render_error(exc.code or 500))
        for name, value in exc.get_headers():
            if name.lower() != "content-type":
                response.headers[name] = value
        return response

    @app.errorhandler(SecurityError)
    def unknown_host(exc: SecurityError) -> tuple[Response | str, int]:
        """A Host header not in TRUSTED_HOSTS: no address of the site is built for it, so the
        page has no frame (its links)."""
        reader_language()
        title, text = (
            gettext("Unknown host name"),
            gettext("This site does not answer to the host name the request named."),
        )
        return error_response(exc.code, title, text, framed=False)

    @app.errorhandler(IndexUnavailable)
    def no_index(exc: IndexUnavailable) -> tuple[Response | str, int]:
        # The command is for whoever runs the site, in its log; readers get no shell commands.
        app.logger.error("index unavailable: %s (build it with `make run` or `python -m indexer build`)", exc)
        return render_error(ServiceUnavailable.code)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception) -> tuple[Response | str, int]:
        app.logger.exception("unhandled error")
        return render_error(InternalServerError.code)
