"""What a search also looked for: translations and synonyms of the words typed, shown with a
link that searches the words as typed only."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from whoosh import query as wq

from indexer.search.query.also_searched import AlsoSearched, also_searched
from indexer.search.query.build import BUILDER
from indexer.search.query.expansion import TermExpander
from indexer.search.query.syntax import parse
from tests.support.helpers import soup, text_of

EXPANDER = TermExpander(
    [
        {"en": "discard", "de": "abwerfen", "source": "t"},
        {"en": "state-based action", "de": "zustandsbasierte Aktion", "source": "t"},
    ],
    [{"lang": "en", "term": "mana value", "synonym": "converted mana cost"}],
    [{"de": "mehr", "en": "more"}],
)


def test_each_translated_run_is_named_with_the_query_that_searches_it_as_typed() -> None:
    found = also_searched(parse("zustandsbasierte Aktion Karte abwerfen kind:rule"), EXPANDER)
    assert found == [
        AlsoSearched(
            "zustandsbasierte Aktion",
            ("state-based action",),
            "en",
            '"zustandsbasierte Aktion" Karte abwerfen kind:rule',
        ),
        AlsoSearched("abwerfen", ("discard",), "en", 'zustandsbasierte Aktion Karte "abwerfen" kind:rule'),
    ]


def test_synonyms_are_named_in_their_language_and_stop_words_are_left_at_the_edges() -> None:
    assert also_searched(parse("mana value"), EXPANDER) == [
        AlsoSearched("mana value", ("converted mana cost",), "en", '"mana value"')
    ]
    (more,) = also_searched(parse("mehr als man"), EXPANDER)
    assert more.typed == "mehr" and more.without == '"mehr" als man'


def test_a_question_mark_or_comma_is_no_part_of_the_word_named() -> None:
    """ "Muss ich abwerfen?" named „abwerfen?“, and searched it "as typed" with the mark."""
    assert also_searched(parse("Muss ich abwerfen?"), EXPANDER) == [
        AlsoSearched("abwerfen", ("discard",), "en", 'Muss ich "abwerfen"')
    ]


def test_a_word_typed_twice_is_named_once_and_searched_as_typed_everywhere() -> None:
    """„Kreatur“ typed three times in a question was named three times, each link quoting one
    of them, so the other two were still translated after the click."""
    assert also_searched(parse("abwerfen oder nicht abwerfen"), EXPANDER) == [
        AlsoSearched("abwerfen", ("discard",), "en", '"abwerfen" oder nicht "abwerfen"')
    ]
    assert [a.typed for a in also_searched(parse("Abwerfen Karte abwerfen"), EXPANDER)] == ["Abwerfen"]


def test_nothing_is_named_for_words_without_translations_or_prefixes() -> None:
    assert also_searched(parse("Karte abwerf*"), EXPANDER) == []
    assert also_searched(None, EXPANDER) == []


def translated_terms(text: str) -> set[str]:
    built = BUILDER.build(parse(text), expander=EXPANDER)
    return {q.text for q in built.leaves() if isinstance(q, wq.Term) and q.fieldname == "body_en"}


def test_the_query_as_typed_does_not_search_the_translation() -> None:
    (item,) = also_searched(parse("Karte abwerfen"), EXPANDER)
    assert "discard" in translated_terms("Karte abwerfen")
    assert "discard" not in translated_terms(item.without)


def test_the_results_page_names_what_it_also_searched(client) -> None:
    page = soup(client.get("/de/?q=zuf%C3%A4llig+abwerfen"))
    items = page.select(".also-searched li")
    assert [text_of(item.find("span")) for item in items] == ["random", "discard"]
    assert all(item.find("span")["lang"] == "en" for item in items)
    link = items[1].find("a")
    assert parse_qs(urlsplit(link["href"]).query)["q"] == ['zufällig "abwerfen"']
    assert text_of(link) == "„abwerfen“ nur wie eingegeben suchen"


def test_the_link_to_search_as_typed_keeps_the_filters_in_the_readers_language(client) -> None:
    """„nur wie eingegeben suchen“ on a page filtered to rulings linked to the words alone (a
    reviewer's finding): the reader lost the filter they had chosen."""
    page = soup(client.get("/de/", query_string={"q": "zufällig abwerfen art:regelauslegung"}))
    link = page.select(".also-searched li")[1].find("a")
    assert parse_qs(urlsplit(link["href"]).query)["q"] == ['zufällig "abwerfen" art:regelauslegung']


@pytest.mark.parametrize(("query", "found"), [("die Kreatur stirbt", "dies"), ("Friedhof", "Graveyard")])
def test_a_term_is_named_in_lower_case_where_the_word_was_typed_so(client, query, found) -> None:
    """The glossary writes its headwords capitalised: "Dies" for „stirbt“ read as the German
    „Dies“ (this). Named for a word typed in lower case, the term is too; a noun typed
    capitalised keeps its capital."""
    page = soup(client.get("/de/", query_string={"q": query}))
    named = [text_of(item.find("span")) for item in page.select(".also-searched li")]
    assert found in named


def test_a_german_term_keeps_its_capital_for_an_english_reader(client) -> None:
    """German writes its nouns capitalised: "creature" also searched „kreatur“ read wrong."""
    found = client.get("/api/search", query_string={"q": "deathtouch creature", "lang": "en"}).json["also_searched"]
    named = [form for item in found if item["lang"] == "de" for form in item["found"]]
    assert "Kreatur" in named and "Todesberührung" in named
    assert "kreatur" not in named


def test_the_english_site_names_only_what_it_also_searched_in_english(client) -> None:
    """ "Also searched: Stirbt, Schaden, angreifen in German" above a combat question said nothing
    to an English reader (a reviewer's note); the German site names the English translations its
    readers reach the English-only rulings with."""
    english = soup(client.get("/en/", query_string={"q": "deathtouch creature dies"}))
    assert english.select(".also-searched [lang=de]") == []
    german = soup(client.get("/de/", query_string={"q": "Todesberührung Kreatur stirbt"}))
    assert german.select(".also-searched [lang=en]")


def test_the_end_step_is_searched_and_named_as_the_step_it_is(client) -> None:
    """„Endstep“ (the players' „Endsegment“) also searched a learned "step": the term list paired
    no "end step", the glossary's two entries citing 513 both being paired only on the site."""
    found = client.get("/api/search", query_string={"q": "Endstep Trigger", "lang": "de"}).json["also_searched"]
    english = [item["found"] for item in found if item["typed"] == "Endstep" and item["lang"] == "en"]
    assert english == [["end step"]]


def test_the_api_names_what_it_also_searched(client) -> None:
    found = client.get("/api/search?q=Friedhof&lang=de").json["also_searched"]
    assert {"typed": "Friedhof", "found": ["Graveyard"], "lang": "en", "without": '"Friedhof"'} in found


@pytest.mark.parametrize(
    ("query", "right", "wrong"),
    [
        ("ab wann darf ich blocken", "blocked", "discard"),
        ("Spieler muss aus leerer Bibliothek ziehen", "Player", "Battlefield"),
        ("Manavorrat leert sich am Ende der Phase", "Mana Pool", "Instabilität"),
        ("Manavorrat leert sich am Ende der Phase", "Mana Pool", "Stabilisiert"),
        ("Planeswalker Loyalität", "Loyalty", "Weltenwandern"),
        ("Planeswalker Loyalität", "Loyalty", "Weltenwanderer"),
        ("Kreatur bekommt Giftmarke", "Creature", "anything"),
        ("Aura verzaubern", "enchant", "aura"),
        ("Kampfschaden", "combat damage", "combat"),
    ],
)
def test_a_word_is_not_named_with_what_only_stems_like_it(client, query, right, wrong) -> None:
    """The particle "ab" was learned as "discard" (of "wirf … ab"); "Spieler" stems like "Im
    Spiel" (the battlefield), "Phase" like "Phasing" and "Phased In", "Planeswalker" like
    "Planeswalk" (of Planechase), and its obsolete German name "Weltenwanderer" like
    "Weltenwandern". "bekommen" was learned as "anything" (of "by anything"), "verzaubern" as
    "aura", "Kampfschaden" as "combat": the rest of the phrase was linked with other words."""
    page = soup(client.get("/de/", query_string={"q": query}))
    named = {word for item in page.select(".also-searched li") for word in text_of(item.find("span")).split(", ")}
    assert right in named
    assert wrong not in named


def test_a_word_searched_in_both_languages_is_named_once_with_one_link(client) -> None:
    """„Trampel“ is searched as "Trample" (English) and „Trampelschaden“ (German): the page
    listed it twice, each time with the same link to search it as typed."""
    page = soup(client.get("/de/", query_string={"q": "Trampel"}))
    (entry,) = page.select(".also-searched__list li")
    assert [span["lang"] for span in entry.select("span[lang]")] == ["en", "de"]
    assert " ".join(entry.get_text().split()).startswith("Trample auf Englisch, Trampelschaden für „Trampel“")
    assert len(entry.select("a")) == 1


def test_what_was_searched_in_the_other_language_says_so_visibly(client) -> None:
    """„Auch gesucht: Excess Damage, Trample, überschüssiger Schaden, Deathtouch“ mixed the
    languages with only a `lang` attribute to tell them apart."""
    page = soup(client.get("/de/", query_string={"q": "Trampelschaden Todesberührung"}))
    preview = page.select_one(".also-searched__preview")
    # (in the folded line the badge comes first: after the words a phone's line cut it off, and
    # "dies" read as German; in the open list it follows them)
    parts = [(part, part.find_previous_sibling) for part in preview.find_all("span", lang=True)]
    parts += [(part, part.find_next_sibling) for part in page.select(".also-searched li span[lang]")]
    for part, beside in parts:
        badge = beside("span")
        marked = badge is not None and "badge--language" in badge.get("class", [])
        assert marked == (part["lang"] == "en"), part
        assert not marked or text_of(badge) == "auf Englisch"


def test_the_line_above_the_list_names_each_form_searched_once(client) -> None:
    """„was kopiert eine Kopie“: „kopiert“ and „Kopie“ both read as "copy", named twice."""
    page = soup(client.get("/de/", query_string={"q": "was kopiert eine Kopie"}))
    forms = [
        form.strip()
        for part in page.select_one(".also-searched__preview").find_all("span", lang=True)
        for form in text_of(part).split(",")
    ]
    assert forms.count("copy") == 1


def test_a_long_query_is_cut_in_the_page_title(client) -> None:
    query = " ".join(["Trampelschaden"] * 40)
    title = text_of(soup(client.get("/de/", query_string={"q": query})).title)
    assert title.startswith("Suche: Trampelschaden") and len(title) < 140 and "…" in title


def test_plus_one_counters_are_markers_not_the_verb_counter(client) -> None:
    """ "+1/+1 counters" also searched „neutralisieren“ (to counter a spell): the term list reads
    "+1/+1 counter" as one term, „+1/+1-Marke“."""
    found = client.get("/api/search", query_string={"q": "+1/+1 counters", "lang": "en"}).json["also_searched"]
    named = [form for item in found for form in item["found"]]
    assert "+1/+1-Marke" in named
    assert not any("neutralisieren" in name.lower() for name in named)


def test_the_rules_words_for_what_a_question_asks_are_searched_but_not_named() -> None:
    """A judge's review: „getappt“ was named as also searched as „ungetappt“, "have" as "must":
    the rules' words for what a question asks (questions.tsv) find the rule that answers it, but
    are no other words for what was typed, and the page named them as if the site misread it.
    A synonym of the same word is still named."""
    expander = TermExpander(
        [{"en": "tapped", "de": "getappt", "source": "t"}],
        [
            {"lang": "en", "term": "tapped", "synonym": "untapped", "asked": True},
            {"lang": "en", "term": "vigilance", "synonym": "watchfulness"},
        ],
    )
    words = ["tapped", "creature", "vigilance"]
    searched = {term[1] for expansion in expander.expansions(words) for term in expansion.terms}
    assert {"untapped", "getappt", "watchfulness"} <= searched
    named = also_searched(parse(" ".join(words)), expander)
    assert [(each.typed, each.found) for each in named] == [("tapped", ("getappt",)), ("vigilance", ("watchfulness",))]


@pytest.mark.parametrize(("query", "name_word", "learned"), [("kreatur fluchsicher zorn gottes", "gottes", "god")])
def test_a_word_of_a_card_name_is_not_named_with_a_learned_pair_the_search_leaves_out(
    client, query, name_word, learned
) -> None:
    """„Zorn Gottes“ (Wrath of God) names the card, whose words the learned pairs do not
    translate; the page had said „gottes“ was also searched as "god" (a judge's review), which
    the query never searched. The card's other words are still named."""
    page = client.get("/api/search", query_string={"q": query, "lang": "de"}).get_json()
    named = {each["typed"]: each["found"] for each in page["also_searched"]}
    assert name_word not in named and learned not in {word for found in named.values() for word in found}
    assert named["fluchsicher"] == ["hexproof"]
    alone = client.get("/api/search", query_string={"q": f"kreatur {name_word}", "lang": "de"}).get_json()
    assert learned in {word for each in alone["also_searched"] for word in each["found"]}, "a word of no name is"
