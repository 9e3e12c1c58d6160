"""The search box in headless Chromium: the combobox of names and terms (keyboard only), and
the same search without JavaScript."""

import re
from urllib.parse import unquote

import pytest

from tests.support.browser import browser_page, console_errors

pytestmark = pytest.mark.browser
LABEL = "Regelauslegungen, Regeln und Karten durchsuchen"


def test_combobox_by_keyboard(site, client) -> None:
    offered = client.get("/api/autocomplete", query_string={"q": "Charm", "lang": "de"}).get_json()["items"]
    with browser_page("de-DE") as page:
        errors = console_errors(page)
        page.goto(site + "/de/")
        box = page.get_by_role("combobox", name=LABEL)
        assert box.get_attribute("aria-expanded") == "false"
        box.fill("Charm")
        listbox = page.get_by_role("listbox", name="Vorschläge")
        listbox.wait_for()
        assert box.get_attribute("aria-expanded") == "true"
        assert box.get_attribute("aria-controls") == listbox.get_attribute("id")
        options = listbox.get_by_role("option")
        assert options.count() == len(offered) > 2
        assert (
            options.first.inner_text().startswith("Charmante Halunkin") and offered[0]["text"] == "Charmante Halunkin"
        )
        translation = options.first.locator(".autocomplete__meta span")
        assert (translation.inner_text(), translation.get_attribute("lang")) == ("Charming Scoundrel", "en")
        # a name in the other language says so, as a result does (only its lang attribute had)
        english = next(i for i, item in enumerate(offered) if item["lang"] == "en")
        meta = options.nth(english).locator(".autocomplete__meta").inner_text()
        assert meta.startswith(f"{offered[english]['kind_label']} · Englisch")
        page.wait_for_function(
            f"document.querySelector('.autocomplete-status').textContent.startsWith('{len(offered)} Vorschläge')"
        )
        box.press("ArrowDown")
        box.press("ArrowDown")
        second = options.nth(1)
        assert box.get_attribute("aria-activedescendant") == second.get_attribute("id")
        assert second.get_attribute("aria-selected") == "true"
        assert options.first.get_attribute("aria-selected") == "false"
        box.press("ArrowUp")
        assert box.get_attribute("aria-activedescendant") == options.first.get_attribute("id")
        box.press("Escape")
        assert box.get_attribute("aria-expanded") == "false" and listbox.is_hidden()
        assert box.input_value() == "Charm"
        box.press("ArrowDown")
        assert box.get_attribute("aria-expanded") == "true"
        box.press("Enter")
        page.wait_for_url(site + "/de/cards/charming-scoundrel")
        assert page.get_by_role("heading", level=1).inner_text() == "Charmante Halunkin"
        assert not errors, errors


def test_typos_are_offered_and_enter_without_a_choice_searches(site) -> None:
    with browser_page("en-US") as page:
        page.goto(site + "/en/")
        box = page.get_by_role("combobox", name="Search rulings, rules and cards")
        box.fill("Charming Scoundrell")
        page.get_by_role("option").first.wait_for()
        assert page.get_by_role("option").first.inner_text().startswith("Charming Scoundrel")
        box.press("Enter")
        page.wait_for_url(re.compile(r"/en/\?q=Charming"))
        assert page.locator("ol.results a").first.get_attribute("href") == "/en/cards/charming-scoundrel"


def test_a_text_too_short_to_ask_about_leaves_nothing_announced(site) -> None:
    """The list went away when the box was cleared to one letter, but the live region still
    said "8 suggestions" (a tester's review)."""
    with browser_page("en-US") as page:
        page.goto(site + "/en/")
        box = page.get_by_role("combobox", name="Search rulings, rules and cards")
        box.fill("Charm")
        page.get_by_role("option").first.wait_for()
        status = page.locator(".autocomplete-status")
        assert "suggestion" in status.text_content()
        box.fill("C")
        page.get_by_role("listbox").wait_for(state="hidden")
        assert status.text_content() == ""


def test_the_list_fits_a_phone(site) -> None:
    with browser_page("de-DE") as page:
        page.set_viewport_size({"width": 360, "height": 740})
        page.goto(site + "/de/")
        page.get_by_role("combobox", name=LABEL).fill("Wilde Werfüchsin")
        page.get_by_role("option").first.wait_for()
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the suggestions scroll the page sideways by {overflow}px"


def test_long_names_fit_the_list_on_a_phone(site) -> None:
    """The list is wider than the box on a phone, and a long name wraps rather than being cut
    off or scrolling the list sideways ("Blitzschwingenmarodeur" in a list 219 px wide)."""
    with browser_page("de-DE") as page:
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(site + "/de/")
        page.get_by_role("combobox", name=LABEL).fill("Blitzschw")
        page.get_by_role("option").first.wait_for()
        cut = page.evaluate(
            "Array.from(document.querySelectorAll('.autocomplete, .autocomplete [role=option]'))"
            ".filter(e => e.scrollWidth > e.clientWidth).map(e => e.textContent.trim())"
        )
        assert not cut, f"cut off or scrolled sideways: {cut}"


@pytest.mark.parametrize(("lang", "locale", "label"), [("de", "de-DE", LABEL), ("en", "en-US", None)])
def test_tab_from_the_box_reaches_the_search_button_while_a_long_list_is_open(site, lang, locale, label) -> None:
    """A list taller than its box scrolls, and Chromium let Tab stop on it: the list closed and
    the focus was on nothing a reader could see (a review, "tramp" at 390 px)."""
    with browser_page(locale) as page:
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(f"{site}/{lang}/")
        box = page.get_by_role("combobox", name=label) if label else page.get_by_role("combobox")
        box.fill("tramp")
        page.get_by_role("option").first.wait_for()
        assert page.evaluate("(l => l.scrollHeight > l.clientHeight)(document.getElementById('q-suggestions'))")
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.matches('form.search-form button[type=submit]')")


def test_without_javascript_the_results_page_offers_the_names(site) -> None:
    with browser_page("de-DE", java_script_enabled=False) as page:
        page.goto(site + "/de/")
        assert page.get_by_role("combobox").count() == 0
        page.get_by_label(LABEL).fill("Charmante Halunkn")
        page.get_by_role("button", name="Suchen").click()
        page.wait_for_url(re.compile(r"/de/\?q=Charmante"))
        assert page.locator(".suggestion a.suggestion__link").inner_text() == "Charmante Halunkin"
        names = page.get_by_role("region", name="Namen und Begriffe")
        names.get_by_role("link", name="Charmante Halunkin").click()
        page.wait_for_url(site + "/de/cards/charming-scoundrel")


def test_a_question_longer_than_a_name_asks_for_no_suggestions(site) -> None:
    """The suggestions answer up to 100 characters (a name, not a question); the box takes 300.
    Past 100, every key asked again and the browser logged each answer's 400 as an error."""
    question = "Was passiert mit einem Planeswalker, der keine Loyalitätsmarken mehr hat, wenn er Schaden erhält?"
    with browser_page("de-DE") as page:
        errors = console_errors(page)
        asked: list[str] = []
        page.on("request", lambda request: asked.append(request.url) if "/api/autocomplete" in request.url else None)
        page.goto(site + "/de/")
        box = page.get_by_role("combobox", name=LABEL)
        box.fill("Planeswalker")
        page.get_by_role("option").first.wait_for()
        box.press_sequentially(" " + question[: 120 - len("Planeswalker ")])
        page.wait_for_timeout(400)
        assert len(box.input_value()) > 100
        assert all(len(unquote(url.partition("&q=")[2])) <= 100 for url in asked), asked
        assert page.get_by_role("listbox").is_hidden()
        assert not errors, errors


def test_an_emptied_box_has_no_list_and_the_same_text_typed_again_has_its_list_again(site) -> None:
    """Escape twice (the second empties the box), Down and Enter within the list's delay had
    opened the card typed before with nothing in the box (a reader's review); and a text
    typed again after the box had too few letters got no list, being the one last asked."""
    with browser_page("en-US") as page:
        page.goto(site + "/en/")
        box = page.get_by_role("combobox", name="Search rulings, rules and cards")
        box.fill("Lightning Bol")
        listbox = page.get_by_role("listbox")
        listbox.wait_for()
        box.fill("")
        box.fill("Lightning Bol")
        listbox.wait_for()
        assert listbox.get_by_role("option").count() > 0
        box.press("Escape")
        box.fill("")
        box.press("ArrowDown")
        assert listbox.is_hidden() and box.get_attribute("aria-expanded") == "false"
        box.press("Enter")
        assert "/cards/" not in page.url
