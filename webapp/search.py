"""Running a search and shaping its hits for the page and the API, in the reader's language."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from flask import url_for
from markupsafe import Markup, escape
from whoosh import query as wq
from whoosh.query import Query
from whoosh.searching import Searcher

from indexer.model import LANGUAGES
from indexer.schema import uid
from indexer.search.postings import Matches
from indexer.search.ranking import top_documents
from indexer.search.snippets import snippet
from indexer.analysis_common import terms_of

from .card_names import NamedCard, named_cards
from .facets import FACETS, FacetValue, facet_counts
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
    engine = store.engine
    evaluate = engine.evaluator(searcher).matches
    frequency = engine.postings.frequency

    def card_ids(query: Query) -> list[str]:
        best = top_documents(evaluate(query), CARD_FILTER_LIMIT, engine.facets.languages[lang])
        return [searcher.stored_fields(docnum)["key"] for docnum in best[:CARD_FILTER_LIMIT]]

    expander = store.memo(("term expander",), lambda: TermExpander(store.terms))

    def names(words: list[str]) -> list[NamedCard]:
        return named_cards(store.lexicon, words, lambda word: known_word(frequency, word, in_names=False))

    reader = Reader(lang, frequency, {code: frequency("langs", code) for code in LANGUAGES})
    query = BUILDER.build(node, card_ids, expander, reader=reader, names=names)
    matches = evaluate(query)
    found = SearchPage(query=text, total=0, page=page, pages=1)
    if not len(matches) and relaxable(node):
        query, found.ignored = _relaxed(evaluate, frequency, engine.postings.doc_count, node, card_ids, expander, reader)
        matches = evaluate(query)
        found.relaxed = True
    corrected = spelling(store, text, lang)
    if corrected:
        found.suggestion = corrected.text
        if corrected.cards and plain_words(node):
            query = wq.Or([query, *(wq.Term("uid", uid("card", c), boost=PIN_BOOST) for c in corrected.cards)])
            matches = evaluate(query)
    found.total = len(matches)
    found.facets = facet_counts(engine.facets, matches.ids)
    found.pages = max(1, -(-found.total // per_page))
    found.page = min(page, found.pages)
    start = (found.page - 1) * per_page
    ranked = top_documents(matches, found.page * per_page, engine.facets.languages[lang])
    terms = _highlighted_terms(query, frequency)
    found.hits = [_hit(searcher, docnum, lang, terms) for docnum in ranked[start : start + per_page]]
    return found


def _relaxed(
    evaluate: Callable[[Query], Matches],
    frequency: Callable[[str, str], int],
    doc_count: int,
    node: And,
    card_ids: CardResolver,
    expander: TermExpander,
    reader: Reader,
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
        most = max((frequency(f, t) for f, t in built.iter_all_terms()), default=0)
        words.append((word, built, most))
    known = [w for w in words if w[2] > 0]
    ignored = [w[0].text for w in words if w[2] == 0]
    if ignored and known:
        query = wq.And([w[1] for w in known])
        if len(evaluate(query)):
            return query, ignored
    common = RARE_SHARE * doc_count
    rare = [w[1] for w in known if w[2] <= common] or [w[1] for w in sorted(known, key=lambda w: w[2])[:2]]
    if not rare:
        return wq.NullQuery, []
    ranking = [w[1] for w in known if w[1] not in rare]
    return (wq.AndMaybe(wq.Or(rare), wq.Or(ranking)) if ranking else wq.Or(rare)), []


_TEXT_FIELDS = ("body", "cardtext", "title")


def _text_field(stored: dict, lang: str) -> str | None:
    """The stored field holding the document's text in `lang`, if it has one."""
    return next((f"{name}_{lang}" for name in _TEXT_FIELDS if stored.get(f"{name}_{lang}")), None)


def _shown_lang(stored: dict, lang: str) -> str:
    return lang if _text_field(stored, lang) else other_locale(lang)


def _highlighted_terms(query: Query, frequency: Callable[[str, str], int]) -> dict[str, frozenset[str]]:
    """Per field, the query's terms that the index has."""
    terms: dict[str, set[str]] = {}
    for field, text in query.iter_all_terms(phrases=True):
        if frequency(field, text):
            terms.setdefault(field, set()).add(text)
    return {field: frozenset(found) for field, found in terms.items()}


def _snippet(searcher: Searcher, stored: dict, shown: str, terms: dict[str, frozenset[str]]) -> Markup:
    """The matched passages of the shown text, marked; else its start, escaped."""
    name = _text_field(stored, shown)
    text = stored[name] if name else ""
    field = searcher.schema[name] if name in searcher.schema else None
    marked = None
    if text and field is not None and field.indexed and terms.get(name):
        marked = snippet(text, terms_of(field.analyzer.language), terms[name], size=SNIPPET_CHARS)
    if marked:
        return marked
    short = text if len(text) <= SNIPPET_CHARS else text[:SNIPPET_CHARS].rsplit(" ", 1)[0] + " …"
    return escape(short)


def _hit(searcher: Searcher, docnum: int, lang: str, terms: dict[str, frozenset[str]]) -> Hit:
    stored = searcher.stored_fields(docnum)
    kind, key = stored["kind"], stored["key"]
    shown = _shown_lang(stored, lang)
    payload = json.loads(stored["payload"])
    result = Hit(
        kind=kind,
        key=key,
        lang=shown,
        title="",
        snippet=_snippet(searcher, stored, shown, terms),
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
