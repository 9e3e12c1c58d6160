"""Reading corpus text files: encodings, line endings and paragraphs, with line numbers kept."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import CorpusError

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class Paragraph:
    line: int
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def read_lines(path: Path, shown_as: str) -> list[str]:
    """The file's lines; UTF-8 with or without byte-order mark; CR, LF or CRLF endings."""
    text = read_text(path, shown_as)
    if "\x00" in text:
        line = len(_LINE_BREAK.findall(text[: text.index("\x00")])) + 1
        raise CorpusError(shown_as, line, "contains a NUL byte: not a text file")
    return _LINE_BREAK.split(text)


def read_text(path: Path, shown_as: str) -> str:
    """The file's text, UTF-8 with or without byte-order mark; bytes that are not name their
    line."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = len(_LINE_BREAK.findall(data[: exc.start].decode("utf-8", "replace"))) + 1
        raise CorpusError(shown_as, line, f"not UTF-8 text (byte {exc.start})") from None


def paragraphs(lines: list[str], first_line: int = 1) -> list[Paragraph]:
    """Blank-line separated blocks; `first_line` is the number of `lines[0]` in the file."""
    found: list[Paragraph] = []
    current: list[str] = []
    start = first_line
    for number, line in enumerate(lines, start=first_line):
        if line.strip():
            if not current:
                start = number
            current.append(line)
        elif current:
            found.append(Paragraph(start, tuple(current)))
            current = []
    if current:
        found.append(Paragraph(start, tuple(current)))
    return found
