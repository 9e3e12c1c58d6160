"""Finding English left untranslated inside German ruling text.

German rulings are sometimes translated around an English clause: "… gleichzeitig an ein
Permanent angelegt werden (perhaps due to an effect such as that of Doubling Season), wählt …".
Single words do not give that away. Many English game words are German too ("Aura", "Mana",
"Permanent"), German capitalises every noun as English capitalises names, and German rulings
rightly keep English proper names ("Ellivere of the Wild Court", "Wilds of Eldraine",
"Virtue and Valor", "Doubling Season"). What gives English away is its function words, which
German never uses (the, of, because, like, such), standing together. So:

1. Proper names are set aside: capitalised words in a row, joined by at most a few small
   lowercase words ("of the", "and"), as in "Ellivere of the Wild Court".
2. Every other word is an English marker (an English function word that is not also German:
   "the", "of", "won't", a lowercase possessive like "owner's"; or, lowercase, an English game
   term of the glossary whose German differs, like "protection"), a German function word
   ("der", "und", "wird"), or neither ("an", "in", "also" are both languages).
3. Markers at most three words apart, with no German function word and no sentence or bracket
   boundary between them, form a cluster. A cluster of two or more markers, at least one of
   them a function word, is an English fragment; it reaches out over the words around it up to
   the nearest punctuation or German function word ("… of Doubling Season").

A lone English term ("Tarnung (shroud)", "(enchant creature)") is not a fragment: German
rulings gloss English keywords on purpose.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from indexer.terms.term_list import TermPair
from indexer.terms.term_match import words

ENGLISH_FUNCTION_WORDS = frozenset(
    """
a about after against although another any are aren't as at be because been before being between
both but by can can't cannot could couldn't did didn't do does doesn't don't due during each either
even ever every for from had hadn't has hasn't have haven't having his how if instead into is isn't
it it's its just like many may might more most much must my neither never no nor not of off on
once one onto or other our out over own perhaps same she should shouldn't some such than that
that's the their them then there these they this those though through to under unless until up upon
us wasn't we were weren't what whenever when where whether which while who whom whose why with
within without won't would wouldn't yet you your
""".split()
)
GERMAN_FUNCTION_WORDS = frozenset(
    """
aber als auf aus außer bei beim bis bzw dann dass daß dem den denn der des dessen deren die dies
diese diesem diesen dieser dieses doch durch ein eine einem einen einer eines er es etwa falls
für gegen hat haben hatte ihr ihre ihrem ihren ihrer im ins ist jede jedem jeden jeder jedes kann
kein keine keinem keinen keiner können man mit muss müssen nach nicht noch nur oder ohne sein
seine seinem seinen seiner sich sie sind sobald sodass solange soll sollen sowie um und unter
vom von vor wegen weil welche welchem welchen welcher welches wenn werden wie wird wurde wurden
während zu zum zur zwischen über
""".split()
)
# Lowercase words that may join the capitalised words of a proper name.
NAME_JOINERS = frozenset("of the and a an to in on from with for at by or into upon under over as".split())
MAX_STEP = 3  # markers at most this many words apart belong together
REACH = 2  # words (besides a name) a fragment takes in after its last marker
_WORD = re.compile(r"\b[^\W\d_]+(?:['’-][^\W\d_]+)*\b")
_BREAK = re.compile(r"[.!?;()\[\]\n]")  # no fragment reaches across these
_PAUSE = re.compile(r"[^ '’-]")  # punctuation or a line break stops a fragment or a name


@dataclass(frozen=True)
class Fragment:
    """English at text[start:end]."""

    start: int
    end: int
    text: str


@dataclass
class _Word:
    start: int
    end: int
    text: str
    kind: str = ""  # "function" or "term" (English markers), "german", or "" (neither)
    name: bool = False


def term_list_words(pairs: Iterable[TermPair]) -> frozenset[str]:
    """The words of the term list's English terms that are not words of any German term:
    "protection" and "graveyard" count as English, "aura" and "permanent" do not."""
    pairs = list(pairs)
    german = {w for p in pairs for part in p.de.split("-") for w in words(part, "en")}
    english = {w for p in pairs for w in words(p.en, "en")}
    return frozenset(english - german - ENGLISH_FUNCTION_WORDS - GERMAN_FUNCTION_WORDS)


class EnglishFinder:
    """Finds English fragments in German text; `terms` are English game words (see
    term_list_words) that count as English when they stand lowercase in German text."""

    def __init__(self, terms: frozenset[str] = frozenset()) -> None:
        self.terms = terms

    def fragments(self, text: str) -> list[Fragment]:
        tokens = self._words(text)
        found = []
        for first, last in self._clusters(text, tokens):
            start, end = _reach(text, tokens, first, last)
            found.append(Fragment(tokens[start].start, tokens[end].end, text[tokens[start].start : tokens[end].end]))
        return found

    def _words(self, text: str) -> list[_Word]:
        tokens = [_Word(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(text)]
        _mark_names(text, tokens)
        for token in tokens:
            token.kind = "" if token.name else self._kind(token.text)
        return tokens

    def _kind(self, word: str) -> str:
        lower = word.lower().replace("’", "'")
        if lower in ENGLISH_FUNCTION_WORDS:
            return "function"
        if lower in GERMAN_FUNCTION_WORDS:
            return "german"
        if word.islower() and lower.endswith("'s"):
            return "function"  # a possessive: "owner's graveyard"
        if word.islower() and words(word, "en")[0] in self.terms:
            return "term"
        return ""

    def _clusters(self, text: str, tokens: list[_Word]) -> list[tuple[int, int]]:
        """(first, last) token positions of every cluster that makes a fragment."""
        clusters: list[list[int]] = []
        current: list[int] = []
        for i, token in enumerate(tokens):
            if token.kind == "german" or (current and _BREAK.search(text[tokens[current[-1]].end : token.start])):
                clusters.append(current)
                current = []
            if token.kind in ("function", "term"):
                if current and i - current[-1] > MAX_STEP:
                    clusters.append(current)
                    current = []
                current.append(i)
        clusters.append(current)
        return [(c[0], c[-1]) for c in clusters if len(c) >= 2 and any(tokens[i].kind == "function" for i in c)]


def _mark_names(text: str, tokens: list[_Word]) -> None:
    """Marks the words of proper names: two or more capitalised words, in a row or joined by
    NAME_JOINERS, with nothing but spaces (or a hyphen or apostrophe) between them. An English
    function word followed by a lowercase word starts a sentence, not a name: "Then the Role"
    is English, "The Ur-Dragon" and "It That Betrays" are names."""
    i = 0
    while i < len(tokens):
        if not tokens[i].text[0].isupper() or _sentence_start(tokens, i):
            i += 1
            continue
        end = i
        j = i + 1
        while j < len(tokens) and not _PAUSE.search(text[tokens[j - 1].end : tokens[j].start]):
            if tokens[j].text[0].isupper():
                end = j
            elif tokens[j].text not in NAME_JOINERS:
                break
            j += 1
        if end > i:
            for token in tokens[i : end + 1]:
                token.name = True
        i = end + 1


def _sentence_start(tokens: list[_Word], i: int) -> bool:
    following = tokens[i + 1].text if i + 1 < len(tokens) else ""
    return tokens[i].text.lower() in ENGLISH_FUNCTION_WORDS and not following[:1].isupper()


def _reach(text: str, tokens: list[_Word], first: int, last: int) -> tuple[int, int]:
    """Widen a cluster over one lowercase word before it and a proper name and REACH words
    after it ("effect such as that of Doubling Season"), never across punctuation or a German
    function word. (A capitalised word before it is a German noun; a lowercase one, most
    likely the English noun the cluster's words belong to.)"""
    if first > 0 and _joins(text, tokens[first - 1], tokens[first]) and tokens[first - 1].text.islower():
        first -= 1
    extra = 0
    while last + 1 < len(tokens) and _joins(text, tokens[last], tokens[last + 1]):
        extra += not tokens[last + 1].name
        if extra > REACH:
            break
        last += 1
    return first, last


def _joins(text: str, left: _Word, right: _Word) -> bool:
    return right.kind != "german" and left.kind != "german" and not _PAUSE.search(text[left.end : right.start])
