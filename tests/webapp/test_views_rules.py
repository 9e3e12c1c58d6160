"""Rule pages, contents, unknown numbers and glossary entries, in both languages."""

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.support.helpers import soup, text_of


def test_rule_page_in_both_languages(client) -> None:
    english = soup(client.get("/en/rules/303.7"))
    german = soup(client.get("/de/rules/303.7"))
    # (the heading it stands under: "Rule 303.7" alone said nothing in a browser's tab or a list)
    assert text_of(english.h1) == "Rule 303.7 · Enchantments" and english.h1.select_one("[lang=en]")
    assert text_of(german.h1) == "Regel 303.7 · Verzauberungen"
    assert text_of(german.title).startswith("Regel 303.7 · Verzauberungen · ")
    # (a part named by its own text is named so, not by the rule above it, "Keyword Abilities")
    assert text_of(soup(client.get("/en/rules/702.15")).h1) == "Rule 702.15 · Lifelink"
    # (whether a rule is a heading, its English text tells: the German 801 has a colon, and
    # 904.12b is a sentence without its full stop)
    assert text_of(soup(client.get("/de/rules/801.1")).h1) == "Regel 801.1 · Option: Begrenzte Einflussweite"
    assert text_of(soup(client.get("/de/rules/904.12b")).h1) == "Regel 904.12b · Erzschurken-Draufhau-Option"
    assert "subtype “Role.”" in text_of(english.select_one(".rule-text"))
    assert "Untertyp „Rolle“" in text_of(german.select_one(".rule-text"))
    subrules = [a.get_text() for a in english.select(".subrules > li > a:first-child")]
    assert subrules == ["303.7a"]
    assert english.select_one('.rule-nav a[rel="next"]')["href"] == "/en/rules/303.7a"
    crumbs = [a["href"] for a in english.select(".breadcrumbs a")]
    assert crumbs == ["/en/rules/", "/en/rules/3", "/en/rules/303"]
    assert (
        text_of(german.select_one(".breadcrumbs"))
        == "Inhalt Abschnitt 3: Kartentypen Regel 303: Verzauberungen Regel 303.7"
    )


@pytest.mark.parametrize(
    ("lang", "other", "terms", "release"),
    [
        (
            "en",
            "de",
            ["Role", "Timestamp Order", "Owner", "Graveyard"],
            "Comprehensive Rules effective January 16, 2026",
        ),
        (
            "de",
            "en",
            ["Rolle", "Zeitstempel-Reihenfolge", "Friedhof", "Besitzer"],
            "Das Ausführliche Regelwerk, gültig ab 14. November 2025 (deutsche Community-Übersetzung)",
        ),
    ],
)
def test_role_rule_glossary_terms_other_language_and_release(client, lang, other, terms, release) -> None:
    page = soup(client.get(f"/{lang}/rules/704.5y"))
    assert page.select_one(".rule-text")["lang"] == lang
    glossary = page.select("#glossary-title + .term-list a")
    assert [a.get_text() for a in glossary] == terms
    assert all(a["href"].startswith(f"/{lang}/glossary/{lang}-") for a in glossary)
    assert client.get(glossary[1]["href"]).status_code == 200
    assert page.select_one(f'.rule-other a[hreflang="{other}"]')["href"] == f"/{other}/rules/704.5y"
    assert " ".join(page.select_one(".kicker").get_text().split()).endswith(release)
    assert release in " ".join(page.select_one(".site-footer").get_text().split())


def test_german_rule_pages_say_the_translation_is_not_official(client) -> None:
    notice = soup(client.get("/de/rules/704.5y")).select_one(".notice--translation")
    assert "Community-Übersetzung" in text_of(notice) and "Maßgeblich ist der englische Text" in text_of(notice)
    assert not soup(client.get("/en/rules/704.5y")).select_one(".notice--translation")


def test_a_rule_only_in_english_says_so_once_for_its_subrules_too(client) -> None:
    """701.68 (Blight, new in January 2026) said „Noch nicht übersetzt“ under each of its four
    subrules, below the page's notice that the rule exists only in English (a reader's review)."""
    page = soup(client.get("/de/rules/701.68"))
    assert len(page.select("main .notice--untranslated")) == 1
    assert [li["id"] for li in page.select(".subrules > li")] == [f"rule-701.68{x}" for x in "abcd"]
    assert all(text["lang"] == "en" for text in page.select(".subrules__text"))


def test_a_number_only_in_english(client) -> None:
    """The German rules of 2025-11-14 have no 201.4g (interchangeable names)."""
    german = soup(client.get("/de/rules/201.4g"))
    assert text_of(german.select_one(".notice--untranslated")) == (
        "Regel 201.4g gibt es nur im englischen Original des Regelwerks; sie wird daher auf Englisch angezeigt."
    )
    assert german.select_one(".rule-text")["lang"] == "en"
    assert not german.select_one(".notice--translation")
    english = soup(client.get("/en/rules/201.4g"))
    assert (
        text_of(english.select_one(".notice--untranslated")) == "The German translation has no rule with this number."
    )
    assert not english.select_one(".rule-other")


def test_a_rule_page_shows_every_subrule_in_full(client) -> None:
    page = soup(client.get("/en/rules/704"))
    assert text_of(page.h1) == "Rule 704: State-Based Actions"
    numbers = [a.get_text() for a in page.select(".subrules__number")]
    assert numbers[:3] == ["704.1", "704.1a", "704.2"] and "704.5y" in numbers and len(numbers) == 39
    nested = page.select_one("#rule-704\\.5 > ol.subrules")
    assert nested and nested.select_one("#rule-704\\.5y")
    role = text_of(page.select_one("#rule-704\\.5y .subrules__text"))
    assert role.startswith("If a permanent has more than one Role") and role.endswith("owner’s graveyard.")
    assert not page.select_one(".rule-text")


def test_a_section_lists_its_rules(client) -> None:
    page = soup(client.get("/de/rules/7"))
    assert text_of(page.h1) == "Abschnitt 7: Zusätzliche Regeln"
    rules = [text_of(a) for a in page.select(".rule-list a")]
    assert rules[0] == "700. Allgemeines" and "704. Zustandsbasierte Aktionen" in rules and len(rules) == 33
    assert not page.select(".subrules")


@pytest.mark.parametrize(
    ("number", "cited", "history", "english"),
    [
        ("7", "Abschnitt 7", "Verlauf dieses Abschnitts über die Fassungen", "Diesen Abschnitt auf Englisch lesen"),
        ("702", "Regel 702", "Verlauf dieser Regel über die Fassungen", "Diese Regel auf Englisch lesen"),
    ],
)
def test_a_section_is_cited_and_its_history_named_as_a_section(client, number, cited, history, english) -> None:
    """A review: the German page of section 7 said „Zitieren als: Regel 7“, „Verlauf dieser
    Regel“ and „Diese Regel auf Englisch lesen“, while its history page is the „Verlauf des
    Abschnitts 7“."""
    page = soup(client.get(f"/de/rules/{number}"))
    assert text_of(page.select_one(".citation__text")) == cited
    assert text_of(page.select_one(".rule-history-link a")) == history
    assert text_of(page.select_one(".rule-other a[hreflang=en]")) == english


@pytest.mark.parametrize(
    ("lang", "title", "heading"),
    [
        ("en", "Comprehensive Rules: contents", "1. Game Concepts"),
        ("de", "Ausführliches Regelwerk: Inhalt", "1. Grundlagen des Spiels"),
    ],
)
def test_contents_lists_sections_and_rules(client, lang, title, heading) -> None:
    page = soup(client.get(f"/{lang}/rules/"))
    assert text_of(page.h1) == title
    sections = page.select(".rules-contents__section h2 a")
    assert len(sections) == 9 and text_of(sections[0]) == heading
    assert page.select_one(f'.rule-list a[href="/{lang}/rules/704"]')
    # (the nine first, each leading to its place: 702 was more than a hundred Tabs down)
    jumps = page.select("nav.rule-contents a")
    assert [a["href"] for a in jumps] == [f"#section-{n}" for n in range(1, 10)] and text_of(jumps[0]) == heading
    assert all(page.select_one(a["href"]) for a in jumps)
    assert bool(page.select_one(".notice--translation")) == (lang == "de")


@pytest.mark.parametrize(
    ("url", "title", "near"),
    [
        ("/en/rules/704.5zz", "There is no rule 704.5zz", ["704.5", "704.5v", "704.5w", "704.5x", "704.5y", "704.5z"]),
        ("/de/rules/999", "Es gibt keine Regel 999", ["9", "901", "902", "903", "904", "905"]),
        ("/en/rules/704.99", "There is no rule 704.99", ["704", "704.4", "704.5", "704.6", "704.7", "704.8"]),
    ],
)
def test_unknown_numbers_suggest_the_nearest_rules(client, url, title, near) -> None:
    response = client.get(url)
    assert response.status_code == 404
    page = soup(response)
    assert page.html["lang"] == url[1:3]
    assert text_of(page.h1) == title
    links = page.select(".suggestions a")
    assert [a["href"].rsplit("/", 1)[1] for a in links] == near
    assert all(a["href"].startswith(url[:3] + "/rules/") for a in links)


def test_unknown_text_is_a_404_without_suggestions(client) -> None:
    response = client.get("/en/rules/<script>")
    assert response.status_code == 404
    assert "<script>" not in response.get_data(as_text=True)
    assert not soup(response).select(".suggestions")


@pytest.mark.parametrize("typed", ["704.5Y", "704.5y."])
def test_other_spellings_redirect(client, typed) -> None:
    response = client.get(f"/de/rules/{typed}")
    assert response.status_code == 301
    assert response.headers["Location"] == "/de/rules/704.5y"


def test_references_in_rule_text_are_links(client) -> None:
    assert soup(client.get("/en/rules/303.7a")).select_one('.rule-text a.rule-ref[href="/en/rules/704"]')
    section = soup(client.get("/en/rules/100.1b")).select_one('.rule-text a.rule-ref[href="/en/rules/8"]')
    assert section.get_text() == "8"
    ends = [(a.get_text(), a["href"]) for a in soup(client.get("/en/rules/601.5")).select(".rule-text a.rule-ref")]
    assert ends[:2] == [("601.2a", "/en/rules/601.2a"), ("d", "/en/rules/601.2d")]
    german = soup(client.get("/de/rules/111.10s"))
    assert text_of(german.select_one(".rule-text .unresolved")) == "701.180"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_number_of_a_list_naming_the_rules_titles_is_a_link(client, lang) -> None:
    """608.3g: "(See rules 702.109, “Dash,” 702.152, “Blitz,” and 702.185, “Warp.”)"."""
    page = soup(client.get(f"/{lang}/rules/608.3g"))
    linked = [a.get_text() for a in page.select(".rule-text a.rule-ref")]
    assert linked == ["702.109", "702.152", "702.185"]


def test_rule_cited_by_article_with_doubt(client) -> None:
    assert soup(client.get("/de/rules/303.7a")).select_one('.citing-list a[href="/de/articles/role"]')
    page = soup(client.get("/en/rules/704.5z"))
    item = page.select_one(".citing-list__item")
    assert item.select_one('a[href="/en/articles/role"]').get_text() == "Role"
    assert text_of(item.select_one(".rule-ref__note")) == "(does not mention “Role”)"


@pytest.mark.parametrize(
    ("lang", "excerpt"),
    [("en", "Creatures you control with toughness of 0 or less"), ("de", "Kreaturen, die du kontrollierst und deren")],
)
def test_rulings_citing_a_rule_show_card_and_excerpt_in_the_page_language(citing_client, lang, excerpt) -> None:
    page = soup(citing_client.get(f"/{lang}/rules/704.5f"))
    (item,) = page.select(".citing-list__item")
    assert item.select_one(f'a[href^="/{lang}/rulings/"]').get_text() == "Rules Lawyer"
    quote = item.select_one(".citing-list__excerpt")
    assert quote["lang"] == lang and text_of(quote).startswith(excerpt)
    assert not item.select_one(".rule-ref__note")


def test_rulings_citing_a_renumbered_rule_are_flagged(citing_client) -> None:
    item = soup(citing_client.get("/de/rules/704.5s")).select_one(".citing-list__item")
    assert text_of(item.select_one(".rule-ref__note")).startswith("(erwähnt „Dein“, „Lebenspunkte")
    ruling = soup(citing_client.get(item.select_one("a")["href"]))
    assert [a.get_text() for a in ruling.select(".ruling-text a.rule-ref--doubtful")] == ["704.5s", "704.5t"]


def test_an_old_rulings_doubtful_numbers_are_flagged_in_its_rules_too(citing_client) -> None:
    """A Rules Lawyer ruling of 2018 cites 704.5s and 704.5t, today the Saga rule and another:
    its list of rules named them as its own, without the doubt its text showed."""
    href = soup(citing_client.get("/de/rules/704.5s")).select_one(".citing-list__item a")["href"]
    ruling = soup(citing_client.get(href))
    items = ruling.select(".ruling-rules li")
    flagged = [text_of(item.select_one("a")) for item in items if item.select_one(".rule-ref__note")]
    assert flagged == ["Regel 704.5s", "Regel 704.5t"]
    assert [text_of(item.select_one("a")) for item in items][-4:-2] == flagged, "after the rules it is about"
    assert text_of(items[-3].select_one(".rule-ref__note")).startswith("(erwähnt „Dein“, „Lebenspunkte")


def test_the_rules_an_old_rulings_renumbered_rules_went_to_are_among_its_rules(citing_client) -> None:
    """The Two-Headed Giant's team rules moved from 704.5s and 704.5t to 704.6a and 704.6b: the
    note beside the old numbers linked them, but the ruling's rules did not list them (a
    reviewer's finding on Rules Lawyer's 704.5u, now 704.6c)."""
    href = soup(citing_client.get("/de/rules/704.5s")).select_one(".citing-list__item a")["href"]
    items = soup(citing_client.get(href)).select(".ruling-rules li")
    moved = [(text_of(item.select_one("a")), text_of(item.select_one(".ruling-rules__why"))) for item in items[-2:]]
    assert moved == [
        ("Regel 704.6a", "zum Gegenstand der Regelauslegung; neben der von ihr zitierten Regel 704.5s"),
        ("Regel 704.6b", "zum Gegenstand der Regelauslegung; neben der von ihr zitierten Regel 704.5s"),
    ]
    assert all(item.select_one("q.ruling-rules__text") for item in items[-2:])


def test_glossary_cross_reference(client) -> None:
    page = soup(client.get("/de/glossary/de-flying"))
    assert page.select_one('a[href="/de/glossary/de-flugfaehigkeit"]')
    target = client.get("/de/glossary/de-flugfaehigkeit")
    assert target.status_code == 200


@pytest.mark.parametrize(
    ("path", "code"), [("/de/glossary/de-tappsymbol", "{tap}"), ("/en/glossary/en-tap-symbol", "{T}")]
)
def test_the_rules_that_use_a_term_draw_its_symbols(client, path, code) -> None:
    """ "107.5 Das Tappsymbol ist {tap}." in braces, under a definition that draws it."""
    page = soup(client.get(path))
    item = next(li for li in page.select(".glossary-entry__rules li") if text_of(li.select_one("a")) == "107.5")
    assert item.select_one(".mana-symbols .mana")
    assert code not in text_of(item).replace(text_of(item.select_one(".mana-symbols")), "")


@pytest.mark.parametrize(
    ("path", "number", "term"),
    [("/de/glossary/de-legendenregel", "205.4d", "Legendenregel"), ("/en/glossary/en-attack", "508.1a", "attack")],
)
def test_the_rules_that_use_a_term_show_it_marked(client, path, number, term) -> None:
    """205.4d was listed under „Legendenregel“ by its opening, „Jede bleibende Karte mit dem
    Obertyp „Legendär“ ist …“, the term nowhere in sight (a reviewer): the words around it."""
    page = soup(client.get(path))
    item = next(li for li in page.select(".glossary-entry__rules li") if text_of(li.select_one("a")) == number)
    assert [text_of(mark) for mark in item.select("mark")] == [term]
    assert text_of(item.select_one("span")).startswith("…")


def test_a_word_of_a_term_of_several_is_not_marked_as_the_term(client) -> None:
    """Under „Aktiver Spieler“, 101.4 had „Wenn mehrere <mark>Spieler</mark> …“ (a code review)."""
    page = soup(client.get("/de/glossary/de-aktiver-spieler"))
    assert page.select(".glossary-entry__rules li")
    assert not page.select(".glossary-entry__rules mark")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_link_of_the_glossary_index_leads_to_a_page(client, lang) -> None:
    """The German cross-references name their entries in many ways ("Opening Hand → Starthand"
    for "Starthand, Anfangshand"): the slug of the named term led to a 404 eight times."""
    page = soup(client.get(f"/{lang}/glossary/"))
    links = {a["href"] for a in page.select(".glossary-index__list a")}
    assert len(links) > 750
    assert [link for link in sorted(links) if client.get(link).status_code != 200] == []


def test_each_letter_of_the_glossary_index_ends_with_a_way_back_to_the_letters(client) -> None:
    """The German glossary is some 44,000 pixels long on a phone, with the letters only at its
    top (a reviewer's finding)."""
    page = soup(client.get("/de/glossary/"))
    letters = page.select(".glossary-index__letter")
    assert len(letters) > 20
    for letter in letters:
        back = letter.select(".letter-index__back a")
        assert [(a["href"], text_of(a)) for a in back] == [("#letters", "Zurück zu den Buchstaben")]
    assert page.select_one("#letters").name == "nav"


def test_cross_reference_to_two_entries_and_to_none(client) -> None:
    page = soup(client.get("/de/glossary/"))
    counter = page.find("a", string="Counter").parent
    assert [(a.get_text(), a["href"]) for a in counter.select("span a")] == [
        ("Neutralisieren", "/de/glossary/de-neutralisieren"),
        ("Zählmarke", "/de/glossary/de-zaehlmarke"),
    ]
    undergrowth = soup(client.get("/de/glossary/de-undergrowth"))
    assert undergrowth.select_one("article p a")["href"] == "/de/?q=Totenwelt"


def test_english_and_german_side_by_side(client) -> None:
    """The German rules are a community translation: a reader can read them beside the
    English, the rule and every subrule, each column marked with its language."""
    page = soup(client.get("/de/rules/704.5"))
    toggle = next(a for a in page.select(".rule-other a") if "nebeneinander" in text_of(a) or "daneben" in text_of(a))
    assert toggle["href"] == "/de/rules/704.5?beside=1"
    beside = soup(client.get(toggle["href"]))
    columns = beside.select(".beside")
    assert len(columns) > 10
    assert all(
        [part.select_one("[lang]")["lang"] for part in pair.find_all(recursive=False)] == ["de", "en"]
        for pair in columns
    )
    assert all(
        [text_of(label).split(" · ")[0] for label in pair.select(".beside__label")] == ["Deutsch", "Englisch"]
        for pair in columns
    ), "each column says its language (on a phone, the English stacked below the German had no heading)"
    main = [
        text_of(label) for label in beside.select(".rule-text")[0].find_parent(class_="beside").select(".beside__label")
    ]
    assert main[0] == "Deutsch · 14. November 2025" and main[1].startswith("Englisch · ")
    role = beside.select_one("#rule-704\\.5y .beside")
    assert "Rolle" in text_of(role.select_one('[lang="de"]')) and "Role" in text_of(role.select_one('[lang="en"]'))
    back = next(a for a in beside.select(".rule-other a") if a["href"] == "/de/rules/704.5")
    assert "Nur Deutsch" in text_of(back)
    assert not soup(client.get("/de/rules/704.5")).select(".beside")


def test_the_next_and_previous_rule_keep_the_languages_side_by_side(client) -> None:
    """j and k follow these links: they dropped beside=1, and the next rule showed German alone."""
    nav = soup(client.get("/de/rules/704.5y?beside=1")).select(".rule-nav a")
    assert [a["href"] for a in nav] == ["/de/rules/704.5x?beside=1", "/de/rules/704.5z?beside=1"]
    plain = soup(client.get("/de/rules/704.5y")).select(".rule-nav a")
    assert [a["href"] for a in plain] == ["/de/rules/704.5x", "/de/rules/704.5z"]


@pytest.mark.parametrize(("lang", "cited"), [("en", "CR 704.5y"), ("de", "Regel 704.5y")])
def test_a_rule_page_gives_its_citation(client, lang, cited) -> None:
    """The German site cites as the German rules do („Siehe Regel 704.5“), not "CR" (a new
    reader's review); the search box takes either back."""
    citation = soup(client.get(f"/{lang}/rules/704.5y")).select_one(".citation")
    assert text_of(citation.select_one(".citation__text")) == cited
    button = citation.select_one("button.citation__copy")
    assert button["data-copy"] == cited and button.has_attr("hidden")
    assert client.get(f"/{lang}/", query_string={"q": cited}).headers["Location"].endswith(f"/{lang}/rules/704.5y")


def test_the_rule_beside_its_translation_takes_the_pages_width(client) -> None:
    """Two columns of a rule stood in the measure of one (360 px each on a desktop)."""
    article = soup(client.get("/de/rules/702.19b?beside=1")).select_one("article.rule")
    assert "rule--beside" in article["class"]
    assert "rule--beside" not in soup(client.get("/de/rules/702.19b")).select_one("article.rule")["class"]


def test_the_copy_citation_button_is_styled_like_the_other_small_buttons(client) -> None:
    """It had the browser's default look: it shares the filter values' pill rule in site.css,
    stays hidden until site.js shows it, and has no inline style."""
    button = soup(client.get("/en/rules/704.5y")).select_one("button.citation__copy")
    assert not button.has_attr("style") and button.has_attr("hidden")
    css = Path(client.application.static_folder, "site.css").read_text(encoding="utf-8")
    rules = {
        selectors.strip(): body
        for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL))
    }
    pill = next(selectors for selectors in rules if ".facets__value" in selectors.split(", "))
    assert ".citation__copy" in pill.split(", ") and "border-radius" in rules[pill]
    assert "display: none" in rules["[hidden]"]  # (every element hidden, the button among them)


def test_rule_shown_in_english_on_the_german_site_names_the_german_glossary_entries(client) -> None:
    """610.5 is new in English (2026-01-16): its text is English, its glossary terms the German
    entries; "Blight" (701.68a) has none yet, so it stays English, marked."""
    page = soup(client.get("/de/rules/610.5"))
    terms = [(a["href"], a["lang"], text_of(a)) for a in page.select(".term-list a")]
    assert terms == [
        ("/de/glossary/de-statische-faehigkeit", "de", "Statische Fähigkeit"),
        ("/de/glossary/de-erzeugen", "de", "Erzeugen"),
        ("/de/glossary/de-einmaliger-effekt", "de", "Einmaliger Effekt"),
    ]
    assert page.select(".term-list .badge--language") == []
    blight = soup(client.get("/de/rules/701.68a")).select_one(".term-list li")
    assert (blight.a["lang"], text_of(blight.a)) == ("en", "Blight")
    assert text_of(blight.select_one(".badge--language")) == "auf Englisch"


@pytest.mark.parametrize(
    ("address", "named", "target"),
    [
        ("/de/glossary/de-legendaer", "Legendenregel", "/de/glossary/de-legendenregel"),
        ("/en/glossary/en-timestamp-order", "Dependency", "/en/glossary/en-dependency"),
        # a headword with a comma, whole (not "Active Player", nor the entry itself)
        (
            "/en/glossary/en-apnap-order",
            "Active Player, Nonactive Player Order",
            "/en/glossary/en-active-player-nonactive-player-order",
        ),
        (
            "/de/glossary/de-destabilisiert",
            "Stabilisiert, destabilisiert",
            "/de/glossary/de-stabilisiert-destabilisiert",
        ),
        # in quotes; with a figure; by a headword's first form; without its note
        ("/en/glossary/en-enter", "Enters the Battlefield", "/en/glossary/en-enters-the-battlefield"),
        ("/de/glossary/de-wuerfeln-einen-w20", "W20 würfeln", "/de/glossary/de-w20-wuerfeln"),
        ("/de/glossary/de-anfangshand", "Starthand", "/de/glossary/de-starthand-anfangshand"),
        ("/de/glossary/de-dein", "Du", "/de/glossary/de-du-dein"),
        # (the second of a headword's three forms)
        (
            "/de/glossary/de-aus-dem-spiel-entfernt-ganz",
            "Ganz aus dem Spiel entfernt",
            "/de/glossary/de-ganz-aus-dem-spiel-entfernen-ganz-aus-dem-spiel-entfernt-ganz-aus-dem-spiel-entfernt-zone-veraltet",
        ),
        (
            "/de/glossary/de-edh",
            "Stammesältester Drachen Highlander",
            "/de/glossary/de-stammesaeltester-drachen-highlander-veraltet",
        ),
    ],
)
def test_a_glossary_cross_reference_links_the_entry_it_names(client, address, named, target) -> None:
    """„Siehe auch Legendenregel.“ was plain text, while the rule numbers beside it were links.
    Only whole headwords were looked up: "See Active Player, Nonactive Player Order." linked
    "Active Player", and seven German pointers („Siehe Starthand.“) led nowhere (a judge's
    review)."""
    text = soup(client.get(address)).select_one(".glossary-entry div[lang]")
    links = {text_of(a): a["href"] for a in text.select("a:not(.rule-ref)")}
    assert links == {named: target}


@pytest.mark.parametrize(
    ("lang", "entry", "first", "search"),
    [
        ("de", "de-adamant", "207.2c", "Adamant"),
        ("en", "en-trample", "702.19", "Trample"),
        ("de", "de-trampelschaden", "702.19", "Trampelschaden"),
    ],
)
def test_a_glossary_entry_leads_to_the_rules_that_use_its_term(client, lang, entry, first, search) -> None:
    """„Adamant“, a German ability word, has no definition: its page said so and nothing else."""
    page = soup(client.get(f"/{lang}/glossary/{entry}"))
    used = page.select_one("section[aria-labelledby=used-title]")
    links = used.select("li a.rule-ref")
    assert text_of(links[0]) == first and links[0]["href"] == f"/{lang}/rules/{first}"
    assert all(li.select_one("span[lang]") for li in used.select("li"))
    searched = [a for a in page.select("main a") if parse_qs(urlsplit(a["href"]).query).get("q") == [search]]
    assert searched and client.get(searched[0]["href"]).status_code == 200


def test_every_rule_that_uses_a_term_is_reachable_from_its_entry(client) -> None:
    """„Zustandsbasierte Aktionen“ listed twelve rules and „und 74 weitere Regeln“ as text no
    one could open (a new reader's review): the rest are folded, each a link."""
    used = soup(client.get("/de/glossary/de-zustandsbasierte-aktionen")).select_one(
        "section[aria-labelledby=used-title]"
    )
    more = used.select_one("details.glossary-entry__more")
    folded = more.select("li a.rule-ref")
    assert text_of(more.summary) == f"und {len(folded)} weitere Regeln" and len(folded) > 50
    numbers = [text_of(a) for a in used.select("li a.rule-ref")]
    assert len(numbers) == len(set(numbers)) == 12 + len(folded) and "704.8" in [text_of(a) for a in folded]


@pytest.mark.parametrize(
    ("lang", "note"), [("en", "(does not mention “Role”; 704.5y does)"), ("de", "(erwähnt „Role“ nicht; 704.5y schon)")]
)
def test_a_doubtful_reference_offers_the_rule_beside_it_about_the_subject(client, lang, note) -> None:
    """The article "Role" cites 704.5z (Start your engines!): the note said only what it does
    not mention, and the reader had to find 704.5y, the Role rule, alone."""
    item = soup(client.get(f"/{lang}/articles/role")).select_one(".rule-refs li:has(.rule-ref--doubtful)")
    assert text_of(item.select_one(".rule-ref__note")) == note
    assert item.select_one(".rule-ref__note a.rule-ref")["href"] == f"/{lang}/rules/704.5y"


def test_an_old_rulings_renumbered_rules_are_offered_where_they_went(citing_client) -> None:
    """Two-Headed Giant's team rules were 704.5s and 704.5t; they are 704.6a and 704.6b."""
    item = soup(citing_client.get("/en/rules/704.5s")).select_one(".citing-list__item")
    ruling = soup(citing_client.get(item.select_one("a")["href"]))
    notes = ruling.select(".ruling-text .rule-ref__note")
    assert [[a.get_text() for a in note.select("a.rule-ref")] for note in notes] == [["704.6a", "704.6b"]] * 2
    listed = ruling.select(".ruling-rules .rule-ref__note")
    assert [[a.get_text() for a in note.select("a.rule-ref")] for note in listed] == [["704.6a", "704.6b"]] * 2


@pytest.mark.parametrize(
    ("number", "typed", "meant"), [("111.10s", "701.180", "701.44"), ("712.21b", "613.8m", "613.7m")]
)
def test_a_translations_slip_in_a_rule_number_leads_to_the_english_originals(client, number, typed, meant) -> None:
    """The German 111.10s cites „701.180“, which no rules have; the English original cites
    701.44 at that place. The page said only that 701.180 is not in the rules."""
    page = soup(client.get(f"/de/rules/{number}"))
    flagged = next(span for span in page.select(".rule-text .rule-ref.unresolved") if text_of(span) == typed)
    note = flagged.find_next_sibling("small")
    assert text_of(note).startswith("(nicht in den Regeln, die diese Seite anbietet; das englische Original verweist")
    assert [a["href"] for a in note.select("a.rule-ref")] == [f"/de/rules/{meant}"]


@pytest.mark.parametrize(
    ("path", "typed", "meant", "note"),
    [
        ("/en/glossary/en-endure", "702.62", "701.63", "(a slip of the source: the rule titled “Endure” is 701.63)"),
        (
            "/de/glossary/de-inkubieren",
            "701.63",
            "701.53",
            "(ein Versehen der Quelle: Die Regel mit dem Titel „Inkubieren“ ist 701.53)",
        ),
        (
            "/de/glossary/de-ueberdauern",
            "701.73",
            "701.63",
            "(nicht in den Regeln, die diese Seite anbietet; die Regel mit dem Titel „Überdauern“ ist 701.63)",
        ),
        (
            "/de/glossary/de-hamstern",
            "701.71",
            "701.61",
            ("(nicht in den Regeln, die diese Seite anbietet; die Regel mit dem Titel „Hamstern“ ist 701.61)"),
        ),
        ("/de/rules/709.4d", "702.101", "702.102", "[das englische Original verweist hier auf 702.102]"),
        (
            "/de/glossary/de-phase",
            "6",
            "5",
            "(ein Versehen der Quelle: Der Abschnitt mit dem Titel „Zugstruktur“ ist 5)",
        ),
    ],
)
def test_a_glossary_reference_with_another_rules_title_links_the_rule_of_that_title(
    client, path, typed, meant, note
) -> None:
    """The glossary entry Endure sent its reader to 702.62, Suspend, and the German one to
    701.73, which no rules have: the rule titled so, 701.63, is linked beside the number. The
    German „Hamstern“ cites 701.71 without a title; 701.61 is titled as the entry. The German
    709.4d cites „702.101, „Fusion““ (Assist), where the English original cites 702.102. The
    German „Phase“ cites „Abschnitt 6, „Zugstruktur““; section 5 is titled so."""
    page = soup(client.get(path))
    flagged = next(ref for ref in page.select(".rule-ref") if text_of(ref) == typed)
    small = flagged.find_next_sibling("small")
    assert small.get_text() == note
    assert [a["href"] for a in small.select("a.rule-ref")] == [path[:4] + f"rules/{meant}"]


def test_a_rule_of_many_named_parts_lists_them_at_its_top(client) -> None:
    """702 (the keyword abilities) was a phone's 147,000 pixels with no way to a keyword but
    scrolling (a browser review): its named parts are listed first, each linking to its place."""
    page = soup(client.get("/de/rules/702"))
    links = page.select("nav.rule-contents a")
    assert text_of(links[0]) == "702.2 Todesberührung" and links[0]["href"] == "#rule-702.2"
    assert all(page.select_one(f"[id='{link['href'][1:]}']") for link in links)
    assert len(links) > 150
    assert text_of(soup(client.get("/en/rules/701")).select_one("nav.rule-contents a")) == "701.2 Activate"
    assert not soup(client.get("/de/rules/704")).select("nav.rule-contents")


@pytest.mark.parametrize(
    ("path", "term", "query"),
    [
        ("/de/rules/702.15d", "Regelauslegungen zu „Lebensverknüpfung“", "Lebensverknüpfung art:regelauslegung"),
        ("/en/rules/704.5y", "Rulings about “State-Based Actions”", '"State-Based Actions" kind:ruling'),
        (
            "/de/rules/704.5j",
            "Regelauslegungen zu „Zustandsbasierte Aktionen“",
            "Zustandsbasierte Aktionen art:regelauslegung",
        ),
        ("/en/rules/100.1", None, None),  # (the Emperor variant's "General" is not what 100.1 is about)
    ],
)
def test_a_rule_named_by_a_term_leads_to_the_rulings_about_it(client, path, term, query) -> None:
    """Rulings seldom cite a rule's number: a judge on 702.15d had no way to the rulings about
    lifelink but typing a search."""
    link = soup(client.get(path)).select_one(".rule-history-link a[href*='q=']")
    if query is None:
        assert link is None
        return
    assert text_of(link) == term
    assert parse_qs(urlsplit(link["href"]).query)["q"] == [query]
    assert client.get(link["href"]).status_code == 200
    # (the German phrase quoted found 1 of the 191 rulings the English one finds; a judge's review)
    found = client.get("/api/search", query_string={"q": query, "lang": path[1:3]}).get_json()
    assert found["total"] > 50 and not found["relaxed"]


def test_a_rules_named_parts_are_headings(client) -> None:
    """A screen reader's heading list of 702 had four entries for 1,199 links (a reviewer's
    finding): each keyword's rule heads its subrules."""
    page = soup(client.get("/en/rules/702"))
    headings = page.select("ol.subrules h3")
    assert len(headings) == len(page.select("nav.rule-contents a"))
    trample = page.select_one("[id='rule-702.19']")
    assert text_of(trample.h3) == "702.19 Trample" and trample.h3.a["href"] == "/en/rules/702.19"
    assert trample.select_one("[id='rule-702.19a'] .subrules__text"), "the subrules under it are text"
    assert not soup(client.get("/en/rules/704")).select("ol.subrules h3")
    assert not soup(client.get("/en/rules/702?beside=1")).select("ol.subrules h3"), "beside: both texts"


@pytest.mark.parametrize(
    ("ruling", "listed", "not_listed"),
    [("4f681bfa7089", "702.7d", ["702.4e"]), ("1bc096610815", "111.7", [])],
)
def test_a_rulings_rules_are_those_its_example_applies_as_its_page_runs_it(client, ruling, listed, not_listed) -> None:
    """ "Multiple instances of first strike … are redundant" runs its example with first strike
    (its preset); its rules were those of the default run, double strike: 702.4e, never 702.7d,
    which is the ruling word for word (a judge's review). "If a token is exiled, it ceases to
    exist" runs with a token copy, and 111.7 was missing."""
    page = soup(client.get(f"/en/rulings/{ruling}"))
    numbers = [a["href"].rsplit("/", 1)[-1] for a in page.select(".ruling-rules a[href*='/rules/']")]
    assert listed in numbers
    assert not set(not_listed) & set(numbers)


def test_an_old_rulings_doubtful_citation_is_no_change_to_check_it_against(client) -> None:
    """Rules Lawyer's ruling (2018) cites 704.5s for the Two-Headed Giant, now 704.6a: its page
    listed the Saga wording edit of 704.5s in the release of 14 November 2025 as a change to check
    the ruling against, which says nothing of it (a judge's review); the doubt note and the rule
    the subject went to say what happened."""
    page = soup(client.get("/en/rulings/568bb6fbfa4d"))
    changes = [text_of(li) for li in page.select(".notice--changed li")]
    assert not [line for line in changes if line.startswith("Rule 704.5s was changed")]
    assert "704.6a" in [a["href"].rsplit("/", 1)[-1] for a in page.select(".ruling-rules a[href*='/rules/']")]


def test_a_rule_listed_in_another_language_says_so(client) -> None:
    """Under the German site's entry Blight, 701.68a–d are English (the German rules have no
    701.68 yet) beside German 201.5b: marked by `lang` only (a reviewer's finding)."""
    page = soup(client.get("/de/glossary/en-blight"))
    items = {text_of(li.select_one("a")): li for li in page.select(".glossary-entry__rules li")}
    assert text_of(items["701.68a"].select_one(".badge--language")) == "auf Englisch"
    german = [n for n, li in items.items() if li.select_one("span[lang=de]")]
    assert german and all(items[n].select_one(".badge--language") is None for n in german)


def test_a_rule_in_english_only_is_headed_by_its_section_in_the_page_language(client) -> None:
    """610.5 is new in the English release: its German page was headed „Regel 610.5 · One-Shot
    Effects“ below the breadcrumb „Regel 610: Einmalige Effekte“ (a judge's review)."""
    page = soup(client.get("/de/rules/610.5"))
    section = page.select_one("h1 .rule-title__section span")
    assert (section["lang"], text_of(section)) == ("de", "Einmalige Effekte")
    assert page.select_one(".notice--untranslated") is not None  # the text itself is English, and said so
    english = soup(client.get("/en/rules/610.5")).select_one("h1 .rule-title__section span")
    assert (english["lang"], text_of(english)) == ("en", "One-Shot Effects")
