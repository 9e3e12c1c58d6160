"""Cross-references between glossary entries, linked: „Siehe auch Legendenregel.“ names
another entry of the glossary, which the rules' text gives as plain words (rule numbers in
the same text are linked by rendering.linked_html)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from flask import url_for
from markupsafe import Markup

# A sentence that sends the reader to other entries ("See also Dependency, Timestamp Order.",
# „Siehe Typumwandlung.“), in the HTML of an entry's text: names without tags or digits (a
# rule's number is linked already).
_SEE = re.compile(r"\b(See also|Siehe auch|See|Siehe) ([^<>.\d]+?)\.(?=</p>|\s|$)")
_JOINS = re.compile(r",\s+|\s+(?:and|or|und|oder)\s+")


def see_links(html: Markup, entry_ids: Mapping[str, str]) -> Markup:
    """`html` with each name of a cross-reference that is an entry (`entry_ids`: folded
    term -> entry id, in the entry's language) linked to that entry."""
    return Markup(_SEE.sub(lambda found: _linked(found, entry_ids), str(html)))


def _linked(found: re.Match[str], entry_ids: Mapping[str, str]) -> str:
    names = found.group(2)
    linked, at = [], 0
    for name in _JOINS.split(names):
        start = names.index(name, at)
        linked.append(names[at:start])
        entry = entry_ids.get(name.casefold())
        href = url_for("rules.glossary_entry", entry_id=entry) if entry else None
        linked.append(str(Markup('<a href="%s">%s</a>') % (href, Markup(name))) if href else name)
        at = start + len(name)
    linked.append(names[at:])
    return f"{found.group(1)} {''.join(linked)}."
