"""Resolving the many ways documents name a card to one Card each.

A card is named by its English name, by one of its German names (printed or used by a source),
or by its Scryfall oracle id. Every name or id a record mentions links the record to the same
card, so a German ruling list that names "Charmanter Schurke" with `card_en = "Charming
Scoundrel"` meets the card data that prints "Charmante Halunkin".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .identity import name_key, slug
from .model import Card, CardFace, CardName, CardRef, Source


@dataclass
class _Entry:
    keys: set[str] = field(default_factory=set)
    oracle_id: str | None = None
    names: dict[str, list[CardName]] = field(default_factory=dict)
    mana_cost: str = ""
    faces: dict[str, list[CardFace]] = field(default_factory=dict)


@lru_cache(maxsize=1 << 17)
def _keys(ref: CardRef) -> tuple[str, ...]:
    keys = []
    if ref.oracle_id:
        keys.append(f"oracle:{ref.oracle_id}")
    if ref.name_en:
        keys.append(f"en:{name_key(ref.name_en)}")
    if ref.name_de:
        keys.append(f"de:{name_key(ref.name_de)}")
    return tuple(keys)


class CardRegistry:
    def __init__(self) -> None:
        self._by_key: dict[str, _Entry] = {}

    def add(self, ref: CardRef, source: Source, printed: bool) -> _Entry:
        """Note a reference; names from card data are printed names, German names from ruling
        lists are only the names those sources use."""
        entry = self._entry(ref)
        entry.oracle_id = entry.oracle_id or ref.oracle_id
        if ref.name_en:
            _add_name(entry, "en", CardName(ref.name_en, True, source))
        if ref.name_de:
            _add_name(entry, "de", CardName(ref.name_de, printed, source))
        return entry

    def add_data(self, ref: CardRef, source: Source, mana_cost: str, faces: dict[str, list[CardFace]]) -> None:
        entry = self.add(ref, source, printed=True)
        entry.mana_cost = entry.mana_cost or mana_cost
        for lang, lang_faces in faces.items():
            entry.faces.setdefault(lang, lang_faces)

    def _entry(self, ref: CardRef) -> _Entry:
        """The entry every key of `ref` leads to, merging entries the reference joins."""
        keys = _keys(ref)
        entries: list[_Entry] = []
        for key in keys:
            known = self._by_key.get(key)
            if known is not None and all(known is not e for e in entries):
                entries.append(known)
        entry = entries[0] if entries else _Entry()
        for other in entries[1:]:
            _merge(entry, other)
            for key in other.keys:
                self._by_key[key] = entry
        for key in keys:
            if key not in entry.keys:
                entry.keys.add(key)
                self._by_key[key] = entry
        return entry

    def card_id(self, ref: CardRef) -> str:
        return _card_id(self._by_key[_keys(ref)[0]])

    def cards(self) -> dict[str, Card]:
        unique = {id(e): e for e in self._by_key.values()}.values()
        cards: dict[str, Card] = {}
        for entry in unique:
            card = Card(
                id=_card_id(entry),
                oracle_id=entry.oracle_id,
                names=entry.names,
                mana_cost=entry.mana_cost,
                faces=entry.faces,
            )
            cards[card.id] = card
        return cards


def _add_name(entry: _Entry, lang: str, name: CardName) -> None:
    names = entry.names.setdefault(lang, [])
    for i, known in enumerate(names):
        if name_key(known.name) == name_key(name.name):
            if name.printed and not known.printed:
                names[i] = name
            return
    names.append(name)
    names.sort(key=lambda n: not n.printed)


def _merge(into: _Entry, other: _Entry) -> None:
    into.keys |= other.keys
    into.oracle_id = into.oracle_id or other.oracle_id
    into.mana_cost = into.mana_cost or other.mana_cost
    for lang, names in other.names.items():
        for name in names:
            _add_name(into, lang, name)
    for lang, faces in other.faces.items():
        into.faces.setdefault(lang, faces)


def _card_id(entry: _Entry) -> str:
    """The slug of the English name, else of the first German name: readable and stable."""
    for lang in ("en", "de"):
        if entry.names.get(lang):
            return slug(entry.names[lang][0].name)
    return slug(entry.oracle_id or "card")
