"""The full real data for the benchmarks: the default corpus plus every data set of ../shared/data.

The benchmark corpus and its index live under `instance/bench/` (ignored by git) and are made
with the same import and build code a user runs, so the figures are the product's figures.
"""

from __future__ import annotations

import io
import shutil
import sys
from pathlib import Path

from indexer.build import BuildReport, build
from indexer.imports import import_document
from indexer.paths import CORPUS_DIR, INSTANCE_DIR, ROOT, TRANSLATIONS_DIR

SHARED_DATA = ROOT.parent / "shared" / "data"
BENCH_DIR = INSTANCE_DIR / "bench"
BENCH_CORPUS = BENCH_DIR / "corpus"
BENCH_INDEX = BENCH_DIR / "index"
QUERIES = Path(__file__).with_name("queries.txt")
IMPORTS = ("rulings-en-mtgjson-v4-20190726.json", "card-names-de-mtgjson-v4-20190726.json")


def require_shared_data() -> None:
    missing = [name for name in IMPORTS if not (SHARED_DATA / name).is_file()]
    if missing:
        sys.exit(f"the benchmarks need the real data sets in {SHARED_DATA} (missing: {', '.join(missing)})")


def full_corpus() -> Path:
    """A fresh copy of the default corpus with the large data sets imported into it."""
    require_shared_data()
    shutil.rmtree(BENCH_CORPUS, ignore_errors=True)
    shutil.copytree(CORPUS_DIR, BENCH_CORPUS, ignore=shutil.ignore_patterns("__pycache__", "imported"))
    for name in IMPORTS:
        import_document(BENCH_CORPUS, TRANSLATIONS_DIR, SHARED_DATA / name, log=io.StringIO())
    return BENCH_CORPUS


def build_full_index() -> BuildReport:
    """Build the full index exactly as `python -m indexer build` does."""
    return build(full_corpus(), TRANSLATIONS_DIR, BENCH_INDEX, log=io.StringIO())


def queries() -> list[tuple[str, str]]:
    """(reader's language, query) pairs of the fixed query set."""
    lines = QUERIES.read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("\t", 1)) for line in lines if line and not line.startswith("#")]


def directory_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
