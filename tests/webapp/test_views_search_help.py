"""The search help page, in both languages, with examples that run."""

import re

import pytest

from tests.support.helpers import soup, text_of

SYNTAX = ('"', "OR", "NOT", "AND", "*", "card:", "rule:", "lang:", "kind:")


@pytest.mark.parametrize(("lang", "title"), [("en", "How to search"), ("de", "So suchst du")])
def test_help_page_in_both_languages(client, lang, title) -> None:
    response = client.get(f"/{lang}/help")
    assert response.status_code == 200
    page = soup(response)
    assert page.html["lang"] == lang
    assert page.select_one("h1").get_text() == title
    written = text_of(page.select_one("main"))
    assert all(token in written for token in SYNTAX)
    assert {"ruling", "rule", "article", "card", "glossary"} <= set(
        written.replace(",", " ").replace("(", " ").replace(")", " ").split()
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_example_runs(client, lang) -> None:
    links = soup(client.get(f"/{lang}/help")).select("main a.example-query")
    assert len(links) >= 12
    for link in links:
        response = client.get(link["href"])
        if response.status_code == 302:  # a rule number opens the rule
            assert client.get(response.headers["Location"]).status_code == 200, link["href"]
            continue
        assert response.status_code == 200, link["href"]
        page = soup(response)
        assert not page.select_one("[role=alert]"), link["href"]
        assert page.select("ol.results > li"), f"{link['href']} finds nothing"


def test_help_is_linked_from_the_results(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "timestamp"}))
    assert page.select_one("aside.facets a[href='/en/help']")
    error = soup(client.get("/en/", query_string={"q": "-role"}))
    assert error.select_one("[role=alert] a[href='/en/help']")


def test_filters_are_named_in_both_languages_and_the_german_names_search(client) -> None:
    page = soup(client.get("/de/help"))
    names = [text_of(dt) for dt in page.select(".help-filters dt")]
    assert names == [
        "card: oder karte:",
        "rule: oder regel:",
        "lang: oder sprache:",
        "kind: oder art:",
        "release: oder fassung:",
    ]
    links = page.select(".help-filters a")
    assert len(links) == len(names)
    for link in links:
        results = soup(client.get(link["href"]))
        assert not results.select(".notice[role=note]:not(.notice--untranslated, .notice--printed)"), (
            "a German filter name needs no repair"
        )
        assert results.select("ol.results > li"), link["href"]


def test_the_german_help_gives_the_filter_values_in_german(client) -> None:
    """kind: and lang: take German values; the German page listed only the English ones."""
    described = [text_of(dd) for dd in soup(client.get("/de/help")).select(".help-filters dd")]
    assert any("regelauslegung (ruling), regel (rule)" in text for text in described)
    assert any("englisch (en), deutsch (de)" in text for text in described)


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", ("lower-case “or”", "too common")), ("de", ("kleingeschriebenes „or“", "zu häufig"))],
)
def test_help_says_a_lower_case_or_is_not_searched(client, lang, said) -> None:
    """As the search does (tests/search/test_search.py): "or" is a stop word, unlike "not"."""
    texts = [text_of(p) for p in soup(client.get(f"/{lang}/help")).select("section[aria-labelledby=help-syntax] p")]
    assert any(all(part in text for part in said) for text in texts)


@pytest.mark.parametrize(
    ("lang", "heading", "search", "placeholders"),
    [
        ("en", "The JSON API", "a page of search results, with filters and suggestions", ("query", "id")),
        ("de", "Die JSON-API", "eine Seite Suchergebnisse, mit Filtern und Vorschlägen", ("Suchanfrage", "ID")),
    ],
)
def test_the_help_page_says_where_the_api_is_and_every_page_links_it(
    client, lang, heading, search, placeholders
) -> None:
    """Neither the help page nor the footer mentioned `/api/`: the API was there for those who
    read the repository's docs only."""
    page = soup(client.get(f"/{lang}/help"))
    section = page.select_one("section:has(#help-api)")
    assert text_of(section.h2) == heading
    address = section.select_one("p a")
    assert address["href"] == f"/api/?lang={lang}" and client.get(address["href"]).status_code == 200
    endpoints = {text_of(item.code): text_of(item) for item in section.select("li")}
    query, example = placeholders  # (named in the page's language: the German page said "<query>")
    assert endpoints[f"GET /api/search?q=<{query}>&page=<n>"].endswith(search)
    assert f"POST /api/examples/<{example}>/run" in endpoints
    codes = [text_of(code) for code in section.select("p code")]
    assert '{"params": {"copier": "clone"}}' in codes and '{"error": {"status": 404, "message": "…"}}' in codes
    for path in (f"/{lang}/", f"/{lang}/rules/704.5y"):
        footer = soup(client.get(path)).select_one("footer")
        assert footer.select_one(f'a[href="/{lang}/help#help-api"]')


def test_the_api_paragraphs_name_placeholders_in_each_language_whichever_comes_first(client) -> None:
    """`"/api/examples/<id>/run" | endpoint_path` on a constant was applied once, as Jinja
    compiled the template, in the language of the first page rendered: the English page said
    "<ID>" after a German one."""
    for lang, placeholder in (("de", "<ID>"), ("en", "<id>"), ("de", "<ID>")):
        section = soup(client.get(f"/{lang}/help")).select_one("section:has(#help-api)")
        assert f"POST /api/examples/{placeholder}/run" in [text_of(code) for code in section.select("p code")]


def test_the_help_says_what_a_phrase_and_and_find_as_they_do(client) -> None:
    """The help had said a quoted phrase is searched "as typed" while "died" finds "dies" (a
    phrase's words in any of their forms), and that AND keeps only results with every word
    while "saga AND proliferate", which no text has, showed those with either (a reader's
    review): the help says what the search does."""
    rows = {
        text_of(row.select_one("th")): text_of(row.select("td")[0])
        for row in soup(client.get("/en/help")).select("table tr")
        if row.select_one("th") and row.select("td")
    }
    phrase = next(text for name, text in rows.items() if name.startswith('"'))
    assert "in any of their forms" in phrase and "as typed" not in phrase
    assert "where no result has both, the page says so" in rows["AND"]
    marks = {
        mark.get_text().lower()
        for mark in soup(client.get("/en/", query_string={"q": '"died"'})).select(".result mark")
    }
    assert marks - {"died"}, "a phrase's word is found in its other forms"
    page = soup(client.get("/en/", query_string={"q": "saga AND proliferate"}))
    notes = [text_of(note) for note in page.select(".notice[role=note]")]
    assert any("No result contains all the words" in note for note in notes) and page.select(".result")


@pytest.mark.parametrize(("lang", "pattern"), [("en", r"“(\w+)” finds “(\w+)”"), ("de", r"„(\w+)“ findet „(\w+)“")])
def test_the_helps_example_of_a_phrases_other_forms_holds(client, lang, pattern) -> None:
    """The example the help gives of a quoted word found in another form is one the search
    finds: the German help had said „starb“ finds „stirbt“, and "starb" finds nothing."""
    rows = [text_of(row) for row in soup(client.get(f"/{lang}/help")).select("table tr")]
    typed, other = next(match.groups() for row in rows if (match := re.search(pattern, row)))
    page = soup(client.get(f"/{lang}/", query_string={"q": f'"{typed}"'}))
    assert other.casefold() in {mark.get_text().casefold() for mark in page.select(".result mark")}
