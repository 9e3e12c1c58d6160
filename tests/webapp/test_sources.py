"""The documents the texts come from: a ruling's source line names the publisher and the date
and leads to the document's page; the pages list what each document gives."""

import pytest

from indexer.sources.source_list import source_id
from tests.support.helpers import soup, text_of

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
    older, served = (
        a for a in links if "Comprehensive Rules" in text_of(a) and ("2023" in text_of(a) or "2026" in text_of(a))
    )
    facts = {text_of(div.dt): text_of(div.dd) for div in soup(client.get(served["href"])).select(".source-facts div")}
    assert facts["Art"] == "Ausführliches Regelwerk" and facts["Sprache"] == "Englisch"
    assert facts["Liefert der Seite"] == "725 Glossareinträge, 3.269 Regeln"
    facts = {text_of(div.dt): text_of(div.dd) for div in soup(client.get(older["href"])).select(".source-facts div")}
    assert facts["Liefert der Seite"] == "3.038 Regeln einer älteren Fassung, gezeigt in den Verläufen der Regeln"
    assert client.get("/de/sources/no-such-source").status_code == 404
