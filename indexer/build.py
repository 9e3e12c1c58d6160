"""Building the index into a fresh directory and swapping it in atomically.

`instance/index` is a symbolic link to `instance/builds/<stamp>`. A build writes a new
`builds/.tmp-*` directory, renames it when complete and then replaces the link in one
`rename()`. A failed build deletes its temporary directory; the link, and the index it points
to, stay as they were. Readers notice the new target and reopen.

A build holds the lock `builds/.lock` from start to end, so builds of one index run one after
the other (one that waits and finds the index up to date then skips). The kernel releases the
lock however its holder ends, so a `.tmp-*` directory found while holding it was left by a
build that was killed (SIGKILL, a power cut), and is removed.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from whoosh import index as whoosh_index

from indexer.assembly.documents import DocumentBuilder
from indexer.assembly.examples import Examples, load_examples
from indexer.assembly.model import Corpus
from indexer.assembly.names import names_side_file
from indexer.assembly.printed_values import add_printed_values
from indexer.code_version import code_version
from indexer.german.coverage import coverage, summary_line
from indexer.german.ruling_catalog import EXPORT_PATH
from indexer.german.word_pairs import LearnedPair
from indexer.search.analysis.schema import build_schema
from indexer.search.everyday_words import link_everyday_words
from indexer.search.keyed_postings import KEYED_FIELDS, write_keyed_postings
from indexer.search.listing import write_listing_file
from indexer.search.marked_words import write_marked_words
from indexer.search.shown import SHOWN_RECORD, ShownValues, shown_of, shown_record
from indexer.search.shown_file import write_shown_file
from indexer.search.templates import write_templates_file
from indexer.sources.load import FORMATS, load_documents, load_learned_pairs, load_nicknames, load_synonyms
from indexer.sources.manifest import DocumentSpec, read_manifest
from indexer.sources.source_list import source_list
from indexer.terms.synonyms import glossary_synonyms, stacking_synonyms
from indexer.terms.term_list import TermPair

from .lengths_codec import LengthsInMemoryCodec
from .ordered_writer import OrderedWriter
from .progress import Progress
from .side_files import (
    COVERAGE_NAME,
    EXAMPLES_NAME,
    KEYED_NAME,
    LEARNED_NAME,
    LISTING_NAME,
    MARKED_NAME,
    META_NAME,
    NAMES_NAME,
    SHOWN_NAME,
    SOURCES_NAME,
    SYNONYMS_NAME,
    TEMPLATES_NAME,
    TERMS_NAME,
    WORDS_NAME,
)

# Whoosh spills its posting pool to pickled temp files past this size; in memory is far faster.
POOL_MB = 2048
# Below this many documents a second writer process costs more than it saves.
PARALLEL_FROM = 20_000
_KEEP_BUILDS = 2
_LOCK_NAME = ".lock"
_TMP_PREFIX = ".tmp-"
_INDEXER_DIR = Path(__file__).resolve().parent
# What only answers queries: read by the web app, never by the build (a test checks the build's
# imports).
QUERY_SIDE = ("search/query", "search/suggest", "search/results.py", "search/facets.py", "search/release.py")


@dataclass
class BuildReport:
    path: Path
    counts: dict[str, int]
    languages: dict[str, int]
    warnings: list[str]
    seconds: float
    skipped: bool = False
    releases: list[dict] = field(default_factory=list)
    examples: int = 0
    german: str = ""  # the coverage summary line
    release_lines: list[str] = field(default_factory=list)  # rules per section of every release held

    def lines(self) -> list[str]:
        if self.skipped:
            return [f"index is up to date: {self.path}"]
        counts = ", ".join(f"{n} {kind}" for kind, n in self.counts.items())
        langs = ", ".join(f"{lang}: {n}" for lang, n in self.languages.items())
        out = [
            f"indexed {sum(self.counts.values())} documents ({counts}) in {self.seconds:.1f} s",
            f"texts per language: {langs}",
        ]
        out += [f"rules release: {r['lang']} effective {r['effective']}" for r in self.releases]
        out += self.release_lines
        out.append(f"examples: {self.examples} scenarios, every one passes")
        out.append(self.german)
        out += [f"warning: {w}" for w in self.warnings]
        out.append(f"index: {self.path}")
        return out


def fingerprint(corpus_dir: Path, translations_dir: Path) -> str:
    """Hash of every input the index depends on: corpus files, translations, indexer code.
    (Not the translators' export: it is written from the corpus, never read by the build; nor
    the search package's query side (QUERY_SIDE), which the build never imports: a change to
    ranking or spelling needs no new index.)"""
    digest = hashlib.sha256()
    skipped = {translations_dir / EXPORT_PATH, *(_INDEXER_DIR / part for part in QUERY_SIDE)}
    for base in (corpus_dir, translations_dir, _INDEXER_DIR):
        for path in sorted(
            p for p in base.rglob("*") if p.is_file() and "__pycache__" not in p.parts and not skipped & {p, *p.parents}
        ):
            digest.update(str(path.relative_to(base)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def built_from(index_link: Path) -> str | None:
    """The fingerprint of the inputs the index at `index_link` was built from (None: no index)."""
    return _meta(index_link).get("fingerprint")


def built_at(index_link: Path) -> str | None:
    """When the index at `index_link` was built (ISO 8601, UTC; None: no index)."""
    return _meta(index_link).get("built_at")


def _meta(index_link: Path) -> dict:
    """The build's own description (meta.json), written last, so only a complete index has it."""
    meta = index_link / META_NAME
    if not meta.is_file():
        return {}
    return json.loads(meta.read_text(encoding="utf-8"))


def build(
    corpus_dir: Path,
    translations_dir: Path,
    index_link: Path,
    *,
    if_stale: bool = False,
    procs: int | None = None,
    log: TextIO | None = None,
) -> BuildReport:
    """Validate the corpus, build a new index and swap it in; raises CorpusError on bad input.
    With `if_stale`, an index built from the same inputs is kept (a skipped report)."""
    started = time.perf_counter()
    builds = index_link.parent / "builds"
    with _sole_build(builds, log):
        stamp = fingerprint(corpus_dir, translations_dir)
        if if_stale and built_from(index_link) == stamp:
            return BuildReport(index_link, {}, {}, [], time.perf_counter() - started, skipped=True)
        specs = read_manifest(corpus_dir, frozenset(FORMATS))
        corpus, terms = load_documents(specs, translations_dir)
        add_printed_values(corpus_dir, corpus)
        examples = load_examples(corpus_dir, corpus, specs)
        learned = load_learned_pairs(translations_dir)
        builder = DocumentBuilder(corpus, examples, terms, learned)
        tmp = builds / f"{_TMP_PREFIX}{os.getpid()}-{time.time_ns()}"
        try:
            side_files = partial(_side_files, tmp, corpus, builder, examples, terms, learned, translations_dir, specs)
            with ThreadPoolExecutor(max_workers=1) as beside:
                pending: list[Future[dict[str, Any]]] = []
                documents = _then(builder.documents(), lambda: pending.append(beside.submit(side_files)))
                counts, languages = write_index(tmp, documents, builder.count(), procs=procs, log=log)
                written = pending[0].result()
            report = BuildReport(
                path=index_link,
                counts=counts,
                languages=languages,
                warnings=[*corpus.warnings, *builder.warnings()],
                seconds=0.0,
                releases=[
                    {"lang": r.lang, "effective": r.effective.isoformat(), "title": r.source.title}
                    for r in corpus.releases
                ],
                examples=len(examples.scenarios),
                release_lines=builder.releases.section_lines(),
            )
            translated = written[COVERAGE_NAME]
            report.german = summary_line(translated["counts"], len(translated["unaligned"]))
            _write_side_files(tmp, report, stamp, terms)
            final = builds / datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
            tmp.rename(final)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        _swap(index_link, final)
        _prune(builds, keep=final)
        report.seconds = time.perf_counter() - started
        return report


def _then(documents: Iterable[dict], finished: Callable[[], None]) -> Iterator[dict]:
    """The documents, then a call of `finished`: the side files are made while the writer
    processes finish the index, where the build's one process had waited for them (1 to 3 s
    of a build that was otherwise spent on them alone)."""
    yield from documents
    finished()


def _side_files(
    tmp: Path,
    corpus: Corpus,
    builder: DocumentBuilder,
    examples: Examples,
    terms: list[TermPair],
    learned: list[LearnedPair],
    translations_dir: Path,
    specs: list[DocumentSpec],
) -> dict[str, Any]:
    """Write the JSON side files beside the index (the web app never reads corpus files itself)
    once the builder has made every document, and the everyday word lists; returns what the
    JSON files hold."""
    files: dict[str, Any] = {
        **builder.side_files(),
        SYNONYMS_NAME: [
            vars(s)
            for s in load_synonyms(translations_dir)
            + glossary_synonyms(corpus.glossary)
            + stacking_synonyms(corpus.rules)
        ],
        LEARNED_NAME: [vars(p) for p in learned],
        EXAMPLES_NAME: examples.as_json(frozenset(corpus.rules)),
        COVERAGE_NAME: coverage(corpus) | {"stale_rules": builder.releases.stale_rules(corpus.rules)},
        NAMES_NAME: names_side_file(
            corpus, terms, builder.cross_references, builder.partners, load_nicknames(translations_dir)
        ),
        SOURCES_NAME: source_list(specs, corpus),
    }
    for name, content in files.items():
        (tmp / name).write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
    link_everyday_words(tmp / WORDS_NAME)
    return files


@contextmanager
def _sole_build(builds: Path, log: TextIO | None) -> Iterator[None]:
    """Hold the lock of the `builds` folder (waiting for a running build to finish), after
    removing what killed builds left behind."""
    builds.mkdir(parents=True, exist_ok=True)
    with open(builds / _LOCK_NAME, "a") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if log:
                print(f"waiting for another build in {builds} to finish", file=log, flush=True)
            fcntl.flock(lock, fcntl.LOCK_EX)
        for leftover in builds.glob(f"{_TMP_PREFIX}*"):
            shutil.rmtree(leftover, ignore_errors=True)
        yield


def _writer_processes(documents: int) -> int:
    return min(os.cpu_count() or 1, 2) if documents >= PARALLEL_FROM else 1


def write_index(
    directory: Path, documents: Iterable[dict], count: int, *, procs: int | None = None, log: TextIO | None = None
) -> tuple[dict, dict]:
    """Write `documents` (as DocumentBuilder.documents gives them) into a new Whoosh index in
    `directory`, what a result shows of each into the shown file beside it and their card ids
    and uids into the keyed postings; returns counts per kind and per language. (The
    benchmarks call this directly to time scaled document sets.)"""
    directory.mkdir()
    ix = whoosh_index.create_in(str(directory), build_schema())
    procs = procs or _writer_processes(count)
    options = {"limitmb": POOL_MB, "codec": LengthsInMemoryCodec()}
    writer = OrderedWriter(ix, procs, **options) if procs > 1 else ix.writer(**options)
    counts: dict[str, int] = {}
    languages: dict[str, int] = {}
    shown: list[ShownValues] = []
    keyed: list[dict[str, str]] = []
    progress = Progress("indexing", count, log)
    try:
        for doc in documents:
            writer.add_document(**{k: v for k, v in doc.items() if v is not None and k != SHOWN_RECORD})
            shown.append(doc[SHOWN_RECORD])
            keyed.append({field: doc[field] for field in KEYED_FIELDS if doc.get(field) is not None})
            counts[doc["kind"]] = counts.get(doc["kind"], 0) + 1
            for lang in doc.get("langs", "").split():
                languages[lang] = languages.get(lang, 0) + 1
            progress.advance()
    except BaseException:
        writer.cancel()
        raise
    progress.note(f"writing the index files ({procs} writer process{'es' if procs > 1 else ''}) ...")
    started = time.perf_counter()
    try:
        # The files beside the index are written while the writer processes finish theirs.
        numbered = writer.end_batches() if isinstance(writer, OrderedWriter) else range(len(shown))
        write_shown_file(directory / SHOWN_NAME, (shown_record(shown[place]) for place in numbered))
        documents_shown = [shown_of(shown[place]) for place in numbered]
        write_listing_file(directory / LISTING_NAME, documents_shown)
        write_templates_file(directory / TEMPLATES_NAME, documents_shown)
        write_marked_words(directory / MARKED_NAME, documents_shown)
        write_keyed_postings(directory / KEYED_NAME, ix.schema, [keyed[place] for place in numbered])
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    progress.note(f"written in {time.perf_counter() - started:.1f} s")
    return counts, languages


def _write_side_files(tmp: Path, report: BuildReport, stamp: str, terms: list[TermPair]) -> None:
    meta = {
        "fingerprint": stamp,
        "code": code_version(),
        "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "counts": report.counts,
        "languages": report.languages,
        "releases": report.releases,
        "warnings": report.warnings,
    }
    (tmp / META_NAME).write_text(json.dumps(meta, indent=2, ensure_ascii=False), encoding="utf-8")
    pairs = [{"en": p.en, "de": p.de, "source": p.source, "variant": p.variant} for p in terms]
    (tmp / TERMS_NAME).write_text(json.dumps(pairs, ensure_ascii=False), encoding="utf-8")


def _swap(index_link: Path, target: Path) -> None:
    """Point `index_link` at `target` in one atomic rename."""
    tmp_link = index_link.with_name(f".{index_link.name}.{os.getpid()}")
    if tmp_link.is_symlink() or tmp_link.exists():
        tmp_link.unlink()
    tmp_link.symlink_to(os.path.relpath(target, index_link.parent), target_is_directory=True)
    if index_link.exists() and not index_link.is_symlink():
        shutil.rmtree(index_link)
    os.replace(tmp_link, index_link)


def _prune(builds: Path, keep: Path) -> None:
    """Keep the new build and the one before it (a reader may still have it open)."""
    done = sorted((p for p in builds.iterdir() if not p.name.startswith(".")), reverse=True)
    for old in done[_KEEP_BUILDS:]:
        if old != keep:
            shutil.rmtree(old, ignore_errors=True)
