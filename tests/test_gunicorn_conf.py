"""The production server as `make run` starts it (gunicorn with webapp/gunicorn.conf.py) lets
the site answer what gunicorn's defaults would refuse with a bare page of their own."""

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
from contextlib import contextmanager
from pathlib import Path

import pytest

from helpers import html_soup, text_of

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def gunicorn(index: Path) -> Iterator[str]:
    port = free_port()
    command = [
        sys.executable, "-m", "gunicorn", "--config", "webapp/gunicorn.conf.py", "--workers", "1",
        "--bind", f"127.0.0.1:{port}", "webapp:create_app()",
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


@pytest.mark.parametrize("length", [5_000, 10_000, 30_000])
def test_a_very_long_query_is_cut_and_searched_with_the_sites_message(served, length) -> None:
    status, kind, body = get(f"{served}/de/?q={'x' * length}")
    assert status == 200 and kind.startswith("text/html")
    assert "Die Suche wurde auf 300 Zeichen gekürzt." in text_of(html_soup(body).select_one("main"))
    status, kind, body = get(f"{served}/api/search?lang=de&q={'x' * length}")
    assert status == 200 and kind == "application/json"
    assert json.loads(body)["repairs"] == ["Die Suche wurde auf 300 Zeichen gekürzt."]


def test_a_worker_reads_the_search_index_before_its_first_request(index_link) -> None:
    """post_worker_init warms the worker: the first reader does not wait for the postings."""
    import runpy
    from types import SimpleNamespace

    from webapp import create_app

    app = create_app({"TESTING": True, "INDEX_PATH": str(index_link)})
    settings = runpy.run_path(str(ROOT / "webapp" / "gunicorn.conf.py"))
    settings["post_worker_init"](SimpleNamespace(wsgi=app))
    store = app.extensions["index_store"]
    assert ("search index",) in store._opened().generation.derived._items
