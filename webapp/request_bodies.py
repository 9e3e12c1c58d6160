"""Request bodies sent without a declared length (HTTP/1.1 chunked transfer coding).

Werkzeug refuses a body whose Content-Length is over MAX_CONTENT_LENGTH with a 413 before
reading it, but reads a streamed one only up to the limit and hands on what it read, silently
cut: a JSON body cut in two was a 400, a form with its last fields missing ran as if they had
not been sent. Such a body is read here first, one byte past the limit at most, and is a 413
when it has that byte, as a declared one would be.
"""

from __future__ import annotations

import io

from flask import Flask, current_app, request
from werkzeug.exceptions import RequestEntityTooLarge


def read_streamed_body() -> None:
    """Before each request: a streamed body over MAX_CONTENT_LENGTH is a 413; one within it is
    handed on as a body of declared length."""
    environ = request.environ
    limit = current_app.config["MAX_CONTENT_LENGTH"]
    if limit is None or request.content_length is not None or not environ.get("wsgi.input_terminated"):
        return
    body = _read_at_most(environ["wsgi.input"], limit + 1)
    if len(body) > limit:
        raise RequestEntityTooLarge()
    environ["wsgi.input"] = io.BytesIO(body)
    environ["CONTENT_LENGTH"] = str(len(body))


def _read_at_most(stream: io.RawIOBase, size: int) -> bytes:
    """Up to `size` bytes of `stream`: a WSGI stream may return fewer than asked for."""
    parts: list[bytes] = []
    left = size
    while left > 0 and (part := stream.read(left)):
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def init_app(app: Flask) -> None:
    app.before_request(read_streamed_body)
