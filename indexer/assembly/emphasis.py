"""The marks of emphasis and the trademark signs some rulings were typed with ("the
_Legends_(TM) card", "*not*"): pages show them as italics and signs (webapp.rendering), plain
texts without the marks (as_printed_plain), and the search reads the words without them: the
tokenizer's words take underscores, and "_Legends_" had been one word of its own, which no
search for "Legends" found.
"""

from __future__ import annotations

import re

# A word or words between a pair of underscores or asterisks ("*/*" and "“*” … “*" are not).
EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=\w)([^*_\n]+?)(?<=[\w’'.!?])\1(?![\w*])")
_SIGNS = re.compile(r"(?<=[\w_])\((TM|R)\)")


def with_signs(text: str) -> str:
    """`text` with "(TM)" and "(R)" after a word as the signs ™ and ®."""
    return _SIGNS.sub(lambda found: "™" if found.group(1) == "TM" else "®", text)


def as_printed_plain(text: str) -> str:
    """`text` with its trademark signs as signs and its marks of emphasis left out: a title, a
    meta description, a citation and a snippet cannot show italics, and had shown
    "_Legends_(TM)"."""
    return EMPHASIS.sub(r"\2", with_signs(text))
