"""Reading JSON corpus files record by record, with the line each record starts on.

The standard `json` module gives no positions for valid input; error messages must name a line,
so the array of records is walked with `raw_decode`, which reports where each value ends.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import CorpusError
from .textfile import read_text

_DECODER = json.JSONDecoder()
_WS = " \t\r\n"


def load_json(path: Path, shown_as: str) -> tuple[str, Any]:
    """The file's text and its parsed value; broken JSON names the line."""
    text = read_text(path, shown_as)
    try:
        return text, json.loads(text)
    except json.JSONDecodeError as exc:
        raise CorpusError(shown_as, exc.lineno, f"broken JSON: {exc.msg}") from None


def records(text: str, path: tuple[str, ...]) -> Iterator[tuple[int, Any]]:
    """(line, value) of every element of the array found under the object keys `path`."""
    pos = _locate(text, _skip_ws(text, 0), path)
    if text[pos] != "[":
        raise ValueError("the value at the given path is not an array")
    line = 1 + text.count("\n", 0, pos)
    last = pos
    pos = _skip_ws(text, pos + 1)
    while text[pos] != "]":
        line += text.count("\n", last, pos)
        last = pos
        value, end = _DECODER.raw_decode(text, pos)
        yield line, value
        pos = _skip_ws(text, end)
        if text[pos] == ",":
            pos = _skip_ws(text, pos + 1)


def _locate(text: str, pos: int, path: tuple[str, ...]) -> int:
    for key in path:
        pos = _member(text, pos, key)
    return pos


def _member(text: str, pos: int, wanted: str) -> int:
    """Offset of the value of key `wanted` in the object starting at `pos`."""
    pos = _skip_ws(text, pos + 1)
    while text[pos] != "}":
        key, pos = _DECODER.raw_decode(text, pos)
        pos = _skip_ws(text, pos)
        pos = _skip_ws(text, pos + 1)
        if key == wanted:
            return pos
        _, pos = _DECODER.raw_decode(text, pos)
        pos = _skip_ws(text, pos)
        if text[pos] == ",":
            pos = _skip_ws(text, pos + 1)
    raise KeyError(wanted)


def _skip_ws(text: str, pos: int) -> int:
    while text[pos] in _WS:
        pos += 1
    return pos
