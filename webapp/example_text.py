"""An example's texts (title, setup, trace, checks, board) as HTML: the card names a page shows
in English marked with lang="en", as the site marks all data in another language, and mana
symbols drawn as on card texts."""

from __future__ import annotations

import re
from collections.abc import Sequence

from markupsafe import Markup

from .mana import with_symbols


def example_text(text: str, english_names: Sequence[str]) -> Markup:
    """`text` escaped, each of `english_names` in it marked as English (the longer name first:
    "Questing Druid #2" is "Questing Druid" and its number), its symbols drawn."""
    if not english_names:
        return with_symbols(text)
    names = "|".join(re.escape(name) for name in sorted(english_names, key=len, reverse=True))
    pieces: list[Markup] = []
    at = 0
    for match in re.finditer(rf"(?<![\w-])(?:{names})(?![\w-])", text):
        pieces.append(with_symbols(text[at : match.start()]))
        pieces.append(Markup('<span lang="en">{}</span>').format(match.group(0)))
        at = match.end()
    pieces.append(with_symbols(text[at:]))
    return Markup("").join(pieces)


def list_item(text: str) -> str:
    """A name that begins an item of a list begins with a capital letter: an ability on the stack
    is "die Fähigkeit des Rauchspuckers" inside a sentence, „Die Fähigkeit …“ as a list's item."""
    return text[:1].upper() + text[1:]
