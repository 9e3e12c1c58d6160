"""Format `mtgjson-cards`: MTGJSON-style card records with rulings and German card data.

Accepts a list of cards, `{"cards": [...]}`, or an MTGJSON set file `{"data": {"cards": [...]}}`.
German data comes as MTGJSON `foreignData` entries with `language == "German"` or, as in the
hand-transcribed Wilds of Eldraine sample, as a `german` object with the same fields.
"""

from __future__ import annotations

from dataclasses import replace
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
        faces["de"] = _with_printed_values(_faces(german), faces["en"])
    mana_cost = _mana_cost(record)
    rulings = [_ruling(r, ref, source, origin, i) for i, r in enumerate(record.get("rulings") or [])]
    parsed.cards.append(RawCard(ref, mana_cost, faces, source, origin))
    parsed.rulings.extend(rulings)


def _oracle_id(record: dict) -> str | None:
    identifiers = record.get("identifiers") or {}
    return record.get("scryfall_oracle_id") or record.get("scryfallOracleId") or identifiers.get("scryfallOracleId")


def _german(record: dict) -> dict:
    if isinstance(record.get("german"), dict):
        return record["german"]
    for entry in record.get("foreignData") or []:
        if isinstance(entry, dict) and entry.get("language") == "German":
            return entry
    return {}


def _faces(record: dict) -> list[CardFace]:
    """The faces of a record (or of its German data): its `faces`, else the record as one face.
    A face without a cost of its own has the record's where it is the first."""
    faces = record.get("faces")
    if isinstance(faces, list) and faces:
        return [_face(f, f.get("name", ""), _mana_cost(record) if i == 0 else "") for i, f in enumerate(faces)]
    return [_face(record, record.get("faceName") or record.get("name", ""), "")]


def _with_printed_values(faces: list[CardFace], english: list[CardFace]) -> list[CardFace]:
    """The German faces with the cost, power, toughness and loyalty of the English face they
    print, where they have none of their own (German card data gives names, types and texts)."""
    return [
        replace(
            face,
            mana_cost=face.mana_cost or en.mana_cost,
            power=face.power or en.power,
            toughness=face.toughness or en.toughness,
            loyalty=face.loyalty or en.loyalty,
        )
        for face, en in zip(faces, english, strict=False)
    ] + faces[len(english) :]


def _face(face: dict, name: str, cost: str) -> CardFace:
    """A face, its text the Oracle text, else the printed text (the Wilds of Eldraine sample
    gives Cut In its printed text alone: its page had no text, and its words found nothing)."""
    printed = {key: str(face[key]) for key in ("power", "toughness", "loyalty") if face.get(key) is not None}
    text = face.get("text") or face.get("original_text") or face.get("originalText") or ""
    return CardFace(name, face.get("type", ""), text, _mana_cost(face) or cost, **printed)


def _mana_cost(record: dict) -> str:
    return record.get("mana_cost") or record.get("manaCost") or ""


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
