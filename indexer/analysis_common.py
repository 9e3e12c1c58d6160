"""Pieces both languages' analyzers share: the tokenizer and the hyphen handling.

Whoosh pickles the schema (analyzers included) into the index, so every filter here is a
module-level class and keeps no unpicklable state.
"""

from __future__ import annotations

from collections.abc import Iterator

from whoosh.analysis import Filter, RegexTokenizer, Token

# Rule numbers ("704.5y") stay whole; words keep inner hyphens and apostrophes.
TOKEN_PATTERN = r"\d{3}\.\d+[a-z]?|\w+(?:[-'’]\w+)*"


def tokenizer() -> RegexTokenizer:
    return RegexTokenizer(TOKEN_PATTERN)


class HyphenFilter(Filter):
    """"Rollen-Spielstein" is indexed as "rollenspielstein", "rollen" and "spielstein".

    All three share the original token's position and characters, so phrases around the word
    still match and highlighting marks the whole word. Queries keep only the joined form, which
    matches both the hyphenated and the joined spelling without widening to each part.
    """

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        for t in tokens:
            if "-" not in t.text:
                yield t
                continue
            parts = [p for p in t.text.split("-") if p]
            t.text = "".join(parts)
            if t.mode == "query":
                yield t
                continue
            yield t
            for part in parts:
                extra = t.copy()
                extra.text = part
                yield extra



class UniqueFilter(Filter):
    """Drop a token that repeats a text already emitted at the same position.

    A hyphen part and a compound part can stem to the same word ("Rollen-", "Rolle" -> "roll");
    counting it twice would inflate its weight.
    """

    def __call__(self, tokens: Iterator[Token]) -> Iterator[Token]:
        position = None
        seen: set[str] = set()
        for t in tokens:
            if not t.positions:
                yield t
                continue
            if t.pos != position:
                position, seen = t.pos, set()
            if t.text not in seen:
                seen.add(t.text)
                yield t
