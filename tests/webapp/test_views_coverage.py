"""The translation coverage page, in both languages, parsed as HTML."""

import re

import pytest

from indexer.assembly.identity import ruling_id
from indexer.german.coverage import LISTED_MISSING
from indexer.places import place_lines
from tests.support.helpers import small_corpus, soup, text_of
from tests.support.sites import built_app
from webapp.bars import MIN_WIDTH

PARTIAL = {
    "af7530f8be2b": "perhaps due to an effect such as that of Doubling Season",
    "72a1283e6e68": "because of an ability like protection from enchantments",
}
# The default corpus has 18,097 rulings: distinct English texts (the 33,192 MTGJSON records
# give 18,076, three of them headings that are no rulings; the WOE sample 21 more; seed 000's
# are among those). The German seed translates 8 of them: 6 completely, 2 with English left in
# them (PARTIAL).
RULINGS = 18_097
COMPLETE, PARTLY = 6, len(PARTIAL)
MISSING = RULINGS - COMPLETE - PARTLY
# The rulings without German text of the cards that have some (listed first): Ferocious
# Werefox // Guard Change has 20 rulings, 8 of them translated; Cut In 9, 8 of them translated.
STARTED = ["Ruling on Cut In"] + ["Ruling on Ferocious Werefox // Guard Change"] * 12


@pytest.mark.parametrize(
    ("lang", "title", "headings", "numbers", "label"),
    [
        (
            "en",
            "Translation coverage",
            ["Complete", "Partial", "Missing"],
            ["6", "2", "18,089"],
            "6 complete · 2 partial · 18,089 missing",
        ),
        (
            "de",
            "Übersetzungsstand",
            ["Vollständig", "Teilweise", "Fehlt"],
            ["6", "2", "18.089"],
            "6 vollständig · 2 teilweise · 18.089 fehlen",
        ),
    ],
)
def test_counts_per_status_with_a_picture(client, lang, title, headings, numbers, label) -> None:
    """The counts in the reader's number format, and a bar whose label says the same."""
    page = soup(client.get(f"/{lang}/coverage"))
    assert text_of(page.h1) == title
    totals = page.select(".coverage__totals > div")
    assert [text_of(t.dt) for t in totals] == headings
    assert [text_of(t.dd).split(" ")[0] for t in totals] == numbers
    bar = page.select_one("svg.bar[role=img]")
    widths = {r["class"][0]: float(r["width"]) for r in bar.select("rect") if r["class"][0] != "bar__track"}
    # 6 and 2 of 18,097 are drawn at the least visible width (webapp.bars), the rest is missing
    assert widths == pytest.approx(
        {"bar__complete": MIN_WIDTH, "bar__partial": MIN_WIDTH, "bar__missing": 100 - 2 * MIN_WIDTH}
    )
    assert COMPLETE + PARTLY + MISSING == RULINGS
    assert not page.select("[style]") and not page.select("style"), "the CSP forbids inline styles"
    assert bar["aria-label"] == label


def test_counts_per_card_link_the_cards_in_the_page_language(client) -> None:
    cards = soup(client.get("/de/coverage")).select(".coverage-card")
    assert [(c.a["href"], text_of(c.a)) for c in cards] == [
        ("/de/cards/charming-scoundrel", "Charmante Halunkin"),
        ("/de/cards/cut-in", "Einschneiden"),
        ("/de/cards/embereth-veteran", "Funkenhort-Veteranin"),
        ("/de/cards/ferocious-werefox", "Wilde Werfüchsin // Wachablöse"),
    ]
    assert text_of(cards[1].select_one(".coverage-card__counts")) == "6 vollständig · 2 teilweise · 1 fehlt"
    assert cards[1].select_one("svg.bar")["aria-hidden"] == "true"


def test_rulings_that_need_work_are_linked(client) -> None:
    page = soup(client.get("/en/coverage"))
    partial, missing = page.select("section:has(#work-title) ul.coverage-list")
    links = {a["href"].rsplit("/", 1)[1]: li for li in partial.select(":scope > li") for a in li.select("a")[:1]}
    assert set(links) == set(PARTIAL)
    for rid, english in PARTIAL.items():
        (quoted,) = links[rid].select(".coverage-list__detail q")
        assert (quoted["lang"], text_of(quoted)) == ("en", english)
    listed = [text_of(li.a).split(":", 1)[0].strip() for li in missing.select(":scope > li")]
    assert len(listed) == LISTED_MISSING < MISSING, "the export command gives all of them"
    assert sorted(listed[: len(STARTED)]) == STARTED, "those of cards that already have some German first"
    assert not set(listed[len(STARTED) :]) & set(STARTED)
    for link in missing.select("li > a"):
        assert client.get(link["href"]).status_code == 200
    # (each link names the ruling's first words: 14 links to one card's rulings had read alike)
    names = [text_of(li.a) for ul in (partial, missing) for li in ul.select(":scope > li")]
    assert len(set(names)) == len(names)
    assert "python -m" not in text_of(page) and "README" not in text_of(page), "no commands or files on a reader's page"


def test_a_ruling_of_several_cards_is_named_in_good_german(client) -> None:
    """„Regelauslegung zu „X“ und 2 weitere Karten“: after „zu“ the dative, „weiteren“; a search
    result or a rule's citing ruling starts with the card's name and keeps „weitere“."""
    more = [text_of(span) for span in soup(client.get("/de/coverage")).select(".coverage-list__more")]
    assert more and all(re.fullmatch(r"und [\d.]+ weiteren Karten?", text) for text in more)


def test_without_unaligned_texts_the_page_says_so(client) -> None:
    section = soup(client.get("/de/coverage")).select_one("section:has(#unaligned-title)")
    assert (
        text_of(section.select_one(".empty-state"))
        == "Jeder deutsche Text einer Regelauslegung ist seinem englischen Original zugeordnet."
    )


def test_unaligned_german_texts_are_listed_with_their_place(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    seed = corpus / "seeds" / "003.txt"
    seed.write_text(seed.read_text(encoding="utf-8") + "\n\nEine völlig neue Regel über Drachen.\n", encoding="utf-8")
    client = built_app(corpus, tmp_path / "index").test_client()
    page = soup(client.get("/de/coverage"))
    section = page.select_one("section:has(#unaligned-title)")
    (item,) = section.select("li")
    rid = ruling_id("de", "Eine völlig neue Regel über Drachen.")
    assert item.a["href"] == f"/de/rulings/{rid}"
    source = item.select("a")[-1]
    assert (source["href"], text_of(source.cite), source.cite["lang"]) == (
        "/de/sources/german-rulings",
        "German rulings",
        "de",
    )
    assert "corpus/" not in text_of(page.main) and "python -m" not in text_of(page.main)
    assert f"corpus/seeds/003.txt:35: German ruling text {rid} has no English original" in place_lines(
        tmp_path / "index"
    )
    excerpt = item.select_one(".coverage-list__detail")
    assert (excerpt["lang"], text_of(excerpt)) == ("de", "Eine völlig neue Regel über Drachen.")


def test_every_page_links_the_coverage_page(client) -> None:
    link = soup(client.get("/de/rules/704")).select_one('.site-footer a[href="/de/coverage"]')
    assert text_of(link) == "Übersetzungsstand"


@pytest.mark.parametrize(
    ("lang", "named"),
    [
        (
            "de",
            {
                "115": "Ziele",
                "400": "Zonen: Allgemeines",
                "702.2": "Todesberührung",
                "704.5j": "Falls zwei oder mehr legendäre bleibende",
            },
        ),
        (
            "en",
            {
                "115": "Targets",
                "400": "Zones: General",
                "702.2": "Deathtouch",
                "704.5j": "If two or more legendary permanents",
            },
        ),
    ],
)
def test_each_rule_with_examples_is_named(client, lang, named) -> None:
    """A rule without a heading of its own (702.2, 704.5j) is named by its text, a keyword's whole
    (its name), another's first words: the numbers stood alone. A heading that nine sections
    share ("General") comes after its chapter's. The name is part of the link: the number alone was
    a target of 33 x 19 px on a phone."""
    rows = soup(client.get(f"/{lang}/coverage")).select(".coverage-examples tbody th")
    assert len(rows) > 20
    names = {row.a.contents[0].strip(): row.select_one("a span[lang]") for row in rows}
    assert [number for number, name in names.items() if name is None or not text_of(name)] == []
    for number, start in named.items():
        assert text_of(names[number]).startswith(start) and names[number]["lang"] == lang


def test_the_outdated_german_rules_are_said_to_be_changed_renumbered_or_removed(client) -> None:
    """Three of the nine had only been renumbered, their history saying „Text unverändert“, under
    a line that said every English original had been changed (a reader's review)."""
    line = text_of(soup(client.get("/de/coverage")).select_one("#stale-title + .results-summary"))
    assert line.endswith("in neueren Fassungen geändert, umnummeriert oder entfernt.")
