"""`python -m indexer report`: what the editors' pages list, with the corpus file and line of
each place. The pages name a text's document by its title only (files and lines stay off the
site), so an editor who wants to correct a text finds its place here, read from the built index."""

from __future__ import annotations

import json
from pathlib import Path

from .side_files import COVERAGE_NAME, REPORT_NAME


def place_lines(index: Path) -> list[str]:
    """One line per reference on the report (the build's warning) and per German ruling text
    without an English original, each beginning with its file and line."""
    report, coverage = (json.loads((index / name).read_text(encoding="utf-8")) for name in (REPORT_NAME, COVERAGE_NAME))
    return [item["warning"] for item in report] + [
        f"{item['path']}:{item['line']}: German ruling text {item['id']} has no English original"
        for item in coverage["unaligned"]
    ]
