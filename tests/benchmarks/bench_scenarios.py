"""Benchmark: run every example scenario many times; median and worst time per scenario.

    python tests/benchmarks/bench_scenarios.py [--runs N]      (or: make bench)

Not a test (pytest does not collect it): timings depend on the machine. A run includes what a
request pays for: setting up the game from the scenario, playing it out with the board
recorded after every step, checking the expectations, and rendering it as JSON in German.
The target is a median under 5 ms per scenario.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from corpus.rules import load_scenarios, run, run_json  # noqa: E402
from corpus.rules.text.catalog import translations_for  # noqa: E402

TARGET_MS = 5.0


def measure(scenario, runs: int, translations) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        run_json(run(scenario), translations, "de")
        times.append((time.perf_counter() - started) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=200, help="runs per scenario (default 200)")
    args = parser.parse_args(argv)
    scenarios = load_scenarios(ROOT / "corpus" / "scenarios")
    translations = translations_for("de")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(
        f"{platform.python_implementation()} {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} CPUs, load average {load}; {args.runs} runs per scenario, times in ms"
    )
    print(f"{'scenario':40} {'median':>8} {'worst':>8}")
    medians = []
    for scenario in scenarios.values():
        measure(scenario, 3, translations)  # warm up
        times = measure(scenario, args.runs, translations)
        medians.append(statistics.median(times))
        print(f"{scenario.id:40} {medians[-1]:8.2f} {max(times):8.2f}")
    overall = statistics.median(medians)
    print(f"{'median of the medians':40} {overall:8.2f}")
    print(f"{'slowest median':40} {max(medians):8.2f}")
    under = sum(1 for m in medians if m < TARGET_MS)
    print(f"{under} of {len(medians)} scenario medians are under the target of {TARGET_MS} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
