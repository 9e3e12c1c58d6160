"""The one error type the indexer raises for bad input: it always names a file and a line."""

from pathlib import Path


class CorpusError(Exception):
    """A corpus file that cannot be used, with the place where the problem is."""

    def __init__(self, path: str | Path, line: int | None, message: str) -> None:
        super().__init__(message)
        self.path = str(path)
        self.line = line
        self.message = message

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.message}"
