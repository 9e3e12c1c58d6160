"""The production server as `make run` starts it (gunicorn with webapp/gunicorn.conf.py): the
site answers long queries itself up to a bounded request line, and what the server refuses on
its own gets a clear page with the site's security headers."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from tests.support.helpers import html_soup, text_of
from webapp.refusals import refusal_page

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def gunicorn(index: Path) -> Iterator[str]:
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "--config",
        "webapp/gunicorn.conf.py",
        "--workers",
        "1",
        "--bind",
        f"127.0.0.1:{port}",
        "webapp:create_app()",
    ]
    env = {**os.environ, "RULINGS_INDEX_PATH": str(index)}
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(100):
            try:
                urllib.request.urlopen(url + "/en/help", timeout=5).close()
                break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def get(url: str) -> tuple[int, str, str]:
    try:
        response = urllib.request.urlopen(url, timeout=10)
    except urllib.error.HTTPError as error:
        response = error
    with response:
        return response.status, response.headers["Content-Type"], response.read().decode()


@pytest.fixture(scope="module")
def served(index_link: Path) -> Iterator[str]:
    with gunicorn(index_link) as url:
        yield url


# (one word of thousands of letters: its beginning is searched)
CUT_DE = "Das erste Wort der Suche war länger als 500 Zeichen: Nur sein Anfang wurde gesucht."


@pytest.mark.parametrize("length", [5_000, 8_000])
def test_a_very_long_query_is_cut_and_searched_with_the_sites_message(served, length) -> None:
    status, kind, body = get(f"{served}/de/?q={'x' * length}")
    assert status == 200 and kind.startswith("text/html")
    assert CUT_DE in text_of(html_soup(body).select_one("main"))
    status, kind, body = get(f"{served}/api/search?lang=de&q={'x' * length}")
    assert status == 200 and kind == "application/json"
    assert json.loads(body)["repairs"] == [CUT_DE]


def exchange(url: str, request: bytes) -> tuple[str, dict[str, str], str]:
    """Send raw bytes to the server; its status line, headers and body. A request the server
    refuses before reading it all may be cut off (a broken pipe): the answer is read anyway."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as connection:
        with suppress(BrokenPipeError, ConnectionResetError):
            connection.sendall(request)
        answer = b""
        with suppress(ConnectionResetError):
            while chunk := connection.recv(65536):
                answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status, *lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines)
    return status, headers, body.decode()


def assert_refusal_page(headers: dict[str, str], body: str, titles: dict[str, str]) -> None:
    """The site's headers, no server software named, the message in both languages."""
    assert headers["X-Content-Type-Options"] == "nosniff" and "default-src 'self'" in headers["Content-Security-Policy"]
    assert headers["Server"] == "rulings"
    page = html_soup(body)
    assert {part["lang"]: text_of(part.h1) for part in page.select("section[lang]")} == titles


@pytest.mark.parametrize("length", [10_000, 30_000, 4 * 1024 * 1024])
def test_an_address_over_the_servers_limit_is_refused_with_the_sites_headers(served, length) -> None:
    """The request line is bounded (an unbounded one cost time quadratic in its length); what
    is over the bound gets a clear page, not gunicorn's bare one."""
    status, headers, body = exchange(served, b"GET /de/?q=" + b"x" * length + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert status.startswith("HTTP/1.1 414 ")
    assert_refusal_page(headers, body, {"en": "Address too long", "de": "Adresse zu lang"})
    assert "500" in text_of(html_soup(body).select_one('section[lang="de"]'))


@pytest.mark.parametrize(
    "request_line",
    [b"get /en/ HTTP/1.1", b"GET /en/\x01 HTTP/1.1", b"GET /en/ HTTP/9.9", b"GET /en/ HTTP/1.1\r\nBad Name: x"],
    ids=["method", "control character", "version", "header name"],
)
def test_requests_the_server_refuses_get_the_sites_headers(served, request_line) -> None:
    status, headers, body = exchange(served, request_line + b"\r\nHost: 127.0.0.1\r\n\r\n")
    assert status.startswith("HTTP/1.1 400 ")
    assert_refusal_page(headers, body, {"en": "Bad request", "de": "Ungültige Anfrage"})


def test_no_response_names_the_server_software(served) -> None:
    status, headers, _ = exchange(served, b"GET /en/help HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert status.startswith("HTTP/1.1 200 ") and headers["Server"] == "rulings"


@pytest.mark.parametrize(("pad", "status"), [(1_000_000, 413), (1_000, 200)])
def test_a_chunked_body_is_held_to_the_same_limit(served, pad, status) -> None:
    """A body cut at the limit once ran as what was left of it (here: no JSON at all). The
    server may answer a 413 and close before the client has sent all of it, as any server may."""
    body = b" " * pad + json.dumps({"params": {"first_role": "wicked"}}).encode()
    chunks = b"".join(
        b"%x\r\n%s\r\n" % (len(part), part) for part in (body[at : at + 16_384] for at in range(0, len(body), 16_384))
    )
    head = b"POST /api/examples/role-newest-stays/run HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    head += b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    answer_status, headers, answer = exchange(served, head + chunks + b"0\r\n\r\n")
    assert answer_status.startswith(f"HTTP/1.1 {status} ") and headers["Content-Type"] == "application/json"
    assert json.loads(answer)["error" if status == 413 else "params"]


def test_clients_that_send_their_request_slowly_do_not_hold_the_worker(served) -> None:
    """Four connections that began a request and send no more: the one worker (a sync worker
    would wait on the first until its timeout) still answers another client at once."""
    host, port = served.removeprefix("http://").split(":")
    slow = [socket.create_connection((host, int(port)), timeout=10) for _ in range(4)]
    try:
        for connection in slow:
            connection.sendall(b"GET /en/help HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a")
        time.sleep(0.5)
        started = time.monotonic()
        status, _, _ = get(f"{served}/en/help")
        assert status == 200 and time.monotonic() - started < 3
    finally:
        for connection in slow:
            connection.close()


def test_a_worker_reads_the_search_index_and_renders_its_pages_before_its_first_request(index_link) -> None:
    """post_worker_init warms the worker: the first reader waits neither for the postings nor
    for what the first results page read or compiled (600 ms after the postings were read)."""
    import runpy
    from types import SimpleNamespace

    from webapp import create_app

    app = create_app({"TESTING": True, "INDEX_PATH": str(index_link)})
    settings = runpy.run_path(str(ROOT / "webapp" / "gunicorn.conf.py"))
    settings["post_worker_init"](SimpleNamespace(wsgi=app))
    store = app.extensions["index_store"]
    derived = store._opened().generation.derived._items
    assert ("search index",) in derived
    assert "_words_in" in vars(derived[("release versions",)][0].index), "a phrase's candidates are indexed"
    compiled = {name for _, name in app.jinja_env.cache}
    assert {"search.html", "rule.html", "help.html"} <= compiled


def test_the_address_too_long_page_says_what_a_search_may_be() -> None:
    """It said a search "can have at most 300 characters", while a 7,000-character search is
    taken and cut to the limit with a note: the page now says that."""
    parts = {part["lang"]: text_of(part.p) for part in html_soup(refusal_page(414)).select("section[lang]")}
    assert "cut to its first 500 characters anyway" in parts["en"]
    assert "ohnehin nach 500 Zeichen abgeschnitten" in parts["de"]
