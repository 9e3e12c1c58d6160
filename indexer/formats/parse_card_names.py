"""Format `card-names`: German card names and texts, one record per (English, German) name.

A JSON array of records `{name_en, name_de, type_de, text_de, type_en, text_en, set,
multiverse_id_de, scryfall_oracle_id}` (MTGJSON `foreignData` flattened). A card printed under
several German names over the years has one record for each; all of them are printed names.
A card with several faces (transforming, split, Aftermath) has one record per face, each with
the card's oracle id and the face's names, type and text; one German name may be printed for
different cards ("Zwang": Coercion and Duress). Each record is read as one face; the assembly
makes cards of them (indexer/assembly/cards.py).

A German text's lines run together are read apart (german_card_lines.py).

A record whose German type line is none (german_type_lines.py) is a broken German printing:
no German type or text of that printing (its records of one `multiverse_id_de`, the faces of
one card) is used, nor a German name of it that is the English one (CMD's "Fire // Ice" is no
German name: the card has none); each such record is a warning.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from indexer.assembly.model import CardFace, CardRef, Origin, Parsed, RawCard, Source
from indexer.sources.manifest import DocumentSpec
from indexer.sources.records import parse_json_array

from ..errors import CorpusError
from .german_card_lines import restored_line_breaks
from .german_type_lines import is_german_type_line


def parse_card_names(spec: DocumentSpec) -> Parsed:
    source = spec.source()
    printings: list[object] = []  # each card's German printing, in the order of parsed.cards
    broken: set[object] = set()

    def handle(parsed: Parsed, origin: Origin, record: Any) -> None:
        parsed.cards.append(_card(record, source, origin))
        printing = record.get("multiverse_id_de") or origin
        printings.append(printing)
        type_de = record.get("type_de")
        if type_de and not is_german_type_line(type_de):
            broken.add(printing)
            parsed.warnings.append(
                f"{origin.path}:{origin.line}: the German type line of {record['name_en']} ({record.get('set')}) "
                f"is no type line ({type_de!r}): no German type or text of that printing is used"
            )

    parsed = parse_json_array(spec, "card name", handle)
    parsed.cards = [
        _english_only(card) if printing in broken else card
        for card, printing in zip(parsed.cards, printings, strict=True)
    ]
    return parsed


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
        "de": [CardFace(name_de, record.get("type_de") or "", restored_line_breaks(record.get("text_de") or ""))],
    }
    ref = CardRef(name_en=name_en, name_de=name_de, oracle_id=record.get("scryfall_oracle_id") or None)
    return RawCard(ref, "", faces, source, origin)


def _english_only(card: RawCard) -> RawCard:
    """The record of a broken German printing: its English face, and its German name only where
    it is no copy of the English one."""
    ref = card.card
    name_de = None if ref.name_de == ref.name_en else ref.name_de
    return replace(card, card=replace(ref, name_de=name_de), faces={"en": card.faces["en"]})
