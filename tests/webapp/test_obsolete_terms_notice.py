"""A ruling that uses a term the current rules no longer use says so and links the glossary
entry that says what replaced it (indexer.terms.obsolete_terms)."""

import pytest

from tests.support.helpers import soup, text_of


def notice_items(client, path: str) -> list:
    response = client.get(path)
    assert response.status_code == 200
    return soup(response).select(".notice--obsolete li")


def test_a_ruling_on_the_removed_damage_assignment_order_points_to_its_entry(client) -> None:
    """Ayesha Tanaka's banding ruling still says "damage assignment order" (removed in 2024)."""
    (item,) = notice_items(client, "/en/rulings/c83fec981a60")
    link = item.select_one("a")
    assert link["href"] == "/en/glossary/en-damage-assignment-order-obsolete"
    assert text_of(link) == "Damage Assignment Order (Obsolete)"
    assert [a["href"] for a in item.select("a.rule-ref")] == ["/en/rules/510.1c", "/en/rules/510.1d"]


def test_the_german_page_shows_the_german_entry_where_the_glossary_has_one(client) -> None:
    (item,) = notice_items(client, "/de/rulings/e74a0102ae13")
    link = item.select_one("a")
    assert link["href"] == "/de/glossary/de-umgewandelte-manakosten-veraltet"
    assert link["lang"] == "de" and text_of(link) == "Umgewandelte Manakosten (veraltet)"
    assert not item.select(".badge--language")
    assert text_of(soup(client.get("/de/rulings/e74a0102ae13")).select_one(".notice--obsolete p")).startswith(
        "Diese Regelauslegung verwendet einen Begriff"
    )


def test_the_damage_assignment_order_has_its_german_entry_on_the_german_page(client) -> None:
    """The two glossaries' entries of the removed rule are paired (glossary.tsv)."""
    (item,) = notice_items(client, "/de/rulings/c83fec981a60")
    assert item.select_one("a")["href"] == "/de/glossary/de-schadenszuweisungsreihenfolge-veraltet"


def test_an_english_entry_on_the_german_page_is_marked_as_english(client) -> None:
    """The German glossary has no entry for the card type once called "tribal" (kindred)."""
    (item,) = notice_items(client, "/de/rulings/23197ed6410a")
    assert item.select_one("a")["href"] == "/de/glossary/en-tribal-obsolete"
    assert item.select_one("a")["lang"] == "en"
    assert text_of(item.select_one(".badge--language")) == "auf Englisch"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_ruling_in_the_current_terms_has_no_such_notice(client, lang: str) -> None:
    assert notice_items(client, f"/{lang}/rulings/657e1b243678") == []


def test_a_card_page_marks_its_rulings_in_obsolete_terms(client) -> None:
    """Ayesha Tanaka's page lists its banding ruling with the removed damage assignment order
    named; its other rulings say nothing of the kind."""
    page = soup(client.get("/de/cards/ayesha-tanaka"))
    marked = [item for item in page.select(".ruling-list__item") if item.select(".ruling-list__obsolete")]
    assert len(marked) == 1 and len(page.select(".ruling-list__item")) > 1
    line = marked[0].select_one(".ruling-list__obsolete")
    assert text_of(line).startswith("Verwendet einen Begriff")
    assert line.select_one("a")["href"] == "/de/glossary/de-schadenszuweisungsreihenfolge-veraltet"
