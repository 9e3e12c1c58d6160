"""Rendering stored text as HTML: every piece escaped, rule references made links.

The indexer stores each text with its reference spans ([start, end, number, resolves]); this
module only slices and escapes, it never parses corpus text.
"""

from __future__ import annotations

from flask import url_for
from flask_babel import gettext
from markupsafe import Markup, escape


def linked_html(linked: dict) -> Markup:
    """One <p> per line of `linked["text"]`, with resolving rule numbers as links."""
    text: str = linked["text"]
    pieces: list[str] = []
    position = 0
    for start, end, number, resolves in linked.get("refs", []):
        pieces.append(str(escape(text[position:start])))
        pieces.append(str(_reference(text[start:end], number, resolves)))
        position = end
    pieces.append(str(escape(text[position:])))
    lines = "".join(pieces).split("\n")
    return Markup("".join(f"<p>{line}</p>" for line in lines if line.strip()))


def linked_inline(linked: dict) -> Markup:
    """The same, without paragraphs (for list items and table cells)."""
    html = str(linked_html(linked))
    return Markup(html.replace("</p><p>", "<br>").removeprefix("<p>").removesuffix("</p>"))


def _reference(shown: str, number: str, resolves: bool) -> Markup:
    if resolves:
        return Markup('<a class="rule-ref" href="%s">%s</a>') % (url_for("rules.rule", number=number), shown)
    title = gettext("Rule %(number)s does not exist in the rules this site serves.", number=number)
    return Markup('<span class="rule-ref unresolved" title="%s">%s</span>') % (title, shown)
