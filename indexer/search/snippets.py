"""Snippets: the passages of a text where a query's terms stand, with the terms marked.

A word is marked where one of its terms, as the index analysed it (the language's cached word
analysis, compound parts included, so "Giftmarken" is marked for "Marke"), is a term of the
query: `snippet` analyses the text's words; `marked_snippet` is given them, as the build found
them for each term (marked_words.py: a results page's snippets). Passages are windows around
the marked words, the ones with the most different terms first, never overlapping, shown in
text order. Every piece of text is escaped: the output is safe HTML. Passages of the text in
another language (the English left in a partly translated German ruling) are marked with their
language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import pairwise
from operator import itemgetter
from typing import NamedTuple

from markupsafe import Markup

from indexer.assembly.excerpt import ELLIPSIS
from indexer.citations.references import DOTTED
from indexer.search.analysis.common import TOKEN_PATTERN, WordTerms

# Spans of a text in another language: (start, end, language).
Foreign = tuple[tuple[int, int, str], ...]
# Passages start at the first matches of a long text only (a rule with a term fifty times).
MAX_STARTS = 12
# The characters _escaped escapes: a passage without them (most) is not escaped piece by piece.
_SPECIAL = re.compile("[&<>'\"]")
# A rule number as the tokenizer reads it whole ("613.7"), and a character of a word.
_RULE_NUMBER = re.compile(DOTTED)
_WORD_CHARACTER = re.compile(r"\w")


@dataclass
class Seen:
    """The words of texts already read for one query's terms: every word, and those that have
    some of the terms, with those terms. A page's results share most of their words; set
    operations find the new ones without a Python step per word of each text."""

    checked: set[str] = field(default_factory=set)
    hits: dict[str, frozenset[str]] = field(default_factory=dict)


# A matched word where it stands in a text: start, end, the query's terms it has.
_Occurrence = tuple[int, int, frozenset[str]]


# A passage before it is chosen: how many of the query's terms and matches it has, its first
# and last match.
_Candidate = tuple[int, int, int, int]


class _Passage(NamedTuple):
    start: int
    end: int
    marks: tuple[tuple[int, int], ...]
    weight: tuple[int, int]


def snippet(
    text: str,
    word_terms: WordTerms,
    terms: frozenset[str],
    *,
    size: int = 240,
    context: int = 80,
    passages: int = 2,
    seen: Seen | None = None,
    foreign: Foreign = (),
    words: str | None = None,
) -> Markup | None:
    """Up to `passages` passages of about `size` characters around the words of `text` that
    have one of `terms`, each match in <mark>; None where no word has one. `seen` keeps each
    word's matching terms for the next text with the same `terms` (the results of a query
    share most of their words); `foreign` are the spans of the text in another language;
    `words` the text's words (text_words), where they were found before."""
    seen = Seen() if seen is None else seen
    distinct = set(TOKEN_PATTERN.findall(text) if words is None else words.split())
    new = distinct.difference(seen.checked)
    for word in new:
        hits = terms.intersection(word_terms(word, False))
        if hits:
            seen.hits[word] = hits
    seen.checked |= new
    matched = {word: seen.hits[word] for word in distinct.intersection(seen.hits)}
    return marked_snippet(text, matched, size=size, context=context, passages=passages, foreign=foreign)


def marked_snippet(
    text: str,
    matched: dict[str, frozenset[str]],
    *,
    size: int = 240,
    context: int = 80,
    passages: int = 2,
    foreign: Foreign = (),
) -> Markup | None:
    """`snippet` of the words of `text` in `matched` (each with the query's terms it has),
    found before (marked_words.in_text); None where there are none."""
    if not matched:
        return None
    found = _apart(_occurrences(text, matched))
    if not found:
        return None  # (a matched word only inside longer words of this text: none to mark)
    if len(text) <= size:
        return _render(text, [_Passage(0, len(text), tuple((s, e) for s, e, _ in found), (0, 0))], foreign)
    chosen: list[_Passage] = []
    for distinct, count, first, last in sorted(_candidates(found, size), key=itemgetter(0, 1), reverse=True):
        if len(chosen) == passages:
            break
        begin, finish = _bounds(text, found[first][0], found[last][1], size, context)
        if all(finish <= other.start or begin >= other.end for other in chosen):
            marks = tuple([(s, e) for s, e, _ in found[first : last + 1]])
            chosen.append(_Passage(begin, finish, marks, (distinct, count)))
    chosen.sort(key=lambda p: p.start)
    return _render(text, chosen, foreign)


def opening(text: str, size: int, foreign: Foreign = ()) -> Markup:
    """The start of a text, cut at a space before `size` characters, its foreign spans marked."""
    end = len(text) if len(text) <= size else _word_end(text, size, 0)
    return _render(text, [_Passage(0, min(end, size), (), (0, 0))], foreign)


def text_words(text: str) -> str:
    """The distinct words of a text as the tokenizer cuts it, joined by spaces (no word has
    one): a string is read back faster than as many strings as words, and kept in less memory."""
    return " ".join(dict.fromkeys(TOKEN_PATTERN.findall(text)))


def _occurrences(text: str, matched: dict[str, frozenset[str]]) -> list[_Occurrence]:
    """Where each matched word stands in the text, as the tokenizer cut it, in text order (of
    two at one place, the longer first), each end negated (so the tuples sort as they are, no
    two sharing a start and an end: _apart turns it back): found with str.find, a match inside
    a longer word skipped (a character the tokenizer puts in words, alphanumeric or "_", on
    either side; cheaper than a match object per word of the text)."""
    found = []
    for word, hits in matched.items():
        at = text.find(word)
        size = len(word)
        while at != -1:
            end = at + size
            if not (_joins(text, at - 1) or _joins(text, end)):
                found.append((at, -end, hits))
            at = text.find(word, end)
    found.sort()
    return found


def _joins(text: str, position: int) -> bool:
    """Whether the character at `position`, next to a found word, makes it part of a longer one
    as the tokenizer cuts the text: a letter, a digit or "_", or the point of a rule number ("7"
    in "613.7", one word for the tokenizer: „Schicht 7“ marked it). A point between other
    digits parts two words ("8.5": "8" and "5"), as the tokenizer reads them."""
    if not 0 <= position < len(text):
        return False
    character = text[position]
    if character.isalnum() or character == "_":
        return True
    return character == "." and _rule_point(text, position)


def _rule_point(text: str, point: int) -> bool:
    """Whether the point at `point` is inside a rule number the tokenizer reads whole: three
    digits that begin a word before it, a digit after it."""
    start = point - 3
    return (
        start >= 0 and not (start and _WORD_CHARACTER.match(text, start - 1)) and bool(_RULE_NUMBER.match(text, start))
    )


def _apart(occurrences: list[_Occurrence]) -> list[_Occurrence]:
    """The occurrences (_occurrences, their ends negated) without those inside another
    ("Zeitstempel" in "Zeitstempel-System", both matched words), their ends as they are: the
    longer one is marked."""
    kept: list[_Occurrence] = []
    for start, end, hits in occurrences:
        if not kept or start >= kept[-1][1]:
            kept.append((start, -end, hits))
    return kept


def _candidates(found: list[_Occurrence], size: int) -> list[_Candidate]:
    """One passage from each matched word: the matches that follow it within `size`. (The
    matches are apart and in order, so the last match of a passage never moves back from one
    start to the next.) Where each begins and ends in the text (_bounds) is found only for
    those weighed for the snippet, the best first."""
    out = []
    last = 0
    hits = [o[2] for o in found]
    count = len(found)
    for first in range(min(count, MAX_STARTS)):
        start = found[first][0]
        last = last if last > first else first
        while last + 1 < count and found[last + 1][1] - start <= size:
            last += 1
        distinct = len(hits[first]) if first == last else len(set().union(*hits[first : last + 1]))
        out.append((distinct, last + 1 - first, first, last))
    return out


def _bounds(text: str, start: int, end: int, size: int, context: int) -> tuple[int, int]:
    """Where a passage from the match at `start` to the match ending at `end` begins and ends:
    `context` characters before and after them, more where they leave room within `size`, cut
    at spaces."""
    room = max(0, size - (end - start))
    before = min(context, room // 2 if end < len(text) else room)
    begin = _word_start(text, max(0, start - before))
    return begin, _word_end(text, min(len(text), end + max(context, room - (start - begin))), end)


def _word_start(text: str, position: int) -> int:
    """`position`, moved forward to the start of a word if it falls inside one."""
    if position == 0 or text[position - 1].isspace():
        return position
    space = text.find(" ", position)
    return position if space == -1 else space + 1


def _word_end(text: str, position: int, at_least: int) -> int:
    """`position`, moved back to the end of a word if it falls inside one (not before `at_least`)."""
    if position >= len(text) or text[position].isspace():
        return position
    space = text.rfind(" ", at_least, position)
    return position if space == -1 else space


def _render(text: str, chosen: list[_Passage], foreign: Foreign) -> Markup:
    """The passages, an ellipsis where text is left out between them: none where one ends at
    the space before the next ("Any … amount of damage" had stood for "Any amount of damage")."""
    lead = ELLIPSIS + " " if chosen[0].start > 0 else ""
    tail = " " + ELLIPSIS if chosen[-1].end < len(text.rstrip()) else ""
    joined = _marked(text, chosen[0], foreign).strip()
    for before, passage in pairwise(chosen):
        gap = f" {ELLIPSIS} " if text[before.end : passage.start].strip() else " "
        joined += gap + _marked(text, passage, foreign).strip()
    # Every piece of text was escaped (_marked); the marks and language spans are the only markup.
    return Markup(lead + joined + tail)


def _marked(text: str, passage: _Passage, foreign: Foreign) -> str:
    """A passage with its matches in <mark> and its foreign spans in <span lang>: cut where
    either begins or ends; a mark is closed and opened again around a span's edge, so the
    tags nest. The marks are in text order and apart (_apart), so each piece is looked up in
    them by one forward walk."""
    spans = [(s, e, code) for s, e, code in foreign if s < passage.end and e > passage.start]
    if not spans:
        return _only_marked(text, passage)
    cuts = {passage.start, passage.end}
    cuts.update(p for s, e in passage.marks for p in (s, e))
    cuts.update(p for s, e, _ in spans for p in (s, e) if passage.start < p < passage.end)
    bounds = sorted(cuts)
    marks = passage.marks
    out: list[str] = []
    mark = False
    lang: str | None = None
    at = 0
    for start, end in zip(bounds, bounds[1:], strict=False):
        while at < len(marks) and marks[at][1] <= start:
            at += 1
        now_mark = at < len(marks) and marks[at][0] <= start
        now_lang = next((code for s, e, code in spans if s <= start and end <= e), None) if spans else None
        if mark and (not now_mark or now_lang != lang):
            out.append("</mark>")
            mark = False
        if now_lang != lang:
            out.append("</span>" if lang else "")
            out.append(f'<span lang="{_escaped(now_lang)}">' if now_lang else "")
            lang = now_lang
        if now_mark and not mark:
            out.append("<mark>")
            mark = True
        out.append(_escaped(text[start:end]))
    return "".join(out) + ("</mark>" if mark else "") + ("</span>" if lang else "")


def _only_marked(text: str, passage: _Passage) -> str:
    """A passage without foreign spans, as _marked cuts it: the text between the marks, each
    mark in its own <mark> (no two touch: a word is marked only where a character that no word
    has stands on either side, _occurrences)."""
    escaped = _escaped if _SPECIAL.search(text, passage.start, passage.end) else str
    out: list[str] = []
    at = passage.start
    for start, end in passage.marks:
        out += (escaped(text[at:start]), "<mark>", escaped(text[start:end]), "</mark>")
        at = end
    out.append(escaped(text[at : passage.end]))
    return "".join(out)


def _escaped(text: str) -> str:
    """The text with the characters HTML gives a meaning escaped, as markupsafe.escape escapes
    them, without a Markup object for each piece of a passage."""
    return (
        text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;").replace("'", "&#39;").replace('"', "&#34;")
    )
