"""The best matches of a query, in the order a page shows them.

Ties are common (two cards sharing a ruling text, a rule and its translation scored alike), so
the cut keeps every document that ties with the last one asked for, and the order is total:
score, then the reader's language (a document with text in it first), then document number.
Every page of a query therefore agrees on the order, and no document is shown on two pages or
on none.
"""

from __future__ import annotations

import numpy as np

from .postings import Matches


def top_documents(matches: Matches, limit: int, preferred: np.ndarray, tiers: np.ndarray | None = None) -> list[int]:
    """The document numbers of the best `limit` matches (and those tying with the last), in
    order; `preferred` marks the documents with text in the reader's language. With `tiers`
    (one number per match), a higher tier comes first whatever the scores."""
    if not len(matches) or limit <= 0:
        return []
    if tiers is not None:
        keep = tiers >= _cut(tiers, limit)
        matches, tiers = Matches(matches.ids[keep], matches.scores[keep]), tiers[keep]
    scores = matches.scores
    chosen = np.flatnonzero(scores >= _cut(scores, limit)) if tiers is None else _best_per_tier(scores, tiers, limit)
    ids = matches.ids[chosen]
    keys = (ids, ~preferred[ids], -scores[chosen]) if tiers is None else (ids, ~preferred[ids], -scores[chosen], -tiers[chosen])
    return ids[np.lexsort(keys)].tolist()


def _cut(values: np.ndarray, limit: int) -> float:
    """The `limit`-th highest value (the lowest of all if there are fewer)."""
    if len(values) <= limit:
        return values.min()
    return np.partition(values, len(values) - limit)[len(values) - limit]


def _best_per_tier(scores: np.ndarray, tiers: np.ndarray, limit: int) -> np.ndarray:
    """The positions of the best `limit` (with ties) by tier, then score."""
    lowest = tiers.min()
    above = np.flatnonzero(tiers > lowest)
    last = np.flatnonzero(tiers == lowest)
    room = limit - len(above)
    if room <= 0:
        return above
    cut = _cut(scores[last], room)
    return np.concatenate([above, last[scores[last] >= cut]])
