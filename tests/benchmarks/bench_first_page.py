"""Benchmark: what a worker's first readers wait for, right after it has started.

Run with `.venv/bin/python tests/benchmarks/bench_first_page.py` (after `make index`). Starts a
fresh process twice, each with the app over the default index (`instance/index`): once reading
only the search index and the names before the first request (what a worker did before
2 December 2026), once with the app's whole warm-up (webapp/index_store.py: the search index,
the names, WARM_UP_PAGES). Each then asks for the same pages, none of them a warm-up page, and
prints the time of each: the first results page in each language, the first quoted phrase, the
first rule page and the first help page, then a results page a reader asks later (the floor).

Not a test: nothing here asserts.
"""

from __future__ import annotations

import subprocess
import sys
import time
from urllib.parse import urlencode

from indexer.paths import INDEX_LINK
from webapp import create_app

PAGES = (
    ("first results page, German", "/de/?" + urlencode({"q": "Todesberührung Trampelschaden"})),
    ("first results page, English", "/en/?" + urlencode({"q": "first strike blocker"})),
    ("first quoted phrase", "/de/?" + urlencode({"q": '"jeder Gegner"'})),
    ("first rule page", "/de/rules/704.5"),
    ("first help page", "/en/help"),
    ("a later results page", "/de/?" + urlencode({"q": "Fluchsicher Aura"})),
)


def measure(whole_warm_up: bool) -> None:
    """In this process: warm up as asked, then time PAGES in order."""
    app = create_app({"INDEX_PATH": str(INDEX_LINK), "RATELIMIT_ENABLED": False, "SEARCH_CACHE_SIZE": 0})
    started = time.perf_counter()
    if whole_warm_up:
        app.extensions["warm_up"]()
    else:
        index = app.extensions["index_store"]
        index.engine  # noqa: B018 (reading the property loads it)
        index.lexicon  # noqa: B018 (reading the property loads it)
    print(f"  warm-up: {time.perf_counter() - started:.2f} s", flush=True)
    client = app.test_client()
    for name, path in PAGES:
        started = time.perf_counter()
        status = client.get(path).status_code
        print(f"  {name}: {(time.perf_counter() - started) * 1000:.1f} ms (status {status})", flush=True)


def main() -> None:
    if len(sys.argv) > 1:
        measure(sys.argv[1] == "whole")
        return
    for mode, title in (("index", "search index and names read"), ("whole", "the app's whole warm-up")):
        print(f"a new worker, {title}:", flush=True)
        subprocess.run([sys.executable, __file__, mode], check=True)


if __name__ == "__main__":
    main()
