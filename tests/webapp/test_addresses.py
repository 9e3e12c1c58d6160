"""Addresses a reader types otherwise than the site writes them: a card's name as written, an
id in capitals, led to the document (IndexStore.current_id); no document in any spelling is a 404."""

import pytest

from tests.support.helpers import soup


@pytest.mark.parametrize(
    ("typed", "address"),
    [
        ("/de/cards/Tarmogoyf", "/de/cards/tarmogoyf"),
        ("/en/cards/Sol Ring", "/en/cards/sol-ring"),
        ("/en/cards/Insectile Aberration", "/en/cards/delver-of-secrets"),
        # (an umlaut without its "e", an apostrophe's hyphen left out: "Jötun Grunt" is joetun-grunt)
        ("/en/cards/jotun-grunt", "/en/cards/joetun-grunt"),
        ("/de/cards/teferis-protection", "/de/cards/teferi-s-protection"),
        ("/api/cards/lim-duls-vault", "/api/cards/lim-dul-s-vault"),
        ("/de/rulings/EA57492EE9AD", "/de/rulings/ea57492ee9ad"),
        ("/api/rulings/EA57492EE9AD", "/api/rulings/ea57492ee9ad"),
        ("/en/articles/Role", "/en/articles/role"),
        ("/de/glossary/DE-Besitzer", "/de/glossary/de-besitzer"),
        ("/de/examples/TWO-DOUBLING-SEASONS", "/de/examples/two-doubling-seasons"),
        ("/api/examples/TWO-DOUBLING-SEASONS", "/api/examples/two-doubling-seasons"),
        # (the first part singular or in German: a browser review had met a bare 404)
        ("/de/rule/702.2", "/de/rules/702.2"),
        ("/de/regel/702.2", "/de/rules/702.2"),
        ("/en/ruling/ea57492ee9ad", "/en/rulings/ea57492ee9ad"),
        ("/de/regelauslegung/ea57492ee9ad", "/de/rulings/ea57492ee9ad"),
        ("/de/karte/tarmogoyf", "/de/cards/tarmogoyf"),
        ("/de/beispiel/two-doubling-seasons", "/de/examples/two-doubling-seasons"),
        ("/de/glossar/de-besitzer", "/de/glossary/de-besitzer"),
        ("/de/regeln/", "/de/rules/"),
        ("/de/regel/702.2?beside=1", "/de/rules/702.2?beside=1"),
        # (a search typed as an address, and German names of the pages: 404s in a review)
        ("/de/suche/?q=Legendenregel", "/de/?q=Legendenregel"),
        ("/en/search/?q=legend+rule", "/en/?q=legend+rule"),
        ("/en/search?q=legend+rule", "/en/?q=legend+rule"),
        ("/de/regel", "/de/rules/"),
        ("/de/hilfe/", "/de/help"),
        ("/de/begriffe/", "/de/terms"),
        ("/de/quellen/", "/de/sources/"),
    ],
)
def test_an_address_typed_otherwise_leads_to_the_document(client, typed, address) -> None:
    """The default corpus: a 404 had said there was no such card."""
    response = client.get(typed)
    assert (response.status_code, response.headers["Location"]) == (301, address)
    assert client.get(address).status_code == 200


@pytest.mark.parametrize(
    "typed",
    ["/de/cards/Nothing Here", "/de/rulings/ZZZ", "/de/glossary/Nothing", "/en/articles/X", "/de/examples/NOPE"],
)
def test_an_address_no_document_has_in_any_spelling_is_a_404(client, typed) -> None:
    assert client.get(typed).status_code == 404


@pytest.mark.parametrize(
    ("typed", "offered"),
    [
        ("/de/cards/lightning-bolte", ("/de/?q=lightning+bolte", "Nach „lightning bolte“ suchen")),
        ("/en/cards/Nothing%20Here", ("/en/?q=Nothing+Here", "Search for “Nothing Here”")),
        ("/de/glossary/trampel", ("/de/?q=trampel", "Nach „trampel“ suchen")),
        ("/de/rulings/zzzz", None),  # (an id, no words)
        ("/de/cards/%3Cscript%3E", None),
        ("/api/rulings/nope", None),
        ("/de/examples/nope/run", ("/de/?q=nope", "Nach „nope“ suchen")),
        ("/en/cards/maze-behemothh/rulings", ("/en/?q=maze+behemothh", "Search for “maze behemothh”")),
        ("/de/rules/changes/2025-11-14", None),  # (a date, no words)
    ],
)
def test_a_missing_page_offers_to_search_for_the_words_of_its_address(client, typed, offered) -> None:
    """A reader who had typed a card's name into the address met a 404 with only the way to the
    start page (a German player's review)."""
    response = client.get(typed)
    assert response.status_code == 404
    if typed.startswith("/api/"):
        assert "Nach" not in response.get_data(as_text=True)
        return
    links = [(a["href"], a.get_text()) for a in soup(response).select(".error-page__links a")]
    assert links == ([offered] if offered else [])


@pytest.mark.parametrize(
    ("typed", "address"),
    [
        ("/en/704.5y", "/en/rules/704.5y"),
        ("/de/Regel%20702.19b", "/de/rules/702.19b"),
        ("/en/RULES/", "/en/rules/"),
        ("/en/HELP", "/en/help"),
    ],
)
def test_a_rule_number_or_an_address_in_capitals_leads_to_the_page(client, typed, address) -> None:
    """A rule's number typed after the language, or an address in capitals, was a 404 (a
    tester's review); the search box led to the rule."""
    response = client.get(typed)
    assert (response.status_code, response.headers["Location"]) == (308, address)
