"""The Host header a request names: absolute addresses come from the configured origin, and
a host name the site does not know is refused (a cache in front of the site would otherwise
keep links to a forged host for every reader)."""

import pytest

from tests.support.helpers import soup, text_of
from webapp import create_app

TITLES = {"en": "Unknown host name", "de": "Unbekannter Hostname"}
TARGETS = ["/en/", "/de/?q=timestamp", "/de/rules/704.5y", "/api/rules/704.5y", "/api/search?q=role", "/"]


@pytest.fixture(scope="module")
def deployed(app):
    """The site as configured behind a domain of its own."""
    config = {
        "INDEX_PATH": app.config["INDEX_PATH"],
        "SITE_ORIGIN": "https://rulings.example",
        "TRUSTED_HOSTS": ["rulings.example"],
    }
    return create_app(config).test_client()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("host", ["evil.example", "localhost.evil.example", "rulings.example", "x" * 300])
def test_an_unknown_host_is_refused(client, target, host) -> None:
    response = client.get(target, headers={"Host": host, "Accept-Language": "de"})
    assert response.status_code == 400
    assert "evil" not in response.get_data(as_text=True)
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    if target.startswith("/api/"):
        assert response.get_json()["error"]["status"] == 400
    else:
        lang = target[1:3] if target[1:3] in TITLES else "de"  # the URL's language, else the reader's
        page = soup(response)
        assert page.html["lang"] == lang and text_of(page.h1) == TITLES[lang]


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1:5000", "localhost:8000", "LOCALHOST", "LocalHost:5000"])
def test_absolute_links_name_the_configured_origin_whatever_the_host(client, host) -> None:
    """`make run`'s defaults: the site answers as 127.0.0.1 and localhost, on any port, a host
    name in any case (RFC 4343)."""
    page = soup(client.get("/en/", query_string={"q": "timestamp"}, headers={"Host": host}))
    assert page.find("link", hreflang="de")["href"] == "http://127.0.0.1:5000/de/?q=timestamp"
    data = client.get("/api/rules/704.5y", headers={"Host": host}).get_json()
    assert data["urls"]["en"] == "http://127.0.0.1:5000/en/rules/704.5y"


def test_a_deployment_names_its_own_origin(deployed) -> None:
    page = soup(deployed.get("/de/rulings/ea57492ee9ad", headers={"Host": "rulings.example"}))
    links = {link["hreflang"]: link["href"] for link in page.find_all("link", rel="alternate")}
    assert links["en"] == "https://rulings.example/en/rulings/ea57492ee9ad"
    assert deployed.get("/de/", headers={"Host": "localhost"}).status_code == 400
