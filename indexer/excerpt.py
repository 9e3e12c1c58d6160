"""Short pieces of long texts, cut at word boundaries, for lists that point to the whole text."""

from __future__ import annotations

ELLIPSIS = "…"


def beginning(text: str, limit: int = 160) -> str:
    """The start of `text`, at most `limit` characters, cut after a whole word."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[:limit].rsplit(" ", 1)[0] + " " + ELLIPSIS


def around(text: str, start: int, end: int, width: int = 70) -> str:
    """`text[start:end]` with up to `width` characters of context on either side."""
    before = text[max(0, start - width) : start]
    after = text[end : end + width]
    if start > width:
        before = ELLIPSIS + " " + before.split(" ", 1)[-1] if " " in before else ELLIPSIS + before
    if end + width < len(text):
        after = after.rsplit(" ", 1)[0] + " " + ELLIPSIS if " " in after else after + ELLIPSIS
    return " ".join((before + text[start:end] + after).split())
