"""Runnable examples on the site and in the API, in both languages; bad input is a 400 with the
message next to its field, never a 500."""

from __future__ import annotations

import io
import json
import re
import tomllib
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest

from tests.support.example_pages import NEWEST, assert_no_english, run_page
from tests.support.helpers import soup, text_of
from webapp import create_app


@pytest.mark.parametrize(
    ("lang", "heading", "button"),
    [("en", "Runnable examples", "Run example"), ("de", "Ausführbare Beispiele", "Beispiel ausführen")],
)
def test_a_ruling_page_shows_its_examples_with_setup_and_a_run_button(client, lang, heading, button) -> None:
    page = soup(client.get(f"/{lang}/rulings/350312f046ed"))
    section = page.select_one("section.examples")
    assert text_of(section.find("h2")) == heading
    examples = section.select("section.example")
    assert [e["id"] for e in examples] == [
        "example-role-newest-stays",  # (the one it leads on: showing the ruling whole)
        "example-role-control-change",
        "example-role-response-order",
    ]
    newest = page.select_one("#example-role-newest-stays")
    assert text_of(newest.select(".example__setup li")[1]) == (
        "Alice controls Grizzly Bears (2/2)." if lang == "en" else "Alice kontrolliert die Grizzlybären (2/2)."
    )
    form = newest.select_one("form.example-form")
    # (without JavaScript, the page of the run opens at the form: its messages, then the run)
    assert form["method"] == "get" and form["action"] == f"/{lang}/examples/{NEWEST}/run#{form['id']}"
    assert text_of(form.find("button")) == button
    group = form.select_one("fieldset#ex-role-newest-stays-first_role")
    assert group.legend is not None and group.select_one("input[checked]")["value"] == "cursed"


def test_running_without_javascript_shows_each_step_its_board_and_the_checks(client) -> None:
    response = run_page(client, "de", {"first_role": "wicked", "second_role": "royal"})
    assert response.status_code == 200
    page = soup(response)
    steps = page.select(".trace__step")
    assert len(steps) == 4 and all(step.select_one("figure.board") for step in steps)
    second = steps[2]
    assert (
        "Alice kontrolliert mehr als eine Rolle an den Grizzlybären: Die Böse-Rolle #1 ist nicht die jüngste"
        in text_of(second)
    )
    assert second.select_one("a.rule-ref[href='/de/rules/704.5y']") is not None
    [role] = second.select(".permanent__attachments .attachment")
    assert text_of(role) == "Königlich-Rolle #1 (Alice)"
    assert "Bob verliert 1 Lebenspunkt." in text_of(steps[-1])  # (the Wicked Role's trigger)
    assert text_of(page.select_one(".trace__verdict")) == "Alle Prüfungen bestanden: Die Regelauslegung gilt."
    checks = page.select(".checks .check")
    assert checks and all("check--passed" in c["class"] for c in checks)
    assert page.select_one("#ex-role-newest-stays-second_role input[checked]")["value"] == "royal"


def test_failed_checks_say_what_was_found_instead(app) -> None:
    from bs4 import BeautifulSoup
    from flask import g, get_template_attribute

    run = {
        "passed": False,
        "error": None,
        "error_rules": [],
        "steps": [],
        "checks": [
            {"step": None, "text": "Grizzlybären ist 3/3.", "passed": False, "actual": "2/2", "why": "Weil."},
        ],
    }
    with app.test_request_context("/de/"):
        g.lang = "de"
        trace = get_template_attribute("macros/examples.html", "example_trace")
        page = BeautifulSoup(trace(run, {"rulings": []}, 3), "html.parser")
    check = page.select_one(".check")
    assert "check--failed" in check["class"]
    assert text_of(check.select_one(".check__mark")) == "nicht bestanden"
    assert text_of(check.select_one(".check__actual")) == "Stattdessen gefunden: 2/2"
    assert text_of(page.select_one(".trace__verdict")) == "Nicht alle Prüfungen bestanden."


@pytest.mark.parametrize(
    ("data", "field"), [({"first_role": "dragon"}, "first_role"), ({"second_role": "__import__('os')"}, "second_role")]
)
def test_invalid_values_are_a_400_with_the_message_next_to_the_field(client, data, field) -> None:
    response = run_page(client, "de", data)
    assert response.status_code == 400
    page = soup(response)
    control = page.select_one(f"#ex-{NEWEST}-{field}")
    assert control["aria-invalid"] == "true"
    message = page.select_one(f"#{control['aria-describedby']}")
    assert text_of(message) == "Wähle einen der angebotenen Werte."
    assert page.select_one("[role=alert]") is not None and page.select_one(".trace") is None
    assert page.select_one(".example__actions") is None, "what the defaults do is not what was asked"
    assert text_of(page.title).startswith("Beispiel nicht ausgeführt, die Eingabe ist ungültig: "), (
        "not „Ausgeführtes Beispiel“: nothing ran (a reviewer's finding)"
    )


def test_numbers_and_yes_no_fields(client) -> None:
    response = run_page(client, "en", {"respond": "maybe"}, "young-hero-intervening-if")
    assert response.status_code == 400
    assert text_of(soup(response).select_one("#ex-young-hero-intervening-if-respond-error")) == "Choose yes or no."
    assert run_page(client, "en", {"respond": "false"}, "young-hero-intervening-if").status_code == 200


def test_fields_the_example_does_not_declare_are_ignored(client) -> None:
    assert run_page(client, "en", {"first_role": "monster", "__class__": "x"}).status_code == 200


def test_an_examples_own_page_gives_its_title_once(client) -> None:
    """The h1 is the example's title; its section, labelled by it, does not repeat it, and
    its headings stand under it (h2). Embedded in a rule's or ruling's page, the section has
    its own title; the script asks for the section as its page has it."""
    page = soup(client.get("/de/examples/counters-annihilate"))
    section = page.select_one("section.example")
    assert section.select(".example__title") == [] and section["aria-labelledby"] == "example-page-title"
    assert [text_of(h) for h in page.select("h1, h2")][:3] == [
        "+1/+1- und -1/-1-Marken auf einer bleibenden Karte: Paare davon werden entfernt",
        "Ausgangslage",
        "Was geschieht",
    ]
    again = soup(run_page(client, "de", {}, "counters-annihilate", query="?fragment=1&level=2&untitled=1"))
    assert again.select(".example__title") == [] and again.select_one("h2").get_text() == "Ausgangslage"
    embedded = soup(client.get("/de/rules/704.5q")).select_one("section.example")
    assert embedded["data-level"] == "3" and embedded.select_one("h3.example__title") is not None


def test_on_a_rules_page_the_verdict_names_the_rules(client) -> None:
    """ "Die Regelauslegung gilt" under rule 704.5j named a ruling the page does not show: on a
    rule's page the section says so (data-about-rules), and its run names the rules."""
    section = soup(client.get("/de/rules/704.5j")).select_one("section#example-legend-rule")
    assert section.has_attr("data-about-rules")
    assert not soup(client.get("/de/rulings/af7530f8be2b")).select_one("section.example").has_attr("data-about-rules")
    verdicts = {
        about: text_of(
            soup(run_page(client, "de", {}, query=f"?fragment=1&level=3{about}")).select_one(".trace__verdict")
        )
        for about in ("", "&about=rules")
    }
    assert verdicts == {
        "": "Alle Prüfungen bestanden: Die Regelauslegung gilt.",
        "&about=rules": "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen.",
    }


def test_the_fragment_for_the_script_is_the_example_section_only(client) -> None:
    response = run_page(client, "en", {}, query="?fragment=1&level=3")
    page = soup(response)
    assert response.status_code == 200 and page.find("html") is None
    section = page.select_one("section.example")
    assert section["id"] == f"example-{NEWEST}" and section.find("h3") is not None
    assert soup(run_page(client, "en", {"first_role": "x"}, query="?fragment=1")).select_one(".field__error")


@pytest.mark.parametrize(
    ("path", "runs_examples"),
    [
        (f"/en/examples/{NEWEST}", True),
        (f"/de/examples/{NEWEST}/run", True),
        ("/de/rulings/350312f046ed", True),
        ("/en/rules/704.5y", True),
        ("/en/?q=role+timestamp", False),
        ("/de/?q=rolle+zeitstempel", False),
        ("/en/articles/role", False),
        ("/de/rules/704.5", False),
        ("/en/", False),
    ],
)
def test_only_pages_that_run_examples_load_their_script_and_style(client, path, runs_examples) -> None:
    """The examples' script and style (the form run in place, the board) are loaded by the pages
    with an example to run, and by no other: the site's own ones by every page."""
    page = soup(client.get(path))
    scripts = [urlsplit(script["src"]).path.rsplit("/", 1)[-1] for script in page.select("head script[src]")]
    styles = [urlsplit(link["href"]).path.rsplit("/", 1)[-1] for link in page.select('head link[rel="stylesheet"]')]
    assert bool(page.select("form.example-form")) == runs_examples
    assert scripts == (["site.js", "examples.js"] if runs_examples else ["site.js"])
    assert styles == (["site.css", "examples.css"] if runs_examples else ["site.css"])


def test_the_example_page_and_unknown_examples(client) -> None:
    page = soup(client.get(f"/en/examples/{NEWEST}"))
    assert text_of(page.find("h1")) == "A second Role of the same player replaces the first"
    assert page.select_one("a[href='/en/rulings/350312f046ed']") is not None
    assert client.get("/en/examples/no-such-example").status_code == 404
    assert client.post("/de/examples/no-such-example/run").status_code == 404
    assert client.get("/de/examples/no-such-example/run?first_role=wicked").status_code == 404


@pytest.mark.parametrize("value", ["wicked", "dragon"])
def test_an_example_address_with_values_is_run_not_shown_with_the_defaults(client, value) -> None:
    response = client.get(f"/de/examples/{NEWEST}?first_role={value}&utm_source=chat")
    assert response.status_code == 302
    target = urlsplit(response.headers["Location"])
    assert target.path == f"/de/examples/{NEWEST}/run" and f"first_role={value}" in target.query
    ran = client.get(response.headers["Location"])
    assert ran.status_code == (200 if value == "wicked" else 400)  # (a bad value says so by its field)


def test_an_example_address_with_other_parameters_is_the_page(client) -> None:
    assert client.get(f"/de/examples/{NEWEST}?utm_source=chat&fragment=1").status_code == 200
    # (a stray fragment=1 beside a value is not passed on: the run would be a bare fragment)
    ran = client.get(f"/de/examples/{NEWEST}?first_role=wicked&fragment=1")
    assert urlsplit(ran.headers["Location"]).query == "first_role=wicked"
    # (an id typed in capitals keeps its values on the way to the example's address)
    moved = client.get(f"/de/examples/{NEWEST.upper()}?first_role=wicked")
    assert moved.status_code == 301 and moved.headers["Location"] == f"/de/examples/{NEWEST}?first_role=wicked"


@pytest.mark.parametrize(
    ("lang", "type_lines"),
    [
        ("en", ["Creature — Dinosaur", "Creature — Bear"]),
        ("de", ["Kreatur — Dinosaurier", "Kreatur — Bär"]),
    ],
)
def test_example_cards_print_their_type_lines_in_the_page_language(client, lang, type_lines) -> None:
    page = soup(client.get(f"/{lang}/examples/combat-trample"))
    assert [text_of(t) for t in page.select(".example-card__type")] == type_lines
    api = client.get("/api/examples/combat-trample", query_string={"lang": lang}).get_json()
    assert [card["type_line"] for card in api["cards"]] == type_lines


def test_a_subtype_without_a_german_word_is_marked_english(client) -> None:
    page = soup(client.get("/de/examples/adventure-never-cast-as-adventure"))
    innkeeper = next(t for t in page.select(".example-card__type") if "Mensch" in text_of(t))
    assert text_of(innkeeper) == "Kreatur — Mensch, Peasant"
    assert [(span.get_text(), span["lang"]) for span in innkeeper.find_all("span")] == [("Peasant", "en")]


def test_a_run_has_an_address_to_share(client) -> None:
    """A GET with parameters runs the example with them: the address of a run can be shared,
    reloaded and switched to the other language."""
    page = soup(client.get("/de/examples/adventure-copy/run", query_string={"copy_target": "bears"}))
    assert page.select_one("#ex-adventure-copy-copy_target input[checked]")["value"] == "bears"
    assert page.select(".trace__step") and page.select_one(".trace__verdict")
    switch = page.select_one('a[hreflang="en"]')
    assert "copy_target=bears" in switch["href"] or "copy_target%3Dbears" in switch["href"]
    defaults = soup(client.get(f"/de/examples/{NEWEST}/run"))
    assert defaults.select(".trace__step")
    bad = client.get(f"/de/examples/{NEWEST}/run", query_string={"first_role": "dragon"})
    assert bad.status_code == 400
    assert (
        text_of(soup(bad).select_one("#ex-role-newest-stays-first_role-error")) == "Wähle einen der angebotenen Werte."
    )


@pytest.mark.parametrize("values", [{"aura": "false"}, {"aura": "true"}])
def test_a_check_is_listed_once(client, values) -> None:
    """With no Aura cast, the example ends on its mid-run check: the final check of the same
    hand on the same game was listed a second time."""
    page = soup(client.get("/de/examples/role-not-cast/run", query_string=values))
    texts = [text_of(check.select_one(".check__text")) for check in page.select(".checks .check")]
    assert texts.count("Hand von Alice: die Heilige Stärke.") == 1
    assert len(texts) == len(set(texts))


def test_an_explanation_shared_by_checks_in_a_row_follows_the_last_of_them(client) -> None:
    """Both checks about the counters have one reason: it was printed under each."""
    page = soup(client.get("/de/examples/counters-annihilate/run"))
    checks = page.select(".checks .check")
    reasons = [text_of(why) if (why := check.select_one(".check__why")) else None for check in checks]
    removed = "Eine +1/+1-Marke und die -1/-1-Marke wurden als zustandsbasierte Aktion entfernt."
    assert reasons.count(removed) == 1
    shown = reasons.index(removed)
    assert text_of(checks[shown].select_one(".check__text")).startswith("Die Savannenlöwen haben 1 +1/+1-Marke")
    assert reasons[shown - 1] is None


@pytest.mark.parametrize("prefix", ["fr", "xx", "zz_invalid", "%ff"])
def test_example_pages_exist_only_under_the_site_languages(client, prefix) -> None:
    """An unknown language code is a 404 like everywhere else, not a page in a made-up locale
    (nor a 500 from Babel)."""
    assert client.get(f"/{prefix}/examples/{NEWEST}").status_code == 404
    assert client.post(f"/{prefix}/examples/{NEWEST}/run").status_code == 404


def test_a_regional_tag_of_a_site_language_leads_to_its_page(client) -> None:
    """„de-AT“ is German: its address leads to the German page (308 keeps a POST a POST), not to
    a page in a made-up locale."""
    for method, address in ((client.get, f"/de-AT/examples/{NEWEST}"), (client.post, f"/de-AT/examples/{NEWEST}/run")):
        response = method(address)
        assert (response.status_code, response.headers["Location"]) == (308, address.replace("/de-AT/", "/de/"))


def test_the_api_run_address_is_not_taken_for_a_page(client) -> None:
    """GET on the API's run address is a JSON 405, not the page's redirect with "api" as the language."""
    response = client.get(f"/api/examples/{NEWEST}/run")
    assert response.status_code == 405 and response.get_json()["error"]["status"] == 405


def test_article_notes_link_to_their_examples(client) -> None:
    page = soup(client.get("/de/articles/role"))
    links = page.select("a.example-link")
    assert len(links) == 5
    assert links[1]["href"] == "/de/examples/role-newest-stays" and links[1]["lang"] == "de"


def test_an_example_links_back_to_the_article_note_it_demonstrates(client) -> None:
    """The link names the note as the article does (its standard heading in the page language,
    the English title marked so on the German page) and leads to the note itself."""
    link = soup(client.get(f"/de/examples/{NEWEST}")).select_one(".example-page__links a[href*='/articles/']")
    assert link["href"] == "/de/articles/role#section-2-2"
    assert [(span["lang"], span.get_text()) for span in link.find_all("span")] == [("en", "Role")]
    assert text_of(link).startswith("Hinweis 2 unter „Regelhinweise“")
    note = soup(client.get("/de/articles/role")).select_one("#section-2-2")
    assert note.find_parent("section").find("h2").get_text() == "Regelhinweise"
    assert note.select_one("a.example-link")["href"] == f"/de/examples/{NEWEST}"


def test_api_example_in_both_languages(client) -> None:
    english = client.get(f"/api/examples/{NEWEST}").get_json()
    german = client.get(f"/api/examples/{NEWEST}", query_string={"lang": "de"}).get_json()
    assert (
        english["id"] == NEWEST
        and english["rulings"] == ["350312f046ed"]
        and english["notes"] == ["role:Rules notes:2"]
    )
    assert [p["name"] for p in english["params"]] == ["first_role", "second_role"]
    assert german["title"] == "Eine zweite Rolle desselben Spielers ersetzt die erste"
    assert german["params"][0]["choices"][0] == {"value": "cursed", "label": "Verflucht-Rolle"}
    assert english["data"]["players"][0]["id"] == "alice"


def test_api_run_with_json_or_form_parameters(client) -> None:
    data = client.post(
        f"/api/examples/{NEWEST}/run", query_string={"lang": "de"}, json={"params": {"first_role": "wicked"}}
    ).get_json()
    assert data["passed"] and data["params"] == {"first_role": "wicked", "second_role": "monster"}
    assert data["steps"][2]["events"][1]["rules"] == ["704.5y", "303.7a"]
    assert data["checks"][0]["text"].startswith("An die Grizzlybären angelegte Rollen: die Monster-Rolle")
    assert client.post(f"/api/examples/{NEWEST}/run", data={"first_role": "royal"}).get_json()["passed"]
    assert client.post(f"/api/examples/{NEWEST}/run").get_json()["params"]["first_role"] == "cursed"


@pytest.mark.parametrize(
    ("kwargs", "fields"),
    [
        ({"json": {"params": {"first_role": "dragon", "colour": "red"}}}, {"first_role", "colour"}),
        ({"json": {"params": {"first_role": ["cursed"]}}}, None),
        ({"json": {"params": {}, "code": "print(1)"}}, None),
        ({"json": ["first_role"]}, None),
        ({"data": "{not json", "content_type": "application/json"}, None),
        ({"json": {"params": {f"p{i}": "x" for i in range(50)}}}, set()),
        ({"data": "[" * 20_000 + "]" * 20_000, "content_type": "application/json"}, None),
    ],
)
def test_api_run_errors_are_json_400(client, kwargs, fields) -> None:
    response = client.post(f"/api/examples/{NEWEST}/run", **kwargs)
    assert response.status_code == 400 and response.is_json
    body = response.get_json()
    assert body["error"]["status"] == 400 and body["error"]["message"]
    if fields is not None:
        assert set(body["fields"]) == fields


@pytest.mark.parametrize(("value", "message"), [(5.5, "Enter a whole number."), (None, "Enter a whole number.")])
def test_api_run_says_which_field_a_number_that_is_no_whole_number_is_wrong_in(client, value, message) -> None:
    """A number that is no whole number, or null, is the field's error, as `true` was already:
    not the message about the body's shape, which named no field."""
    response = client.post("/api/examples/combat-life-zero/run", json={"params": {"life": value}})
    assert response.status_code == 400 and response.get_json()["fields"] == {"life": message}


def test_api_run_says_which_content_types_it_reads(client) -> None:
    """JSON sent as text/plain is not silently ignored (which would run the defaults)."""
    response = client.post(
        f"/api/examples/{NEWEST}/run", data='{"params": {"first_role": "wicked"}}', content_type="text/plain"
    )
    assert response.status_code == 415 and response.get_json()["error"]["message"].startswith(
        "Send parameters as a JSON object"
    )
    german = client.post(
        f"/api/examples/{NEWEST}/run?lang=de", data='{"params": {}}', content_type="text/plain"
    ).get_json()["error"]["message"]
    assert '{"params": {Name: Wert}}' in german, "JSON as JSON is written, not in German quotation marks"


@pytest.mark.parametrize("content_type", [None, "application/x-www-form-urlencoded"])
def test_api_run_reads_a_json_object_sent_without_its_type(client, content_type) -> None:
    """`curl -d '{"params": …}'` sends JSON as a form, and a client may send no type at all: the
    body without a type had run the defaults, its values unread; as a form, it was a parameter
    named '{"params": …}' that the example does not have."""
    body = '{"params": {"first_role": "wicked"}}'
    sent = {"content_type": content_type} if content_type else {}
    response = client.post(f"/api/examples/{NEWEST}/run", data=body, **sent)
    assert response.status_code == 200 and response.get_json()["params"]["first_role"] == "wicked"
    assert client.post(f"/api/examples/{NEWEST}/run", data="{not json", **sent).status_code == 400


def test_a_body_larger_than_any_run_needs_is_a_413_in_the_readers_language(client) -> None:
    api = client.post(f"/api/examples/{NEWEST}/run", json={"params": {"first_role": "x" * 100_000}})
    assert api.status_code == 413
    assert api.get_json()["error"] == {"status": 413, "message": "The request sent more data than this site accepts."}
    page = run_page(client, "de", {"first_role": "x" * 100_000})
    assert page.status_code == 413 and text_of(soup(page).h1) == "Anfrage zu groß"


def streamed(client, target: str, body: bytes, content_type: str):
    """A POST whose body is chunked, as it comes through the server (which tells the app that
    the stream ends by itself): no length is known in advance."""
    overrides = {"wsgi.input_terminated": True}
    headers = {"Transfer-Encoding": "chunked"}
    return client.post(
        target, input_stream=io.BytesIO(body), content_type=content_type, headers=headers, environ_overrides=overrides
    )


def test_a_streamed_body_over_the_limit_is_a_413_not_a_cut(client) -> None:
    """Werkzeug reads such a body up to the limit and hands on what it read: the JSON, cut in
    two, was a 400, and the form ran without its last fields."""
    big = json.dumps({"params": {"first_role": "wicked", "pad": "x" * 1_000_000}}).encode()
    api = streamed(client, f"/api/examples/{NEWEST}/run?lang=de", big, "application/json")
    assert (
        api.status_code == 413
        and api.get_json()["error"]["message"] == "Die Anfrage enthält mehr Daten, als diese Seite annimmt."
    )
    form = b"pad=" + b"x" * 70_000 + b"&first_role=wicked"
    page = streamed(client, f"/de/examples/{NEWEST}/run", form, "application/x-www-form-urlencoded")
    assert page.status_code == 413 and text_of(soup(page).h1) == "Anfrage zu groß"


def test_a_streamed_body_within_the_limit_is_read_whole(client) -> None:
    body = json.dumps({"params": {"first_role": "wicked"}}).encode()
    data = streamed(client, f"/api/examples/{NEWEST}/run", body, "application/json").get_json()
    assert data["params"]["first_role"] == "wicked"
    form = b"first_role=wicked&pad=" + b"x" * 60_000
    assert streamed(client, f"/en/examples/{NEWEST}/run", form, "application/x-www-form-urlencoded").status_code == 200


def test_api_unknown_example_and_language(client) -> None:
    assert client.get("/api/examples/nope").status_code == 404
    assert client.post("/api/examples/nope/run", json={}).get_json()["error"]["status"] == 404
    assert client.get(f"/api/examples/{NEWEST}", query_string={"lang": "fr"}).status_code == 400


def test_runs_are_bounded(index_link) -> None:
    app = create_app({"TESTING": True, "INDEX_PATH": str(index_link), "EXAMPLE_MAX_NOTES": 3})
    page = soup(app.test_client().post("/en/examples/seven-roles/run"))
    assert "The example took more than 3 steps and was stopped." in text_of(page.select_one(".trace .notice--error"))
    slow = create_app({"TESTING": True, "INDEX_PATH": str(index_link), "EXAMPLE_MAX_SECONDS": 0.0})
    data = slow.test_client().post("/api/examples/seven-roles/run").get_json()
    assert data["error"].startswith("The example took longer than") and data["passed"] is False


@pytest.mark.parametrize("example", ["seven-roles", "adventure-copy", "royal-role-ward", "adventure-resolve-or-not"])
def test_a_german_run_shows_no_english_interface_text(client, example) -> None:
    assert_no_english(soup(run_page(client, "de", {}, example)), example)


@pytest.mark.parametrize("fragment", ["", "?fragment=1"])
def test_what_happens_follows_the_readers_values(client, fragment) -> None:
    """After a run with other Roles, the list of what happens names them (with and without
    the script, which asks for the fragment); the page before a run names the defaults."""
    before = soup(client.get(f"/de/examples/{NEWEST}"))
    assert "Verflucht-Rolle" in text_of(before.select_one(".example__actions"))
    response = client.post(
        f"/de/examples/{NEWEST}/run{fragment}", data={"first_role": "wicked", "second_role": "royal"}
    )
    actions = [text_of(li) for li in soup(response).select(".example__actions li")]
    assert "Böse-Rolle-Spielstein" in actions[0] and "Königlich-Rolle-Spielstein" in actions[1]
    assert not any("Verflucht" in action or "Monster" in action for action in actions)


def test_an_example_cards_mana_cost_is_drawn(client) -> None:
    page = soup(client.get(f"/de/examples/{NEWEST}"))
    cost = page.select_one(".example-card__cost .mana-cost")
    assert cost["aria-label"] == "Manakosten: 1, grün" and "{" not in text_of(page.select_one(".example-card__cost"))


@pytest.mark.parametrize(
    ("lang", "key"),
    [
        ("de", "Manasymbole: W weiß · B blau · S schwarz · R rot · G grün · ◇ farblos"),
        ("en", "Mana symbols: W white · U blue · B black · R red · G green · ◇ colorless"),
    ],
)
def test_an_examples_card_list_says_what_its_mana_letters_mean(client, lang, key) -> None:
    """On the German site blue is „B“ and black „S“, which a player used to the English letters
    reads the other way round; only the symbols' titles said which is which (a new reader's
    review)."""
    cards = soup(client.get(f"/{lang}/examples/legend-rule")).select_one("details.example__cards")
    assert text_of(cards.select_one(".mana-key")) == key
    assert [s["class"][1] for s in cards.select(".mana-key .mana")] == [f"mana--{c}" for c in "wubrg"] + [
        "mana--generic"
    ]


def test_a_card_an_option_changes_says_what_it_has_in_the_example(client) -> None:
    """Without protection (an option), the board showed the creature without it, and the card
    list its printed „Flugfähigkeit, Schutz vor Verzauberungen“ alone (a new reader's review)."""
    changed = soup(client.get("/de/examples/role-protection-not-created/run", query_string={"protection": "false"}))
    played = [text_of(p) for p in changed.select(".example-card__played")]
    assert played == ["Schlüsselwörter in diesem Beispiel, mit den gewählten Werten: Flugfähigkeit"]
    default = soup(client.get("/de/examples/role-protection-not-created/run", query_string={"protection": "true"}))
    assert default.select(".example-card__played") == []


def test_a_card_whose_power_and_toughness_are_chosen_says_its_own(client) -> None:
    """Bob's Hill Giant, given a printed 12/2 by the example's fields, was listed as "Hill Giant ·
    12/2" with nothing said, false data for a real card (a judge's review, 7 December)."""
    run = "/en/examples/cursed-role-layers/run"
    changed = soup(client.get(run, query_string={"counter": "-1/-1", "power": "12", "toughness": "2"}))
    played = [text_of(p) for p in changed.select(".example-card__played")]
    assert played == ["Power and toughness as chosen for this example; the card has 3/3."]
    default = soup(client.get(run, query_string={"counter": "-1/-1", "power": "3", "toughness": "3"}))
    assert default.select(".example-card__played") == []


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "Im Beispiel nicht ausgespielt (auf dem Spielfeld weggelassen): Schutz vor Schwarz und vor Rot"),
        ("en", "Not played out in this example (the board leaves it out): protection from black and from red"),
    ],
)
def test_a_card_says_what_of_its_text_the_example_leaves_out(client, lang, said) -> None:
    """The board showed Akroma, Angel of Wrath without the protection its card list prints (a
    new reader's review): the engine has none from colours, and the card list says so."""
    cards = soup(client.get(f"/{lang}/rules/704.5j")).select("#example-legend-rule .example-card")
    notes = [text_of(p) for c in cards for p in c.select(".example-card__not-played")]
    assert said in notes


def test_a_rulings_examples_after_the_first_are_folded(client) -> None:
    page = soup(client.get("/de/rulings/350312f046ed"))
    section = page.select_one("section.examples")
    first = section.find("section", class_="example", recursive=False)
    folded = section.select("details.examples__more section.example")
    assert first is not None and len(folded) == 2
    assert text_of(section.select_one("details.examples__more > summary")) == "2 weitere Beispiele"


@pytest.mark.parametrize(("lang", "name"), [("de", "Monster-Rolle #2"), ("en", "Monster Role #2")])
def test_a_choice_names_a_role_before_it_exists_as_the_trace_will(client, lang, name) -> None:
    """The choice of which Role to keep comes before the Roles exist: it once showed the
    scenario's label ("monster-2")."""
    actions = [
        text_of(li) for li in soup(client.get(f"/{lang}/examples/doubling-season-roles")).select(".example__actions li")
    ]
    assert name in actions[1] and "monster-2" not in " ".join(actions)


def test_a_trace_draws_the_mana_it_pays(client) -> None:
    page = soup(client.post("/de/examples/cut-in-no-second-target/run", data={}))
    paid = next(li for li in page.select(".trace__events li") if "bezahlt" in text_of(li))
    assert [(m.get_text(), m["title"]) for m in paid.select(".mana")] == [("3", "3"), ("R", "rot")]
    assert [run["aria-label"] for run in paid.select(".mana-symbols")] == ["3, rot"]


@pytest.mark.parametrize(
    ("lang", "named"),
    [
        ("de", "die Regelauslegung zu „Wilde Werfüchsin // Wachablöse“ vom 1. September 2023"),
        ("en", "the ruling on “Ferocious Werefox // Guard Change” from September 1, 2023"),
    ],
)
def test_an_example_names_the_rulings_it_demonstrates_by_card_and_date(client, lang, named) -> None:
    """Not by their ids ("Regelauslegung 5643ef4724ee"): an id says nothing to a reader."""
    links = soup(client.get(f"/{lang}/examples/adventure-copy")).select(".example-page__links a[href*='/rulings/']")
    assert links and all(not re.search(r"\b[0-9a-f]{12}\b", text_of(link)) for link in links)
    assert any(text_of(link).startswith(f"{named}: ") for link in links)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_rulings_of_one_card_and_date_are_told_apart_by_their_first_words(client, lang) -> None:
    """role-control-change demonstrates two rulings on the Werefox from one day: each link
    also shows its ruling's first words, marked with their language."""
    links = soup(client.get(f"/{lang}/examples/role-control-change")).select(
        ".example-page__links a[href*='/rulings/']"
    )
    assert len(links) == 2 and len({text_of(link) for link in links}) == 2
    for link in links:
        words = link.select_one("q.demonstrated__words")
        ruling = client.get(f"/api{link['href'].removeprefix(f'/{lang}')}").get_json()
        text = " ".join(ruling["texts"][words["lang"]]["text"].split())
        assert words["lang"] in ("de", "en") and text.startswith(text_of(words).removesuffix(" …"))


def test_a_demonstrated_rulings_card_without_a_german_name_is_marked_english(client) -> None:
    """ "Ignite the Cloneforge!" has no German name: the German page says so with lang="en"."""
    links = soup(client.get("/de/examples/copy-enters-abilities")).select(".example-page__links a[href*='/rulings/']")
    assert "Ignite the Cloneforge!" in [span.get_text() for link in links for span in link.select("span[lang=en]")]


ENGLISH_NAMES = ("Johann, Apprentice Sorcerer", "Questing Druid", "Seek the Beast")


def unmarked_english_names(element) -> list[str]:
    """The English card names in `element`'s text that no element with lang="en" holds."""
    found = []
    for node in element.find_all(string=True):
        marked = node.find_parent(attrs={"lang": "en"}) is not None
        found += [f"{name!r} in {str(node)!r}" for name in ENGLISH_NAMES if name in node and not marked]
    return found


def test_english_card_names_in_a_german_example_are_marked_english(client) -> None:
    """The site marks data in another language: the German run of adventure-johann names
    cards that have no German printing in English, each marked lang="en" (title, setup,
    cards, actions, trace, board, checks)."""
    page = soup(client.post("/de/examples/adventure-johann/run", data={"first": "adventure"}))
    section = page.select_one("#example-adventure-johann")
    marked = [span.get_text() for span in section.select("span[lang=en]")]
    assert set(ENGLISH_NAMES) <= set(marked)
    assert section.select(".trace__step span[lang=en]") and section.select(".board span[lang=en]")
    assert unmarked_english_names(page.select_one("main")) == []
    english = soup(client.post("/en/examples/adventure-johann/run", data={"first": "adventure"}))
    assert english.select("#example-adventure-johann span[lang]") == []


@pytest.mark.parametrize(("lang", "label"), [("de", "1"), ("en", "1")])
def test_mana_symbols_in_an_examples_title_and_labels_are_drawn_with_words(client, lang, label) -> None:
    """ "Abwehr {1}" in a title or a parameter's label is drawn as on card texts: a symbol,
    one image labelled in words, the braces only hidden (for copying)."""
    page = soup(client.get(f"/{lang}/examples/royal-role-ward"))
    titled = soup(run_page(client, lang, {}, "royal-role-ward", query="?fragment=1&level=3"))
    for element in (page.select_one("h1"), titled.select_one(".example__title"), page.select_one(".field__label")):
        image = element.select_one(".mana-symbols[role=img]")
        assert image is not None and image["aria-label"] == label and image.select_one(".mana").get_text() == "1"
        for hidden in element.select(".visually-hidden"):
            hidden.decompose()
        assert "{" not in element.get_text()


def test_a_run_of_symbols_is_one_image_named_in_words(client) -> None:
    page = soup(client.post("/de/examples/act-of-treason/run", data={}))
    paid = next(li for li in page.select(".trace__events li") if "bezahlt" in text_of(li))
    assert paid.select_one(".mana-symbols[role=img]")["aria-label"] == "2, rot"


@pytest.mark.parametrize(("lang", "heading"), [("de", "Ausführbare Beispiele"), ("en", "Runnable examples")])
def test_the_examples_list_names_each_example_and_what_it_demonstrates(client, store, lang, heading) -> None:
    """/de/examples/ was a 404: no page listed the 96 examples."""
    home = soup(client.get(f"/{lang}/"))
    link = home.select_one(f'.site-footer a[href="/{lang}/examples/"]')
    assert text_of(link) == heading
    page = soup(client.get(link["href"]))
    assert text_of(page.h1) == heading
    items = page.select(".example-list__item")
    scenarios = store.examples["scenarios"]
    assert len(items) == len(scenarios) == 96
    titles = {urlsplit(item.h2.a["href"]).path.rsplit("/", 1)[1]: text_of(item.h2) for item in items}
    assert set(titles) == set(scenarios)
    assert titles["act-of-treason"] == scenarios["act-of-treason"]["data"]["title"][lang]
    treason = next(item for item in items if item.h2.a["href"] == f"/{lang}/examples/act-of-treason")
    shown = [a["href"] for a in treason.select(".demonstrated > li > a")]
    rulings = [f"/{lang}/rulings/{rid}" for rid in scenarios["act-of-treason"]["rulings"]]
    assert shown == [*rulings, f"/{lang}/rules/702.10b"]  # the rule, not also 702.10 above it
    for href in shown:
        assert client.get(href).status_code == 200


def test_the_examples_are_listed_by_title(client) -> None:
    """By their letters: „„Bis zu zwei Kreaturen deiner Wahl““ had come after Z (a review)."""
    from indexer.search.analysis.de import fold_german

    titles = [text_of(h2) for h2 in soup(client.get("/de/examples/")).select(".example-list__title")]
    assert titles[0].startswith("+1/+1- und -1/-1-Marken") and titles[1].startswith("Allwissenheit")
    assert titles == sorted(titles, key=lambda title: fold_german(title.lstrip("„“").casefold()))
    assert not titles[-1].startswith("„"), "a title that begins with a quotation is among the others"


@pytest.mark.parametrize(
    ("path", "target"),
    [
        ("/de/cards/", "/de/?q=art:karte"),
        ("/de/rulings/", "/de/?q=art:regelauslegung"),
        ("/de/articles/", "/de/?q=art:artikel"),
        ("/en/cards/", "/en/?q=kind:card"),
        ("/en/rulings/", "/en/?q=kind:ruling"),
    ],
)
def test_a_list_address_no_page_gives_leads_to_the_search_for_that_kind(client, path, target) -> None:
    response = client.get(path)
    assert (response.status_code, response.headers["Location"]) == (302, target)
    results = soup(client.get(target))
    assert int(text_of(results.select_one(".results-summary")).split()[0].replace(".", "").replace(",", "")) > 0


def test_a_step_that_checks_the_game_lists_its_checks(client) -> None:
    """A step of the trace that only checks the game says what it checks, each with its
    outcome, where the reader is (the list of checks below gives them all again)."""
    page = soup(client.get("/de/examples/control-change-combat/run", query_string={"when": "combat"}))
    step = next(li for li in page.select(".trace__step") if "prüft" in text_of(li.select_one(".trace__title")))
    assert text_of(step.select_one(".trace__title")) == "Schritt 3 Hier prüft das Beispiel den Spielstand:"
    assert [text_of(li) for li in step.select(".trace__events li")] == [
        "bestanden Die Grizzlybären sind getappt.",
        "bestanden Die Grizzlybären greifen nicht an.",
    ]
    taken = next(li for li in page.select(".trace__step") if "Kontrolle" in text_of(li.select_one(".trace__title")))
    assert [text_of(a) for a in taken.select(".trace__rules a")] == ["613.1b", "506.4"]


def test_names_shown_in_english_on_a_german_page_are_said_to_be(client) -> None:
    """Johann and the Questing Druid have no German names in the card data: the German page
    says so where the example begins, each name marked as English; the English page has no
    such notice, and the list of examples says it once."""
    page = soup(client.get("/de/examples/adventure-johann"))
    notice = page.select_one("section.example .notice--untranslated")
    assert text_of(notice).startswith("Auf Englisch, da die Kartendaten keinen deutschen Namen dafür haben:")
    assert [span.get_text() for span in notice.select("span[lang=en]")] == [
        "Johann, Apprentice Sorcerer",
        "Questing Druid",
        "Seek the Beast",
    ]
    assert "Sorcerer; Questing Druid; Seek" in notice.get_text()  # a name may have a comma
    assert soup(client.get("/en/examples/adventure-johann")).select(".notice--untranslated") == []
    assert soup(client.get("/de/examples/counters-annihilate")).select(".notice--untranslated") == []
    listed = soup(client.get("/de/examples/")).select(".example-list > .notice--untranslated")
    assert [text_of(n) for n in listed] == [
        "Kartennamen, für die die Kartendaten keine deutsche Form haben, stehen auf Englisch."
    ]


PRESETS = [
    (path.stem, ruling, values)
    for path in sorted((Path(__file__).parents[2] / "corpus" / "scenarios").glob("*.toml"))
    for ruling, values in tomllib.loads(path.read_text(encoding="utf-8")).get("presets", {}).items()
]


@pytest.mark.parametrize(("example", "ruling", "values"), PRESETS, ids=[f"{e}-{r}" for e, r, _ in PRESETS])
def test_every_preset_is_what_its_ruling_page_shows_and_runs(client, example, ruling, values) -> None:
    """A scenario's [presets]: the ruling's page shows its example with those values chosen,
    and the example passes with them."""
    form = soup(client.get(f"/en/rulings/{ruling}")).select_one(f"#example-{example}-form")
    chosen = {field["name"]: field["value"] for field in form.select("input[type=radio][checked]")}
    assert {name: str(value).lower() for name, value in values.items()} == {name: chosen[name] for name in values}
    run = client.post(f"/api/examples/{example}/run?lang=en", json={"params": values}).get_json()
    assert run["passed"], run


def test_a_ruling_shows_its_example_in_its_own_case(client) -> None:
    """The legend rule's example shows two Akromas of the same name by default; on the ruling
    that Akroma, Angel of Fury and Akroma, Angel of Wrath are both kept, it ran that default,
    put one into the graveyard and said the ruling held. It shows the two names there."""
    differing = soup(client.get("/de/rulings/3118799e6ec5"))
    chosen = differing.select_one("#example-legend-rule input[name=second][checked]")
    assert chosen["value"] == "fury"
    assert "Alice wirkt Akroma, Engel der Wut." in [text_of(li) for li in differing.select(".example__actions li")]
    same = soup(client.get("/de/rulings/351469bd6aa0"))
    assert same.select_one("#example-legend-rule input[name=second][checked]")["value"] == "wrath"


def test_an_examples_page_names_what_the_list_of_examples_names(client) -> None:
    """60 of 96 example pages named fewer items under "It demonstrates" than the list of
    examples: their rules were missing (the legend rule's page never linked 704.5j, and the
    pages of examples that demonstrate only a rule had no such section)."""
    listed = soup(client.get("/en/examples/"))
    for item in listed.select(".example-list__item"):
        address = item.select_one(".example-list__title a")["href"]
        wanted = [a["href"] for a in item.select(".demonstrated a")]
        page = soup(client.get(address))
        # (the page also links each ruling's run with the choices that show it)
        named = page.select(".example-page__links .demonstrated a:not(.demonstrated__run)")
        assert [a["href"] for a in named] == wanted, address


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_examples_cards_link_their_pages_or_say_the_data_has_none(client, lang) -> None:
    """Explorer's Lantern and the Practice cards are made up for their examples, and nothing
    said so: a judge looked for them; then they were "not in the card data", as a printed card
    the data lacks is, which read as missing data (a judge's review). A card the data has links
    to its page."""
    page = soup(client.get(f"/{lang}/examples/dungeon-completed"))
    lantern, bears = page.select(".example-card dt")
    made_up = {"en": "(made up for this example)", "de": "(für dieses Beispiel erfunden)"}[lang]
    assert not lantern.a and text_of(lantern.select_one(".example-card__note")) == made_up
    assert bears.a["href"] == f"/{lang}/cards/grizzly-bears" and not bears.select(".example-card__note")
    assert client.get(bears.a["href"]).status_code == 200
    beleren = soup(client.get(f"/{lang}/examples/space-sculptor-sectors")).select_one(".example-card dt")
    lacking = {"en": "(not in the card data)", "de": "(nicht in den Kartendaten)"}[lang]
    assert text_of(beleren.select_one(".example-card__note")) == lacking, "a printed card the data lacks"


def test_the_list_of_what_happens_says_a_check_without_a_colon(client) -> None:
    """The list said „Hier prüft das Beispiel den Spielstand:“ with nothing after it (the run's
    step lists the checks after its colon)."""
    page = soup(client.get("/de/examples/saga-chapters"))
    actions = [text_of(li) for li in page.select(".example__actions li")]
    assert "Das Beispiel prüft den Spielstand." in actions
    assert not [text for text in actions if text.endswith(":")]


def test_the_german_runs_say_what_the_german_rules_say(client) -> None:
    """Combat damage is „zugewiesen“ in the German rules (510.1), not „zugeteilt“; one card type
    or subtype is „den Kartentyp“, „den Untertyp“ („hat die Untertypen Abenteuer“ had said
    more than one)."""
    trample = text_of(soup(client.get("/de/examples/combat-trample/run")).select_one("main"))
    assert "zuweis" in trample or "zugewiesen" in trample
    assert "zuteil" not in trample and "zugeteilt" not in trample
    adventure = text_of(soup(client.get("/de/examples/adventure-characteristics-on-stack/run")).select_one("main"))
    assert "den Untertyp Abenteuer" in adventure
    assert "die Untertypen Abenteuer" not in adventure and "die Kartentypen Spontanzauber." not in adventure


@pytest.mark.parametrize(
    ("ruling", "first"),
    [("3069b689cf34", "seven-roles"), ("350312f046ed", "role-newest-stays"), ("ea57492ee9ad", "roles-of-two-players")],
)
def test_a_rulings_page_shows_first_the_example_that_shows_it_whole(client, ruling, first) -> None:
    """The ruling naming the seven Roles showed the layers of the Cursed Role first, and the
    seven Roles under „4 weitere Beispiele“ (German judge's review, 4 December)."""
    page = soup(client.get(f"/de/rulings/{ruling}"))
    assert page.select_one("section.example")["id"] == f"example-{first}"


@pytest.mark.parametrize(
    ("path", "ended"),
    [
        ("/de/examples/combat-life-zero/run", "Das Spiel ist vorbei: Alice gewinnt."),
        ("/de/examples/infect-poison/run?blocked=false&poison=9", "Das Spiel ist vorbei: Alice gewinnt."),
    ],
)
def test_a_trace_ends_where_the_game_does(client, path, ended) -> None:
    """After „Bob verliert das Spiel“ the trace went on to „Der Kampf endet; die zweite
    Hauptphase beginnt“ (a German judge's review): with one player left the game is over (104.2a)."""
    page = soup(client.get(path))
    last = page.select(".trace__step")[-1]
    assert ended in text_of(last)
    assert "Hauptphase" not in text_of(last)
    assert page.select_one(".trace__verdict--passed")


def test_a_run_with_other_values_than_a_rulings_names_the_rules_not_the_ruling(client) -> None:
    """With trample turned off, the double-strike example no longer tests its ruling (trample
    damage in both combat damage steps), yet its run said „Die Regelauslegung gilt“ (a new
    reader's review): its parameter lists the values that show the ruling (`ruling_only_with`).
    A parameter without such a list leaves the ruling shown (which Role, which Akroma)."""

    def verdict(data: dict, example: str) -> str:
        return text_of(soup(run_page(client, "de", data, example)).select_one(".trace__verdict"))

    assert verdict({}, "double-strike-trample") == "Alle Prüfungen bestanden: Die Regelauslegung gilt."
    assert verdict({"amok": "false"}, "double-strike-trample") == (
        "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen."
    )
    assert verdict({"second": "fury"}, "legend-rule") == "Alle Prüfungen bestanden: Die Regelauslegung gilt."


@pytest.mark.parametrize(("lang", "summary"), [("en", "What it demonstrates (4)"), ("de", "Was es zeigt (4)")])
def test_the_examples_list_folds_what_each_example_demonstrates(client, lang, summary) -> None:
    """The 96 examples with their rulings, notes and rules made the list 38,500 px long on a
    phone (a new reader's review): each list is folded under a line that counts it."""
    page = soup(client.get(f"/{lang}/examples/"))
    folded = page.select(".example-list__item details.example-list__demonstrated")
    assert len(folded) == len(page.select(".example-list__item .demonstrated")) >= 90
    assert all(not fold.has_attr("open") for fold in folded)
    treason = page.select_one(f'.example-list__item:has(a[href="/{lang}/examples/act-of-treason"]) summary')
    assert text_of(treason) == summary


def test_the_german_title_of_clone_choices_says_clone_may_choose_nothing(client) -> None:
    """„… und darf auch nichts kopieren“ read "and is not allowed to copy anything either", the
    opposite of what the example shows (a reader's review)."""
    title = text_of(soup(client.get("/de/examples/clone-choices")).select_one("h1"))
    assert title.endswith("und kann auch wählen, nichts zu kopieren")


def test_each_check_of_a_run_says_after_which_step_it_was_made(client) -> None:
    """„Gerrards Triumph ist im Spiel“ twice and then „… ist im Friedhof“ read as a contradiction
    in the list of checks (a reader's review): each says after which step it was made, or that
    it was made at the end."""
    page = soup(run_page(client, "de", {}, "saga-chapters"))
    steps = [text_of(check.select_one(".check__step")) for check in page.select(".checks .check")]
    assert len(steps) > 3 and steps[0] == "nach Schritt 5:" and steps[-1] == "am Ende:"
    assert len(set(steps)) > 2


def test_space_beleren_is_said_to_be_shown_in_english(client) -> None:
    """Unfinity's Space Beleren has no German printing; its page showed the English name without
    the notice the other English names have (a reader's review)."""
    notice = soup(client.get("/de/examples/space-sculptor-sectors")).select_one("section.example .notice--untranslated")
    assert [span.get_text() for span in notice.select("span[lang=en]")] == ["Space Beleren"]


@pytest.mark.parametrize("query", ["plus=99", "plus=1"])
def test_a_head_request_runs_the_example_as_its_get_does(client, query) -> None:
    """A HEAD of a run read the (empty) form, not the query: 200 and the default run's length
    where the GET answered 400, or another run (a robustness review)."""
    address = f"/de/examples/counters-annihilate/run?{query}"
    got, head = client.get(address), client.head(address)
    assert head.status_code == got.status_code
    assert head.headers.get("Content-Length") == got.headers.get("Content-Length")


@pytest.mark.parametrize(
    "path", ["/en/examples/combat-indestructible/run", "/de/examples/copy-of-a-copy/run?copier=clone"]
)
def test_each_step_of_a_trace_is_a_heading_below_the_traces_own(client, path) -> None:
    """The steps were paragraphs: a screen reader could not step from one to the next in a trace
    of fifteen steps (a judge's review)."""
    page = soup(client.get(path))
    trace = page.select_one(".trace")
    level = int(trace.select_one(".example__heading").name[1])
    titles = trace.select(".trace__title")
    assert titles and all(title.name == f"h{level + 1}" for title in titles)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("example", ["world-rule", "copy-enters-abilities"])
def test_a_demonstrated_ruling_is_named_and_dated_as_its_own_page_names_it(client, lang, example) -> None:
    """A reviewer met „Regelauslegung zu „Arboria““ leading to a page titled „Regelauslegung zu
    „Basar der Wunder““, and "Bramble Sovereign" with the date of another card's copy."""
    links = soup(client.get(f"/{lang}/examples/{example}")).select(".example-page__links a[href*='/rulings/']")
    assert links
    for link in links:
        page = soup(client.get(link["href"]))
        card = text_of(page.select_one("#ruling-title")).split("„")[-1].rstrip("“") if lang == "de" else None
        card = card or text_of(page.select_one("#ruling-title")).removeprefix("Ruling on ")
        named = text_of(link).split(": ")[0]
        assert f"“{card}”" in named or f"„{card}“" in named, (named, card)
        assert named.endswith(text_of(page.select_one(".ruling .kicker time"))), named


@pytest.mark.parametrize(
    ("path", "printed"),
    [
        ("/de/examples/planeswalker-loyalty-zero", "Loyalität 3"),
        ("/en/examples/planeswalker-loyalty-zero", "loyalty 3"),
        ("/de/examples/battle-defense-zero", "Verteidigung"),
        ("/en/examples/battle-defense-zero", "defense"),
    ],
)
def test_an_examples_card_list_gives_a_planeswalkers_loyalty_and_a_battles_defense(client, path, printed) -> None:
    """A creature showed its power and toughness, a planeswalker not its loyalty (a reviewer's finding)."""
    shown = [text_of(pt) for pt in soup(client.get(path)).select(".example-card__pt")]
    assert any(value.startswith(printed) for value in shown), shown


def _preset_scenarios() -> list[str]:
    folder = Path(__file__).resolve().parents[2] / "corpus" / "scenarios"
    return sorted(path.stem for path in folder.glob("*.toml") if "presets" in tomllib.loads(path.read_text()))


@pytest.mark.parametrize("scenario", _preset_scenarios())
def test_an_examples_page_runs_each_ruling_with_the_choices_that_show_it(client, scenario) -> None:
    """The default run of combat-menace removed no blocker, though a listed ruling is about
    removing one, and the page did not say which choice shows it (a reviewer's finding)."""
    page = soup(client.get(f"/de/examples/{scenario}"))
    items = [
        item for item in page.select(".example-page__links .demonstrated li") if item.select_one("a.demonstrated__run")
    ]
    assert items
    for item in items:
        run = item.select_one("a.demonstrated__run")["href"]
        shown = soup(client.get(run))
        assert shown.select(".trace__step") and "Die Regelauslegung gilt" in text_of(
            shown.select_one(".trace__verdict")
        )
        ruling = item.select_one("a")["href"].rsplit("/", 1)[1]
        # (the ruling's own page shows the example with the same choices)
        on_ruling = soup(client.get(f"/de/rulings/{ruling}")).select_one(f"#example-{scenario}-form")
        fields = on_ruling.select("input[name]")
        chosen = {
            field["name"]: field["value"] for field in fields if field["type"] != "radio" or field.has_attr("checked")
        }
        assert chosen == dict(parse_qsl(urlsplit(run).query)), (ruling, chosen, run)
