"""How many typing mistakes apart two words are, counted only as far as it matters.

The count is the optimal string alignment distance: a letter left out, added, changed, or two
neighbours swapped ("Halunkni" for "Halunkin") each count one. Lookups only care whether two
words are within one or two mistakes, so the computation stops as soon as a row of the table
exceeds the limit.
"""

from __future__ import annotations


def max_edits(length: int) -> int:
    """Mistakes tolerated in a word of `length` letters: none in short words (too many words
    are one letter apart), one from four letters, two from eight."""
    if length < 4:
        return 0
    return 1 if length < 8 else 2


def distance(typed: str, word: str, limit: int, prefix: bool = False) -> int:
    """Mistakes between `typed` and `word` (or, with `prefix`, the start of `word` that is
    closest to it); `limit + 1` when there are more than `limit`."""
    if not prefix and abs(len(typed) - len(word)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(word) + 1))
    for i, letter in enumerate(typed, start=1):
        row = [i] + [0] * len(word)
        for j, other in enumerate(word, start=1):
            cost = 0 if letter == other else 1
            best = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and letter == word[j - 2] and typed[i - 2] == other:
                best = min(best, previous2[j - 2] + 1)
            row[j] = best
        if min(row) > limit:
            return limit + 1
        previous2, previous = previous, row
    found = min(previous) if prefix else previous[-1]
    return found if found <= limit else limit + 1
