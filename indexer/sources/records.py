"""Reading a file of many records, where one bad record either stops the build or is skipped.

A manifest entry with `on_error = "skip"` (what `python -m indexer import --skip-bad` writes)
skips bad records and reports each as a warning naming file and line; by default the first
bad record stops the build.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from indexer.assembly.model import Origin, Parsed

from ..errors import CorpusError
from .json_records import load_json, records
from .manifest import DocumentSpec


def each_record(
    records: Iterable[tuple[int, Any]],
    parsed: Parsed,
    spec: DocumentSpec,
    handle: Callable[[int, Any], None],
) -> None:
    """Call `handle(line, record)` for every record; a skipped record becomes a warning."""
    for line, record in records:
        try:
            handle(line, record)
        except CorpusError as exc:
            if not spec.skip_bad:
                raise
            parsed.warnings.append(f"skipped: {exc}")
        if spec.progress:
            spec.progress(1)


def parse_json_array(spec: DocumentSpec, what: str, handle: Callable[[Parsed, Origin, Any], None]) -> Parsed:
    """A JSON array of `what` records, each passed to `handle(parsed, origin, record)`."""
    text, value = load_json(spec.path, spec.relpath)
    if not isinstance(value, list):
        raise CorpusError(spec.relpath, 1, f"expected a JSON array of {what} records")
    parsed = Parsed()
    each_record(
        records(text, ()),
        parsed,
        spec,
        lambda line, record: handle(parsed, Origin(spec.relpath, line), record),
    )
    if not parsed.rulings and not parsed.cards and not parsed.warnings:
        raise CorpusError(spec.relpath, 1, f"no {what} records")
    return parsed
