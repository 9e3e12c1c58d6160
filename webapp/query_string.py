"""An address's parameters read as text even when a link encoded them in Latin-1.

Werkzeug keeps bytes that are not UTF-8 percent-encoded, so "Todesber%FChrung" (an old
page's link in ISO-8859-1 or Windows-1252) reached the search as "Todesber%FChrung" and was
shown back so. Such a value is read as Windows-1252 instead, the encoding old German pages
and forms used: „Todesberührung“. A value that is UTF-8 is read as before.
"""

from __future__ import annotations

from urllib.parse import parse_qsl

from flask import Flask, Request
from werkzeug.datastructures import MultiDict
from werkzeug.utils import cached_property

# Windows-1252 leaves five bytes undefined; they stand for nothing a reader typed.
_UNDEFINED = "ignore"


def decoded(raw: bytes) -> str:
    """One parameter's bytes as text: UTF-8 if they are, else Windows-1252."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors=_UNDEFINED)


def parameters(query_string: bytes) -> list[tuple[str, str]]:
    """The (name, value) pairs of a query string, each part decoded on its own."""
    pairs = parse_qsl(query_string.decode("latin-1"), keep_blank_values=True, encoding="latin-1")
    return [(decoded(name.encode("latin-1")), decoded(value.encode("latin-1"))) for name, value in pairs]


class SiteRequest(Request):
    """Flask's request with `args` read by `parameters`."""

    @cached_property
    def args(self) -> MultiDict[str, str]:
        return self.parameter_storage_class(parameters(self.query_string))


def init_app(app: Flask) -> None:
    app.request_class = SiteRequest
