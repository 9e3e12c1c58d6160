"""Format `mtgjson-cards`: MTGJSON-style card records with rulings and German card data.

Accepts a list of cards, `{"cards": [...]}`, or an MTGJSON set file `{"data": {"cards": [...]}}`.
German data comes as MTGJSON `foreignData` entries with `language == "German"` or, as in the
hand-transcribed Wilds of Eldraine sample, as a `german` object with the same fields.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from indexer.assembly.model import CardFace, CardRef, Origin, Parsed, RawCard, RawRuling, Source
from indexer.sources.json_records import load_json, records
from indexer.sources.manifest import DocumentSpec
from indexer.sources.records import each_record

from ..errors import CorpusError


def parse_card_data(spec: DocumentSpec) -> Parsed:
    text, value = load_json(spec.path, spec.relpath)
    path = _records_path(value, spec.relpath)
    source = spec.source()
    parsed = Parsed()
    each_record(
        records(text, path),
        parsed,
        spec,
        lambda line, record: _add_card(parsed, record, source, Origin(spec.relpath, line)),
    )
    if not parsed.cards:
        raise CorpusError(spec.relpath, 1, "no card records")
    return parsed


def _records_path(value: Any, shown_as: str) -> tuple[str, ...]:
    if isinstance(value, list):
        return ()
    if isinstance(value, dict) and isinstance(value.get("cards"), list):
        return ("cards",)
    data = value.get("data") if isinstance(value, dict) else None
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        return ("data", "cards")
    raise CorpusError(shown_as, 1, "expected a list of cards, {'cards': [...]} or an MTGJSON set file")


def _add_card(parsed: Parsed, record: Any, source: Source, origin: Origin) -> None:
    if not isinstance(record, dict):
        raise CorpusError(origin.path, origin.line, "a card record must be a JSON object")
    name = record.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CorpusError(origin.path, origin.line, "card record without a 'name'")
    german = _german(record)
    ref = CardRef(name_en=name, name_de=german.get("name"), oracle_id=_oracle_id(record))
    faces = {"en": _faces(record)}
    if german:
        faces["de"] = _faces(german)
    mana_cost = record.get("mana_cost") or record.get("manaCost") or ""
    rulings = [_ruling(r, ref, source, origin, i) for i, r in enumerate(record.get("rulings") or [])]
    parsed.cards.append(RawCard(ref, mana_cost, faces, source, origin))
    parsed.rulings.extend(rulings)


def _oracle_id(record: dict) -> str | None:
    identifiers = record.get("identifiers") or {}
    return (
        record.get("scryfall_oracle_id")
        or record.get("scryfallOracleId")
        or identifiers.get("scryfallOracleId")
    )


def _german(record: dict) -> dict:
    if isinstance(record.get("german"), dict):
        return record["german"]
    for entry in record.get("foreignData") or []:
        if isinstance(entry, dict) and entry.get("language") == "German":
            return entry
    return {}


def _faces(record: dict) -> list[CardFace]:
    faces = record.get("faces")
    if isinstance(faces, list) and faces:
        return [CardFace(f.get("name", ""), f.get("type", ""), f.get("text", "")) for f in faces]
    return [CardFace(record.get("faceName") or record.get("name", ""), record.get("type", ""), record.get("text", ""))]


def _ruling(ruling: Any, ref: CardRef, source: Source, origin: Origin, position: int) -> RawRuling:
    if not isinstance(ruling, dict) or not str(ruling.get("text", "")).strip():
        raise CorpusError(origin.path, origin.line, f"ruling {position + 1} of {ref.name_en!r} has no text")
    try:
        when = date.fromisoformat(str(ruling.get("date")))
    except ValueError:
        raise CorpusError(
            origin.path, origin.line, f"ruling {position + 1} of {ref.name_en!r} has a bad date {ruling.get('date')!r}"
        ) from None
    return RawRuling(ref, "en", ruling["text"], when, source, origin, position)
