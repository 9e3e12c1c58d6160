"""The source of a pair of the curated term list, in the reader's language.

`translations/glossary.tsv` notes each pair's source in English, in a few fixed shapes
("CR 303.7 (EN/DE 2025-11-14)", "German rulings of Charming Scoundrel (2023)", "Wilds of
Eldraine card texts (Einschneiden)"); the German page says them in German, and names a card
named in English by its name on the page ("Charmante Halunkin"), as everywhere on the site. A
part of another shape is shown as written, marked English.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from markupsafe import Markup, escape

from indexer.assembly.identity import slug

from .i18n import long_date
from .index_store import store
from .rendering import card_name, in_language
from .request_translations import gettext, markup_gettext

_LANGS = r"(?P<langs>EN/DE|DE|EN)"
_SHAPES: list[tuple[re.Pattern, Callable[[dict[str, str]], str | Markup]]] = [
    (
        re.compile(rf"CR glossary \({_LANGS} (?P<date>\d{{4}}-\d\d-\d\d)\)"),
        lambda m: gettext(
            "glossary of the Comprehensive Rules (%(langs)s, %(date)s)", langs=m["langs"], date=long_date(m["date"])
        ),
    ),
    (
        re.compile(rf"CR (?P<number>\d{{3}}(?:\.\d+[a-z]?)?) \({_LANGS} (?P<date>\d{{4}}-\d\d-\d\d)\)"),
        lambda m: gettext(
            "Comprehensive Rules %(number)s (%(langs)s, %(date)s)",
            number=m["number"],
            langs=m["langs"],
            date=long_date(m["date"]),
        ),
    ),
    (
        re.compile(rf"CR (?P<number>\d{{3}}(?:\.\d+[a-z]?)?) \({_LANGS}\)"),
        lambda m: gettext("Comprehensive Rules %(number)s (%(langs)s)", number=m["number"], langs=m["langs"]),
    ),
    (
        re.compile(r"German rulings of (?P<card>.+) \((?P<year>\d{4})\)"),
        lambda m: markup_gettext("German rulings of “%(card)s” (%(year)s)", card=_card(m["card"]), year=m["year"]),
    ),
    (
        re.compile(r"Wilds of Eldraine card texts \((?P<card>.+)\)"),
        lambda m: gettext("card texts of Wilds of Eldraine (%(card)s)", card=m["card"]),
    ),
    (
        re.compile(r"German printed card texts \(e\.g\. (?P<cards>.+)\)"),
        lambda m: gettext("German printed card texts (for example %(cards)s)", cards=m["cards"]),
    ),
]


# A source quoting the rules in both languages: 'CR 611.2b (EN/DE 2025-11-14): "it doesn’t last
# forever" / „er besteht nicht für immer“'.
_QUOTED = re.compile(r'(?P<source>.+?): (?P<en>"[^"]+") / (?P<de>„[^“]+“)')


def term_source(source: str) -> Markup:
    """The source note, each part ("; ") said in the page's language where its shape is known;
    a quotation of the rules keeps its words, each marked with its language."""
    parts = []
    for part in source.split("; "):
        quoted = _QUOTED.fullmatch(part)
        if quoted:
            quotes = Markup(" / ").join(in_language(quoted[lang], lang) for lang in ("en", "de"))
            parts.append(Markup("%s: %s") % (_said(quoted["source"]), quotes))
        else:
            parts.append(_said(part))
    return Markup("; ").join(parts)


def _card(english: str) -> Markup:
    """A card by its name in the page's language (marked where it has none), or as written,
    marked English, where the index has no card of that name."""
    card = store().payload("card", slug(english))
    if card is None:
        return in_language(english, "en")
    return card_name({"names": card["display"], "name_langs": card["display_langs"]})


def _said(part: str) -> Markup:
    """A part of a source note in the page's language, or as written, marked English."""
    said = next((say(match.groupdict()) for pattern, say in _SHAPES if (match := pattern.fullmatch(part))), None)
    if said is not None:
        return escape(said)
    return in_language(part, "en")
