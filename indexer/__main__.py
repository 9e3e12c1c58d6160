"""Command line: `python -m indexer build | import | import-rules | export-translations |
import-translations | learn-pairs | report`."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from indexer.assembly.model import LANGUAGES
from indexer.german.export_translations import export_translations
from indexer.german.import_translations import import_translations
from indexer.german.ruling_catalog import EXPORT_PATH
from indexer.german.word_pairs import (
    PAIRS_NAME,
    PARALLEL_FORMATS,
    UNPAIRED_NAME,
    agreement,
    inputs_fingerprint,
    learn_pairs,
    read_pairs,
    read_unpaired,
    write_pairs,
)
from indexer.sources.imports import import_document
from indexer.sources.load import FORMATS, english_finder, load_corpus, load_term_list
from indexer.sources.manifest import read_manifest

from .build import build, built_at
from .errors import CorpusError
from .paths import CORPUS_DIR, INDEX_LINK, TRANSLATIONS_DIR
from .places import place_lines


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    return args.run(args)


def _parser() -> argparse.ArgumentParser:
    """The command line: a subcommand each for building, importing, translations, the learned
    pairs and the editors' report."""
    parser = argparse.ArgumentParser(prog="python -m indexer", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    _build_command(commands)
    _import_commands(commands)
    _translation_commands(commands)
    _pairs_and_report_commands(commands)
    return parser


def _build_command(commands: argparse._SubParsersAction) -> None:
    build_cmd = commands.add_parser("build", help="validate the corpus and build the index")
    build_cmd.add_argument("--if-stale", action="store_true", help="only if the corpus changed since the last build")
    build_cmd.add_argument(
        "--keep-previous",
        action="store_true",
        help="on a corpus error, keep the previous index and exit 0 with a warning (1 only if there is none); for "
        "make run",
    )
    _common(build_cmd)
    build_cmd.set_defaults(run=_build)


def _import_commands(commands: argparse._SubParsersAction) -> None:
    import_cmd = commands.add_parser("import", help="add a data file to the corpus, then build")
    import_cmd.add_argument("file", type=Path)
    import_cmd.add_argument("--format", choices=sorted(FORMATS), help="default: detected from the file")
    import_cmd.add_argument("--lang", choices=LANGUAGES, help="language of the texts (default: detected)")
    import_cmd.add_argument("--title", help="how the site names this source")
    import_cmd.add_argument("--card-en", help="English card name, for a ruling list in another language")
    import_cmd.add_argument(
        "--skip-bad", action="store_true", help="skip bad records (each is reported) instead of rejecting the file"
    )
    import_cmd.add_argument("--no-build", action="store_true", help="only add the file; build later")
    _common(import_cmd)
    import_cmd.set_defaults(run=_import)

    rules_cmd = commands.add_parser(
        "import-rules",
        help="add a release of the Comprehensive Rules of one language (replacing one of the same date), then build",
    )
    rules_cmd.add_argument("file", type=Path)
    rules_cmd.add_argument("--lang", choices=LANGUAGES, required=True)
    rules_cmd.add_argument("--title", help="how the site names this source")
    rules_cmd.add_argument("--no-build", action="store_true", help="only add the file; build later")
    _common(rules_cmd)
    rules_cmd.set_defaults(run=_import, format="comprehensive-rules", card_en=None, skip_bad=False)


def _translation_commands(commands: argparse._SubParsersAction) -> None:
    export_cmd = commands.add_parser(
        "export-translations", help="write the rulings that need German as a gettext catalog"
    )
    export_cmd.add_argument("--output", type=Path, help=f"default: translations/{EXPORT_PATH.as_posix()}")
    _common(export_cmd)
    export_cmd.set_defaults(run=_export_translations)

    translated_cmd = commands.add_parser("import-translations", help="check a translated catalog, merge it, then build")
    translated_cmd.add_argument("file", type=Path)
    translated_cmd.add_argument("--no-build", action="store_true", help="only merge the translations; build later")
    _common(translated_cmd)
    translated_cmd.set_defaults(run=_import_translations)


def _pairs_and_report_commands(commands: argparse._SubParsersAction) -> None:
    learn_cmd = commands.add_parser("learn-pairs", help="learn German-English word pairs from the parallel texts")
    learn_cmd.add_argument("--if-stale", action="store_true", help="only if the parallel texts changed since")
    _common(learn_cmd)
    learn_cmd.set_defaults(run=_learn_pairs)
    report_cmd = commands.add_parser(
        "report", help="list the places the editors' pages name, each with its corpus file and line"
    )
    report_cmd.add_argument("--index", type=Path, default=INDEX_LINK, help="the built index to read")
    report_cmd.set_defaults(run=_report)


def _common(command: argparse.ArgumentParser) -> None:
    command.add_argument("--corpus", type=Path, default=CORPUS_DIR)
    command.add_argument("--translations", type=Path, default=TRANSLATIONS_DIR)
    command.add_argument("--index", type=Path, default=INDEX_LINK, help="the index link to (re)place")
    command.add_argument("--procs", type=int, default=None, help="writer processes (default: 2 for large corpora)")


def _missing(file: Path) -> bool:
    """Whether the file to import is missing (and the error said)."""
    if file.is_file():
        return False
    print(f"error: {file}: no such file", file=sys.stderr)
    return True


def _fail(exc: CorpusError, consequence: str) -> int:
    print(f"error: {exc}", file=sys.stderr)
    print(consequence, file=sys.stderr)
    return 1


def _build(args: argparse.Namespace) -> int:
    """With --keep-previous a corpus error does not fail the build while an index exists: the
    site can go on serving it (make run), said by a warning; make test keeps failing."""
    try:
        report = build(
            args.corpus,
            args.translations,
            args.index,
            if_stale=getattr(args, "if_stale", False),
            procs=args.procs,
            log=sys.stderr,
        )
    except CorpusError as exc:
        if not getattr(args, "keep_previous", False):
            return _fail(exc, "the index was not changed")
        previous = built_at(args.index)
        if previous is None:
            return _fail(exc, f"there is no previous index to serve: {args.index}")
        print(f"error: {exc}", file=sys.stderr)
        print(
            f"warning: the index was not rebuilt; serving the previous index, built {previous}, which does "
            f"not have the latest changes to the corpus: {args.index}",
            file=sys.stderr,
        )
        return 0
    print("\n".join(report.lines()))
    return 0


def _import(args: argparse.Namespace) -> int:
    if _missing(args.file):
        return 1
    try:
        result = import_document(
            args.corpus,
            args.translations,
            args.file,
            fmt=args.format,
            lang=args.lang,
            title=args.title,
            card_en=args.card_en,
            skip_bad=args.skip_bad,
            log=sys.stderr,
        )
    except CorpusError as exc:
        return _fail(exc, "nothing was imported; the corpus and the index were not changed")
    print("\n".join(result.lines()))
    return 0 if args.no_build else _build(args)


def _export_translations(args: argparse.Namespace) -> int:
    try:
        corpus, _ = load_corpus(args.corpus, args.translations)
    except CorpusError as exc:
        return _fail(exc, "nothing was exported")
    result = export_translations(corpus, args.output or args.translations / EXPORT_PATH, date.today())
    print("\n".join(result.lines()))
    return 0


def _import_translations(args: argparse.Namespace) -> int:
    """Exit status 1 when an entry had a problem, even though the valid ones were merged."""
    if _missing(args.file):
        return 1
    try:
        finder = english_finder(load_term_list(args.translations))
        result = import_translations(args.file, args.translations, finder, date.today())
    except CorpusError as exc:
        return _fail(exc, "nothing was imported; the translations and the index were not changed")
    print("\n".join(result.lines()))
    built = 0 if args.no_build or not result.merged else _build(args)
    return built or (1 if result.problems else 0)


def _learn_pairs(args: argparse.Namespace) -> int:
    """Write translations/learned-pairs.tsv (see word_pairs.py); with --if-stale only when the
    parallel texts or the analysis changed since it was written."""
    target = args.translations / PAIRS_NAME
    try:
        sources = [
            spec.path for spec in read_manifest(args.corpus, frozenset(FORMATS)) if spec.format in PARALLEL_FORMATS
        ]
        fingerprint = inputs_fingerprint([*sources, args.translations / UNPAIRED_NAME])
        if args.if_stale and read_pairs(target, str(target))[1] == fingerprint:
            return 0
        corpus, terms = load_corpus(args.corpus, args.translations)
        unpaired = read_unpaired(args.translations / UNPAIRED_NAME)
    except CorpusError as exc:
        return _fail(exc, "the learned pairs were not changed")
    pairs = learn_pairs(corpus, unpaired)
    write_pairs(target, pairs, fingerprint)
    print(f"learned {len(pairs)} German-English word pairs: {target}")
    print(agreement(pairs, [(t.en, t.de) for t in terms]).line())
    return 0


def _report(args: argparse.Namespace) -> int:
    try:
        lines = place_lines(args.index)
    except FileNotFoundError as exc:
        print(f"error: {exc.filename}: no such file; build the index first (python -m indexer build)", file=sys.stderr)
        return 1
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
