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
