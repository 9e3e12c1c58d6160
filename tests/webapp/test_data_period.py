"""The home and help pages say which period the data covers, from the index's source list
(the build records each source's first and last ruling date), not from words in a template."""

import re

import pytest

from tests.support.helpers import soup, text_of


def period_items(page) -> dict[str, str]:
    section = page.select_one("section[aria-labelledby=data-period-title]")
    return {text_of(li.a): text_of(li) for li in section.select(".data-period__list li")}


@pytest.mark.parametrize("path", ["/de/", "/de/help"])
def test_the_german_pages_say_what_period_the_rulings_cover(client, path) -> None:
    page = soup(client.get(path))
    assert text_of(page.select_one("#data-period-title")) == "Welchen Zeitraum die Daten abdecken"
    items = period_items(page)
    gatherer = "Wizards of the Coast rulings (Gatherer), 2004-10-04 to 2019-07-12, from MTGJSON v4"
    assert items[gatherer].endswith("18.076 Regelauslegungen, vom 4. Oktober 2004 bis zum 12. Juli 2019")
    assert any(text.endswith("vom 1. September 2023") for text in items.values())
    assert list(items)[0] == gatherer
    # An English title says so visibly, beside its `lang`; the German one needs no badge.
    section = page.select_one("section[aria-labelledby=data-period-title]")
    badges = {
        text_of(li.a): text_of(li.select_one(".badge--language"))
        for li in section.select("li")
        if li.select_one(".badge--language")
    }
    assert badges[gatherer] == "auf Englisch"
    assert not any(title.startswith("Deutsche") for title in badges)


def test_the_english_home_page_too(client) -> None:
    items = period_items(soup(client.get("/en/")))
    assert any(text.endswith("18,076 rulings, dated October 4, 2004 to July 12, 2019") for text in items.values())


def test_the_period_comes_from_the_index(small_client) -> None:
    """The small corpus holds only rulings of 2023: no 2019 on its home page."""
    page = soup(small_client.get("/de/"))
    texts = list(period_items(page).values())
    assert texts and all("2023" in text and "2019" not in text for text in texts)


def test_the_help_page_explains_a_search_for_a_newer_card(client) -> None:
    page = soup(client.get("/de/help"))
    names = text_of(page.select_one("section[aria-labelledby=help-names]"))
    assert "Eine Karte, die neuer ist als die Daten der Seite, wird nicht gefunden" in names


def test_where_the_sources_counts_add_up_to_more_the_page_says_why(client) -> None:
    """The start page said 18,097 rulings beside sources of 18,076, 21, 16 and 8 (an English
    judge's review, 4 December): the Wilds of Eldraine rulings are in three sources."""
    page = soup(client.get("/en/"))
    section = page.select_one("section[aria-labelledby=data-period-title]")
    counted = sum(
        int(re.search(r"([\d,]+) rulings?,", text_of(li)).group(1).replace(",", "")) for li in section.select("li")
    )
    tile = text_of(page.find("dt", string="Rulings").find_next_sibling("dd"))
    total = int("".join(ch for ch in tile if ch.isdigit()))
    assert counted == 18_121 and total == 18_097
    notes = [text_of(p) for p in section.select("p")]
    assert "A ruling that several sources give counts under each: 18,097 rulings in all." in notes
