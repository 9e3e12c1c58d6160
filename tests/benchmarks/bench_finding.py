"""Benchmark: autocomplete, spelling suggestions and facet counts on the full real data.

Run with `.venv/bin/python tests/benchmarks/bench_finding.py [--reuse]` (`--reuse` keeps the
benchmark index built before). Prints:

- the time a worker takes to load names.json;
- autocomplete latency over a fixed set of prefixes of real names (two letters up to the whole
  name, every fifth one with a typo), both the lookup alone and the whole API request;
- search latency over the fixed query set with and without what this feature adds to a search
  (the did-you-mean check, the facet counts), interleaved query by query, each first every
  other time, so that the load of the machine and warm caches favour neither; the same for the
  documents that cover most of a query without having all its words;
- the same, with and without the learned word pairs (a copy of the index with an empty list).

Not a test: nothing here asserts.
"""

from __future__ import annotations

import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import indexer.search.results as search_module
from bench_search import PER_PAGE, ms, percentile, say
from full_data import BENCH_INDEX, build_full_index, queries, warm_up_queries
from indexer.search.index_store import IndexStore
from indexer.search.results import run_search
from indexer.search.suggest.autocomplete import complete
from indexer.search.suggest.lexicon import Lexicon
from indexer.side_files import LEARNED_NAME
from webapp import create_app

PREFIXES = 400
SEED = 5


def prefixes(lexicon: Lexicon, count: int) -> list[tuple[str, str]]:
    """(reader's language, typed text): starts of random names, every fifth with a typo."""
    chooser = random.Random(SEED)
    typed = []
    while len(typed) < count:
        form = lexicon.form(chooser.randrange(len(lexicon)))
        if len(form.display) < 2:
            continue
        text = form.display[: chooser.randint(2, len(form.display))]
        if len(typed) % 5 == 4 and len(text) > 4:
            at = chooser.randrange(1, len(text) - 1)
            text = text[:at] + text[at + 1] + text[at] + text[at + 2 :]
        typed.append((chooser.choice(("en", "de")), text))
    return typed


def summary(name: str, seconds: list[float]) -> None:
    say(
        f"{name}: median {ms(statistics.median(seconds))}, p99 {ms(percentile(seconds, 0.99))}, "
        f"max {ms(max(seconds))} ({len(seconds)} runs)"
    )


def autocomplete_latencies(app, store: IndexStore, typed: list[tuple[str, str]]) -> None:
    lexicon = store.lexicon
    for lang, text in typed:  # warm-up
        complete(lexicon, text, lang)
    lookups = []
    for lang, text in typed:
        started = time.perf_counter()
        complete(lexicon, text, lang)
        lookups.append(time.perf_counter() - started)
    summary("autocomplete lookup", lookups)
    client = app.test_client()
    requests = []
    for lang, text in typed:
        started = time.perf_counter()
        response = client.get("/api/autocomplete", query_string={"q": text, "lang": lang})
        requests.append(time.perf_counter() - started)
        assert response.status_code == 200, (text, response.status_code)
    summary("autocomplete API request (test client)", requests)


def feature_cost(
    store: IndexStore,
    pairs: list[tuple[str, str]],
    warm: list[tuple[str, str]],
    feature: str,
    stand_ins: dict[str, Callable],
) -> None:
    """Each query once with and once without a feature (the functions of indexer.search.results
    named in `stand_ins` replaced by what does without it), interleaved, each first every other
    time, after the searches of a warm-up set."""
    with_feature, without = [], []
    original = {name: getattr(search_module, name) for name in stand_ins}
    for lang, text in warm:
        run_search(store, text, lang, 1, PER_PAGE)
    for number, (lang, text) in enumerate(pairs):
        variants = [(original, with_feature), (stand_ins, without)]
        for hooks, times in variants if number % 2 else variants[::-1]:
            for name, hook in hooks.items():
                setattr(search_module, name, hook)
            started = time.perf_counter()
            run_search(store, text, lang, 1, PER_PAGE)
            times.append(time.perf_counter() - started)
    for name, hook in original.items():
        setattr(search_module, name, hook)
    summary(f"search without {feature}", without)
    summary(f"search with {feature}", with_feature)
    extra = [a - b for a, b in zip(with_feature, without, strict=False)]
    say(
        f"added per query: median {ms(statistics.median(extra))}, p99 {ms(percentile(extra, 0.99))}; "
        f"medians {100 * (statistics.median(with_feature) / statistics.median(without) - 1):.1f} % apart"
    )


def learned_pairs_cost(store: IndexStore, pairs: list[tuple[str, str]], warm: list[tuple[str, str]]) -> None:
    """What the learned word pairs' alternatives cost a search (the issue of the learned lexicon
    allows 20 % of the median): each query on the index as built and on a copy of it whose
    list of learned pairs is empty, interleaved, each first every other time, after the same
    warm-up on both."""
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "index"
        shutil.copytree(BENCH_INDEX, copy)
        (copy / LEARNED_NAME).write_text("[]", encoding="utf-8")
        sides = [(store, []), (IndexStore(copy), [])]
        for lang, text in warm:
            for side_store, _ in sides:
                run_search(side_store, text, lang, 1, PER_PAGE)
        for number, (lang, text) in enumerate(pairs):
            for side_store, times in sides if number % 2 else sides[::-1]:
                started = time.perf_counter()
                run_search(side_store, text, lang, 1, PER_PAGE)
                times.append(time.perf_counter() - started)
    summary("search with the learned word pairs", sides[0][1])
    summary("search without them (an empty list)", sides[1][1])
    with_pairs, without = statistics.median(sides[0][1]), statistics.median(sides[1][1])
    say(f"learned pairs cost: {100 * (with_pairs / without - 1):.1f} % of the median (allowed: 20 %)")


def main() -> None:
    if "--reuse" not in sys.argv:
        report = build_full_index()
        say(f"full build: {report.seconds:.1f} s, {report.counts}")
    app = create_app({"INDEX_PATH": str(BENCH_INDEX), "SEARCH_CACHE_SIZE": 0, "RATELIMIT_ENABLED": False})
    store = app.extensions["index_store"]
    assert store.meta, f"no index at {BENCH_INDEX}"  # opens it: the time below is the side file's alone
    started = time.perf_counter()
    lexicon = store.lexicon
    say(
        f"names.json: {len(lexicon)} forms, {len(lexicon.words)} words, loaded in {time.perf_counter() - started:.2f} s"
    )
    autocomplete_latencies(app, store, prefixes(lexicon, PREFIXES))
    suggestions = {"spelling": lambda *args: None, "facet_counts": lambda *args: []}
    feature_cost(store, queries(), warm_up_queries(), "suggestions and facets", suggestions)
    most = {"_mostly_matching_added": lambda evaluate, engine, found, query, known: (found, query)}
    feature_cost(store, queries(), warm_up_queries(), "documents covering most of the query", most)
    learned_pairs_cost(store, queries(), warm_up_queries())


if __name__ == "__main__":
    main()
