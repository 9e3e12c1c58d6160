"""The reading pages, in both languages, parsed as HTML."""

import re
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from markupsafe import Markup

from indexer.search.query.syntax import MAX_LENGTH
from tests.support.helpers import ENGLISH_ID, GERMAN_OWN_ID, GERMAN_START, html_soup, soup, text_of
from webapp import create_app
from webapp.query_messages import REPAIRS, repair_notes

SHARED = "ea57492ee9ad"  # in English and German
ENGLISH_ONLY = "356860563695"


def results(page) -> list:
    return page.select("ol.results > li.result")


def test_empty_query_shows_the_start_page(client) -> None:
    # (control characters alone are nothing a reader typed: "%00" showed "0 results for “”")
    for url in ("/en/", "/en/?q=", "/en/?q=%20%20", "/en/?q=%00", "/de/?q=%00%01%20"):
        response = client.get(url)
        assert response.status_code == 200
        page = soup(response)
        assert page.select_one("#intro-title")
        assert not page.select_one(".results")


def test_hits_in_another_language_carry_a_badge_and_the_page_says_once_what_it_means(client) -> None:
    """A notice under every English ruling of a German page (nine of ten for a question) pushed
    the next result off a phone's screen; a badge in each hit's line of marks says it, and one
    note above the list what it means."""
    page = soup(client.get("/de/", query_string={"q": "Todesberührung"}))
    hits = results(page)
    english = [hit for hit in hits if hit.select_one(".result__snippet")["lang"] == "en"]
    assert english and len(english) < len(hits)
    assert all(text_of(hit.select_one(".result__meta .badge--language")) == "auf Englisch" for hit in english)
    assert not [hit for hit in hits if hit not in english and hit.select_one(".badge--language")]
    assert not page.select("li.result .notice--untranslated")
    (note,) = page.select(".search-layout__main .notice--untranslated")
    assert (
        text_of(note) == "Treffer ohne Text auf Deutsch werden auf Englisch angezeigt und mit „auf Englisch“ markiert."
    )
    assert not soup(client.get("/de/", query_string={"q": "Todesberührung kind:rule"})).select(".notice--untranslated")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_start_page_counts_the_glossary_entries_its_index_lists(client, lang) -> None:
    """It counted the index's glossary documents (2,039), among them the German entries that are
    pages of an English entry's result; the glossary's index lists 846 and 1,330."""
    home = soup(client.get(f"/{lang}/"))
    counted = {text_of(row.dt): text_of(row.dd) for row in home.select(".stats__list > div")}
    listing = soup(client.get(f"/{lang}/glossary/"))
    listed = listing.select(".glossary-index__list > li")
    label = {"en": "Glossary entries", "de": "Glossareinträge"}[lang]
    assert int(counted[label].replace(",", "").replace(".", "")) == len(listed) > 0


@pytest.mark.parametrize(("lang", "query"), [("en", "Role timestamp"), ("de", "Rolle Zeitstempel")])
def test_search_results_have_snippet_with_marks_card_date_and_link(client, lang, query) -> None:
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    hits = results(page)
    assert hits
    rulings = [h for h in hits if "result--ruling" in h["class"]]
    assert rulings
    first = rulings[0]
    marks = [m.get_text().lower() for m in first.select(".result__snippet mark")]
    assert marks and all(m.startswith(("rol", "time", "zeit")) for m in marks)
    assert first.select_one(".result__title a").get_text()
    assert first.select_one("time")["datetime"] == "2023-09-01"
    link = first.select_one(".result__title a")["href"]
    assert link.startswith(f"/{lang}/rulings/")
    assert page.select_one(".results-summary").get_text(strip=True)


def test_the_result_cache_keeps_one_page_per_search_whatever_else_the_address_holds(app) -> None:
    """Parameters the page does not read neither make new cache entries nor weigh on the one
    kept (they once keyed the cache, and were copied into its links four times)."""
    fresh = create_app({"INDEX_PATH": app.config["INDEX_PATH"]})
    client = fresh.test_client()
    for number in range(20):
        assert client.get("/en/", query_string={"q": "role", f"j{number}": "a" * 10_000}).status_code == 200
    client.get("/en/", query_string={"q": "role", "page": "1"})
    with fresh.test_request_context("/en/"):
        results = fresh.extensions["index_store"].results
        assert len(results) == 2 and results.bytes < 200_000


def test_result_count_and_paging(small_client) -> None:
    """Paging over a known set: the small corpus has 14 documents about Roles (the Role
    article, the nine rulings that mention Roles, four cards), ten on the first page, four
    on the second and last."""
    first = soup(small_client.get("/en/", query_string={"q": "role"}))
    summary = text_of(first.select_one(".results-summary"))
    assert summary == "14 results for “role” · page 1 of 2"
    assert len(results(first)) == 10
    nav = first.select_one("nav.pagination")
    assert nav.select_one('[aria-current="page"]').get_text() == "1"
    next_url = nav.select_one('a[rel="next"]')["href"]
    second = soup(small_client.get(next_url))
    assert second.select_one('nav.pagination [aria-current="page"]').get_text() == "2"
    assert second.select_one('nav.pagination a[rel="next"]') is None
    first_ids = {h.select_one("a")["href"] for h in results(first)}
    second_ids = {h.select_one("a")["href"] for h in results(second)}
    assert first_ids.isdisjoint(second_ids) and len(second_ids) == 4


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_page_beyond_the_last_redirects_to_the_last(small_client, lang) -> None:
    beyond = small_client.get(f"/{lang}/", query_string={"q": "role", "page": "99999"})
    assert beyond.status_code == 302 and beyond.headers["Location"] == f"/{lang}/?q=role&page=2"
    last = soup(small_client.get(beyond.headers["Location"]))
    assert last.select_one('nav.pagination [aria-current="page"]').get_text() == "2"
    assert last.title.get_text().startswith(
        {"en": "Search: role · page 2 of 2", "de": "Suche: role · Seite 2 von 2"}[lang]
    )
    assert small_client.get(f"/{lang}/", query_string={"q": "role", "page": "2"}).status_code == 200
    api = small_client.get("/api/search", query_string={"q": "role", "page": "3", "lang": lang})
    assert api.status_code == 302 and api.headers["Location"] == f"/api/search?q=role&page=2&lang={lang}"
    assert api.get_json() == {"redirect": {"status": 302, "location": api.headers["Location"]}}
    assert small_client.get(api.headers["Location"]).get_json()["page"] == 2


@pytest.mark.parametrize("huge", ["9999999", "99999999999999999999", "1" * 5000, "000" + "9" * 30])
def test_a_page_number_of_any_size_past_the_last_redirects_to_the_last(small_client, huge) -> None:
    """A whole number too large to be any query's page is past the last page like 99999: the
    reader is sent to the last (pages and API), not told the number is not a whole number."""
    for lang in ("en", "de"):
        beyond = small_client.get(f"/{lang}/", query_string={"q": "role", "page": huge})
        assert beyond.status_code == 302 and beyond.headers["Location"] == f"/{lang}/?q=role&page=2"
    api = small_client.get("/api/search", query_string={"q": "role", "page": huge, "lang": "de"})
    assert api.status_code == 302 and api.headers["Location"] == "/api/search?q=role&page=2&lang=de"


def test_german_umlaut_variants_find_the_same(client) -> None:
    found = [
        {h.select_one("a")["href"] for h in results(soup(client.get("/de/", query_string={"q": q})))}
        for q in ("Königliche", "Konigliche", "Koenigliche")
    ]
    assert found[0] and found[0] == found[1] == found[2]


def test_negation_words_are_searchable(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "nicht verhindern Tarnung"}))
    assert any("e32896edba36" in h.select_one("a")["href"] for h in results(page))
    page = soup(client.get("/en/", query_string={"q": "won't each"}))
    assert results(page)


def test_english_query_finds_english_stems(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "adventure countered"}))
    assert any("06cca03abd8d" in h.select_one("a")["href"] for h in results(page))


def test_no_results_empty_state(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "Drachenfeuerzauberkessel"}))
    assert page.select_one(".empty-state")
    assert text_of(page.select_one(".results-summary")).startswith("0 Treffer")


def test_relaxed_search_says_so(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "hexproof dragonfire"}))
    assert page.select_one(".notice[role=note]")
    assert results(page)


# What the note on a repair names (Repaired.details): the value left out and the values known.
NAMED = {
    "role kind:nonsense": [{"name": "kind", "value": "nonsense", "known": "ruling, rule, article, card, glossary"}],
    "colour:red": [{"name": "colour"}],
}


@pytest.mark.parametrize(
    ("query", "searched", "note"),
    [
        ('"legend rule', '"legend rule"', "quote"),
        ('"Wähle eins oder beide"', "Wähle eins oder beide", "phrase_words"),
        # (one word after a mark left open is the word: as a phrase it lost its translations)
        ('"legendenregel', "legendenregel", "quote_word"),
        ('role "', "role", "stray_quote"),
        ('ro"le', "role", "word_quote"),
        ("(role", "role", "paren_open"),
        ("role)", "role", "paren_close"),
        ("NOT", "not", "operator_words"),
        ("role -", "role", "minus"),
        ("role AND", "role", "operator"),
        ("OR role", "role", "operator"),
        ("role ()", "role", "empty_group"),
        ("ro* a*", "ro* a", "wildcard"),
        ("colour:red", "colour red", "field"),
        ("role kind:nonsense", "role", "filter_value"),
        ("role\x07", "role", "control"),
        ("role " + "x" * 10_000, "role", "too_long"),
        (
            '"' + " ".join(["ab"] * 99 + ["x" * (MAX_LENGTH - 298)]),
            " ".join(["ab"] * 99),
            "too_long",
        ),  # (MAX_LENGTH characters, closed one more: it was a 400; no text has it: its words)
    ],
)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_a_person_mistypes_is_repaired_and_searched(client, lang, query, searched, note) -> None:
    """A quotation mark left open, a stray parenthesis, an operator at the end: the page
    searches what was meant and says so, in the page's language."""
    response = client.get(f"/{lang}/", query_string={"q": query})
    assert response.status_code == 200
    page = soup(response)
    notice = page.select_one(".notice[role=note]")
    with client.application.test_request_context(f"/{lang}/"):
        client.application.preprocess_request()
        assert text_of(notice.select_one("li")) == repair_notes(note, NAMED.get(query, ()))[0]
    if searched != query:
        said = text_of(notice.select_one("p"))
        assert said.endswith(searched) and said != searched
    assert page.html["lang"] == lang and not page.select("[role=alert]")


def test_a_word_before_a_colon_that_is_no_filter_is_named(client) -> None:
    """A pasted question with „Turnier:“ in it had the note „Ein unbekannter Filter wurde als
    Wörter gesucht“, without saying which (a German judge's review)."""
    page = soup(client.get("/de/", query_string={"q": "Turnier: Trampelschaden und Todesberührung"}))
    note = text_of(page.select_one(".notice[role=note] li"))
    assert note.startswith("„Turnier:“ ist kein Filter und wurde als Wort gesucht.")


def test_a_query_cut_to_the_longest_searched_is_summarised_as_searched(client) -> None:
    """600 characters typed were repeated whole in the summary, a phone's screen of them; the
    note on the cut gives the query as searched."""
    typed = " ".join(["Rolle Zeitstempel Kreatur"] * 24)
    summary = text_of(soup(client.get("/de/", query_string={"q": typed})).select_one(".results-summary"))
    assert len(summary) < 140
    assert "„Rolle Zeitstempel Kreatur Rolle" in summary and typed not in summary


def test_a_long_question_within_the_longest_is_summarised_and_kept_whole_in_the_box(client) -> None:
    """A question of 453 characters (within the 500 a search may have) was repeated whole in the
    summary, the first result under a phone's screen (a browser review); the box holds it whole."""
    typed = " ".join(["Rolle Zeitstempel Kreatur"] * 17) + " was passiert"
    assert 400 < len(typed) <= MAX_LENGTH
    page = soup(client.get("/de/", query_string={"q": typed}))
    summary = text_of(page.select_one(".results-summary"))
    assert len(summary) < 140 and "„Rolle Zeitstempel Kreatur Rolle" in summary and typed not in summary
    assert page.select_one("input#q")["value"] == typed


def test_a_pasted_question_longer_than_a_search_is_cut_after_a_whole_word(client) -> None:
    """The search box let 300 characters through, so the browser cut a longer paste mid-word
    ("… Zeitst") and the page never said so; it lets twice that through, and the search cuts
    after the last whole word with a note."""
    typed = " ".join(["Rolle Zeitstempel Kreatur"] * 25)
    field = soup(client.get("/de/")).select_one("input#q")
    assert int(field["maxlength"]) >= len(typed) > MAX_LENGTH
    page = soup(client.get("/de/", query_string={"q": typed[: int(field["maxlength"])]}))
    searched = page.select_one("input#q")["value"]
    assert typed.startswith(searched) and searched.split()[-1] in {"Rolle", "Zeitstempel", "Kreatur"}
    assert str(MAX_LENGTH) in text_of(page.select_one(".notice[role=note] li"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_query_that_only_excludes_gets_a_message_and_400(client, lang) -> None:
    response = client.get(f"/{lang}/", query_string={"q": "-role"})
    assert response.status_code == 400
    alert = soup(response).select_one("[role=alert]")
    assert alert and len(text_of(alert)) > 20


@pytest.mark.parametrize(
    ("lang", "query", "said"),
    [
        ("en", "the", "very common words"),
        ("de", "der", "sehr häufige Wörter"),
        ("en", " ".join(["the"] * 41), "very common words"),
        ("de", " ".join(["wenn"] * 45), "sehr häufige Wörter"),
    ],
)
def test_a_query_of_only_very_common_words_is_told_why_it_finds_nothing(client, lang, query, said) -> None:
    """More of them than a query may have are cut as other words are (they had been left out
    first, and the empty query said "AND needs a search term on both sides", a 400)."""
    response = client.get(f"/{lang}/", query_string={"q": query})
    assert response.status_code == 200
    page = soup(response)
    assert said in text_of(page.select_one(".notice[role=note]")) and page.select_one(".empty-state")


@pytest.mark.parametrize("bad", ["x", "1.5", "²", "١", "-x", "--1", "1e30"])
def test_bad_page_numbers(client, bad) -> None:
    response = client.get("/en/", query_string={"q": "role", "page": bad})
    assert response.status_code == 400
    assert "page number" in text_of(soup(response).select_one("[role=alert]"))


@pytest.mark.parametrize("below", ["0", "-1", "-0042", "0" * 5000])
def test_a_page_number_below_one_leads_to_the_first_page(client, below) -> None:
    """As a page past the last leads to the last: "0" and "-1" mean the first page."""
    response = client.get("/de/", query_string={"q": "Rolle", "page": below})
    assert response.status_code == 302
    assert response.headers["Location"] == "/de/?q=Rolle&page=1"


def test_ruling_page_in_both_languages(client) -> None:
    english = soup(client.get(f"/en/rulings/{SHARED}"))
    german = soup(client.get(f"/de/rulings/{SHARED}"))
    assert text_of(english.select_one(".ruling-text")).startswith("A permanent can have multiple Roles")
    assert text_of(german.select_one(".ruling-text")).startswith("An einem Permanent können mehrere Rollen")
    assert german.select_one(".ruling-text")["lang"] == "de"
    assert english.select_one("time").get_text() == "September 1, 2023"
    assert german.select_one("time").get_text() == "1. September 2023"
    cards = [a.get_text() for a in german.select(".card-list a")]
    assert "Charmante Halunkin" in cards and len(cards) == 4
    other = english.select_one('main a[hreflang="de"]')
    assert other["href"] == f"/de/rulings/{SHARED}"
    source = text_of(english.select_one(".source"))
    assert source.startswith("Source: Wizards of the Coast, September 1, 2023") and "corpus/" not in source
    assert not german.select(".notice--untranslated")


@pytest.mark.parametrize(
    ("lang", "other", "text"),
    [
        ("de", "en", "Diese Regelauslegung auf Englisch lesen"),
        ("en", "de", "Read this ruling in German"),
    ],
)
def test_link_to_the_other_language_is_in_the_page_language(client, lang, other, text) -> None:
    """The link's words are in the page's language; only its target is in the other one, which
    hreflang says (a lang attribute would have screen readers read German words as English)."""
    page = soup(client.get(f"/{lang}/rulings/{SHARED}"))
    (link,) = [a for a in page.select("main a") if text_of(a) == text]
    assert link["hreflang"] == other
    assert link["href"] == f"/{other}/rulings/{SHARED}"
    assert [tag["lang"] for tag in [link, *link.parents] if tag.has_attr("lang")] == [lang]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_german_rulings_address_outlives_the_arrival_of_its_english_original(
    german_only_client, small_client, lang
) -> None:
    """Built without the English original, the German ruling has its own id; built with it, it
    is part of the English ruling, and its own id redirects there."""
    alone = german_only_client.get(f"/{lang}/rulings/{GERMAN_OWN_ID}")
    assert alone.status_code == 200
    assert text_of(soup(alone).select_one(".ruling-text")).startswith(GERMAN_START)
    moved = small_client.get(f"/{lang}/rulings/{GERMAN_OWN_ID}")
    assert moved.status_code == 301
    assert moved.headers["Location"] == f"/{lang}/rulings/{ENGLISH_ID}"
    merged = small_client.get(moved.headers["Location"])
    assert merged.status_code == 200
    sources = " ".join(text_of(source) for source in soup(merged).select(".source"))
    assert "German rulings" in sources and "corpus/" not in sources


def test_untranslated_ruling_is_shown_in_english_with_notice(client) -> None:
    page = soup(client.get(f"/de/rulings/{ENGLISH_ONLY}"))
    notice = page.select_one(".notice--untranslated")
    assert text_of(notice) == "Noch nicht übersetzt: wird auf Englisch angezeigt."
    assert page.select_one(".ruling-text")["lang"] == "en"


def test_an_english_rulings_citation_on_a_german_page_says_its_quote_is_english(client) -> None:
    """(The copied citation, pasted into a chat, carries no `lang` to tell it.)"""
    citation = soup(client.get(f"/de/rulings/{ENGLISH_ONLY}")).select_one(".citation")
    shown = " ".join(citation.select_one(".citation__text").get_text().split())
    assert shown.endswith("…“ (auf Englisch)") and citation.select_one(".citation__text span[lang=en]")
    assert citation.select_one("button.citation__copy")["data-copy"] == shown
    assert "Englisch" not in text_of(soup(client.get(f"/en/rulings/{ENGLISH_ONLY}")).select_one(".citation"))


@pytest.mark.parametrize(("lang", "term"), [("en", "Role"), ("de", "Rolle")])
def test_a_ruling_page_leads_by_its_terms_into_the_rules(client, lang, term) -> None:
    """A ruling that cites no rule number had no way into the rules: its glossary terms give
    their entries and the rules those cite."""
    section = soup(client.get(f"/{lang}/rulings/350312f046ed")).select_one("section[aria-labelledby=glossary-title]")
    [item] = [li for li in section.select("li") if text_of(li.a) == term]
    assert item.a["href"] == f"/{lang}/glossary/{lang}-{term.lower()}"
    assert [a["href"] for a in item.select(".term-list__rules a")][:1] == [f"/{lang}/rules/303.7"]


@pytest.mark.parametrize(
    ("ruling", "listed", "not_listed"),
    [
        ("33d0aa1635f7", {"Unentschieden": ["/de/rules/104.4"]}, "Ziehen"),  # "the game is a draw"
        ("1226cc4a2d52", {"Instabilität": ["/de/rules/702.26"]}, "Phase"),  # "creatures that phase in"
        # (a range the definition cites is the rule it is part of, not its two ends: "111.10j–r")
        ("350312f046ed", {"Rolle": ["/de/rules/303.7", "/de/rules/111.10"]}, None),
    ],
)
def test_a_rulings_terms_are_those_of_the_sense_it_uses(client, ruling, listed, not_listed) -> None:
    """The German glossary has two entries for "draw" and for "phase"; a ruling on a drawn game
    had listed „Ziehen“, one on phasing a turn's „Phase“ (a reviewer's findings)."""
    section = soup(client.get(f"/de/rulings/{ruling}")).select_one("section[aria-labelledby=glossary-title]")
    terms = {text_of(li.a): [a["href"] for a in li.select(".term-list__rules a")] for li in section.select("li")}
    assert {term: terms.get(term) for term in listed} == listed and not_listed not in terms


@pytest.mark.parametrize(
    ("ruling", "named"),
    [
        ("ae530c52732f", "Command"),
        ("8b8128771abf", "Search"),
        ("f8e5c785b337", "Search"),  # its card's front face, Search for Azcanta
        ("f76716567277", "Storm"),  # "(such as Lightning Storm)"
        ("838b6be6c59a", "Pay"),  # "(because of Pay No Heed, for example)"
        ("f30be1c45dd7", "Prowess"),  # "non-creatures like Prowess of the Fair"
    ],
)
def test_a_card_name_in_a_ruling_mentions_no_term(client, ruling, named) -> None:
    """Command Tower's ruling had listed the glossary entry "Command", Search the City's "Search",
    a ruling giving Lightning Storm as an example "Storm"."""
    section = soup(client.get(f"/en/rulings/{ruling}")).select_one("section[aria-labelledby=glossary-title]")
    assert section and named not in [text_of(li.a) for li in section.select("li")]


def test_a_card_name_the_rules_use_as_a_term_mentions_it(client) -> None:
    """ "Two-Headed Giant" is a card and the rules' variant: a ruling on the variant lists it."""
    section = soup(client.get("/en/rulings/e59824987fd4")).select_one("section[aria-labelledby=glossary-title]")
    assert "Two-Headed Giant Variant" in [text_of(li.a) for li in section.select("li")]


def test_a_card_that_draws_lists_drawing_a_card_not_a_drawn_game(client) -> None:
    """ "Draw" is both; the German glossary has an entry for each („Ziehen“, „Unentschieden“)."""
    section = soup(client.get("/de/cards/charming-scoundrel")).select_one("section[aria-labelledby=glossary-title]")
    terms = {text_of(li.a): [a["href"] for a in li.select(".term-list__rules a")] for li in section.select("li")}
    assert terms["Ziehen"] == ["/de/rules/121"] and "Unentschieden" not in terms


def test_card_page_names_and_rulings(client) -> None:
    page = soup(client.get("/de/cards/charming-scoundrel"))
    assert text_of(page.h1) == "Charmante Halunkin"
    names = text_of(page.select_one(".names"))
    for name in ("Charming Scoundrel", "Charmante Halunkin", "Charmanter Schurke"):
        assert name in names
    rulings = page.select(".ruling-list__item")
    assert len(rulings) == 8
    assert all(r.select_one(".ruling-text")["lang"] == "de" for r in rulings)
    werefox = soup(client.get("/de/cards/ferocious-werefox"))
    items = werefox.select(".ruling-list__item")
    untranslated = [r for r in items if r.select_one(".badge--language")]
    assert len(items) == 20 and len(untranslated) == 12
    assert all(r.select_one(".ruling-text")["lang"] == "en" for r in untranslated)
    assert all(text_of(r.select_one(".badge--language")) == "auf Englisch" for r in untranslated)


def test_a_card_page_counts_its_untranslated_rulings_once(client) -> None:
    """One summary line above the rulings, not a banner on each one."""
    werefox = soup(client.get("/de/cards/ferocious-werefox"))
    notices = werefox.select(".notice--untranslated")
    assert [text_of(n) for n in notices] == ["12 von 20 Regelauslegungen nur auf Englisch"]
    charming = soup(client.get("/de/cards/charming-scoundrel"))
    assert not charming.select(".notice--untranslated") and not charming.select(".badge--language")
    # (the noun agrees with the total: „1 von 1 Regelauslegungen“; a review)
    akroma = soup(client.get("/de/cards/akroma-angel-of-wrath")).select(".notice--untranslated")
    assert [text_of(n) for n in akroma] == ["1 von 1 Regelauslegung nur auf Englisch"]


def test_article_page_sections_bullets_and_refs(client) -> None:
    page = soup(client.get("/en/articles/role"))
    assert text_of(page.h1) == "Role"
    headings = [text_of(h) for h in page.select(".article__section h2")]
    assert headings == ["How it works", "Rules notes", "Rule references"]
    assert len(page.select(".article__section ul li")) == 3 + 5 + 9
    links = [a.get_text() for a in page.select(".rule-refs a")]
    assert "303.7a" in links and "704.5z" in links
    german = soup(client.get("/de/articles/role"))
    assert text_of(german.select_one(".notice--untranslated")).startswith("Noch nicht übersetzt")


@pytest.mark.parametrize("url", ["/en/rulings/000000000000", "/de/cards/no-such-card", "/de/articles/nope"])
def test_unknown_ids_are_404_pages(client, url) -> None:
    response = client.get(url)
    assert response.status_code == 404
    page = soup(response)
    assert page.html["lang"] == url[1:3]


@pytest.mark.parametrize(
    ("lang", "query", "target"),
    [
        ("en", "704.5y", "/en/rules/704.5y"),
        ("en", "303.7a", "/en/rules/303.7a"),
        ("de", "704.5y.", "/de/rules/704.5y"),
        ("en", "rule 704.5y", "/en/rules/704.5y"),
        ("de", "Regel 704.5y", "/de/rules/704.5y"),
        ("de", "Abschnitt 7", "/de/rules/7"),
        ("de", "CR 704.5y", "/de/rules/704.5y"),
        ("en", "CR704.5y", "/en/rules/704.5y"),
        ("de", "704,5a", "/de/rules/704.5a"),
        ("de", "704.5 a", "/de/rules/704.5a"),
        ("de", "704.5j)", "/de/rules/704.5j"),
        ("de", "704.5y\u200b", "/de/rules/704.5y"),
        ("de", "\uff17\uff10\uff14.\uff15\uff59", "/de/rules/704.5y"),  # (full-width, a robustness review)
    ],
)
def test_a_rule_number_query_goes_to_the_rule(client, lang, query, target) -> None:
    response = client.get(f"/{lang}/", query_string={"q": query})
    assert response.status_code == 302
    assert response.headers["Location"] == target


@pytest.mark.parametrize(
    ("query", "target"),
    [
        ("111.10j–r", "/de/rules/111.10#rule-111.10j"),
        ("Regeln 601.2a-d", "/de/rules/601.2#rule-601.2a"),
        ("119.7–8", "/de/rules/119#rule-119.7"),
    ],
)
def test_a_range_of_rules_opens_their_rule_at_the_first(client, query, target) -> None:
    """The rules cite ranges ("111.10j–r"): searched, one found only the glossary entry that
    has those characters (a reader's review)."""
    response = client.get("/de/", query_string={"q": query})
    assert response.status_code == 302 and response.headers["Location"] == target


@pytest.mark.parametrize(
    "path",
    [
        "/de/rules/704.5y%E2%80%8B",
        "/de/rules/%EF%BB%BF704.5y",
        "/de/rules/704.5%C2%ADy",
        "/de/rules/%EF%BC%97%EF%BC%90%EF%BC%94.%EF%BC%95%EF%BD%99",  # (full-width: 404 before)
        "/de/rules/704.5y%00",  # (a NUL: „Es gibt keine Regel 704.5y“)
    ],
)
def test_a_rule_address_with_an_invisible_character_is_the_rule(client, path) -> None:
    """A zero-width space pasted from a chat after the number had answered 404 „Es gibt keine
    Regel 704.5y“ (a reader's review)."""
    response = client.get(path)
    assert response.status_code == 301 and response.headers["Location"] == "/de/rules/704.5y"


@pytest.mark.parametrize(
    ("lang", "query", "said"),
    [
        ("de", "999.9z", "Das Regelwerk, das diese Seite zeigt, hat keine Regel 999.9z."),
        ("en", "Regel 999.9z", "The Comprehensive Rules this site serves have no rule 999.9z."),
    ],
)
def test_a_rule_number_no_rule_has_is_said_with_the_nearest_rules(client, lang, query, said) -> None:
    """ "999.9z" in the search box said only that nothing was found; the address of the rule
    says there is no such rule and links the nearest ones: the search says so too."""
    response = client.get(f"/{lang}/", query_string={"q": query})
    assert response.status_code == 200
    notice = soup(response).select_one(".notice[role=note]")
    assert text_of(notice).startswith(said)
    assert [link["href"] for link in notice.select("a")][-1] == f"/{lang}/rules/905"


@pytest.mark.parametrize(
    ("lang", "query", "said", "nearest"),
    [
        ("en", "704.5zz", "The Comprehensive Rules this site serves have no rule 704.5zz.", "/en/rules/704.5z"),
        ("de", "9999.9z", "Das Regelwerk, das diese Seite zeigt, hat keine Regel 9999.9z.", None),
    ],
)
def test_a_number_shaped_as_no_rule_can_be_is_said_to_be_none(client, lang, query, said, nearest) -> None:
    """ "704.5zz" (two letters) and "9999.9z" (four digits) are no rule's shape: the page said
    "Nothing found. Try … a rule number such as 704.5y", to a reader who had typed one."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    notice = page.select_one(".notice[role=note]")
    assert text_of(notice).startswith(said)
    assert [link["href"] for link in notice.select("a")][-1:] == ([nearest] if nearest else [])
    assert "704.5y" not in text_of(page.select_one(".empty-state"))


@pytest.mark.parametrize("query", ["704.5zz", "7", "Rolle 704.5y"])
def test_other_queries_with_numbers_are_searched(client, query) -> None:
    response = client.get("/en/", query_string={"q": query})
    assert response.status_code == 200
    assert soup(response).select_one(".results-summary")


def test_rule_hits_are_titled_rule_or_section(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "Zusätzliche Regeln"}))
    titles = [text_of(a) for a in page.select(".result--rule .result__title a")]
    assert "Abschnitt 7 · Zusätzliche Regeln" in titles  # (a section, named by its own heading)


def test_card_filter_finds_that_cards_rulings(client) -> None:
    page = soup(client.get("/en/", query_string={"q": 'card:"Charmante Halunkin" timestamp'}))
    links = [h.select_one(".result__title a")["href"] for h in results(page)]
    assert links
    for link in links:
        ruling = client.get("/api" + link.removeprefix("/en")).get_json()
        assert "charming-scoundrel" in [card["id"] for card in ruling["cards"]]
    none = soup(client.get("/en/", query_string={"q": "card:Nonexistentcardname role"}))
    assert not results(none)


def test_a_ruling_found_by_a_card_filter_is_titled_by_that_card(client) -> None:
    """The rulings Charming Scoundrel shares with three other cards were all "Wilde Werfüchsin
    // Wachablöse und 3 weitere Karten": the card filtered for was named nowhere."""
    page = soup(client.get("/de/", query_string={"q": 'karte:"Charmante Halunkin"'}))
    titles = [text_of(h.select_one(".result__title a")) for h in results(page)]
    assert len(titles) > 3
    assert all(title == "Charmante Halunkin" for title in titles)


@pytest.mark.parametrize(
    ("lang", "query", "said"),
    [
        ("de", "regel:999.9", "Das Regelwerk hat keine Regel 999.9"),
        ("en", "trample rule:702.99z", "The Comprehensive Rules have no rule 702.99z"),
    ],
)
def test_a_rule_filter_no_rule_has_says_so(client, lang, query, said) -> None:
    """It had found nothing, and said nothing of why (the card filter did)."""
    response = client.get(f"/{lang}/", query_string={"q": query})
    page = soup(response)
    assert response.status_code == 200 and not results(page)
    assert any(text_of(note).startswith(said) for note in page.select(".notice"))
    api = client.get("/api/search", query_string={"q": query, "lang": lang}).get_json()
    assert api["unknown_rules"] == [query.split(":")[1]]


def test_a_rule_filter_that_finds_something_is_no_unknown_rule(client) -> None:
    cited = client.get("/api/search", query_string={"q": "rule:704.5y", "lang": "en"}).get_json()
    assert cited["total"] and cited["unknown_rules"] == []


@pytest.mark.parametrize(
    "name", ["Charmanter Schurke", "Charmante Halunkin", "Charming Scoundrel", "charmante halunkin"]
)
def test_every_name_of_a_card_finds_it_first(client, name) -> None:
    hits = results(soup(client.get("/de/", query_string={"q": name})))
    assert hits[0].select_one(".result__title a")["href"] == "/de/cards/charming-scoundrel"


def test_a_german_ruling_says_it_is_a_translation(client) -> None:
    """Gatherer's rulings are English: a German ruling text is a translation (a German judge read
    „Tarnung“ for shroud in one and took it for official), as the German rules say of
    themselves. Not where the page shows the English text."""
    notice = "Wizards of the Coast veröffentlicht Regelauslegungen nur auf Englisch"
    for ruling in (SHARED, PARTIAL):
        page = soup(client.get(f"/de/rulings/{ruling}"))
        assert text_of(page.select_one(".ruling .notice--translation")).startswith(notice)
    assert not soup(client.get(f"/de/rulings/{ENGLISH_ONLY}")).select(".ruling .notice--translation")
    assert not soup(client.get(f"/en/rulings/{SHARED}")).select(".ruling .notice--translation")


@pytest.mark.parametrize("query", ["1/1", "+1/+1 counter", "Cursed 1/1"])
def test_words_of_several_tokens_are_searched(client, query) -> None:
    response = client.get("/en/", query_string={"q": query})
    assert response.status_code == 200
    assert results(soup(response))


PARTIAL = "af7530f8be2b"  # the seed's German text keeps "(perhaps due to an effect such as that of Doubling Season)"


def test_a_partial_german_text_is_marked_where_it_is_english(client) -> None:
    page = soup(client.get(f"/de/rulings/{PARTIAL}"))
    assert (
        text_of(page.select_one(".notice--partial"))
        == "Teilweise übersetzt: Die Stellen, die noch auf Englisch sind, sind markiert."
    )
    (english,) = page.select(".ruling-text .foreign")
    assert (english["lang"], text_of(english)) == ("en", "perhaps due to an effect such as that of Doubling Season")
    assert not soup(client.get(f"/de/rulings/{SHARED}")).select(".notice--partial, .foreign")
    assert not soup(client.get(f"/en/rulings/{PARTIAL}")).select(".notice--partial, .foreign")


@pytest.mark.parametrize(
    ("lang", "ruling", "status"),
    [
        ("en", PARTIAL, "German text partial: English left in it"),
        ("de", PARTIAL, "Deutscher Text unvollständig: noch mit englischen Stellen"),
        ("de", SHARED, "Deutscher Text vollständig"),
        ("en", ENGLISH_ONLY, "No German text yet"),
        ("de", ENGLISH_ONLY, "Noch kein deutscher Text"),
    ],
)
def test_ruling_pages_say_how_far_the_german_text_goes(client, lang, ruling, status) -> None:
    (shown,) = soup(client.get(f"/{lang}/rulings/{ruling}")).select("section:has(#sources-title) .translation-status")
    assert text_of(shown) == status
    assert shown.find_next_sibling("a")["href"] == f"/{lang}/coverage"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_ruling_without_german_says_so_once(client, lang) -> None:
    """The status ("Noch kein deutscher Text") was followed by „In dieser Sprache gibt es noch
    keinen Text.“"""
    section = soup(client.get(f"/{lang}/rulings/{ENGLISH_ONLY}")).select_one("section:has(#sources-title)")
    german = section.find("h3", string={"en": "German", "de": "Deutsch"}[lang])
    said = [text_of(p) for p in german.find_next_siblings("p")]
    assert said and not set(said) & {"No text in this language yet.", "In dieser Sprache gibt es noch keinen Text."}


def test_one_translation_serves_every_card_of_the_ruling(client) -> None:
    """Cut In has no German ruling list; it shares the English rulings Charming Scoundrel's
    German list translates."""
    items = soup(client.get("/de/cards/cut-in")).select(".ruling-list__item")
    german = [text_of(i.select_one(".ruling-text")) for i in items if i.select_one(".ruling-text")["lang"] == "de"]
    assert len(german) == 8
    assert any(t.startswith("An einem Permanent können mehrere Rollen angelegt sein") for t in german)
    statuses = [i.select_one(".translation-status")["class"][1] for i in items]
    assert statuses.count("translation-status--complete") == 6 and statuses.count("translation-status--partial") == 2
    assert statuses.count("translation-status--missing") == 1


def test_search_results_mark_partial_german_texts(client) -> None:
    hits = results(soup(client.get("/de/", query_string={"q": "Doubling Season"})))
    partial = [h for h in hits if h.select_one(f'a[href="/de/rulings/{PARTIAL}"]')]
    assert (
        text_of(partial[0].select_one(".result__meta .translation-status"))
        == "Deutscher Text unvollständig: noch mit englischen Stellen"
    )
    assert all(not h.select_one(".translation-status--complete") for h in hits)


def test_did_you_mean_links_the_corrected_query(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "Königlche Rolle"}))
    link = page.select_one(".suggestion a")
    assert link.get_text() == "Königliche Rolle"
    followed = soup(client.get(link["href"]))
    assert followed.select_one(".suggestion") is None
    assert "Königliche Rolle" in text_of(followed.select_one(".results-summary"))


def test_a_misspelled_card_name_leads_to_the_card_without_javascript(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "Charming Scoundrell"}))
    assert results(page)[0].select_one("a")["href"] == "/en/cards/charming-scoundrel"
    names = page.select(".name-suggestions a")
    assert [(a.get_text(), a["href"], a["lang"]) for a in names][:1] == [
        ("Charming Scoundrel", "/en/cards/charming-scoundrel", "en")
    ]


def test_names_and_terms_beside_the_results(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "Wachablose"}))
    names = [a.get_text() for a in page.select(".name-suggestions a")]
    assert names[0] == "Wachablöse"
    assert soup(client.get("/de/", query_string={"q": "kind:rule Rolle"})).select_one(".name-suggestions") is None


def test_facets_link_to_the_query_with_the_filter_and_show_counts(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "timestamp"}))
    facets = page.select_one("aside.facets")
    assert facets["aria-labelledby"] == "facets-title"
    kinds = {a.contents[0].strip(): a for a in facets.select('ul[aria-labelledby="facet-kind"] a')}
    rules = kinds["Rules"]
    count = int(rules.select_one(".facets__count").get_text())
    assert parse_qs(urlsplit(rules["href"]).query) == {"q": ["timestamp kind:rule"]}
    filtered = soup(client.get(rules["href"]))
    assert f"{count} results" in text_of(filtered.select_one(".results-summary"))
    assert results(filtered) and all("result--rule" in li["class"] for li in results(filtered))
    active = filtered.select_one(".facets__active")
    assert active["href"] == "/en/?q=timestamp" and "kind:rule" in text_of(active)
    current = filtered.select_one(".facets__value--active")
    assert current["href"] == "/en/?q=timestamp"


@pytest.mark.parametrize(("lang", "heading"), [("en", "With text in"), ("de", "Sprache des Textes")])
def test_the_language_filter_says_it_counts_texts_in_each_language(client, lang, heading) -> None:
    """Every rule has its English text: "Language: English 51, German 7" read as 51 results in
    English where the German rules were shown in German."""
    page = soup(client.get(f"/{lang}/", query_string={"q": "timestamp"}))
    assert text_of(page.select_one("#facet-lang")) == heading


@pytest.mark.parametrize(
    ("lang", "query", "said"),
    [
        (
            "de",
            "Trampelschaden art:regelauslegung sprache:deutsch",
            "Mit den Filtern „art:regelauslegung“, „sprache:deutsch“ wurde nichts gefunden.",
        ),
        ("en", "trample kind:ruling lang:de", "Nothing found with the filters “kind:ruling”, “lang:de”."),
    ],
)
def test_a_filtered_search_that_finds_nothing_says_what_each_filter_left_out(client, lang, query, said) -> None:
    """Few rulings have German text: the page had said nothing but 0 results. Each link is the
    search without one filter, with what it finds; the counts are those of that search."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    empty = page.select_one(".empty-state")
    assert text_of(empty.find("p")) == said
    links = empty.select(".empty-state__unfiltered a")
    assert len(links) == 2
    for link in links:
        number = text_of(link).rsplit(": ", 1)[1].split()[0]  # as the page writes it ("1.234")
        without = soup(client.get(link["href"]))
        assert text_of(without.select_one(".results-summary")).startswith(f"{number} ")


def test_a_search_whose_words_find_nothing_with_filters_gets_the_plain_message(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "zzzqqq kind:ruling"}))
    assert not page.select(".empty-state__unfiltered")
    assert text_of(page.select_one(".empty-state p")).startswith("Nothing found. Try fewer or other words")


def test_the_search_form_links_the_help_page(client) -> None:
    page = soup(client.get("/de/"))
    assert page.select_one("form.search-form a.search-form__help")["href"] == "/de/help"
    form = page.select_one("form.search-form")
    assert form["data-autocomplete"] == "/api/autocomplete?lang=de"
    assert "{n}" in form["data-count-other"] and "Vorschläge" in form["data-count-other"]


def test_titles_in_another_language_are_marked_in_the_results(client) -> None:
    """An English glossary entry without a German one among German results is data in English,
    marked so; German titles and the interface's rule labels are not; an entry with a German
    counterpart is that one, once. (The filters keep each set of results on one page,
    whatever their order.)"""
    page = soup(client.get("/de/", query_string={"q": "Battlefield rule:403"}))
    links = {a["href"]: a for a in page.select(".result__title a")}
    assert "/de/glossary/en-battlefield" not in links
    assert links["/de/rules/403"].select_one("[lang]") is None
    assert links["/de/glossary/de-im-spiel"].select_one("[lang]") is None
    page = soup(client.get("/de/", query_string={"q": "Emperor Variant kind:glossary"}))
    links = {a["href"]: a for a in page.select(".result__title a")}
    assert links["/de/glossary/en-emperor-variant"].select_one("span[lang=en]").get_text() == "Emperor Variant"
    # The German glossary's cross-reference "Battlefield &rarr; Im Spiel" names an English term:
    # a page marked so, not a result beside the entry it leads to.
    page = soup(client.get("/de/", query_string={"q": '"Battlefield" kind:glossary lang:de'}))
    links = [a["href"] for a in page.select(".result__title a")]
    assert links[0] == "/de/glossary/de-im-spiel" and "/de/glossary/de-battlefield" not in links
    assert soup(client.get("/de/glossary/de-battlefield")).select_one("h1 [lang]")["lang"] == "en"
    assert soup(client.get("/de/glossary/de-flugfaehigkeit")).select_one("h1 [lang]")["lang"] == "de"
    article = soup(client.get("/de/?q=Rolle+kind:article")).select_one(".result__title a[href='/de/articles/role']")
    assert article.select_one("span[lang=en]").get_text() == "Role"


def test_source_titles_carry_their_documents_language(client) -> None:
    """The English seed is named by its publisher and date; the other documents by their
    titles, each marked with its language (WOE cards: English; the German seed: German)."""
    page = soup(client.get("/de/rulings/350312f046ed"))
    assert text_of(page.select(".source")[0].a) == "Wizards of the Coast, 1. September 2023"
    assert [c["lang"] for c in page.select(".source cite")] == ["en", "de"]
    assert [c["lang"] for c in soup(client.get("/en/rulings/350312f046ed")).select(".source cite")] == ["en", "de"]


def test_the_name_note_on_a_card_page_is_in_the_page_language(client) -> None:
    """Only the German name itself is marked German; the note beside it is interface text."""
    page = soup(client.get("/en/cards/charming-scoundrel"))
    note = page.select_one(".name-note")
    assert all(parent.get("lang") in (None, "en") for parent in note.parents if parent.name != "[document]")
    assert (
        note.select_one("span[lang=de]").get_text()
        == "Deutsche Regelauslegungen zu „Charmante Halunkin“ vom 1. September 2023"
    )


@pytest.mark.parametrize(
    ("lang", "start"),
    [("de", "An einem Permanent können mehrere Rollen"), ("en", "A permanent can have multiple Roles")],
)
def test_a_ruling_page_title_begins_with_the_rulings_words(client, lang, start) -> None:
    title = text_of(soup(client.get(f"/{lang}/rulings/{SHARED}")).title)
    assert title.startswith(start)


def test_an_untranslated_ruling_page_title_begins_with_its_words_saying_their_language(client) -> None:
    """The German title had only the card: "Regelauslegung zu Quecksilberspringbrunnen"."""
    words = text_of(soup(client.get(f"/en/rulings/{ENGLISH_ONLY}")).title).partition(" · ")[0]
    title = text_of(soup(client.get(f"/de/rulings/{ENGLISH_ONLY}")).title)
    assert len(words) > 20 and title.startswith(f"{words} (auf Englisch) · Regelauslegung zu ")


def test_nothing_found_spans_the_page_with_ways_on(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "Drachenfeuerzauberkessel"}))
    assert "search-layout--single" in page.select_one(".search-layout")["class"] and not page.select(".facets")
    links = {a["href"] for a in page.select(".empty-state a")}
    assert {"/de/help", "/de/rules/"} <= links
    assert not page.select(".notice[role=note]"), "nothing was relaxed"


def test_nothing_found_shows_the_results_of_the_suggested_spelling(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "adventrue"}))
    said = page.select_one(".suggestion")
    assert "Nothing was found for “adventrue”" in text_of(said) and text_of(said.select_one("a")) == "adventure"
    assert results(page)
    api = client.get("/api/search", query_string={"q": "adventrue"}).get_json()
    assert api["instead"] == "adventure" and api["total"] > 0 and api["query"] == "adventrue"


def test_an_articles_structure_is_named_in_the_page_language(client) -> None:
    """The Role article is English; its category, level and standard headings are interface
    words ("Keywords · intermediate", "Rules notes"), named in German on the German page."""
    page = soup(client.get("/de/articles/role"))
    assert text_of(page.select_one(".kicker")) == "Artikel Schlüsselwörter · Fortgeschrittene"
    headings = [(h.get("lang"), text_of(h)) for h in page.select(".article__section h2")]
    assert ("de", "So funktioniert es") in headings and ("de", "Regelhinweise") in headings
    english = soup(client.get("/en/articles/role"))
    assert text_of(english.select_one(".kicker")) == "Article Keywords · intermediate"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Ferocious Werefox // Guard Change ruling, September 1, 2023: “If a permanent has more than one Role "
            "attached to it controlled by …”",
        ),
        (
            "de",
            "Regelauslegung zu „Wilde Werfüchsin // Wachablöse“ vom 1. September 2023: „Wenn an einem Permanent "
            "mehr als eine Rolle angelegt ist, die vom …“",
        ),
    ],
)
def test_a_ruling_page_gives_its_citation(client, lang, expected) -> None:
    """With its first words: the rulings of one card and date had the same citation."""
    citation = soup(client.get(f"/{lang}/rulings/350312f046ed")).select_one(".citation")
    assert text_of(citation.select_one(".citation__text")) == expected
    assert citation.select_one("button.citation__copy")["data-copy"] == expected
    other = soup(client.get(f"/{lang}/rulings/ea57492ee9ad")).select_one(".citation__text")
    assert text_of(other) != expected


@pytest.mark.parametrize(
    ("path", "noted"),
    [
        ("/de/cards/shivan-dragon", "weder Manakosten noch Stärke und Widerstandskraft"),
        ("/en/cards/tarmogoyf", "no mana cost or power/toughness"),
        ("/en/cards/sol-ring", "no mana cost for this card"),
        ("/de/cards/sol-ring", "keine Manakosten"),
        # (a card the rulings name and no card data has: its page had said only the cost lacked)
        ("/de/cards/accessories-to-murder", "weder Typzeile noch Text"),
        ("/en/cards/accessories-to-murder", "no type line and no text"),
        ("/de/cards/charming-scoundrel", None),
        ("/en/cards/forest", None),
    ],
)
def test_a_card_page_says_when_the_data_has_no_mana_cost(client, path, noted) -> None:
    """Shivan Dragon's page showed its type line and nothing of cost or power/toughness, without
    a word why: the German card data the corpus imports has neither. A land has no mana cost;
    an artifact has no power/toughness to lack (Sol Ring's note had said it lacked them)."""
    note = soup(client.get(path)).select_one(".card-header .card-header__missing")
    assert bool(note) == bool(noted)
    if noted:
        assert noted in text_of(note)
        assert note.select_one("a")["href"].endswith("/sources/")


@pytest.mark.parametrize(
    ("lang", "headings", "note"),
    [
        ("de", ["Gedruckt auf Deutsch", "Englischer Oracle-Text"], "maßgeblich ist der englische Oracle-Text"),
        ("en", ["English Oracle text", "Printed in German"], "the English Oracle text is the card's reference wording"),
    ],
)
def test_a_card_page_says_which_text_is_printed_and_which_is_the_oracle_text(client, lang, headings, note) -> None:
    """Lightning Bolt's German text is an old printing's („einer Kreatur oder einem Spieler“),
    its English the Oracle text ("any target"): the English had been labelled "printed" too,
    and nothing said why the two differ (a new reader's review)."""
    page = soup(client.get(f"/{lang}/cards/lightning-bolt"))
    assert [text_of(h) for h in page.select(".card-text__language")] == headings
    assert note in text_of(page.select_one(".card-text__note"))


def test_a_card_page_warns_of_an_old_printed_wording_before_the_texts(client) -> None:
    """The note that the German printing's wording may be old came after both texts: on a phone
    a judge read „einer Kreatur oder einem Spieler“ and not the note (a judge's review)."""
    section = soup(client.get("/de/cards/lightning-bolt")).select_one("section[aria-labelledby=text-title]")
    order = [tag for tag in section.find_all(True) if {"card-text__note", "card-text"} & set(tag.get("class", []))]
    assert [tag["class"][0] for tag in order][:2] == ["card-text__note", "card-text"]


def test_a_card_page_has_a_header_with_both_names_and_the_mana_cost_as_symbols(client) -> None:
    page = soup(client.get("/de/cards/charming-scoundrel"))
    header = page.select_one(".card-header")
    cost = header.select_one(".card-header__cost .mana-cost")
    assert cost["role"] == "img" and cost["aria-label"] == "Manakosten: 1, rot"
    assert [(s.get_text(), s["class"]) for s in cost.select(".mana")] == [
        ("1", ["mana", "mana--generic"]),
        ("R", ["mana", "mana--r"]),
    ]
    assert "{" not in text_of(header.h1)
    other = header.select_one(".card-header__other span")
    assert (other["lang"], text_of(other)) == ("en", "Charming Scoundrel")


def test_a_card_page_prints_both_texts_side_by_side_type_line_apart(client) -> None:
    page = soup(client.get("/de/cards/charming-scoundrel"))
    columns = page.select("#text-title ~ .beside > .card-text")
    assert [c["lang"] for c in columns] == ["de", "en"]
    german, english = columns
    assert text_of(german.select_one(".card-face__type")) == "Kreatur — Mensch, Räuber"
    assert text_of(english.select_one(".card-face__type")) == "Creature — Human Rogue"
    lines = [text_of(p) for p in german.select(".card-face__line")]
    assert lines[0] == "Eile" and len(lines) == 5 and not any("Kreatur — Mensch" in line for line in lines)


def test_symbols_in_a_card_text_are_drawn_and_named() -> None:
    from webapp import create_app
    from webapp.mana import with_symbols

    with create_app({"TESTING": True}).test_request_context("/en/"):
        drawn = html_soup(str(with_symbols("{T}: Add {G}. <b>")))
    assert [s["title"] for s in drawn.select(".mana")] == ["tap", "green"]
    assert "<b>" in drawn.get_text() and not drawn.select("b")


@pytest.mark.parametrize("order", [("en", "de", "en"), ("de", "en", "de")])
def test_drawn_symbols_are_named_in_each_pages_language_whichever_came_first(order) -> None:
    """A run of symbols is drawn once per locale and kept: each language names it its own way."""
    from flask_babel import force_locale

    from webapp import create_app
    from webapp.mana import symbols_in_html

    app = create_app({"TESTING": True})
    for lang in order:
        with app.test_request_context(f"/{lang}/"), force_locale(lang):
            drawn = html_soup(str(symbols_in_html(Markup("<mark>Pay</mark> {T}{G}"))))
        assert [s["title"] for s in drawn.select(".mana")] == {"en": ["tap", "green"], "de": ["Tappen", "grün"]}[lang]
        assert drawn.select("mark")


def test_a_symbol_shows_the_letters_of_its_texts_language_and_the_pages_name(client) -> None:
    """Bloom Tender's English ruling "At most, it will produce {W}{U}{B}{R}{G}" had read „W B S R G“
    on the German site, German letters in an English sentence, where "B" is black (a German
    player's review); the German card texts keep „S“ for black, as the German rules write it."""
    page = soup(client.get("/de/rulings/0ca7fb782f40"))
    english = page.select_one(".ruling-text [lang=en] .mana-symbols") or page.select_one("[lang=en] .mana-symbols")
    assert [(s.get_text(), s["title"]) for s in english.select(".mana")] == [
        ("W", "weiß"),
        ("U", "blau"),
        ("B", "schwarz"),
        ("R", "rot"),
        ("G", "grün"),
    ]
    card = soup(client.get("/de/cards/attrition"))
    german = card.select_one(".card-text[lang=de] .card-face__line .mana--b")
    assert (german.get_text(), german["title"]) == ("S", "schwarz")
    # (the code beside it, which a copy takes, as the German rules write it: "{B}" had been copied)
    assert german.find_next_sibling(class_="visually-hidden").get_text() == "{s}"
    assert english.select_one(".mana--b").find_next_sibling(class_="visually-hidden").get_text() == "{B}"
    # (named in German inside English: a screen reader had read "rot" with an English voice)
    assert english["lang"] == "de" and german.find_parent(class_="mana-symbols").get("lang") is None


@pytest.mark.parametrize("code", ["tap", "2", "T"])
def test_a_symbol_whose_code_the_query_marked_is_drawn_marked_whole(code) -> None:
    """„tap fähigkeiten“ marked the code of the German rules' „{tap}“, and the snippet showed
    "{tap}" in braces, not the symbol."""
    from webapp import create_app
    from webapp.mana import symbols_in_html

    with create_app({"TESTING": True}).test_request_context("/en/"):
        drawn = html_soup(str(symbols_in_html(Markup(f"Pay {{<mark>{code}</mark>}}: draw"))))
    assert [mark.select_one(".mana") is not None for mark in drawn.select("mark")] == [True]


def test_a_phyrexian_mana_symbol_is_named_as_mana_not_as_the_creature_type() -> None:
    """ "Phyrexian" names a mana symbol („phyrexianisch“) and a creature type („Phyrexianer“):
    one message gave both the same German word."""
    from flask_babel import force_locale

    from webapp import create_app
    from webapp.mana import with_symbols

    with create_app({"TESTING": True}).test_request_context("/de/"), force_locale("de"):
        drawn = html_soup(str(with_symbols("{G/P}")))
    assert [s["title"] for s in drawn.select(".mana")] == ["grün phyrexianisch"]


def test_the_home_page_shows_what_the_site_holds(client) -> None:
    page = soup(client.get("/de/"))
    figures = {text_of(div.dt): int(text_of(div.dd).replace(".", "")) for div in page.select(".stats__list div")}
    assert figures["Regelauslegungen"] > 18_000 and figures["Karten"] > 18_000 and figures["Regeln"] > 3_000
    languages = text_of(page.select_one(".stats__languages"))
    assert languages.startswith("Texte auf Deutsch: ") and "auf Englisch: " in languages


@pytest.mark.parametrize(("lang", "badge"), [("de", ["auf Englisch"]), ("en", [])])
def test_the_home_page_says_its_article_is_in_english(client, lang, badge) -> None:
    """The keyword article on Roles is in English only: the German start page's link to it did
    not say so."""
    link = soup(client.get(f"/{lang}/")).select_one(f'.intro a[href="/{lang}/articles/role"]')
    assert [text_of(b) for b in link.parent.select(".badge--language")] == badge


def test_the_home_page_says_how_few_rulings_have_german(client, store) -> None:
    """22,191 German texts on the home page hid that almost every ruling is in English only."""
    counts = store.coverage["counts"]
    german = counts["complete"] + counts["partial"]
    line = text_of(soup(client.get("/de/")).select_one(".stats__german"))
    assert line.startswith(f"Regelauslegungen mit deutschem Text: {german} von 18.097;")
    assert 0 < german < 100


def test_a_relaxed_search_says_how_many_results_have_every_word(client) -> None:
    """It once said that no result had all the words above a first result that has them."""
    api = client.get("/api/search", query_string={"q": "Rolle Zeitstempel", "lang": "de"}).get_json()
    assert api["relaxed"] and api["complete"] > 0
    note = text_of(soup(client.get("/de/", query_string={"q": "Rolle Zeitstempel"})).select_one(".notice[role=note]"))
    assert note == f"Die {api['complete']} Treffer oben enthalten alle Wörter, die übrigen einen Teil davon."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_search_whose_rules_lack_a_word_says_how_many_have_every_word(client, lang) -> None:
    """Rules with most of the words had been added in silence: "commander damage kind:rule"
    listed 159 rules, most of them without "damage", and the help page said that results
    contain all the words (a reader's review). With AND typed, only those are listed."""
    query = {"q": "commander damage kind:rule"}
    api = client.get("/api/search", query_string={**query, "lang": lang}).get_json()
    note = text_of(soup(client.get(f"/{lang}/", query_string=query)).select_one(".notice[role=note]"))
    assert api["relaxed"] and 0 < api["complete"] < api["total"]
    assert note.startswith(f"The {api['complete']} results" if lang == "en" else f"Die {api['complete']} Treffer")
    strict = client.get("/api/search", query_string={"q": "commander AND damage kind:rule", "lang": lang}).get_json()
    assert not strict["relaxed"] and api["complete"] <= strict["total"] < api["total"]


def test_the_names_box_says_no_translation_written_alike(client) -> None:
    """„London Mulligan · Glossareintrag · Deutsch · London Mulligan“: the German and English
    entries are written alike, and the box repeated the name as its translation."""
    page = soup(client.get("/de/", query_string={"q": "London Mulligan"}))
    (item,) = [li for li in page.select(".name-suggestions__list li") if text_of(li.a) == "London Mulligan"]
    assert text_of(item.select_one(".name-suggestions__kind")) == "Glossareintrag · Deutsch"
    other = soup(client.get("/de/", query_string={"q": "Blitzschlag"}))
    kinds = [text_of(k) for k in other.select(".name-suggestions__kind")]
    assert "Karte · Deutsch · Lightning Bolt" in kinds, "a translation written otherwise is still said"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "Der erste Treffer enthält alle Wörter, die übrigen einen Teil davon."),
        ("en", "The first result contains all the words; the others contain some of them."),
    ],
)
def test_a_relaxed_search_with_one_result_having_every_word_says_the_first(client, lang, said) -> None:
    """„Der 1 Treffer oben enthält alle Wörter“ read awkwardly (a reader's review): one is the first."""
    query = {"q": "London Mulligan", "lang": lang}
    assert client.get("/api/search", query_string=query).get_json()["complete"] == 1
    note = text_of(soup(client.get(f"/{lang}/", query_string={"q": query["q"]})).select_one(".notice[role=note]"))
    assert note == said


@pytest.mark.parametrize(
    ("lang", "title"), [("en", "Rule 702.15d · Lifelink"), ("de", "Regel 702.15d · Lebensverknüpfung")]
)
def test_a_rule_result_names_the_heading_it_stands_under(client, lang, title) -> None:
    """Ten results titled "Rule 702.15d", "Rule 120.4d", … were slow to scan (a reviewer's finding)."""
    query = {"q": "lifelink damage prevented" if lang == "en" else "Lebensverknüpfung Schaden verhindert"}
    page = soup(client.get(f"/{lang}/", query_string=query))
    titles = [text_of(a) for a in page.select(".result--rule .result__title a")]
    assert title in titles
    found = client.get("/api/search", query_string={**query, "lang": lang}).get_json()["results"]
    rules = {r["title"]: r["section"] for r in found if r["kind"] == "rule"}
    assert rules[title.split(" · ")[0]] == title.split(" · ")[1]
    assert all(r["section"] is None for r in found if r["kind"] != "rule")


def test_results_with_every_word_below_one_that_leads_are_counted(client) -> None:
    """ "lifelink damage prevented": 120.4d has every word and leads, rules with some of them
    follow, and rulings with every word come after those; the note had said the first result
    had all the words and "the others" some (a reviewer's finding)."""
    query = {"q": "lifelink damage prevented", "lang": "en"}
    found = client.get("/api/search", query_string=query).get_json()
    assert found["relaxed"] and 1 <= found["complete"] < found["with_all"]
    note = text_of(soup(client.get("/en/", query_string={"q": query["q"]})).select_one(".notice[role=note]"))
    assert note == f"{found['with_all']} results contain all the words; the others contain some of them."


def test_results_with_every_word_that_do_not_lead_are_counted_not_placed(client) -> None:
    """„Todesberührung … Trampler blockt“: the one result with every word is not at the top (the
    entry Trampelschaden's rules are), and the note had said it was; nor does none have them."""
    query = "Was passiert, wenn eine Kreatur mit Todesberührung einen Trampler blockt?"
    note = text_of(soup(client.get("/de/", query_string={"q": query})).select_one(".notice[role=note]"))
    assert note == "1 Treffer enthält alle Wörter, die übrigen einen Teil davon."


@pytest.mark.parametrize(
    ("lang", "query", "said"),
    [
        (
            "de",
            "Unterschied zwischen Fluchsicher und Verhüllt",
            "Verglichen: „Fluchsicher“, „Verhüllt“. Zuerst kommen zu jedem Begriff sein Glossareintrag und die "
            "Regeln, die ihn festlegen.",
        ),
        (
            "en",
            "hexproof vs shroud",
            "Compared: “hexproof”, “shroud”. Each one's glossary entry and the rules that define it come first.",
        ),
    ],
)
def test_a_comparison_says_what_it_compares(client, lang: str, query: str, said: str) -> None:
    """Its first results lack one term or the other: the note on the results that have every
    word at the top ("Die 5 Treffer oben enthalten alle Wörter …") was wrong for it."""
    api = client.get("/api/search", query_string={"q": query, "lang": lang}).get_json()
    assert len(api["compared"]) == 2 and api["complete"] == 0
    assert text_of(soup(client.get(f"/{lang}/", query_string={"q": query})).select_one(".notice[role=note]")) == said
    plain = client.get("/api/search", query_string={"q": "hexproof shroud", "lang": lang}).get_json()
    assert plain["compared"] == []
    filtered = client.get("/api/search", query_string={"q": f"{query} kind:ruling", "lang": lang}).get_json()
    assert filtered["compared"] and filtered["total"] and filtered["complete"] == 0


@pytest.mark.parametrize(("lang", "english"), [("de", "adventure countered"), ("en", "Abenteuer neutralisiert")])
def test_the_start_pages_examples_are_in_its_language_and_each_finds_something(client, lang, english) -> None:
    """The German start page offered "adventure countered" and "hexproof Role", unmarked."""
    chips = soup(client.get(f"/{lang}/")).select("ul.examples a")
    assert len(chips) >= 5 and english not in [text_of(chip) for chip in chips]
    for chip in chips:
        response = client.get(chip["href"], follow_redirects=True)  # a rule number leads to its rule
        assert response.status_code == 200 and soup(response).select("ol.results > li, .rule-text"), chip["href"]


@pytest.mark.parametrize(("lang", "tap", "green"), [("de", "Tappen", "grün"), ("en", "tap", "green")])
def test_a_symbol_in_a_card_text_is_words_for_screen_readers(client, lang, tap, green) -> None:
    """Hidden text once read "{T}" out to screen readers: each run of symbols is an image labelled
    in words (its braces stay, hidden, for copying)."""
    text = soup(client.get(f"/{lang}/cards/llanowar-elves")).select_one(".card-text .card-face__line")
    runs = text.select(".mana-symbols")
    assert [run["aria-label"] for run in runs] == [tap, green]
    assert all(run["role"] == "img" for run in runs)


@pytest.mark.parametrize(("lang", "query", "tap"), [("en", "tap symbol", "tap"), ("de", "Tappsymbol", "Tappen")])
def test_a_symbol_in_a_snippet_is_drawn_as_on_the_pages(client, lang, query, tap) -> None:
    """A result's snippet showed "{T}" where the rule's page draws the symbol."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    snippet = next(p for p in page.select(".result__snippet") if p.select(".mana-symbols"))
    run = snippet.select_one(".mana-symbols")
    assert run["role"] == "img" and run["aria-label"] == tap
    for hidden in snippet.select(".visually-hidden"):
        hidden.decompose()
    assert "{" not in text_of(snippet)


def test_the_english_left_in_a_german_ruling_is_marked_english_in_its_snippet(client) -> None:
    """As on the card page: the snippet stood wholly inside lang="de"."""
    page = soup(client.get("/de/", query_string={"q": "Doubling Season Rolle"}))
    snippet = next(p for p in page.select(".result__snippet") if "perhaps due to" in text_of(p))
    assert snippet["lang"] == "de"
    assert text_of(snippet.select_one("span[lang=en]")) == "perhaps due to an effect such as that of Doubling Season"


@pytest.mark.parametrize(("lang", "type_line"), [("de", "Kreatur — Mensch, Ritter"), ("en", "Creature — Human Knight")])
def test_a_creature_card_header_has_its_type_line_and_power_toughness(client, lang, type_line) -> None:
    header = soup(client.get(f"/{lang}/cards/embereth-veteran")).select_one(".card-header")
    assert text_of(header.select_one(".card-header__type")) == type_line
    printed = header.select_one(".card-face__printed")
    assert text_of(printed).endswith("2/1") and printed.select_one(".visually-hidden")


def test_each_face_has_its_cost_type_line_and_printed_values(client) -> None:
    """The English Guard Change face had no type line, the Adventure no cost."""
    page = soup(client.get("/en/cards/ferocious-werefox"))
    columns = page.select("#text-title ~ .beside > .card-text")
    assert len(columns) == 2
    for column in columns:
        creature, adventure = column.select(".card-face")
        assert [s.get_text() for s in creature.select(".card-face__cost .mana")] == ["3", "G"]
        assert [s.get_text() for s in adventure.select(".card-face__cost .mana")] == ["1", "G"]
        assert text_of(creature.select_one(".card-face__printed")).endswith("4/3")
        assert adventure.select_one(".card-face__type") and not adventure.select_one(".card-face__printed")
    english = page.select_one('.card-text[lang="en"]')
    assert text_of(english.select(".card-face__type")[1]) == "Instant — Adventure"


@pytest.mark.parametrize(
    ("card", "publisher"), [("charming-scoundrel", "Deutsche Regelauslegungen"), ("jace-beleren", "Wizards")]
)
def test_each_ruling_on_a_card_page_shows_its_date_and_source(client, card, publisher) -> None:
    rulings = soup(client.get(f"/de/cards/{card}")).select(".ruling-list__item")
    assert rulings
    for ruling in rulings:
        assert ruling.select_one(".ruling-list__meta time")["datetime"]
        source = ruling.select_one(".source a")
        assert source["href"].startswith("/de/sources/")
    assert text_of(rulings[0].select_one(".source a")).startswith(publisher)


def test_a_planeswalker_without_a_cost_in_its_data_has_the_cost_and_loyalty_of_the_printed_card(client) -> None:
    """The imported card data has no costs: Jace Beleren's page showed none. The example
    scenarios' shared cards (written from the printed cards) give them."""
    header = soup(client.get("/de/cards/jace-beleren")).select_one(".card-header")
    cost = header.select(".card-header__cost .mana")
    assert [(s.get_text(), s["title"]) for s in cost] == [("1", "1"), ("B", "blau"), ("B", "blau")]  # (B: blau)
    assert text_of(header.select_one(".card-face__printed")) == "Loyalität: 3"
    assert text_of(header.select_one(".card-header__type")) == "Weltenwanderer — Jace"


def test_a_broken_german_printing_is_shown_in_english_with_the_notice(client) -> None:
    """CMD's German record of Fire // Ice has the English names, a line of Ice's text as its
    type line and the artist at the end of its text: the card has no German text, and its one
    German name is the German rules' („Feuer / Eis“), said to be the name used there."""
    page = soup(client.get("/de/cards/fire"))
    assert text_of(page.h1) == "Feuer / Eis" and not page.h1.select("[lang]")
    note = page.select_one(".name-note")
    assert text_of(note).startswith("(Name verwendet in: Das Ausführliche Regelwerk, gültig ab 14. November 2025")
    assert text_of(page.select_one(".notice--untranslated")) == "Noch nicht übersetzt: wird auf Englisch angezeigt."
    shown = text_of(page.select_one("main"))
    assert "Tappe eine bleibende Karte" not in shown and "Vohwinkel" not in shown
    assert text_of(page.select_one(".card-header__type")) == "Instant"


@pytest.mark.parametrize(
    ("lang", "query", "code"),
    [
        ("en", "OR", "operators_alone"),
        ("de", "OR", "operators_alone"),
        ("en", "AND", "operators_alone"),
        ("de", "the", "no_terms"),
        ("de", "💀🔥", "no_words"),
        ("en", "???", "no_words"),
    ],
)
def test_a_query_that_searches_nothing_says_why_once(client, lang, query, code) -> None:
    """ "OR" alone is the word "or", too common to be searched: the page says that in one note
    about operators (not that only common words were typed), and neither claims to have
    searched "or" nor tells to try fewer words."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    with client.application.test_request_context(f"/{lang}/"):
        client.application.preprocess_request()
        assert [text_of(li) for li in page.select(".notice li")] == [str(REPAIRS[code])]
    assert not page.select(".notice p") and not page.select(".empty-state p:not(:has(a))")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_star_after_one_letter_says_so_before_the_common_word_left(client, lang) -> None:
    """ "a*": the page said only that very common words were typed, not that a * needs more
    letters before it."""
    page = soup(client.get(f"/{lang}/", query_string={"q": "a*"}))
    with client.application.test_request_context(f"/{lang}/"):
        client.application.preprocess_request()
        assert [text_of(li) for li in page.select(".notice li")] == [str(REPAIRS["wildcard"]), str(REPAIRS["no_terms"])]


@pytest.mark.parametrize(
    ("lang", "query", "searched", "named"),
    [("en", "card: Sheoldred", "card:Sheoldred", "en"), ("de", "Rolle karte:  Halunkin", "Rolle karte:Halunkin", "de")],
)
def test_a_space_after_a_filter_is_left_out(client, lang, query, searched, named) -> None:
    """ "card: Sheoldred" means the filter: said, and searched as card:Sheoldred, not as the
    word "card" beside a note that the filter was left out."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    with client.application.test_request_context(f"/{lang}/"):
        client.application.preprocess_request()
        assert [text_of(li) for li in page.select(".notice li")] == [str(REPAIRS["field_space"])]
    assert text_of(page.select_one(".notice p")).endswith(searched)


def test_a_label_before_a_question_is_no_card_filter(client) -> None:
    """ "Rolle karte: wann kommt sie in den Friedhof" names no card „wann“: "karte:" is a label
    before a question, searched as a word, where the filter had found nothing. "karte: wann"
    alone stays the filter, and the page says that no card has that name."""
    asked = soup(client.get("/de/", query_string={"q": "Rolle karte: wann kommt sie in den Friedhof"}))
    assert results(asked)
    assert text_of(asked.select_one(".notice p")).endswith("Rolle karte wann kommt sie in den Friedhof")
    with client.application.test_request_context("/de/"):
        client.application.preprocess_request()
        assert [text_of(li) for li in asked.select(".notice li")] == [str(REPAIRS["card_label"])]
    alone = soup(client.get("/de/", query_string={"q": "karte: wann"}))
    assert not results(alone)
    assert "wann" in text_of(alone.main)


def test_a_label_naming_a_card_nothing_else_matches_is_no_card_filter(client) -> None:
    """ "raum karte: tür entsperren, geht das über den stack" (blind34) named cards with „Tür“ in
    their names, which nothing with the other words is about: 0 results. Read as words, like a
    label that names no card."""
    query = "Mulligan karte: Halunkin Trampelschaden"
    asked = soup(client.get("/de/", query_string={"q": query}))
    assert results(asked)
    assert text_of(asked.select_one(".notice p")).endswith("Mulligan karte Halunkin Trampelschaden")
    filtered = soup(client.get("/de/", query_string={"q": "Mulligan karte:Halunkin Trampelschaden"}))
    assert not results(filtered), "typed without the space, the filter stays"


@pytest.mark.parametrize("query", ["*", "-", "OR", "the", "💀🔥", '"'])
def test_a_query_repaired_to_nothing_has_the_repairs_note_alone(client, query) -> None:
    """ "Nichts gefunden. Versuche es mit weniger … Wörtern" beside „Ein * wurde weggelassen“
    told to type fewer words than none."""
    page = soup(client.get("/de/", query_string={"q": query}))
    assert len(page.select(".notice li")) == 1
    assert [text_of(a) for a in page.select(".empty-state a")] == ["So suchst du", "Ausführliches Regelwerk"]
    assert "Nichts gefunden" not in text_of(page.main)


@pytest.mark.parametrize(("lang", "said", "unsaid"), [("en", "minus sign", "NOT"), ("de", "Minuszeichen", "NOT")])
def test_a_lone_minus_is_named_as_typed(client, lang, said, unsaid) -> None:
    notes = [text_of(li) for li in soup(client.get(f"/{lang}/", query_string={"q": "-"})).select(".notice li")]
    assert len(notes) == 1 and said in notes[0] and unsaid not in notes[0]


@pytest.mark.parametrize(("lang", "said"), [("en", "tramp*"), ("de", "Kommandeur*")])
def test_a_misplaced_star_says_where_it_goes(client, lang, said) -> None:
    notes = [text_of(li) for li in soup(client.get(f"/{lang}/", query_string={"q": "*"})).select(".notice li")]
    assert len(notes) == 1 and said in notes[0]


@pytest.mark.parametrize(
    ("lang", "typed", "corrected", "left_out"),
    [
        ("en", "deathtuch trample", "deathtouch trample", "showing results without: deathtuch"),
        ("de", "Todesberürung Trampelschaden", "Todesberührung Trampelschaden", "Todesberürung"),
    ],
)
def test_a_misspelled_word_is_searched_corrected_with_a_way_back(client, lang, typed, corrected, left_out) -> None:
    """The page searches the correction and says so; its other link searches what was typed,
    which leaves the word out and offers the correction, and keeps to what was typed."""
    page = soup(client.get(f"/{lang}/", query_string={"q": typed}))
    said = page.select_one(".suggestion")
    assert text_of(said.select_one(".suggestion__link")) == corrected and results(page)
    assert corrected in text_of(page.select_one(".results-summary")), "the count is the corrected search's"
    back = said.select_one(".suggestion__typed")
    assert text_of(back) == typed and parse_qs(urlsplit(back["href"]).query) == {"q": [typed], "as_typed": ["1"]}
    as_typed = soup(client.get(back["href"]))
    assert left_out in text_of(as_typed.select_one(".notice[role=note]"))
    assert text_of(as_typed.select_one(".suggestion__link")) == corrected and not as_typed.select(".suggestion__typed")
    pages = as_typed.select(".pagination a")
    assert pages and all("as_typed=1" in a["href"] for a in pages)
    api = client.get("/api/search", query_string={"q": typed, "lang": lang}).get_json()
    assert api["instead"] == corrected and api["as_typed"]["url"] == back["href"]
    assert (
        client.get("/api/search", query_string={"q": typed, "lang": lang, "as_typed": "1"}).get_json()["instead"]
        is None
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "angezeigt werden Treffer mit mindestens einem davon. In keinem Text steht: kommandeurschaden."),
        ("en", "showing results with any of them. No text has: kommandeurschaden."),
    ],
)
def test_a_word_no_text_has_left_out_where_any_word_may_match_is_named(client, lang, said) -> None:
    """Where the other words may match any of them, the page said only that, and not that
    „kommandeurschaden“ had been left out (the search as typed; as the page searches it, the
    compound is written apart)."""
    query = {"q": "kommandeurschaden brauch ich damit jemand verliert", "as_typed": "1"}
    page = soup(client.get(f"/{lang}/", query_string=query))
    assert said in text_of(page.select_one(".notice[role=note]"))


@pytest.mark.parametrize(("lang", "name"), [("de", "Rhystisches Studium"), ("en", "Rhystic Study")])
def test_a_misspelled_name_no_text_has_is_searched_spelled_right(client, lang, name) -> None:
    """ "rhystik studdy" showed Rhystic Study alone, without its rulings, under "No result
    contains all the words; showing results with any of them. No text has: rhystik, studdy.":
    no result had any of them (a player's review, 7 December). The name is searched spelled
    right, as where the typo finds nothing ("Tarmogyof")."""
    page = soup(client.get(f"/{lang}/", query_string={"q": "rhystik studdy"}))
    assert text_of(page.select_one(".suggestion__link")) == name
    hits = [a["href"] for a in page.select(".result__title a")]
    assert hits[0].endswith("/cards/rhystic-study") and len(hits) == 3, hits  # the card and its two rulings
    notes = " ".join(text_of(note) for note in page.select(".notice[role=note]"))
    assert not any(said in notes for said in ("any of them", "mindestens einem", "No text has", "In keinem Text"))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_word_left_out_is_named_without_the_comma_typed_after_it(client, lang) -> None:
    """„In keinem Text steht: kommandeurschaden,“: the word as the search read it, also in the API."""
    query = {"q": "kommandeurschaden, brauch ich damit jemand verliert", "as_typed": "1"}
    page = soup(client.get(f"/{lang}/", query_string=query))
    assert text_of(page.select_one(".notice[role=note]")).endswith(": kommandeurschaden.")
    api = client.get("/api/search", query_string={**query, "lang": lang}).get_json()
    assert api["unknown"] == ["kommandeurschaden"]


@pytest.mark.parametrize("query", ["Feuer // Eis", "Feuer/Eis", "Fire // Ice"])
def test_the_german_name_of_fire_ice_finds_the_card_first(client, query) -> None:
    """ "Feuer // Eis" found nothing: the card had no German name (its German printing is
    broken), and "//" broke the run of the name's words."""
    page = soup(client.get("/de/", query_string={"q": query}))
    first = page.select_one(".results > li a")
    assert first["href"] == "/de/cards/fire" and text_of(first) == "Feuer / Eis"


@pytest.mark.parametrize(
    ("lang", "query", "note"),
    [
        (
            "de",
            "sprache:fr Rolle",
            "„fr“ ist kein Wert für sprache: und wurde weggelassen. Mögliche Werte: deutsch, englisch.",
        ),
        ("en", "lang:fr role", '"fr" is not a value for lang: and was left out. Possible values: en, de.'),
        (
            "de",
            "fassung:2020-01-01 Rolle",
            "„2020-01-01“ ist kein Wert für fassung: und wurde weggelassen. "
            "Mögliche Werte: 2023-10-13, 2025-11-14, 2026-01-16.",
        ),
        # (the rule numbers end with an ellipsis, and no full stop after it: "613, …." read as a typo)
        (
            "de",
            "regel:abc Rolle",
            "„abc“ ist kein Wert für regel: und wurde weggelassen. Mögliche Werte: 704.5y, 303.7a, 613, …",
        ),
        (
            "de",
            "sprache:fr art:foo fassung:2020-01-01 Rolle",
            "„fr“ ist kein Wert für sprache: und wurde weggelassen. Mögliche Werte: deutsch, englisch. "
            "„foo“ ist kein Wert für art: und wurde weggelassen. Mögliche Werte: regelauslegung, regel, artikel, "
            "karte, glossar. „2020-01-01“ ist kein Wert für fassung: und wurde weggelassen. "
            "Mögliche Werte: 2023-10-13, 2025-11-14, 2026-01-16.",
        ),
    ],
)
def test_a_filter_value_left_out_is_named_with_the_values_there_are(client, lang, query, note) -> None:
    """A mistyped value is left out and the rest searched; a note says which value, for which
    filter, and what it may be, in the words of the filter as typed ("sprache:" takes "deutsch");
    one note for each value left out (the first alone had been named)."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    assert " ".join(text_of(li) for li in page.select(".notice[role=note] li")) == note
    api = client.get("/api/search", query_string={"q": query, "lang": lang}).get_json()
    assert " ".join(api["repairs"]) == note


@pytest.mark.parametrize(
    ("lang", "header", "note"),
    [
        ("de", "Creature — Cat", "(die heutige Typzeile auf Englisch; die der deutschen Druckfassung ist veraltet)"),
        ("en", "Creature — Cat", None),
    ],
)
def test_an_early_german_printing_s_type_line_is_not_the_card_s_type(client, lang, header, note) -> None:
    """Savannah Lions was printed in German (3ED) as „Beschwörung von Löwen“, which headed the
    German page; the printed text keeps it."""
    page = soup(client.get(f"/{lang}/cards/savannah-lions"))
    shown = page.select_one(".card-header__type")
    typed = shown.select_one("[lang]") or shown
    assert (text_of(typed), typed["lang"]) == (header, "en")
    assert (text_of(shown.select_one(".card-header__note")) if note else shown.select_one(".card-header__note")) == note
    assert "Beschwörung von Löwen" in [text_of(t) for t in page.select(".card-face__type")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_the_card_data_has_no_faces_of_has_a_page(tmp_path, lang) -> None:
    """A card named only by its rulings has no type line to tell old from new: its page was a
    500 while the header looked for one."""
    from tests.support.helpers import small_corpus
    from tests.support.sites import built_app

    corpus = small_corpus(tmp_path)
    (corpus / "seeds" / "000.txt").write_text("Brand New Card\n\nA brand new ruling.\n", encoding="utf-8")
    client = built_app(corpus, tmp_path / "index").test_client()
    page = client.get(f"/{lang}/cards/brand-new-card")
    assert page.status_code == 200 and not soup(page).select(".card-header__type")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_question_of_more_than_40_terms_within_the_length_is_searched(client, lang) -> None:
    """A chat message of 51 words in 295 characters lost its small words, as a long question
    does, and was searched; but the page's filters read the query as typed, strictly, and
    refused it: „Die Suche hat zu viele Begriffe“, a 400 (a browser review)."""
    typed = " ".join(["ich hab da mal eine Frage zu Rolle und Zeitstempel"] * 5) + " was passiert mit der Rolle"
    assert len(typed.split()) > 40 and len(typed) <= MAX_LENGTH
    response = client.get(f"/{lang}/", query_string={"q": typed})
    assert response.status_code == 200
    assert soup(response).select("ol.results li")


@pytest.mark.parametrize(("lang", "opening"), [("en", "Open ruling 1 of "), ("de", "Regelauslegung öffnen 1 von ")])
def test_each_link_to_a_cards_ruling_has_a_name_of_its_own(client, lang, opening) -> None:
    """Five links named "Open ruling" on one card's page: a screen reader's list of links
    could not tell them apart (a reader's review). Each says which ruling it opens."""
    links = soup(client.get(f"/{lang}/cards/aethersnatch")).select(".ruling-list__meta a")
    names = [text_of(link) for link in links]
    assert len(links) > 2 and len(set(names)) == len(names) and names[0].startswith(opening)


def test_a_card_in_its_printed_german_text_is_marked_so_in_the_results(client) -> None:
    """A judge's review: Bloodbraid Elf's German result showed the 2009 printing („Wenn du diesen
    Zauberspruch spielst, entferne … ganz aus dem Spiel“) with nothing saying it is not the card's
    current wording, which its page says. The hit has a badge and the page says once what it
    means; the English page shows the Oracle text, unmarked."""
    german = soup(client.get("/de/?q=blutzopf-elf+kaskade"))
    card = next(hit for hit in german.select("li.result--card") if text_of(hit.select_one("h3")) == "Blutzopf-Elf")
    assert card.select_one(".result__snippet")["lang"] == "de"
    assert text_of(card.select_one(".badge--printed")) == "gedruckter Text"
    notes = [text_of(note) for note in german.select(".search-layout__main > .notice--printed")]
    assert len(notes) == 1 and notes[0].startswith("„Gedruckter Text“: ")
    english = soup(client.get("/en/?q=bloodbraid+elf+cascade"))
    assert english.select("li.result--card") and not english.select(".badge--printed, .notice--printed")


def test_a_ruling_is_titled_by_a_card_named_in_the_page_language(client) -> None:
    """A judge's review: the ruling Lure (Köder) shares with Destined // Lead and Dangerous (a half
    of Armed // Dangerous that only rulings name, with no German name) was titled „Regelauslegung
    zu „Dangerous““ on the German site. A card with a German name titles it there; the English
    page keeps the cards' order."""
    german = soup(client.get("/de/rulings/9b86087c1fe0"))
    title = text_of(german.select_one("h1"))
    assert "Dangerous" not in title and title.startswith("Regelauslegung zu „")
    results = soup(client.get("/de/?q=blockers+are+declared+tapped+cost+associated"))
    hit = next(a for a in results.select("li.result--ruling h3 a") if a["href"].endswith("/9b86087c1fe0"))
    assert text_of(hit) in title, "a result is titled as its page is"
    english = soup(client.get("/en/rulings/9b86087c1fe0"))
    assert text_of(english.select_one("h1")) == "Ruling on Dangerous"


def test_a_card_without_rules_text_has_no_note_on_old_wordings(client) -> None:
    """Grizzly Bears has no rules text to be worded anew: the note that a German printing's
    wording may be old had stood on it too (a reviewer's check)."""
    page = soup(client.get("/de/cards/grizzly-bears"))
    assert len(page.select(".card-text__language")) == 2 and page.select_one(".card-text__note") is None


def test_a_word_a_ruling_marks_for_emphasis_is_searched_and_shown_without_the_marks(client) -> None:
    """Idle Thoughts' ruling says "the _Tempest_(TM) card Fool's Tome": its underscores made
    "_tempest_" one word of its own, which a search for "Tempest" did not find, and the
    snippet showed them."""
    page = soup(client.get("/en/?q=tempest"))
    [hit] = [li for li in page.select("li.result") if li.select_one('a[href="/en/rulings/fcae5a584bd6"]')]
    snippet = hit.select_one(".result__snippet")
    assert "the Tempest™ card" in snippet.get_text() and "_" not in snippet.get_text()
    assert text_of(snippet.mark) == "Tempest"


@pytest.mark.parametrize(("lang", "said"), [("de", "vielleicht umnummeriert"), ("en", "may have been renumbered")])
def test_a_ruling_citing_rules_off_its_subject_says_they_may_have_been_renumbered(client, lang, said) -> None:
    """Rules Lawyer's ruling (2018) cites 704.5s and 704.5t, which are the Saga and dungeon rules
    now: the notes said each does not mention poison counters, and a judge read it as the
    ruling's mistake (a judge's review). A ruling whose rules are on its subject says nothing."""
    page = soup(client.get(f"/{lang}/rulings/568bb6fbfa4d"))
    notes = [text_of(p) for p in page.select(".ruling-rules__renumbered")]
    assert len(notes) == 1 and said in notes[0]
    assert re.findall(r"\b20\d\d\b", notes[0])[0] == "2018", "the ruling's date, then the rules'"
    assert not soup(client.get(f"/{lang}/rulings/c258b466cf7e")).select(".ruling-rules__renumbered")


def test_a_german_ruling_text_shows_its_english_original_beside_it(client) -> None:
    """The page said the English text takes precedence and only linked it; printed, a judge had
    a partly translated text and no original (a judge's review). Open where the translation is
    partial."""
    partial = soup(client.get("/de/rulings/af7530f8be2b")).select_one("details.ruling-original")
    assert partial is not None and partial.has_attr("open")
    assert text_of(partial.summary) == "Der englische Originaltext"
    original = partial.select_one(".ruling-original__text[lang=en]")
    assert "perhaps due to an effect such as that of Doubling Season" in text_of(original)
    complete = soup(client.get(f"/de/rulings/{GERMAN_OWN_ID}")).select_one("details.ruling-original")
    assert complete is None or not complete.has_attr("open")
    assert not soup(client.get("/de/rulings/eccc27f3499d")).select("details.ruling-original"), "English only"
    assert not soup(client.get("/en/rulings/af7530f8be2b")).select("details.ruling-original")


@pytest.mark.parametrize(("card", "date"), [("teferi-s-protection", "2017-08-25"), ("platinum-emperion", "2018-12-07")])
def test_a_card_page_dates_a_shared_ruling_as_its_own_copy(client, card, date) -> None:
    """Gatherer lists the text on exchanging life totals under both cards, on different days:
    Teferi's Protection's page showed Platinum Emperion's date (a developer's review). The
    ruling's own date is the first (its rule changes are counted from then)."""
    page = soup(client.get(f"/en/cards/{card}"))
    item = next(li for li in page.select(".ruling-list__item") if li.select_one('a[href$="/rulings/dc0512bc8d65"]'))
    assert [time["datetime"] for time in item.select("time")] == [date]
    assert client.get("/api/rulings/dc0512bc8d65").get_json()["date"] == "2017-08-25"


# A ruling Gatherer lists under three cards: Saheeli Rai's and Saheeli's Artistry's copies are
# of 20 September 2016, Stolen Identity's of 24 January 2013 (the ruling's own date, the earliest).
SHARED_ON_TWO_DAYS = "cea2d4d83c36"


@pytest.mark.parametrize(
    ("lang", "cited"),
    [
        ("en", "Saheeli Rai ruling, September 20, 2016"),
        ("de", "Regelauslegung zu „Saheeli Rai“ vom 20. September 2016"),
    ],
)
def test_a_ruling_is_cited_with_the_date_of_the_card_that_names_it(client, lang, cited) -> None:
    """A reviewer met "Saheeli Rai ruling, January 24, 2013": a card of 2016 with another card's date."""
    page = soup(client.get(f"/{lang}/rulings/{SHARED_ON_TWO_DAYS}"))
    assert text_of(page.select_one(".citation__text")).startswith(cited)
    assert page.select_one(".ruling .kicker time")["datetime"] == "2016-09-20"


def test_a_ruling_found_is_dated_as_the_card_that_titles_it(client) -> None:
    for card, card_id, date in (
        ("Stolen Identity", "stolen-identity", "2013-01-24"),
        ("Saheeli Rai", "saheeli-rai", "2016-09-20"),
    ):
        query = quote(f'card:"{card}" copy')
        found = client.get(f"/api/search?per_page=50&q={query}").get_json()["results"]
        shared = next(hit for hit in found if hit["id"] == SHARED_ON_TWO_DAYS)
        assert (shared["card"]["id"], shared["date"]) == (card_id, date)
