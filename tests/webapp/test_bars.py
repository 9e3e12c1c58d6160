"""Widths of the segments of a bar of counts."""

from __future__ import annotations

import pytest

from webapp.bars import MIN_WIDTH, segments

ORDER = ["complete", "partial", "missing"]


@pytest.mark.parametrize(
    ("counts", "widths"),
    [
        ({"complete": 1, "partial": 1, "missing": 2}, [25.0, 25.0, 50.0]),
        ({"complete": 6, "partial": 2, "missing": 18092}, [MIN_WIDTH, MIN_WIDTH, 100 - 2 * MIN_WIDTH]),
        ({"complete": 0, "partial": 0, "missing": 5}, [100.0]),
        ({"complete": 0, "partial": 0, "missing": 0}, []),
    ],
)
def test_segments_add_up_to_the_bar_and_small_counts_stay_visible(counts, widths) -> None:
    found = segments(counts, ORDER)
    assert [round(w, 6) for _, _, w in found] == widths
    assert [x for _, x, _ in found] == [sum(widths[:i]) for i in range(len(widths))]
