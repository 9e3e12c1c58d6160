"""Benchmark: the real server (`make run`) under load, over the full data.

Starts `make run` on a free port with the benchmark index, drives the search page and the search
API with wrk (16 connections, 30 s each, cycling through the fixed query set), once with the
result cache as configured and once with it off, and reads the peak memory of each worker.
Needs `wrk` (Debian package `wrk`) and ../shared/data. Not a test: nothing here asserts.
"""

from __future__ import annotations

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
from pathlib import Path
from urllib.parse import quote

from full_data import BENCH_INDEX, build_full_index, queries

from indexer.paths import ROOT

CONNECTIONS = 16
DURATION = "30s"
CACHE_SIZES = (None, 0)


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


def lua_script(paths: list[str]) -> Path:
    """A wrk script that cycles through the given request paths."""
    listed = ",\n".join(f'  "{p}"' for p in paths)
    script = (
        f"paths = {{\n{listed}\n}}\ncounter = 0\n"
        "request = function()\n  counter = counter + 1\n"
        "  return wrk.format(\"GET\", paths[(counter % #paths) + 1])\nend\n"
    )
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False, encoding="utf-8") as handle:
        handle.write(script)
    return Path(handle.name)


def run_wrk(base: str, paths: list[str]) -> dict[str, str]:
    script = lua_script(paths)
    try:
        out = subprocess.run(
            ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{DURATION}", "--latency", "-s", str(script), base],
            check=True, capture_output=True, text=True,
        ).stdout
    finally:
        script.unlink()
    figures = {
        "requests/s": re.search(r"Requests/sec:\s+([\d.]+)", out).group(1),
        "median": re.search(r"\s50%\s+(\S+)", out).group(1),
        "p99": re.search(r"\s99%\s+(\S+)", out).group(1),
        "requests": re.search(r"(\d+) requests in", out).group(1),
    }
    non_ok = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    figures["errors"] = str(int(non_ok.group(1)) if non_ok else 0)
    figures["socket errors"] = str(sum(int(n) for n in sockets.groups()) if sockets else 0)
    return figures


def worker_peak_memory(master_port: int) -> list[int]:
    """Peak resident memory (kB, VmHWM) of every gunicorn worker serving on the port."""
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
            if "gunicorn" in parent_cmd:
                peaks.append(int(re.search(r"VmHWM:\s+(\d+)", text).group(1)))
    return peaks


def serve_and_measure(cache_size: int | None, paths: dict[str, list[str]]) -> None:
    port = free_port()
    env = {**os.environ, "RULINGS_INDEX_PATH": str(BENCH_INDEX)}
    if cache_size is not None:
        env["RULINGS_SEARCH_CACHE_SIZE"] = str(cache_size)
    server = subprocess.Popen(
        ["make", "--no-print-directory", "run", f"PORT={port}"],
        cwd=ROOT, env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + "/en/")
        label = "result cache on" if cache_size is None else "result cache off"
        for name, batch in paths.items():
            figures = run_wrk(base, batch)
            print(f"{name} ({label}, {CONNECTIONS} connections, {DURATION}): " + ", ".join(f"{k} {v}" for k, v in figures.items()), flush=True)
        peaks = worker_peak_memory(port)
        print(f"peak memory per worker ({label}): " + ", ".join(f"{kb / 1024:.0f} MB" for kb in peaks), flush=True)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)


def main() -> None:
    if not shutil.which("wrk"):
        sys.exit("the HTTP benchmark needs wrk (Debian package `wrk`)")
    if not BENCH_INDEX.exists():
        build_full_index()
    pairs = queries()
    paths = {
        "search page": [f"/{lang}/?q={quote(text)}" for lang, text in pairs],
        "search API": [f"/api/search?lang={lang}&q={quote(text)}" for lang, text in pairs],
    }
    for size in CACHE_SIZES:
        serve_and_measure(size, paths)


if __name__ == "__main__":
    main()
