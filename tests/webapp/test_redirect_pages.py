"""The body of a redirect is in the reader's language (webapp/redirect_pages.py)."""

import pytest

from tests.support.helpers import soup, text_of


@pytest.mark.parametrize(
    "address",
    [
        "/de/?q=704.5j",  # a rule number searched: its page (302)
        "/de/rules/704.5j/",  # a slash after a page's address (308)
        "/de/rules",  # the routing's own redirect to the address with its slash (308)
        "/de/rulings/",  # a kind's list: its search (302)
    ],
)
def test_a_redirect_on_the_german_site_says_where_in_german(client, address) -> None:
    """Werkzeug's body had said "Redirecting... You should be redirected automatically to the
    target URL" on the German site; a client that does not follow redirects shows it."""
    response = client.get(address)
    assert 300 <= response.status_code < 400
    page = soup(response)
    assert page.html["lang"] == "de"
    assert text_of(page.h1) == "Weiterleitung"
    assert page.p.a["href"] == response.headers["Location"]
    assert text_of(page.p).startswith("Die gewünschte Seite steht unter ")


def test_a_redirect_on_the_english_site_says_where_in_english(client) -> None:
    response = client.get("/en/rules/704.5j/")
    page = soup(response)
    assert (page.html["lang"], text_of(page.h1)) == ("en", "Redirect")
    assert text_of(page.p).startswith("The page you asked for is at ")
    assert text_of(page.p.a) == page.p.a["href"] == response.headers["Location"]


@pytest.mark.parametrize("address", ["/DE/rules/704.5j", "/de-DE/rules/704.5j"])
def test_a_redirect_from_a_language_tag_says_where_in_that_language(client, address) -> None:
    """ "/DE/rules/704.5y" led to /de/… with an English body (a robustness review)."""
    response = client.get(address, headers={"Accept-Language": "en"})
    assert response.status_code == 308
    assert soup(response).html["lang"] == "de"


@pytest.mark.parametrize(
    "address", ["/de/cards/x%0a/", "/de/rules/704.5j%0a/", "/EN/cards/x%0d%0ay", "/api/rulings/x%0d/"]
)
def test_a_line_break_in_an_address_that_is_redirected_is_encoded(client, address) -> None:
    """The trailing-slash and language redirects put the path in the Location header as it
    was decoded, and a line break there answered 500 (a robustness review)."""
    response = client.get(address)
    assert response.status_code < 500
    location = response.headers.get("Location", "")
    assert "\n" not in location and "\r" not in location
    assert not location or location.startswith("/")
