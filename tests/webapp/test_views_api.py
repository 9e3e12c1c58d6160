"""The JSON API: shapes, languages and errors."""

import re

import pytest
from bs4 import BeautifulSoup

from indexer.search.query.syntax import MAX_LENGTH
from tests.support.helpers import ENGLISH_ID, GERMAN_OWN_ID, soup, text_of

SHARED = "ea57492ee9ad"


def test_search_shape(client) -> None:
    response = client.get("/api/search", query_string={"q": "Rolle Zeitstempel", "lang": "de"})
    assert response.status_code == 200
    data = response.get_json()
    assert list(data) == [
        "query",
        "total",
        "page",
        "pages",
        "relaxed",
        "complete",
        "with_all",
        "compared",
        "ignored",
        "unknown",
        "suggestion",
        "facets",
        "searched",
        "instead",
        "as_typed",
        "repairs",
        "unknown_cards",
        "unknown_rules",
        "missing_rule",
        "excluding",
        "also_searched",
        "results",
        "without",
    ]
    assert data["query"] == "Rolle Zeitstempel" and data["page"] == 1 and data["total"] >= 1
    hit = data["results"][0]
    assert set(hit) >= {"id", "kind", "lang", "title", "snippet", "url", "card"}
    rulings = [h for h in data["results"] if h["kind"] == "ruling"]
    assert rulings[0]["url"].startswith("/de/rulings/")
    assert rulings[0]["card"]["name"]
    assert "<mark>" in rulings[0]["snippet"]


@pytest.mark.parametrize("text", ["or 8", "still 8", "battlefield as a 6 6"])
def test_a_number_that_texts_have_beside_a_point_is_searched(client, text) -> None:
    """Queries of `make bench`'s pool that answered 500: a text with "8" only in "8.5" had no
    passage to show (snippets._joins read the point as the tokenizer does not)."""
    for path in ("/api/search", "/en/"):
        response = client.get(path, query_string={"q": text, "lang": "en"})
        assert response.status_code == 200, path
    assert client.get("/api/search", query_string={"q": text, "lang": "en"}).get_json()["total"] > 0


def test_search_names_the_words_no_text_has(client) -> None:
    """A search relaxed to any of its words says which words no text has, as its page does;
    the answer had only `relaxed` and `ignored` (words left out of a search for all of them)."""
    data = client.get("/api/search", query_string={"q": "role timestamp blorpfizz", "lang": "en"}).get_json()
    assert data["relaxed"] and data["unknown"] == ["blorpfizz"] and data["total"] > 0
    assert client.get("/api/search", query_string={"q": "role timestamp", "lang": "en"}).get_json()["unknown"] == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_search_paging_and_language(small_client, lang) -> None:
    """Paging over a known set: the small corpus has 14 documents about Roles (the Role
    article, the nine rulings that mention Roles, four cards), ten on the first page."""
    first, second = (
        small_client.get("/api/search", query_string={"q": "role", "lang": lang, "page": str(page)}).get_json()
        for page in (1, 2)
    )
    assert (second["page"], second["pages"], second["total"], len(second["results"])) == (2, 2, 14, 4)
    assert len(first["results"]) == 10
    assert {h["url"] for h in first["results"]}.isdisjoint(h["url"] for h in second["results"])
    assert all(h["url"].startswith(f"/{lang}/") for h in first["results"] + second["results"])


def test_empty_query_is_an_empty_result(client) -> None:
    data = client.get("/api/search", query_string={"q": ""}).get_json()
    assert data["total"] == 0 and data["results"] == []


@pytest.mark.parametrize(("lang", "said"), [("en", "The parameter q is missing"), ("de", "Der Parameter q fehlt")])
def test_a_search_without_q_is_an_error_as_an_autocomplete_without_q_is(client, lang, said) -> None:
    """It answered 200 with nothing found, the autocomplete 400 (a reader's review)."""
    for path in ("/api/search", "/api/autocomplete"):
        response = client.get(path, query_string={"lang": lang})
        assert response.status_code == 400
        assert response.get_json()["error"]["message"].startswith(said)


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({"q": "-role"}, "only of excluded terms"),
        ({"q": "role", "page": "zero"}, "page number"),
        ({"q": "role", "page": "0" * 5000}, "page number"),  # past Python's 4,300-digit int limit
        ({"q": "role", "lang": "fr"}, "Unknown language"),
    ],
)
def test_errors_are_json_400(client, params, fragment) -> None:
    response = client.get("/api/search", query_string=params)
    assert response.status_code == 400
    assert response.is_json
    assert fragment in response.get_json()["error"]["message"]


def test_error_messages_follow_lang(client) -> None:
    data = client.get("/api/search", query_string={"q": "-Rolle", "lang": "de"}).get_json()
    assert data["error"]["message"].startswith("Eine Suche kann nicht nur aus ausgeschlossenen")


@pytest.mark.parametrize(
    ("query", "searched", "repair"),
    [
        ('"legend rule', '"legend rule"', "quotation mark"),
        ('"open', "open", "searched as a word"),
        ("colour:red", "colour red", "“colour:” is no filter"),
        ("x" * 10_000, None, "longer than 500"),
        ("NOT", "not", "NOT"),
    ],
)
def test_what_a_person_mistypes_is_repaired_and_said(client, query, searched, repair) -> None:
    data = client.get("/api/search", query_string={"q": query}).get_json()
    assert data["query"] == query and data["repairs"] and repair in data["repairs"][0]
    if searched is not None:
        assert data["searched"] == searched


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_filter_value_far_too_long_is_cut_not_a_500(client, lang) -> None:
    """„card:“ and 1,300 letters on the German site was a 500 (a RecursionError)."""
    query = "card:" + "x" * 1300
    data = client.get("/api/search", query_string={"q": query, "lang": lang}).get_json()
    assert data["repairs"] and len(data["searched"]) <= MAX_LENGTH
    assert client.get(f"/{lang}/", query_string={"q": query}).status_code == 200


def test_ruling_with_texts_per_language(client) -> None:
    data = client.get(f"/api/rulings/{SHARED}").get_json()
    assert data["id"] == SHARED
    assert set(data["texts"]) == {"en", "de"}
    assert data["texts"]["de"]["text"].startswith("An einem Permanent")
    assert data["date"] == "2023-09-01"
    assert len(data["cards"]) == 4
    assert data["german"] == {"status": "complete", "aligned": True}
    # (a bot had no address to link: the ruling's page and each card's, absolute, in each language)
    origin = "http://127.0.0.1:5000"
    assert data["urls"] == {lang: f"{origin}/{lang}/rulings/{SHARED}" for lang in ("en", "de")}
    card = data["cards"][0]
    assert card["urls"] == {lang: f"{origin}/{lang}/cards/{card['id']}" for lang in ("en", "de")}
    assert client.get(card["urls"]["de"].removeprefix(origin)).status_code == 200


def test_ruling_says_where_its_german_text_is_still_english(client) -> None:
    data = client.get("/api/rulings/af7530f8be2b").get_json()
    assert data["german"] == {"status": "partial", "aligned": True}
    german = data["texts"]["de"]
    assert [german["text"][start:end] for start, end, _ in german["foreign"]] == [
        "perhaps due to an effect such as that of Doubling Season"
    ]
    assert client.get("/api/rulings/356860563695").get_json()["german"]["status"] == "missing"


def test_a_german_rulings_own_id_redirects_to_the_ruling_it_joined(german_only_client, small_client) -> None:
    alone = german_only_client.get(f"/api/rulings/{GERMAN_OWN_ID}").get_json()
    assert (alone["id"], alone["aliases"]) == (GERMAN_OWN_ID, [])
    moved = small_client.get(f"/api/rulings/{GERMAN_OWN_ID}")
    assert moved.status_code == 301
    assert moved.headers["Location"] == f"/api/rulings/{ENGLISH_ID}"
    merged = small_client.get(moved.headers["Location"]).get_json()
    assert (merged["id"], merged["aliases"]) == (ENGLISH_ID, [GERMAN_OWN_ID])
    assert merged["texts"]["de"]["text"] == alone["texts"]["de"]["text"]


def test_a_card_with_its_names_texts_and_rulings(client) -> None:
    """A bot that found a card in the results had only its page to read (a developer's review)."""
    data = client.get("/api/cards/charming-scoundrel").get_json()
    assert data["display"] == {"en": "Charming Scoundrel", "de": "Charmante Halunkin"}
    assert data["faces"]["de"][0]["type"].startswith("Kreatur")
    origin = "http://127.0.0.1:5000"
    assert data["urls"] == {lang: f"{origin}/{lang}/cards/charming-scoundrel" for lang in ("en", "de")}
    ruling = next(r for r in data["rulings"] if r["id"] == SHARED)
    assert ruling["texts"]["de"].startswith("An einem Permanent")
    assert (ruling["date"], ruling["german"]) == ("2023-09-01", "complete")
    assert ruling["urls"]["de"] == f"{origin}/de/rulings/{SHARED}"
    assert client.get(ruling["api"].removeprefix(origin)).get_json()["id"] == SHARED


@pytest.mark.parametrize(("card", "date"), [("teferi-s-protection", "2017-08-25"), ("platinum-emperion", "2018-12-07")])
def test_a_cards_ruling_is_dated_as_the_cards_copy(client, card, date) -> None:
    rulings = client.get(f"/api/cards/{card}").get_json()["rulings"]
    assert next(r["date"] for r in rulings if r["id"] == "dc0512bc8d65") == date


def test_a_glossary_entry_with_its_counterpart_and_pages(client) -> None:
    data = client.get("/api/glossary/de-trampelschaden").get_json()
    assert (data["id"], data["term"], data["lang"]) == ("de-trampelschaden", "Trampelschaden", "de")
    assert data["counterpart"]["id"] == "en-trample"
    assert "702.19b" in data["used_in"] and data["text"]["refs"][0][2] == "702.19"
    origin = "http://127.0.0.1:5000"
    assert data["urls"] == {"de": f"{origin}/de/glossary/de-trampelschaden", "en": f"{origin}/en/glossary/en-trample"}


@pytest.mark.parametrize(
    ("query", "lang", "without"),
    [
        (
            "kind:rule kind:ruling trample",
            "en",
            {"kind:rule": "kind:ruling trample", "kind:ruling": "kind:rule trample"},
        ),
        ("release:2023-10-13 kind:ruling trample", "de", {"art:regelauslegung": "fassung:2023-10-13 trample"}),
    ],
)
def test_a_filtered_search_that_finds_nothing_says_which_filter_emptied_it(client, query, lang, without) -> None:
    """The page lists „Ohne „art:regelauslegung“: 14 Treffer“; the API had said only that
    nothing was found (a reader's review)."""
    data = client.get("/api/search", query_string={"q": query, "lang": lang}).get_json()
    assert data["total"] == 0
    found = {item["filter"]: item for item in data["without"]}
    assert without.items() <= {name: item["query"] for name, item in found.items()}.items()
    for item in found.values():
        following = client.get(item["url"]).get_json()
        assert following["total"] == item["total"] > 0
    assert client.get("/api/search", query_string={"q": "trample"}).get_json()["without"] == []


@pytest.mark.parametrize(
    ("typed", "address"),
    [
        ("/api/cards/Insectile Aberration?lang=de", "/api/cards/delver-of-secrets?lang=de"),
        ("/api/glossary/EN-TRAMPLE", "/api/glossary/en-trample"),
        ("/api/rulings/EA57492EE9AD?lang=de", f"/api/rulings/{SHARED}?lang=de"),
        # (rule numbers answered 200 at any spelling, where the pages redirect; a reader's review)
        ("/api/rules/702.19B", "/api/rules/702.19b"),
        ("/api/rules/702,19b?lang=de", "/api/rules/702.19b?lang=de"),
        ("/api/rules/702.19B/history", "/api/rules/702.19b/history"),
        ("/api/rules/702.19B/summary?lang=de", "/api/rules/702.19b/summary?lang=de"),
        ("/api/rules/702.19B?release=2023-10-13", "/api/rules/702.19b?release=2023-10-13"),
    ],
)
def test_another_id_of_a_document_redirects_with_the_language_asked_for(client, typed, address) -> None:
    response = client.get(typed)
    assert (response.status_code, response.headers["Location"]) == (301, address)


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("/api/cards/nothing-here?lang=de", "Es gibt keine Karte mit der Kennung nothing-here."),
        ("/api/glossary/en-nothing", "There is no glossary entry with the id en-nothing."),
    ],
)
def test_an_unknown_card_or_entry_is_a_json_404(client, address, message) -> None:
    response = client.get(address)
    assert response.status_code == 404
    assert response.get_json()["error"] == {"status": 404, "message": message}


def test_unknown_ruling_and_route_are_json_404(client) -> None:
    for url in ("/api/rulings/nope", "/api/nothing-here"):
        response = client.get(url)
        assert response.status_code == 404
        assert response.get_json()["error"]["status"] == 404


def test_wrong_method_is_json_405(client) -> None:
    response = client.post("/api/search")
    assert response.status_code == 405
    assert response.is_json


@pytest.mark.parametrize("query", ["704.5y", "rule 704.5y", "Regel 704.5y."])
def test_a_rule_number_query_returns_that_rule_first(client, query) -> None:
    data = client.get("/api/search", query_string={"q": query, "lang": "de"}).get_json()
    first = data["results"][0]
    assert (first["kind"], first["id"], first["url"]) == ("rule", "704.5y", "/de/rules/704.5y")
    assert data["query"] == query


def test_rule_number_query_lists_citing_rulings_after_the_rule(citing_client) -> None:
    data = citing_client.get("/api/search", query_string={"q": "rule 704.5y"}).get_json()
    assert [r["kind"] for r in data["results"]] == ["rule", "ruling"]


def test_rule_with_texts_place_glossary_and_release(client) -> None:
    data = client.get("/api/rules/704.5y").get_json()
    assert data["number"] == "704.5y"
    assert data["texts"]["de"].startswith("Falls an einer bleibenden Karte mehrere Rollen")
    assert (data["parent"], data["previous"], data["next"]) == ("704.5", "704.5x", "704.5z")
    assert {"id": "de-zeitstempel-reihenfolge", "term": "Zeitstempel-Reihenfolge"} in data["glossary"]["de"]
    assert data["urls"]["de"] == "http://127.0.0.1:5000/de/rules/704.5y"  # the configured origin
    assert data["releases"]["de"]["effective"] == "2025-11-14"
    cited = client.get("/api/rules/704.5z").get_json()["cited_by"]
    assert cited == [{"kind": "article", "id": "role", "doubt": {"en": ["Role"]}, "title": "Role", "lang": "en"}]


@pytest.mark.parametrize("typed", ["CR 704.5j", "rule 704.5J", "704.5j."])
def test_a_rule_number_as_the_search_box_takes_it_is_the_rule(client, typed) -> None:
    """The site cites rules as "CR 702.19b" and the search box takes it; the API said 404. It
    redirects to the rule's own address now, as the pages do."""
    for path in (f"/api/rules/{typed}", f"/api/rules/{typed}/summary"):
        response = client.get(path, follow_redirects=True)
        assert response.status_code == 200 and response.get_json()["number"] == "704.5j", path
        assert response.request.path == path.replace(typed, "704.5j")


def test_unknown_rule_is_json_404_with_suggestions(client) -> None:
    response = client.get("/api/rules/704.5zz", query_string={"lang": "de"})
    assert response.status_code == 404
    data = response.get_json()
    assert data["error"] == {"status": 404, "message": "Es gibt keine Regel 704.5zz."}
    assert data["suggestions"][:2] == ["704.5", "704.5v"]


def test_search_offers_the_corrected_query_and_counts_per_facet(client) -> None:
    """As typed (a misspelled word that finds nothing is otherwise searched corrected, see
    test_views_pages), and its links keep to searches as typed."""
    query = {"q": "Königlche Rolle", "lang": "de", "as_typed": "1"}
    data = client.get("/api/search", query_string=query).get_json()
    assert data["suggestion"] == {"query": "Königliche Rolle", "url": "/de/?q=K%C3%B6nigliche+Rolle&as_typed=1"}
    assert set(data["facets"]) == {"kind", "lang", "release"}
    assert sum(f["count"] for f in data["facets"]["kind"]) == data["total"]
    assert data["facets"]["lang"]
    assert all(set(f) == {"value", "count"} for f in data["facets"]["lang"])
    plain = client.get("/api/search", query_string={"q": "Rolle Zeitstempel", "lang": "de"}).get_json()
    assert plain["suggestion"] is None


def test_autocomplete_shape(client) -> None:
    response = client.get("/api/autocomplete", query_string={"q": "Charm", "lang": "de"})
    assert response.status_code == 200
    data = response.get_json()
    assert data["query"] == "Charm"
    first = data["items"][0]
    assert first == {
        "text": "Charmante Halunkin",
        "kind": "card",
        "kind_label": "Karte",
        "lang": "de",
        "lang_label": None,
        "url": "/de/cards/charming-scoundrel",
        "translation": "Charming Scoundrel",
        "translation_lang": "en",
        "match": "prefix",
    }
    assert {item["lang"] for item in data["items"]} == {"en", "de"}, "names of both languages"
    # a name in the other language says so, as a result does ("Karte · Englisch")
    assert {item["lang_label"] for item in data["items"] if item["lang"] == "en"} == {"Englisch"}


def test_autocomplete_finds_keywords_and_tolerates_typos_and_missing_umlauts(client) -> None:
    def first(text: str, lang: str = "en") -> dict:
        return client.get("/api/autocomplete", query_string={"q": text, "lang": lang}).get_json()["items"][0]

    assert (first("hexp")["text"], first("hexp")["kind"], first("hexp")["url"]) == (
        "Hexproof",
        "glossary",
        "/en/glossary/en-hexproof",
    )
    assert first("Fluchs", "de")["text"] == "Fluchsicher"
    assert first("Werfuchsin", "de")["text"] == "Wilde Werfüchsin"
    assert first("Wachablose", "de")["text"] == "Wachablöse"
    typo = first("Charming Scoundrell")
    assert (typo["text"], typo["match"]) == ("Charming Scoundrel", "typo")
    term = first("Königliche R", "de")
    assert (term["kind"], term["kind_label"], term["url"]) == ("term", "Begriff", "/de/?q=K%C3%B6nigliche+Rolle")


def test_autocomplete_limits(client) -> None:
    def items(**params) -> list:
        return client.get("/api/autocomplete", query_string={"lang": "de", **params}).get_json()["items"]

    assert len(items(q="ro")) == 8
    assert len(items(q="ro", limit="3")) == 3
    assert len(items(q="ro", limit="20")) == 20
    assert items(q="qqqqqqqqqq") == []


@pytest.mark.parametrize(
    ("params", "fragment"),
    [
        ({}, "parameter q is missing"),
        ({"q": "R"}, "at least 2 characters"),
        ({"q": "  R  "}, "at least 2 characters"),
        ({"q": "x" * 10_000}, "at most 100 characters"),
        ({"q": "Rolle", "limit": "0"}, "from 1 to 20"),
        ({"q": "Rolle", "limit": "21"}, "from 1 to 20"),
        ({"q": "Rolle", "limit": "²"}, "from 1 to 20"),
        ({"q": "Rolle", "limit": "1" * 5000}, "from 1 to 20"),
        ({"q": "Rolle", "lang": "fr"}, "Unknown language"),
    ],
)
def test_autocomplete_bad_input_is_json_400(client, params, fragment) -> None:
    response = client.get("/api/autocomplete", query_string=params)
    assert response.status_code == 400 and response.is_json
    assert fragment in response.get_json()["error"]["message"]


def test_autocomplete_messages_follow_lang(client) -> None:
    data = client.get("/api/autocomplete", query_string={"q": "R", "lang": "de"}).get_json()
    assert data["error"]["message"] == "Gib mindestens 2 Zeichen ein."


@pytest.mark.parametrize(("lang", "label", "word"), [("de", "Regel 704.5y", "Rolle"), ("en", "Rule 704.5y", "Role")])
def test_a_rule_summary_is_the_rules_text_for_a_popover(client, lang, label, word) -> None:
    data = client.get("/api/rules/704.5y/summary", query_string={"lang": lang}).get_json()
    assert data["number"] == "704.5y" and data["label"] == label and data["text_lang"] == lang
    assert word in data["text"] and data["url"] == f"/{lang}/rules/704.5y"
    missing = client.get("/api/rules/999.9z/summary", query_string={"lang": "de"})
    assert missing.status_code == 404 and missing.get_json()["error"]["message"] == "Es gibt keine Regel 999.9z."


@pytest.mark.parametrize(("lang", "code", "name"), [("de", "{tap}", "Tappen"), ("en", "{T}", "tap")])
def test_a_rule_summary_draws_the_symbols_of_its_text(client, lang, code, name) -> None:
    """The popover showed the German rules' „{tap}“ in braces, where the rule's page draws it."""
    data = client.get("/api/rules/107.5/summary", query_string={"lang": lang}).get_json()
    assert code in data["text"]
    html = BeautifulSoup(data["html"], "html.parser")
    drawn = html.select_one(".mana-symbols")
    assert drawn["aria-label"] == name and drawn.select_one(".mana")["title"] == name
    assert code not in html.get_text().replace(drawn.get_text(), "")


@pytest.mark.parametrize("path", ["/api/search?q=you+bein+to&lang=en", "/en/?q=you+bein+to"])
def test_a_suggestion_of_only_common_words_is_not_offered_nor_an_error(client, path) -> None:
    """The suggested spelling ("you your to") could not be searched: it once made the
    search a 400 (found by make soak)."""
    response = client.get(path)
    assert response.status_code == 200
    if response.is_json:
        assert response.get_json()["suggestion"] is None and response.get_json()["total"] == 0


# A file of the corpus, as the build and the report name it ("corpus/seeds/000_….txt").
CORPUS_FILE = re.compile(r"\bcorpus/|\.(?:toml|json|txt)\b")


def _leaves(value, where: str = ""):
    """(where, string) of every string in a JSON answer; `where` ends in the key that holds it."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, f"{where}/{key}")
    elif isinstance(value, list):
        for position, item in enumerate(value):
            yield from _leaves(item, f"{where}[{position}]")
    elif isinstance(value, str):
        yield where, value


@pytest.mark.parametrize(
    ("method", "address"),
    [
        ("GET", f"/api/rulings/{SHARED}"),  # a text read from two files (its `also_in`)
        ("GET", f"/api/rulings/{ENGLISH_ID}"),
        ("GET", "/api/rules/704.5y"),
        ("GET", "/api/rules/704.5y?release=2023-10-13"),
        ("GET", "/api/rules/701.4/history"),
        ("GET", "/api/examples/role-newest-stays"),
        ("POST", "/api/examples/role-newest-stays/run"),
        ("GET", "/api/search?q=role&lang=de"),
        ("GET", "/api/autocomplete?q=rol"),
        ("GET", "/api/cards/charming-scoundrel"),
        ("GET", "/api/glossary/de-trampelschaden"),
    ],
)
def test_no_answer_names_a_file_of_the_corpus_or_a_line_in_it(client, method, address) -> None:
    """Where the corpus keeps a text is the build's business: a client cannot open the file. A
    ruling's source is named by its title and the id of its page instead."""
    response = client.open(address, method=method)
    assert response.status_code == 200
    leaves = list(_leaves(response.get_json()))
    assert leaves
    assert [(where, value) for where, value in leaves if CORPUS_FILE.search(value)] == []
    assert '"line":' not in response.get_data(as_text=True)


def test_a_rulings_source_is_named_by_its_title_and_page(client) -> None:
    source = client.get(f"/api/rulings/{SHARED}").get_json()["texts"]["en"]["source"]
    assert source["title"] and client.get(f"/en/sources/{source['id']}").status_code == 200
    assert source["also_in"] and all(set(other) == {"title", "lang", "id"} for other in source["also_in"])


def _shape(path: str) -> str:
    """A path without its query, its variable parts alike: /api/rules/<number>, <string:number>."""
    return re.sub(r"<[^>]+>", "<>", path.split("?")[0])


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_api_lists_its_endpoints_at_its_root(app, client, lang) -> None:
    """`/api/` was a JSON 404: a client that found the API could not learn what it answers."""
    response = client.get("/api/", query_string={"lang": lang})
    assert response.status_code == 200 and response.is_json
    data = response.get_json()
    listed = {(e["method"], _shape(e["path"])) for e in data["endpoints"]}
    routes = {
        (method, _shape(rule.rule))
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith("/api/")
        for method in rule.methods - {"HEAD", "OPTIONS"}
    }
    assert len(routes) >= 9 and routes <= listed
    assert all(e["description"] for e in data["endpoints"])
    first = {"en": "this list of the API's endpoints", "de": "diese Liste der Endpunkte der API"}[lang]
    assert data["endpoints"][0] == {"method": "GET", "path": "/api/", "description": first}
    assert data["languages"] == ["en", "de"] and data["help"] == f"http://127.0.0.1:5000/{lang}/help#help-api"
    slashless = client.get("/api")
    assert slashless.status_code == 308
    assert slashless.get_json() == {"redirect": {"status": 308, "location": "http://localhost/api/"}}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_examples_are_listed_with_their_rules_and_addresses(client, lang) -> None:
    """`GET /api/examples/` lists what the examples page lists: each example's id, title in
    the asked language and the rules its run applies, with its API answer and its page."""
    listed = client.get("/api/examples/", query_string={"lang": lang}).get_json()["examples"]
    page = soup(client.get(f"/{lang}/examples/"))
    assert len(listed) == len(page.select(".example-list__item")) >= 90
    counters = next(item for item in listed if item["id"] == "counters-annihilate")
    assert counters["title"] == text_of(soup(client.get(f"/{lang}/examples/counters-annihilate")).h1)
    assert counters["rules"] == ["704.5q"]
    assert counters["url"] == "http://127.0.0.1:5000/api/examples/counters-annihilate"
    assert counters["page"] == f"http://127.0.0.1:5000/{lang}/examples/counters-annihilate"
    assert client.get(counters["url"].removeprefix("http://127.0.0.1:5000")).get_json()["id"] == "counters-annihilate"


def test_a_rule_number_no_rule_has_is_said_with_the_nearest_rules(client) -> None:
    """The page says „no rule 702.19z“ and lists the nearest; the API answered it as a search
    that found nothing, with no reason (a reader's review)."""
    missing = client.get("/api/search", query_string={"q": "702.19z", "lang": "de"}).get_json()["missing_rule"]
    assert missing["number"] == "702.19z"
    assert missing["nearest"] and all(n["url"].startswith("http") for n in missing["nearest"])
    assert {n["number"] for n in missing["nearest"]} & {"702.19a", "702.19b", "702.19c", "702.19d", "702.19e"}
    assert all("/de/rules/" in n["url"] for n in missing["nearest"])
    for text in ("702.19b", "trample"):
        assert client.get("/api/search", query_string={"q": text}).get_json()["missing_rule"] is None


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("/api/nope", "There is no page at this address."),
        ("/api/rules/abc", "There is no rule abc."),
        ("/api/nope?lang=de", "Unter dieser Adresse gibt es keine Seite."),
        ("/api/rules/abc?lang=DE", "Es gibt keine Regel abc."),
    ],
)
def test_api_errors_speak_the_language_asked_for_not_the_browsers(client, address, message) -> None:
    """A German browser got "/api/nope" in German and "/api/rules/abc" in English; "lang=DE"
    was an unknown language (a tester's review). `lang` decides, in any case; English without."""
    response = client.get(address, headers={"Accept-Language": "de-DE,de"})
    assert (response.status_code, response.get_json()["error"]["message"]) == (404, message)
