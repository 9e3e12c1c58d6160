"""Finding rule numbers in text ("[303.7a]", "rule 704.5y", "See rule 613", "Regel 702.19b").

A dotted number ("704.5y") is a rule wherever it stands, except one that may be a German
thousand ("999.999"), which is one only where a keyword, a bracket or a title after it says so
("See 702.153, “Casualty.”"); a bare three-digit number only after
"rule", "rules", "Regel", "Regeln" (or in a list following one), since "100" alone may be a
life total; a one-digit section only after "section" or "Abschnitt" ("See section 8").
Ranges name their last rule in short: "601.2a–d", "Regeln 111.10j–r", "119.7–8", "712.9–10";
both ends become references (`Reference.first` names the start of the range an end closes).
The indexer stores the spans so the site can link them without parsing text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# The spellings of a rule number, as pattern pieces for every module that looks for one.
DOTTED = r"\d{3}\.\d+[a-z]?"  # a subrule: "704.5y", "704.5"
NUMBER = rf"(?:{DOTTED}|\d{{3}})"  # or a rule: "704"
ANY_NUMBER = rf"(?:{NUMBER}|\d)"  # or a section: "7"
# What may follow a dash to end a range: a whole number, or the part that changes.
RANGE_END = rf"(?:{DOTTED}|\d{{3}}|\d{{1,2}}|[a-z])"
_ITEM = rf"{NUMBER}(?:[–-]{RANGE_END}(?!\w))?"
# A list may name each rule's title after its number: "rules 702.109, “Dash,” 702.152, “Blitz,” and
# 702.185" ("Regeln 702.109, „Sturmangriff“, 702.152, „Blitz“ und 702.185"); after a title a space
# alone separates, before a dotted number.
_TITLE = r"(?:,\s*[“„\"][^”“\"\n]{1,60}[”“\"])"
_SEPARATOR = r"(?:,\s*|\s+(?:and|or|und|oder)\s+|(?<=[”“\"])\s+(?=\d{3}\.))"
_KEYWORD_LIST = re.compile(
    rf"\b(?:rules?|Regeln?)\s+(?P<list>{_ITEM}{_TITLE}?(?:{_SEPARATOR}{_ITEM}{_TITLE}?)*)(?![\w.]*\d)",
    re.IGNORECASE,
)
_LISTED = re.compile(rf"(?<![\w.])(?P<first>{NUMBER})(?:[–-](?P<last>{RANGE_END}))?(?!\w)")
_BRACKETED = re.compile(rf"\[(?P<first>{NUMBER})\]")
# A dotted number anywhere; one with three digits after the dot and no letter ("999.999", a
# German thousand) only where "rule" or "Regel" or a bracket says so (702.100 and on exist).
_ANY_DOTTED = re.compile(
    rf"(?<![\w.])(?P<first>(?!\d{{3}}\.\d{{3}}(?![\d\w])){DOTTED})(?:[–-](?P<last>{RANGE_END}))?(?!\w)"
)
# A title after it makes one a rule too: the English glossary's "See 702.153, “Casualty.”"; so
# after "See" does a rule's bare number ("See 718, “Prototype Cards.”" of 702.160a, "See 706,
# “Rolling a Die.”" of 901.9d, which the English rules write without "rule").
_TITLED_NUMBER = re.compile(rf"(?<![\w.])(?P<first>\d{{3}}\.\d{{3}}){_TITLE}")
_SEEN_NUMBER = re.compile(rf"\b(?:[Ss]ee|[Ss]iehe)\s+(?P<first>\d{{3}})(?={_TITLE})")
_SECTION = re.compile(r"\b(?:section|Abschnitt)\s+(?P<first>\d)(?![\w]|[.,]\d)", re.IGNORECASE)
_THREE_DIGITS = re.compile(r"\d\d\d")
_PARTS = re.compile(r"(\d)(\d\d)?(?:\.(\d+)([a-z]*))?")


@dataclass(frozen=True)
class Reference:
    """A rule number at text[start:end]; `first` is set when it ends a range ("d" in "601.2a–d")."""

    start: int
    end: int
    number: str
    first: str | None = None


def find_references(text: str) -> list[Reference]:
    """Every rule reference in `text`, in order, without overlaps."""
    if not _may_cite(text):
        return []
    found: dict[int, Reference] = {}
    for match in _KEYWORD_LIST.finditer(text):
        base = match.start("list")
        for item in _LISTED.finditer(match.group("list")):
            for ref in _item(item, base):
                found[ref.start] = ref
    for pattern in (_BRACKETED, _ANY_DOTTED, _TITLED_NUMBER, _SEEN_NUMBER, _SECTION):
        for match in pattern.finditer(text):
            for ref in _item(match, 0):
                found.setdefault(ref.start, ref)
    return [found[k] for k in sorted(found)]


def _may_cite(text: str) -> bool:
    """A quick test that rules out most texts (most rulings cite nothing) before the patterns."""
    return _THREE_DIGITS.search(text) is not None or "ection" in text or "bschnitt" in text


def _item(match: re.Match, base: int) -> list[Reference]:
    first = match.group("first")
    refs = [Reference(base + match.start("first"), base + match.end("first"), first)]
    last_text = match.groupdict().get("last")
    last = range_end(first, last_text) if last_text else None
    if last:
        refs.append(Reference(base + match.start("last"), base + match.end("last"), last, first))
    return refs


def range_end(first: str, last: str) -> str | None:
    """The full number a range's short end stands for ("601.2a", "d" -> "601.2d"), or None
    when the two cannot form a range (the end must come after the start)."""
    if "." in last or len(last) == 3:
        full = last
    elif last.isalpha():
        full = first[:-1] + last if first[-1:].isalpha() else ""
    else:
        full = f"{first.rsplit('.', 1)[0]}.{int(last)}" if "." in first and first[-1].isdigit() else ""
    if full and rule_sort_key(first) < rule_sort_key(full) and parent_number(full) == parent_number(first):
        return full
    return None


def parent_number(number: str) -> str | None:
    """ "704.5y" -> "704.5" -> "704" -> "7" -> None."""
    if re.fullmatch(r"\d{3}\.\d+[a-z]+", number):
        return number.rstrip("abcdefghijklmnopqrstuvwxyz")
    if "." in number:
        return number.split(".")[0]
    if len(number) == 3:
        return number[0]
    return None


def ancestor_numbers(number: str) -> list[str]:
    """ "704.5y" -> ["7", "704", "704.5"]: its parents (parent_number), the farthest first."""
    found: list[str] = []
    parent = parent_number(number)
    while parent:
        found.insert(0, parent)
        parent = parent_number(parent)
    return found


def rule_sort_key(number: str) -> tuple[int, int, int, str]:
    """Document order: "7" < "700" < "704" < "704.5" < "704.5a" < "704.10"."""
    match = _PARTS.fullmatch(number)
    if not match:
        return (99, 0, 0, number)
    section, rule, sub, letter = match.groups()
    return (int(section), int(rule) + 1 if rule else 0, int(sub) + 1 if sub else 0, letter or "")
