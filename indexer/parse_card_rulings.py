"""Format `card-rulings`: a WotC-style ruling list for one card (seeds 000 and 003).

The first line is the card's name; every following paragraph is one ruling. A paragraph that is
only a date (DD/MM/YYYY or YYYY-MM-DD) dates the ruling paragraph right after it.
"""

from __future__ import annotations

import re
from datetime import date

from .errors import CorpusError
from .manifest import DocumentSpec
from .model import CardRef, Origin, Parsed, RawRuling, Source
from .textfile import paragraphs, read_lines

_DMY = re.compile(r"^(\d{2})/(\d{2})/(\d{4})$")
_ISO = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")


def parse_card_rulings(spec: DocumentSpec) -> Parsed:
    lines = read_lines(spec.path, spec.relpath)
    card_name = lines[0].strip() if lines else ""
    if not card_name:
        raise CorpusError(spec.relpath, 1, "the first line must be the card's name")
    source = Source(spec.relpath, spec.title, spec.lang)
    card = _card_ref(spec, card_name)
    parsed = Parsed()
    pending_date: tuple[date, int] | None = None
    for para in paragraphs(lines[1:], first_line=2):
        found = _parse_date(para.text.strip(), spec.relpath, para.line)
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


def _parse_date(text: str, path: str, line: int) -> date | None:
    """A date paragraph's date; None for any other paragraph; an error for an impossible date."""
    match = _DMY.match(text)
    if match:
        day, month, year = (int(g) for g in match.groups())
    else:
        match = _ISO.match(text)
        if not match:
            return None
        year, month, day = (int(g) for g in match.groups())
    try:
        return date(year, month, day)
    except ValueError:
        raise CorpusError(path, line, f"bad date {text!r}") from None
