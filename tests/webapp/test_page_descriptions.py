"""A page's meta description says what the page holds: a link to a ruling or a rule shared in a
chat previews its words, not the site's description (a judge's review)."""

from __future__ import annotations

import pytest

from tests.support.helpers import soup

SITE = {
    "en": "Magic: The Gathering rulings and Comprehensive Rules in English and German",
    "de": "Regelauslegungen und Ausführliches Regelwerk zu Magic: The Gathering",
}


def description(client, path: str) -> str:
    found = soup(client.get(path)).select('head meta[name="description"]')
    assert len(found) == 1
    return found[0]["content"]


@pytest.mark.parametrize(
    ("path", "start", "words"),
    [
        ("/de/rulings/ea57492ee9ad", "Regelauslegung zu „Wilde Werfüchsin", "An einem Permanent können mehrere Rollen"),
        ("/en/rulings/350312f046ed", "Ruling on Ferocious Werefox", "If a permanent has more than one Role attached"),
        ("/de/rules/704.5j", "Regel 704.5j: ", "Falls zwei oder mehr legendäre bleibende Karten"),
        ("/en/rules/704.5j", "Rule 704.5j: ", "If two or more legendary permanents with the same name"),
        ("/en/cards/lightning-bolt", "Lightning Bolt: Instant · ", "deals 3 damage to any target"),
        ("/de/cards/lightning-bolt", "Blitzschlag: Spontanzauber · ", "3 Schadenspunkte"),
        ("/de/rules/704.5/history", "Wie sich der Text von Regel 704.5 von Fassung zu Fassung", None),
        ("/en/rules/changes/2025-11-14/2026-01-16", "The rules added, changed and removed", "November 14, 2025"),
    ],
)
def test_a_document_page_describes_itself(client, path, start, words) -> None:
    said = description(client, path)
    assert said.startswith(start)
    assert words is None or words in said
    assert SITE[path[1:3]] not in said


@pytest.mark.parametrize(
    ("path", "said"),
    [
        ("/de/rules/201.4g", "Regel 201.4g (der Text ist auf Englisch)."),
        ("/de/rulings/356860563695", "Regelauslegung zu „Wilde Werfüchsin // Wachablöse“ (der Text ist auf Englisch)."),
    ],
)
def test_a_text_in_another_language_is_named_not_quoted(client, path, said) -> None:
    """A meta description cannot mark its language: the English text of a rule the German
    rules lack had stood in a German page's description, unmarked."""
    assert description(client, path) == said


def test_two_rulings_are_described_apart(client) -> None:
    assert description(client, "/en/rulings/ea57492ee9ad") != description(client, "/en/rulings/350312f046ed")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_page_without_a_description_of_its_own_has_the_sites(client, lang) -> None:
    """In the page's language: the description is filled in as the page is rendered, the layout
    around it once per language."""
    other = "de" if lang == "en" else "en"
    assert description(client, f"/{lang}/help").startswith(SITE[lang])
    assert description(client, f"/{other}/help").startswith(SITE[other])


@pytest.mark.parametrize(
    ("path", "start"),
    [
        ("/en/examples/legend-rule", "Runnable example: Legend rule"),
        ("/de/examples/legend-rule", "Ausführbares Beispiel: Legendenregel"),
        ("/de/glossary/de-stirbt", "Stirbt: Eine Kreatur oder ein Planeswalker „stirbt“"),
        ("/en/glossary/en-dies", "Dies: A creature or planeswalker “dies”"),
    ],
)
def test_an_example_and_a_glossary_entry_describe_themselves(client, path, start) -> None:
    assert description(client, path).startswith(start)


def test_a_glossary_entry_that_only_refers_on_has_the_sites_description(client) -> None:
    """„Abandon“ only says where to look: „Abandon:“ and nothing after it is no description."""
    assert description(client, "/de/glossary/de-abandon").startswith(SITE["de"])


def test_a_name_in_a_description_is_escaped_once(app) -> None:
    """„Aminatou's Augury“ had stood in an English ruling's description as "Aminatou&#39;s
    Augury": the card's name escaped by the page's translation, then again by the layout."""
    from markupsafe import Markup, escape

    from webapp.rendering import described

    with app.test_request_context("/en/"):
        said = described(Markup("Ruling on %s") % "Aminatou's Augury", "You look at the top card.", "en")
        assert escape(said) == "Ruling on Aminatou&#39;s Augury: You look at the top card."


def test_a_partial_translation_is_named_not_quoted(client) -> None:
    """A German text that leaves sentences in English („… an ein Permanent angelegt werden
    (perhaps due to an effect such …“) had stood in the German description, unmarked."""
    said = description(client, "/de/rulings/af7530f8be2b")
    assert said.endswith("(der Text ist zum Teil auf Englisch).") and "perhaps" not in said
