"""A query pasted with decomposed umlauts (a PDF's or macOS's "u" plus a combining diaeresis)
is the query typed with "ü": same results, same completions (names are folded composed already)."""

import unicodedata

import pytest

from tests.support.helpers import soup, text_of

COMPOSED = ["Fähigkeit Zeitstempel", "Königliche Rolle"]


@pytest.mark.parametrize("query", COMPOSED)
def test_a_decomposed_query_finds_what_the_composed_one_finds(client, query) -> None:
    decomposed = unicodedata.normalize("NFD", query)
    assert decomposed != query
    pages = [soup(client.get("/de/", query_string={"q": q})) for q in (query, decomposed)]
    found = [[text_of(a) for a in page.select("ol.results > li.result .result__title a")] for page in pages]
    assert found[0] and found[0] == found[1]
    answers = [client.get("/api/search", query_string={"q": q, "lang": "de"}).get_json() for q in (query, decomposed)]
    assert answers[0]["total"] == answers[1]["total"] > 0


def test_a_decomposed_name_is_completed(client) -> None:
    typed = unicodedata.normalize("NFD", "Wachablö")
    items = client.get("/api/autocomplete", query_string={"q": typed, "lang": "de"}).get_json()["items"]
    assert items[0]["text"] == "Wachablöse"
