"""Progress for long imports and builds: a bar on a terminal, plain lines in a log."""

from __future__ import annotations

import sys
from typing import TextIO


class Progress:
    def __init__(self, label: str, total: int, stream: TextIO | None = None) -> None:
        self.label = label
        self.total = max(total, 1)
        self.stream = stream or sys.stderr
        self.done = 0
        self._interactive = self.stream.isatty()
        self._last_tenth = -1

    def advance(self, count: int = 1) -> None:
        self.done += count
        if self._interactive:
            if self.done % 250 == 0 or self.done >= self.total:
                self._draw()
        else:
            tenth = self.done * 10 // self.total
            if tenth != self._last_tenth:
                self._last_tenth = tenth
                self.stream.write(f"{self.label}: {self.done}/{self.total} ({tenth * 10}%)\n")

    def finish(self) -> None:
        """Show the end state even if fewer steps came than expected."""
        if self.done < self.total:
            self.done = self.total - 1
            self.advance()

    def note(self, text: str) -> None:
        """A line about a step that has no count (what a long silence is spent on)."""
        self.stream.write(f"{self.label}: {text}\n")
        self.stream.flush()

    def _draw(self) -> None:
        width = 30
        filled = width * self.done // self.total
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total}")
        if self.done >= self.total:
            self.stream.write("\n")
        self.stream.flush()
