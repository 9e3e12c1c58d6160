"""Which page numbers a results page links: the first two, the last two, two either side of
the current one, a gap (None) between runs; a gap never hides a single page ("1 2 3 … 5 6"
shows 4 instead)."""

from __future__ import annotations

EDGE = 2
AROUND = 2


def page_numbers(page: int, pages: int) -> list[int | None]:
    """The numbers to show, in order, None for a gap; a query with thousands of result pages
    lists about nine, not all of them."""
    shown = sorted(
        {
            n
            for n in (
                *range(1, EDGE + 1),
                *range(pages - EDGE + 1, pages + 1),
                *range(page - AROUND, page + AROUND + 1),
            )
            if 1 <= n <= pages
        }
    )
    out: list[int | None] = []
    for number in shown:
        if out and number - out[-1] == 2:
            out.append(number - 1)
        elif out and number - out[-1] > 2:
            out.append(None)
        out.append(number)
    return out
