"""Cross-references between glossary entries, linked: „Siehe auch Legendenregel.“ names
another entry of the glossary, which the rules' text gives as plain words (rule numbers in
the same text are linked by rendering.linked_html)."""

from __future__ import annotations

import re
from collections.abc import Callable

from flask import url_for
from markupsafe import Markup

# A sentence that sends the reader to other entries ("See also Dependency, Timestamp Order.",
# „Siehe Typumwandlung.“, "See “Enters the Battlefield.”"), in the HTML of an entry's text:
# names without tags or numbers (a rule's number is linked already; "W20 würfeln" is a name).
_SEE = re.compile(r"\b(See also|Siehe auch|See|Siehe) ((?:[^<>.\d]|(?<=\w)\d)+?)\.(?=[”“\"]?(?:</p>|\s|$))")
_JOINS = re.compile(r",\s+|\s+(?:and|or|und|oder)\s+")
_QUOTES = '“”„"‚‘’'


def see_links(html: Markup, entry_ids: Callable[[str], str | None]) -> Markup:
    """`html` with each name of a cross-reference that is an entry (`entry_ids`: a name's entry
    id, in the entry's language) linked to that entry. A headword may itself
    have a comma ("See Active Player, Nonactive Player Order."): the longest run of names that
    is an entry's is linked, not "Active Player" alone."""
    return Markup(_SEE.sub(lambda found: _linked(found, entry_ids), str(html)))


def _linked(found: re.Match[str], entry_ids: Callable[[str], str | None]) -> str:
    names = found.group(2)
    cuts = [0, *(at for join in _JOINS.finditer(names) for at in join.span()), len(names)]
    spans = list(zip(cuts[::2], cuts[1::2], strict=True))  # each name's start and end
    linked, at, first = [], 0, 0
    while first < len(spans):
        last = _longest(names, spans, first, entry_ids)
        start, end = spans[first][0], spans[last - 1][1]
        linked.append(names[at:start])
        linked.append(_link(names[start:end], entry_ids))
        at, first = end, last
    linked.append(names[at:])
    return f"{found.group(1)} {''.join(linked)}."


def _longest(names: str, spans: list[tuple[int, int]], first: int, entry_ids: Callable[[str], str | None]) -> int:
    """The end (exclusive) of the longest run of names from `first` that is an entry's name;
    the next name where none is."""
    for last in range(len(spans), first, -1):
        if _entry(names[spans[first][0] : spans[last - 1][1]], entry_ids) is not None:
            return last
    return first + 1


def _entry(name: str, entry_ids: Callable[[str], str | None]) -> str | None:
    return entry_ids(name.strip(_QUOTES))


def _link(name: str, entry_ids: Callable[[str], str | None]) -> str:
    """A name linked to its entry, the quotes around it outside the link."""
    entry = _entry(name, entry_ids)
    if entry is None:
        return name
    inner = name.strip(_QUOTES)
    before, after = name[: name.index(inner)], name[name.index(inner) + len(inner) :]
    href = url_for("rules.glossary_entry", entry_id=entry)
    return before + str(Markup('<a href="%s">%s</a>') % (href, Markup(inner))) + after
