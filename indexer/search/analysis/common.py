"""What both languages' analysis shares: the tokenizer and the per-word pipeline around it.

Each language module defines `word_terms(word, query)`: the index terms of one word (folded,
split, stop words dropped, stemmed). Whoosh runs an analyzer over every text it indexes; doing
the per-word work once per distinct word (cached) instead of through a chain of generator
filters per token is what keeps a full build fast. The analyzer class is module-level and holds
only the language's name, because Whoosh pickles the schema, analyzers included.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from whoosh.analysis import Token, Tokenizer

from indexer.citations.references import DOTTED

# Power/toughness modifiers ("+1/+1", "-1/-1") and rule numbers ("704.5y") stay whole; words
# keep inner hyphens and apostrophes.
MODIFIER = r"[+\-−]\w+/[+\-−]\w+"
TOKEN_PATTERN = re.compile(rf"{MODIFIER}|{DOTTED}|\w+(?:[-'’]\w+)*")
_MODIFIER = re.compile(MODIFIER)

# The marks a word typed in a query may have around it that its texts do not ("response.",
# „stirbt“, "(tapped)").
MARKS = ".,;:!?…\"'„“”‘’»«()"

WordTerms = Callable[[str, bool], tuple[str, ...]]
# The words a language indexes at some positions of a text, by position: beside the word there
# (`joined`: words read together, German separated verbs) or instead of it (`read_as`: a word
# its neighbours show to be another, English "die" of dice).
JoinedTerms = Callable[[str, Sequence[re.Match[str]]], dict[int, str]]
_LANGUAGES: dict[str, WordTerms] = {}
_JOINED: dict[str, JoinedTerms] = {}
_READ_AS: dict[str, JoinedTerms] = {}
# Query texts whose analysis is kept, of all languages: a new query's words and runs of words
# are read by the query builder, the term expansion, the card names, the relaxed query and the
# release facet, each anew (106,433 readings of 31,925 texts for 3,000 new pool queries).
QUERY_TEXTS = 8192


def register(
    name: str, word_terms: WordTerms, joined: JoinedTerms | None = None, read_as: JoinedTerms | None = None
) -> None:
    _LANGUAGES[name] = word_terms
    if joined is not None:
        _JOINED[name] = joined
    if read_as is not None:
        _READ_AS[name] = read_as


def terms_of(name: str) -> WordTerms:
    """The per-word analysis of a language ("en", "de") or of card names ("names")."""
    return _LANGUAGES[name]


def modifier(word: str) -> str | None:
    """A power/toughness modifier as the index holds it ("−1/−1" with a minus sign is "-1/-1"),
    or None for any other word: "+1/+1 counters" and "-1/-1 counters" are different things."""
    return word.replace("−", "-").lower() if _MODIFIER.fullmatch(word) else None


def hyphen_parts(word: str, query: bool) -> tuple[str, ...]:
    """ "rollen-spielstein" -> joined form first, then (at index time only) each part.

    Queries keep only the joined form: it matches both the hyphenated and the joined spelling
    without widening the query to each part.
    """
    if "-" not in word:
        return (word,)
    parts = tuple(p for p in word.split("-") if p)
    joined = "".join(parts)
    return (joined,) if query else (joined, *parts)


def unique(terms: list[str]) -> tuple[str, ...]:
    """Drop repeats (a hyphen part and a compound part may stem alike) keeping order."""
    return tuple(dict.fromkeys(t for t in terms if t))


@lru_cache(maxsize=QUERY_TEXTS)
def _query_terms(language: str, value: str, quoted: bool) -> tuple[tuple[str, int], ...]:
    """WordAnalyzer.query_terms, kept for the QUERY_TEXTS texts last read."""
    word_terms = _LANGUAGES[language]
    words = list(TOKEN_PATTERN.finditer(value))
    read_as = _READ_AS.get(language)
    instead = read_as(value, words) if read_as is not None else {}
    read = [instead.get(pos, match.group(0)) for pos, match in enumerate(words)]
    return tuple(
        [
            (term, pos)
            for pos, word in enumerate(read)
            for term in word_terms(word, True) or (word_terms(word, False)[:1] if quoted else ())
        ]
    )


class WordAnalyzer(Tokenizer):
    """A Whoosh analyzer: tokenize, then each word's cached terms at the word's position."""

    def __init__(self, language: str) -> None:
        self.language = language

    def query_terms(self, value: str, quoted: bool = False) -> tuple[tuple[str, int], ...]:
        """The (term, position) pairs of a query text: what the analyzer yields in query mode,
        without building a Token for each. A `quoted` text (a phrase typed in quotation marks)
        keeps the words a query leaves out as question words ("when", „hat“), as the index
        has them (its first term: not the compound parts), where a stop word is left out."""
        return _query_terms(self.language, value, quoted)

    def index_terms(self, value: str) -> list[str]:
        """The terms the index holds for a text (compound and hyphen parts included): as many
        as the length Whoosh counts for a field with this text."""
        return [term for _, _, term in self._terms(value, False)]

    def _terms(self, value: str, query: bool) -> Iterator[tuple[int, re.Match[str], str]]:
        """Each word's position, match and terms (a word read as another where its neighbours
        say so); in the index also the terms of words read together, at the position of the
        first."""
        word_terms = _LANGUAGES[self.language]
        words = list(TOKEN_PATTERN.finditer(value))
        joined = _JOINED.get(self.language)
        read_as = _READ_AS.get(self.language)
        extra = joined(value, words) if joined is not None and not query else {}
        instead = read_as(value, words) if read_as is not None else {}
        for pos, match in enumerate(words):
            terms = word_terms(instead.get(pos, match.group(0)), query)
            if pos in extra:
                terms = unique([*terms, *word_terms(extra[pos], query)])
            for term in terms:
                yield pos, match, term

    def __call__(
        self,
        value: str,
        positions: bool = False,
        chars: bool = False,
        keeporiginal: bool = False,
        removestops: bool = True,
        start_pos: int = 0,
        start_char: int = 0,
        tokenize: bool = True,
        mode: str = "",
        **kwargs: object,
    ) -> Iterator[Token]:
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        for pos, match, term in self._terms(value, mode == "query"):
            token.text = term
            token.boost = 1.0
            token.stopped = False
            if keeporiginal:
                token.original = match.group(0)
            if positions:
                token.pos = start_pos + pos
            if chars:
                token.startchar = start_char + match.start()
                token.endchar = start_char + match.end()
            yield token
