"""What a results page shows of a document, read from its stored fields once and kept small.

A hit shows a document's text in the reader's language (or in the other, where it has none),
the spans of that text in a third language, and what titles it (its cards, its term, its
name, its date). The stored fields and their JSON payload hold much more (every text's source,
the German alignment, the rule's neighbours and cited glossary entries): parsed whole, a
document took about 12 KB of a worker's cache of result documents, what a hit shows of it
2.7 KB (tracemalloc, 4,000 documents that pages showed). The cache (index_store.DOCUMENTS)
holds four times as many documents in the same memory, and a search reads fewer from the
index: the rules and rulings that answer many questions are shown again and again.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any, NamedTuple

from whoosh.searching import Searcher

from indexer.assembly.model import LANGUAGES, other_language
from indexer.search.snippets import Foreign, text_words

# The stored fields that may hold a document's text in each language, in the order tried.
_TEXT_FIELDS = {lang: tuple(f"{name}_{lang}" for name in ("body", "cardtext", "title")) for lang in LANGUAGES}
# What of the payload titles a hit (results._describe); `german` and `examples` are kept shorter.
_DESCRIBED = ("date", "display", "display_langs", "title", "lang", "counterpart", "term", "term_lang")


@dataclass(frozen=True, slots=True)
class ShownText:
    """A document's text in one language: the stored field it is in, the spans of it in
    another language, the language the index analysed the field in (None where the field
    is only stored, such as the German printed card texts: nothing in it is marked), and its
    words where it was analysed (read once: each search that shows it again marks them)."""

    field: str
    text: str
    foreign: Foreign
    analysis: str | None
    words: tuple[str, ...]


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
        """The language of the text a reader of `lang` is shown: theirs where the document has it."""
        return lang if lang in self.texts else other_language(lang)


def shown_document(searcher: Searcher, docnum: int) -> ShownDocument:
    """What a hit shows of the document `docnum`, read from its stored fields."""
    stored = searcher.stored_fields(docnum)
    payload = json.loads(stored["payload"])
    texts = {}
    for lang in LANGUAGES:
        name = next((name for name in _TEXT_FIELDS[lang] if stored.get(name)), None)
        if name is not None:
            texts[lang] = _shown_text(searcher, name, stored[name], _foreign(payload, lang))
    described = {key: payload[key] for key in _DESCRIBED if key in payload}
    if "cards" in payload:
        described["cards"] = tuple(_card(card) for card in payload["cards"])
    described["examples"] = bool(payload.get("examples"))
    if "german" in payload:
        described["german"] = {"status": payload["german"]["status"]}
    return ShownDocument(stored["kind"], stored["key"], texts, described)


def _shown_text(searcher: Searcher, name: str, text: str, foreign: Foreign) -> ShownText:
    analysis = _analysis(searcher, name)
    return ShownText(name, text, foreign, analysis, text_words(text) if analysis else ())


def _card(card: dict) -> ShownCard:
    """A card of a ruling's payload, its language codes shared (JSON makes a string of each)."""
    return ShownCard(
        card["id"], {lang: (card["names"][lang], sys.intern(card["name_langs"][lang])) for lang in LANGUAGES}
    )


def _foreign(payload: dict, lang: str) -> Foreign:
    """The spans of a document's text in `lang` that are in another language (a partly
    translated ruling's English)."""
    return tuple((start, end, code) for start, end, code in payload.get("texts", {}).get(lang, {}).get("foreign", []))


def _analysis(searcher: Searcher, name: str) -> str | None:
    field = searcher.schema[name] if name in searcher.schema else None  # noqa: SIM401 (a whoosh Schema has no get)
    return field.analyzer.language if field is not None and field.indexed else None
