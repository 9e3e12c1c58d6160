"""Where the German glossary's cross-references ("Opening Hand &rarr; Starthand") lead.

A cross-reference names its German entry in several ways: by the whole headword, by its first
forms ("Starthand" for "Starthand, Anfangshand"; "Lebenspunkte, Lebenspunktestand" for
"Lebenspunkte, Lebenspunktestand, Lebenspunktezahl"), two entries at once ("Neutralisieren
oder Zählmarke"), forms two entries start with ("Beschützen": "Beschützen, Beschützer" and
"Beschützen, beschützt", where the English entry's counterpart decides), or an entry the
glossary does not have ("Totenwelt"). The site's id of the named term's slug led nowhere for
eight of them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TypeVar

from indexer.assembly.model import GlossaryEntry

from .glossary_mentions import glossary_key

_T = TypeVar("_T")
# Two entries named at once: "Unentschieden oder Ziehen".
ALTERNATIVES = re.compile(r"\s+oder\s+")
# A translators' note: "(veraltet)".
NOTE = re.compile(r"\s*\([^)]*\)")
# Per cross-reference id, each German term it names and the id of that term's entry (None: none).
CrossReferences = dict[str, list[tuple[str, str | None]]]


def cross_reference_targets(entries: list[GlossaryEntry], partners: Mapping[str, GlossaryEntry]) -> CrossReferences:
    """Where each cross-reference leads; `partners` are the entries' counterparts
    (glossary_pairs.entry_partners)."""
    german = [(headword_forms(e.term), e) for e in entries if e.lang == "de" and not e.see]
    english: dict[str, GlossaryEntry] = {}
    for entry in entries:
        if entry.lang == "en":
            english.setdefault(first_form(entry.term), entry)
    found: CrossReferences = {}
    for entry in entries:
        if entry.lang != "de" or not entry.see:
            continue
        named_english = english.get(first_form(entry.term))
        counterpart = partners.get(glossary_key(named_english)) if named_english else None
        named = [entry.see] if entry_named(entry.see, german, counterpart) else ALTERNATIVES.split(entry.see)
        found[glossary_key(entry)] = [(term, _key(entry_named(term, german, counterpart))) for term in named]
    return found


def entry_named(term: str, headwords: Sequence[tuple[tuple[str, ...], _T]], counterpart: _T | None = None) -> _T | None:
    """Of the entries (with their headwords' forms, headword_forms), the first headed `term`,
    else the one whose forms begin with those of `term`, else the one that has `term` among its
    forms („Siehe Ganz aus dem Spiel entfernt.“, the second of three); of several, `counterpart`
    (the English entry's). The German cross-references name their entries so, and so do the
    glossary's "See …" sentences (webapp/glossary_links.py)."""
    forms = headword_forms(term)
    exact = [e for headword, e in headwords if headword == forms]
    if exact:
        return exact[0]
    starting = [e for headword, e in headwords if headword[: len(forms)] == forms]
    if not starting and len(forms) == 1:
        starting = [e for headword, e in headwords if forms[0] in headword]
    if len(starting) == 1:
        return starting[0]
    return counterpart if counterpart in starting else None


def headword_forms(term: str) -> tuple[str, ...]:
    """A headword's forms, folded, without translators' notes."""
    return tuple(form.strip().casefold() for form in NOTE.sub("", term).split(","))


def first_form(term: str) -> str:
    """A title's first form, without notes, folded: "Remove from the Game, Removed, …
    (Obsolete)" is "remove from the game"."""
    return headword_forms(term)[0]


def _key(entry: GlossaryEntry | None) -> str | None:
    return None if entry is None else glossary_key(entry)
