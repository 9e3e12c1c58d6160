"""Reads `corpus/manifest.toml`, the list of every document the corpus holds."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from indexer.assembly.model import LANGUAGES, Source

from ..errors import CorpusError

MANIFEST_NAME = "manifest.toml"
HEADER = re.compile(r"^\s*\[\[document\]\]\s*$")
_REQUIRED = ("path", "format", "lang", "title")
_OPTIONAL = ("card_en", "note", "on_error", "require_examples", "example_sections", "publisher")
ON_ERROR = ("reject", "skip")


@dataclass(frozen=True)
class DocumentSpec:
    """One `[[document]]` entry of the manifest."""

    path: Path
    relpath: str
    format: str
    lang: str
    title: str
    card_en: str | None
    manifest_line: int
    publisher: str | None = None
    skip_bad: bool = False
    progress: Callable[[int], None] | None = field(default=None, compare=False)
    require_examples: bool = False  # every ruling of this document needs an example scenario
    example_sections: tuple[str, ...] = ()  # article sections whose every bullet needs one

    def source(self) -> Source:
        """The document as the texts it gives name it."""
        return Source(self.relpath, self.title, self.lang, publisher=self.publisher)


def read_manifest(corpus_dir: Path, known_formats: frozenset[str]) -> list[DocumentSpec]:
    """Parse and validate the manifest; every problem names the manifest line."""
    manifest = corpus_dir / MANIFEST_NAME
    shown = f"{corpus_dir.name}/{MANIFEST_NAME}"
    if not manifest.is_file():
        raise CorpusError(shown, None, "manifest file is missing")
    text = manifest.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CorpusError(shown, _toml_error_line(exc), f"not valid TOML: {exc}") from None
    entries = data.get("document")
    if not isinstance(entries, list) or not entries:
        raise CorpusError(shown, 1, "no [[document]] entries")
    lines = [n for n, line in enumerate(text.splitlines(), start=1) if HEADER.match(line)]
    specs = [_spec(corpus_dir, shown, entry, line, known_formats) for entry, line in zip(entries, lines, strict=True)]
    _reject_duplicates(shown, specs)
    return specs


def _spec(corpus_dir: Path, manifest: str, entry: dict, line: int, known_formats: frozenset[str]) -> DocumentSpec:
    for key in _REQUIRED:
        if not isinstance(entry.get(key), str) or not entry[key].strip():
            raise CorpusError(manifest, line, f"document entry lacks the field {key!r}")
    if "publisher" in entry and (not isinstance(entry["publisher"], str) or not entry["publisher"].strip()):
        raise CorpusError(manifest, line, "publisher must be a name")
    unknown = set(entry) - set(_REQUIRED) - set(_OPTIONAL)
    if unknown:
        raise CorpusError(manifest, line, f"unknown field(s): {', '.join(sorted(unknown))}")
    if entry["lang"] not in LANGUAGES:
        raise CorpusError(manifest, line, f"unknown language {entry['lang']!r} (known: {', '.join(LANGUAGES)})")
    if entry["format"] not in known_formats:
        raise CorpusError(
            manifest,
            line,
            f"unknown format {entry['format']!r} (known: {', '.join(sorted(known_formats))})",
        )
    on_error = entry.get("on_error", "reject")
    if on_error not in ON_ERROR:
        raise CorpusError(manifest, line, f"on_error must be one of {', '.join(ON_ERROR)}, not {on_error!r}")
    require_examples, example_sections = _example_fields(manifest, entry, line)
    path = (corpus_dir / entry["path"]).resolve()
    if corpus_dir.resolve() not in path.parents:
        raise CorpusError(manifest, line, f"path {entry['path']!r} is outside the corpus folder")
    if not path.is_file():
        raise CorpusError(manifest, line, f"file {entry['path']!r} does not exist")
    return DocumentSpec(
        path=path,
        relpath=f"{corpus_dir.name}/{entry['path']}",
        format=entry["format"],
        lang=entry["lang"],
        title=entry["title"],
        card_en=entry.get("card_en"),
        manifest_line=line,
        publisher=entry.get("publisher"),
        skip_bad=on_error == "skip",
        require_examples=require_examples,
        example_sections=example_sections,
    )


def _example_fields(manifest: str, entry: dict, line: int) -> tuple[bool, tuple[str, ...]]:
    """`require_examples = true` (ruling documents), `example_sections = [...]` (articles)."""
    required = entry.get("require_examples", False)
    sections = entry.get("example_sections", [])
    if not isinstance(required, bool):
        raise CorpusError(manifest, line, "require_examples must be true or false")
    if not isinstance(sections, list) or not all(isinstance(s, str) and s for s in sections):
        raise CorpusError(manifest, line, "example_sections must be a list of section headings")
    if required and entry["format"] not in ("card-rulings", "mtgjson-cards", "scryfall-rulings"):
        raise CorpusError(manifest, line, "require_examples is for documents with rulings")
    if sections and entry["format"] != "keyword-article":
        raise CorpusError(manifest, line, "example_sections is for keyword articles")
    return required, tuple(sections)


def _reject_duplicates(manifest: str, specs: list[DocumentSpec]) -> None:
    seen: dict[Path, int] = {}
    for spec in specs:
        if spec.path in seen:
            raise CorpusError(
                manifest,
                spec.manifest_line,
                f"file {spec.relpath!r} is listed twice (first at line {seen[spec.path]})",
            )
        seen[spec.path] = spec.manifest_line


def _toml_error_line(exc: tomllib.TOMLDecodeError) -> int | None:
    match = re.search(r"line (\d+)", str(exc))
    return int(match.group(1)) if match else None
