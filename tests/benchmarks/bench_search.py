"""Benchmark: index build, index size, search latency against SQLite FTS5, and growth with size.

Run with `make bench`. Prints the figures; writes the growth curves to tests/benchmarks/results/.
Not a test: nothing here asserts.

Both engines are measured alike: first the searches of a warm-up set of other queries
(full_data.warm_up_queries), then each query of the fixed set (queries.txt) once. The site's
search is everything its results page computes: the count, the facet counts, the top ten with
highlighted snippets, the spelling suggestion. FTS5 does the same work in C (count, top ten by
bm25, snippets, the relaxed OR).
"""

from __future__ import annotations

import os
import platform
import shutil
import statistics
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from fts5_baseline import build_fts5, search_fts5
from full_data import BENCH_DIR, BENCH_INDEX, build_full_index, directory_size, queries, warm_up_queries
from indexer.assembly.documents import DocumentBuilder
from indexer.build import write_index
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.search.everyday_words import link_everyday_words
from indexer.search.index_store import IndexStore
from indexer.search.query.syntax import QueryError
from indexer.search.results import run_search
from indexer.side_files import WORDS_NAME
from indexer.sources.load import load_corpus
from svg_chart import line_chart

RESULTS = Path(__file__).with_name("results")
SCALES = (0.1, 0.5, 1.0, 3.0)
PER_PAGE = 10


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def timed(function: Callable[..., object], *args: object) -> float:
    started = time.perf_counter()
    function(*args)
    return time.perf_counter() - started


def site_search(store: IndexStore, lang: str, text: str) -> float:
    """Seconds for one search as the results page runs it."""
    started = time.perf_counter()
    with suppress(QueryError):
        run_search(store, text, lang, 1, PER_PAGE)
    return time.perf_counter() - started


def whoosh_latencies(store: IndexStore, pairs: list[tuple[str, str]], warm: list[tuple[str, str]]) -> list[float]:
    """Seconds per query of `pairs`, each searched once, after the searches of `warm`."""
    for lang, text in warm:
        site_search(store, lang, text)
    return [site_search(store, lang, text) for lang, text in pairs]


def fts5_latencies(db, pairs: list[tuple[str, str]], warm: list[tuple[str, str]]) -> list[float]:
    for _, text in warm:
        search_fts5(db, text)
    return [timed(search_fts5, db, text) for _, text in pairs]


def scaled(documents: list[dict], factor: float) -> list[dict]:
    """An evenly spread share of the documents, or whole copies of them with fresh ids."""
    if factor <= 1:
        step = round(1 / factor)
        return documents[::step]
    copies = [documents]
    for copy in range(1, int(factor)):
        copies.append([{**doc, "uid": f"{doc['uid']}~{copy}"} for doc in documents])
    return [doc for batch in copies for doc in batch]


def say(line: str) -> None:
    """Print at once: the index writer forks, and a forked child must not inherit unflushed output."""
    print(line, flush=True)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def figures(name: str, values: list[float]) -> str:
    return (
        f"{name}: median {ms(statistics.median(values))}, p99 {ms(percentile(values, 0.99))}, mean "
        f"{ms(statistics.mean(values))}"
    )


def main() -> None:
    pairs = queries()
    warm = warm_up_queries()
    say(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{platform.platform()}"
    )
    say(
        f"queries: {len(pairs)} measured once each ({sum(lang == 'en' for lang, _ in pairs)} English, "
        f"{sum(lang == 'de' for lang, _ in pairs)} German), after {len(warm)} other queries"
    )

    report = build_full_index()
    documents_total = sum(report.counts.values())
    size = directory_size(Path(os.path.realpath(BENCH_INDEX)))
    say(
        f"full build (python -m indexer build): {report.seconds:.1f} s for {documents_total} documents "
        f"({documents_total / report.seconds:.0f} documents/s); {report.counts}"
    )
    say(f"index size on disk: {size / 1e6:.1f} MB")

    store = IndexStore(BENCH_INDEX)
    started = time.perf_counter()
    store.engine  # noqa: B018 (reading the property loads it)
    say(f"search index of a worker (postings and positions read): {time.perf_counter() - started:.1f} s")
    whoosh = whoosh_latencies(store, pairs, warm)
    corpus, _ = load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)
    documents = [{k: v for k, v in d.items() if v is not None} for d in DocumentBuilder(corpus).documents()]
    db, fts_build = build_fts5(BENCH_DIR / "fts5.sqlite", documents)
    fts = fts5_latencies(db, pairs, warm)
    say(f"FTS5 build: {fts_build:.1f} s")
    say(figures("site search (count, facets, top ten with snippets, suggestion)", whoosh))
    say(figures("sqlite fts5 (count, top ten by bm25, snippets, relaxed OR)", fts))
    say(
        f"ratio site/fts5: median {statistics.median(whoosh) / statistics.median(fts):.1f}x, "
        f"p99 {percentile(whoosh, 0.99) / percentile(fts, 0.99):.1f}x"
    )

    growth = []
    for factor in SCALES:
        batch = scaled(documents, factor)
        directory = BENCH_DIR / f"scale-{factor}"
        shutil.rmtree(directory, ignore_errors=True)
        seconds = timed(write_index, directory, iter(batch), len(batch))
        link_everyday_words(directory / WORDS_NAME)  # (as the build links them beside its index)
        latencies = whoosh_latencies(IndexStore(directory), pairs, warm)
        growth.append((factor, len(batch), seconds, statistics.median(latencies), percentile(latencies, 0.99)))
        say(
            f"scale {factor:>4.0%}: {len(batch):>7} documents, index write {seconds:6.1f} s, "
            f"search median {ms(statistics.median(latencies))}, p99 {ms(percentile(latencies, 0.99))}"
        )
        shutil.rmtree(directory, ignore_errors=True)

    RESULTS.mkdir(exist_ok=True)
    build_chart = line_chart(
        "Index write time", "documents", "seconds", {"write": [(n, s) for _, n, s, _, _ in growth]}
    )
    search_chart = line_chart(
        "Search latency (top 10, highlighted)",
        "documents",
        "milliseconds",
        {"median": [(n, m * 1000) for _, n, _, m, _ in growth], "p99": [(n, p * 1000) for _, n, _, _, p in growth]},
    )
    (RESULTS / "build-time.svg").write_text(build_chart, encoding="utf-8")
    (RESULTS / "search-latency.svg").write_text(search_chart, encoding="utf-8")
    say(f"charts: {RESULTS / 'build-time.svg'}, {RESULTS / 'search-latency.svg'}")


if __name__ == "__main__":
    main()
