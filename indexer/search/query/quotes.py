"""Quotation marks as a reader's keyboard types them. A German phone keyboard, and smart
punctuation on a phone or in a word processor, types „…“, “…” or »…«, not the straight "…"
the query syntax takes for a phrase: „jüngsten Zeitstempel“ found 66 documents with either
word where "jüngsten Zeitstempel" found the one with both together (a reviewer's finding).
Single quotation marks stay as they are: ’ is also an apostrophe ("opponent’s")."""

from __future__ import annotations

# The double quotation marks of English, German, French and Swiss texts, each as the straight one.
_DOUBLE = str.maketrans({mark: '"' for mark in "„“”‟»«〝〞＂"})


def straight_quotes(text: str) -> str:
    """`text` with its typographic double quotation marks as straight ones."""
    return text if text.isascii() else text.translate(_DOUBLE)
