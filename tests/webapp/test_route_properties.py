"""Every route of the URL map, asked anything: a 2xx, 3xx or 4xx answer with the site's
security headers, in bounded time, and no markup of the request's that would run.

The requests are generated from the URL map itself (a new route is covered without touching
this module): each path argument an existing value, a value of its converter or arbitrary
Unicode or bytes; query parameters named as the site's own, as url_for's reserved names, as
the route's arguments or anything, repeated, with arbitrary values and numbers far past what
Python converts; bodies of every JSON shape under every content type. The hand-written hostile
inputs (test_hostile_input.py) missed two classes of 500 these find: a parameter named like a
url_for argument (`?lang_code=x`) and a number of more than 4,300 digits (`?page=111…`).
"""

from __future__ import annotations

import json
import re
import time
from functools import lru_cache
from urllib.parse import quote, quote_from_bytes

import pytest
from bs4 import BeautifulSoup
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.routing import Rule

from tests.support.helpers import GOOD_ARGUMENTS, UNLIMITED
from webapp import create_app
from webapp.security_headers import HEADERS

# The query parameters the site reads, and the names url_for takes for itself.
SITE_PARAMETERS = ["q", "page", "lang", "limit", "next", "fragment", "level"]
NUMERIC_PARAMETERS = ["page", "limit", "level"]
RESERVED_NAMES = ["lang_code", "endpoint", "_external", "_anchor", "_method", "_scheme"]
METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]
CONTENT_TYPES = [
    "application/json",
    "application/json; charset=utf-16",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=b",
    "text/plain",
    "application/octet-stream",
    "",
]
MARKUP = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "</title><script>x()</script>",
]
# Seconds a request may take (the whole search of a query of 500 characters is well under).
TIME_BOUND = 3.0
EXAMPLES_PER_ROUTE = 50
# A path argument in a rule: "<name>" or "<converter(arguments):name>".
ARGUMENT = re.compile(r"<(?:[^<>:]+:)?(\w+)>")

printable = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=40)
numbers = st.one_of(
    st.integers(-(10**7), 10**7).map(str),
    st.integers(4_290, 6_000).map(lambda digits: "9" * digits),
)
texts = st.one_of(st.text(max_size=60), st.text(min_size=301, max_size=4_000), st.sampled_from(MARKUP))
# Values that get a request past the first checks (a known language, a query to run).
usual = st.sampled_from(["en", "de", "role", "Rolle Zeitstempel", "1", "2"])
# Query values as sent, percent-encoded: text (UTF-8), numbers, and bytes that are no UTF-8.
values = st.one_of(
    st.one_of(usual, texts).map(lambda text: quote(text, safe="")),
    numbers,
    st.binary(max_size=30).map(lambda raw: quote_from_bytes(raw, safe="")),
)
json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=20)),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4),
    max_leaves=12,
)
# Parameter names of the examples' forms, and anything.
param_names = st.one_of(st.sampled_from(["first_role", "second_role", "power", "creator", "pay"]), st.text(max_size=12))
bodies = st.one_of(
    json_values.map(json.dumps),
    json_values.map(lambda value: json.dumps({"params": value})),
    st.dictionaries(param_names, json_values, max_size=4).map(lambda params: json.dumps({"params": params})),
    numbers.map(lambda number: f'{{"params": {{"power": {number}}}}}'),
    st.binary(max_size=200),
)


def url_rules() -> list[Rule]:
    app = create_app({"INDEX_PATH": "unused"})
    return sorted(app.url_map.iter_rules(), key=lambda rule: (rule.rule, sorted(rule.methods)))


@pytest.fixture(scope="module")
def production_client(index_link):
    """The app as it runs in production (TESTING off: errors are handled, not raised), with
    its search index read before the first request, as gunicorn's workers do; without rate
    limits, which would answer most requests with a 429 (test_rate_limits.py)."""
    app = create_app({"INDEX_PATH": str(index_link), **UNLIMITED})
    app.extensions["warm_up"]()
    return app.test_client()


def segment(rule: Rule, name: str) -> st.SearchStrategy[str]:
    """A path argument as sent: existing, a value of the converter, or anything, encoded."""
    converter = rule._converters[name]
    known = sorted(getattr(converter, "items", ())) or [GOOD_ARGUMENTS.get(name, "x")]
    anything = st.one_of(st.text(max_size=40), st.sampled_from(MARKUP)).map(lambda text: quote(text, safe=""))
    raw = st.binary(max_size=20).map(lambda raw: quote_from_bytes(raw, safe=""))
    return st.one_of(st.sampled_from(known), st.sampled_from(known), anything, raw)  # half of them reach the view


@st.composite
def requests(draw, rule: Rule) -> dict:
    """A request for `rule`: method, path with query string, perhaps a body."""
    arguments = {name: draw(segment(rule, name)) for name in sorted(rule.arguments)}
    path = ARGUMENT.sub(lambda match: arguments[match.group(1)], rule.rule)
    names = st.one_of(
        st.sampled_from(RESERVED_NAMES + sorted(rule.arguments)), st.sampled_from(SITE_PARAMETERS), printable
    )
    # Any name with any value, and the site's numeric parameters with numbers.
    pair = st.one_of(
        st.tuples(names.map(lambda name: quote(name, safe="")), values),
        st.tuples(st.sampled_from(NUMERIC_PARAMETERS), numbers),
    )
    query = "&".join(f"{name}={value}" for name, value in draw(st.lists(pair, min_size=1, max_size=5)))
    method = draw(st.sampled_from(sorted(rule.methods - {"HEAD", "OPTIONS"})) | st.sampled_from(METHODS))
    request = {"method": method, "path": f"{path}?{query}"}
    if draw(st.booleans()):
        request.update(data=draw(bodies), content_type=draw(st.sampled_from(CONTENT_TYPES)))
    return request


def problems(response, elapsed: float) -> list[str]:
    """What is wrong with an answer, as short descriptions."""
    found = []
    if response.status_code >= 500:
        found.append(f"status {response.status_code}")
    missing = [name for name in HEADERS if name not in response.headers]
    if missing:
        found.append(f"without {missing}")
    if elapsed > TIME_BOUND:
        found.append(f"took {elapsed:.1f} s")
    if response.mimetype == "text/html":
        found += markup_problems(response.get_data(as_text=True))
    return found


@lru_cache(maxsize=16)
def markup_problems(html: str) -> list[str]:
    """What in a page could run. Kept per page: most requests of a route get one of a few
    pages, and parsing the term list's 440 KB took longer than serving it."""
    page = BeautifulSoup(html, "html.parser")
    found = []
    if [script for script in page.find_all("script") if not script.get("src")]:
        found.append("an inline script")
    if [tag.name for tag in page.find_all(True) if any(attribute.startswith("on") for attribute in tag.attrs)]:
        found.append("an event handler attribute")
    links = [tag.get(a, "") for tag in page.find_all(True) for a in ("href", "src", "action")]
    if [link for link in links if link.strip().lower().startswith("javascript:")]:
        found.append("a javascript: link")
    return found


def rule_id(rule: Rule) -> str:
    return f"{rule.rule} {','.join(sorted(rule.methods - {'HEAD', 'OPTIONS'}))}"


@pytest.mark.parametrize("rule", url_rules(), ids=rule_id)
@settings(
    max_examples=EXAMPLES_PER_ROUTE,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_every_route_answers_anything_with_a_clear_status_and_the_sites_headers(production_client, rule, data) -> None:
    request = data.draw(requests(rule))
    method, path = request.pop("method"), request.pop("path")
    started = time.perf_counter()
    with production_client.open(path, method=method, **request) as response:
        elapsed = time.perf_counter() - started
        found = problems(response, elapsed)
    assert not found, f"{method} {path[:300]}: {', '.join(found)}"
