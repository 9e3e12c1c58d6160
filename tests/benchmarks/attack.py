"""Attack: the real server (`make run`) under the attacks of issue 11, a normal reader beside them.

    .venv/bin/python tests/benchmarks/attack.py [--seconds S] [--slow N]

Builds the default index if it is stale and starts `make run` on a free port (its settings as
they are: gunicorn, webapp/gunicorn.conf.py). One normal client asks, one request after the
other, for search pages, the search API and the help page; beside it, in turn:

- nothing (the baseline);
- slow clients: N connections (8 by default) sending a request's header one byte every 2 s,
  reconnecting when the server closes them;
- long request lines: two clients sending 16 MiB request lines, one after the other;
- big parameters: two clients sending search pages with junk parameters as long as the
  request line allows, each with a new name.

For each it prints the normal client's requests, how many succeeded (a 200 within 5 s),
median and p99 latency, and what the attackers got; and each worker's memory (resident) before
and after. Not a test: nothing here asserts. Not part of `make test` (`make attack`).
"""

from __future__ import annotations

import argparse
import http.client
import os
import socket
import statistics
import subprocess
import threading
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from urllib.parse import quote

from bench_http import build_index, free_port, wait_until_up, worker_memory
from indexer.paths import ROOT

NORMAL_TIMEOUT = 5.0
PACE = 4
WORDS = [
    "role",
    "Rolle",
    "timestamp",
    "Zeitstempel",
    "adventure",
    "Abenteuer",
    "trample",
    "graveyard",
    "hexproof",
    "aura",
]
LONG_LINE = 16 * 1024 * 1024
# A request line at gunicorn's bound (8,190 bytes) less the start of a search page's address.
BIG_PARAMETER = 8_000


@dataclass
class Tally:
    """What one client got: latencies of its answers (s), and what went wrong."""

    latencies: list[float] = field(default_factory=list)
    failures: int = 0
    statuses: dict[str, int] = field(default_factory=dict)

    def count(self, status: str) -> None:
        self.statuses[status] = self.statuses.get(status, 0) + 1

    def line(self) -> str:
        done = len(self.latencies) + self.failures
        if not done:
            return "no requests"
        ordered = sorted(self.latencies) or [float("nan")]
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
        return (
            f"{done} requests, {len(self.latencies)} succeeded ({100 * len(self.latencies) / done:.1f} %), "
            f"median {1000 * statistics.median(ordered):.0f} ms, p99 {1000 * p99:.0f} ms"
        )


def normal_client(base: str, stop: threading.Event, tally: Tally) -> None:
    """A reader: a search page, the search API, the help page, again and again, each search new,
    PACE requests a second (a reader, not a crowd: the API's rate limit stays far off)."""
    host, port = base.removeprefix("http://").split(":")
    number = 0
    begun = time.perf_counter()
    while not stop.wait(max(0.0, number / PACE - (time.perf_counter() - begun))):
        number += 1
        words = f"{WORDS[number % len(WORDS)]} {WORDS[(number * 7) % len(WORDS)]} {number}"
        path = [f"/en/?q={quote(words)}", f"/api/search?q={quote(words)}&lang=de", "/de/help"][number % 3]
        started = time.perf_counter()
        try:
            connection = http.client.HTTPConnection(host, int(port), timeout=NORMAL_TIMEOUT)
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            connection.close()
            if response.status == 200:
                tally.latencies.append(time.perf_counter() - started)
                continue
            tally.count(str(response.status))
        except OSError as error:
            tally.count(type(error).__name__)
        tally.failures += 1


def slow_client(base: str, stop: threading.Event, tally: Tally) -> None:
    """A header sent a byte every 2 s, never finished; a new connection when the server closes."""
    host, port = base.removeprefix("http://").split(":")
    while not stop.is_set():
        try:
            with socket.create_connection((host, int(port)), timeout=10) as connection:
                connection.sendall(b"GET /en/help HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                while not stop.wait(2):
                    connection.sendall(b"a")
        except OSError as error:
            tally.count(type(error).__name__)
            stop.wait(0.5)


def long_line_client(base: str, stop: threading.Event, tally: Tally) -> None:
    """16 MiB request lines, one after the other: the time until the server answers."""
    host, port = base.removeprefix("http://").split(":")
    line = b"GET /en/?q=" + b"x" * LONG_LINE + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    while not stop.is_set():
        started = time.perf_counter()
        try:
            with socket.create_connection((host, int(port)), timeout=60) as connection:
                with suppress(OSError):  # refused before all was sent: the answer is read anyway
                    connection.sendall(line)
                answer = connection.recv(200)
            tally.count(answer.split(b"\r\n", 1)[0].decode("latin-1") or "closed")
            tally.latencies.append(time.perf_counter() - started)
        except OSError as error:
            tally.count(type(error).__name__)


def big_parameter_client(base: str, stop: threading.Event, tally: Tally) -> None:
    """Search pages with a junk parameter as long as the request line allows, a new name each."""
    host, port = base.removeprefix("http://").split(":")
    number = 0
    while not stop.is_set():
        number += 1
        path = f"/en/?q=role&j{number}={'a' * (BIG_PARAMETER - len(str(number)))}"
        try:
            connection = http.client.HTTPConnection(host, int(port), timeout=30)
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            connection.close()
            tally.count(str(response.status))
        except OSError as error:
            tally.count(type(error).__name__)


def scenario(base: str, name: str, seconds: float, attackers: list[Callable]) -> None:
    stop = threading.Event()
    normal, attack = Tally(), Tally()
    threads = [threading.Thread(target=attacker, args=(base, stop, attack), daemon=True) for attacker in attackers]
    for thread in threads:
        thread.start()
    time.sleep(1 if attackers else 0)  # the attackers in place first
    reader = threading.Thread(target=normal_client, args=(base, stop, normal))
    reader.start()
    time.sleep(seconds)
    stop.set()
    reader.join()
    print(f"{name}: normal client: {normal.line()}", flush=True)
    if normal.statuses:
        print(f"  normal client's failures: {normal.statuses}", flush=True)
    if attackers:
        timing = f", answered after median {statistics.median(attack.latencies):.2f} s" if attack.latencies else ""
        print(f"  attackers got: {attack.statuses or 'nothing yet'}{timing}", flush=True)


def memory(port: int) -> str:
    return ", ".join(f"{kb / 1024:.0f} MB" for kb in worker_memory(port, "VmRSS"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=30, help="length of each scenario (default 30)")
    parser.add_argument("--slow", type=int, default=8, help="slow clients (default 8)")
    args = parser.parse_args()
    build_index()
    port = free_port()
    server = subprocess.Popen(
        ["make", "--no-print-directory", "run", f"PORT={port}"],
        cwd=ROOT,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + "/en/help")
        print(f"worker memory at start: {memory(port)}", flush=True)
        scenario(base, "baseline", args.seconds / 3, [])
        scenario(base, f"{args.slow} slow clients", args.seconds, [slow_client] * args.slow)
        scenario(base, "16 MiB request lines", args.seconds, [long_line_client] * 2)
        before = memory(port)
        scenario(base, f"parameters of {BIG_PARAMETER:,} bytes", args.seconds, [big_parameter_client] * 2)
        print(f"worker memory before the big parameters: {before}; after: {memory(port)}", flush=True)
    finally:
        os.killpg(server.pid, 15)
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
