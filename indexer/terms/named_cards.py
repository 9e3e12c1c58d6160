"""Other cards' names in a text, which mention no glossary term.

A ruling names other cards as examples ("a spell with that name (such as Lightning Storm)",
"because of Pay No Heed, for example"); read for its terms, such a name had listed Storm and
Pay on the ruling's page, as "Mending Hands" listed Hand and "Prowess of the Fair" Prowess. A
name the rules themselves use is a term of theirs, not only a card's ("Two-Headed Giant" is a
card and a variant), and is kept.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable

# A word a name can start with: capitalised, not inside another word.
_WORD = re.compile(r"(?<![\w'’-])[A-ZÄÖÜ][\w'’-]*")


class NamedCards:
    """The names of more than one word that `mentions` finds a term in, by their first word."""

    def __init__(
        self, names: Iterable[tuple[str, str]], rules_texts: Iterable[str], mentions: Callable[[str, str], list[str]]
    ) -> None:
        """`names`: each card name with its language; `rules_texts`: the rules' own texts;
        `mentions(text, lang)`: the glossary terms a text mentions."""
        self._by_first: dict[str, set[str]] = defaultdict(set)
        for name, lang in names:
            if " " in name and mentions(name, lang):
                self._by_first[name.split(" ", 1)[0]].add(name)
        for name in {name for text in rules_texts for name in self._found(text)}:
            self._by_first[name.split(" ", 1)[0]].discard(name)

    def without(self, text: str) -> str:
        """`text` with each name it writes in full, as a word of its own, blanked out."""
        for name in sorted(self._found(text), key=len, reverse=True):
            text = text.replace(name, " ")
        return text

    def _found(self, text: str) -> set[str]:
        found = set()
        for word in _WORD.finditer(text):
            for name in self._by_first.get(word[0], ()):
                end = word.start() + len(name)
                if text.startswith(name, word.start()) and not text[end : end + 1].isalnum():
                    found.add(name)
        return found
