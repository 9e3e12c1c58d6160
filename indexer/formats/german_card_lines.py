"""The line breaks MTGJSON's German card texts lost: of the 18,372 records of
card-names-de-mtgjson-v4-20190726.json, 683 hold lines run together, a keyword into the next
("FliegendTodesberührung (Eine beliebige …)Lebensverknüpfung", Vampire Nighthawk), a reminder
text or a sentence into the ability after it ("… zerstören.)Wenn", "… ins Spiel.{T}: Erhöhe").
Run together, the two words are one word: "Todesberührung" found no German text of the card,
and the card's page showed "FliegendTodesberührung".

A break was lost where a lower-case letter stands right before a capital one followed by a
lower-case letter (German writes no capital inside a word), and where a full stop or a closing
parenthesis stands right before a capital or a mana symbol; not after an abbreviation's full
stop ("z.B. kannst"). The file stays as it was imported; the texts are read with the breaks.
"""

from __future__ import annotations

import re

_RUN_TOGETHER = re.compile(r"(?<=[a-zäöüß])(?=[A-ZÄÖÜ][a-zäöüß])|(?<=[.)])(?=[A-ZÄÖÜ{])")
# A single letter and its full stop before the place: "z.B.", "d.h."
_ABBREVIATION = re.compile(r"(?:^|[\s(.])\w\.$")


def restored_line_breaks(text: str) -> str:
    """The text with a line break where one was lost (see the module's docstring)."""
    lines, start = [], 0
    for place in _RUN_TOGETHER.finditer(text):
        if not _ABBREVIATION.search(text[: place.start()]):
            lines.append(text[start : place.start()])
            start = place.start()
    lines.append(text[start:])
    return "\n".join(lines)
