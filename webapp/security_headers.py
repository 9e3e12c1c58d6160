"""The security headers of every response: the site's pages and errors, and the pages of the
requests the server refuses before the site sees them (see refusals.py)."""

from __future__ import annotations

from werkzeug.wrappers import Response

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
}


def add_security_headers(response: Response) -> Response:
    """After each request: the headers, where a view has not set its own."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response
