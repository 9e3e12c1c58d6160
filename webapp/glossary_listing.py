"""The glossary's index in each language: the entries a reader of the language looks up, A-Z,
grouped by letter (the glossary index page lists them, the start page counts them)."""

from __future__ import annotations

import re
from itertools import groupby
from typing import Any

from .index_store import store
from .views.terms import letter, sort_key


def listed_glossary(lang: str) -> tuple[list[dict[str, Any]], list[tuple[str, list[dict[str, Any]]]]]:
    """The glossary index of `lang` (glossary_listing), and the same by letter, once per index
    generation: the start page counts the entries it lists."""
    return store().memo(
        ("glossary index", lang), lambda: _by_letter(glossary_listing(store().glossary_entries(), lang))
    )


def _by_letter(entries: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[tuple[str, list[dict[str, Any]]]]]:
    """The entries, and the same grouped by the letter the index files them under."""
    return entries, [(initial, list(group)) for initial, group in groupby(entries, key=lambda e: letter(e["term"]))]


def glossary_listing(entries: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """The entries a reader of `lang` looks up, A-Z: those of the page language, and those of
    the other language that have no entry in it (not the German cross-references, which
    lead English terms to German entries); a term of one language once, in the page language's
    entry where there are two (the German cross-reference "Draw" before the English entry
    "Draw"). The German „Gift“ (Poisonous) and the cross-reference from the English keyword
    "Gift" are two terms. An entry of the other language that only points to another there
    („Vorrang: Siehe Priorität.“) is not listed either: the English index listed it as a German
    entry not translated yet."""
    listed = [e for e in entries if e["lang"] == lang or not (e.get("counterpart") or e.get("see") or _a_pointer(e))]
    by_term: dict[tuple[str, str], dict[str, Any]] = {}
    # (sorted as filed, by the first letter: „...verzauberung“ came before A, under a second V)
    for entry in sorted(listed, key=lambda e: (sort_key(e["term"]), e["lang"] != lang)):
        by_term.setdefault((entry["term"].casefold(), entry["term_lang"]), entry)
    return list(by_term.values())


_POINTER = re.compile(r"(?:Siehe|See) [^.]+\.?")


def _a_pointer(entry: dict[str, Any]) -> bool:
    """Whether an entry's whole text points to another entry ("Siehe Priorität.")."""
    text = (entry.get("text") or {}).get("text") or ""
    return bool(_POINTER.fullmatch(text.strip()))
