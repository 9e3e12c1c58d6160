"""Finding rule numbers in text ("[303.7a]", "rule 704.5y", "See rule 613", "Regel 702.19b").

A dotted number ("704.5y") is a rule wherever it stands; a bare three-digit number only after
"rule", "rules", "Regel", "Regeln" (or in a list following one), since "100" alone may be a
life total. The indexer stores the spans so the site can link them without parsing text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_DOTTED = r"\d{3}\.\d+[a-z]?"
_NUMBER = rf"(?:{_DOTTED}|\d{{3}})"
_SEPARATOR = r"(?:,\s*|\s+(?:and|or|und|oder)\s+|\s*[–-]\s*)"
_KEYWORD_LIST = re.compile(
    rf"\b(?:rules?|Regeln?)\s+(?P<list>{_NUMBER}(?:{_SEPARATOR}{_NUMBER})*)(?![\w.]*\d)", re.IGNORECASE
)
_LISTED = re.compile(rf"(?<![\w.]){_NUMBER}(?![\w])")
_BRACKETED = re.compile(rf"\[({_NUMBER})\]")
_ANY_DOTTED = re.compile(rf"(?<![\w.])({_DOTTED})(?![\w])")


@dataclass(frozen=True)
class Reference:
    start: int
    end: int
    number: str


def find_references(text: str) -> list[Reference]:
    """Every rule reference in `text`, in order, without overlaps."""
    found: dict[int, Reference] = {}
    for match in _KEYWORD_LIST.finditer(text):
        base = match.start("list")
        for number in _LISTED.finditer(match.group("list")):
            found[base + number.start()] = Reference(base + number.start(), base + number.end(), number.group(0))
    for pattern in (_BRACKETED, _ANY_DOTTED):
        for match in pattern.finditer(text):
            found.setdefault(match.start(1), Reference(match.start(1), match.end(1), match.group(1)))
    return [found[k] for k in sorted(found)]


def parent_number(number: str) -> str | None:
    """"704.5y" -> "704.5" -> "704" -> "7" -> None."""
    if re.fullmatch(r"\d{3}\.\d+[a-z]", number):
        return number[:-1]
    if "." in number:
        return number.split(".")[0]
    if len(number) == 3:
        return number[0]
    return None


def rule_sort_key(number: str) -> tuple[int, int, int, str]:
    """Document order: "7" < "700" < "704" < "704.5" < "704.5a" < "704.10"."""
    match = re.fullmatch(r"(\d)(\d\d)?(?:\.(\d+)([a-z]?))?", number)
    if not match:
        return (99, 0, 0, number)
    section, rule, sub, letter = match.groups()
    return (int(section), int(rule) + 1 if rule else 0, int(sub) + 1 if sub else 0, letter or "")


def linked(text: str, known: set[str] | frozenset[str]) -> dict:
    """A text with its reference spans: [start, end, number, resolves] for each reference."""
    refs = [[r.start, r.end, r.number, r.number in known] for r in find_references(text)]
    return {"text": text, "refs": refs}
