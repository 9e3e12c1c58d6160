"""Changing `corpus/manifest.toml` in place: add an entry, drop entries. Comments are kept.

Each `[[document]]` block runs from its header to the next header; edits rewrite whole
blocks and replace the file in one rename, so a crash never leaves half a manifest.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Callable
from pathlib import Path

from .manifest import HEADER, MANIFEST_NAME


def entry_text(fields: dict[str, str]) -> str:
    """A `[[document]]` block; values are TOML basic strings (JSON escaping is valid TOML)."""
    lines = ["[[document]]"] + [f"{key} = {json.dumps(value, ensure_ascii=False)}" for key, value in fields.items()]
    return "\n".join(lines) + "\n"


def _blocks(text: str) -> tuple[str, list[str]]:
    """The text before the first entry, and each entry's block."""
    lines = text.splitlines(keepends=True)
    starts = [i for i, line in enumerate(lines) if HEADER.match(line)]
    head = "".join(lines[: starts[0]]) if starts else text
    ends = starts[1:] + [len(lines)]
    return head, ["".join(lines[a:b]) for a, b in zip(starts, ends, strict=False)]


def _write(manifest: Path, text: str) -> None:
    tmp = manifest.with_name(f".{manifest.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, manifest)


def edit_manifest(corpus_dir: Path, drop: Callable[[dict], bool], add: dict[str, str] | None) -> list[dict]:
    """Remove the entries `drop` selects, append `add`; returns the removed entries."""
    manifest = corpus_dir / MANIFEST_NAME
    head, blocks = _blocks(manifest.read_text(encoding="utf-8"))
    kept: list[str] = []
    removed: list[dict] = []
    for block in blocks:
        entry = tomllib.loads(block)["document"][0]
        if drop(entry):
            removed.append(entry)
        else:
            kept.append(block)
    text = head + "".join(kept)
    if add:
        text = text.rstrip("\n") + "\n\n" + entry_text(add)
    _write(manifest, text)
    return removed
