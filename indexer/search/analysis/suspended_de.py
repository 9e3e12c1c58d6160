"""German compounds that share their head: „Ersatz- und/oder Verhinderungseffekte“.

German writes the common last part of two compounds once, after the second, and marks the
first with a hyphen (Ergänzungsstrich): „Ersatz- und/oder Verhinderungseffekte“ are replacement
and/or prevention effects. The rule that says who orders several replacement effects (616.1)
has no word „Ersatzeffekte“ for a query to find; 15 lines of the German rules write „Ersatz-“
so. Where a word ends in such a hyphen and a conjunction follows, the compound it stands for
(the word and the head of the next compound, split as compounds are) is indexed at the word's
position, as compound parts are. Queries are left alone: a reader types the whole word.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# A hyphen that ends a word: directly after it, then space before the next word.
_SUSPENDED = re.compile(r"-\s")
# The words that join the two compounds („und/oder“ is two words).
_CONJUNCTIONS = frozenset({"und", "oder", "bzw", "sowie"})


def completed(
    text: str, words: Sequence[re.Match[str]], fold: Callable[[str], str], heads: Callable[[str], tuple[str, ...]]
) -> dict[int, str]:
    """The whole (folded) compound at the position of each word written with a suspended
    hyphen; `heads(word)` gives a folded compound's parts, head last (none if it has none)."""
    found: dict[int, str] = {}
    if not _SUSPENDED.search(text):  # (most texts: one scan, not one look per word)
        return found
    for i, match in enumerate(words):
        if not _SUSPENDED.match(text, match.end()):
            continue
        after = i + 1
        while after < len(words) and words[after].group(0).lower() in _CONJUNCTIONS:
            after += 1
        if after == i + 1 or after == len(words):
            continue
        parts = heads(fold(words[after].group(0).lower()))
        if parts:
            found[i] = fold(match.group(0).lower()) + parts[-1]
    return found
