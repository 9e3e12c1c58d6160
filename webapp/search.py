"""Running a search and shaping its hits for the page and the API, in the reader's language."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from flask import url_for
from markupsafe import Markup, escape
from whoosh import highlight
from whoosh import query as wq
from whoosh.query import Query
from whoosh.searching import Results, Searcher
from whoosh.searching import Hit as WhooshHit

from indexer.model import LANGUAGES
from indexer.schema import uid

from .card_names import NamedCard, named_cards
from .facets import FACETS, FacetValue, MatchCollector, documents_by_value, facet_counts
from .i18n import other_locale
from .labels import kind_label, rule_label
from .index_store import IndexStore
from .query_build import BUILDER, CardResolver, Reader, known_word, plain_words, relaxable
from .query_syntax import And, Phrase, QueryError, Word, parse
from .term_expansion import TermExpander
from .rule_lookup import rule_query
from .suggest import spelling

SNIPPET_CHARS = 240
CARD_FILTER_LIMIT = 50
RARE_SHARE = 0.1
# A card whose misspelled name the query is comes first: its score is raised this much.
PIN_BOOST = 1000.0


class MarkFormatter(highlight.HtmlFormatter):
    """Matched words in <mark>; like its parent it escapes every piece of text it outputs."""

    template = "<mark>%(t)s</mark>"

    def __init__(self) -> None:
        super().__init__(tagname="mark", between=" … ")

    def format(self, fragments: list, replace: bool = False) -> str:
        """The passages, with "…" where the text goes on before or after them."""
        shown = super().format(fragments, replace)
        if not fragments:
            return shown
        lead = "… " if fragments[0].startchar > 0 else ""
        tail = " …" if fragments[-1].endchar < len(fragments[-1].text.rstrip()) else ""
        return lead + shown + tail


@dataclass
class Hit:
    kind: str
    key: str
    lang: str
    title: str
    snippet: Markup
    url: str
    untranslated: bool
    card: dict | None = None
    more_cards: int = 0
    date: str | None = None
    german: str | None = None  # a ruling's German text: complete, partial or missing
    title_lang: str = ""  # the title's language: the page's, or another for data (a name, a term)

    def as_json(self) -> dict:
        return {
            "id": self.key,
            "kind": self.kind,
            "lang": self.lang,
            "title": self.title,
            "snippet": str(self.snippet),
            "url": self.url,
            "card": self.card,
            "date": self.date,
        }


@dataclass
class SearchPage:
    query: str
    total: int
    page: int
    pages: int
    hits: list[Hit] = field(default_factory=list)
    relaxed: bool = False
    ignored: list[str] = field(default_factory=list)
    suggestion: str | None = None
    facets: list[FacetValue] = field(default_factory=list)

    def as_json(self) -> dict:
        suggestion = {"query": self.suggestion, "url": url_for("pages.home", q=self.suggestion)} if self.suggestion else None
        return {
            "query": self.query,
            "total": self.total,
            "page": self.page,
            "pages": self.pages,
            "relaxed": self.relaxed,
            "ignored": self.ignored,
            "suggestion": suggestion,
            "facets": {
                name: [{"value": f.value, "count": f.count} for f in self.facets if f.name == name] for name in FACETS
            },
            "results": [hit.as_json() for hit in self.hits],
        }


def cached_search(store: IndexStore, text: str, lang: str, page: int, per_page: int) -> SearchPage | None:
    """`run_search` through the index's result cache."""
    return store.results.get((text, lang, page, per_page), lambda: run_search(store, text, lang, page, per_page))


def run_search(store: IndexStore, text: str, lang: str, page: int, per_page: int) -> SearchPage | None:
    """One page of results; None for an empty query; QueryError for a malformed one.

    A query that only names a rule ("rule 704.5y", "Regel 704.5y.") searches for the number
    alone, so the rule comes first and the rulings citing it follow. A query of plain words
    that misspells a card's name ("Charmante Halunkn") has that card first; the corrected
    query is offered as a suggestion."""
    node = parse(rule_query(text) or text)
    if node is None:
        return None
    searcher = store.searcher

    def card_ids(query: Query) -> list[str]:
        return [fields["key"] for fields in searcher.search(query, limit=CARD_FILTER_LIMIT)]

    limit = page * per_page
    expander = store.memo(("term expander",), lambda: TermExpander(store.terms))

    def names(words: list[str]) -> list[NamedCard]:
        return named_cards(store.lexicon, words, lambda word: known_word(searcher.doc_frequency, word, in_names=False))

    reader = Reader(lang, searcher.doc_frequency, {code: searcher.doc_frequency("langs", code) for code in LANGUAGES})
    query = BUILDER.build(node, card_ids, expander, reader=reader, names=names)
    results = _ranked(searcher, query, limit)
    found = SearchPage(query=text, total=0, page=page, pages=1)
    if results.is_empty() and relaxable(node):
        query, found.ignored = _relaxed(searcher, node, card_ids, expander, reader)
        results = _ranked(searcher, query, limit)
        found.relaxed = True
    corrected = spelling(store, text, lang)
    if corrected:
        found.suggestion = corrected.text
        if corrected.cards and plain_words(node):
            query = wq.Or([query, *(wq.Term("uid", uid("card", c), boost=PIN_BOOST) for c in corrected.cards)])
            results = _ranked(searcher, query, limit)
    reader_first(results, documents_by_value(store, "lang").get(lang, frozenset()))
    found.total = len(results)
    found.facets = facet_counts(store, results.docs())
    found.pages = max(1, -(-found.total // per_page))
    found.page = min(page, found.pages)
    results.fragmenter = highlight.ContextFragmenter(maxchars=SNIPPET_CHARS, surround=80)
    results.formatter = MarkFormatter()
    start = (found.page - 1) * per_page
    found.hits = [_hit(results[i], lang) for i in range(start, min(start + per_page, len(results.top_n)))]
    return found


def reader_first(results: Results, in_reader_language: frozenset[int]) -> None:
    """Between equally relevant documents, those with text in the reader's language first (then
    by document number, so that every page of a query agrees on the order)."""
    results.top_n.sort(key=lambda item: (-item[0], item[1] not in in_reader_language, item[1]))


def _relaxed(
    searcher: Searcher, node: And, card_ids: CardResolver, expander: TermExpander, reader: Reader
) -> tuple[Query, list[str]]:
    """What to search when no document has all the words.

    First the words the index does not know at all (typos, another game's terms) are left out
    and the rest must all match; if that is not possible, any word may match, but very common
    words do not make a match: they would match most of the corpus. They still rank what the
    other words matched ("Spieler" in "mehrere Rollen verschiedene Spieler").
    """
    words: list[tuple[Word | Phrase, Query, int]] = []
    for word in node.nodes:
        try:
            built = BUILDER.build(word, card_ids, expander, reader=reader)
        except QueryError:
            continue
        frequency = max((searcher.doc_frequency(f, t) for f, t in built.iter_all_terms()), default=0)
        words.append((word, built, frequency))
    known = [w for w in words if w[2] > 0]
    ignored = [w[0].text for w in words if w[2] == 0]
    if ignored and known:
        query = wq.And([w[1] for w in known])
        if not searcher.search(query, limit=1).is_empty():
            return query, ignored
    common = RARE_SHARE * searcher.doc_count()
    rare = [w[1] for w in known if w[2] <= common] or [w[1] for w in sorted(known, key=lambda w: w[2])[:2]]
    if not rare:
        return wq.NullQuery, []
    ranking = [w[1] for w in known if w[1] not in rare]
    return (wq.AndMaybe(wq.Or(rare), wq.Or(ranking)) if ranking else wq.Or(rare)), []


def _ranked(searcher: Searcher, query: Query, limit: int) -> Results:
    """The top `limit` documents (and those tying with the last), with the exact number of
    matches.

    Whoosh can skip postings that cannot reach the top ten (block quality, pruning a query's
    weak branches), but then it must walk every match again to count them, and its count
    after pruning is short; here every match is scored once and counted on the way (and kept,
    for the facet counts)."""
    collector = MatchCollector(limit)
    searcher.search_with_collector(query, collector)
    return collector.results()


_TEXT_FIELDS = ("body", "cardtext", "title")


def _text_field(stored: dict, lang: str) -> str | None:
    """The stored field holding the document's text in `lang`, if it has one."""
    return next((f"{name}_{lang}" for name in _TEXT_FIELDS if stored.get(f"{name}_{lang}")), None)


def _shown_lang(stored: dict, lang: str) -> str:
    return lang if _text_field(stored, lang) else other_locale(lang)


def _snippet(hit: WhooshHit, stored: dict, shown: str) -> Markup:
    """The matched passages of the shown text, marked; else its start, escaped."""
    name = _text_field(stored, shown)
    text = stored[name] if name else ""
    searched = name in hit.searcher.schema and hit.searcher.schema[name].indexed
    marked = hit.highlights(name, text=text, top=2) if text and searched else ""
    if marked:
        return Markup(marked)
    short = text if len(text) <= SNIPPET_CHARS else text[:SNIPPET_CHARS].rsplit(" ", 1)[0] + " …"
    return escape(short)


def _hit(hit: WhooshHit, lang: str) -> Hit:
    stored = hit.fields()
    kind, key = stored["kind"], stored["key"]
    shown = _shown_lang(stored, lang)
    payload = json.loads(stored["payload"])
    result = Hit(
        kind=kind,
        key=key,
        lang=shown,
        title="",
        snippet=_snippet(hit, stored, shown),
        url="",
        untranslated=shown != lang,
        title_lang=lang,
    )
    _describe(result, payload, lang)
    return result


def _describe(result: Hit, payload: dict, lang: str) -> None:
    """Title, link and card of a hit, by kind."""
    kind, key = result.kind, result.key
    if kind == "ruling":
        cards = payload["cards"]
        first = cards[0] if cards else None
        result.card = {"id": first["id"], "name": first["names"][lang]} if first else None
        result.more_cards = max(0, len(cards) - 1)
        result.title = result.card["name"] if result.card else kind_label("ruling")
        result.title_lang = first["name_langs"][lang] if first else lang
        result.url = url_for("pages.ruling", ruling_id=key)
        result.date = payload.get("date")
        result.german = payload["german"]["status"]
    elif kind == "card":
        result.title = payload["display"][lang]
        result.title_lang = payload["display_langs"][lang]
        result.card = {"id": key, "name": result.title}
        result.url = url_for("pages.card", card_id=key)
    elif kind == "article":
        result.title = payload["title"]
        result.title_lang = payload["lang"]
        result.url = url_for("pages.article", article_id=key)
    elif kind == "rule":
        result.title = rule_label(key)
        result.url = url_for("rules.rule", number=key)
    else:
        result.title = payload["term"]
        result.title_lang = payload["term_lang"]
        result.url = url_for("rules.glossary_entry", entry_id=key)
