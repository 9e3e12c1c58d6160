"""The yardstick: the same documents in a plain SQLite FTS5 table, queried the same way.

Same documents, same query words (all of them; any of them when no document has all), ten
best by bm25 with a highlighted snippet, and the total count, as the site's search computes.
Tokenizer: unicode61 with diacritics removed; no stemming, no compound splitting.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path

_WORD = re.compile(r"\w+(?:\.\w+)*")
_TEXT_FIELDS = ("title_en", "title_de", "names", "body_en", "body_de", "cardtext_en", "cardtext_de")


def build_fts5(path: Path, documents: Iterable[dict]) -> tuple[sqlite3.Connection, float]:
    """An FTS5 table of the documents; returns the connection and the build time in seconds."""
    path.unlink(missing_ok=True)
    started = time.perf_counter()
    db = sqlite3.connect(path)
    db.execute(
        "CREATE VIRTUAL TABLE docs USING fts5(uid UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 2')"
    )
    rows = (
        (
            doc["uid"],
            " ".join(str(doc.get(f) or "") for f in _TEXT_FIELDS[:3]),
            "\n".join(str(doc.get(f) or "") for f in _TEXT_FIELDS[3:]),
        )
        for doc in documents
    )
    db.executemany("INSERT INTO docs VALUES (?, ?, ?)", rows)
    db.commit()
    return db, time.perf_counter() - started


def fts5_query(words: list[str], joiner: str) -> str:
    return f" {joiner} ".join('"' + w.replace('"', '""') + '"' for w in words)


def search_fts5(db: sqlite3.Connection, text: str) -> tuple[int, list[tuple[str, str]]]:
    """Total and top ten (uid, snippet) for a query, relaxed to OR when AND finds nothing."""
    words = _WORD.findall(text)
    if not words:
        return 0, []
    for joiner in ("AND", "OR"):
        match = fts5_query(words, joiner)
        total = db.execute("SELECT count(*) FROM docs WHERE docs MATCH ?", (match,)).fetchone()[0]
        if total:
            top = db.execute(
                "SELECT uid, snippet(docs, 2, '<mark>', '</mark>', ' … ', 24) FROM docs "
                "WHERE docs MATCH ? ORDER BY bm25(docs, 0.0, 2.0, 1.0) LIMIT 10",
                (match,),
            ).fetchall()
            return total, top
    return 0, []
