"""The reading pages: start page and search results, rulings, cards, articles."""

from __future__ import annotations

from typing import Any, cast
from urllib.parse import quote

from flask import abort, current_app, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from indexer.search.facets import facet_links, removable_filters
from indexer.search.query.build import plain_words
from indexer.search.query.rule_lookup import number_like_query, range_query, rule_query
from indexer.search.query.syntax import FIELD_ALIASES, GERMAN_VALUES, And, QueryError, Word, repaired_and_parsed
from indexer.search.release import release_filter
from indexer.search.results import SearchPage, run_search
from indexer.search.suggest.autocomplete import complete

from ..emptied import found_without
from ..glossary_listing import listed_glossary
from ..i18n import keep_parameters, language_blueprint, page_locale
from ..index_store import store
from ..links import AS_TYPED, as_typed_asked, form_url, search_url, with_query
from ..query_messages import error_message
from ..request_translations import gettext
from ..rule_history import held, held_in, nearest_rules
from ..ruling_cards import card_date, in_page_language_first
from ..whole_numbers import below_one, capped_whole_number

bp = language_blueprint("pages", __name__)
# The keyword article the start page offers (the language it is in is said beside its link).
HOME_ARTICLE = "role"
# Names and terms offered beside the results (what the search box offers with JavaScript).
NAMES_SHOWN = 5
# Higher page numbers are read as this one: no query has a million pages of ten, so it is past
# the last page of any, and the reader is sent to the last.
MAX_PAGE = 999_999


class BadParameter(ValueError):
    """A request parameter that is not what the page expects; shown to the reader."""


def page_number(raw: str | None) -> int:
    """The page a request asks for: 1 by default, any whole number from 1 (a huge one past
    the last page, as a smaller one past it is), else BadParameter."""
    if raw is None or raw == "":
        return 1
    number = capped_whole_number(raw, 1, MAX_PAGE)
    if number is None:
        raise BadParameter(gettext("The page number must be a whole number of at least 1."))
    return number


@bp.get("/")
def home() -> tuple[str, int] | str | Response:
    keep_parameters(("q", "page", AS_TYPED))
    text = request.args.get("q", "")
    as_typed = as_typed_asked()
    lang = page_locale()
    number = rule_query(text)
    if number and store().stored("rule", number):
        return redirect(url_for("rules.rule", number=number))
    if (ranged := range_query(text)) and store().stored("rule", ranged[0]):
        return redirect(url_for("rules.rule", number=ranged[0], _anchor=f"rule-{ranged[1]}"))
    if number and held(number):
        return redirect(url_for("history.rule_history", number=number))
    if ":" in text and (in_release := _rule_in_release(text)) is not None:  # (a filter has a colon)
        number, release = in_release
        return redirect(url_for("history.rule_history", number=number, _anchor=f"release-{release}"))
    if below_one(request.args.get("page")):
        return redirect(search_url(text, 1))
    try:
        page = page_number(request.args.get("page"))
        # The page's links carry the page number as sent ("01" or "1"): it is part of the key.
        key = ("search page", lang, text, request.args.get("page"), as_typed)
        found = store().results.get(key, lambda: _search_page(text, lang, page, as_typed))
    except QueryError as exc:
        return render_template("search.html", query=text, error=error_message(exc), results=None), 400
    except BadParameter as exc:
        return render_template("search.html", query=text, error=str(exc), results=None), 400
    if isinstance(found, int):
        return redirect(search_url(text, found))
    return found


def _rule_in_release(text: str) -> tuple[str, str] | None:
    """(number, release) of a query of a rule's number and a release that has the rule
    ("509.2 release:2023-10-13"): a release's search takes words only, and had searched the
    number as one, finding the rules that cite it, not the rule (a judge's review)."""
    try:
        node = repaired_and_parsed(text)[1]
        chosen = release_filter(node)
    except QueryError:
        return None
    if chosen is None or not isinstance(node, And):
        return None
    rest = [each for each in node.nodes if each is not chosen]
    if not all(isinstance(each, Word) and not each.prefix for each in rest):
        return None
    number = rule_query(" ".join(cast(Word, each).text for each in rest))
    release = chosen.value.text.strip()
    return (number, release) if number and held_in(number, release) else None


def _search_page(text: str, lang: str, page: int, as_typed: bool) -> str | int:
    """The rendered page, or for a page beyond the last, the number of the last (the reader is
    sent there); kept in the index's result cache, since a page depends only on the search, its
    page and the index (the language links carry nothing else of the request, and their origin
    is configured)."""
    results = run_search(store(), text, lang, page, current_app.config["RESULTS_PER_PAGE"], as_typed)
    if results is not None and results.page < page:
        return results.page
    if results is None:
        return render_template(
            "home.html",
            query="",
            meta=store().meta,
            counts=_known(lang),
            german_rulings=_german_rulings(),
            article=store().payload("article", HOME_ARTICLE),
        )
    searched = text if results.searched is None else results.searched
    return render_template(
        "search.html",
        query=text,
        error=None,
        results=results,
        missing_rule=missing_rule_asked(text),
        **_beside_results(searched, results),
    )


def missing_rule_asked(text: str) -> dict | None:
    """For a query that is a rule number no rule has: the number and the nearest rules (the
    page and the API say them). „999.9z“ said only that nothing was found."""
    number = rule_query(text) or number_like_query(text)
    if number is None or store().stored("rule", number):
        return None
    return {"number": number, "near": nearest_rules(store(), number)}


def _known(lang: str) -> dict[str, int]:
    """The documents of each kind, as the start page counts them: the glossary entries as the
    glossary's index in `lang` lists them (the index holds a German entry paired with an English
    one, and a German cross-reference, as a page of its own, which no search finds)."""
    counts = dict(store().meta.get("counts", {}))
    if "glossary" in counts:
        counts["glossary"] = len(listed_glossary(lang)[0])
    return counts


def _german_rulings() -> int | None:
    """How many rulings have a German text (complete or partial; coverage.json), None if the
    index has no coverage: a German reader learns on the first page that most rulings are
    English."""
    counts = store().coverage.get("counts")
    return None if counts is None else counts.get("complete", 0) + counts.get("partial", 0)


def _beside_results(text: str, results: SearchPage) -> dict:
    """The filters with their counts, and, for a query of plain words, the names and terms it
    may mean (the page's answer to the search box's suggestions without JavaScript). The query
    is read as the search read it: a question of more than 40 terms that fit once its small
    words were left out had been read strictly here and refused (a 400 after the search)."""
    node = repaired_and_parsed(text, page_locale())[1]
    names = []
    if plain_words(node):
        lexicon = store().lexicon
        found = complete(lexicon, text, page_locale(), NAMES_SHOWN)
        names = [(c.form, form_url(c.form), lexicon.translation(c.form)) for c in found]
    lang = page_locale()
    filters = removable_filters(node, lang)
    return {
        "facets": facet_links(node, results.facets, lang),
        "filters": filters,
        "names": names,
        "unfiltered": found_without(filters, lang) if not results.total else [],
    }


@bp.get("/rulings/")
@bp.get("/cards/")
@bp.get("/articles/")
def kind_list() -> Response:
    """/rulings/, /cards/ and /articles/, which no page lists, lead to the search for every
    document of that kind, with its filter in the page's language ("art:karte", "kind:card"):
    a reader who shortens an address gets a list, not a bare 404."""
    kind = request.path.rstrip("/").rsplit("/", 1)[1].removesuffix("s")
    if page_locale() == "de":
        name = next(alias for alias, field in FIELD_ALIASES.items() if field == "kind")
        value = next(german for german, value in GERMAN_VALUES["kind"].items() if value == kind)
        return redirect(search_url(f"{name}:{value}"))
    return redirect(search_url(f"kind:{kind}"))


# The first part of an address as a reader may type it, singular or in German, and the part
# the site uses ("/de/rule/702.2" and "/de/regel/702.2" had been bare 404 pages); a search typed
# as "/de/suche?q=…" is the home page's.
TYPED_ADDRESSES = {
    "rule": "rules",
    "regel": "rules",
    "regeln": "rules",
    "ruling": "rulings",
    "regelauslegung": "rulings",
    "regelauslegungen": "rulings",
    "card": "cards",
    "karte": "cards",
    "karten": "cards",
    "article": "articles",
    "artikel": "articles",
    "example": "examples",
    "beispiel": "examples",
    "beispiele": "examples",
    "glossar": "glossary",
    "begriffe": "terms",
    "hilfe": "help",
    "quellen": "sources",
    "search": "",
    "suche": "",
}
_TYPED = ", ".join(TYPED_ADDRESSES)
_PAGES = {"help", "terms"}  # addresses of pages, not of lists: no slash at the end


@bp.get(f"/<any({_TYPED}):typed>/", strict_slashes=False)
@bp.get(f"/<any({_TYPED}):typed>/<path:rest>")
def typed_address(typed: str, rest: str = "") -> Response:
    """The page at the address the site uses for one typed singular or in German, with the
    arguments typed ("/de/regel/702.2?beside=1"), in one redirect with or without the slash at
    the end ("/en/search?q=…" had been sent to "/en/search/?q=…" first)."""
    target = TYPED_ADDRESSES[typed]
    address = "/" + "/".join(part for part in (page_locale(), target, quote(rest, safe="/")) if part)
    if not rest and target not in _PAGES:
        address += "/"
    return redirect(with_query(address, request.args.to_dict()), 301)


@bp.get("/rulings/<ruling_id>")
def ruling(ruling_id: str) -> str | Response:
    """A ruling; the id a German text had before it joined its English original redirects to
    the ruling it is now part of, and the id typed in capitals to the id (IndexStore.current_id)."""
    payload = store().payload("ruling", ruling_id)
    if payload is None:
        current = store().current_id("ruling", ruling_id)
        if current is None:
            abort(404)
        return redirect(url_for("pages.ruling", ruling_id=current), 301)
    rules = [
        {**item, "rule": rule} for item in payload.get("rules", []) if (rule := store().payload("rule", item["number"]))
    ]
    cards = in_page_language_first(payload.get("cards", []))
    shown = {**payload, "cards": cards, "named_date": card_date(payload, cards[0] if cards else None)}
    return render_template(
        "ruling.html",
        ruling=shown,
        rules=rules,
        moved=_moved_subjects(rules),
        obsolete_terms=_obsolete_terms([payload])[payload["id"]],
    )


def _moved_subjects(rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rules beside a doubtfully cited one that are about the ruling's subject, where the
    ruling does not list them already: where an old ruling's renumbered rule went. Rules Lawyer's
    ruling cites 704.5u (commander damage in 2018, space sculptor now); 704.6c had been only a
    link in the note beside it, not among the ruling's rules (a reviewer's finding)."""
    listed = {item["number"] for item in rules}
    moved: dict[str, dict[str, Any]] = {}
    for item in rules:
        if not item.get("cited") or not item.get("doubt"):
            continue
        for numbers in (item.get("beside") or {}).values():
            for number in numbers:
                if number not in listed and number not in moved and (rule := store().payload("rule", number)):
                    moved[number] = {"number": number, "rule": rule, "instead_of": item["number"]}
    return list(moved.values())


def _obsolete_terms(rulings: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per ruling id, the glossary entries of the obsolete terms the ruling uses (its English
    entries' keys), each in the page's language where the glossary has it: its id, headword,
    language and definition. Each entry is read once for all the rulings (a card's rulings
    share "converted mana cost")."""
    keys = dict.fromkeys(key for ruling in rulings for key in ruling.get("obsolete_terms", []))
    entries = {key: entry for key in keys if (entry := _obsolete_entry(key)) is not None}
    return {
        ruling["id"]: [entries[key] for key in ruling.get("obsolete_terms", []) if key in entries] for ruling in rulings
    }


def _obsolete_entry(key: str) -> dict[str, Any] | None:
    entry = store().payload("glossary", key)
    if entry is None:
        return None
    partner = entry.get("counterpart")
    if partner and partner["lang"] == page_locale() and (own := store().payload("glossary", partner["id"])):
        key, entry = partner["id"], own
    return {"id": key, "term": entry["term"], "lang": entry["lang"], "text": entry["text"]}


@bp.get("/cards/<card_id>")
def card(card_id: str) -> str | Response:
    """A card; the slug of another of its names (a face's: "insectile-aberration"), or a name
    typed as it is written ("Tarmogoyf"), redirects to the card's address; a name that several
    cards were printed under („Zwang“: Coercion and Duress) to the search for it, which lists
    them (IndexStore.meant_ids)."""
    index = store()
    payload = index.payload("card", card_id)
    if payload is None:
        current = index.current_id("card", card_id)
        if current is None and index.meant_ids("card", card_id):
            return redirect(search_url(card_id.replace("-", " ")), 302)
        if current is None:
            abort(404)
        return redirect(url_for("pages.card", card_id=current), 301)
    rulings = [ruling for rid in payload["rulings"] if (ruling := index.payload("ruling", rid))]
    elsewhere = sum(page_locale() not in ruling["texts"] for ruling in rulings)
    return render_template(
        "card.html", card=payload, rulings=rulings, elsewhere=elsewhere, obsolete_terms=_obsolete_terms(rulings)
    )


@bp.get("/articles/<article_id>")
def article(article_id: str) -> str | Response:
    payload = store().payload("article", article_id)
    if payload is None:
        current = store().current_id("article", article_id)
        if current is None:
            abort(404)
        return redirect(url_for("pages.article", article_id=current), 301)
    return render_template("article.html", article=payload)
