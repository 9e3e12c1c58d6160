"""Mana symbols as a reader sees them on a card: "{1}{R}" becomes a grey "1" and a red "R"
circle, "{T}" the tap arrow, in the mana cost and wherever a text uses them (card texts,
examples, rulings, rules, glossary entries).

Each symbol is a styled span (no images to load); its name in the page language is its `title`
and, for screen readers, the whole cost is one image labelled in words ("Manakosten: 1, rot"),
a symbol in a text its name in hidden text.

The English rules and rulings and the printed cards of both languages write the symbols in
upper case ({T}, {U}, {B}); the German rules write them in lower case with German letters
(CR 107.4a: {b} is Blau, {s} Schwarz, {f} farblos; {tap}, {enttap}, {schnee}), which are read
as the symbols they stand for. A code that is no symbol ({rN1}, a placeholder of the rules) is
left as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext
from markupsafe import Markup, escape

from .i18n import locale_name

SYMBOL = re.compile(r"\{([^{}]{1,6})\}")
SYMBOLS = re.compile(r"(?:\{[^{}]{1,6}\})+")  # a run of symbols side by side: "{2}{R}"
_MARKED_CODE = re.compile(r"\{<mark>([^{}<>]{1,6})</mark>\}")  # "{<mark>tap</mark>}" in a snippet
_NAMES = {
    "W": _l("white"),
    "U": _l("blue"),
    "B": _l("black"),
    "R": _l("red"),
    "G": _l("green"),
    "C": _l("colorless"),
    "S": _l("snow"),
    "T": _l("tap"),
    "Q": _l("untap"),
    "E": _l("energy"),
    "P": lazy_pgettext("mana symbol", "Phyrexian"),  # "phyrexianisch"; the creature type is "Phyrexianer"
}
# Symbols of the rules that have a name but no colour.
_NAMES.update({"CHAOS": _l("chaos"), "TK": _l("ticket symbol"), "PW": _l("planeswalker")})
# The German rules' lower-case codes (and "{tap}" of either language) -> the symbol's code.
_GERMAN = {
    "w": "W",
    "b": "U",
    "s": "B",
    "r": "R",
    "g": "G",
    "f": "C",
    "p": "P",
    "e": "E",
    "x": "X",
    "schnee": "S",
    "tap": "T",
    "enttap": "Q",
    "untap": "Q",
    "chaos": "CHAOS",
    "ticket": "TK",
}
_NUMBER = re.compile(r"\d{1,2}|[XYZ]")
# The colour class of a symbol: its colour letter, else generic (numbers, X, colorless).
# A symbol without a name here (a number, X) is named by its own text.
_COLOURS = frozenset("WUBRG")
# Symbols drawn as the cards print them in every language: colourless mana is a diamond on the
# cards („F“ on the German site had matched nothing a player has seen, a German player's review).
_GLYPHS = {"T": "↷", "Q": "↶", "S": "❄", "C": "◇"}
# The letters a symbol shows where a language writes others (its rules, CR 107.4a): on the
# German site black is „S“ (schwarz) and blue „B“ (blau), where an English "B" read as blue.
_LETTERS = {"de": {"U": "B", "B": "S"}}


# How the German rules write a symbol's code (CR 107.4a), for the code a German page's text
# has beside the drawn symbol: an English "{B}" copied from a German page read as blue.
_GERMAN_CODES = {symbol: code for code, symbol in _GERMAN.items() if code != "untap"}


def written_code(code: str, letters: str) -> str:
    """A symbol's code as the texts of the language `letters` write it: "B" -> "s" in German,
    "tap" -> "T" in English."""
    parts = canonical(code).split("/")
    if letters == "de":
        return "/".join(_GERMAN_CODES.get(part, part.lower()) for part in parts)
    return "/".join(parts)


def canonical(code: str) -> str:
    """A symbol's code as the English texts write it: "2/s" (German) -> "2/B", "tap" -> "T"."""
    return "/".join(_GERMAN.get(part, part.upper()) for part in code.split("/"))


def is_symbol(code: str) -> bool:
    """Whether a code in braces is a symbol this module draws (a number, X, a named symbol, a
    hybrid of those), not a placeholder such as "{rN1}"."""
    return all(_NUMBER.fullmatch(part) or part in _NAMES for part in canonical(code).split("/"))


def symbol_name(code: str) -> str:
    """ "R" -> "red", "2/W" -> "2 or white", "G/P" -> "green Phyrexian", "3" -> "3"."""
    parts = code.upper().split("/")
    if len(parts) == 2 and parts[1] == "P":
        return f"{_name(parts[0])} {_NAMES['P']}"
    return str(_l(" or ")).join(_name(part) for part in parts)


def _name(part: str) -> str:
    return str(_NAMES[part]) if part in _NAMES else part


def symbol(code: str, locale: str = "en") -> Markup:
    """One symbol as a span: its colour class(es), its name as title, its letters as text, as
    the language of `locale` writes them (the snow symbol a snowflake in every language, _GLYPHS)."""
    parts = code.upper().split("/")
    colours = [p.lower() for p in parts if p in _COLOURS] or ["generic"]
    classes = " ".join(["mana", *(f"mana--{c}" for c in colours), *(["mana--hybrid"] if len(parts) > 1 else [])])
    letters = _LETTERS.get(locale, {})
    written = "/".join(letters.get(part, part) for part in parts)
    shown = _GLYPHS.get(code.upper(), written.replace("/P", "ᵖ"))
    return Markup('<span class="{}" title="{}" aria-hidden="true">{}</span>').format(classes, symbol_name(code), shown)


def mana_key() -> Markup:
    """The coloured mana symbols as the page's language writes them, each with its name: on the
    German site blue is „B“ and black „S“, which a player used to the English letters reads the
    other way round (a new reader's review); the symbols' titles said it to a mouse only."""
    locale = locale_name()
    return Markup(" · ").join(
        Markup("{} {}").format(symbol(code, locale), _NAMES[code]) for code in ("W", "U", "B", "R", "G", "C")
    )


def mana_cost(cost: str | None) -> Markup:
    """A card's mana cost as symbols, labelled in words as one image; empty for none."""
    codes = SYMBOL.findall(cost or "")
    if not codes:
        return Markup("")
    label = _l("Mana cost: %(symbols)s", symbols=", ".join(symbol_name(code) for code in codes))
    locale = locale_name()
    symbols = Markup("").join(symbol(code, locale) for code in codes)
    return Markup('<span class="mana-cost" role="img" aria-label="{}">{}</span>').format(label, symbols)


def with_symbols(text: str, lang: str | None = None) -> Markup:
    """A text (a card's, an example's) with its symbols drawn: each run of symbols is one image
    labelled in words ("Abwehr 1", "bezahlt 2, rot"); the braces stay, hidden, for copying. The
    symbols show the letters of the text's language `lang` (the page's by default): in an
    English ruling on the German site black is "B", as the English text means it, not „S“."""
    return _drawn(text, escape, lang)


def symbols_in_html(html: Markup, lang: str | None = None) -> Markup:
    """HTML (a result's snippet, its words marked) with the symbols of its text drawn as
    `with_symbols` draws them: a snippet showed "{T}" where the ruling's page shows the symbol.
    A symbol whose code a word of the query marked (the German rules' „{tap}“ for „tap
    fähigkeiten“, "{2}" for "commander tax 2 more") is drawn marked whole: it showed as
    "{tap}" in braces. `lang`: the text's language, as for `with_symbols`."""
    return _drawn(_MARKED_CODE.sub(r"<mark>{\1}</mark>", str(html)), Markup, lang)


def _drawn(text: str, as_html: Callable[[str], Markup], lang: str | None) -> Markup:
    """`text` with each run of symbols drawn in the letters of `lang` (the page's by default);
    `as_html` makes HTML of the parts between runs."""
    if "{" not in text:  # no symbol: most snippets, which need not look up the locale
        return as_html(text)
    pieces: list[Markup] = []
    at = 0
    locale = locale_name()
    for run in SYMBOLS.finditer(text):
        drawn = _drawn_run(run.group(0), locale, lang or locale)
        if drawn is None:
            continue
        pieces.append(as_html(text[at : run.start()]))
        pieces.append(drawn)
        at = run.end()
    pieces.append(as_html(text[at:]))
    return Markup("").join(pieces)


@lru_cache(maxsize=1024)
def _drawn_run(run: str, locale: str, letters: str) -> Markup | None:
    """A run of symbols ("{2}{R}") drawn as one image in `locale`, the page's (it names the
    symbols), with the letters of the language `letters`; None if a code of the run is no
    symbol. The same few runs recur on page after page, and drawing one took a tenth of a
    results page's hits (cProfile, 300 searches)."""
    codes = SYMBOL.findall(run)
    if not all(map(is_symbol, codes)):
        return None
    drawn = Markup("").join(
        symbol(canonical(code), letters)
        + Markup('<span class="visually-hidden">{{{}}}</span>').format(written_code(code, letters))
        for code in codes
    )
    label = ", ".join(symbol_name(canonical(code)) for code in codes)
    # (named in the page's language inside a text of another: "rot" had been read as English)
    named_in = Markup(' lang="{}"').format(locale) if letters != locale else Markup("")
    return Markup('<span class="mana-symbols" role="img"{} aria-label="{}">{}</span>').format(named_in, label, drawn)
