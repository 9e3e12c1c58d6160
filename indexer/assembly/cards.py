"""Resolving the many ways documents name a card to one Card each.

A record names its card by its Scryfall oracle id, its English name (the card's or one of its
faces') or a German name, printed or used by a source. The strongest of these identifies it:

- a record with an oracle id belongs to the card of that id, and records of one oracle id
  with different English names are the faces of that card (faces.py says which is the front);
- a record with an English name and no oracle id belongs to the card that has that name or a
  face of that name (a German ruling list's `card_en = "Charming Scoundrel"` meets the card
  data that prints "Charmante Halunkin");
- a German name identifies a card only for a record that gives nothing else (a German ruling
  list naming its card in German only): it belongs to the card printed, or named by a
  source, under that name. A German name never joins records that have an oracle id or an
  English name: different cards share German names ("Zwang" is Coercion in 6ED and Duress in
  7ED), and such a name is a name of each of them. A record naming only a name several cards
  share is read as the first of them (assemble.py warns).

A card with several faces is named "Front // Back" in each language, as Scryfall writes it,
and its id is the slug of its front face's English name; the slugs of its other English names
and faces lead to it too (`Card.aliases`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from .faces import front
from .identity import name_key, slug
from .model import LANGUAGES, Card, CardFace, CardName, CardRef, Source


@dataclass
class _Face:
    """One face as the card data gives it: its printing in each language (the first record's)
    and every name records print for it, per language."""

    printed: dict[str, CardFace]
    names: dict[str, dict[str, str]]  # per language: name key -> name
    source: Source


@dataclass
class _Entry:
    keys: set[str] = field(default_factory=set)  # the oracle id and English names that lead here
    german: set[str] = field(default_factory=set)  # name keys of its German names
    oracle_id: str | None = None
    names: dict[str, list[CardName]] = field(default_factory=dict)
    mana_cost: str = ""
    faces: dict[str, _Face] = field(default_factory=dict)  # by name key of the English face name
    order: list[str] = field(default_factory=list)  # face keys in the order a whole card's record gives them
    named_alone: set[str] = field(default_factory=set)  # name keys of faces a ruling record names alone


@lru_cache(maxsize=1 << 17)
def _keys(ref: CardRef) -> tuple[str, ...]:
    """The keys that identify the card of `ref`: its oracle id and English name."""
    keys = []
    if ref.oracle_id:
        keys.append(f"oracle:{ref.oracle_id}")
    if ref.name_en:
        keys.append(f"en:{name_key(ref.name_en)}")
    return tuple(keys)


class CardRegistry:
    def __init__(self) -> None:
        self._by_key: dict[str, _Entry] = {}
        self._german: dict[str, list[_Entry]] = {}  # German name key -> the cards of that name
        self._german_only: dict[str, _Entry] = {}  # German name key -> a card known by nothing else

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

    def add_ruling(self, ref: CardRef, source: Source) -> None:
        """A ruling's reference; a face it names alone is a back face (faces.py)."""
        entry = self.add(ref, source, printed=False)
        if ref.name_en:
            entry.named_alone.add(name_key(ref.name_en))

    def add_data(self, ref: CardRef, source: Source, mana_cost: str, faces: dict[str, list[CardFace]]) -> None:
        """Card data: a record of the whole card, or of one face of it."""
        entry = self.add(ref, source, printed=True)
        entry.mana_cost = entry.mana_cost or mana_cost
        english = faces.get("en", [])
        keys = [name_key(face.name) for face in english]
        self._join(entry, [f"en:{key}" for key in keys])
        for at, key in enumerate(keys):
            printed = {lang: lang_faces[at] for lang, lang_faces in faces.items() if at < len(lang_faces)}
            _add_face(entry, key, printed, source)
            if "de" in printed:
                self._carry_german(entry, name_key(printed["de"].name))
        if len(keys) > 1 and not entry.order:
            entry.order = keys

    def add_used_name(self, name_en: str, name_de: str, source: Source) -> None:
        """The German name a source uses for the card of an English name ("Fire // Ice": the
        card whose faces all those halves name), if a document has that card: a name alone
        makes no card."""
        entries = [self._by_key.get(f"en:{name_key(half)}") for half in name_en.split(" // ")]
        entry = entries[0]
        if entry is not None and all(other is entry for other in entries):
            _add_name(entry, "de", CardName(name_de, False, source))
            self._carry_german(entry, name_key(name_de))

    def card_id(self, ref: CardRef) -> str:
        return _card_id(self._found(ref))

    def card_ids_de(self, name_de: str) -> list[str]:
        """The ids of the cards a German name names, in the order they were added."""
        return [_card_id(entry) for entry in self._german.get(name_key(name_de), [])]

    def cards(self) -> dict[str, Card]:
        entries = {id(e): e for e in [*self._by_key.values(), *self._german_only.values()]}.values()
        return {card.id: card for card in map(_card, entries)}

    def _found(self, ref: CardRef) -> _Entry:
        keys = _keys(ref)
        if keys:
            return self._by_key[keys[0]]
        return self._german_entry(ref)

    def _entry(self, ref: CardRef) -> _Entry:
        """The entry the oracle id and English name of `ref` lead to, merging entries the
        reference joins; a reference without either is resolved by its German name."""
        keys = _keys(ref)
        if not keys:
            return self._german_entry(ref)
        entry = next((self._by_key[key] for key in keys if key in self._by_key), None) or _Entry()
        self._join(entry, keys)
        if ref.name_de:
            self._carry_german(entry, name_key(ref.name_de))
        return entry

    def _german_entry(self, ref: CardRef) -> _Entry:
        """The first card of the reference's German name, else a card known by that name only."""
        key = name_key(ref.name_de or "")
        cards = self._german.get(key)
        if cards:
            return cards[0]
        return self._german_only.setdefault(key, _Entry(german={key}))

    def _join(self, entry: _Entry, keys: Iterable[str]) -> None:
        """Let each key lead to `entry`, merging the entries they led to."""
        for key in keys:
            known = self._by_key.get(key)
            if known is not None and known is not entry:
                self._merge(entry, known)
            self._by_key[key] = entry
            entry.keys.add(key)

    def _carry_german(self, entry: _Entry, key: str) -> None:
        """Note that `entry` has the German name `key`; a card known by that name only is this one."""
        cards = self._german.setdefault(key, [])
        if all(card is not entry for card in cards):
            cards.append(entry)
            entry.german.add(key)
        alone = self._german_only.pop(key, None)
        if alone is not None:
            self._merge(entry, alone)

    def _merge(self, into: _Entry, other: _Entry) -> None:
        into.keys |= other.keys
        for key in other.keys:
            self._by_key[key] = into
        for key in other.german:
            cards = [into if card is other else card for card in self._german.get(key, [])]
            self._german[key] = list({id(card): card for card in cards}.values())
            into.german.add(key)
        into.oracle_id = into.oracle_id or other.oracle_id
        into.mana_cost = into.mana_cost or other.mana_cost
        for lang, names in other.names.items():
            for name in names:
                _add_name(into, lang, name)
        for key, face in other.faces.items():
            merged = _add_face(into, key, face.printed, face.source)
            for lang, face_names in face.names.items():
                known = merged.names.setdefault(lang, {})
                for folded, written in face_names.items():
                    known.setdefault(folded, written)
        into.order = into.order or other.order
        into.named_alone |= other.named_alone


def _add_name(entry: _Entry, lang: str, name: CardName) -> None:
    names = entry.names.setdefault(lang, [])
    for i, known in enumerate(names):
        if name_key(known.name) == name_key(name.name):
            if name.printed and not known.printed:
                names[i] = name
            return
    names.append(name)
    names.sort(key=lambda n: not n.printed)


def _add_face(entry: _Entry, key: str, printed: dict[str, CardFace], source: Source) -> _Face:
    """A face's printing in each language: the first record's is kept, every name is noted."""
    face = entry.faces.get(key) or entry.faces.setdefault(key, _Face({}, {}, source))
    for lang, printing in printed.items():
        face.printed.setdefault(lang, printing)
        face.names.setdefault(lang, {}).setdefault(name_key(printing.name), printing.name)
    return face


def _ordered(entry: _Entry) -> list[_Face]:
    """The faces, front first (faces.py); a whole card's record gives their order."""
    if len(entry.faces) < 2:
        return list(entry.faces.values())
    keys = [key for key in entry.order if key in entry.faces]
    if keys:
        return [entry.faces[key] for key in keys] + [face for key, face in entry.faces.items() if key not in keys]
    faces = list(entry.faces.values())
    at = front([face.printed["en"] for face in faces], entry.named_alone)
    return [faces[at]] + faces[:at] + faces[at + 1 :]


def _card(entry: _Entry) -> Card:
    faces = _ordered(entry)
    printed = {lang: [face.printed[lang] for face in faces if lang in face.printed] for lang in LANGUAGES}
    return Card(
        id=_card_id(entry),
        oracle_id=entry.oracle_id,
        names=_names(entry, faces) if len(faces) > 1 else entry.names,
        mana_cost=entry.mana_cost,
        faces={lang: lang_faces for lang, lang_faces in printed.items() if lang_faces},
    )


def _names(entry: _Entry, faces: list[_Face]) -> dict[str, list[CardName]]:
    """The names of a card with several faces: "Front // Back" in each language whose names
    every face has, then the names sources use that are no face's."""
    names = {}
    for lang in LANGUAGES:
        per_face = [list(face.names.get(lang, {}).values()) for face in faces]
        if not all(per_face):
            if lang in entry.names:
                names[lang] = entry.names[lang]
            continue
        whole = [
            " // ".join(face_names[min(at, len(face_names) - 1)] for face_names in per_face)
            for at in range(max(map(len, per_face)))
        ]
        known = {name_key(name) for name in whole} | {name_key(name) for face_names in per_face for name in face_names}
        names[lang] = [CardName(name, True, faces[0].source) for name in whole] + [
            n for n in entry.names.get(lang, []) if name_key(n.name) not in known
        ]
    return names


def _card_id(entry: _Entry) -> str:
    """The slug of the English name (of the front face), else of the first German name:
    readable and stable."""
    if len(entry.faces) > 1:
        return slug(_ordered(entry)[0].printed["en"].name)
    for lang in ("en", "de"):
        if entry.names.get(lang):
            return slug(entry.names[lang][0].name)
    return slug(entry.oracle_id or "card")
