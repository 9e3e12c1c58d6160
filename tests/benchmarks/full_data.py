"""What the benchmarks measure: the default corpus, which holds the full real data, and its index.

The index is built with the same code `make run` uses (`python -m indexer build`), into
`instance/bench/` so that a benchmark never replaces the index a running site serves. The
fixed query set (queries.txt) is measured once per query, after the searches of a warm-up set
of other queries (query_pool.py): a worker that has served for a while knows the common words,
not the query it is asked.
"""

from __future__ import annotations

import io
from pathlib import Path

from indexer.build import BuildReport, build
from indexer.paths import CORPUS_DIR, INSTANCE_DIR, TRANSLATIONS_DIR
from query_pool import query_pool

BENCH_DIR = INSTANCE_DIR / "bench"
BENCH_INDEX = BENCH_DIR / "index"
QUERIES = Path(__file__).with_name("queries.txt")
DATA_DIR = CORPUS_DIR / "imported"
RULES_DIR = CORPUS_DIR / "data"
WARM_UP = 2_000
# Another seed than the HTTP benchmark's pool: the warm-up queries are none of its queries.
WARM_UP_SEED = 7


def build_full_index() -> BuildReport:
    """Build the default corpus's index exactly as `python -m indexer build` does."""
    return build(CORPUS_DIR, TRANSLATIONS_DIR, BENCH_INDEX, log=io.StringIO())


def queries() -> list[tuple[str, str]]:
    """(reader's language, query) pairs of the fixed query set."""
    lines = QUERIES.read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("\t", 1)) for line in lines if line and not line.startswith("#")]


def warm_up_queries(count: int = WARM_UP) -> list[tuple[str, str]]:
    """(reader's language, query) pairs to search before measuring, none of the fixed set."""
    fixed = set(queries())
    return [
        (q.lang, q.text) for q in query_pool(count + len(fixed), seed=WARM_UP_SEED) if (q.lang, q.text) not in fixed
    ][:count]


def directory_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
