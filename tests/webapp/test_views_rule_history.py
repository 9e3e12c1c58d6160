"""Rules across releases as readers see them: histories with word diffs, release changes, the
notices on stale German rules and on texts citing changed rules, the API."""

import pytest

from tests.support.helpers import soup, text_of


def test_history_shows_each_release_with_a_word_diff(client) -> None:
    page = soup(client.get("/en/rules/111.10q/history"))
    assert text_of(page.h1) == "History of rule 111.10q"
    versions = page.select(".history__version")
    assert [v["id"] for v in versions] == ["release-2023-10-13", "release-2025-11-14", "release-2026-01-16"]
    changed = versions[1].select_one(".diff")
    assert changed["lang"] == "en"
    assert [text_of(d) for d in changed.select("del")] == ["deleted: Aura"]
    assert [text_of(i) for i in changed.select("ins")] == ["inserted: token"]
    assert text_of(versions[2]) == "Release of January 16, 2026 Text unchanged."
    german = page.select_one(".history__translation")
    assert text_of(german.h2) == "German translation of the release of November 14, 2025"
    assert german.select_one(".diff")["lang"] == "de" and "Böse-Rolle-Spielstein" in text_of(german)


def test_a_deletion_and_the_insertion_after_it_read_as_two_words(client) -> None:
    """ "a proposed combat" replaced by "excess" read "combatexcess" (a reader's review)."""
    page = soup(client.get("/en/rules/702.2c/history"))
    diff = page.select(".history__version .diff")[1]
    for hidden in diff.select(".visually-hidden"):
        hidden.decompose()
    shown = diff.get_text()
    assert "a proposed combat excess damage" in shown and "combatexcess" not in shown


@pytest.mark.parametrize(
    ("lang", "title", "link"),
    [
        ("de", "Verlauf des Abschnitts 7", "Abschnitt 7 im aktuellen Regelwerk"),
        ("en", "History of section 7", "Section 7 in the current rules"),
    ],
)
def test_a_sections_history_calls_it_a_section(client, lang, title, link) -> None:
    """„Verlauf der Regel 7“ linked „Regel 7 im aktuellen Regelwerk“, whose page is „Abschnitt 7“."""
    page = soup(client.get(f"/{lang}/rules/7/history"))
    assert text_of(page.h1) == title and link in [text_of(a) for a in page.select("header a")]


def test_history_follows_renumbering_and_links_the_current_rule(client) -> None:
    """702.124n of 2023-10-13 became 702.124p with a word changed, then 702.124n again."""
    page = soup(client.get("/de/rules/702.124p/history"))
    assert text_of(page.h1) == "Verlauf der Regel 702.124p"
    assert [text_of(p) for p in page.select(".history__moved")] == [
        "Umnummeriert: Aus 702.124n wurde 702.124p.",
        "Umnummeriert: Aus 702.124p wurde 702.124n.",
    ]
    assert page.select_one("header a[href='/de/rules/702.124n']")
    assert page.select(".history__event") == []
    assert page.select(".notice") == [page.select_one(".history__translation .notice--translation")]
    assert text_of(page.select_one("header p:not(.kicker)")) == (
        "Der englische Text der Regel in jeder Fassung des Ausführlichen Regelwerks, die diese Seite enthält, mit den "
        "Änderungen von Fassung zu Fassung: Entfernte Wörter sind durchgestrichen, hinzugefügte unterstrichen. "
        "Fassungen zwischen zwei hier vorhandenen fehlen: Eine Änderung steht bei der ersten vorhandenen Fassung, die "
        "sie enthält."
    )


def test_history_of_a_removed_rule_and_unknown_numbers(client) -> None:
    page = soup(client.get("/en/rules/509.6/history"))
    assert "No longer in the release of November 14, 2025." in [text_of(e) for e in page.select(".history__event")]
    assert client.get("/en/rules/509.5A/history").headers["Location"] == "/en/rules/509.5a/history"
    moved = soup(client.get("/en/rules/509.5a/history"))
    assert [v["id"] for v in moved.select(".history__version")][-1] == "release-2026-01-16"
    assert moved.select_one("header a[href='/en/rules/509.3a']")
    missing = client.get("/de/rules/999.9z/history")
    assert missing.status_code == 404
    assert text_of(soup(missing).h1) == "Es gibt keine Regel 999.9z"


def test_changes_page_groups_by_section_and_links_histories(client) -> None:
    page = soup(client.get("/en/rules/changes/2025-11-14/2026-01-16"))
    assert text_of(page.select_one(".results-summary")) == "6 added, 1 removed, 6 changed, 3 renumbered."
    sections = [text_of(h) for h in page.select("section h2")]
    assert sections[0] == "1. Game Concepts"
    moved = page.select_one(".change--moved:has(a[href^='/en/rules/702.124n/'])")
    assert text_of(moved.select_one(".change__kind")) == "renumbered, was 702.124p"
    assert moved.a["href"] == "/en/rules/702.124n/history#release-2026-01-16"
    assert client.get(moved.a["href"].split("#")[0]).status_code == 200


def test_a_number_given_to_a_new_rule_has_the_new_rules_history(client) -> None:
    """2025-11-14 moved "Cast" from 701.4 to 701.5 and made 701.4 "Behold": the history of 701.4
    is Behold's, and links the history of the rule 701.4 was in 2023-10-13."""
    page = soup(client.get("/en/rules/701.4a/history"))
    assert [v["id"] for v in page.select(".history__version")] == ["release-2025-11-14", "release-2026-01-16"]
    assert "Behold" in text_of(page.select_one(".history__version .diff"))
    assert [text_of(e) for e in page.select(".history__event")] == [
        "In the release of November 14, 2025, not in those held here before it."
    ]
    other = page.select_one(".history__other a")
    assert text_of(other) == "Rule 701.4a of the release of October 13, 2023 is another rule: its history"
    assert other["href"] == "/en/rules/701.4a/history?release=2023-10-13#release-2023-10-13"
    cast = soup(client.get(other["href"]))
    versions = cast.select(".history__version")
    assert [v["id"] for v in versions] == ["release-2023-10-13", "release-2025-11-14", "release-2026-01-16"]
    assert text_of(versions[0]).startswith("Release of October 13, 2023 To cast a spell")
    assert text_of(versions[1].select_one(".history__moved")) == "Renumbered: 701.4a became 701.5a."
    assert cast.select_one("header a[href='/en/rules/701.5a']")


def test_changes_list_new_rules_at_freed_numbers_and_removed_ones(client) -> None:
    page = soup(client.get("/de/rules/changes/2023-10-13/2025-11-14"))
    assert text_of(page.select_one(".results-summary")) == (
        "238 hinzugefügt, 12 entfernt, 250 geändert, 377 umnummeriert (55 davon auch geändert)."
    )
    added = {text_of(li.a) for li in page.select(".change--added")}
    assert {"Regel 701.4", "Regel 701.4a", "Regel 702.124i"} <= added  # "Behold", "Partner—[text]"
    moved = page.select_one(".change--moved:has(a[href^='/de/rules/702.124j/'])")
    assert text_of(moved.select_one(".change__kind")) == "umnummeriert und geändert, vorher 702.124i"
    latest = soup(client.get("/de/rules/changes/2025-11-14/2026-01-16"))
    removed = latest.select(".change--removed a")
    assert [a["href"] for a in removed] == ["/de/rules/702.124k/history?release=2025-11-14#release-2025-11-14"]
    friends = soup(client.get(removed[0]["href"]))
    assert "“Friends forever”" in text_of(friends.select_one(".history__version .diff"))
    assert "Nicht mehr in der Fassung vom 16. Januar 2026." in [text_of(e) for e in friends.select(".history__event")]


def test_german_text_stands_with_the_rule_it_translates(client) -> None:
    """The German 702.124k of 2025-11-14 is "Friends forever", which 2026-01-16 removed; its
    702.124m, „Wähle einen Hintergrund“, translates the current 702.124k."""
    page = soup(client.get("/de/rules/702.124k", query_string={"beside": "1"}))
    texts = {div["lang"]: text_of(div) for div in page.select(".beside .rule-text")}
    assert texts["de"].startswith("„Wähle einen Hintergrund“")
    assert texts["en"].startswith("“Choose a Background”")
    notice = page.select_one(".notice--stale")
    assert text_of(notice).startswith("Veraltete Übersetzung: Die englischen Regeln haben diese Regel in der Fassung")
    history = soup(client.get("/de/rules/702.124k/history"))
    assert text_of(history.select_one(".history__translation .diff")).startswith("„Wähle einen Hintergrund“")


@pytest.mark.parametrize(
    ("url", "status"),
    [
        ("/en/rules/changes/2026-01-16/2025-11-14", 400),
        ("/de/rules/changes/2025-11-14/2025-11-14", 400),
        ("/en/rules/changes/2024-01-01/2026-01-16", 404),
        ("/en/rules/changes/x/y", 404),
    ],
)
def test_changes_page_refuses_bad_releases(client, url, status) -> None:
    response = client.get(url)
    assert response.status_code == status
    assert soup(response).select_one(".error-page")


def test_releases_in_the_wrong_order_lead_to_them_the_other_way_round(client) -> None:
    """A 400 for two releases newest first had led only to the start page (a reader's review)."""
    links = soup(client.get("/de/rules/changes/2026-01-16/2025-11-14")).select(".error-page__links a")
    assert links[0]["href"] == "/de/rules/changes/2025-11-14/2026-01-16"
    assert text_of(links[0]) == "Änderungen der Regeln vom 14. November 2025 zum 16. Januar 2026"


def test_rules_index_and_changes_pages_link_every_two_successive_releases(client) -> None:
    page = soup(client.get("/de/rules/"))
    assert [(a["href"], text_of(a)) for a in page.select(".release-pairs a")] == [
        (
            "/de/rules/changes/2025-11-14/2026-01-16",
            "Was sich in der neuesten Fassung geändert hat (16. Januar 2026, seit 14. November 2025)",
        ),
        ("/de/rules/changes/2023-10-13/2025-11-14", "Änderungen der Regeln vom 13. Oktober 2023 zum 14. November 2025"),
    ]
    changes = soup(client.get("/de/rules/changes/2023-10-13/2025-11-14")).select_one(".release-pairs")
    assert [a["href"] for a in changes.select("a")] == ["/de/rules/changes/2025-11-14/2026-01-16"]
    assert text_of(changes.select_one("[aria-current=page]")).endswith("vom 13. Oktober 2023 zum 14. November 2025")


def test_unknown_release_names_the_releases_held_as_dates_and_links_their_changes(client) -> None:
    response = client.get("/de/rules/changes/2020-01-01/2025-11-14")
    assert response.status_code == 404
    page = soup(response).select_one(".error-page")
    assert text_of(page.select("p")[1]) == (
        "Es gibt keine Fassung der Regeln, die ab 1. Januar 2020 gilt. Vorliegende Fassungen: 13. Oktober 2023, "
        "14. November 2025 und 16. Januar 2026. Was sich zwischen ihnen geändert hat:"
    )
    assert [a["href"] for a in page.select(".error-page__links a")] == [
        "/de/rules/changes/2025-11-14/2026-01-16",
        "/de/rules/changes/2023-10-13/2025-11-14",
    ]


def test_english_pages_show_the_newest_release(client) -> None:
    page = soup(client.get("/en/rules/701.68a"))
    assert page.select_one(".rule-text")["lang"] == "en"
    assert text_of(page.select_one(".kicker")).endswith("Comprehensive Rules effective January 16, 2026")
    assert page.select_one(".rule-history-link a")["href"] == "/en/rules/701.68a/history"


def test_german_rule_changed_in_english_since_is_stale_with_the_english_beside(client) -> None:
    page = soup(client.get("/de/rules/601.2a"))
    notice = page.select_one(".notice--stale")
    assert text_of(notice).startswith(
        "Veraltete Übersetzung: Die englische Regel wurde in der Fassung vom 16. Januar 2026 geändert"
    )
    assert notice.a["href"] == "/de/rules/601.2a/history#release-2026-01-16"
    assert [div["lang"] for div in page.select(".beside .rule-text")] == ["de", "en"]
    assert not soup(client.get("/de/rules/704.5y")).select_one(".notice--stale")
    parent = soup(client.get("/de/rules/601.2"))
    assert parent.select_one("#rule-601\\.2a .notice--stale")


def test_coverage_counts_stale_german_rules(client) -> None:
    page = soup(client.get("/de/coverage"))
    section = page.select_one("section[aria-labelledby='stale-title']")
    assert text_of(section.select_one(".results-summary")).startswith("9 deutsche Regeln sind veraltet")
    assert section.select_one("a[href='/de/rules/601.2a']")


def test_texts_citing_changed_rules_show_notices_and_are_reported(client) -> None:
    article = soup(client.get("/en/articles/role"))
    items = article.select(".notice--changed li")
    assert [text_of(li) for li in items] == [
        "Rule 111.10q was changed in the release of November 14, 2025. What changed",
        "Rule 704.5z was added in the release of November 14, 2025: the number meant nothing or another rule "
        "before. What changed",
    ]
    assert items[1].a["href"] == "/en/rules/704.5z/history#release-2025-11-14"
    # (Rules Lawyer's 704.5s, whose number its subject has left, is no change to check it against,
    # on its page or the report: test_views_rules, test_an_old_rulings_doubtful_citation_…)
    report = soup(client.get("/en/report"))
    group = report.select_one("section[aria-labelledby='group-changed-since']")
    assert len(group.select(".report-item")) == 2


def test_search_for_a_removed_number_leads_to_its_history(client) -> None:
    assert client.get("/en/?q=509.5b").headers["Location"] == "/en/rules/509.5b/history"
    assert client.get("/de/?q=704.5y").headers["Location"] == "/de/rules/704.5y"
    page = soup(client.get("/en/rules/509.5b"))
    assert page.select_one("a[href='/en/rules/509.5b/history']")


def test_an_empty_release_argument_is_none_in_the_api_as_on_the_pages(client) -> None:
    """ "release=" (a form's unset field) was "no release of the rules effective ." (no date)."""
    assert client.get("/api/rules/704.5y?release=").get_json()["number"] == "704.5y"
    history = client.get("/api/rules/704.5y/history?release=")
    assert history.status_code == 200 and history.get_json()["versions"]
    assert client.get("/en/rules/704.5y?release=").status_code == 200


def test_api_rule_in_a_release_and_its_history(client) -> None:
    older = client.get("/api/rules/702.124p?release=2025-11-14").get_json()
    assert set(older["texts"]) == {"en", "de"}
    assert older["history"].endswith("/en/rules/702.124p/history")
    assert client.get("/api/rules/702.124p?release=2026-01-16").status_code == 404
    assert client.get("/api/rules/702.124p?release=2024").status_code == 400
    friends = client.get("/api/rules/702.124k?release=2025-11-14").get_json()
    assert friends["history"].endswith("/en/rules/702.124k/history?release=2025-11-14")
    removed = client.get("/api/rules/702.124k/history?release=2025-11-14").get_json()
    assert [(v["release"], v["number"]) for v in removed["versions"]] == [
        ("2023-10-13", "702.124j"),
        ("2025-11-14", "702.124k"),
    ]
    assert removed["removed_in"] == "2026-01-16"
    history = client.get("/api/rules/111.10q/history").get_json()
    assert [v["release"] for v in history["versions"]] == ["2023-10-13", "2025-11-14", "2026-01-16"]
    assert ["-", "Aura"] in history["versions"][1]["diff"]
    assert history["removed_in"] is None
    # (the German translation the page shows beside, which the API had left out)
    [german] = history["translations"]
    assert (german["release"], german["number"], german["lang"]) == ("2025-11-14", "111.10q", "de")
    assert "Böse-Rolle-Spielstein" in german["text"]
    assert client.get("/api/rules/509.6/history").get_json()["removed_in"] == "2025-11-14"
    assert client.get("/api/rules/nope/history").status_code == 404
    unknown = client.get("/api/rules/704.5a/history?release=banana&lang=de")
    assert unknown.status_code == 400, "as the rule's own address answers an unknown release"
    assert unknown.get_json()["error"]["message"].startswith("Es gibt keine Fassung der Regeln")
    assert client.get("/api/rules/704.5y").get_json()["history"].endswith("/en/rules/704.5y/history")


def test_english_left_in_a_citing_german_ruling_is_marked_on_rule_pages(client) -> None:
    """The crawl of the German site reaches rule pages through the changes; a partly
    translated ruling's excerpt there marks its English as English."""
    page = soup(client.get("/de/rules/601.2a"))
    marked = [text_of(span) for span in page.select(".citing-list__excerpt span.foreign[lang='en']")]
    assert marked and all(text.startswith("perhaps due to") for text in marked)


@pytest.mark.parametrize(("number", "was"), [("509.2a", "509.4a"), ("608.2i", "609.8")])
def test_a_rule_moved_to_another_parent_keeps_its_history(client, number, was) -> None:
    """509.4a became 509.2a ("rules 509.1–3" -> "rule 509.1"), 609.8 became 608.2i: moved, not
    removed and added."""
    page = soup(client.get(f"/de/rules/{number}/history"))
    assert [v["id"] for v in page.select(".history__version")] == [
        "release-2023-10-13",
        "release-2025-11-14",
        "release-2026-01-16",
    ]
    assert page.select(".history__event") == []
    assert text_of(page.select_one(".history__moved")) == f"Umnummeriert: Aus {was} wurde {number}."
    changes = soup(client.get("/de/rules/changes/2023-10-13/2025-11-14"))
    assert not changes.select(f".change--removed a[href^='/de/rules/{was}/']")
    assert changes.select_one(f".change--moved a[href^='/de/rules/{number}/']")


def test_changes_say_which_rule_moved_and_whether_its_text_changed(client) -> None:
    """A renumbered rule whose text changed says so; every line gives the rule's first words,
    in German where the release has a German text; a removed rule whose number another rule
    has now is named the former one."""
    page = soup(client.get("/de/rules/changes/2023-10-13/2025-11-14"))
    moved = page.select_one(".change--moved:has(a[href^='/de/rules/509.4/'])")
    assert text_of(moved.select_one(".change__kind")) == "umnummeriert und geändert, vorher 509.7"
    assert moved.a["href"] == "/de/rules/509.4/history#release-2025-11-14"
    assert client.get(moved.a["href"].split("#")[0]).status_code == 200
    opening = moved.select_one(".change__opening")
    assert (opening["lang"], text_of(opening)) == ("de", "Wenn eine Kreatur blockend ins Spiel gebracht wird, …")
    behold = page.select_one(".change--added:has(a[href^='/de/rules/701.4/']) .change__opening")
    assert text_of(behold) == "Erblicken"
    latest = soup(client.get("/de/rules/changes/2025-11-14/2026-01-16"))
    assert text_of(latest.select_one(".results-summary")) == "6 hinzugefügt, 1 entfernt, 6 geändert, 3 umnummeriert."
    same_number = latest.select(".change:has(a[href^='/de/rules/702.124k/'])")
    assert [text_of(li.select_one(".change__kind")) for li in same_number] == [
        "entfernt (die bisherige 702.124k)",
        "umnummeriert, vorher 702.124m",
    ]
    assert [li.select_one(".change__opening")["lang"] for li in same_number] == ["de", "en"]
    assert text_of(same_number[1].select_one(".change__opening")).startswith("“Choose a Background” means")


def test_changes_two_releases_apart_agree_with_the_steps_between(client) -> None:
    """Friends forever (702.124j in 2023) was removed by 2026-01-16 on its history and on the
    changes of each step; the changes from 2023 to 2026 say the same, not that it became
    702.124i "Partner—[text]", whose words are alike."""
    page = soup(client.get("/en/rules/changes/2023-10-13/2026-01-16"))
    friends = page.select_one(".change:has(a[href^='/en/rules/702.124j/'])")
    assert "change--removed" in friends["class"]
    partner = page.select_one(".change:has(a[href^='/en/rules/702.124i/'])")
    assert "change--added" in partner["class"]
    history = soup(client.get("/en/rules/702.124j/history?release=2023-10-13"))
    assert text_of(history.select(".history__event")[-1]) == "No longer in the release of January 16, 2026."


def test_changes_to_a_release_without_german_rules_quote_the_german_text_it_kept(client) -> None:
    """No German release is dated 2026-01-16, but the German rules of 2025-11-14 translate every
    rule that release kept word for word (100.4): the changes from 2023 quote them in German.
    A rule 2026 changed (115.7e) is quoted in English, marked as such where it stands."""
    page = soup(client.get("/de/rules/changes/2023-10-13/2026-01-16"))
    kept = page.select_one(".change:has(a[href^='/de/rules/100.4/']) .change__opening")
    assert (kept["lang"], text_of(kept)) == ("de", "Jeder Spieler kann außerdem ein Sideboard haben, das …")
    changed = page.select_one(".change:has(a[href^='/de/rules/115.7e/'])")
    assert changed.select_one(".change__opening")["lang"] == "en"
    assert text_of(changed.select_one(".badge--language")) == "auf Englisch"
    assert page.select(".change:has(.change__opening[lang=de]) .badge--language") == []
    # Each English opening says so where it stands: no notice over a page that is German.
    assert page.select(".notice--untranslated") == []


def test_history_says_only_where_no_german_text_is_held(client) -> None:
    """The English texts are the history; a notice says when no release has a German one."""
    untranslated = soup(client.get("/de/rules/701.68a/history"))
    assert untranslated.select(".history__translation") == []
    notice = untranslated.select_one(".notice--untranslated")
    assert text_of(notice) == "Keine der vorliegenden Fassungen enthält einen deutschen Text dieser Regel."
    assert soup(client.get("/en/rules/701.68a/history")).select(".notice") == []


def test_symbols_are_drawn_in_change_lists_and_histories(client) -> None:
    """The German rules write mana symbols in lower case ({w}, {b} for blue, {s} for black,
    {tap}); change lists and histories draw them as the rule pages do instead of showing codes."""
    changes = soup(client.get("/de/rules/changes/2023-10-13/2025-11-14"))
    colours = changes.select_one(".change:has(a[href^='/de/rules/107.4/']) .change__opening")
    assert [m["aria-label"] for m in colours.select(".mana-symbols")][:3] == ["weiß", "blau", "schwarz"]
    treasure = changes.select_one(".change:has(a[href^='/de/rules/111.10a/']) .change__opening")
    assert [m["aria-label"] for m in treasure.select(".mana-symbols")] == ["Tappen"]
    history = soup(client.get("/de/rules/107.4a/history"))
    for part in history.select(".history__version .diff, .history__translation .diff"):
        for hidden in part.select(".visually-hidden"):
            hidden.decompose()
        assert "{" not in part.get_text()
    assert [m["aria-label"] for m in history.select(".history__translation .mana-symbols")][:2] == ["weiß", "blau"]


BAD_RELEASES = ["abc", "1999-01-01", "2023-13-45", "2025-11-15", "2023-10-13x"]
RELEASES_TEXT = {
    "en": "Releases held: October 13, 2023, November 14, 2025, and January 16, 2026.",
    "de": "Vorliegende Fassungen: 13. Oktober 2023, 14. November 2025 und 16. Januar 2026.",
}


@pytest.mark.parametrize("release", BAD_RELEASES)
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("path", ["/rules/704.5j", "/rules/701.4/history"])
def test_a_release_not_held_is_a_400_that_names_and_links_the_releases_held(client, path, lang, release) -> None:
    """A `release` that names no release held, malformed or well-formed ("1999-01-01"), is a
    400 as the API answers it (a query argument the page cannot use; a path naming nothing is
    the 404): it was ignored and the newest release shown as though it were the one asked for."""
    response = client.get(f"/{lang}{path}", query_string={"release": release})
    assert response.status_code == 400
    page = soup(response)
    assert page.html["lang"] == lang
    assert text_of(page.h1) == {"en": "Unknown release of the rules", "de": "Unbekannte Fassung der Regeln"}[lang]
    assert RELEASES_TEXT[lang] in text_of(page.main)
    number = path.split("/")[2]
    links = [(a["href"], text_of(a)) for a in page.select(".error-page__links a")]
    anchors = [href.split("#")[1] for href, _ in links]
    assert anchors == ["release-2026-01-16", "release-2025-11-14", "release-2023-10-13"]
    assert all(href.startswith(f"/{lang}/rules/{number}/history") for href, _ in links)
    assert (
        links[0][1]
        == {
            "en": f"Rule {number} in the release of January 16, 2026",
            "de": f"Regel {number} in der Fassung vom 16. Januar 2026",
        }[lang]
    )
    assert all(client.get(href.split("#")[0]).status_code == 200 for href, _ in links)


@pytest.mark.parametrize(
    ("lang", "release", "said"),
    [
        ("en", "abc", "“abc” is no date: a release is named by the date it took effect, such as 2026-01-16."),
        ("de", "abc", "„abc“ ist kein Datum: Eine Fassung wird nach dem Tag benannt, ab dem sie gilt, etwa 2026-01-16"),
        ("en", "1999-01-01", "There is no release of the rules effective January 1, 1999."),
        ("de", "1999-01-01", "Es gibt keine Fassung der Regeln, die ab 1. Januar 1999 gilt."),
    ],
)
def test_a_release_that_is_no_date_is_told_so(client, lang, release, said) -> None:
    """ "abc" was "no release of the rules effective abc"."""
    page = soup(client.get(f"/{lang}/rules/701.4/history", query_string={"release": release}))
    assert text_of(page.select_one("main")).find(said) >= 0


def test_a_rule_page_with_a_release_held_shows_the_rule_of_that_release(client) -> None:
    """The rule as a release had it is in its history, at that release (701.4 of 2023-10-13 is
    another rule than today's 701.4); a release without the rule is a 404 that says so."""
    older = client.get("/en/rules/701.4", query_string={"release": "2023-10-13"})
    assert older.status_code == 302
    assert older.headers["Location"] == "/en/rules/701.4/history?release=2023-10-13#release-2023-10-13"
    missing = client.get("/de/rules/702.124p", query_string={"release": "2026-01-16"})
    assert missing.status_code == 404
    page = soup(missing)
    assert text_of(page.select_one(".error-page p:not(.error-page__status)")) == (
        "Die Fassung vom 16. Januar 2026 hat keine Regel 702.124p."
    )
    assert [a["href"] for a in page.select(".error-page__links a")] == [
        "/de/rules/702.124p/history#release-2025-11-14",
    ]
    assert client.get("/en/rules/701.4", query_string={"release": ""}).status_code == 200  # a form's unset field


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_changes_address_without_releases_leads_to_the_newest_changes(client, lang) -> None:
    """/rules/changes was taken for a rule "changes": a 404 „Es gibt keine Regel changes“."""
    response = client.get(f"/{lang}/rules/changes")
    assert response.status_code == 302
    assert response.headers["Location"] == f"/{lang}/rules/changes/2025-11-14/2026-01-16"
    assert client.get(response.headers["Location"]).status_code == 200


def test_rules_a_release_cites_link_their_history_at_that_release(client) -> None:
    """References on history pages were plain text. 506.3c gained "See rule 508.4a." in the
    release of November 14, 2025: the inserted number leads to 508.4a as that release has it,
    in the English diff and in the German translation."""
    page = soup(client.get("/en/rules/506.3c/history"))
    inserted = page.select("#release-2025-11-14 .diff ins a.rule-ref")
    assert [(a["href"], text_of(a)) for a in inserted] == [("/en/rules/508.4a/history#release-2025-11-14", "508.4a")]
    german = soup(client.get("/de/rules/506.3c/history")).select(".history__translation a.rule-ref")
    assert [(a["href"], text_of(a)) for a in german] == [("/de/rules/508.4a/history#release-2025-11-14", "508.4a")]
    assert client.get(inserted[0]["href"].split("#")[0]).status_code == 200


def test_a_history_names_the_rules_under_it_that_a_release_changed(client) -> None:
    """704.5's own text is the same in every release; its history had said „Text unverändert“
    for the release that changed 704.5s and added 704.5z (a reviewer's finding)."""
    page = soup(client.get("/de/rules/704.5/history"))
    versions = {v["id"]: v for v in page.select(".history__version")}
    under = versions["release-2025-11-14"].select_one(".history__under")
    assert text_of(under) == (
        "Regeln darunter, die diese Fassung geändert hat: 704.5s (geändert), 704.5z (hinzugefügt)"
    )
    assert [a["href"] for a in under.select("a")] == ["/de/rules/704.5s/history", "/de/rules/704.5z/history"]
    assert versions["release-2023-10-13"].select_one(".history__under") is None
    api = client.get("/api/rules/704.5/history").get_json()
    assert [v["under"] for v in api["versions"]][1] == [
        {"number": "704.5s", "change": "changed"},
        {"number": "704.5z", "change": "added"},
    ]
    first = soup(client.get("/en/rules/702.1/history")).select_one(".history__under a")
    assert first["href"] == "/en/rules/702.1b/history"  # (not 702.10, 702.11 …)


def test_a_one_letter_reference_in_a_history_is_wide_enough_to_tap(client) -> None:
    """The "d" of "See rules 510.1c–d" in 702.2c's older text was a link 10 px wide on the history
    page, where a rule's page widens it (a judge's review on a phone)."""
    page = soup(client.get("/de/rules/702.2c/history"))
    letters = [a for a in page.select(".history__version a.rule-ref") if len(text_of(a)) <= 2]
    assert letters and all("rule-ref--letter" in a["class"] for a in letters)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_change_is_shown_under_the_first_held_release_and_the_page_says_releases_between_are_not_held(
    client, lang
) -> None:
    """The damage assignment order (509.2, 509.6) went with a release of 2024 that the site does
    not hold; its history had said "Removed in the release of November 14, 2025" (a judge's review).
    The page says a change shows under the first held release that has it."""
    page = soup(client.get(f"/{lang}/rules/509.6/history"))
    intro = text_of(page.select_one(".rule-history header"))
    assert {"en": "Releases between two held here are not held", "de": "Fassungen zwischen zwei hier"}[lang] in intro
    events = [text_of(e) for e in page.select(".history__event")]
    assert {
        "en": "No longer in the release of November 14, 2025.",
        "de": "Nicht mehr in der Fassung vom 14. November 2025.",
    }[lang] in events
