"""The body of a redirect, in the reader's language.

A browser follows a redirect without showing its body; a reader whose client does not (curl, a
link checker, a screen reader's preview) reads it. Werkzeug writes every one in English
("Redirecting... You should be redirected automatically"), also on the German site, which
should be German throughout; the site's own redirects and those of the routing (an address
without its trailing slash) get the same page here.
"""

from __future__ import annotations

from flask import Flask
from markupsafe import Markup, escape
from werkzeug.wrappers import Response

from .error_pages import BARE_PAGE, reader_language
from .i18n import page_locale
from .request_translations import gettext


def redirect_page(location: str) -> str:
    """The page saying where the page asked for is, with the link to it."""
    link = Markup('<a href="{0}">{0}</a>').format(location)
    return BARE_PAGE.format(
        lang=page_locale(),
        title=escape(gettext("Redirect")),
        text=escape(gettext("The page you asked for is at %(address)s.")) % {"address": link},
    )


def init_app(app: Flask) -> None:
    @app.after_request
    def redirect_body(response: Response) -> Response:
        location = response.headers.get("Location")
        if location is None or not 300 <= response.status_code < 400 or response.is_json:
            return response  # (the API's redirects say where in JSON)
        reader_language()
        response.set_data(redirect_page(location))
        return response
