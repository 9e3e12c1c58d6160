"""Importing a data file into the corpus: validate it, copy it verbatim, list it in the manifest.

`python -m indexer import FILE` and `python -m indexer import-rules FILE --lang de` go through
here. The file is parsed first, record by record (with progress); only if it can be used is it
copied to `corpus/imported/`, added to `manifest.toml` and noted in `SOURCES.md`, and the whole
corpus is validated once more; if that fails, every change is rolled back. A new release of the
Comprehensive Rules is added beside the older ones of its language (the site shows the newest
and keeps the others for rule histories); only a file of the same language and effective date
is replaced.
"""

from __future__ import annotations

import hashlib
import shutil
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TextIO

from indexer.assembly.model import LANGUAGES, Parsed, document_count
from indexer.formats.parse_rules import release_date

from ..errors import CorpusError
from ..progress import Progress
from .json_records import load_json
from .load import FORMATS, load_corpus
from .manifest import MANIFEST_NAME, DocumentSpec
from .manifest_edit import edit_manifest
from .textfile import read_lines

IMPORTED = "imported"
SOURCES_NAME = "SOURCES.md"
FORMAT_TITLES = {
    "scryfall-rulings": "Rulings (Scryfall format)",
    "card-names": "German card names and texts",
    "mtgjson-cards": "Cards with rulings (MTGJSON format)",
    "card-rulings": "Rulings list",
    "comprehensive-rules": "Comprehensive Rules",
    "keyword-article": "Article",
}
_DEFAULT_LANG = {"scryfall-rulings": "en", "card-names": "de", "mtgjson-cards": "en"}


@dataclass
class ImportResult:
    path: str
    format: str
    lang: str
    records: int
    warnings: list[str]
    seconds: float
    replaced: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [
            f"imported {self.path} ({self.format}, {self.lang}): {self.records} records, "
            f"{len(self.warnings)} skipped, in {self.seconds:.1f} s"
        ]
        out += [f"replaced {path}" for path in self.replaced]
        out += [f"warning: {w}" for w in self.warnings]
        return out


def detect_format(path: Path) -> tuple[str, str | None]:
    """(format, language if the file says) from the file's shape."""
    if path.suffix.lower() == ".json":
        return _json_format(path), None
    head = " ".join(read_lines(path, path.name)[:5])
    if "Comprehensive Rules" in head:
        return "comprehensive-rules", "en"
    if "Regelwerk" in head:
        return "comprehensive-rules", "de"
    return "card-rulings", None


def _json_format(path: Path) -> str:
    """Peek at the first record without reading the whole file into objects twice."""
    with open(path, encoding="utf-8-sig", errors="replace") as f:  # (bad bytes: reported when read)
        head = f.read(4096)
    if '"comment"' in head and '"published_at"' in head:
        return "scryfall-rulings"
    if '"name_de"' in head:
        return "card-names"
    return "mtgjson-cards"


def import_document(
    corpus_dir: Path,
    translations_dir: Path,
    source: Path,
    *,
    fmt: str | None = None,
    lang: str | None = None,
    title: str | None = None,
    card_en: str | None = None,
    skip_bad: bool = False,
    log: TextIO | None = None,
) -> ImportResult:
    """Validate `source` and add it to the corpus; raises CorpusError and changes nothing if
    it cannot be used."""
    started = time.perf_counter()
    detected, detected_lang = detect_format(source)
    fmt = fmt or detected
    lang = lang or detected_lang or _DEFAULT_LANG.get(fmt)
    if fmt not in FORMATS:
        raise CorpusError(source, None, f"unknown format {fmt!r} (known: {', '.join(sorted(FORMATS))})")
    if lang not in LANGUAGES:
        raise CorpusError(source, None, f"unknown language {lang!r}: pass --lang en or --lang de")
    target = _target(corpus_dir, source)
    relpath = f"{IMPORTED}/{target.name}"
    parsed = _validate(source, fmt, lang, card_en, skip_bad, relpath, log)
    entry = {"path": relpath, "format": fmt, "lang": lang, "title": title or f"{FORMAT_TITLES[fmt]}: {source.name}"}
    if card_en:
        entry["card_en"] = card_en
    if skip_bad:
        entry["on_error"] = "skip"
    replaced = _commit(corpus_dir, translations_dir, source, target, entry, _replaced_by(corpus_dir, entry, parsed))
    return ImportResult(
        path=f"{corpus_dir.name}/{relpath}",
        format=fmt,
        lang=lang,
        records=document_count(parsed),
        warnings=parsed.warnings,
        seconds=time.perf_counter() - started,
        replaced=replaced,
    )


def _target(corpus_dir: Path, source: Path) -> Path:
    """Where the copy goes: the file's own name, numbered if another file has it."""
    folder = corpus_dir / IMPORTED
    target = folder / source.name
    number = 2
    while target.exists():
        if target.read_bytes() == source.read_bytes():
            raise CorpusError(source, None, f"already imported as {corpus_dir.name}/{IMPORTED}/{target.name}")
        target = folder / f"{source.stem}-{number}{source.suffix}"
        number += 1
    return target


def _validate(
    source: Path, fmt: str, lang: str, card_en: str | None, skip_bad: bool, relpath: str, log: TextIO | None
) -> Parsed:
    progress = Progress(f"validating {source.name}", _estimate(source, fmt), log)
    spec = DocumentSpec(
        path=source,
        relpath=str(source),
        format=fmt,
        lang=lang,
        title=relpath,
        card_en=card_en,
        manifest_line=0,
        skip_bad=skip_bad,
        progress=progress.advance,
    )
    parsed = FORMATS[fmt](spec)
    progress.finish()
    return parsed


def _estimate(source: Path, fmt: str) -> int:
    """Records to expect, for the progress bar: JSON arrays count their top-level objects."""
    if source.suffix.lower() != ".json":
        return 1
    _, value = load_json(source, str(source))
    if isinstance(value, dict):
        value = value.get("cards") or (value.get("data") or {}).get("cards") or []
    return len(value) if isinstance(value, list) else 1


def _replaced_by(corpus_dir: Path, entry: dict[str, str], parsed: Parsed) -> Callable[[dict], bool]:
    """Which manifest entries the new one replaces: the rules of the same language and
    effective date, nothing else."""

    def same_release(other: dict) -> bool:
        if not parsed.release or entry["format"] != other["format"] or other["lang"] != entry["lang"]:
            return False
        return release_date(corpus_dir / other["path"], other["lang"], other["path"]) == parsed.release.effective

    return same_release


def _commit(
    corpus_dir: Path,
    translations_dir: Path,
    source: Path,
    target: Path,
    entry: dict[str, str],
    replaces: Callable[[dict], bool],
) -> list[str]:
    """Copy, list and note the file, then validate the whole corpus; undo all on failure."""
    manifest = corpus_dir / MANIFEST_NAME
    sources = corpus_dir / SOURCES_NAME
    saved = {path: path.read_bytes() for path in (manifest, sources) if path.exists()}
    target.parent.mkdir(exist_ok=True)
    shutil.copyfile(source, target)
    try:
        removed = edit_manifest(corpus_dir, replaces, entry)
        _note_source(sources, source, entry)
        load_corpus(corpus_dir, translations_dir)
    except BaseException:
        target.unlink(missing_ok=True)
        for path, content in saved.items():
            path.write_bytes(content)
        raise
    return [f"{corpus_dir.name}/{e['path']}" for e in removed]


def _note_source(sources: Path, source: Path, entry: dict[str, str]) -> None:
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    row = (
        f"| `{entry['path']}` | Imported on {date.today().isoformat()} with `python -m indexer import` "
        f"from `{source.name}` (sha256 {digest}…). | Format `{entry['format']}`, language `{entry['lang']}`. |\n"
    )
    with open(sources, "a", encoding="utf-8") as f:
        f.write(row)
