"""Format `card-rulings`: a WotC-style ruling list for one card (seeds 000 and 003).

The first line is the card's name; every following paragraph is one ruling. A paragraph that is
only a date (DD/MM/YYYY or YYYY-MM-DD) dates the ruling paragraph right after it. A line that
looks like a date in any other way (01.09.2023, 1/9/2023, 2023/09/01, a date glued to a ruling)
is an error: read as ruling text it would leave the next ruling without its date.
"""

from __future__ import annotations

import re
from datetime import date

from indexer.assembly.model import CardRef, Origin, Parsed, RawRuling
from indexer.sources.manifest import DocumentSpec
from indexer.sources.textfile import Paragraph, paragraphs, read_lines

from ..errors import CorpusError

_DMY = re.compile(r"^(\d{2})/(\d{2})/(\d{4})$")
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
# What else a date line may look like: three numbers joined by . / or - (a full stop after
# them too), or a day, a month name and a year in either language's order.
_MONTH = r"(?:jan|feb|m[aä]r|apr|ma[iy]|jun|jul|aug|sep|o[ck]t|nov|de[cz])[a-zä]*\.?"
_DATE_LIKE = re.compile(
    rf"^(?:\d{{1,4}}\s*[./-]\s*\d{{1,2}}\s*[./-]\s*\d{{1,4}}\.?"
    rf"|\d{{1,2}}\.?\s*{_MONTH}\s*\d{{2,4}}\.?"
    rf"|{_MONTH}\s*\d{{1,2}},?\s*\d{{4}}\.?)$",
    re.IGNORECASE,
)


def parse_card_rulings(spec: DocumentSpec) -> Parsed:
    lines = read_lines(spec.path, spec.relpath)
    card_name = lines[0].strip() if lines else ""
    if not card_name:
        raise CorpusError(spec.relpath, 1, "the first line must be the card's name")
    if card_name[0] in "[{":
        raise CorpusError(
            spec.relpath,
            1,
            "this is JSON, not a ruling list (the first line must be the card's name); JSON data has "
            "the formats scryfall-rulings, mtgjson-cards and card-names",
        )
    source = spec.source()
    card = _card_ref(spec, card_name)
    parsed = Parsed()
    pending_date: tuple[date, int] | None = None
    for para in paragraphs(lines[1:], first_line=2):
        found = _date_paragraph(para, spec.relpath)
        if found:
            if pending_date:
                raise CorpusError(spec.relpath, pending_date[1], "date without a ruling after it")
            pending_date = (found, para.line)
            continue
        parsed.rulings.append(
            RawRuling(
                card=card,
                lang=spec.lang,
                text=para.text,
                date=pending_date[0] if pending_date else None,
                source=source,
                origin=Origin(spec.relpath, para.line),
                position=len(parsed.rulings),
            )
        )
        pending_date = None
    if pending_date:
        raise CorpusError(spec.relpath, pending_date[1], "date without a ruling after it")
    if not parsed.rulings:
        raise CorpusError(spec.relpath, 1, "no rulings after the card name")
    return parsed


def _card_ref(spec: DocumentSpec, card_name: str) -> CardRef:
    if spec.lang == "en":
        return CardRef(name_en=card_name)
    return CardRef(name_en=spec.card_en, name_de=card_name)


def _date_paragraph(para: Paragraph, path: str) -> date | None:
    """The date of a paragraph that is one date line; None for a ruling. Every line is looked at:
    a date line without a blank line after it would otherwise become the start of a ruling."""
    dates = [(_parse_date(raw.strip(), path, number), number) for number, raw in enumerate(para.lines, start=para.line)]
    if len(dates) == 1:
        return dates[0][0]
    for found, number in dates:
        if found:
            raise CorpusError(path, number, "a date must be a paragraph of its own (a blank line before and after it)")
    return None


def _parse_date(text: str, path: str, line: int) -> date | None:
    """A date line's date; None for any other line; an error for an impossible date or for a
    line that looks like a date in a format the lists do not use."""
    match = _DMY.match(text)
    if match:
        day, month, year = (int(g) for g in match.groups())
    else:
        match = _ISO.match(text)
        if not match:
            if _DATE_LIKE.match(text):
                raise CorpusError(path, line, f"bad date {text!r}: write dates as DD/MM/YYYY or YYYY-MM-DD")
            return None
        year, month, day = (int(g) for g in match.groups())
    try:
        return date(year, month, day)
    except ValueError:
        raise CorpusError(path, line, f"bad date {text!r}") from None
