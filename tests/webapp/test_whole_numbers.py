"""Whole numbers from a request: in range or None, never a ValueError."""

import pytest

from webapp.whole_numbers import capped_whole_number, whole_number


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


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("1", 1), ("07", 7), ("20", 20), ("21", 20), ("9" * 5000, 20), ("0" * 5000 + "3", 3), ("0", None), ("000", None)],
)
def test_capped_numbers_read_any_size_above_the_cap_as_the_cap(raw, expected) -> None:
    assert capped_whole_number(raw, 1, 20) == expected


@pytest.mark.parametrize("raw", ["", "-1", "+1", "1.0", "1e3", "²", "٣", "３", " 1"])
def test_capped_numbers_refuse_what_is_no_whole_number(raw) -> None:
    assert capped_whole_number(raw, 1, 20) is None
