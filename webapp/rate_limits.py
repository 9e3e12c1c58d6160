"""Per-client rate limits (Flask-Limiter) on what costs the most to answer: the JSON API, and
example runs (the page's form and the API). Over the limit is a 429 in the page's language
(JSON under /api/), with Retry-After saying when to try again; other answers carry the
X-RateLimit-* headers only: Flask-Limiter adds Retry-After to every answer, where it would tell
a client that was answered to wait (it belongs to a 429, RFC 6585, and a 503, RFC 9110).

The limits are settings (`API_RATE_LIMIT`, `EXAMPLE_RATE_LIMIT`, in Flask-Limiter's notation,
"300 per minute"), counted per client address (`request.remote_addr`: behind a proxy, that is
the proxy's, unless Werkzeug's ProxyFix passes the client's on) across the worker processes of
the server: in a SQLite file beside the index, in the instance folder (webapp/limit_storage.py),
unless `RATELIMIT_STORAGE_URI` names another store (Redis, for several machines; "memory://"
counts per process). `RATELIMIT_ENABLED` False turns them off.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Flask, current_app, request
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from limits import parse
from werkzeug.wrappers import Response

from . import limit_storage

DEFAULTS = {
    "API_RATE_LIMIT": "300 per minute",
    "EXAMPLE_RATE_LIMIT": "30 per minute",
    "RATELIMIT_HEADERS_ENABLED": True,
}


def _api_limit() -> str:
    return current_app.config["API_RATE_LIMIT"]


def _example_limit() -> str:
    return current_app.config["EXAMPLE_RATE_LIMIT"]


def _not_a_run() -> bool:
    """An example's page is no run; its run address is, asked for with GET (a shared address,
    the form without JavaScript) or POST."""
    return request.method != "POST" and not (request.endpoint or "").endswith(".run")


def per_minute() -> dict[str, int] | None:
    """The limits a reader is told of (the help page): requests to the API and example runs a
    minute, per client; None where the limits are off or not counted by the minute. Read once
    from the settings (init_app): the help page is the benchmark's floor."""
    return current_app.extensions["rate limits per minute"]


def _read_per_minute(config: dict) -> dict[str, int] | None:
    if not config.get("RATELIMIT_ENABLED", True):
        return None
    items = {"api": parse(config["API_RATE_LIMIT"]), "runs": parse(config["EXAMPLE_RATE_LIMIT"])}
    if any(item.get_expiry() != 60 for item in items.values()):
        return None
    return {name: item.amount for name, item in items.items()}


# The statuses that tell a client to wait before it asks again.
RETRY_STATUSES = frozenset({429, 503})


def _retry_after_only_when_refused(response: Response) -> Response:
    """Drop the Retry-After Flask-Limiter put on an answer that is no refusal."""
    if response.status_code not in RETRY_STATUSES:
        response.headers.pop("Retry-After", None)
    return response


def init_app(app: Flask, api: tuple[Blueprint, ...], runs: tuple[Blueprint, ...]) -> None:
    """Limit the requests to the `api` blueprints, and the runs of `runs`: each group's
    requests count together, whatever address of the group they ask for."""
    for key, value in DEFAULTS.items():
        app.config.setdefault(key, value)
    app.extensions["rate limits per minute"] = _read_per_minute(app.config)
    # The index's folder is the instance folder, which the site may write to; a test's site
    # over an index of its own counts on its own.
    app.config.setdefault("RATELIMIT_STORAGE_URI", limit_storage.uri_for(Path(app.config["INDEX_PATH"]).parent))
    # Registered before the limiter's own hook, so it runs after it (Flask runs them in reverse).
    app.after_request(_retry_after_only_when_refused)
    limiter = Limiter(get_remote_address, app=app)
    run_blueprints = {blueprint.name for blueprint in runs}

    def a_counted_run() -> bool:
        """A run through the API counts as a run only: its answer's X-RateLimit-* headers said
        the API's 300 a minute, and the 31st run in a minute was refused with 30."""
        return request.blueprint in run_blueprints and not _not_a_run()

    for blueprint in api:
        limiter.shared_limit(_api_limit, scope="api", exempt_when=a_counted_run)(blueprint)
    for blueprint in runs:
        limiter.shared_limit(_example_limit, scope="runs", exempt_when=_not_a_run)(blueprint)
