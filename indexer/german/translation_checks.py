"""What a German translation of a ruling must keep from its English text.

Mana symbols and other braced placeholders ("{1}", "{T}", "{W/U}") are not translated, and a
translation that drops or adds one changes the ruling. Rule numbers are the same in both
languages ("rule 704.5y" is "Regel 704.5y"); they are found as the site finds them to link
them (references.py), so a number the check accepts is one the page will link. A translation
must also be a translation: not empty, not the English text again.
"""

from __future__ import annotations

import re
from collections import Counter

from indexer.assembly.identity import normalize_text
from indexer.citations.references import find_references

_PLACEHOLDER = re.compile(r"\{[^{}\s]+\}")


def translation_problems(english: str, german: str) -> list[str]:
    """Why `german` cannot stand for `english`; empty when it can."""
    if not german.strip():
        return ["the translation is empty"]
    if normalize_text(german).casefold() == normalize_text(english).casefold():
        return ["the translation is the English text unchanged"]
    problems = []
    symbols = _difference(Counter(_PLACEHOLDER.findall(english)), Counter(_PLACEHOLDER.findall(german)))
    if symbols:
        problems.append(f"mana symbols and placeholders differ: {symbols}")
    numbers = _difference(Counter(_rule_numbers(english)), Counter(_rule_numbers(german)))
    if numbers:
        problems.append(f"rule numbers differ: {numbers}")
    return problems


def _rule_numbers(text: str) -> set[str]:
    """Each number once: a translation may name a rule once where the English repeats it."""
    return {ref.number for ref in find_references(text)}


def _difference(english: Counter[str], german: Counter[str]) -> str:
    parts = []
    missing = english - german
    extra = german - english
    if missing:
        parts.append(f"{_listed(missing)} missing in the German text")
    if extra:
        parts.append(f"{_listed(extra)} not in the English text")
    return "; ".join(parts)


def _listed(items: Counter[str]) -> str:
    return ", ".join(item if count == 1 else f"{item} ({count}×)" for item, count in sorted(items.items()))
