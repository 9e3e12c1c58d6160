"""The footer and the search box, rendered once per language and index generation, are each
page's own: its language, and the box its query."""

from __future__ import annotations

import pytest

from tests.support.helpers import soup, text_of


@pytest.mark.parametrize("order", [("en", "de"), ("de", "en")])
def test_each_language_has_its_own_footer_whichever_was_served_first(client, order) -> None:
    start_pages = {"en": "Start page", "de": "Startseite"}
    for lang in order:
        footer = soup(client.get(f"/{lang}/help")).select_one(".site-footer")
        links = footer.select("a")
        assert start_pages[lang] in [text_of(a) for a in links]
        assert all(a["href"].startswith(f"/{lang}/") for a in links)


def test_the_english_footer_marks_the_german_rules_title_as_german(client) -> None:
    """ "Das Ausführliche Regelwerk" in the English footer was English to a screen reader."""
    titles = soup(client.get("/en/help")).select(".site-footer__releases span[lang=de]")
    assert [text_of(t) for t in titles] == ["Das Ausführliche Regelwerk"]


@pytest.mark.parametrize("order", [("en", "de"), ("de", "en")])
def test_each_language_has_its_own_search_box_whichever_was_served_first(client, order) -> None:
    buttons = {"en": "Search", "de": "Suchen"}
    for lang in order:
        form = soup(client.get(f"/{lang}/help")).select_one("form.search-form")
        assert text_of(form.select_one("button")) == buttons[lang]
        assert form["action"] == f"/{lang}/" and form["data-autocomplete"].endswith(f"lang={lang}")


@pytest.mark.parametrize("query", ['Rolle "Zeitstempel"', "<b>first</b> & strike", "trample"])
def test_the_search_box_holds_the_pages_own_query_as_text(client, query) -> None:
    client.get("/en/", query_string={"q": "something else"})
    form = soup(client.get("/en/", query_string={"q": query})).select_one("form.search-form")
    assert form.select_one("#q")["value"] == query
    assert not form.select("b")


@pytest.mark.parametrize("order", [("en", "de"), ("de", "en")])
def test_the_marks_of_search_hits_are_each_pages_language_whichever_was_served_first(client, order) -> None:
    """Hits render their example badge and language note once per language (webapp.hits)."""
    queries = {"en": "legend rule sacrificed", "de": "Legendenregel"}
    badges = {"en": "Runnable example", "de": "Ausführbares Beispiel"}
    notes = {"de": "auf Englisch"}
    for lang in order:
        hits = soup(client.get(f"/{lang}/", query_string={"q": queries[lang]})).select("li.result")
        assert {text_of(b) for hit in hits for b in hit.select(".badge--example")} == {badges[lang]}
        shown = {text_of(n) for hit in hits for n in hit.select(".badge--language")}
        assert shown == ({notes[lang]} if lang in notes else set())
