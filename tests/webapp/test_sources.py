"""The documents the texts come from: a ruling's source line names the publisher and the date
and leads to the document's page; the pages list what each document gives."""

import pytest

from indexer.sources.source_list import source_id
from tests.support.helpers import soup, text_of
from webapp.views.sources import grouped

WEREFOX_SEED = "Wizards of the Coast rulings for Ferocious Werefox // Guard Change (Wilds of Eldraine, 2023)"


def test_a_source_id_is_made_from_the_title() -> None:
    assert source_id(WEREFOX_SEED) == "wizards-of-the-coast-rulings-for-ferocious-werefox-guard-change-wilds-of"
    assert source_id('Keyword article "Role"') == "keyword-article-role"
    assert len(source_id("word " * 200)) <= 80 and not source_id("word " * 200).endswith("-")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("de", "Wizards of the Coast, 1. September 2023"), ("en", "Wizards of the Coast, September 1, 2023")],
)
def test_a_rulings_source_names_publisher_and_date_and_links_its_page(client, lang, expected) -> None:
    page = soup(client.get(f"/{lang}/rulings/350312f046ed"))
    source = page.select("p.source")[0]
    link = source.a
    assert text_of(link) == expected
    assert link["href"] == f"/{lang}/sources/{source_id(WEREFOX_SEED)}"
    target = soup(client.get(link["href"]))
    assert text_of(target.h1) == WEREFOX_SEED and target.h1["lang"] == "en"
    facts = {text_of(div.dt): text_of(div.dd) for div in target.select(".source-facts div")}
    assert facts[{"de": "Herausgegeben von", "en": "Published by"}[lang]] == "Wizards of the Coast"


def test_the_sources_page_lists_every_document_with_what_it_gives(client) -> None:
    page = soup(client.get("/de/sources/"))
    links = page.select(".source-list a")
    assert len(links) == 10
    served, older = (  # newest first
        a for a in links if "Comprehensive Rules" in text_of(a) and ("2023" in text_of(a) or "2026" in text_of(a))
    )
    facts = {text_of(div.dt): text_of(div.dd) for div in soup(client.get(served["href"])).select(".source-facts div")}
    assert facts["Art"] == "Ausführliches Regelwerk" and facts["Sprache"] == "Englisch"
    assert facts["Beitrag zur Seite"] == "725 Glossareinträge, 3.269 Regeln"
    facts = {text_of(div.dt): text_of(div.dd) for div in soup(client.get(older["href"])).select(".source-facts div")}
    assert facts["Beitrag zur Seite"] == "3.038 Regeln einer älteren Fassung, gezeigt in den Verläufen der Regeln"
    assert client.get("/de/sources/no-such-source").status_code == 404


def test_the_sources_are_grouped_by_kind_and_newest_first() -> None:
    sources = [
        {"id": "cards", "format": "card-names"},
        {"id": "rules-2023", "format": "comprehensive-rules", "effective": "2023-10-13"},
        {"id": "old-rulings", "format": "scryfall-rulings", "rulings_to": "2019-07-12"},
        {"id": "article", "format": "keyword-article"},
        {"id": "rules-2026", "format": "comprehensive-rules", "effective": "2026-01-16"},
        {"id": "new-rulings", "format": "card-rulings", "rulings_to": "2023-09-01"},
    ]
    assert [(group, [s["id"] for s in members]) for group, members in grouped(sources)] == [
        ("rules", ["rules-2026", "rules-2023"]),
        ("rulings", ["new-rulings", "old-rulings", "cards"]),
        ("articles", ["article"]),
    ]


def test_the_sources_page_says_its_order_and_heads_each_kind(client) -> None:
    """The list was in the manifest's order, which no reader can see."""
    page = soup(client.get("/de/sources/"))
    assert [text_of(h2) for h2 in page.select(".sources h2")] == [
        "Ausführliches Regelwerk",
        "Regelauslegungen und Kartendaten",
        "Artikel",
    ]
    assert any(text_of(p).startswith("Nach Art geordnet: zuerst das Ausführliche Regelwerk") for p in page.select("p"))
    rules = [text_of(li.small) for li in page.select("#sources-rules + ul li")]
    assert [note.split("gültig ab ")[1] for note in rules] == [
        "16. Januar 2026)",
        "14. November 2025)",
        "14. November 2025)",
        "13. Oktober 2023)",
    ]
    rulings = [text_of(li.small) for li in page.select("#sources-rulings + ul li")]
    assert rulings[-2:] == [
        "(Regelauslegungen zu vielen Karten, Englisch, vom 4. Oktober 2004 bis zum 12. Juli 2019)",
        "(Kartennamen, Typen und gedruckte Texte, Deutsch)",
    ]
