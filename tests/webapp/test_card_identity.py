"""Cards as the German card data names them: one record per English face name and German
name, so different cards share a German name and a card's faces are records of one oracle id
(indexer/assembly/cards.py, faces.py), on a site built from a few such records."""

from __future__ import annotations

import json

import pytest

from tests.support.helpers import soup, text_of
from tests.support.sites import built_app

MANIFEST = """
[[document]]
path = "rulings.json"
format = "scryfall-rulings"
lang = "en"
title = "Rulings"

[[document]]
path = "names.json"
format = "card-names"
lang = "de"
title = "Kartennamen"
"""
AFTERMATH = "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nDestroy target creature."
# (oracle id, English name, type, text, German name, German type), in the data's order.
RECORDS = [
    ("o-coercion", "Coercion", "Sorcery", "Look at target opponent's hand.", "Zwang", "Hexerei"),
    (
        "o-delver",
        "Delver of Secrets",
        "Creature — Human Wizard",
        "Transform Delver of Secrets.",
        "Geheimnisstöberer",
        "Kreatur",
    ),
    ("o-trial", "Error", "Instant", "Counter target multicolored spell.", "Irrtum", "Spontanzauber"),
    ("o-duress", "Duress", "Sorcery", "Target opponent reveals their hand.", "Zwang", "Hexerei"),
    ("o-start", "Finish", "Sorcery", AFTERMATH, "Ende", "Hexerei"),
    ("o-delver", "Insectile Aberration", "Creature — Human Insect", "Flying", "Insekten-Scheußlichkeit", "Kreatur"),
    ("o-start", "Start", "Instant", "Create two 1/1 white Warrior creature tokens.", "Anfang", "Spontanzauber"),
    ("o-trial", "Trial", "Instant", "Return all creatures blocking target creature.", "Versuch", "Spontanzauber"),
]
# The rulings name a card with several faces by its back face.
RULINGS = [
    ("o-start", "Finish", "Finish can target a creature that Start created."),
    ("o-delver", "Insectile Aberration", "Delver's ability checks the revealed card."),
]


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory):
    corpus = tmp_path_factory.mktemp("identity") / "corpus"
    corpus.mkdir()
    (corpus / "manifest.toml").write_text(MANIFEST, encoding="utf-8")
    names = [
        {
            "name_en": en,
            "name_de": de,
            "type_de": type_de,
            "text_de": "",
            "type_en": type_en,
            "text_en": text,
            "set": "X",
            "multiverse_id_de": None,
            "scryfall_oracle_id": oracle_id,
        }
        for oracle_id, en, type_en, text, de, type_de in RECORDS
    ]
    rulings = [
        {"oracle_id": oracle_id, "card_name": name, "source": "wotc", "published_at": "2017-04-18", "comment": text}
        for oracle_id, name, text in RULINGS
    ]
    (corpus / "names.json").write_text(json.dumps(names, ensure_ascii=False), encoding="utf-8")
    (corpus / "rulings.json").write_text(json.dumps(rulings), encoding="utf-8")
    return built_app(corpus, tmp_path_factory.mktemp("instance") / "index").test_client()


def _card_links(client, lang: str, query: str) -> list[str]:
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    return [hit.select_one(".result__title a")["href"] for hit in page.select("ol.results > li.result--card")]


def test_cards_sharing_a_german_name_stay_two_and_the_name_finds_both(client) -> None:
    assert text_of(soup(client.get("/en/cards/duress")).h1) == "Duress"
    assert text_of(soup(client.get("/de/cards/coercion")).h1) == "Zwang"
    assert _card_links(client, "en", "Duress") == ["/en/cards/duress"]
    assert sorted(_card_links(client, "de", "Zwang")) == ["/de/cards/coercion", "/de/cards/duress"]


@pytest.mark.parametrize("typed", ["Zwang", "zwang"])
def test_an_address_of_a_name_two_cards_share_leads_to_both(client, typed) -> None:
    """/de/cards/Zwang had led to Duress alone, with a 301 (a reader's review): the page is
    the search for the name, which lists both; the API answers 300 with both addresses."""
    response = client.get(f"/de/cards/{typed}")
    assert (response.status_code, response.headers["Location"]) == (302, f"/de/?q={typed}")
    api = client.get(f"/api/cards/{typed}", query_string={"lang": "de"})
    assert api.status_code == 300
    choices = api.get_json()["choices"]
    assert sorted(c["id"] for c in choices) == ["coercion", "duress"]
    assert all(c["url"].endswith(f"/api/cards/{c['id']}?lang=de") for c in choices)


@pytest.mark.parametrize(
    ("lang", "faces"),
    [("en", [["Start", "Finish"], ["Anfang", "Ende"]]), ("de", [["Anfang", "Ende"], ["Start", "Finish"]])],
)
def test_a_card_page_shows_every_face_front_first_in_both_languages(client, lang, faces) -> None:
    page = soup(client.get(f"/{lang}/cards/start"))
    assert text_of(page.h1) == ("Start // Finish" if lang == "en" else "Anfang // Ende")
    blocks = page.select(".card-text")
    assert [[text_of(face.h4) for face in block.select(".card-face")] for block in blocks] == faces, (
        "each language's faces under its own h3"
    )
    english = blocks[0 if lang == "en" else 1]
    assert [text_of(t) for t in english.select(".card-face__type")] == ["Instant", "Sorcery"]


@pytest.mark.parametrize(
    ("old", "card"), [("finish", "start"), ("insectile-aberration", "delver-of-secrets"), ("error", "trial")]
)
def test_another_face_s_address_leads_to_the_card(client, old, card) -> None:
    response = client.get(f"/de/cards/{old}")
    assert (response.status_code, response.headers["Location"]) == (301, f"/de/cards/{card}")


@pytest.mark.parametrize(
    ("typed", "card"), [("anfang-ende", "start"), ("Anfang", "start"), ("versuch", "trial"), ("Irrtum", "trial")]
)
def test_the_address_of_a_cards_german_name_leads_to_the_card(client, typed, card) -> None:
    """A German reader typed /de/cards/blitzschlag for Lightning Bolt and met a 404 (a
    reviewer's finding): a German name, or a face's, leads to the card as an English one does."""
    response = client.get(f"/de/cards/{typed}")
    assert (response.status_code, response.headers["Location"]) == (301, f"/de/cards/{card}")


def test_a_split_card_the_data_gives_in_alphabetical_order_is_named_as_printed(client) -> None:
    """Trial // Error has no rulings and no Aftermath half: the data gives Error first."""
    page = soup(client.get("/en/cards/trial"))
    assert text_of(page.h1) == "Trial // Error"
    assert text_of(soup(client.get("/de/cards/trial")).h1) == "Versuch // Irrtum"


@pytest.mark.parametrize(
    ("lang", "query", "card"),
    [
        ("en", "Start", "start"),
        ("en", "Finish", "start"),
        ("de", "Anfang", "start"),
        ("de", "Ende", "start"),
        ("en", "Delver of Secrets", "delver-of-secrets"),
        ("de", "Insekten-Scheußlichkeit", "delver-of-secrets"),
    ],
)
def test_either_face_s_name_finds_the_card(client, lang, query, card) -> None:
    assert _card_links(client, lang, query)[:1] == [f"/{lang}/cards/{card}"]


def test_the_names_beside_the_results_tell_cards_of_one_name_apart(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "Zwang"}))
    names = [
        (text_of(item.a), item.a["href"], text_of(item.select_one(".name-suggestions__kind")))
        for item in page.select(".name-suggestions li")
    ]
    assert sorted(names) == [
        ("Zwang", "/de/cards/coercion", "Karte · Deutsch · Coercion"),
        ("Zwang", "/de/cards/duress", "Karte · Deutsch · Duress"),
    ]
