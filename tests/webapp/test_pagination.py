"""Page numbers a results page links."""

from __future__ import annotations

import pytest

from webapp.pagination import page_numbers


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
