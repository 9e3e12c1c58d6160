"""What a results page shows of a document, written by the build beside the index and kept small.

A hit shows a document's text in the reader's language (or in the other, where it has none),
the spans of that text in a third language, and what titles it (its cards, its term, its
name, its date). The stored fields and their JSON payload hold much more (every text's source,
the German alignment, the rule's neighbours and cited glossary entries): parsed whole, a
document took about 12 KB of a worker's cache of result documents, what a hit shows of it
2.7 KB (tracemalloc, 4,000 documents that pages showed). The cache (index_store.DOCUMENTS)
holds four times as many documents in the same memory, and a search reads fewer from the
index: the rules and rulings that answer many questions are shown again and again.

The build writes what a hit shows of each document as a record of plain values
(`shown_values`, marshalled by `shown_record` into the shown file: shown_file.py), with the
words of each text it marks, so a hit reads a few hundred bytes, not the stored fields and
their JSON payload.
"""

from __future__ import annotations

import marshal
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from indexer.assembly.model import LANGUAGES, other_language
from indexer.search.analysis.schema import build_schema
from indexer.search.snippets import Foreign, text_words

# The stored fields that may hold a document's text in each language, in the order tried.
_TEXT_FIELDS = {lang: tuple(f"{name}_{lang}" for name in ("body", "cardtext", "title")) for lang in LANGUAGES}
# A field only stored whose texts a snippet marks with the query's terms of an indexed field of
# their language: a German printed card text (not indexed, to keep the build fast) with those of
# the German texts. A judge saw „Kaskade“ marked in every German result for "blutzopf-elf
# kaskade" but the card's own text, and could not tell why the card was there.
MARKED_AS = {"cardtext_de": "body_de"}
# The key of a document's shown values (shown_values) in the documents the build adds (not a
# field of the index: the build writes their records to the shown file).
SHOWN_RECORD = "shown_record"
# What of the payload titles a hit (results._describe); `german` and `examples` are kept shorter.
_DESCRIBED = (
    "date",
    "card_dates",
    "display",
    "display_langs",
    "title",
    "lang",
    "counterpart",
    "term",
    "term_lang",
    "section",
)


@dataclass(frozen=True, slots=True)
class ShownText:
    """A document's text in one language: the stored field it is in, the spans of it in
    another language, the language the index analysed the field in (None where the field
    is only stored: nothing in it is marked; the German printed card texts, stored only, are
    analysed in German for their marks, MARKED_AS), and its distinct words where it is
    analysed, joined by spaces (found by the build: a snippet marks them)."""

    field: str
    text: str
    foreign: Foreign
    analysis: str | None
    words: str


class ShownCard(NamedTuple):
    """A card that a ruling is about: its id, and its name in each language with the language
    that name is in (a card without a German name is named in English on the German site)."""

    id: str
    names: dict[str, tuple[str, str]]


@dataclass(frozen=True, slots=True)
class ShownDocument:
    kind: str
    key: str
    texts: dict[str, ShownText]  # per language that the document has a text in
    described: dict[str, Any]  # the payload's parts that title a hit (_DESCRIBED)

    def shown_lang(self, lang: str) -> str:
        """The language of the text a reader of `lang` is shown: theirs where the document has it,
        or has no text at all (a card known from its rulings alone: the English card list had
        "A Display of My Dark Power" first, marked German, with no text to show)."""
        other = other_language(lang)
        return other if other in self.texts and lang not in self.texts else lang


# What a hit shows of a document as plain values: kind, key, texts, what titles it.
ShownValues = tuple[str, str, tuple, dict[str, Any]]


def shown_values(fields: Mapping[str, Any], payload: Mapping[str, Any]) -> ShownValues:
    """What a hit shows of a document, from its fields (as added to the index) and its payload:
    plain values that marshal writes (shown_record), the words of each text that is marked
    found here once."""
    texts = []
    for lang in LANGUAGES:
        name = next((name for name in _TEXT_FIELDS[lang] if fields.get(name)), None)
        if name is not None:
            text, analysis = fields[name], _analysis(name)
            words = text_words(text) if analysis else ""
            texts.append((sys.intern(lang), sys.intern(name), text, _foreign(payload, lang), analysis, words))
    described = {key: payload[key] for key in _DESCRIBED if key in payload}
    if "cards" in payload:
        described["cards"] = tuple(_card(card) for card in payload["cards"])
    described["examples"] = bool(payload.get("examples"))
    if "german" in payload:
        described["german"] = {"status": payload["german"]["status"]}
    return (fields["kind"], fields["key"], tuple(texts), described)


def shown_record(values: ShownValues) -> bytes:
    """A document's shown values as the shown file holds them (shown_document reads them back)."""
    return marshal.dumps(values)


def shown_document(record: bytes) -> ShownDocument:
    """What a hit shows of a document, from its record (shown_record)."""
    return shown_of(marshal.loads(record))


def shown_of(values: ShownValues) -> ShownDocument:
    """What a hit shows of a document, from its shown values (the build reads what it wrote
    from them, not from its records again: three readings of 42,000 records, for the listing,
    the templates and the marked words, were 15 % of the build's main process in py-spy)."""
    kind, key, texts, described = values
    if "cards" in described:
        described = described | {"cards": tuple(ShownCard(*card) for card in described["cards"])}
    return ShownDocument(kind, key, {text[0]: ShownText(*text[1:]) for text in texts}, described)


def _card(card: Mapping[str, Any]) -> tuple[str, dict[str, tuple[str, str]]]:
    """A card of a ruling's payload (a ShownCard's values), its language codes shared (strings
    interned before marshal writes them are interned as it reads them)."""
    return (card["id"], {lang: (card["names"][lang], sys.intern(card["name_langs"][lang])) for lang in LANGUAGES})


def _foreign(payload: Mapping[str, Any], lang: str) -> Foreign:
    """The spans of a document's text in `lang` that are in another language (a partly
    translated ruling's English)."""
    return tuple(
        (start, end, sys.intern(code)) for start, end, code in payload.get("texts", {}).get(lang, {}).get("foreign", [])
    )


@cache
def _analysis(name: str) -> str | None:
    """The language the index analyses a text field in (or, for a field only stored whose texts
    are marked, MARKED_AS, the field it is marked as); None where it is only stored."""
    field = build_schema()[MARKED_AS.get(name, name)]
    return sys.intern(field.analyzer.language) if field.indexed else None
