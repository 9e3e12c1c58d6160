"""Bars of counts (rulings per translation status), as widths in percent of the bar."""

from __future__ import annotations

from collections.abc import Mapping

# A count above zero is drawn at least this wide: 6 German texts among 18,100 rulings are a
# fact the picture must show, not a sliver of 0.03 %.
MIN_WIDTH = 1.0


def segments(counts: Mapping[str, int], order: list[str]) -> list[tuple[str, float, float]]:
    """(status, x, width) for each status with a count, in `order`, the widths adding up to 100;
    the widest segment gives up what the narrow ones need to be seen."""
    total = sum(counts.get(status, 0) for status in order)
    shown = [status for status in order if counts.get(status, 0)]
    if not total:
        return []
    widths = {status: max(MIN_WIDTH, 100 * counts[status] / total) for status in shown}
    widest = max(shown, key=lambda status: widths[status])
    widths[widest] -= sum(widths.values()) - 100
    out, x = [], 0.0
    for status in shown:
        out.append((status, x, widths[status]))
        x += widths[status]
    return out
