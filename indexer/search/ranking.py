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


def top_documents(matches: Matches, limit: int, preferred: np.ndarray) -> list[int]:
    """The document numbers of the best `limit` matches (and those tying with the last), in
    order; `preferred` marks the documents with text in the reader's language."""
    if not len(matches) or limit <= 0:
        return []
    scores = matches.scores
    if len(matches) > limit:
        cut = np.partition(scores, len(scores) - limit)[len(scores) - limit]
        chosen = np.flatnonzero(scores >= cut)
    else:
        chosen = np.arange(len(matches))
    ids = matches.ids[chosen]
    order = np.lexsort((ids, ~preferred[ids], -scores[chosen]))
    return ids[order].tolist()
