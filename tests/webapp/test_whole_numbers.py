"""Whole numbers from a request: in range or None, never a ValueError."""

import pytest

from webapp.whole_numbers import whole_number


@pytest.mark.parametrize(
    ("raw", "expected"), [("1", 1), ("20", 20), ("07", 7), ("0", None), ("21", None), ("007", None)]
)
def test_numbers_in_range_and_out(raw, expected) -> None:
    """A number written wider than the highest one ("007" for at most 20) is refused unread."""
    assert whole_number(raw, 1, 20) == expected


@pytest.mark.parametrize("raw", ["", "-1", "+1", "1.0", "1e3", "²", "٣", "３", " 1", "1" * 5000, "0" * 5000 + "1"])
def test_anything_else_is_none(raw) -> None:
    """Signs, decimals, non-ASCII digits; numbers of more digits than Python converts."""
    assert whole_number(raw, 1, 999_999) is None
