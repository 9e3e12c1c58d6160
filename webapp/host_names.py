"""A host name as the request typed it, in any case.

Host names are case-insensitive (RFC 4343), but werkzeug compares a request's Host with
TRUSTED_HOSTS as written: `Host: LOCALHOST` was refused with a 400 (a hostile-client review).
The name is read in lower case before anything else sees it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import Flask


def init_app(app: Flask) -> None:
    wsgi_app = app.wsgi_app

    def host_in_lower_case(environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        host = environ.get("HTTP_HOST")
        if host:
            environ["HTTP_HOST"] = host.lower()
        return wsgi_app(environ, start_response)

    app.wsgi_app = host_in_lower_case  # type: ignore[method-assign]
