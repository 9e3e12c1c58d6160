"""Rulings and rules linked both ways: a ruling lists the rules it cites and the rules its
example applies; a rule lists the rulings citing it or whose example applies it, and the
`rule:` filter finds them."""

import pytest

from tests.support.helpers import soup, text_of

NEWEST = "350312f046ed"  # a permanent keeps only its newest Role of a player: 704.5y, by its example


def test_a_ruling_lists_the_rules_its_example_applies_under_its_text(client) -> None:
    page = soup(client.get(f"/de/rulings/{NEWEST}"))
    section = page.select_one("#rules-title").parent
    items = {text_of(li.a): li for li in section.select(".ruling-rules li")}
    assert "Regel 704.5y" in items
    assert items["Regel 704.5y"].a["href"] == "/de/rules/704.5y"
    assert text_of(items["Regel 704.5y"].select_one(".ruling-rules__why")) == "im Beispiel angewandt"
    assert items["Regel 704.5y"].q["lang"] == "de"
    order = [tag["id"] for tag in page.select("h2[id]")]
    assert order.index("cards-title") < order.index("rules-title") < order.index("examples-title")


def test_a_rule_lists_the_rulings_whose_example_applies_it(client) -> None:
    page = soup(client.get("/de/rules/704.5y"))
    assert text_of(page.select_one("#cited-title")) == "Regelauslegungen und Artikel zu dieser Regel"
    items = page.select(".citing-list__item")
    applying = [li for li in items if li.select_one(f'a[href="/de/rulings/{NEWEST}"]')]
    assert len(applying) == 1
    assert text_of(applying[0].select_one(".citing-list__applied")) == "(ihr Beispiel wendet diese Regel an)"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rule_filter_finds_the_rulings_whose_example_applies_the_rule(client, lang) -> None:
    hits = soup(client.get(f"/{lang}/", query_string={"q": "Rolle rule:704.5y"})).select("li.result")
    assert any(hit.select_one(f'a[href="/{lang}/rulings/{NEWEST}"]') for hit in hits)
