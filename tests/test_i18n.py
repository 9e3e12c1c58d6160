"""Languages: hreflang, <html lang>, the switcher's targets, dates."""

from datetime import date

import pytest

from helpers import soup
from webapp.i18n import long_date, shown_language

RULING = "ea57492ee9ad"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_html_lang_and_hreflang_alternates(client, lang) -> None:
    page = soup(client.get(f"/{lang}/rulings/{RULING}"))
    assert page.html["lang"] == lang
    alternates = {link["hreflang"]: link["href"] for link in page.find_all("link", rel="alternate")}
    assert alternates == {
        "en": f"http://localhost/en/rulings/{RULING}",
        "de": f"http://localhost/de/rulings/{RULING}",
        "x-default": f"http://localhost/en/rulings/{RULING}",
    }


def test_start_page_x_default_is_the_language_neutral_root(client) -> None:
    page = soup(client.get("/de/"))
    x_default = page.find("link", hreflang="x-default")
    assert x_default["href"] == "http://localhost/"


def test_switcher_keeps_page_and_query(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "Rolle Zeitstempel", "page": "1"}))
    switch = page.select_one('.language-switch a[hreflang="de"]')
    response = client.get(switch["href"])
    assert response.headers["Location"] == "/de/?q=Rolle+Zeitstempel&page=1"
    assert page.select_one(".language-switch [aria-current]").get_text() == "English"


def test_dates_follow_the_locale(app) -> None:
    with app.test_request_context("/de/"):
        app.preprocess_request()
        assert long_date(date(2023, 9, 1)) == "1. September 2023"
    with app.test_request_context("/en/"):
        app.preprocess_request()
        assert long_date("2023-09-01") == "September 1, 2023"


def test_a_text_is_shown_in_the_page_language_where_it_has_one(app) -> None:
    with app.test_request_context("/de/"):
        app.preprocess_request()
        assert shown_language({"en": "Role", "de": "Rolle"}) == "de"
        assert shown_language({"en": "Role"}) == "en"
        assert shown_language({}) == "en"
