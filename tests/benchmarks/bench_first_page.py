"""Benchmark: what a worker's first readers wait for, right after it has started.

Run with `.venv/bin/python tests/benchmarks/bench_first_page.py` (after `make index`). Starts a
fresh process twice, each with the app over the default index (`instance/index`): once reading
only the search index and the names before the first request (what a worker did before
2 December 2026), once with the app's whole warm-up (webapp/index_store.py: the search index,
the names, WARM_UP_PAGES). Each then asks for the same pages, none of them a warm-up page, and
prints the time of each: the first results page in each language, the first quoted phrase, the
first rule page and the first help page, then a results page a reader asks later (the floor).

Then what a rebuild costs the readers of a running worker, twice in fresh processes: the app
warmed up on a copy of the default build, the link swapped to a second copy, and readers asking
for results pages one after the other (new queries) until the second copy serves. Once with the
new build served from the next request on (a worker before 2 December 2026, evening), once
warmed up in a thread while the build before serves (IndexStore.warm_up). Prints the longest
wait of a reader, the median, and how long until the new build served.

Not a test: nothing here asserts.
"""

from __future__ import annotations

import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode

from indexer.code_version import code_version
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


# Readers' queries during a rebuild, each asked once (a repeated one would be answered from the
# generation's caches): more than a worker answers while it reads a build.
REBUILD_QUERIES = [
    " ".join(filter(None, words))
    for words in itertools.product(
        ("Trampelschaden", "Fluchsicher", "Todesberührung", "Aura", "Spielstein", "Lebensverknüpfung"),
        ("Kreatur", "Schaden", "Ziel", "Kopie", "Opfern", "Manakosten", "Kampf", "Friedhof", "Exil", "Marke"),
        ("Spieler", "Gegner", "Zug", "Karte", "Bibliothek", "Hand", "blocken", "angreifen", "ziehen", "Fähigkeit"),
        ("", "Regel", "wenn", "nicht", "Kosten", "Phase", "Stapel", "Wirkung", "verlassen", "erhalten"),
    )
]


def _as_built_by_this_code(build: Path) -> None:
    """Stamp a copy of the default build as written by the code that runs (code_version), as the
    rebuild it stands for is: a server keeps serving the build before where a new one was written
    by other code, and the default build is stale in that sense after any change to the web app
    that needs no new index (the run of 6 December, 02:24, stopped here: "the new build was not
    served after 6000 readers")."""
    meta = build / "build.json"
    stamped = json.loads(meta.read_text(encoding="utf-8"))
    stamped["code"] = code_version()
    meta.write_text(json.dumps(stamped), encoding="utf-8")


def rebuild(warmed: bool) -> None:
    """In this process: serve a copy of the default build, swap the link to a second copy, and
    time readers until the second serves (with `warmed`, as the app does: IndexStore.warm_up)."""
    with tempfile.TemporaryDirectory() as folder:
        build = Path(os.path.realpath(INDEX_LINK))
        first, second, link = Path(folder, "first"), Path(folder, "second"), Path(folder, "index")
        shutil.copytree(build, first)
        shutil.copytree(build, second)
        _as_built_by_this_code(second)
        link.symlink_to(first)
        app = create_app({"INDEX_PATH": str(link), "RATELIMIT_ENABLED": False, "SEARCH_CACHE_SIZE": 0})
        app.extensions["warm_up"]()
        index = app.extensions["index_store"]
        if not warmed:
            index.warm_up = None
        client = app.test_client()
        swapped = Path(folder, "swapped")
        swapped.symlink_to(second)
        os.replace(swapped, link)
        started, waits = time.perf_counter(), []
        for query in REBUILD_QUERIES:
            asked = time.perf_counter()
            client.get("/de/?" + urlencode({"q": query}))
            waits.append(time.perf_counter() - asked)
            if index._opened().generation.target == str(second):
                break
        else:
            sys.exit(f"the new build was not served after {len(waits)} readers")
        served = time.perf_counter() - started
        print(
            f"  readers until the new build served: {len(waits)}, the longest waited {max(waits) * 1000:.0f} ms, "
            f"median {statistics.median(waits) * 1000:.1f} ms; the new build served after {served:.2f} s",
            flush=True,
        )


def main() -> None:
    if len(sys.argv) > 1:
        mode = sys.argv[1]
        if mode in ("index", "whole"):
            measure(mode == "whole")
        else:
            rebuild(mode == "warmed")
        return
    for mode, title in (
        ("index", "a new worker, search index and names read"),
        ("whole", "a new worker, the app's whole warm-up"),
        ("served", "a rebuild, the new build served from the next request on"),
        ("warmed", "a rebuild, the new build warmed up while the one before serves"),
    ):
        print(f"{title}:", flush=True)
        subprocess.run([sys.executable, __file__, mode], check=True)


if __name__ == "__main__":
    main()
