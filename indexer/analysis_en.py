"""English analysis: tokenizer, apostrophes and possessives, hyphens, stop words, Snowball stemmer.

The stop list is short on purpose: "not", "can", "when", "if", "each", "all", "no", "only",
"until" and the like decide what a ruling means, so they stay searchable.
"""

from __future__ import annotations

from collections.abc import Iterator

import snowballstemmer
from whoosh.analysis import Analyzer, Filter, LowercaseFilter, StemFilter, StopFilter, Token

from .analysis_common import HyphenFilter, UniqueFilter, tokenizer

STOP_WORDS = frozenset(
    """a an the and or of to in on at by for from with as is are was were be been being it its
    this that these those there their they them he she his her you your we our i me my""".split()
)
KEPT_WORDS = frozenset(
    "not no nor can can't cannot won't when whenever if each all every any only until unless "
    "without more most less least".split()
)

_STEMMER = snowballstemmer.stemmer("english")


def stem_english(word: str) -> str:
    """Snowball English, except for rule numbers ("704.5y" must not become "704.5i")."""
    return word if word[:1].isdigit() else _STEMMER.stemWord(word)


class ApostropheFilter(Filter):
    """Typographic and straight apostrophes are the same letter; a possessive "'s" is dropped."""

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            text = t.text.replace("’", "'")
            if text.endswith("'s"):
                text = text[:-2]
            elif text.endswith("s'"):
                text = text[:-1]
            t.text = text
            yield t


def english_analyzer() -> Analyzer:
    return (
        tokenizer()
        | LowercaseFilter()
        | ApostropheFilter()
        | HyphenFilter()
        | StopFilter(stoplist=STOP_WORDS - KEPT_WORDS, minsize=1, renumber=False)
        | StemFilter(stemfn=stem_english)
        | UniqueFilter()
    )
