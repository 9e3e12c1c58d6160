"""Format `scryfall-rulings`: rulings in Scryfall's shape, one JSON array of records.

Each record: `oracle_id`, `source` ("wotc" or "scryfall"), `published_at` (YYYY-MM-DD),
`comment` (the ruling text) and, optionally, `card_name`. The texts are English.
"""

from __future__ import annotations

import re
from datetime import date
from itertools import count
from typing import Any

from indexer.assembly.model import CardRef, Origin, Parsed, RawRuling, Source
from indexer.sources.manifest import DocumentSpec
from indexer.sources.records import parse_json_array

from ..errors import CorpusError

# A heading between a card's rulings, no ruling ("---------- The following rulings focus on the
# phasing keyword ----------", three of Teferi's Protection): it was found and shown as one.
_HEADING = re.compile(r"\s*-{3,}.*-{3,}\s*")


def parse_scryfall_rulings(spec: DocumentSpec) -> Parsed:
    source = spec.source()
    numbers = count()  # every record's place in the array, skipped ones included

    def handle(parsed: Parsed, origin: Origin, record: Any) -> None:
        ruling = _ruling(record, source, origin, next(numbers))
        if not _HEADING.fullmatch(ruling.text):
            parsed.rulings.append(ruling)

    return parse_json_array(spec, "Scryfall ruling", handle)


def _ruling(record: Any, source: Source, origin: Origin, position: int) -> RawRuling:
    def bad(message: str) -> CorpusError:
        return CorpusError(origin.path, origin.line, f"ruling record {position + 1}: {message}")

    if not isinstance(record, dict):
        raise bad("not a JSON object")
    comment = record.get("comment")
    if not isinstance(comment, str) or not comment.strip():
        raise bad("has no text ('comment')")
    oracle_id, name = record.get("oracle_id"), record.get("card_name")
    if not oracle_id and not name:
        raise bad("names no card (neither 'oracle_id' nor 'card_name')")
    try:
        published = date.fromisoformat(str(record.get("published_at")))
    except ValueError:
        raise bad(f"bad date {record.get('published_at')!r} in 'published_at'") from None
    card = CardRef(name_en=name or None, oracle_id=oracle_id or None)
    return RawRuling(card, source.lang, comment, published, source, origin, position)
