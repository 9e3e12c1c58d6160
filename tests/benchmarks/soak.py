"""Soak: five minutes of mixed traffic against the real server (`make run`).

    .venv/bin/python tests/benchmarks/soak.py [--minutes M] [--pool N]

Builds the default index if it is stale and starts `make run` on a free port with its settings
as they are, except the rate limits (the crowd is sixteen connections from one address, which
the limits exist to slow down: RULINGS_RATELIMIT_ENABLED=false). wrk sends, over 16
connections, search pages and API searches with queries cut from the corpus (query_pool.py,
each sent once), rule pages, ruling pages and example runs (POST), in that mix; the first
minute warms the workers up, the rest is measured. Prints requests, errors (statuses of 400
and above, socket errors), latency percentiles, and each worker's resident memory at the
start, after the warm-up and at the end, with the growth after the warm-up (target: at most
10 %). Needs wrk. Not a test: nothing here asserts. Not part of `make test` (`make soak`).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess

from bench_http import LUA, api_path, build_index, free_port, page_path, run_wrk, wait_until_up, worker_memory
from indexer.paths import CORPUS_DIR, ROOT, TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from query_pool import SEED, query_pool

WARM_UP_SECONDS = 60
GROWTH_TARGET = 0.10
# Each line of the paths file is "METHOD path"; example runs are posted with no fields (the
# example's defaults), as the form's first run is.
REQUEST = """  return wrk.format("GET", paths[(used - 1) % #paths + 1])"""
MIXED_REQUEST = """  local method, path = paths[(used - 1) % #paths + 1]:match("^(%u+) (.*)$")
  if method == "POST" then
    return wrk.format("POST", path, {["Content-Type"] = "application/x-www-form-urlencoded"}, "")
  end
  return wrk.format(method, path)"""
assert REQUEST in LUA
SOAK_LUA = LUA.replace(REQUEST, MIXED_REQUEST)


def mixed_paths(pool_size: int, seed: int) -> list[str]:
    """In every ten requests: three search pages, three API searches (new queries), two rule
    pages, a ruling page and an example run."""
    corpus, _ = load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)
    rng = random.Random(seed)
    queries = iter(query_pool(pool_size, seed, corpus))
    rules, rulings = sorted(corpus.rules), sorted(corpus.rulings)
    scenarios = sorted(path.stem for path in (CORPUS_DIR / "scenarios").glob("*.toml"))
    paths = []
    for block in range(pool_size // 6):
        lang = ("en", "de")[block % 2]
        paths += [f"GET {page_path(next(queries))}" for _ in range(3)]
        paths += [f"GET {api_path(next(queries))}" for _ in range(3)]
        paths += [f"GET /{lang}/rules/{rng.choice(rules)}" for _ in range(2)]
        paths.append(f"GET /{lang}/rulings/{rng.choice(rulings)}")
        paths.append(f"POST /{lang}/examples/{rng.choice(scenarios)}/run")
    return paths


def memory(port: int) -> list[int]:
    return worker_memory(port, "VmRSS")


def shown(kilobytes: list[int]) -> str:
    return ", ".join(f"{kb / 1024:.0f} MB" for kb in kilobytes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=5)
    parser.add_argument("--pool", type=int, default=300_000, help="queries cut from the corpus (default 300,000)")
    args = parser.parse_args()
    build_index()
    paths = mixed_paths(args.pool, SEED)
    port = free_port()
    env = {**os.environ, "RULINGS_RATELIMIT_ENABLED": "false"}
    server = subprocess.Popen(
        ["make", "--no-print-directory", "run", f"PORT={port}"],
        cwd=ROOT,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + "/en/help")
        start = memory(port)
        print(f"worker memory at start: {shown(start)}", flush=True)
        cut = len(paths) // 4  # the warm-up's share of the paths; the rest is never sent twice
        warm = run_wrk(base, paths[:cut], f"{WARM_UP_SECONDS}s", SOAK_LUA)
        warmed = memory(port)
        print(f"warm-up ({WARM_UP_SECONDS} s): {warm.line()}", flush=True)
        print(f"worker memory after the warm-up: {shown(warmed)}", flush=True)
        seconds = int(args.minutes * 60 - WARM_UP_SECONDS)
        soak = run_wrk(base, paths[cut:], f"{seconds}s", SOAK_LUA)
        end = memory(port)
        print(f"soak ({seconds} s, 16 connections): {soak.line()}", flush=True)
        if soak.repeated:
            print(f"  {soak.repeated:,} requests repeated a path: run again with a larger --pool", flush=True)
        growth = max(after / before - 1 for before, after in zip(warmed, end, strict=False))
        verdict = "met" if growth <= GROWTH_TARGET else "missed"
        print(
            f"worker memory at the end: {shown(end)}; largest growth after the warm-up {100 * growth:+.1f} % "
            f"(target at most {100 * GROWTH_TARGET:.0f} %: {verdict})",
            flush=True,
        )
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
