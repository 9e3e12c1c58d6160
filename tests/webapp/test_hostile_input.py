"""Every address of the site, asked the wrong things: a clear 4xx, never a 500 or a traceback.

The addresses come from the app's URL map, so a new endpoint is covered (or this module fails
until it is told what a sensible value for a new kind of argument is). Each one gets hostile
path segments, query strings, methods and, for the example runs, bodies. Every request carries
a marker, and an audit hook watches for it in the arguments of the events that would mean a
request's text was opened as a file, imported, compiled or run.
"""

from __future__ import annotations

import json
import re
import sys

import pytest
from werkzeug.routing import Rule

from tests.support.helpers import GOOD_ARGUMENTS, UNLIMITED
from webapp import create_app

MARKER = "zz-hostile-7f3a"
# Audit events that must never see text a request sent (sys.addaudithook cannot be removed
# again, so the hook stays in place and only records while `WATCHING` is set).
WATCHED_EVENTS = {"open", "import", "exec", "compile", "os.system", "subprocess.Popen", "os.scandir", "os.listdir"}
WATCHING: list[bool] = []
SEEN: list[tuple[str, str]] = []


def _audit(event: str, args: tuple) -> None:
    if WATCHING and event in WATCHED_EVENTS and MARKER in repr(args):
        SEEN.append((event, repr(args)[:200]))


sys.addaudithook(_audit)

# Path segments, already percent-encoded as a client would send them.
HOSTILE_SEGMENTS = [
    MARKER,
    f"{MARKER}%00",
    f"{MARKER}%FF%FE",
    f"{MARKER}%ED%A0%80",  # a lone surrogate in UTF-8
    f"{MARKER}%C0%AF",  # an overlong slash
    f"..%2F..%2F{MARKER}",
    f"{MARKER}%0D%0ALocation:%20//evil.example",
    f"%3Cscript%3E{MARKER}%3C%2Fscript%3E",
    "%D9%A7%D9%A0%D9%A4.5y",  # Arabic-Indic digits
    f"{MARKER}" + "x" * 3000,
]
QUERY_STRINGS = [
    f"q={MARKER}%00",
    f"q={MARKER}%FF",
    f"q={MARKER}%ED%A0%80",
    f"q={MARKER}" + "x" * 5000,
    f"q=(((({MARKER}",
    f"q=%22{MARKER}",
    "q=*",
    "q=-",
    "q=OR+NOT",
    f"q=card:%22{MARKER}",
    f"q=%3Cscript%3E{MARKER}",
    f"q={MARKER}&q=role",
    "q=role&page=%D9%A3",
    "q=role&page=-1",
    "q=role&page=1e9",
    "q=role&page=" + "9" * 40,
    "q=role&page=%C2%B2",
    f"lang={MARKER}",
    "lang=de&lang=en",
    "lang=%00",
    "q=role&limit=%D9%A3",
    "q=role&limit=" + "9" * 40,
    "q=ro&limit=-1",
    "next=//evil.example/de/",
    "next=https://evil.example/de/",
    "next=/de/%0D%0ASet-Cookie:%20lang=en",
    "next=javascript:alert(1)",
    f"fragment=1&level={MARKER}",
    f"%FF={MARKER}",
]
OTHER_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"]


@pytest.fixture(scope="module")
def hostile_client(app):
    """The app as it runs in production (TESTING off: errors are handled, not raised)."""
    return create_app({"INDEX_PATH": app.config["INDEX_PATH"], **UNLIMITED}).test_client()


def rules() -> list[Rule]:
    app = create_app({"INDEX_PATH": "unused"})
    return sorted(app.url_map.iter_rules(), key=lambda rule: rule.rule)


def url(rule: Rule, **override: str) -> str:
    """The rule's address with sensible arguments, some replaced (raw, already encoded)."""
    path = rule.rule
    for name in rule.arguments:
        assert name in GOOD_ARGUMENTS, f"{rule.rule}: tell this module a sensible value for <{name}>"
        value = override.get(name, GOOD_ARGUMENTS[name])
        path = re.sub(rf"<(?:[^:>]+:)?{name}>", value.replace("\\", "\\\\"), path)
    return path


def problems(response, sent: str) -> list[str]:
    """What is wrong with a response to hostile input, as short descriptions."""
    found = []
    body = response.get_data(as_text=True)
    if response.status_code >= 500:
        found.append(f"{response.status_code} for {sent}")
    if "Traceback" in body:
        found.append(f"traceback for {sent}")
    if response.mimetype == "text/html" and "<script>" + MARKER in body:
        found.append(f"unescaped script for {sent}")
    if response.mimetype == "text/html" and "\x00" in body:
        found.append(f"a NUL character in the page for {sent}")
    location = response.headers.get("Location", "")
    if location and (not location.startswith("/") or location.startswith("//")):
        found.append(f"redirect off the site to {location!r} for {sent}")
    if sent.split(" ", 1)[-1].startswith("/api/") and response.status_code >= 400 and not response.is_json:
        found.append(f"API error not JSON for {sent}")
    return found


def ask(client, method: str, target: str, **kwargs) -> list[str]:
    WATCHING.append(True)
    try:
        with client.open(target, method=method, **kwargs) as response:
            return problems(response, f"{method} {target[:120]}")
    finally:
        WATCHING.clear()


@pytest.mark.parametrize("rule", rules(), ids=lambda rule: rule.rule)
def test_hostile_requests_get_a_clear_answer(hostile_client, rule) -> None:
    found: list[str] = []
    methods = sorted(rule.methods - {"HEAD", "OPTIONS"})
    for method in methods:
        for name in rule.arguments:
            for segment in HOSTILE_SEGMENTS:
                found += ask(hostile_client, method, url(rule, **{name: segment}))
        for query in QUERY_STRINGS:
            found += ask(hostile_client, method, f"{url(rule)}?{query}")
    for method in OTHER_METHODS:
        if method not in rule.methods:
            found += ask(hostile_client, method, url(rule))
    assert not found, "\n".join(found)
    assert not SEEN, f"request text reached {SEEN}"


RUNS = ["/de/examples/{id}/run", "/de/examples/{id}/run?fragment=1", "/api/examples/{id}/run?lang=de"]
# One example per kind of parameter: choice of Role, of player, of value; number; yes/no.
PARAMETERS = {
    "role-newest-stays": "first_role",
    "roles-of-two-players": "creator",
    "adventure-name-choice": "name",
    "cursed-role-layers": "power",
    "royal-role-ward": "pay",
}
HOSTILE_VALUES = [
    MARKER,
    "",
    " ",
    "²",
    "--3",
    "-",
    "+3",
    "٣",
    "３",
    "1e3",
    "3.0",
    "9" * 50,
    "-" + "9" * 39,
    "\x00",
    "true",
    "None",
    f"__import__('{MARKER}')",
    f"../../{MARKER}",
    f"${MARKER}",
]
JSON_VALUES = [10**400, -(10**400), -5, 3.5, None, [], {}, [3], {"a": MARKER}, True, False]
RAW_BODIES = [
    (b"{", "application/json"),
    (b"\xff\xfe\x00", "application/json"),
    (b"NaN", "application/json"),
    (b'{"params": {"power": NaN}}', "application/json"),
    (b'{"params": {"power": 1e999}}', "application/json"),
    (b'{"params": {"power": ' + b"9" * 5000 + b"}}", "application/json"),
    (b"[" * 30_000 + b"]" * 30_000, "application/json"),
    (b'{"params": {"power": 1}}', "text/plain"),
    (b'{"params": {"power": 1}}', "application/json; charset=utf-16"),
    (b"power=%FF&power=2&" + MARKER.encode() + b"=1", "application/x-www-form-urlencoded"),
    (b"--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n", "multipart/form-data; boundary=b"),
    (b"--b\r\n", "multipart/form-data"),
    (b"a=" + b"x" * 100_000, "application/x-www-form-urlencoded"),
    (b"\x00" * 100, "application/octet-stream"),
]


@pytest.mark.parametrize(("example", "name"), PARAMETERS.items())
def test_hostile_example_parameters_are_a_400_at_most(hostile_client, example, name) -> None:
    found: list[str] = []
    for address in RUNS:
        target = address.format(id=example)
        for value in HOSTILE_VALUES:
            found += ask(hostile_client, "POST", target, data={name: value})
            found += ask(hostile_client, "POST", target, data={name: [value, "2"], f"{MARKER}[]": value})
            if target.startswith("/api/"):
                found += ask(hostile_client, "POST", target, json={"params": {name: value, MARKER: value}})
        for value in JSON_VALUES:
            found += ask(
                hostile_client,
                "POST",
                target,
                data=json.dumps({"params": {name: value}}),
                content_type="application/json",
            )
        found += ask(hostile_client, "POST", target, json={"params": {f"{MARKER}{i}": i for i in range(500)}})
        for body, content_type in RAW_BODIES:
            found += ask(hostile_client, "POST", target, data=body, content_type=content_type)
    assert not found, "\n".join(found)
    assert not SEEN, f"request text reached {SEEN}"


@pytest.mark.parametrize(
    "headers",
    [
        {"Accept-Language": "\x00de"},
        {"Accept-Language": "de;q=abc, *;q=-1"},
        {"Accept-Language": "x" * 5000},
        {"Cookie": f"lang={MARKER}"},
        {"Cookie": "lang=%FF"},
        {"Content-Type": "application/json", "Content-Length": "10"},
    ],
)
def test_hostile_headers(hostile_client, headers) -> None:
    found = [
        p
        for target in ("/", "/de/", "/nope", "/api/nope", "/api/search?q=role")
        for p in ask(hostile_client, "GET", target, headers=headers)
    ]
    assert not found, "\n".join(found)
