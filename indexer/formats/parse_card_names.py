"""Format `card-names`: German card names and texts, one record per (English, German) name.

A JSON array of records `{name_en, name_de, type_de, text_de, type_en, text_en, set,
multiverse_id_de, scryfall_oracle_id}` (MTGJSON `foreignData` flattened). A card printed under
several German names over the years has one record for each; all of them are printed names.
A card with several faces (transforming, split, Aftermath) has one record per face, each with
the card's oracle id and the face's names, type and text; one German name may be printed for
different cards ("Zwang": Coercion and Duress). Each record is read as one face; the assembly
makes cards of them (indexer/assembly/cards.py).
"""

from __future__ import annotations

from typing import Any

from indexer.assembly.model import CardFace, CardRef, Origin, Parsed, RawCard, Source
from indexer.sources.manifest import DocumentSpec
from indexer.sources.records import parse_json_array

from ..errors import CorpusError


def parse_card_names(spec: DocumentSpec) -> Parsed:
    source = spec.source()

    def handle(parsed: Parsed, origin: Origin, record: Any) -> None:
        parsed.cards.append(_card(record, source, origin))

    return parse_json_array(spec, "card name", handle)


def _card(record: Any, source: Source, origin: Origin) -> RawCard:
    if not isinstance(record, dict):
        raise CorpusError(origin.path, origin.line, "a card name record must be a JSON object")
    for key in ("name_en", "name_de"):
        value = record.get(key)
        if not isinstance(value, str) or not value.strip():
            raise CorpusError(origin.path, origin.line, f"card name record without {key!r}")
    name_en, name_de = record["name_en"], record["name_de"]
    faces = {
        "en": [CardFace(name_en, record.get("type_en") or "", record.get("text_en") or "")],
        "de": [CardFace(name_de, record.get("type_de") or "", record.get("text_de") or "")],
    }
    ref = CardRef(name_en=name_en, name_de=name_de, oracle_id=record.get("scryfall_oracle_id") or None)
    return RawCard(ref, "", faces, source, origin)
