"""Per-client rate limits on the API and on example runs: a 429 in the reader's language, with
Retry-After, for the client over the limit only."""

import pytest

from tests.support.helpers import soup, text_of
from webapp import create_app


@pytest.fixture()
def limited(app):
    """The site with small limits (the defaults are hundreds a minute)."""
    config = {
        "INDEX_PATH": app.config["INDEX_PATH"],
        "API_RATE_LIMIT": "3 per minute",
        "EXAMPLE_RATE_LIMIT": "2 per minute",
    }
    return create_app(config).test_client()


def test_the_api_answers_a_client_over_its_limit_with_a_429_and_retry_after(limited) -> None:
    statuses = [limited.get("/api/search", query_string={"q": "role", "lang": "de"}).status_code for _ in range(3)]
    over = limited.get("/api/rules/704.5y", query_string={"lang": "de"})
    assert statuses == [200, 200, 200] and over.status_code == 429
    assert over.get_json()["error"] == {
        "status": 429,
        "message": "Diese Adresse wurde von deiner Verbindung aus zu oft aufgerufen. Bitte warte einen Moment und "
        "versuche es dann erneut.",
    }
    assert 0 < int(over.headers["Retry-After"]) <= 60
    assert over.headers["X-Content-Type-Options"] == "nosniff"


def test_example_runs_have_their_own_smaller_limit_and_pages_none(limited) -> None:
    runs = [
        limited.post("/de/examples/role-newest-stays/run"),
        limited.get("/de/examples/role-newest-stays/run?first_role=wicked"),
    ]
    runs.append(limited.post("/de/examples/role-newest-stays/run"))
    assert [run.status_code for run in runs] == [200, 200, 429]
    page = soup(runs[-1])
    assert page.html["lang"] == "de" and text_of(page.h1) == "Zu viele Anfragen"
    assert "Retry-After" in runs[-1].headers
    assert limited.get("/de/examples/role-newest-stays").status_code == 200  # the example's page itself
    assert limited.get("/de/help").status_code == 200


def test_the_limit_is_per_client(limited) -> None:
    for _ in range(4):
        limited.get("/api/search", query_string={"q": "role"})
    assert limited.get("/api/search", query_string={"q": "role"}).status_code == 429
    other = limited.get("/api/search", query_string={"q": "role"}, environ_base={"REMOTE_ADDR": "192.0.2.7"})
    assert other.status_code == 200


def test_limits_are_off_when_disabled(app) -> None:
    client = create_app(
        {"INDEX_PATH": app.config["INDEX_PATH"], "API_RATE_LIMIT": "1 per minute", "RATELIMIT_ENABLED": False}
    ).test_client()
    assert [client.get("/api/rules/704.5y").status_code for _ in range(3)] == [200, 200, 200]


def test_answers_within_the_limit_carry_no_retry_after(limited) -> None:
    """Retry-After tells a refused client when to ask again; on a 200 (or a 400) it would tell
    an answered one to wait."""
    answered = [
        limited.get("/api/search", query_string={"q": "role"}),
        limited.post("/api/examples/role-newest-stays/run", json={"params": {}}),
        limited.post("/de/examples/role-newest-stays/run", data={"first_role": "nothing-such"}),
    ]
    assert [response.status_code for response in answered] == [200, 200, 400]
    for response in answered:
        assert "Retry-After" not in response.headers and "X-RateLimit-Limit" in response.headers
    limited.post("/api/examples/role-newest-stays/run")
    refused = limited.post("/api/examples/role-newest-stays/run")
    assert refused.status_code == 429 and 0 < int(refused.headers["Retry-After"]) <= 60
