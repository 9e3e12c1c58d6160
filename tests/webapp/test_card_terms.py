"""A card page lists the glossary entries of the terms its rules text uses, read in the English
Oracle text and shown in the page's language (DocumentBuilder._card_terms)."""

import pytest

from tests.support.helpers import soup, text_of


def terms(client, path: str) -> dict[str, str]:
    response = client.get(path)
    assert response.status_code == 200
    section = soup(response).find("section", attrs={"aria-labelledby": "glossary-title"})
    return {text_of(a): a["href"] for a in section.select("a")} if section else {}


@pytest.mark.parametrize(("lang", "haste", "entry"), [("en", "Haste", "en-haste"), ("de", "Eile", "de-eile")])
def test_a_card_page_links_the_keywords_of_its_text(client, lang: str, haste: str, entry: str) -> None:
    """Act of Treason gives haste: a judge on its page wants the rules of haste (302.6)."""
    found = terms(client, f"/{lang}/cards/act-of-treason")
    assert found[haste] == f"/{lang}/glossary/{entry}"
    assert len(found) >= 3


def test_the_terms_are_read_in_the_oracle_text_not_an_old_printing_or_the_name(client) -> None:
    """Lightning Bolt's German printing says „Der Blitz fügt … zu“ (Blitz is a keyword);
    Aether Storm's text names the card ("Pay 4 life: Destroy Aether Storm"), which has no storm
    (426 cards have a term in a name their text says)."""
    assert "Blitz" not in terms(client, "/de/cards/lightning-bolt")
    assert "Ein Ziel deiner Wahl" in terms(client, "/de/cards/lightning-bolt")
    assert "Storm" not in terms(client, "/en/cards/aether-storm")
    assert "Destroy" in terms(client, "/en/cards/aether-storm")


def test_an_obsolete_term_of_a_card_text_leads_to_its_entry(client) -> None:
    """Counterbalance's text (the card data of 2019) says "converted mana cost": that is no Mana
    Cost; Treefolk Umbra's "Totem armor" is the keyword renamed umbra armor."""
    counterbalance = terms(client, "/de/cards/counterbalance")
    assert counterbalance["Umgewandelte Manakosten (veraltet)"] == "/de/glossary/de-umgewandelte-manakosten-veraltet"
    assert "Manakosten" not in counterbalance
    assert "Totem Armor (Obsolete)" in terms(client, "/en/cards/treefolk-umbra")
