"""The browser tests' server (tests.support.browser): each response read whole and closed before it
is sent, so a connection the browser drops leaves no file open."""

from __future__ import annotations

from tests.support.browser import _buffered


class _Body:
    def __init__(self) -> None:
        self.closed = False

    def __iter__(self):
        yield b"<svg"
        yield b"/>"

    def close(self) -> None:
        self.closed = True


def test_a_response_is_read_and_closed_before_it_is_sent() -> None:
    body = _Body()

    def app(environ, start_response):
        start_response("200 OK", [("Content-Type", "image/svg+xml")])
        return body

    sent = _buffered(app)({}, lambda status, headers: None)
    assert body.closed and sent == [b"<svg/>"]
