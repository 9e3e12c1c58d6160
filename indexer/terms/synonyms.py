"""Old and new names of one thing in one language, so that new words find old rulings.

The rulings span fifteen years: they say "converted mana cost", "in play", "removed from the
game", "unblockable" where the rules of 2025 say "mana value", "battlefield", "exile", "can't
be blocked". Both rules glossaries list such old terms as obsolete, each with the term that
replaced it ("Converted Mana Cost (Obsolete): An obsolete term for mana value." / "Umgewandelte
Manakosten (veraltet): Ein veralteter Begriff für Manabetrag."); those entries are read here.
The curated `translations/synonyms.tsv` adds what the rules define in other words ("dies" is
"put into a graveyard from the battlefield", rule 700.4), each with its source, and the small
numbers the rules write as words ("normally seven cards", „zehn oder mehr Giftmarken“), which
players type as digits.

`translations/shorthand.tsv` holds the players' words the rules do not use ("ETB", "SBA",
"fizzle", German "casten"), each with the rules' words it stands for. These go one way: "ETB"
also searches "enters the battlefield", but "enters the battlefield" does not search "ETB",
which no text says ("search your library" found "also searched: tutor").

`translations/questions.tsv` holds the words of a question for what the rules state: "how many"
is the rules' "number" ("A player may have any number of cards in their hand", 402.2), "wie
viele" their „Anzahl“. They go one way too: "the number of lands" searches no "how many".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from indexer.assembly.model import LANGUAGES, GlossaryEntry, Rule

from ..errors import CorpusError
from .tsv_rows import tsv_rows

HEADER = ["lang", "term", "synonym", "source"]
SHORTHAND_NAME = "shorthand.tsv"
QUESTIONS_NAME = "questions.tsv"
GLOSSARY_SOURCE = "rules-glossary:obsolete"
_OBSOLETE = {"en": re.compile(r"\s*\(Obsolete\)$"), "de": re.compile(r"\s*\(veraltet\)$")}
# What an obsolete entry's text says replaced it: the first group of the first pattern that matches.
_REPLACED_BY = {
    "en": [
        re.compile(r"obsolete term for (?:an? |the )?“?([^.“”]+)"),
        re.compile(r"older name for (?:an? |the )?“?([^.“”]+)"),
        re.compile(r"renamed\. See rule [\d.]+, “([^”]+)”"),
        re.compile(r"term that meant “([^”]+)”"),
    ],
    "de": [
        re.compile(r"veralteter Begriff für (?:eine?n? |den |die |das )?„?([^.„“]+)"),
        re.compile(r"veraltete Bezeichnung für (?:eine?n? |den |die |das )?„?([^.„“]+)"),
        re.compile(r"umbenannt wurde\. Siehe Regel [\d.]+, „([^“]+)“"),
        re.compile(r"Begriff, der „([^“]+)“ bedeutete"),
        re.compile(r"stattdessen den Begriff „([^“]+)“"),
    ],
}
_PLACEHOLDER = re.compile(r"\s*\[[^\]]*\]\s*")
# What the rules say of a keyword a permanent or spell has more than once (stacking_synonyms),
# up to the words that follow it: "multiple instances of trample over planeswalkers", "…
# of the same kind of landwalk", "… of battle cry".
_INSTANCES = re.compile(r"multiple instances of [^,.;]*?(?= on | on$|, each| each| function| are )", re.IGNORECASE)
# A rule of the keyword abilities (702.15f: under 702.15, headed "Lifelink").
_KEYWORD_RULE = re.compile(r"702\.\d+")
STACKING_SOURCE = "rules:multiple-instances"


@dataclass(frozen=True)
class Synonym:
    lang: str
    term: str
    synonym: str
    source: str
    one_way: bool = False  # the term finds the synonym, not the other way round
    asked: bool = False  # what a question asks (questions.tsv): not for the term looked up alone


def stacking_synonyms(rules: Mapping[str, Rule]) -> list[Synonym]:
    """What a player asks as "does lifelink stack" (or "prowess stacking"), the rules say of
    each keyword ability (702): "Multiple instances of lifelink on the same object are
    redundant" (702.15f), "If a creature has multiple instances of prowess, each triggers
    separately" (702.108b). One synonym per keyword the English rules say so of: "<keyword>
    stack" (the keyword as its rule is headed) searches the rule's words, "multiple instances of
    lifelink", "multiple instances of the same kind of landwalk" (the word "stack" alone is the
    zone). "does lifelink stack" had rulings of Armadillo Cloak first and 702.15f sixth."""
    found: dict[str, Synonym] = {}
    for number, rule in rules.items():
        section = _KEYWORD_RULE.match(number)
        text = rule.texts.get("en")
        heading = rules.get(section.group(0)) if section else None
        keyword = heading.texts["en"].text.strip().casefold() if heading and "en" in heading.texts else ""
        if not text or not keyword or keyword in found:
            continue
        instances = _INSTANCES.search(text.text)
        if instances:
            words = instances.group(0).casefold()
            found[keyword] = Synonym("en", f"{keyword} stack", words, f"{STACKING_SOURCE} {number}", True)
    return list(found.values())


def glossary_synonyms(entries: Iterable[GlossaryEntry]) -> list[Synonym]:
    """One synonym per form of each obsolete glossary term whose text names its replacement,
    and one for each cross-reference of the German glossary from a German term it no longer
    uses („Automatische Spielstatus-Aktionen &rarr; Zustandsbasierte Aktionen“): searched, the old
    name found neither the entry nor rule 704, and „Automatische Spielzug-Aktionen“ came 5th."""
    found = []
    for entry in entries:
        if entry.see and entry.term_lang == entry.lang:
            found.append(Synonym(entry.lang, _clean(entry.term), _clean(entry.see), GLOSSARY_SOURCE))
            continue
        if entry.see or entry.lang not in _OBSOLETE or not _OBSOLETE[entry.lang].search(entry.term):
            continue
        replacement = _replacement(entry.lang, entry.text)
        if replacement is None:
            continue
        forms = [_clean(form) for form in _OBSOLETE[entry.lang].sub("", entry.term).split(",")]
        for old in forms:
            if old and old.casefold() != replacement.casefold() and not _part_of_another(old, forms):
                found.append(Synonym(entry.lang, old, replacement, GLOSSARY_SOURCE))
    return found


def _part_of_another(form: str, forms: list[str]) -> bool:
    """A one-word form that begins another form of the entry ("Removed" beside "Removed-from-
    the-Game Zone") is too common a word to stand for the term on its own."""
    return " " not in form and "-" not in form and any(o != form and o.startswith(form) for o in forms)


def _replacement(lang: str, text: str) -> str | None:
    for pattern in _REPLACED_BY[lang]:
        match = pattern.search(text)
        if match:
            return _clean(match.group(1)) or None
    return None


def _clean(text: str) -> str:
    """Without placeholders ("exile [something]" -> "exile"), spare spaces and a closing full
    stop."""
    return " ".join(_PLACEHOLDER.sub(" ", text).split()).rstrip(".")


def read_synonyms(path: Path, shown_as: str, *, one_way: bool = False, asked: bool = False) -> list[Synonym]:
    """The curated synonyms: a header, then lang, term, synonym and source per line."""
    if not path.exists():
        return []
    found = []
    expected = "expected four tab-separated cells: lang, term, synonym, source"
    for number, (lang, term, synonym, source) in tsv_rows(path, shown_as, HEADER, expected):
        if lang not in LANGUAGES:
            raise CorpusError(shown_as, number, f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
        found.append(Synonym(lang, term, synonym, source, one_way, asked))
    return found
