"""The order of a listing: what a query of filters alone ("kind:card", "art:regel", /de/cards/)
finds, A to Z in the reader's language.

Words rank what they match; filters alone match every document alike, and ranked by score the
cards of /de/cards/ came as the build added them (Wilde Werfüchsin, Charmante Halunkin, Aether
Searcher, …), the rules of "art:regel" as 103.4c, 103.4d, 201.4g, 103.4e. A listing is read
like an index: the kinds in the order the kind filter lists them, then rules by number,
glossary entries, articles and cards by their name as a hit shows it in the reader's language
(folded: case, umlauts and punctuation do not count), rulings by their card's name and then
newest first. The build writes each document's place in this order per language beside the
index (write_listing_file); a search reads it once per index generation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import numpy as np

from indexer.assembly.model import LANGUAGES
from indexer.citations.references import rule_sort_key
from indexer.search.analysis.names import fold_name
from indexer.search.analysis.schema import KINDS
from indexer.search.postings import Matches
from indexer.search.shown import ShownDocument

_PLACE = np.int32


def listing_key(document: ShownDocument, lang: str, fold: Callable[[str], str] = fold_name) -> tuple:
    """Where a document comes in a listing for a reader of `lang` (compared only with keys of
    the same kind, which come first); `fold` folds a name as fold_name does."""
    kind, described = document.kind, document.described
    if kind == "rule":
        return (KINDS.index(kind), rule_sort_key(document.key))
    if kind == "ruling":
        cards = described.get("cards") or ()
        name = cards[0].names[lang][0] if cards else ""
        return (KINDS.index(kind), fold(name), _newest_first(described.get("date") or ""), document.key)
    return (KINDS.index(kind), fold(_name(document, lang)), document.key)


def _name(document: ShownDocument, lang: str) -> str:
    """The name a hit shows of a card, an article or a glossary entry (results._describe)."""
    described = document.described
    if document.kind == "card":
        return described.get("display", {}).get(lang, "")
    if document.kind == "glossary":
        partner = described.get("counterpart")
        if partner and partner["lang"] == lang and described.get("lang") != lang:
            return partner["term"]
        return described.get("term", "")
    return described.get("title", "")


def _newest_first(date: str) -> tuple[int, ...]:
    """A sort key that puts later ISO dates ("2023-09-01") first."""
    return tuple(-int(part) for part in date.split("-") if part.isdigit())


def write_listing_file(path: Path, documents: Sequence[ShownDocument]) -> None:
    """Write each document's place in the listing of every language, documents in the order of
    their numbers: one row of places per language (LANGUAGES' order)."""
    places = np.empty((len(LANGUAGES), len(documents)), dtype=_PLACE)
    fold = cache(fold_name)  # (the rulings of a card share its name, a card's names its languages)
    for row, lang in enumerate(LANGUAGES):
        keys = [listing_key(document, lang, fold) for document in documents]
        order = sorted(range(len(documents)), key=keys.__getitem__)
        places[row, order] = np.arange(len(documents), dtype=_PLACE)
    with open(path, "wb") as out:
        np.save(out, places, allow_pickle=False)


class Listing:
    """The listing places of an index generation's documents, per language."""

    def __init__(self, path: Path) -> None:
        with open(path, "rb") as source:
            places = np.load(source, allow_pickle=False)
        self._places = {lang: places[row] for row, lang in enumerate(LANGUAGES)}

    def ordered(self, matches: Matches, lang: str, limit: int) -> list[int]:
        """The first `limit` of the matches in the listing order of `lang`, after their scores:
        filters alone score their documents alike, except the rule that "rule:613.7" names,
        which comes before the rules and entries that cite it."""
        places = self._places[lang][matches.ids]
        order = np.lexsort((places, -matches.scores))[:limit]
        return matches.ids[order].tolist()
