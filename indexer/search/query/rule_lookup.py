"""Rule numbers as readers type them: a query that names one rule, and the rules nearest to a
number that does not exist.

The list of existing numbers comes from the index (indexer.citations.rule_tree.contents); nothing here
reads the rules themselves.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left

from indexer.citations.references import ANY_NUMBER, NUMBER, RANGE_END, parent_number, range_end, rule_sort_key

from .invisible import visible

# "704.5y", "704.5y.", "[704.5y]", "(704.5y)", "704.5y?", "rule 704.5y", "Regel 704.5y", "613";
# "CR 702.19b" (the site's own "cite as"), "CR702.19b", "C.R. 702.19b"; "§ 510.1c", "r. 117.3a",
# as laws and judges' notes cite; a bracket typed on one side only ("704.5j)", which the search
# repaired but did not open); a one-digit section only with a word before it ("section 7"),
# since "7" alone is more likely a search for a number.
_CITED = r"(?:(?:rules?|regeln?)\s+|c\.?\s?r\.?\s*|§+\s*|r\.\s*)?[\[(]?({})[\])]?[.?!]?"
_RULE_QUERY = re.compile(_CITED.format(NUMBER), re.IGNORECASE)
# A range as the rules write one ("111.10j–r", "Regeln 601.2a-d", "119.7–8").
_RANGE_QUERY = re.compile(rf"(?:(?:rules?|regeln?)\s+)?({NUMBER})\s*[–-]\s*({RANGE_END})\.?", re.IGNORECASE)
_SECTION_QUERY = re.compile(r"(?:section|abschnitt|rule|regel)\s+(\d)\.?", re.IGNORECASE)
# As a German reader may write a number: with a decimal comma ("704,5a") or the letter apart
# ("704.5 a"); both name the rule 704.5a.
_DECIMAL_COMMA = re.compile(r"(?<=\d{3}),(?=\d)")
_LETTER_APART = re.compile(r"(?<=\d{3}\.\d)(\d*) ([a-z])\.?$", re.IGNORECASE)
# One word of a query or filter value that is a number: "704.5Y", "704.5y.", "7".
_TYPED = re.compile(rf"({ANY_NUMBER})\.?", re.IGNORECASE)
_NUMBER_LIKE = re.compile(r"\d(?:\d\d)?(?:\.\d+[a-z]*)?")
# A query shaped as a rule number with a dot, in any length ("704.5zz", "9999.9z").
_NUMBER_LIKE_QUERY = re.compile(_CITED.format(r"\d+\.\d+[a-z]*"), re.IGNORECASE)
SUGGESTIONS = 6
# What a rule: filter's value looks like, for a message about one that is no rule number.
RULE_EXAMPLES = "704.5y, 303.7a, 613, …"  # (examples: the values are every rule number)


def rule_query(text: str) -> str | None:
    """The rule number a query consists of, or None if it is more than a number."""
    text = _LETTER_APART.sub(r"\1\2", _DECIMAL_COMMA.sub(".", " ".join(visible(text).split())))
    match = _RULE_QUERY.fullmatch(text) or _SECTION_QUERY.fullmatch(text)
    return match.group(1).lower() if match else None


def range_query(text: str) -> tuple[str, str] | None:
    """The rule whose subrules a query names as a range, and the range's first rule ("111.10j–r":
    111.10, 111.10j), or None; a range of rules of different parents is none. The rules cite
    ranges so ("see rules 111.10j–r"), and a reader copying one had found only the glossary
    entry that has those characters."""
    match = _RANGE_QUERY.fullmatch(" ".join(visible(text).split()))
    if match is None:
        return None
    first = match.group(1).lower()
    last = range_end(first, match.group(2).lower())
    parent = parent_number(first)
    return (parent, first) if last is not None and parent is not None and parent == parent_number(last) else None


def number_like_query(text: str) -> str | None:
    """The number a query consists of where it is shaped as a rule's but no rule's can be
    ("704.5zz", "9999.9z", "rule 1000.1"): the reader meant a rule, and is told it has none."""
    match = _NUMBER_LIKE_QUERY.fullmatch(" ".join(text.split()))
    return match.group(1).lower() if match else None


def typed_number(word: str) -> str | None:
    """The rule number a single word is, in the site's spelling, or None."""
    match = _TYPED.fullmatch(word)
    return match.group(1).lower() if match else None


def canonical(number: str) -> str:
    """The way the site spells a number a reader typed: "704.5Y." -> "704.5y"; "CR 704.5j"
    and "rule 704.5j", as the search box takes them, -> "704.5j"; a control character left out
    (a NUL after the number had made it „Es gibt keine Regel 704.5y“)."""
    number = "".join(ch for ch in number if unicodedata.category(ch) != "Cc")
    return rule_query(number) or visible(number).strip().lower().rstrip(".")


def suggestions(number: str, numbers: list[str], limit: int = SUGGESTIONS) -> list[str]:
    """Existing rules near an unknown `number`, in document order: the closest existing rule
    above it ("704.5" for "704.5zz"), then the rules beside the place it would stand
    ("704.5y", "704.5z"); for "999", the last rules of section 9."""
    number = canonical(number)
    if not _NUMBER_LIKE.fullmatch(number):
        return []
    known = set(numbers)
    target = number
    while (above := parent_number(target)) is not None and above not in known:
        target = above
    parent = parent_number(target)
    siblings = [n for n in numbers if parent_number(n) == parent]
    nearest = _around(siblings, target, limit - (1 if parent else 0))
    found = ([parent] if parent else []) + nearest
    return sorted(found, key=rule_sort_key)


def _around(ordered: list[str], number: str, count: int) -> list[str]:
    """Up to `count` items of `ordered` closest to where `number` would be inserted."""
    keys = [rule_sort_key(n) for n in ordered]
    position = bisect_left(keys, rule_sort_key(number))
    before, after = position - 1, position
    picked: list[str] = []
    while len(picked) < count and (before >= 0 or after < len(ordered)):
        if before >= 0:
            picked.append(ordered[before])
            before -= 1
        if after < len(ordered) and len(picked) < count:
            picked.append(ordered[after])
            after += 1
    return picked
