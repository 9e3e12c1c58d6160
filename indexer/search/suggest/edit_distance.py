"""How many typing mistakes apart two words are, counted only as far as it matters.

The count is the optimal string alignment distance: a letter left out, added, changed, or two
neighbours swapped ("Halunkni" for "Halunkin") each count one. Lookups only care whether two
words are within one or two mistakes, so any count above the limit is one more than the limit.
RapidFuzz computes it in C, stopping at the limit: the pure-Python table it replaced took 64 µs
for a pair of names against RapidFuzz's 0.2 µs, 5 % of a question's search in cProfile.
"""

from __future__ import annotations

from rapidfuzz.distance import OSA


def max_edits(length: int) -> int:
    """Mistakes tolerated in a word of `length` letters: none in short words (too many words
    are one letter apart), one from four letters, two from eight."""
    if length < 4:
        return 0
    return 1 if length < 8 else 2


def distance(typed: str, word: str, limit: int, prefix: bool = False) -> int:
    """Mistakes between `typed` and `word` (or, with `prefix`, the start of `word` that is
    closest to it); `limit + 1` when there are more than `limit`. A start of `word` more than
    `limit` letters longer or shorter than `typed` is more than `limit` mistakes away."""
    if not prefix:
        return OSA.distance(typed, word, score_cutoff=limit)
    ends = range(max(0, len(typed) - limit), min(len(word), len(typed) + limit) + 1)
    return min((OSA.distance(typed, word[:end], score_cutoff=limit) for end in ends), default=limit + 1)
