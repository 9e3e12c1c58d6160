"""A term of the other language as the page's language names it, from the term list (the
pairs the search translates by, webapp/views/terms.py lists them).

A ruling not yet translated is about English terms: the note beside a rule it cites doubtfully
named them in English on a German page ("erwähnt „Commander“, „Damage“ … nicht"; a reviewer's
finding), where the term list has „Kommandeur“ and „Schaden“.
"""

from __future__ import annotations

from .i18n import page_locale
from .index_store import store


def _partners(lang: str, other: str) -> dict[str, str]:
    """Each `lang` term (case folded) with its first partner in `other`."""

    def read() -> dict[str, str]:
        found: dict[str, str] = {}
        for pair in store().terms:
            if not pair.get("variant"):
                found.setdefault(pair[lang].casefold(), pair[other])
        return found

    return store().memo(("term partners", lang, other), read)


def in_page_language(terms: list[str], lang: str | None) -> tuple[list[str], str | None]:
    """`terms` of language `lang` as the page's language names them, with the language they are
    now in: those the term list pairs, where it pairs any (the others left out: one of a
    subject's terms is what a note needs); else the terms as they are."""
    page = page_locale()
    if lang is None or lang == page:
        return terms, lang
    partners = _partners(lang, page)
    named = list(dict.fromkeys(partners[term.casefold()] for term in terms if term.casefold() in partners))
    return (named, page) if named else (terms, lang)
