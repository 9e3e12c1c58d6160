"""docs/api.md shows every endpoint of the JSON API, each with an example request."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

from webapp import create_app

API_DOC = Path(__file__).parents[2] / "docs" / "api.md"


def _shape(path: str) -> str:
    """A path with its variable parts alike: /api/rules/<number> and /api/rules/<string:number>."""
    return re.sub(r"<[^>]+>", "<>", path)


def test_every_api_route_has_a_section_and_an_example_request() -> None:
    url_map = create_app().url_map
    routes = {
        (method, rule.endpoint, _shape(rule.rule))
        for rule in url_map.iter_rules()
        if rule.rule.startswith("/api/")
        for method in rule.methods - {"HEAD", "OPTIONS"}
    }
    assert len(routes) >= 8
    text = API_DOC.read_text(encoding="utf-8")
    sections = {(m, _shape(p.split("?")[0])) for m, p in re.findall(r"^## `(GET|POST) ([^`]+)`$", text, flags=re.M)}
    assert {(method, path) for method, _, path in routes} <= sections
    adapter = url_map.bind("127.0.0.1:5000")
    requests = re.findall(r"^curl -s (?:-X (POST) .*)?'(http://[^']+)'$", text, flags=re.M)
    shown = {(method or "GET", adapter.match(urlsplit(url).path, method or "GET")[0]) for method, url in requests}
    assert {(method, endpoint) for method, endpoint, _ in routes} <= shown
