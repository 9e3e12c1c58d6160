"""Page numbers a results page links."""

from __future__ import annotations

import pytest

from webapp.pagination import page_links, page_numbers


@pytest.mark.parametrize(
    ("page", "pages", "shown"),
    [
        (1, 1, [1]),
        (1, 5, [1, 2, 3, 4, 5]),
        (6, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),  # a gap would hide page 3 alone
        (1, 6, [1, 2, 3, 4, 5, 6]),  # "1 2 3 … 5 6" hid page 4
        (1, 7, [1, 2, 3, None, 6, 7]),
        (7, 12, [1, 2, None, 5, 6, 7, 8, 9, 10, 11, 12]),
        (1, 2296, [1, 2, 3, None, 2295, 2296]),
        (1000, 2296, [1, 2, None, 998, 999, 1000, 1001, 1002, None, 2295, 2296]),
    ],
)
def test_first_last_and_around_the_current_page_with_gaps(page, pages, shown) -> None:
    assert page_numbers(page, pages) == shown


@pytest.mark.parametrize(
    ("page", "pages", "wide", "narrow"),
    [
        (1, 2, "1 2", "1 2"),
        (50, 100, "1 2 … 48 49 50 51 52 … 99 100", "1 … 49 50 51 … 100"),
        (5, 9, "1 2 3 4 5 6 7 8 9", "1 … 4 5 6 … 9"),  # gaps a phone shows alone
        (4, 100, "1 2 3 4 5 6 … 99 100", "1 2 3 4 5 … 100"),
        (1, 2296, "1 2 3 … 2295 2296", "1 2 … 2296"),
    ],
)
def test_a_phone_shows_the_first_the_last_and_one_either_side(page, pages, wide, narrow) -> None:
    links = page_links(page, pages)
    assert " ".join(str(link.number or "…") for link in links if link.wide) == wide
    assert " ".join(str(link.number or "…") for link in links if link.narrow) == narrow
