"""No control characters in a page: a NUL or another C0 control in a request (a query, an
address, an example's form) that a page shows back is left out of it.

HTML may not hold them (a NUL is a parse error, the others show as nothing or as boxes), and
a page echoes what a reader sent in many places (the title, the search box, a 404's address,
an example's inputs), so they are removed from the finished page, not in each template. The
check costs some 5 µs a page (bytes.translate over 13 KB); a page without them is not copied.
"""

from __future__ import annotations

from flask import Flask, Response

# C0 controls and DEL, but the tab and line breaks a page's own markup uses.
_CONTROLS = bytes([*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])


def without_controls(response: Response) -> Response:
    """After each request: an HTML page's control characters left out."""
    if response.mimetype != "text/html" or response.direct_passthrough or response.is_streamed:
        return response
    body = response.get_data()
    cleaned = body.translate(None, _CONTROLS)
    if len(cleaned) != len(body):
        response.set_data(cleaned)
    return response


def init_app(app: Flask) -> None:
    """Registered after webapp.caching, so that it runs before the page's ETag is computed
    (Flask runs after-request functions last registered first)."""
    app.after_request(without_controls)
