"""Short pieces of long texts, cut at word boundaries, for lists that point to the whole text."""

from __future__ import annotations

ELLIPSIS = "…"


# What a cut must leave out at least, as a share of its limit (beginning).
TAIL_SHARE = 0.25


def beginning(text: str, limit: int = 160) -> str:
    """The start of `text`, cut after a whole word within `limit` characters; the whole text
    where a cut would leave out less than a quarter of `limit` (TAIL_SHARE): an ellipsis for
    the last word or two saves little and may take the point, as "isn't sacrificed." of "A
    legendary creature that dies because of the “legend rule” isn't sacrificed." did in a
    ruling's citation."""
    flat = " ".join(text.split())
    if len(flat) <= limit * (1 + TAIL_SHARE):
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


_OPEN, _CLOSE = "\x01", "\x02"


def marked_beginning(text: str, spans: list[tuple[int, int]], limit: int = 160) -> tuple[str, list[list]]:
    """`beginning(text)` with the spans of `text` (English left in a German text) carried over:
    [start, end, "en"] in the excerpt, a span the cut ends closed where the excerpt's words end."""
    marked = text
    for start, end in sorted(spans, reverse=True):
        marked = marked[:start] + _OPEN + marked[start:end] + _CLOSE + marked[end:]
    cut = beginning(marked, limit + 2 * len(spans))
    excerpt, found, opened = "", [], None
    for char in cut:
        if char == _OPEN:
            opened = len(excerpt)
        elif char == _CLOSE and opened is not None:
            found.append([opened, len(excerpt), "en"])
            opened = None
        else:
            excerpt += char
    if opened is not None:
        found.append([opened, len(excerpt.removesuffix(" " + ELLIPSIS)), "en"])
    return excerpt, found
