"""The terms a query compares: "hexproof vs shroud", "difference between first strike and double
strike", „Unterschied zwischen Fluchsicher und Verhüllt“.

A reader who asks how two terms differ wants each one's definition: the glossary entries and the
rules that define them. Searched as one list of words, such a question found rulings that name
both terms in passing ("Hexproof and shroud won't prevent a Role …") before the rules that say
what each one is, and the rule of one term far down (702.11b, hexproof, 19th). The query is a
comparison only where a word says so (MARKERS); its other words, split at the markers and at
"and" / "or", are the terms compared.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Words that make a list of terms a comparison.
MARKERS = {
    "en": frozenset("vs versus difference differences differ compared compare comparison".split()),
    "de": frozenset("vs versus unterschied unterschiede unterscheidet vergleich verglichen gegenüber".split()),
}
# Words between the terms compared that are no part of them.
_JOINERS = {
    "en": frozenset("and or between the a an of what is are".split()),
    "de": frozenset("und oder zwischen der die das dem den ein eine einer was ist sind im mit".split()),
}
# A word, or a punctuation mark that lists terms ("exile, destroy or sacrifice").
_WORD = re.compile(r"[,;/]|[^\s,;:?!/]+")
_LISTING = frozenset(",;/")


def compared_terms(text: str, lang: str) -> list[str]:
    """The terms `text` compares, in the order typed; none where no marker word says it
    compares, or fewer than two terms are left. The question may be in either language, the
    reader's `lang` first: „Unterschied zwischen Opfern und Zerstören“ asked on the English site
    is the same comparison (it was none there)."""
    words = [word.strip(".") or word for word in _WORD.findall(text)]
    lowered = [word.lower() for word in words]
    asked = [lang, *(other for other in MARKERS if other != lang)]
    written = next((each for each in asked if any(word in MARKERS.get(each, ()) for word in lowered)), None)
    if written is None:
        return []
    markers, joiners = MARKERS[written], _JOINERS[written]
    terms: list[str] = []
    current: list[str] = []
    for word, low in zip(words, lowered, strict=True):
        if low in markers or low in joiners or low in _LISTING:
            if current:
                terms.append(" ".join(current))
            current = []
        else:
            current.append(word)
    if current:
        terms.append(" ".join(current))
    return terms if len(terms) >= 2 else []


def with_shared_head(terms: list[str], titles: Callable[[str], bool]) -> list[str]:
    """The terms compared, a single word before the last term given that term's last word where
    the two title an entry (`titles`): "activated and triggered abilities" compares activated
    abilities and triggered abilities, and "activated" alone had found the entry "Activate"."""
    head = terms[-1].split()[-1] if terms and " " in terms[-1].strip() else None
    if head is None:
        return terms
    shared = [f"{term} {head}" if " " not in term and titles(f"{term} {head}") else term for term in terms[:-1]]
    return [*shared, terms[-1]]
