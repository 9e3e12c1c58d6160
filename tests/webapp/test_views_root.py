"""Language-neutral URLs: the redirect from `/` and the remembered switch."""

import pytest

from tests.support.helpers import soup
from webapp.i18n import COOKIE

RULING = "ea57492ee9ad"


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("de-DE,de;q=0.9,en;q=0.5", "/de/"),
        ("en-US,en;q=0.9", "/en/"),
        ("fr-FR,fr;q=0.9", "/en/"),
        (None, "/en/"),
        # (a German browser naming its region only: Werkzeug's best_match had taken the "en")
        ("de-DE,en;q=0.5", "/de/"),
        ("de-CH,en", "/de/"),
        ("fr-FR,de-AT;q=0.8,en;q=0.5", "/de/"),
        ("en-GB,de;q=0.9", "/en/"),
        ("de;q=0", "/en/"),
    ],
)
def test_root_redirects_by_accept_language(client, header, expected) -> None:
    headers = {"Accept-Language": header} if header else {}
    response = client.get("/", headers=headers)
    assert response.status_code == 302
    assert response.headers["Location"] == expected
    assert "Accept-Language" in response.headers["Vary"]


def test_explicit_choice_wins_over_the_header(client) -> None:
    response = client.get(f"/language/en?next=/en/rulings/{RULING}")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/en/rulings/{RULING}"
    assert f"{COOKIE}=en" in response.headers["Set-Cookie"]
    again = client.get("/", headers={"Accept-Language": "de-DE,de"})
    assert again.headers["Location"] == "/en/"


@pytest.mark.parametrize(
    "target",
    [
        "https://evil.example/",
        "//evil.example/de/",
        "/en/rulings/x",
        "/de/\\evil",
        "/de/\r\nSet-Cookie: lang=en",
        "/de/\x00",
        "/de/\t/x",
    ],
)
def test_switch_only_redirects_into_the_chosen_language(client, target) -> None:
    response = client.get("/language/de", query_string={"next": target})
    assert response.headers["Location"] == "/de/"


def test_unknown_language_codes_are_404(client) -> None:
    assert client.get("/fr/").status_code == 404
    assert client.get(f"/xx/rulings/{RULING}").status_code == 404
    assert client.get("/language/fr").status_code == 404
    assert client.get("/fr/examples/role-newest-stays").status_code == 404, "was a 500"
    assert client.post("/fr/examples/role-newest-stays/run").status_code == 404


def test_the_site_has_an_icon(client) -> None:
    """Its 404 was the only console error of a page (a browser asks for /favicon.ico)."""
    icon = soup(client.get("/en/help")).select_one('link[rel="icon"]')
    with client.get(icon["href"]) as response:
        assert response.status_code == 200 and response.mimetype == "image/svg+xml"
        assert "<svg" in response.get_data(as_text=True)
    moved = client.get("/favicon.ico")
    assert moved.status_code == 301 and moved.headers["Location"] == icon["href"]


@pytest.mark.parametrize(
    ("back", "lang", "title"), [("/de/", "de", "Seite nicht gefunden"), ("/en/", "en", "Page not found")]
)
def test_a_switch_to_an_unknown_language_answers_in_the_language_it_came_from(client, back, lang, title) -> None:
    """/language/xx?next=/de/ answered in English to a German reader whose browser asks for no
    language."""
    response = client.get("/language/xx", query_string={"next": back}, headers={"Accept-Language": ""})
    page = soup(response)
    assert response.status_code == 404
    assert page.html["lang"] == lang
    assert title in page.title.get_text()


@pytest.mark.parametrize(("header", "lang"), [("de-DE,de;q=0.9", "de"), ("en-US", "en")])
def test_root_keeps_the_query_it_was_asked_with(client, header, lang) -> None:
    """The address "/?q=trample&page=2" led to the start page: the search was lost (a tester's review)."""
    response = client.get("/?q=trample&page=2", headers={"Accept-Language": header})
    assert (response.status_code, response.headers["Location"]) == (302, f"/{lang}/?q=trample&page=2")


@pytest.mark.parametrize(
    "path", ["/help", "/rules/704.5y", f"/rulings/{RULING}", "/cards/maze-behemoth", "/glossary", "/help?x=1"]
)
def test_an_address_without_a_language_leads_to_the_readers(client, path) -> None:
    """An address like "/help" or "/rules/704.5y", typed or shortened from a link, was a 404."""
    response = client.get(path, headers={"Accept-Language": "de-DE,de"})
    assert (response.status_code, response.headers["Location"]) == (302, f"/de{path}")
    assert "Accept-Language" in response.headers["Vary"]
    assert client.get(response.headers["Location"], follow_redirects=True).status_code == 200


@pytest.mark.parametrize("path", ["/nope", "/api/nope", "/fr/help", "/static/nope.css"])
def test_an_address_that_is_no_page_in_any_language_stays_a_404(client, path) -> None:
    assert client.get(path, headers={"Accept-Language": "de-DE,de"}).status_code == 404
