"""English glossary terms of two senses that the German glossary splits into two entries.

A German page names a term's German partner; where a text uses the term's second sense, the
partner (of the first) is the wrong word: "the game is a draw" is „Unentschieden“, not „Ziehen“,
and a permanent that phases out has „Instabilität“, not a turn's „Phase“. ("Counter", the third
such, is a common term: no page lists it.)
"""

from __future__ import annotations

import re

# The English entry's id -> how a text writes its second sense, and that sense's German entry.
_SECOND_SENSES = {
    "en-draw": (re.compile(r"\b(?:is|was|be|in|as) a draw\b|\bdraws? the game\b", re.I), "de-unentschieden"),
    "en-phase": (re.compile(r"\bphas(?:e|es|ed|ing) (?:in|out)\b|\bphasing\b", re.I), "de-instabilitaet"),
}


def second_sense(key: str, text: str) -> str | None:
    """The id of the German entry of the sense `text` uses the English entry `key` in, where
    that is not the sense its partner has; else None."""
    sense = _SECOND_SENSES.get(key)
    return sense[1] if sense is not None and sense[0].search(text) else None
