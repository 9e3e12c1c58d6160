"""Invisible characters in what a reader types or pastes: a zero-width space copied from a chat
("704.5y\u200b"), a soft hyphen from a PDF, a byte-order or direction mark. Unicode calls them
format characters (category Cf); nothing shows them, so nothing a reader sees has them, and a
rule number with one had been no rule (a 404, and a search instead of the rule). Likewise the
letters and digits that show as others do: full-width forms typed with an East Asian input
method ("７０４.５ｙ", "Ａｕｒａ") and the ligatures of a PDF ("ﬁrst"), which had found nothing.
And the pictures among words (emoji, "★", "→"): no text is searched by one, and beside a word
one made a question of it ("🔥 trample" searched what "trample" asked as a question and lost
the release filter; a reader's review)."""

from __future__ import annotations

import re
import unicodedata

# The full-width forms of ASCII (U+FF01-FF5E) and the Latin ligatures: their compatibility
# forms are the characters they show as (NFKC), operators among them: a full-width "（", "＊" or
# "＂" is a query's parenthesis, wildcard or quotation mark, as typed with a narrow one. Other
# compatibility characters ("²", "½", "™", half-width katakana) stay as typed.
_LOOK_ALIKES = re.compile("[\ufb00-\ufb06\uff01-\uff5e]+")
# What draws an emoji beside its picture: a skin tone, a variation selector, a keycap's frame;
# and the arrows (mathematical symbols by category, where "+" and "−" are ones a card has).
_PICTURE_PARTS = re.compile("[\U0001f3fb-\U0001f3ff\ufe00-\ufe0f\u20e3\u2190-\u21ff\u27f0-\u27ff\u2900-\u297f]")


def visible(text: str) -> str:
    """`text` without its format characters, its look-alike forms as the characters they show."""
    if text.isascii():
        return text
    shown = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return _LOOK_ALIKES.sub(lambda found: unicodedata.normalize("NFKC", found.group()), shown)


def without_pictures(text: str) -> str:
    """`text` with each picture (an emoji, "★", "✓", an arrow: category So, "other symbol") a
    space. No card name or text of the index is searched by one ("™" in a ruling, "●" of a
    German card's modes). A text of pictures only stays as it is: the search says it has no
    word to search for, rather than nothing at all."""
    if text.isascii():
        return text
    kept = "".join(" " if unicodedata.category(ch) == "So" else ch for ch in _PICTURE_PARTS.sub(" ", text))
    return kept if any(ch.isalnum() for ch in kept) else text
