"""Languages: hreflang, <html lang>, the switcher's targets, dates."""

import re
from datetime import date
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.support.helpers import GOOD_ARGUMENTS, soup, text_of
from webapp.i18n import long_date, number, share, shown_language

RULING = "ea57492ee9ad"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_html_lang_and_hreflang_alternates(client, lang) -> None:
    page = soup(client.get(f"/{lang}/rulings/{RULING}"))
    assert page.html["lang"] == lang
    alternates = {link["hreflang"]: link["href"] for link in page.find_all("link", rel="alternate")}
    assert alternates == {
        "en": f"http://127.0.0.1:5000/en/rulings/{RULING}",
        "de": f"http://127.0.0.1:5000/de/rulings/{RULING}",
        "x-default": f"http://127.0.0.1:5000/en/rulings/{RULING}",
    }


def test_start_page_x_default_is_the_language_neutral_root(client) -> None:
    page = soup(client.get("/de/"))
    x_default = page.find("link", hreflang="x-default")
    assert x_default["href"] == "http://127.0.0.1:5000/"


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


@pytest.mark.parametrize("order", [("de", "en", "de"), ("en", "de", "en")])
def test_counts_follow_the_locale_whichever_was_formatted_first(app, order) -> None:
    """Counts are kept per locale once formatted: the other language's page formats its own."""
    for lang in order:
        with app.test_request_context(f"/{lang}/"):
            app.preprocess_request()
            assert number(18100) == {"de": "18.100", "en": "18,100"}[lang]


def test_a_text_is_shown_in_the_page_language_where_it_has_one(app) -> None:
    with app.test_request_context("/de/"):
        app.preprocess_request()
        assert shown_language({"en": "Role", "de": "Rolle"}) == "de"
        assert shown_language({"en": "Role"}) == "en"
        assert shown_language({}) == "en"


# Names url_for reads itself, and a view's own argument: a request that sends one must still
# get its page (they once reached url_for through the language links: a 500).
RESERVED = ["lang_code", "_external", "_anchor", "_method", "_scheme", "endpoint"]


@pytest.mark.parametrize("name", RESERVED)
def test_a_query_parameter_named_like_a_url_for_argument_is_ignored(client, name) -> None:
    response = client.get("/de/help", query_string={name: "x"})
    assert response.status_code == 200
    alternates = [link["href"] for link in soup(response).find_all("link", rel="alternate")]
    assert alternates and not [href for href in alternates if name in href]


def test_a_query_parameter_named_like_the_views_argument_is_ignored(client) -> None:
    response = client.get(f"/en/rulings/{RULING}", query_string={"ruling_id": "x"})
    assert response.status_code == 200
    assert soup(response).find("link", hreflang="de")["href"].endswith(f"/de/rulings/{RULING}")


def test_an_example_run_ignores_a_reserved_query_parameter(client) -> None:
    response = client.post("/en/examples/seven-roles/run", query_string={"lang_code": "x", "endpoint": "y"})
    assert response.status_code == 200
    assert soup(response).html["lang"] == "en"


def test_language_links_carry_only_the_search_and_its_page(client) -> None:
    """Nothing else a request sends is copied into the links (four times per page)."""
    query = {"q": ["role", "ignored"], "page": "2", "junk": "a" * 1000}
    page = soup(client.get("/en/", query_string=query))
    links = [link["href"] for link in page.find_all("link", rel="alternate")]
    links.append(page.select_one('.language-switch a[hreflang="de"]')["href"])
    assert links and all("junk" not in href and "ignored" not in href for href in links)
    assert page.find("link", hreflang="de")["href"].endswith("/de/?q=role&page=2")
    assert (
        soup(client.get("/de/", query_string={"junk": "1"})).find("link", hreflang="x-default")["href"]
        == "http://127.0.0.1:5000/"
    )


# Every page that reads query parameters, with each of them: they mean the same in either language.
KEPT = [
    ("/{lang}/", {"q": "Rolle", "page": "2"}),
    ("/{lang}/rules/702.19b", {"beside": "1"}),
    ("/{lang}/terms", {"filter": "Rolle"}),
    ("/{lang}/terms/learned", {"filter": "Rolle"}),
    ("/{lang}/examples/role-newest-stays/run", {"first_role": "wicked", "second_role": "royal"}),
    ("/{lang}/rules/701.4/history", {"release": "2023-10-13"}),  # the rule 701.4 was then
]


@pytest.mark.parametrize(("path", "query"), KEPT)
@pytest.mark.parametrize(("lang", "other"), [("de", "en"), ("en", "de")])
def test_the_language_switch_keeps_what_the_page_was_asked(client, path, query, lang, other) -> None:
    page = soup(client.get(path.format(lang=lang), query_string={**query, "junk": "1"}))
    switch = client.get(page.select_one(f'.language-switch a[hreflang="{other}"]')["href"])
    wanted = urlsplit(switch.headers["Location"])
    assert wanted.path == path.format(lang=other)
    assert parse_qs(wanted.query) == {name: [value] for name, value in query.items()}
    alternate = urlsplit(page.find("link", hreflang=other)["href"])
    assert (alternate.path, parse_qs(alternate.query)) == (wanted.path, parse_qs(wanted.query))


@pytest.mark.parametrize(
    ("lang", "value", "shown"),
    [
        ("de", 6 / 18100, "0,03\xa0%"),
        ("en", 6 / 18100, "0.03%"),
        ("de", 0.5, "50\xa0%"),
        ("de", 0.0, "0\xa0%"),
        ("de", 1 / 10**6, "< 0,01\xa0%"),
        ("de", 18092 / 18100, "99,96\xa0%"),
        ("de", 1.0, "100\xa0%"),
    ],
)
def test_a_small_share_is_not_shown_as_nothing(app, lang, value, shown) -> None:
    """6 of 18,100 rulings with German text read "6 (0 %)" on the coverage page."""
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        assert share(value) == shown


# A value for each query parameter a page of the site reads (the examples' own parameters are in
# KEPT): whichever of them changes what a page shows, its language links must keep.
PARAMETERS = {"q": "Rolle", "page": "2", "release": "2023-10-13", "filter": "Rolle", "beside": "1", "as_typed": "1"}
# A rule whose number another rule held in an older release: its history differs by release.
ARGUMENTS = {**GOOD_ARGUMENTS, "number": "701.4"}


def _language_pages(app) -> list[str]:
    """The German address of every page of the URL map that has one in each language."""
    paths = []
    for rule in app.url_map.iter_rules():
        if "lang_code" not in rule.arguments or "GET" not in rule.methods:
            continue
        path = rule.rule
        for name in rule.arguments:
            path = re.sub(rf"<(?:[^:>]+:)?{name}>", ARGUMENTS[name], path)
        paths.append(path)
    return sorted(paths)


def _main(client, path: str, query: dict[str, str]):
    response = client.get(path, query_string=query)
    return soup(response) if response.status_code == 200 else None


def test_every_query_parameter_that_changes_a_page_is_kept_by_its_language_links(app, client) -> None:
    """The history of 701.4 at ?release=2023-10-13 linked its English page without the release:
    the reader landed on another rule's history. Any parameter that changes what a page shows
    (its main content) is carried by the hreflang links and the language switch."""
    changed = []
    for path in _language_pages(app):
        plain = _main(client, path, {})
        for name, value in PARAMETERS.items():
            asked = {"q": "role", name: value} if name in ("page", "as_typed") else {name: value}
            page = _main(client, path, asked)
            if plain is None or page is None or text_of(page.main) == text_of(plain.main):
                continue
            changed.append((path, name))
            english = urlsplit(page.find("link", hreflang="en")["href"])
            switch = parse_qs(urlsplit(page.select_one('.language-switch a[hreflang="en"]')["href"]).query)
            for address in (english, urlsplit(switch["next"][0])):
                assert parse_qs(address.query) == {key: [kept] for key, kept in asked.items()}, (path, name)
    assert {("/de/rules/701.4/history", "release"), ("/de/", "page"), ("/de/terms", "filter")} <= set(changed)
