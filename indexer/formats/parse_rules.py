"""Format `comprehensive-rules`: the Comprehensive Rules as plain text, English or German.

Both files open with a table of contents that repeats the section titles and "Glossary" /
"Glossar"; the rules proper start at the second "1. ..." line. The English file has one
paragraph per line; the German one is hard-wrapped at about 80 columns (a wrapped line ends in
a space, or in a hyphen inside a word) and writes "303.7" where the English writes "303.7.".
"""

from __future__ import annotations

import html
import re
from dataclasses import replace
from datetime import date
from itertools import chain, count, pairwise
from pathlib import Path

from indexer.assembly.identity import slug
from indexer.assembly.model import GlossaryEntry, Origin, Parsed, RulesRelease, RuleText
from indexer.citations.references import ANY_NUMBER, DOTTED, parent_number, rule_sort_key
from indexer.sources.manifest import DocumentSpec
from indexer.sources.textfile import Paragraph, paragraphs, read_lines

from ..errors import CorpusError

_RULE = re.compile(rf"^(?P<num>{ANY_NUMBER})\.?\s+(?P<text>\S.*)$", re.S)
_NUMBER_ALONE = re.compile(rf"(?P<num>{ANY_NUMBER})\.?")
# A rule number glued to the end of the sentence before it ("… unverändert.613.7m Falls …").
_GLUED = re.compile(rf"(?<=[.!?“”)])(?P<num>{DOTTED})\s+(?=\S)")
_HEADINGS = {
    "en": ("Glossary", "Credits"),
    "de": ("Glossar", "Danksagungen"),
}
_MONTHS_DE = {
    name: number
    for number, name in enumerate(
        "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
        start=1,
    )
}
_MONTHS_EN = {
    name: number
    for number, name in enumerate(
        "January February March April May June July August September October November December".split(),
        start=1,
    )
}
_EFFECTIVE = {
    "en": re.compile(r"effective as of (?P<month>[A-Z][a-z]+) (?P<day>\d{1,2}), (?P<year>\d{4})"),
    "de": re.compile(r"gilt ab dem (?P<day>\d{1,2})\. (?P<month>[A-ZÄÖÜ][a-zäöü]+) (?P<year>\d{4})"),
}
_WRAP_MIN = 60
_GLOSSARY_CONTINUATION = re.compile(r"^(\d+\. |Siehe |See )")
CROSS_REFERENCE = "&rarr;"
# A character the German file writes as an HTML entity: "&infin;", the keyword ∞ of 702.186,
# which its pages showed as typed. Read as the character, as the English file prints it, after
# the cross-references' "&rarr;" has been read as the mark it is.
_ENTITY = re.compile(r"&[A-Za-z]+;")


def parse_comprehensive_rules(spec: DocumentSpec) -> Parsed:
    lines = read_lines(spec.path, spec.relpath)
    source = spec.source()
    glossary_title, end_title = _HEADINGS[spec.lang]
    body_start = _second(lines, lambda line: line.startswith("1. "), spec.relpath, "the first section")
    glossary_start = _second(lines, lambda line: line.strip() == glossary_title, spec.relpath, glossary_title)
    glossary_end = _after(lines, glossary_start, end_title)
    parsed = Parsed(release=RulesRelease(spec.lang, _effective_date(lines, spec.lang, spec.relpath), source))
    body = paragraphs(lines[body_start:glossary_start], first_line=body_start + 1)
    parsed.rules = [(number, replace(text, text=_characters(text.text))) for number, text in _rules(body, spec)]
    glossary = paragraphs(lines[glossary_start + 1 : glossary_end], first_line=glossary_start + 2)
    parsed.glossary = _glossary(glossary, spec)
    return parsed


def _characters(text: str) -> str:
    """The text with its HTML entities read as the characters they stand for (_ENTITY)."""
    return _ENTITY.sub(lambda entity: html.unescape(entity.group(0)), text)


def unwrap(lines: tuple[str, ...]) -> str:
    """Join hard-wrapped lines: a line ending in a space or a word-hyphen continues the next."""
    out = lines[0].strip()
    for previous, line in pairwise(lines):
        line = line.strip()
        if previous.endswith(" "):
            out += " " + line
        elif previous.endswith("-") and len(previous) >= _WRAP_MIN and line[:1].isalpha():
            out += line
        else:
            out += "\n" + line
    return out


def _rules(body: list[Paragraph], spec: DocumentSpec) -> list[tuple[str, RuleText]]:
    """The numbered rules of the body. A number alone in its paragraph starts the rule whose
    text is the next paragraph (the German rules of 2025-11-14 write "115.7f" so, and its text
    had been read as the end of 115.7e)."""
    rules: list[tuple[str, RuleText]] = []
    alone: tuple[str, int] | None = None
    for para in body:
        text = unwrap(para.lines)
        match = _RULE.match(text)
        number_only = _NUMBER_ALONE.fullmatch(text.strip())
        if number_only and _continues(rules, number_only.group("num")):
            alone = (number_only.group("num"), para.line)
        elif alone:
            rules.append((alone[0], RuleText(text.strip(), Origin(spec.relpath, alone[1]))))
            alone = None
        elif match and _continues(rules, match.group("num")):
            origin = Origin(spec.relpath, para.line)
            pieces = _unglued(match.group("num"), match.group("text"))
            rules.extend((number, RuleText(part, origin)) for number, part in pieces)
        elif rules:
            number, previous = rules[-1]
            rules[-1] = (number, RuleText(previous.text + "\n" + text.strip(), previous.origin))
        else:
            raise CorpusError(spec.relpath, para.line, "text before the first numbered rule")
    return rules


def _unglued(number: str, text: str) -> list[tuple[str, str]]:
    """A rule's paragraph split where the next rule's number is glued to its last sentence: the
    German rules of 2025-11-14 print 613.7m so, and its text had been read as the end of 613.7k.
    Only a later rule under the same parent counts, so a citation ("Regel 101.4.") never does."""
    for glued in _GLUED.finditer(text):
        found = glued.group("num")
        if parent_number(found) == parent_number(number) and rule_sort_key(found) > rule_sort_key(number):
            return [(number, text[: glued.start()].rstrip()), *_unglued(found, text[glued.end() :])]
    return [(number, text)]


def _continues(rules: list[tuple[str, RuleText]], number: str) -> bool:
    """A number only starts a rule if it belongs to the current section (guards stray "2. ...")."""
    if not rules:
        return number == "1"
    section = rules[-1][0][0]
    if len(number) == 1:
        return int(number) == int(section) + 1
    return number[0] == section


def _glossary(body: list[Paragraph], spec: DocumentSpec) -> list[GlossaryEntry]:
    """One entry per term. The German file sets numbered senses, "Siehe ..." lines and the odd
    second paragraph of a definition apart by blank lines (a paragraph whose first line is
    wrapped prose is not a term), wraps a few long terms, has a few terms with no definition
    yet, and "English &rarr; German" lines that only point from an English term to the German
    one (`see`)."""
    entries: list[GlossaryEntry] = []
    for para in body:
        if entries and (_GLOSSARY_CONTINUATION.match(para.lines[0]) or para.lines[0].endswith(" ")):
            entries[-1].text = (entries[-1].text + "\n" + _characters(unwrap(para.lines))).strip()
            continue
        size = _term_lines(para.lines)
        term, arrow, see = (_characters(part.strip()) for part in unwrap(para.lines[:size]).partition(CROSS_REFERENCE))
        text = _characters(unwrap(para.lines[size:])) if len(para.lines) > size else ""
        entries.append(
            GlossaryEntry(
                id=f"{spec.lang}:{term}",
                lang=spec.lang,
                term=term,
                text=text,
                origin=Origin(spec.relpath, para.line),
                see=see if arrow else None,
            )
        )
    return _distinct(entries)


def _distinct(entries: list[GlossaryEntry]) -> list[GlossaryEntry]:
    """Each entry with a page of its own. The German file repeats a few terms with no text
    ("Einprägen", "Grenzwert"): the repeats are left out. Two terms that slug alike get two
    pages: the German „Gift“ (Poisonous) and the cross-reference "Gift &rarr; Verschenken" (the
    English keyword), „Verzauberung“ and „...verzauberung“ (see Verzaubert) had shared one, the
    first entry's. The later one's id ends in the language of its term, or in a number."""
    kept: list[GlossaryEntry] = []
    taken: set[str] = set()
    for entry in entries:
        if not entry.text and not entry.see and any(e.term == entry.term for e in kept):
            continue
        base = key = slug(entry.term)
        if key in taken:
            own = [f"{base}-{entry.term_lang}"] if entry.term_lang != entry.lang else []
            key = next(k for k in chain(own, (f"{base}-{n}" for n in count(2))) if k not in taken)
        entry.key_suffix = key[len(base) :]
        taken.add(key)
        kept.append(entry)
    return kept


def _term_lines(lines: tuple[str, ...]) -> int:
    """How many lines the term takes: more than one only where a long term is wrapped at a hyphen."""
    size = 1
    while size < len(lines) and lines[size - 1].endswith("-") and len(lines[size - 1]) >= _WRAP_MIN:
        size += 1
    return size


def _second(lines: list[str], test, shown_as: str, what: str) -> int:
    hits = [n for n, line in enumerate(lines) if test(line)]
    if len(hits) < 2:
        last, reached = _end(lines)
        raise CorpusError(
            shown_as, last, f"cannot find {what!r} after the table of contents: the file ends here{reached}"
        )
    return hits[1]


def _end(lines: list[str]) -> tuple[int, str]:
    """Where a file that lacks a part ends: its last line with text, and the last rule number
    before it (", after rule 702.19c"), so a file cut short says how far it got."""
    last = max((n for n, line in enumerate(lines, start=1) if line.strip()), default=1)
    numbers = (match.group("num") for line in reversed(lines[:last]) if (match := _RULE.match(line.strip())))
    number = next(numbers, None)
    return last, f", after rule {number}" if number else ""


def _after(lines: list[str], start: int, title: str) -> int:
    for n in range(start + 1, len(lines)):
        if lines[n].strip() == title:
            return n
    return len(lines)


def release_date(path: Path, lang: str, shown_as: str) -> date:
    """The effective date a rules file names near its top (import-rules compares releases)."""
    return _effective_date(read_lines(path, shown_as), lang, shown_as)


def _effective_date(lines: list[str], lang: str, shown_as: str) -> date:
    months = _MONTHS_EN if lang == "en" else _MONTHS_DE
    for number, line in enumerate(lines[:20], start=1):
        match = _EFFECTIVE[lang].search(line)
        if match:
            month = months.get(match.group("month"))
            try:
                return date(int(match.group("year")), month or 0, int(match.group("day")))
            except ValueError:
                raise CorpusError(shown_as, number, f"bad effective date in {line.strip()!r}") from None
    raise CorpusError(shown_as, 1, "no effective date near the top of the file")
