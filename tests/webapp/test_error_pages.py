"""Error responses: localized pages, JSON under /api/, never a traceback."""

import pytest

from tests.support.helpers import soup, text_of
from webapp import create_app


@pytest.fixture()
def broken_client(app):
    """An app with a view that fails, to see what a reader gets for an unexpected error."""

    def explode():
        raise RuntimeError("secret internal detail")

    app = create_app({"TESTING": False, "INDEX_PATH": app.config["INDEX_PATH"]})
    app.add_url_rule("/de/explode", view_func=explode)
    app.add_url_rule("/api/explode", view_func=explode)
    return app.test_client()


def test_404_page_speaks_the_url_language(client) -> None:
    german = soup(client.get("/de/nothing/here"))
    assert text_of(german.h1) == "Seite nicht gefunden"
    english = soup(client.get("/en/nothing/here"))
    assert text_of(english.h1) == "Page not found"


@pytest.mark.parametrize(
    ("typed", "page"),
    [
        ("/de/rules/704.5j/", "/de/rules/704.5j"),
        ("/en/cards/tarmogoyf//", "/en/cards/tarmogoyf"),
        ("/api/rules/704.5j/?lang=de", "/api/rules/704.5j?lang=de"),
    ],
)
def test_an_address_with_a_slash_after_it_leads_to_its_page(client, typed, page) -> None:
    """A rule's or card's address copied with a slash after it was a 404 „Seite nicht
    gefunden“, while the page is there."""
    response = client.get(typed)
    assert (response.status_code, response.headers["Location"]) == (308, page)
    assert client.get(page).status_code == 200


@pytest.mark.parametrize(
    ("typed", "page"),
    [
        ("/DE/", "/de/"),
        ("/De/?q=Trample", "/de/?q=Trample"),
        ("/EN/rules/704.5j", "/en/rules/704.5j"),
        ("/de-DE/", "/de/"),
        ("/en_US/rules/704.5j", "/en/rules/704.5j"),
    ],
)
def test_an_address_with_its_language_in_capitals_leads_to_its_page(client, typed, page) -> None:
    """„/DE/“ typed or dictated was a 404 (a reviewer's finding)."""
    response = client.get(typed)
    assert (response.status_code, response.headers["Location"]) == (308, page)
    assert client.get(page).status_code == 200


@pytest.mark.parametrize("typed", ["/DE/nonsense", "/FR/", "/Api/rules/704.5j"])
def test_capitals_lead_nowhere_but_to_a_page_of_a_language(client, typed) -> None:
    assert client.get(typed).status_code == 404


def test_a_page_under_a_language_the_site_does_not_speak_is_offered_in_those_it_does(client) -> None:
    """„/fr/rules/100.1“ offered to search for nothing useful, and „/fr/“ for „fr“ (a reviewer's
    finding): the same address in English and German is what such a reader is after."""
    page = soup(client.get("/fr/rules/100.1", headers={"Accept-Language": "de"}))
    links = [(a["href"], text_of(a)) for a in page.select("main a") if a["href"].endswith("/rules/100.1")]
    assert links == [("/en/rules/100.1", "Diese Seite auf Englisch"), ("/de/rules/100.1", "Diese Seite auf Deutsch")]
    assert not [a for a in soup(client.get("/fr/")).select("main a") if "q=fr" in a["href"]]
    assert client.get("/fr/rules/100.1").status_code == 404


@pytest.mark.parametrize(
    ("typed", "page"),
    [
        ("//de/rules/704.5y", "/de/rules/704.5y"),
        ("///en/?q=role", "/en/?q=role"),
        ("//api/rules/704.5y", "/api/rules/704.5y"),
    ],
)
def test_an_address_with_several_leading_slashes_moves_to_the_one_with_one(client, typed, page) -> None:
    """The routing read "//de/rules/704.5y" as the page and answered it under a second address.
    (The test client would read "//de" as a host: the path is given as the server passes it.)"""
    path, _, query = typed.partition("?")
    response = client.get("/", environ_overrides={"PATH_INFO": path, "QUERY_STRING": query})
    assert response.status_code == 308 and response.headers["Location"] == page


@pytest.mark.parametrize("typed", ["/de/nonsense/", "//evil.example/"])
def test_a_slash_after_no_page_or_another_host_leads_nowhere(client, typed) -> None:
    assert client.get(typed).status_code in (400, 404)


def test_404_outside_a_language_uses_the_readers_language(client) -> None:
    response = client.get("/nothing/here.txt", headers={"Accept-Language": "de"})
    assert response.status_code == 404
    assert soup(response).html["lang"] == "de"


def test_unexpected_error_is_a_plain_500(broken_client) -> None:
    response = broken_client.get("/de/explode")
    assert response.status_code == 500
    body = response.get_data(as_text=True)
    assert "secret internal detail" not in body and "Traceback" not in body
    assert text_of(soup(response).h1) == "Etwas ist schiefgegangen"
    api = broken_client.get("/api/explode")
    assert api.status_code == 500 and api.get_json()["error"]["status"] == 500


def test_missing_index_is_503_with_a_message_for_readers(tmp_path) -> None:
    """The command that builds the index is for whoever runs the site (its log), not a reader."""
    client = create_app({"TESTING": True, "INDEX_PATH": str(tmp_path / "none")}).test_client()
    response = client.get("/en/?q=role")
    assert response.status_code == 503
    main = text_of(soup(response).select_one("main"))
    assert "The search index is not available yet." in main and "make" not in main and "python" not in main
    assert client.get("/api/search?q=role").status_code == 503


def test_security_headers(client) -> None:
    response = client.get("/en/")
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    assert "'unsafe-inline'" not in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_pages_have_no_inline_scripts_or_styles(client) -> None:
    for url in ("/en/", "/de/?q=Rolle", "/de/rulings/ea57492ee9ad", "/en/articles/role"):
        page = soup(client.get(url))
        assert all(script.get("src") for script in page.find_all("script"))
        assert not page.find_all("style")
        assert not page.select("[style]")
        assert not [tag for tag in page.find_all(True) if any(a.startswith("on") for a in tag.attrs)]


def test_a_4xx_without_its_own_message_does_not_claim_a_server_error(client) -> None:
    """416 (a byte range past the end of a static file) has no message of its own: the page
    says the request was bad, not that the site failed."""
    response = client.get("/static/site.css", headers={"Range": "bytes=999999-", "Accept-Language": "de"})
    assert response.status_code == 416
    assert text_of(soup(response).h1) == "Ungültige Anfrage"


def test_an_error_page_that_fails_to_render_is_still_a_page(app, monkeypatch) -> None:
    """Should the page's frame fail (a link that cannot be built), the same message goes out
    on a bare page, with the site's headers, not the server's bare 500."""

    def broken(*args, **kwargs):
        raise RuntimeError("template failed")

    monkeypatch.setattr("webapp.error_pages.render_template", broken)
    response = create_app({"INDEX_PATH": app.config["INDEX_PATH"]}).test_client().get("/de/nothing/here")
    assert response.status_code == 404
    page = soup(response)
    assert page.html["lang"] == "de" and text_of(page.h1) == "Seite nicht gefunden"
    assert "template failed" not in response.get_data(as_text=True)
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "default-src 'self'" in response.headers["Content-Security-Policy"]


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("POST", "/de/rules/702.19", {"GET", "HEAD", "OPTIONS"}),
        ("DELETE", "/api/rules/702.19", {"GET", "HEAD", "OPTIONS"}),
        ("PUT", "/en/examples/role-newest-stays/run", {"GET", "HEAD", "OPTIONS", "POST"}),
        ("PATCH", "/api/examples/role-newest-stays/run", {"OPTIONS", "POST"}),
    ],
)
def test_a_405_says_which_methods_the_address_allows(client, method, path, allowed) -> None:
    response = client.open(path, method=method)
    assert response.status_code == 405
    assert {m.strip() for m in response.headers["Allow"].split(",")} == allowed
    assert response.headers["Content-Type"].startswith("application/json" if path.startswith("/api/") else "text/html")


@pytest.mark.parametrize(("address", "guessed"), [("/nope", True), ("/fr/rules/100.1", True), ("/de/nope", False)])
def test_an_error_page_in_a_guessed_language_varies_with_it(client, address, guessed) -> None:
    """The 404 of /nope is in the browser's language, without a Vary header: a shared cache
    could serve a German reader the English page (a robustness review)."""
    response = client.get(address, headers={"Accept-Language": "de"})
    assert response.status_code == 404
    assert ("Accept-Language" in response.vary) is guessed
