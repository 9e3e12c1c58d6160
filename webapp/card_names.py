"""Card names among the words of a query ("Charmanter Schurke Rolle", "Einschneiden Ziel").

Rulings are indexed with their cards' ids, not with the cards' names (that keeps the build
fast), so the words of a name find the card but none of its rulings. The search looks for runs
of query words that name one card and also searches that card's rulings for the other words
(query_build.QueryBuilder.build). A run names a card where it is one of the card's names in the
names lexicon (indexer.names: either language, every variant, each face of a two-faced card),
or where its words are in a name of one card only and one of them in no text at all: a word
only a name has ("Halunkin") can only mean that card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

from indexer.model import LANGUAGES
from indexer.names import fold_name

from .lexicon import Form, Lexicon


@dataclass(frozen=True)
class NamedCard:
    """Query words start..end (exclusive) name the card `card`, whose name is `names` in the
    two languages (the form each shows)."""

    start: int
    end: int
    card: str
    names: tuple[str, ...]


def named_cards(lexicon: Lexicon, words: list[str], in_texts: Callable[[str], bool]) -> list[NamedCard]:
    """The runs of `words` that name a card, longest first, left to right, without overlaps;
    `in_texts(word)` says whether a text (not a name) has the (folded) word."""
    keys = [fold_name(word) for word in words]
    in_texts = cache(in_texts)  # each word is asked about once, however many runs it is in
    found: list[NamedCard] = []
    taken: set[int] = set()
    for size in range(len(words), 0, -1):
        for start in range(len(words) - size + 1):
            span = set(range(start, start + size))
            run = keys[start : start + size]
            if span & taken or not all(run):
                continue
            form = _card(lexicon, " ".join(run), in_texts)
            if form is not None:
                names = tuple(dict.fromkeys(lexicon.in_language(form, lang).display for lang in LANGUAGES))
                found.append(NamedCard(start, start + size, form.target or "", names))
                taken |= span
    return sorted(found, key=lambda named: named.start)


def _card(lexicon: Lexicon, key: str, in_texts: Callable[[str], bool]) -> Form | None:
    """A name form of the one card that `key` names, or None. German names are often typed
    apart ("Llanowar Elfen" for "Llanowarelfen"), so the words written together count too."""
    joined = key.replace(" ", "")
    exact = _cards(lexicon, lexicon.forms_named(key)) or (_cards(lexicon, lexicon.forms_named(joined)) if joined != key else [])
    if exact:
        return _one_card(exact)
    words = set(key.split(" "))
    numbers = [lexicon.word_number(word) for word in words]
    if None in numbers or all(in_texts(word) for word in words):
        return None
    rarest = min(numbers, key=lambda number: len(lexicon.forms_with(number)))
    return _one_card([form for form in _cards(lexicon, lexicon.forms_with(rarest)) if words <= set(form.words)])


def _one_card(forms: list[Form]) -> Form | None:
    return forms[0] if forms and len({form.target for form in forms}) == 1 else None


def _cards(lexicon: Lexicon, numbers: Iterable[int]) -> list[Form]:
    return [form for form in map(lexicon.form, numbers) if form.kind == "card"]
