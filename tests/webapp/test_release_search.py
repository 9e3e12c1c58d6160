"""Searching one release of the rules (`release:` / `fassung:`) and the release facet."""

import pytest

from tests.support.helpers import soup, text_of


def result_links(page) -> list[str]:
    return [a["href"] for a in page.select(".result__title a")]


def test_an_older_release_is_searched_with_the_filter(client) -> None:
    page = soup(client.get("/en/", query_string={"q": '"this Aura is put into a graveyard" release:2023-10-13'}))
    assert result_links(page) == ["/en/rules/111.10q/history#release-2023-10-13"]
    assert text_of(page.select_one(".result time")) == "October 13, 2023"
    newest = soup(client.get("/en/", query_string={"q": '"this Aura is put into a graveyard" kind:rule'}))
    assert "/en/rules/111.10q" not in result_links(newest)  # the newest release says "this token"


def test_the_newest_release_leads_to_rule_pages(client) -> None:
    page = soup(client.get("/de/", query_string={"q": "start your engines fassung:2026-01-16"}))
    links = result_links(page)
    assert "/de/rules/704.5z" in links
    # English text on the German site: a badge on each rule, and the page says once why (the
    # note under every rule pushed the next off a phone's screen; a German judge's review)
    english = [hit for hit in page.select("li.result") if hit.select_one(".result__snippet")["lang"] == "en"]
    assert english and all(text_of(hit.select_one(".badge--language")) == "auf Englisch" for hit in english)
    assert not page.select("li.result .notice--untranslated")
    notes = [text_of(note) for note in page.select(".search-layout__main .notice--untranslated")]
    assert notes == ["Diese Fassung der Regeln gibt es nur auf Englisch."]


def test_release_facet_counts_rules_per_release_and_switches_release(client) -> None:
    page = soup(
        client.get(
            "/en/", query_string={"q": '"this Aura is put into a graveyard from the battlefield, each opponent"'}
        )
    )
    facet = page.select("ul[aria-labelledby='facet-release'] a")
    assert [text_of(a) for a in facet] == ["October 13, 2023 1"]
    assert text_of(page.select_one("#facet-release")) == "Rules with all the words, by release"
    chosen = soup(client.get(facet[0]["href"]))
    assert result_links(chosen) == ["/en/rules/111.10q/history#release-2023-10-13"]
    switch = soup(client.get("/en/", query_string={"q": "wicked role release:2023-10-13"}))
    other = [a for a in switch.select("ul[aria-labelledby='facet-release'] a") if "2026" in text_of(a)][0]
    assert "release:2026-01-16" in other["href"] and "2023-10-13" not in other["href"]


@pytest.mark.parametrize(
    ("lang", "query", "message"),
    [
        ("en", "role OR token release:2023-10-13", "(release:) takes words and phrases only"),
        ("en", "(role release:2023-10-13) OR token", "(release:) takes words and phrases only"),
        ("de", "(Rolle fassung:2023-10-13) OR Spielstein", "(fassung:)"),
    ],
)
def test_bad_release_queries_are_explained_naming_the_filter_as_typed(client, lang, query, message) -> None:
    response = client.get(f"/{lang}/", query_string={"q": query})
    assert response.status_code == 400
    assert message in text_of(soup(response).select_one("[role=alert]"))
    assert client.get("/api/search", query_string={"q": query}).status_code == 400


@pytest.mark.parametrize(("lang", "query"), [("en", "role release:2020-01-01"), ("de", "fassung:1999-01-01 Rolle")])
def test_a_release_that_does_not_exist_is_left_out_and_the_rest_searched(client, lang, query) -> None:
    response = client.get(f"/{lang}/", query_string={"q": query})
    assert response.status_code == 200
    page = soup(response)
    notice = page.select_one(".notice[role=note]")
    assert text_of(notice.select_one("p")).endswith(query.split()[-1] if lang == "de" else "role")
    assert len(notice.select("li")) == 1 and result_links(page)


def release_facet(page) -> list[tuple[str, int]]:
    """The release facet's links and counts."""
    links = page.select("ul[aria-labelledby='facet-release'] a")
    return [
        (a["href"], int(a.select_one(".facets__count").get_text().replace(".", "").replace(",", ""))) for a in links
    ]


@pytest.mark.parametrize(
    ("lang", "query"),
    [("de", "Rolle"), ("de", '"Rolle"'), ("en", "role"), ("de", "Legendenregel"), ("en", "mana value")],
)
def test_a_release_facet_count_is_what_following_it_shows(client, lang, query) -> None:
    facet = release_facet(soup(client.get(f"/{lang}/", query_string={"q": query})))
    assert facet
    for href, count in facet:
        total = soup(client.get(href)).select_one(".results-summary").get_text()
        assert total.split()[0].replace(".", "").replace(",", "") == str(count)


@pytest.mark.parametrize("query", ["Rolle fassung:2023-10-13", '"Rolle" fassung:2023-10-13'])
def test_a_german_release_search_reads_german_words_as_the_term_list_translates_them(client, query) -> None:
    """The German "Rolle" is "Role" in the English rules, not the English stem "roll" (of dice,
    rule 706), and a phrase matches whole words ("rolle" is in "controller")."""
    german = result_links(soup(client.get("/de/", query_string={"q": query})))
    english = result_links(soup(client.get("/en/", query_string={"q": "role release:2023-10-13"})))
    assert [link.removeprefix("/de/") for link in german] == [link.removeprefix("/en/") for link in english]
    assert "/de/rules/111.10k/history#release-2023-10-13" in german
    assert not any(link.startswith("/de/rules/706") for link in german)


def test_a_german_term_typed_on_the_english_site_is_the_term_in_a_release_too(client) -> None:
    """As in the normal search, "Rolle" typed on the English site is the Role: in a release it
    had also been the English stem "roll", and its 50 results were the rules of dice."""
    typed = result_links(soup(client.get("/en/", query_string={"q": "Rolle release:2023-10-13"})))
    english = result_links(soup(client.get("/en/", query_string={"q": "role release:2023-10-13"})))
    assert typed == english and "/en/rules/111.10k/history#release-2023-10-13" in typed
    assert not any(link.startswith("/en/rules/706") for link in typed)


def test_a_word_that_is_a_term_of_both_languages_is_read_as_the_readers_in_a_release(client) -> None:
    """„Gift“ on the German site is Poisonous (702.70), as the normal search reads it: the
    release search had read it as the English keyword action Gift, which the rules of 2023
    lack, and found nothing."""
    german = result_links(soup(client.get("/de/", query_string={"q": "Gift fassung:2023-10-13"})))
    assert "/de/rules/702.70a/history#release-2023-10-13" in german


def test_api_search_in_a_release(client) -> None:
    found = client.get("/api/search", query_string={"q": "wicked role release:2023-10-13"}).get_json()
    assert [r["id"] for r in found["results"]] == ["111.10q"]
    assert found["facets"]["release"] == [
        {"value": "2023-10-13", "count": 1},
        {"value": "2025-11-14", "count": 1},
        {"value": "2026-01-16", "count": 1},
    ]


@pytest.mark.parametrize(
    ("lang", "query", "shown"),
    [
        ("de", "Rolle Zeitstempel art:regelauslegung fassung:2023-10-13", "„art:regelauslegung“"),
        ("en", "role timestamp release:2023-10-13 lang:de", "“lang:de”"),
        ("en", 'role timestamp release:2023-10-13 card:"Virtue of Loyalty"', '“card:"Virtue of Loyalty"”'),
    ],
)
def test_a_filter_that_keeps_no_rule_applies_to_a_release_search_and_says_why(client, lang, query, shown) -> None:
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    assert not page.select(".result")
    assert not page.select("ul[aria-labelledby='facet-release'] a")
    notes = [text_of(p) for p in page.select("p.notice[role=note]")]
    assert any(shown in note for note in notes), notes
    found = client.get("/api/search", query_string={"q": query, "lang": lang}).get_json()
    assert found["total"] == 0 and found["excluding"] == [shown[1:-1]]


def test_kind_and_lang_filters_that_keep_rules_keep_a_release_search_as_it_was(client) -> None:
    plain = result_links(soup(client.get("/en/", query_string={"q": "role timestamp release:2023-10-13"})))
    kept = soup(client.get("/en/", query_string={"q": "role timestamp release:2023-10-13 kind:rule lang:en"}))
    assert result_links(kept) == plain and len(plain) > 1
    assert not kept.select("p.notice[role=note]")


def test_a_rule_filter_keeps_the_rule_and_the_rules_citing_it_in_a_release(client) -> None:
    page = soup(client.get("/en/", query_string={"q": "role timestamp release:2023-10-13 rule:704.5y"}))
    assert result_links(page) == ["/en/rules/704.5y/history#release-2023-10-13"]
    assert release_facet(page) and all(count == 1 for _, count in release_facet(page))


@pytest.mark.parametrize(("kind", "counted"), [("regelauslegung", False), ("regel", True)])
def test_the_release_facet_counts_only_what_the_kind_filter_keeps(client, kind, counted) -> None:
    page = soup(client.get("/de/", query_string={"q": f"Rolle Zeitstempel art:{kind}"}))
    assert page.select(".result")
    assert bool(release_facet(page)) == counted


@pytest.mark.parametrize(
    ("lang", "query"), [("en", "Role timestamp release:2023-10-13"), ("de", "Rolle Zeitstempel fassung:2023-10-13")]
)
def test_release_results_mark_the_words_searched(client, lang, query) -> None:
    results = soup(client.get(f"/{lang}/", query_string={"q": query})).select(".result")
    assert len(results) == 2
    for result in results:
        marked = {text_of(mark).lower() for mark in result.select(".result__snippet mark")}
        assert marked == {"role", "roles", "timestamp"}


@pytest.mark.parametrize(
    ("lang", "query"), [("en", "role timestamp release:2023-10-13"), ("de", "Rolle Zeitstempel fassung:2023-10-13")]
)
def test_release_results_name_the_section_of_the_rule_as_the_normal_results_do(client, lang, query) -> None:
    """A review: a release search showed "Rule 704.5y" alone, the normal search "Rule 704.5y ·
    State-Based Actions" (the release's own heading: English on either site, and marked so)."""
    results = soup(client.get(f"/{lang}/", query_string={"q": query})).select(".result")
    sections = {
        text_of(r.select_one(".result__title a")).split(" ")[1]: r.select_one(".result__section") for r in results
    }
    assert text_of(sections["704.5y"]) == "· State-Based Actions" and text_of(sections["303.7a"]) == "· Enchantments"
    if lang == "de":
        assert sections["704.5y"].select_one("[lang=en]")


@pytest.mark.parametrize("release", ["2023-10-13", "2026-01-16"])
def test_release_results_on_the_german_site_say_which_releases_are_english_only(client, release) -> None:
    """Once above the results, each of them marked „auf Englisch“ (the notice was under every
    one of them); on the English site, neither."""
    page = soup(client.get("/de/", query_string={"q": f"Rolle Zeitstempel fassung:{release}"}))
    results = page.select(".result")
    assert results and not page.select(".result .notice")
    notes = [text_of(p) for p in page.select(".search-layout__main > .notice")]
    assert notes == ["Diese Fassung der Regeln gibt es nur auf Englisch."]
    assert all(result.select_one(".result__snippet")["lang"] == "en" for result in results)
    assert all(text_of(result.select_one(".badge--language")) == "auf Englisch" for result in results)
    english = soup(client.get("/en/", query_string={"q": f"role timestamp release:{release}"}))
    assert english.select(".result") and not english.select(".badge--language, .search-layout__main > .notice")


@pytest.mark.parametrize("query", ["Trampelschaden fassung:2025-11-14", "trample fassung:2025-11-14"])
def test_the_translated_release_shows_its_german_rules_on_the_german_site(client, query) -> None:
    """The facet calls 14 November 2025 the newest German release, and its results were the
    English rules, marked „auf Englisch“ (a reader's review). The German text shows, the German
    words marked, under the German section's name."""
    page = soup(client.get("/de/", query_string={"q": query}))
    results = page.select(".result")
    assert results and not page.select(".badge--language, .search-layout__main > .notice")
    assert all(result.select_one(".result__snippet")["lang"] == "de" for result in results)
    marked = {text_of(mark) for result in results for mark in result.select(".result__snippet mark")}
    assert marked == {"Trampelschaden"}
    sections = {
        text_of(r.select_one(".result__title a")).split(" ")[1]: r.select_one(".result__section") for r in results
    }
    assert text_of(sections["702.19b"]) == "· Trampelschaden"
    assert not page.select(".result__section [lang=en]")


def test_a_rule_removed_since_leads_to_its_own_history(client) -> None:
    """702.124k of 2025-11-14 is "Friends forever"; the newest 702.124k is another rule."""
    page = soup(client.get("/de/", query_string={"q": 'fassung:2025-11-14 "Friends forever"'}))
    assert "/de/rules/702.124k/history?release=2025-11-14#release-2025-11-14" in result_links(page)


def test_the_release_facet_says_it_counts_rules_with_all_the_words(client) -> None:
    """„trampelschaden todesberührung“ has no text with both words beside many rules with one:
    the kind facet counted 24 rules, the release facet 2 / 3 / 3, under the title „Fassung der
    Regeln“ alone (a judge's review). A release is searched for all the words; its title says so."""
    page = soup(client.get("/de/", query_string={"q": "trampelschaden todesberührung"}))
    assert text_of(page.select_one("#facet-release")) == "Regeln mit allen Wörtern, je Fassung"
    kinds = {text_of(a) for a in page.select("ul[aria-labelledby='facet-kind'] a")}
    releases = [int(text_of(a).rsplit(" ", 1)[1]) for a in page.select("ul[aria-labelledby='facet-release'] a")]
    rules = next(int(kind.rsplit(" ", 1)[1].replace(".", "")) for kind in kinds if kind.startswith("Regeln "))
    assert releases and max(releases) < rules


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        (
            "de",
            [
                "13. Oktober 2023 (nur auf Englisch)",
                "14. November 2025 (neueste deutsche Fassung)",
                "16. Januar 2026 (aktuell, nur auf Englisch)",
            ],
        ),
        ("en", ["October 13, 2023", "November 14, 2025", "January 16, 2026 (current)"]),
    ],
)
def test_the_release_facet_says_which_release_the_rule_pages_show_and_which_are_english_only(
    client, lang, labels
) -> None:
    """Three dates alike left a player to guess which was searched, and the newest turned the
    German 903.8 English (a player's review, 7 December). The German rule pages' release is the
    newest German one, not the current rules (it had said „aktuell“: a judge's review)."""
    page = soup(client.get(f"/{lang}/", query_string={"q": "Kommandeursteuer" if lang == "de" else "commander tax"}))
    shown = [text_of(a).rsplit(" ", 1)[0] for a in page.select("ul[aria-labelledby='facet-release'] a")]
    assert shown == labels


@pytest.mark.parametrize("word", ["trample", "adventure", "graveyard"])
def test_a_whole_word_as_a_prefix_finds_what_the_word_finds_in_a_release(client, word) -> None:
    """The release's postings hold stems ("trampl", "adventur"): "trample*" started none of
    them and found nothing, where "trample" found the rules of trample."""
    plain = result_links(soup(client.get("/en/", query_string={"q": f"{word} release:2023-10-13"})))
    prefixed = result_links(soup(client.get("/en/", query_string={"q": f"{word}* release:2023-10-13"})))
    assert plain and set(plain) <= set(prefixed)


@pytest.mark.parametrize(
    ("lang", "query"),
    [("en", "509.2 release:2023-10-13"), ("en", "release:2023-10-13 rule 509.2"), ("de", "509.2 fassung:2023-10-13")],
)
def test_a_rule_number_in_a_release_leads_to_that_release_of_the_rule(client, lang, query) -> None:
    """A release's search takes words: "509.2 release:2023-10-13" found 703.4k, which cites
    509.2, and not the 2023 rule 509.2 (damage assignment order) itself (a judge's review)."""
    response = client.get(f"/{lang}/", query_string={"q": query})
    target = f"/{lang}/rules/509.2/history#release-2023-10-13"
    assert (response.status_code, response.headers["Location"]) == (302, target)
    page = soup(client.get(target.split("#")[0]))
    assert page.select_one("#release-2023-10-13") is not None


def test_a_rule_number_a_release_does_not_have_is_searched_in_it(client) -> None:
    assert client.get("/en/", query_string={"q": "999.9 release:2023-10-13"}).status_code == 200


@pytest.mark.parametrize(
    ("lang", "query", "note"),
    [
        (
            "en",
            "release:2023-10-13 release:2025-11-14 trample",
            "release:2025-11-14 was left out: one release of the rules is searched at a time, here release:2023-10-13.",
        ),
        (
            "de",
            "fassung:2023-10-13 trampelschaden release:2025-11-14",
            "release:2025-11-14 wurde weggelassen: Es wird immer nur eine Fassung der Regeln durchsucht,"
            " hier fassung:2023-10-13.",
        ),
    ],
)
def test_a_second_release_is_left_out_and_the_page_says_so(client, lang, query, note) -> None:
    """Two releases searched the first and said nothing of the second (a tester's review)."""
    page = soup(client.get(f"/{lang}/", query_string={"q": query}))
    assert note in [text_of(li) for li in page.select(".notice__list li")]
    links = result_links(page)
    assert links and all(link.endswith("#release-2023-10-13") for link in links)
