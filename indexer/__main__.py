"""Command line: `python -m indexer build [--if-stale]`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .build import build, is_stale
from .errors import CorpusError
from .paths import CORPUS_DIR, INDEX_LINK, TRANSLATIONS_DIR


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m indexer", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build_cmd = commands.add_parser("build", help="validate the corpus and build the index")
    build_cmd.add_argument("--if-stale", action="store_true", help="only if the corpus changed since the last build")
    build_cmd.add_argument("--corpus", type=Path, default=CORPUS_DIR)
    build_cmd.add_argument("--translations", type=Path, default=TRANSLATIONS_DIR)
    build_cmd.add_argument("--index", type=Path, default=INDEX_LINK, help="the index link to (re)place")
    build_cmd.add_argument("--procs", type=int, default=1, help="writer processes")
    args = parser.parse_args(argv)
    return _build(args)


def _build(args: argparse.Namespace) -> int:
    if args.if_stale and not is_stale(args.corpus, args.translations, args.index):
        print(f"index is up to date: {args.index}")
        return 0
    try:
        report = build(args.corpus, args.translations, args.index, procs=args.procs, log=sys.stderr)
    except CorpusError as exc:
        print(f"error: {exc}", file=sys.stderr)
        print("the index was not changed", file=sys.stderr)
        return 1
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
