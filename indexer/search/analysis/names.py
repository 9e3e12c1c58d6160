"""Names and queries folded into lookup keys, as the names side file (indexer.assembly.names) stores
them and suggestions and autocomplete look them up: lower case, German spelling variants as
the analyzers fold them, other accents, apostrophes and punctuation dropped, so "Wachablose",
"Wachabloese" and "Wachablöse" are one key."""

from __future__ import annotations

import re
from functools import lru_cache

from .de import fold_german, name_lowered, without_accents

WORD = re.compile(r"\w+(?:['’]\w+)*")


@lru_cache(maxsize=1 << 17)
def fold_word(word: str) -> str:
    """One word folded for lookup: "Wachablöse", "Wachabloese", "wachablose" -> "wachablose"."""
    return without_accents(fold_german(name_lowered(word)))


@lru_cache(maxsize=1 << 17)
def fold_letters(word: str) -> str:
    """A word folded like fold_word, but with the German spellings "ae", "oe", "ue" left as
    they are: in a typo they are often no umlaut at all ("adventrue", "Wachablsoe"), and
    folded they move the word further from the one meant ("adventru")."""
    return without_accents(name_lowered(word).replace("ß", "ss"))


def name_words(text: str) -> list[str]:
    """The words of a name or query as typed (hyphens and punctuation separate words)."""
    return WORD.findall(text)


def fold_name(text: str) -> str:
    return " ".join(fold_word(w) for w in name_words(text))
