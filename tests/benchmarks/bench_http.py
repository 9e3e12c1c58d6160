"""Benchmark: the real server (`make run`) under a crowd, over the default index (the full data).

    .venv/bin/python tests/benchmarks/bench_http.py [--pool N] [--seed S]

Builds the default index if it is stale, starts `make run` on a free port with the result cache
off (RULINGS_SEARCH_CACHE_SIZE=0) and drives it with wrk, 16 connections, 30 s a run: the help
page (/en/help: a page that searches nothing, the floor), the search page and the search API.
A crowd seldom sends the same query twice, so every search request carries a query of its own
from a pool of distinct queries cut from the corpus (query_pool.py), at least ten times more
than the requests sent: the page and the API take their own halves of the pool, each wrk thread
its own slice of that half, and the script counts any query sent twice. Prints requests/s,
median, p99 and errors (statuses of 400 and above, and socket errors) of each run, the search
page's median over the help page's, and the peak memory of each worker.

Needs wrk (Debian package `wrk`). Not a test: nothing here asserts.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

from indexer.paths import ROOT
from query_pool import SEED, Query, describe, query_pool

CONNECTIONS = 16
THREADS = 2
DURATION = "30s"
# wrk's default of 2 s would count a slow answer as a socket error and leave it out of the
# latencies; a reader waits longer than that, and the p99 should say how long.
TIMEOUT = "10s"
# Ten times what two search runs of 30 s send at up to 830 requests/s each, twice the targets'
# 400; the run says whether the pool was large enough.
POOL_SIZE = 500_000
POOL_FACTOR = 10
# The first searches of a worker open the index (reading its postings) and fill its
# per-generation memos and caches; a server that has run a while has done that, so searches
# with queries outside the measured pool go first: runs of WARM_UP until one has answered
# WARM_UP_REQUESTS (a run of 5 s on a slow host got 3 answers, the workers still reading their
# index while the help page was measured).
WARM_UP = "5s"
WARM_UP_REQUESTS = 200
WARM_UP_RUNS = 12
WARM_UP_QUERIES = 2_000
HELP_PAGE = "/en/help"
TARGET_RATE, TARGET_P99_MS, TARGET_RATIO = 400, 150, 2

# Each thread reads its slice of the paths file and sends every path once, in order; past the
# end of its slice it starts over and counts the repeats. `done` sums the threads' counts and
# prints one line of figures (times in microseconds) for the script to read.
LUA = """
local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  local all = {}
  for line in io.lines(args[1]) do all[#all + 1] = line end
  local count = tonumber(args[2])
  paths = {}
  for i = math.floor(id * #all / count) + 1, math.floor((id + 1) * #all / count) do
    paths[#paths + 1] = all[i]
  end
  used, repeated, ok, redirected, failed = 0, 0, 0, 0, 0
end

function request()
  used = used + 1
  if used > #paths then repeated = repeated + 1 end
  return wrk.format("GET", paths[(used - 1) % #paths + 1])
end

function response(status, headers, body)
  if status < 300 then ok = ok + 1
  elseif status < 400 then redirected = redirected + 1
  else failed = failed + 1 end
end

function done(summary, latency, requests)
  local sums = {used = 0, repeated = 0, ok = 0, redirected = 0, failed = 0}
  for _, thread in ipairs(threads) do
    for name, _ in pairs(sums) do sums[name] = sums[name] + thread:get(name) end
  end
  local e = summary.errors
  io.write(string.format(
    "figures requests=%d duration=%d median=%d p99=%d socket=%d used=%d repeated=%d ok=%d redirected=%d failed=%d\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, sums.used, sums.repeated, sums.ok, sums.redirected, sums.failed))
end
"""


@dataclass(frozen=True)
class Figures:
    """One wrk run as its Lua script counted it; `used` counts the paths handed out, which
    includes the one wrk asks for before it starts and those still in flight at the end."""

    requests: int
    duration: int
    median: int
    p99: int
    socket: int
    used: int
    repeated: int
    ok: int
    redirected: int
    failed: int

    @property
    def rate(self) -> float:
        return self.requests / (self.duration / 1e6)

    @property
    def errors(self) -> int:
        return self.failed + self.socket

    def line(self) -> str:
        redirects = f", {self.redirected:,} redirects to a rule page" if self.redirected else ""
        return (
            f"{self.rate:,.0f} requests/s, median {self.median / 1000:.1f} ms, p99 {self.p99 / 1000:.1f} ms, "
            f"errors {self.errors:,} ({self.failed:,} statuses of 400 and above, {self.socket:,} socket); "
            f"{self.requests:,} requests in {self.duration / 1e6:.1f} s{redirects}"
        )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_up(url: str, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.5)
    sys.exit(f"the server at {url} did not come up within {seconds:.0f} s")


def build_index() -> None:
    """The default index, built as `make index` builds it, before the server starts: `make run`
    would serve the previous index if the corpus had an error, and measure the wrong thing."""
    done = subprocess.run(
        [sys.executable, "-m", "indexer", "build", "--if-stale"], cwd=ROOT, capture_output=True, text=True
    )
    if done.returncode:
        sys.exit(f"the index build failed:\n{done.stderr}")
    print(done.stdout.strip().splitlines()[-1], flush=True)


def page_path(query: Query) -> str:
    return f"/{query.lang}/?{urlencode({'q': query.text})}"


def api_path(query: Query) -> str:
    return f"/api/search?{urlencode({'q': query.text, 'lang': query.lang})}"


def run_wrk(base: str, paths: list[str], duration: str = DURATION, lua: str = LUA) -> Figures:
    """wrk driven by `lua` over the `paths` (one request a line, as the script reads them)."""
    with tempfile.TemporaryDirectory() as directory:
        script, listed = Path(directory, "crowd.lua"), Path(directory, "paths.txt")
        script.write_text(lua, encoding="utf-8")
        listed.write_text("\n".join(paths) + "\n", encoding="utf-8")
        out = subprocess.run(
            [
                "wrk",
                f"-t{THREADS}",
                f"-c{CONNECTIONS}",
                f"-d{duration}",
                f"--timeout={TIMEOUT}",
                "-s",
                str(script),
                base,
                str(listed),
                str(THREADS),
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    line = re.search(r"^figures (.*)$", out, re.MULTILINE).group(1)
    return Figures(**{name: int(value) for name, value in (pair.split("=") for pair in line.split())})


def worker_memory(master_port: int, field: str = "VmHWM") -> list[int]:
    """Memory (kB) of every gunicorn worker serving on the port: `field` of its status, the
    peak resident memory (VmHWM) or the present one (VmRSS)."""
    peaks = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
            cmdline = (status.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if "gunicorn" in cmdline and f":{master_port}" in cmdline:
            parent = int(re.search(r"PPid:\s+(\d+)", text).group(1))
            parent_cmd = Path(f"/proc/{parent}/cmdline").read_bytes().decode(errors="replace")
            # A worker's parent is the master (python running gunicorn), not the shell make
            # started it with.
            if "gunicorn" in parent_cmd and "python" in parent_cmd.split("\0")[0]:
                peaks.append(int(re.search(rf"{field}:\s+(\d+)", text).group(1)))
    return peaks


def start_server(port: int) -> subprocess.Popen:
    """`make run` with the result cache and the rate limits off, serving the default index
    whatever the caller's environment says."""
    env = {name: value for name, value in os.environ.items() if name != "RULINGS_INDEX_PATH"}
    env["RULINGS_SEARCH_CACHE_SIZE"] = "0"
    env["RULINGS_RATELIMIT_ENABLED"] = "false"  # the crowd is one address: the limits would answer it
    return subprocess.Popen(
        ["make", "--no-print-directory", "run", f"PORT={port}"],
        cwd=ROOT,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def verdict(figures: Figures) -> str:
    checks = (
        (f"{TARGET_RATE} requests/s", figures.rate >= TARGET_RATE),
        (f"p99 under {TARGET_P99_MS} ms", figures.p99 < TARGET_P99_MS * 1000),
        ("0 errors", figures.errors == 0),
    )
    return ", ".join(f"{name} {'met' if met else 'missed'}" for name, met in checks)


def pool_check(pool_size: int, searches: dict[str, Figures]) -> str:
    """How many queries were sent, and whether the pool was large enough for none to repeat."""
    sent = sum(f.used for f in searches.values())
    each = ", ".join(f"{name} {f.used:,}" for name, f in searches.items())
    repeated = sum(f.repeated for f in searches.values())
    repeats = (
        "no query was sent twice" if not repeated else f"{repeated:,} queries were sent again: the pool is too small"
    )
    size = f"{pool_size / sent:.1f} times" if sent else "more than"
    enough = (
        ""
        if pool_size >= POOL_FACTOR * sent
        else f"; under {POOL_FACTOR} times: run again with --pool {POOL_FACTOR * sent * 2:,}"
    )
    return f"queries sent: {sent:,} ({each}); the pool of {pool_size:,} is {size} that, {repeats}{enough}"


def measure(port: int, runs: dict[str, list[str]], warm_up: list[str], pool_size: int) -> None:
    base = f"http://127.0.0.1:{port}"
    wait_until_up(base + HELP_PAGE)
    for run in range(1, WARM_UP_RUNS + 1):
        warm = run_wrk(base, warm_up, WARM_UP)
        print(
            f"warm-up {run} ({WARM_UP}, queries outside the pool): {warm.requests:,} requests, not counted",
            flush=True,
        )
        if warm.requests >= WARM_UP_REQUESTS:
            break
    results = {}
    for name, paths in runs.items():
        results[name] = run_wrk(base, paths)
        print(f"{name} ({CONNECTIONS} connections, {DURATION}, result cache off): {results[name].line()}", flush=True)
    help_page, page, api = results.values()
    print(
        f"search page median / help page median: {page.median / help_page.median:.1f} (target: at most {TARGET_RATIO})"
    )
    print(pool_check(pool_size, {"search page": page, "search API": api}))
    for name, figures in (("search page", page), ("search API", api)):
        print(f"targets, {name}: {verdict(figures)}")
    peaks = worker_memory(port)
    print("peak memory per worker: " + ", ".join(f"{kb / 1024:.0f} MB" for kb in peaks), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--pool", type=int, default=POOL_SIZE, help=f"distinct queries measured (default {POOL_SIZE:,})"
    )
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("the HTTP benchmark needs wrk (Debian package `wrk`)")
    build_index()
    pool = query_pool(args.pool + WARM_UP_QUERIES, args.seed)
    measured, warm_up = pool[: args.pool], pool[args.pool :]
    print("\n".join(describe(measured)), flush=True)
    half = len(measured) // 2
    runs = {
        "help page": [HELP_PAGE] * THREADS,  # a slice for each thread
        "search page": [page_path(q) for q in measured[:half]],
        "search API": [api_path(q) for q in measured[half:]],
    }
    warm_paths = [path(q) for q in warm_up for path in (page_path, api_path)]
    # The server and wrk share the machine's cores: anything else running skews every figure.
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{os.cpu_count()} cores, load average before the server starts: {load}", flush=True)
    port = free_port()
    server = start_server(port)
    try:
        measure(port, runs, warm_paths, args.pool)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
