"""The best matches of a query, in the order a page shows them.

Ties are common (two cards sharing a ruling text, a rule and its translation scored alike), so
the cut keeps every document that ties with the last one asked for, and the order is total:
score, then the reader's language (a document with text in it first), then document number.
Every page of a query therefore agrees on the order, and no document is shown on two pages or
on none.
"""

from __future__ import annotations

import numpy as np

from .evaluate import members
from .postings import Matches

# The values a cut samples (_cut), where it has SAMPLED times as many and the limit is at most
# a SAMPLED-th of them.
SAMPLE = 256
SAMPLED = 4


def top_documents(matches: Matches, limit: int, preferred: np.ndarray, tiers: np.ndarray | None = None) -> list[int]:
    """The document numbers of the best `limit` matches (and those tying with the last), in
    order; `preferred` marks the documents with text in the reader's language. With `tiers`
    (one number per match), a higher tier comes first whatever the scores."""
    if not len(matches) or limit <= 0:
        return []
    if tiers is not None:
        matches, tiers = _upper_tiers(matches, tiers, limit)
    scores = matches.scores
    chosen = (scores >= _cut(scores, limit)).nonzero()[0] if tiers is None else _best_per_tier(scores, tiers, limit)
    ids = matches.ids[chosen]
    keys = (
        (ids, ~preferred[ids], -scores[chosen])
        if tiers is None
        else (ids, ~preferred[ids], -scores[chosen], -tiers[chosen])
    )
    return ids[np.lexsort(keys)].tolist()


def _upper_tiers(matches: Matches, tiers: np.ndarray, limit: int) -> tuple[Matches, np.ndarray | None]:
    """The matches of the tiers that hold the best `limit` (with ties), and their tiers; None
    where that is the highest tier alone, as it most often is (a tier holds many matches):
    its matches rank by score alone, and np.partition, slow where values repeat, is spared
    (0.3 ms for the two tiers of 20,593 matches)."""
    top = tiers.max()
    keep = tiers == top
    if np.count_nonzero(keep) < limit:
        keep = tiers >= _cut(tiers, limit)
        return Matches(matches.ids[keep], matches.scores[keep]), tiers[keep]
    return (matches if keep.all() else Matches(matches.ids[keep], matches.scores[keep])), None


def _cut(values: np.ndarray, limit: int) -> float:
    """The `limit`-th highest value (the lowest of all if there are fewer). Of many values,
    the cut is the `limit`-th highest of an even sample (SAMPLE of them: `limit` values are
    that high) where fewer are higher, else among those higher: a query's scores repeat,
    and np.partition of 20,593 of them, 1,043 distinct (15,756 of them 0), took 0.3 ms."""
    if len(values) <= limit:
        return values.min()
    if len(values) >= SAMPLED * SAMPLE and limit * SAMPLED <= SAMPLE:
        sample = values[:: len(values) // SAMPLE]
        floor = np.partition(sample, len(sample) - limit)[len(sample) - limit]
        values = values[values > floor]
        if len(values) < limit:
            return floor
    return np.partition(values, len(values) - limit)[len(values) - limit]


def _best_per_tier(scores: np.ndarray, tiers: np.ndarray, limit: int) -> np.ndarray:
    """The positions of the best `limit` (with ties) by tier, then score."""
    lowest = tiers.min()
    above = (tiers > lowest).nonzero()[0]
    last = (tiers == lowest).nonzero()[0]
    room = limit - len(above)
    if room <= 0:
        return above
    cut = _cut(scores[last], room)
    return np.concatenate([above, last[scores[last] >= cut]])


def mixed_documents(
    matches: Matches, limit: int, preferred: np.ndarray, tiers: np.ndarray | None, run: int, share: float
) -> list[int]:
    """The best `limit` matches (with ties), the documents with text in the reader's language
    and the others each in their order, merged by score (tier first), except that after `run`
    documents of one side in a row the other side's next one comes first if it scores at least
    `share` of this side's next one (and is of its tier).

    On the German site a question matches the German rules with the words as typed and the
    English-only rulings through their translations only; by score alone one side can fill
    the first page although the other holds answers as good (the rule that defines a term, the
    ruling that settles the case). Each side is cut on its own, so every page of a query
    agrees on the order."""
    inside = preferred[matches.ids]
    # (each side's first `limit` only: the merge takes no more of one side, and the documents
    # tying with a side's last can be thousands)
    sides = [
        top_documents(
            Matches(matches.ids[keep], matches.scores[keep]), limit, preferred, None if tiers is None else tiers[keep]
        )[:limit]
        for keep in (inside, ~inside)
    ]
    at = matches.ids.searchsorted(np.concatenate([np.asarray(side, dtype=matches.ids.dtype) for side in sides]))
    rank = {
        docnum: (0 if tiers is None else int(tiers[i]), float(matches.scores[i]))
        for docnum, i in zip(matches.ids[at].tolist(), at.tolist(), strict=True)
    }
    merged: list[int] = []
    heads = [0, 0]
    last, streak = 0, 0
    while len(merged) < limit and (heads[0] < len(sides[0]) or heads[1] < len(sides[1])):
        side = _next_side(sides, heads, rank, last if streak >= run else None, share)
        merged.append(sides[side][heads[side]])
        heads[side] += 1
        streak = streak + 1 if side == last else 1
        last = side
    return merged


def _next_side(
    sides: list[list[int]], heads: list[int], rank: dict[int, tuple[int, float]], tired: int | None, share: float
) -> int:
    """The side whose next document comes next: the better one, unless that is the `tired`
    side and the other's next is of its tier and scores at least `share` of it."""
    if heads[1] >= len(sides[1]):
        return 0
    if heads[0] >= len(sides[0]):
        return 1
    first, second = (rank[sides[side][heads[side]]] for side in (0, 1))
    better = 0 if first >= second else 1
    best, other = (first, second) if better == 0 else (second, first)
    if better == tired and other[0] == best[0] and other[1] >= share * best[1]:
        return 1 - better
    return better


def one_of_kind_early(
    ranked: list[int], matches: Matches, tiers: np.ndarray | None, kind: np.ndarray, after: int, share: float
) -> list[int]:
    """The ranked documents, with the best match of a `kind` (a mask over all documents) moved
    to follow the first `after`, where none of those is of the kind and it scores at least
    `share` of the document it then goes before, whatever their tiers. The move depends on the
    query alone, not on how many documents are ranked, so every page of a query agrees."""
    if len(ranked) <= after or kind[ranked[: after + 1]].any():
        return ranked
    candidates = np.flatnonzero(kind[matches.ids])
    if not len(candidates):
        return ranked
    scores = matches.scores[candidates]
    best = candidates[np.lexsort((-scores,) if tiers is None else (-scores, -tiers[candidates]))[0]]
    if matches.scores[best] < share * matches.scores[matches.ids.searchsorted(ranked[after])]:
        return ranked
    chosen = int(matches.ids[best])
    others = [docnum for docnum in ranked if docnum != chosen]
    return [*others[:after], chosen, *others[after:]]


def stating_rules_first(matches: Matches, detailed: np.ndarray, share: float, lead: float) -> Matches:
    """The matches, with a rule that lettered rules detail (`detailed`: per document, the
    document of the rule it details, or -1) raised to `lead` times the best of those it
    matches with, where it scores at least `share` of it.

    The rule states what they detail, in fewer words: 305.2 "A player can normally play one
    land during their turn" answers "how many lands can I play each turn", and 305.2a and
    305.2b, on counting the lands played, say "lands" and "play" more often."""
    parents = detailed[matches.ids]
    children = (parents >= 0).nonzero()[0]
    children = children[members(parents[children], matches.ids)]
    if not len(children):
        return matches
    at = matches.ids.searchsorted(parents[children])
    best = np.zeros(len(matches))
    np.maximum.at(best, at, matches.scores[children])
    raised = (best > matches.scores) & (matches.scores >= share * best)
    if not raised.any():
        return matches
    return Matches(matches.ids, np.where(raised, lead * best, matches.scores))
