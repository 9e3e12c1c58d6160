"""The body of a redirect: JSON under /api/, else a page in the reader's language.

A browser follows a redirect without showing its body; a client that does not (curl, a link
checker, a screen reader's preview) reads it. Werkzeug writes every one as an English HTML page
("Redirecting... You should be redirected automatically"): the API answers in JSON everywhere
else (`/api` to `/api/`, a page past the last to the last), and the German site should be German
throughout. The site's own redirects and those of the routing (an address without its trailing
slash) get the same body.
"""

from __future__ import annotations

import json

from flask import Flask, request
from markupsafe import Markup, escape
from werkzeug.wrappers import Response

from .error_pages import BARE_PAGE, reader_language
from .i18n import page_locale
from .request_translations import gettext

API = "/api"


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
        location = response.location
        if not location or not 300 <= response.status_code < 400 or response.is_json:
            return response  # (a view that wrote its own JSON body)
        if request.path == API or request.path.startswith(f"{API}/"):
            response.set_data(json.dumps({"redirect": {"status": response.status_code, "location": location}}))
            response.mimetype = "application/json"
        else:
            reader_language()
            response.set_data(redirect_page(location))
            response.mimetype = "text/html"
        return response
