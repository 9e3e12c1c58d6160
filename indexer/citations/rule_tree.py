"""The Comprehensive Rules as a tree of numbers: sections, rules, subrules, in document order.

"7" holds "704", which holds "704.5", which holds "704.5a" to "704.5z". The tree is built from
the numbers alone, so it serves rule pages (parent, children, previous, next), the check of
what a cited rule mentions (a rule with everything under it), and the contents page.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping

from indexer.assembly.model import Rule

from .references import parent_number, rule_sort_key


class RuleTree:
    def __init__(self, numbers: Iterable[str]) -> None:
        self.order = sorted(numbers, key=rule_sort_key)
        self._position = {number: i for i, number in enumerate(self.order)}
        self._children: dict[str, list[str]] = defaultdict(list)
        for number in self.order:
            parent = parent_number(number)
            if parent:
                self._children[parent].append(number)

    def __contains__(self, number: object) -> bool:
        return number in self._position

    def children(self, number: str) -> list[str]:
        return self._children.get(number, [])

    def descendants(self, number: str) -> list[str]:
        """Everything under `number`, in document order."""
        found: list[str] = []
        for child in self.children(number):
            found.append(child)
            found.extend(self.descendants(child))
        return found

    def previous(self, number: str) -> str | None:
        position = self._position[number]
        return self.order[position - 1] if position > 0 else None

    def next(self, number: str) -> str | None:
        position = self._position[number]
        return self.order[position + 1] if position + 1 < len(self.order) else None

    def between(self, first: str, last: str) -> list[str]:
        """The rules a range "601.2a–d" leaves out: the siblings after `first`, before `last`."""
        low, high = rule_sort_key(first), rule_sort_key(last)
        return [n for n in self.children(parent_number(last) or "") if low < rule_sort_key(n) < high]


# A heading names its rule in a few words and ends without a full stop ("Exalted", "Mana
# Abilities", "Zustandsbasierte Aktionen").
_HEADING = re.compile(r"[^.:;]{1,60}")


def heading(rules: dict[str, Rule], number: str, lang: str) -> str | None:
    """The heading a rule stands under: that of its nearest ancestor that is a heading
    ("702.83b" -> "Exalted", "605.1a" -> "Mana Abilities", "704.5y" -> "State-Based Actions")."""
    return _nearest(parent_number(number), lambda parent: _heading_text(rules, parent, lang))


def own_heading_in(texts: Mapping[str, str], number: str) -> str | None:
    """own_heading in the texts of one release (number -> text): a result of a release search
    is named as the rule pages name the rule ("Rule 704.5y · State-Based Actions"; it had been
    "Rule 704.5y" alone, a review)."""

    def named(found: str) -> str | None:
        text = texts.get(found, "").strip()
        return text if text and _HEADING.fullmatch(text) else None

    return _nearest(number, named)


def _nearest(number: str | None, named: Callable[[str], str | None]) -> str | None:
    """The name of `number` or of its nearest ancestor that has one."""
    while number:
        if (name := named(number)) is not None:
            return name
        number = parent_number(number)
    return None


def own_heading(rules: dict[str, Rule], number: str, lang: str) -> str | None:
    """What names a rule: its own text where that is a heading ("702.15" -> "Lifelink"), else
    the heading it stands under ("702.15d" -> "Lifelink", "704.5y" -> "State-Based Actions")."""
    return _heading_text(rules, number, lang) or heading(rules, number, lang)


def _heading_text(rules: dict[str, Rule], number: str, lang: str) -> str | None:
    """Rule `number`'s text in `lang` where the rule is a heading, as its English text tells
    (the reference: the German 801 is „Option: Begrenzte Einflussweite“, with a colon, and
    904.12b a sentence without its full stop), else as the text in `lang` does."""
    rule = rules.get(number)
    if rule is None or (text := rule.texts.get(lang)) is None:
        return None
    judged = rule.texts.get("en", text).text.strip()
    return text.text.strip() if _HEADING.fullmatch(judged) else None


def contents(tree: RuleTree, rules: dict[str, Rule]) -> dict:
    """The side file behind the contents page and the suggestions for unknown numbers: every
    number in order, and the heading of each section and rule ("704": "State-Based Actions")
    in each language."""
    headings = {
        number: {lang: text.text for lang, text in rules[number].texts.items()}
        for number in tree.order
        if "." not in number
    }
    return {"numbers": tree.order, "headings": headings}
