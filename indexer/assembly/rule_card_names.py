"""German names of split cards that the German rules give, where no card data does.

The imported data's only German printing of Fire // Ice is broken and not used (corpus/README.md),
so the card had no German name and "Feuer // Eis" found nothing. The German Comprehensive Rules
name it in their examples ("Feuer / Eis", 702.1b and 709.4b), where the English rules of the
same release say "Fire//Ice". Where a German rule names as many split cards as the English rule
of the same number and release, they are paired in order, and each German name is noted as the
name the German rules use for that card (never as a printed name, and only for a card that some
document has): it is the rules' own naming, not a translation made here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .model import Parsed, Source

# "Fire//Ice", "Assault//Battery’s mana cost": one word a half (a possessive is no part of it).
_ENGLISH = re.compile(r"(?<![\w/])([A-Z][\w'-]*?) ?// ?([A-Z][\w'-]*?)(?:[’']s)?\b")
# "Feuer / Eis": the German rules set the halves apart by spaces ("Stärke/Widerstandskraft" is none).
_GERMAN = re.compile(r"(?<![\w/])([A-ZÄÖÜ][\w-]*) / ([A-ZÄÖÜ][\w-]*)\b")


def split_card_names(documents: list[Parsed]) -> Iterator[tuple[str, str, Source]]:
    """(English name "Fire // Ice", German name "Feuer / Eis", the German rules) for each split
    card a German rule names beside the English rule of its number and release."""
    english = {
        parsed.release.effective: dict(parsed.rules)
        for parsed in documents
        if parsed.release and parsed.release.lang == "en"
    }
    for parsed in documents:
        release = parsed.release
        if release is None or release.lang != "de":
            continue
        originals = english.get(release.effective, {})
        for number, text in parsed.rules:
            german = _GERMAN.findall(text.text)
            original = originals.get(number)
            names = _ENGLISH.findall(original.text) if german and original else []
            if german and len(names) == len(german):
                for (en_front, en_back), (de_front, de_back) in zip(names, german, strict=True):
                    yield f"{en_front} // {en_back}", f"{de_front} / {de_back}", release.source
