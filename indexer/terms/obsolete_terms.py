"""The obsolete terms of the rules a ruling still uses.

The rulings the site reads end in July 2019; since then the rules renamed "converted mana cost"
(mana value), "totem armor" (umbra armor) and the card type "tribal" (kindred), and removed the
damage assignment order (2024). A ruling that uses one still answers its question, but a reader
who looks the word up in the current rules finds nothing, or reads a removed rule as current (a
judge's review: Ayesha Tanaka's banding ruling on "damage assignment order" came third for a
question on multiple blockers, unmarked). The glossary keeps those headwords, "(Obsolete)", with
what replaced them: the ruling page points to that entry.

Only headwords whose words say nothing else are looked for: not "During", "Counts As", "In
Play", "Summon" or "Legend", which a ruling writes in their plain sense. "Redirect" is one only
where a ruling redirects damage to a planeswalker a player controls: the rule that let a player
do so was removed in 2018 (CR 306.7), and Sarkhan the Mad's ruling of 2010 still says it (a
judge's review); other rulings redirect damage as a redirection effect does today (614.9).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from indexer.assembly.model import GlossaryEntry

from .glossary_mentions import OBSOLETE, glossary_key

IN_RULINGS = ("Converted Mana Cost", "Damage Assignment Order", "Mana Burn", "Redirect", "Totem Armor", "Tribal")
# A headword obsolete only in some of its uses, and how a ruling writes those uses: the word,
# where its sentence goes on to name that use (a lookahead: only the word is taken out, without).
IN_SOME_USES = {"Redirect": r"\bredirect\w*\b(?=[^.]*\bto an? planeswalker (?:that|the|your) (?:player|opponent))"}


class ObsoleteTerms:
    """The English glossary's obsolete headwords of IN_RULINGS, found in English texts."""

    def __init__(self, glossary: Iterable[GlossaryEntry]) -> None:
        self._found: list[tuple[re.Pattern[str], str]] = [
            (_used(OBSOLETE.sub("", entry.term)), glossary_key(entry))
            for entry in glossary
            if entry.lang == "en" and OBSOLETE.search(entry.term) and OBSOLETE.sub("", entry.term) in IN_RULINGS
        ]
        # Any of them, searched once: most texts use none (five searches of each of 37,000 texts
        # were 0.6 s of the build).
        self._any = re.compile("|".join(pattern.pattern for pattern, _ in self._found) or r"(?!)", re.IGNORECASE)

    def keys_in(self, text: str) -> list[str]:
        """The glossary keys of the obsolete terms `text` uses, in the order of IN_RULINGS."""
        if not self._any.search(text):
            return []
        return [key for pattern, key in self._found if pattern.search(text)]

    def without(self, text: str) -> str:
        """`text` without the obsolete terms it uses: "converted mana cost" is no mention of
        Mana Cost."""
        for pattern, _ in self._found:
            text = pattern.sub(" ", text)
        return text


def _used(term: str) -> re.Pattern[str]:
    if term in IN_SOME_USES:
        return re.compile(IN_SOME_USES[term], re.IGNORECASE)
    return _written(term)


def _written(term: str) -> re.Pattern[str]:
    """A headword as a text writes it: any case, words apart by any space, in the plural too."""
    words = r"\s+".join(re.escape(word) for word in term.split())
    return re.compile(rf"\b{words}s?\b", re.IGNORECASE)
