"""Invisible characters in what a reader types or pastes: a zero-width space copied from a chat
("704.5y\u200b"), a soft hyphen from a PDF, a byte-order or direction mark. Unicode calls them
format characters (category Cf); nothing shows them, so nothing a reader sees has them, and a
rule number with one had been no rule (a 404, and a search instead of the rule)."""

from __future__ import annotations

import unicodedata


def visible(text: str) -> str:
    """`text` without its format characters."""
    if text.isascii():
        return text
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
