"""Two neighbouring rules that a translation numbers the other way round.

The German rules of 2025-11-14 print the translation of the English 601.5 as 601.4 and of
601.4 as 601.5 (with 601.5a as 601.4a), and 702.62c and 702.62d likewise. Shown by number, a
German reader of 601.4 read another rule than the English beside it and than the rulings that
cite it. The rules each text cites tell them apart: when two siblings of the translation cite
exactly what the other's English rule cites, and the English rules cite differently, the texts
belong under each other's number. Nothing else is moved: a rule that cites nothing like its
neighbour stays where the translation puts it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from itertools import pairwise

from indexer.citations.references import find_references, parent_number, rule_sort_key

from .model import RuleText


def exchanged(translation: dict[str, RuleText], english: dict[str, RuleText]) -> dict[str, str]:
    """Each number of `translation` whose text translates another English number -> that
    number (the pairs found and their lettered rules)."""
    siblings: dict[str | None, list[str]] = defaultdict(list)
    for number in sorted(translation, key=rule_sort_key):
        siblings[parent_number(number)].append(number)
    found: dict[str, str] = {}
    for first, second in (pair for group in siblings.values() for pair in pairwise(group)):
        if first not in english or second not in english:
            continue
        mine = _cited(translation[first]), _cited(translation[second])
        theirs = _cited(english[first]), _cited(english[second])
        if theirs[0] != theirs[1] and mine == (theirs[1], theirs[0]):
            found |= {first: second, second: first}
    for number in translation:
        parent = parent_number(number)
        if parent in found and number not in found:
            found[number] = found[parent] + number[len(parent) :]
    return found


def renumbered(translation: dict[str, RuleText], moves: dict[str, str]) -> dict[str, RuleText]:
    """`translation` with the texts of `moves` under the numbers they translate, each keeping
    the number its file prints."""
    return {
        moves.get(number, number): replace(text, printed=number) if number in moves else text
        for number, text in translation.items()
    }


def _cited(text: RuleText) -> frozenset[str]:
    return frozenset(reference.number for reference in find_references(text.text))
