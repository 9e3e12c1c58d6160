"""The editors' report page: every flagged reference, where it stands and why."""

import pytest

from tests.support.helpers import soup, text_of


def items(page, reason: str) -> list:
    return page.select(f".report-item--{reason}")


@pytest.mark.parametrize(
    ("lang", "why"), [("en", "Rule 704.5z does not mention “Role”."), ("de", "Regel 704.5z erwähnt „Rolle“ nicht.")]
)
def test_the_seed_articles_704_5z_is_reported(client, lang, why) -> None:
    """Beside the seed article's reference, the default corpus has three references off their
    subject: in the 2019 rulings of Rules Lawyer, to rules renumbered since (704.5s, 704.5t,
    704.5u; see test_subjects.py). (Those titled as other rules follow: test_glossary_references_….)"""
    page = soup(client.get(f"/{lang}/report"))
    off_subject = [i for i in items(page, "off-subject") if not i.select_one(".badge--glossary, .badge--rule")]
    assert [text_of(i.select_one(".report-item__where a")) for i in off_subject] == ["Rules Lawyer"] * 3 + ["Role"]
    # Rules Lawyer has no German name: the German page names it in English, marked so
    assert {i.select_one(".report-item__where a")["lang"] for i in off_subject} == {"en"}
    (role,) = [i for i in off_subject if i.select_one(".badge--article")]
    where = role.select_one(".report-item__where a")
    assert (where["href"], where.get_text(), where["lang"]) == (f"/{lang}/articles/role", "Role", "en")
    source = role.select_one(".report-item__source a")
    assert (source["href"], text_of(source), source.cite["lang"]) == (
        f"/{lang}/sources/keyword-article-role",
        'Keyword article "Role"',
        "en",
    )
    assert "corpus/" not in text_of(page.main)
    assert " ".join(role.select_one(".report-item__why").get_text().split()) == why
    # the article's English term is named as the term list names it in German, as a ruling's
    # page names it („Role“, marked English, had stood in the German sentence: a reader's review)
    assert role.select(".report-item__why span[lang]") == []
    assert role.select_one(".report-item__why a")["href"] == f"/{lang}/rules/704.5z"
    assert text_of(role.select_one(".report-item__excerpt q")) == "[704.5z]"


def test_numbers_not_in_the_rules_are_reported_with_a_way_to_the_nearest(client) -> None:
    """The rules texts and glossaries cite 9 numbers no release has (the German glossary's
    701.68, "Tarnen", is in the English release of 2026-01-16; a German thousand, "999.999",
    is none); with the references off their subject, those of translations that cite another rule
    than the original, and the 2 to rules changed since the citing text, 56 to check."""
    page = soup(client.get("/de/report"))
    unresolved = items(page, "unresolved")
    assert len(unresolved) == 9
    glossary = next(i for i in unresolved if "Map" in text_of(i.select_one(".report-item__where")))
    assert glossary.select_one(".report-item__where a")["href"] == "/de/glossary/en-map"
    assert "Englisch" in text_of(glossary.select_one(".report-item__where"))
    nearest = glossary.select_one(".report-item__why a")
    assert nearest["href"] == "/de/rules/110.10" and client.get(nearest["href"]).status_code == 404
    assert len(items(page, "off-subject")) == 23
    assert len(items(page, "changed-since")) == 2  # (not Rules Lawyer's doubtful 704.5s: Citations._note_changes)
    other = items(page, "other-than-original")
    assert (
        len(other) == 22
    )  # with the German glossary's „Schadenszuweisungsreihenfolge (veraltet)“: 509.1c–d for 510.1c–d
    assert any("/de/glossary/de-schadenszuweisungsreihenfolge-veraltet" in str(item) for item in other)
    assert text_of(page.select_one(".results-summary")) == "56 Verweise zu prüfen"


def test_glossary_references_titled_as_another_rule_are_reported(client) -> None:
    """17 glossary references name the title of another rule than their number's: "Endure …
    See rule 702.62, “Endure.”" (Suspend; Endure is 701.63), 16 of them in the German glossary
    („Inkubieren“ cites 701.63, Überdauern; „Phase“ and „Segment“ section 6, titled
    „Zugstruktur“, which is section 5). Three more cite no rule at all, listed as such; two
    German rules do it too (test_views_rules)."""
    page = soup(client.get("/en/report"))
    glossary = [i for i in items(page, "off-subject") if i.select_one(".badge--glossary")]
    assert len(glossary) == 17
    endure = next(i for i in glossary if text_of(i.select_one(".report-item__where a")) == "Endure")
    why = endure.select_one(".report-item__why")
    assert " ".join(why.get_text().split()) == "Rule 702.62 does not mention “Endure”. The rule meant is Rule 701.63."
    assert [a["href"] for a in why.select("a")] == ["/en/rules/702.62", "/en/rules/701.63"]


def test_translations_citing_another_rule_than_the_original_are_reported_and_flagged(client) -> None:
    """Where a German rule or glossary entry cites another rule than its English original at the
    same place, the page says what the original cites and the report lists it: „Besitzer“ cites
    110.5a (a permanent's status) where "Owner" cites 111.2, the German 108.4 cites 111.2 where
    the original cites 112.2. The German 724.5's „611, „Kontinuierliche Effekte““ is its title's
    rule: the English original's 613 is the slip there, not listed."""
    page = soup(client.get("/de/report"))
    listed = items(page, "other-than-original")
    where = [text_of(i.select_one(".report-item__where a")) for i in listed]
    assert "Besitzer" in where and "108.4" in where and "724.5" not in where
    owner = listed[where.index("Besitzer")].select_one(".report-item__why")
    assert " ".join(owner.get_text().split()) == (
        "Hier wird auf Regel 110.5a verwiesen; das englische Original verweist auf Regel 111.2."
    )
    entry = soup(client.get("/de/glossary/de-besitzer")).select_one("main .glossary-entry > div")
    note = entry.select_one(".rule-ref__note")
    assert note.find_previous_sibling("a")["href"] == "/de/rules/110.5a"
    assert [a["href"] for a in note.select("a")] == ["/de/rules/111.2"]
    rule = soup(client.get("/de/rules/108.4")).select_one("main .rule-ref__note")
    assert " ".join(rule.get_text().split()) == "(das englische Original verweist hier auf 112.2)"


def test_the_report_lists_its_sections_with_their_counts(client) -> None:
    """Some 30 items on a phone were one list of about 10,000 px with nothing to jump by (a
    German judge's review, 4 December): the sections are linked at the top, each with its count."""
    page = soup(client.get("/de/report"))
    links = page.select(".report__contents li")
    assert [text_of(li) for li in links] == [
        "Regeln, die das Thema nicht erwähnen (23)",
        "Nummern, die es im Regelwerk nicht gibt (9)",
        "Übersetzungen, die auf eine andere Regel verweisen als das englische Original (22)",
        "Regeln, die eine Fassung nach dem zitierenden Text geändert hat (2)",
    ]
    for li in links:
        assert page.select_one(li.a["href"]).name == "h2"
    slip = next(i for i in items(page, "unresolved") if "701.73" in text_of(i.select_one(".report-item__why")))
    assert "Gemeint ist Regel 701.63." in " ".join(slip.select_one(".report-item__why").get_text().split())


def test_rulings_are_reported_under_their_card_in_each_language(citing_client) -> None:
    page = soup(citing_client.get("/en/report"))
    rulings = [i for i in items(page, "off-subject") if i.select_one(".badge--ruling")]
    assert [text_of(i.select_one(".report-item__where a")) for i in rulings] == ["Rules Lawyer"] * 4
    languages = [text_of(i.select_one(".report-item__where")).split(" · ")[1] for i in rulings]
    assert languages == ["English", "English", "German", "German"]
    assert text_of(rulings[0].select_one(".report-item__why")).startswith(
        "Rule 704.5s mentions none of “Two-Headed Giant Variant”"
    )


def test_the_report_is_linked_from_the_editors_coverage_page_not_the_readers_footer(client) -> None:
    assert not soup(client.get("/de/")).select('.site-footer a[href="/de/report"]')
    link = soup(client.get("/de/coverage")).select_one('main a[href="/de/report"]')
    assert text_of(link) == "der Bericht über die Regelverweise"
