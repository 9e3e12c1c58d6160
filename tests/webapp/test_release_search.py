"""Searching one release of the rules (`release:` / `fassung:`) and the release facet."""

import pytest

from tests.support.helpers import soup, text_of


def result_links(page) -> list[str]:
    return [a["href"] for a in page.select(".result__title a")]


def test_an_older_release_is_searched_with_the_filter(client) -> None:
    page = soup(client.get("/en/", query_string={"q": '"this Aura is put into a graveyard" release:2023-10-13'}))
    assert result_links(page) == ["/en/rules/111.10q/history#release-2023-10-13"]
    assert text_of(page.select_one(".result time")) == "October 13, 2023"
    newest = soup(client.get("/en/", query_string={"q": '"this Aura is put into a graveyard" kind:rule'}))
    assert "/en/rules/111.10q" not in result_links(newest)  # the newest release says "this token"


def test_the_newest_release_leads_to_rule_pages(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "start your engines fassung:2026-01-16"}))
    links = result_links(page)
    assert "/de/rules/704.5z" in links
    assert page.select_one(".result .notice--untranslated")  # English text on the German site


def test_release_facet_counts_rules_per_release_and_switches_release(client) -> None:
    page = soup(client.get("/en/", query_string={"q": '"this Aura is put into a graveyard from the battlefield, each opponent"'}))
    facet = page.select("ul[aria-labelledby='facet-release'] a")
    assert [text_of(a) for a in facet] == ["October 13, 2023 1"]
    chosen = soup(client.get(facet[0]["href"]))
    assert result_links(chosen) == ["/en/rules/111.10q/history#release-2023-10-13"]
    switch = soup(client.get("/en/", query_string={"q": "wicked role release:2023-10-13"}))
    other = [a for a in switch.select("ul[aria-labelledby='facet-release'] a") if "2026" in text_of(a)][0]
    assert "release:2026-01-16" in other["href"] and "2023-10-13" not in other["href"]


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("role release:2020-01-01", "Possible values: 2023-10-13, 2025-11-14, 2026-01-16"),
        ("role OR token release:2023-10-13", "takes words and phrases only"),
        ("(role release:2023-10-13) OR token", "takes words and phrases only"),
    ],
)
def test_bad_release_queries_are_explained(client, query, message) -> None:
    response = client.get("/en/", query_string={"q": query})
    assert response.status_code == 400
    assert message in text_of(soup(response).select_one("main"))
    assert client.get("/api/search", query_string={"q": query}).status_code == 400


def test_api_search_in_a_release(client) -> None:
    found = client.get("/api/search", query_string={"q": "wicked role release:2023-10-13"}).get_json()
    assert [r["id"] for r in found["results"]] == ["111.10q"]
    assert found["facets"]["release"] == [
        {"value": "2023-10-13", "count": 1}, {"value": "2025-11-14", "count": 1}, {"value": "2026-01-16", "count": 1}
    ]
