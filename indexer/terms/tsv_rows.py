"""The rows of a curated tab-separated file of `translations/`: a header, then cells per line."""

from __future__ import annotations

from pathlib import Path

from ..errors import CorpusError


def tsv_rows(path: Path, shown_as: str, header: list[str], expected: str) -> list[tuple[int, list[str]]]:
    """Each non-empty line after the header as (its line number, its stripped cells); a wrong
    header, or a line without a cell for every column, is an error naming the line (`expected`
    says what a line holds)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or lines[0].split("\t") != header:
        raise CorpusError(shown_as, 1, f"the first line must be the header {' / '.join(header)}")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        cells = [cell.strip() for cell in line.split("\t")]
        if len(cells) != len(header) or not all(cells):
            raise CorpusError(shown_as, number, expected)
        rows.append((number, cells))
    return rows
