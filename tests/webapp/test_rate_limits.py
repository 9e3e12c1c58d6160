"""Per-client rate limits on the API and on example runs: a 429 in the reader's language, with
Retry-After, for the client over the limit only."""

from pathlib import Path

import pytest

from tests.support.helpers import soup, text_of
from webapp import create_app


def _small_limits(index_path: str) -> dict:
    """Small limits (the defaults are hundreds a minute), counted where the site counts them."""
    return {"INDEX_PATH": index_path, "API_RATE_LIMIT": "3 per minute", "EXAMPLE_RATE_LIMIT": "2 per minute"}


@pytest.fixture()
def instance(app, tmp_path: Path) -> Path:
    """An instance folder of a test's own (the counts are kept in it), with the session's index."""
    (tmp_path / "index").symlink_to(Path(app.config["INDEX_PATH"]).resolve())
    return tmp_path


@pytest.fixture()
def limited(instance):
    """The site with small limits."""
    return create_app(_small_limits(str(instance / "index"))).test_client()


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
    # (the runs of every example count together: not "this address was asked too often")
    assert "zu oft Beispiele ausgeführt" in text_of(page.main)
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


def test_the_workers_of_a_server_count_a_client_together(instance) -> None:
    """Gunicorn's workers are two apps over one instance folder; each counted on its own in
    memory, so a client got twice its limit, then 200s and 429s by turns."""
    workers = [create_app(_small_limits(str(instance / "index"))).test_client() for _ in range(2)]
    api = [workers[n % 2].get("/api/rules/704.5y/summary").status_code for n in range(6)]
    runs = [workers[n % 2].post("/en/examples/role-newest-stays/run").status_code for n in range(4)]
    assert api == [200, 200, 200, 429, 429, 429] and runs == [200, 200, 429, 429]
    assert (instance / "rate-limits.sqlite3").is_file()
    elsewhere = create_app(_small_limits(str(Path(instance, "index").resolve()))).test_client()
    assert elsewhere.get("/api/rules/704.5y/summary").status_code == 200  # another instance folder


def test_a_run_through_the_api_says_the_runs_limit_and_leaves_the_apis(limited) -> None:
    """An API run's X-RateLimit-* headers said the API's limit (300 a minute) until the run
    limit (30) refused it; a run counts as a run only."""
    runs = [limited.post("/api/examples/role-newest-stays/run?lang=de") for _ in range(2)]
    assert [run.status_code for run in runs] == [200, 200]
    assert [run.headers["X-RateLimit-Limit"] for run in runs] == ["2", "2"]
    assert [run.headers["X-RateLimit-Remaining"] for run in runs] == ["1", "0"]
    assert limited.post("/api/examples/role-newest-stays/run?lang=de").status_code == 429
    searches = [limited.get("/api/search", query_string={"q": "role"}) for _ in range(3)]
    assert [s.status_code for s in searches] == [200, 200, 200]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Each client may send 3 requests a minute to the API and run 2 examples a minute"),
        ("de", "Jeder Client kann 3 Anfragen pro Minute an die API senden und 2 Beispiele pro Minute ausführen"),
    ],
)
def test_the_help_page_says_the_limits(limited, lang, said) -> None:
    texts = [text_of(p) for p in soup(limited.get(f"/{lang}/help")).select("#help-api ~ p")]
    assert any(text.startswith(said) for text in texts)
