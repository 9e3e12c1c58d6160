"""Search results as the pages and the API show them: a hit's address and title in the
reader's language, a hit's HTML, and the JSON of a page of results. The search package
(indexer.search.results) names each hit's document by kind and key."""

from __future__ import annotations

from flask import Flask
from markupsafe import Markup, escape

from indexer.search.facets import FACETS, FacetLink
from indexer.search.query.also_searched import AlsoSearched
from indexer.search.results import Hit, SearchPage

from .i18n import long_date, number, page_locale
from .index_store import store
from .labels import kind_label, language_name, rule_label
from .links import document_url, language_url, search_url, switch_url
from .mana import symbols_in_html
from .page_pieces import macro_once
from .query_messages import nothing_searched, repair_notes
from .releases import releases
from .rendering import in_language
from .request_translations import gettext, markup_gettext, markup_ngettext
from .rule_history import history_url, release_dates

# One hit of a results page (search.html's list), filled with escaped values. Written here, not
# as a macro: a page shows ten, and the macro with the macros and functions it called was a
# third of rendering a page (some 35 µs a hit).
_HIT = (
    '<li class="result result--{kind}">\n'
    '  <p class="result__meta">\n'
    '    <span class="badge badge--{kind}">{label}</span>{example}{date}{status}{printed}{language}\n'
    "  </p>\n"
    '  <h3 class="result__title"><a href="{url}">{title}{section}</a>{more}\n'
    "  </h3>\n"
    '  <p class="result__snippet" lang="{lang}">{snippet}</p>\n'
    "</li>"
)
_DATE = Markup(' <time datetime="%s">%s</time>')
_MORE = Markup(' <span class="result__more">%s</span>')
_SECTION = Markup('<span class="result__section"> · %s</span>')
# One value of a facet (macros/search.html's facet panel), filled with escaped values. Written
# here for the reason hits are: the loop in the macro, with the five functions it called for
# each value, was a tenth of a results page's web side beside the search (py-spy).
_FACET_VALUE = (
    '\n    <li><a class="facets__value{active}" href="{url}">{label} <span class="facets__count">{count}</span>'
    "{note}</a></li>"
)
_ACTIVE_NOTE = Markup('<span class="visually-hidden"> %s</span>')
# The marks a word is typed with that the search does not read as part of it: "prägen," of
# "mit Fire // Ice prägen, geht das?" is the word „prägen“.
_AROUND_A_WORD = ",.;:!?¡¿\"'“”„‘’‚«»()[]{}"


def hit_url(hit: Hit) -> str:
    """The hit's page; a rule found in an older release (a `release:` search) leads to the
    history of the rule the number held then, at that release."""
    if hit.kind == "rule" and hit.date and hit.date != release_dates()[-1]:
        return history_url(hit.key, hit.date)
    return document_url(hit.kind, hit.key)


def hit_title(hit: Hit) -> str:
    """The hit's title: "Rule 704.5y" for a rule, "Ruling" for a ruling without a card."""
    if hit.kind == "rule":
        return rule_label(hit.key)
    if hit.kind == "ruling" and not hit.title:
        return kind_label("ruling")
    return hit.title


def hit_html(hit: Hit) -> Markup:
    """The hit as a results page lists it: its kind, marks (example, date, a German text only
    partly translated), title, snippet, and a note where it is not in the page's language."""
    return Markup(
        _HIT.format(
            kind=escape(hit.kind),
            label=escape(kind_label(hit.kind)),
            example=" " + macro_once("macros/examples.html", "example_badge") if hit.example else "",
            date=_DATE % (hit.date, long_date(hit.date)) if hit.date else "",
            status=" " + macro_once("macros/texts.html", "translation_status", "partial") if _partial(hit) else "",
            printed=" " + macro_once("macros/texts.html", "printed_badge") if _printed(hit) else "",
            url=escape(hit_url(hit)),
            title=in_language(hit_title(hit), hit.title_lang),
            section=_SECTION % in_language(hit.section, hit.section_lang) if hit.section else "",
            more=_more_cards(hit.more_cards) if hit.more_cards else "",
            lang=escape(hit.lang),
            snippet=symbols_in_html(hit.snippet, hit.lang),
            language=macro_once("macros/texts.html", "language_badge", hit.lang) if hit.untranslated else "",
        )
    )


def foreign_hits(hits: list[Hit]) -> bool:
    """Whether a page of hits shows a text in another language than the page's, each with a
    badge ("auf Englisch"): the page says once what the badge means (search.html). A notice
    under every such hit, nine on a German page of rulings, pushed the next result off a
    phone's screen."""
    return any(hit.untranslated and not _in_a_release(hit) for hit in hits)


def printed_hits(hits: list[Hit]) -> bool:
    """Whether a page of hits shows a card in a printed text other than the English Oracle text
    (a German printing's, in its old wording where the printing is old: Bloodbraid Elf's
    „Wenn du diesen Zauberspruch spielst, entferne … ganz aus dem Spiel“), each with a badge:
    the page says once what the badge means (search.html), as the card's page says under it."""
    return any(_printed(hit) for hit in hits)


def _printed(hit: Hit) -> bool:
    return hit.kind == "card" and hit.lang != "en"


def release_in_english(hits: list[Hit]) -> str | None:
    """Whether a page of hits shows rules of a release in English on a page in another
    language: "only" where a release has no text in the page's language, "original" where it
    has one but not of these rules (a translated release's rules are shown in the page's
    language, release.rule_hit_fields). The page says so once (search.html), where every such
    rule had said it under its text."""
    releases = {hit.date for hit in hits if hit.untranslated and _in_a_release(hit)}
    if not releases:
        return None
    translated = _releases_in_page_language()
    return "original" if all(release in translated for release in releases) else "only"


def _releases_in_page_language() -> dict:
    """The releases of the rules that have a text in the page's language, by date."""
    return store().release_texts.get("texts", {}).get(page_locale(), {})


def _in_a_release(hit: Hit) -> bool:
    """A rule found in one release of the rules (its date)."""
    return hit.kind == "rule" and bool(hit.date)


def facet_values(name: str, links: list[FacetLink]) -> Markup:
    """The values of the facet `name` as the facet panel lists them, each linking the query
    with it added (or, where active, removed)."""
    return Markup("".join(_facet_value(name, link) for link in links))


def _facet_value(name: str, link: FacetLink) -> str:
    return _FACET_VALUE.format(
        active=" facets__value--active" if link.active else "",
        url=escape(search_url(link.query) if link.query else language_url("pages.home")),
        label=escape(_facet_label(name, link)),
        count=escape(number(link.count)),
        note=_ACTIVE_NOTE % markup_gettext("(active: follow the link to remove this filter)") if link.active else "",
    )


def _facet_label(name: str, link: FacetLink) -> str:
    if name == "kind":
        return kind_label(link.value, link.count)
    return _release_label(link.value) if name == "release" else language_name(link.value)


def _release_label(release: str) -> str:
    """A release as the facet lists it, saying which one is current and, on a page in another
    language, which have no text in it and which the rule pages show: three dates alike had
    left a player to guess which was searched, and the newest turned the German rules English
    (a player's review). Where the newest is English only, the one the German rule pages show
    is the newest German one, not the current rules (it had said „aktuell“: a judge's review)."""
    date = long_date(release)
    newest = max((found["effective"] for found in releases().values()), default=None)
    if release not in _releases_in_page_language():
        if release == newest:
            return gettext("%(date)s (current, in English only)", date=date)
        return gettext("%(date)s (in English only)", date=date)
    if release == newest:
        return gettext("%(date)s (current)", date=date)
    if release == releases().get(page_locale(), {}).get("effective"):
        return gettext("%(date)s (newest translated)", date=date)
    return date


def _partial(hit: Hit) -> bool:
    """A German text shown with English left in it."""
    return hit.german == "partial" and hit.lang == "de"


def _more_cards(count: int) -> Markup:
    """A ruling about several cards names the first; the others are counted."""
    return _MORE % markup_ngettext("and %(num)d more card", "and %(num)d more cards", count)


def hit_json(hit: Hit) -> dict:
    return {
        "id": hit.key,
        "kind": hit.kind,
        "lang": hit.lang,
        "title": hit_title(hit),
        "section": hit.section or None,
        "snippet": str(hit.snippet),
        "url": hit_url(hit),
        "card": hit.card,
        "date": hit.date,
        "example": hit.example,
    }


def words_as_read(words: list[str]) -> list[str]:
    """The words a search left out, as it read them: without the comma or quotation mark typed
    after or before one (the page had said „In keinem Text steht: prägen,“)."""
    return [bare for word in words if (bare := word.strip(_AROUND_A_WORD))]


def page_json(page: SearchPage, missing_rule: dict | None = None) -> dict:
    suggestion = {"query": page.suggestion, "url": search_url(page.suggestion)} if page.suggestion else None
    return {
        "query": page.query,
        "total": page.total,
        "page": page.page,
        "pages": page.pages,
        "relaxed": page.relaxed,
        "complete": page.complete,
        "with_all": page.with_all,
        "compared": page.compared,
        "ignored": words_as_read(page.ignored),
        "unknown": words_as_read(page.unknown),
        "suggestion": suggestion,
        "facets": {
            name: [{"value": f.value, "count": f.count} for f in page.facets if f.name == name] for name in FACETS
        },
        "searched": page.searched,
        "instead": page.instead,
        "as_typed": {"query": page.query, "url": search_url(page.query, as_typed=True)} if page.instead else None,
        "repairs": [note for code in page.repairs for note in repair_notes(code, page.repair_details.get(code, ()))],
        "unknown_cards": page.unknown_cards,
        "unknown_rules": page.unknown_rules,
        "missing_rule": missing_rule,
        "excluding": page.excluding,
        "also_searched": [item.as_json() for item in page.also],
        "results": [hit_json(hit) for hit in page.hits],
    }


def also_by_word(also: list[AlsoSearched]) -> list[list[AlsoSearched]]:
    """What a query also searched, one list per word typed (its translations, its synonyms):
    the page names each word once, with one link to search it as typed ("Trampel" was listed
    twice, for "Trample" and for „Trampelschaden“, with the same link twice)."""
    words: dict[str, list[AlsoSearched]] = {}
    for item in also:
        words.setdefault(item.without, []).append(item)
    return list(words.values())


def also_for_reader(also: list[AlsoSearched]) -> list[AlsoSearched]:
    """What the page names of what a query also searched: on the English site, its English
    synonyms only. Every text there has English, so the German translations searched change no
    result a reader can read (UNREAD_WEIGHT), and "Also searched: Stirbt, Schaden, angreifen in
    German" above a combat question said nothing to an English reader (a reviewer's note). The
    German site needs the English ones: its readers reach the English-only rulings with them."""
    return [item for item in also if item.lang == "en"] if page_locale() == "en" else also


def also_preview(also: list[AlsoSearched]) -> list[tuple[str, list[str]]]:
    """What a query also searched, as the one line above the list shows it: per run of one
    language, the forms searched, each once ("was kopiert eine Kopie" said "copy, copy")."""
    runs: list[tuple[str, list[str]]] = []
    seen: set[tuple[str, str]] = set()
    for item in also:
        forms = [form for form in item.found if (item.lang, form) not in seen]
        seen.update((item.lang, form) for form in forms)
        if not forms:
            continue
        if runs and runs[-1][0] == item.lang:
            runs[-1][1].extend(forms)
        else:
            runs.append((item.lang, forms))
    return runs


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(
        also_by_word=also_by_word,
        also_for_reader=also_for_reader,
        also_preview=also_preview,
        hit_url=hit_url,
        hit_title=hit_title,
        words_as_read=words_as_read,
        hit_html=hit_html,
        foreign_hits=foreign_hits,
        printed_hits=printed_hits,
        release_in_english=release_in_english,
        nothing_searched=nothing_searched,
        repair_notes=repair_notes,
        search_url=search_url,
        facet_values=facet_values,
        language_url=language_url,
        switch_url=switch_url,
    )
