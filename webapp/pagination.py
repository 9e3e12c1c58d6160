"""Which page numbers a results page links: the first two, the last two, two either side of
the current one, a gap (None) between runs; a gap never hides a single page ("1 2 3 … 5 6"
shows 4 instead). A phone shows fewer: the first, the last and one either side."""

from __future__ import annotations

from typing import NamedTuple

EDGE = 2
AROUND = 2
NARROW_EDGE = 1
NARROW_AROUND = 1


class PageLink(NamedTuple):
    """A page number (None for a gap) and where it is shown: wide screens, phones or both."""

    number: int | None
    wide: bool
    narrow: bool


def page_numbers(page: int, pages: int, edge: int = EDGE, around: int = AROUND) -> list[int | None]:
    """The numbers to show, in order, None for a gap; a query with thousands of result pages
    lists about nine, not all of them."""
    shown = sorted(
        {
            n
            for n in (
                *range(1, edge + 1),
                *range(pages - edge + 1, pages + 1),
                *range(page - around, page + around + 1),
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


def page_links(page: int, pages: int) -> list[PageLink]:
    """The wide screen's numbers and gaps, each marked whether a phone shows it too, with the
    gaps only a phone shows ("1 … 44 45 46 … 89": nine links with "Previous" and "Next" had
    wrapped onto two ragged lines at 390 px)."""
    narrow = page_numbers(page, pages, NARROW_EDGE, NARROW_AROUND)
    on_phone = {number for number in narrow if number is not None}
    after_gap = {number for before, number in zip(narrow, narrow[1:], strict=False) if before is None}
    out: list[PageLink] = []
    for number in page_numbers(page, pages):
        if number in after_gap:
            gap = next((i for i in range(len(out) - 1, -1, -1) if out[i].number is None or out[i].narrow), None)
            if gap is not None and out[gap].number is None:
                out[gap] = out[gap]._replace(narrow=True)
            else:
                out.append(PageLink(None, wide=False, narrow=True))
        out.append(PageLink(number, wide=True, narrow=number is not None and number in on_phone))
    return out
