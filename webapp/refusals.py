"""The answers to requests the server refuses before the site sees them: a request line or
headers over gunicorn's limits, malformed requests, unsupported transfer codings.

gunicorn's own are bare pages without the site's security headers, and its Server header
names it; `install` (called by webapp/gunicorn.conf.py) replaces both. The server has not read
the address (or not all of it), so it knows no page language: the page says it in both, each
part marked with its language.
"""

from __future__ import annotations

from functools import lru_cache
from http import HTTPStatus

from babel.support import NullTranslations, Translations
from gunicorn import util
from gunicorn.http import wsgi
from markupsafe import escape

from corpus.rules.text.messages import N_
from indexer.paths import TRANSLATIONS_DIR
from indexer.search.query.syntax import MAX_LENGTH

from .i18n import LOCALES
from .security_headers import HEADERS

# Sent as the Server header of every response, instead of the server's name and version.
SERVER_NAME = "rulings"
MESSAGES = {
    400: (N_("Bad request"), N_("The request could not be understood.")),
    414: (
        N_("Address too long"),
        N_(
            "The address is longer than this site accepts. A search is cut to its first %(limit)s characters"
            " anyway: shorten it and try again."
        ),
    ),
    431: (N_("Request headers too large"), N_("The request sent larger headers than this site accepts.")),
    500: (N_("Something went wrong"), N_("The site hit an unexpected error. Please try again later.")),
    501: (N_("Not supported"), N_("The request uses a feature of HTTP this site does not support.")),
}
PART = '<section lang="{lang}"><h1>{title}</h1><p>{text}</p></section>\n'
PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>{title}</title></head>
<body>
{parts}</body>
</html>
"""


@lru_cache(maxsize=len(LOCALES))
def _catalog(lang: str) -> NullTranslations:
    return Translations.load(str(TRANSLATIONS_DIR), [lang], "messages")


def refusal_page(status: int) -> str:
    """The page: the status's message (or the general one of its class) in each language."""
    title, text = MESSAGES.get(status) or MESSAGES[400 if status < 500 else 500]
    said = {
        lang: (_catalog(lang).gettext(title), _catalog(lang).gettext(text) % {"limit": MAX_LENGTH}) for lang in LOCALES
    }
    parts = "".join(PART.format(lang=lang, title=escape(t), text=escape(x)) for lang, (t, x) in said.items())
    return PAGE.format(title=escape(" · ".join(t for t, _ in said.values())), parts=parts)


def refusal_response(status: int) -> bytes:
    """The whole HTTP response: status line, headers (the site's security headers among
    them; the connection is closed after it), the page."""
    body = refusal_page(status).encode()
    headers = {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": str(len(body)),
        "Connection": "close",
        "Server": SERVER_NAME,
        **HEADERS,
    }
    head = f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    return (head + "\r\n").encode("latin-1") + body


def write_refusal(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn.util.write_error's stand-in. `mesg` (gunicorn's description, which may quote
    the request) is left out: the page says what was wrong in words of its own."""
    util.write_nonblock(sock, refusal_response(status_int))


def install() -> None:
    """Refusals answered with `refusal_response`; every response's Server header SERVER_NAME."""
    util.write_error = write_refusal
    wsgi.SERVER = SERVER_NAME
