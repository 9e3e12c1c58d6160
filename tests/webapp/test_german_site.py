"""The German site is German: a crawl from /de/ through the links of every kind of page (and
the example forms, run and sent wrong) finds no English interface text.

English on a German page is allowed only as data marked with its language (lang="en": a card
name without a German one, an English glossary term, a source title, the English left in a
partly translated ruling). Everything else is checked: the visible text, <title>, and the
attributes a reader meets (placeholder, aria-label, title, alt, the search box's messages),
against the catalog's English messages, English sentence fragments (indexer.german.english_fragments)
and English date formats.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from urllib.parse import urlsplit

import pytest
from bs4 import BeautifulSoup
from werkzeug.exceptions import HTTPException

from tests.support.helpers import text_of
from tests.support.ui_catalog import catalog, english_fragments, ids, strings

# Where the crawl starts besides /de/: pages no link leads to (errors, odd queries).
SEEDS = [
    "/de/",
    "/de/help",
    "/de/coverage",
    "/de/report",
    "/de/terms",
    "/de/rules/",
    "/de/no-such-page",
    "/de/rules/999",
    "/de/rules/704.5zz",
    "/de/cards/no-such-card",
    "/de/?q=%22offen",
    "/de/?q=Rolle&page=x",
    "/de/?q=farbe:rot",
    "/de/?q=Battlefield",
    "/de/?q=Charming+Scoundrell",
    "/de/?q=Rolle+kind:article",
    "/de/?q=Drachenfeuerzauberkessel",
    "/de/?q=hexproof+dragonfire",
]
PER_ENDPOINT = 10  # pages of one kind (search results count per filter set)
ATTRIBUTES = (
    "placeholder",
    "aria-label",
    "title",
    "alt",
    "data-label",
    "data-count-one",
    "data-count-other",
    "data-count-none",
)
ENGLISH_DATE = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b"
)


def english_words() -> set[str]:
    """Catalog messages of a few words whose German differs ("Search", "Next page"): an
    element saying only that is English interface text."""
    found = set()
    for message in catalog():
        for english in ids(message) if message.id else []:
            if "%(" not in english and english not in strings(message):
                found.add(english.strip(" .:·"))
    return {word for word in found if word}


@pytest.fixture(scope="module")
def german_pages(app) -> dict[str, tuple[int, str]]:
    """Address -> (status, HTML) of the German pages the crawl reached."""
    client = app.test_client()
    adapter = app.url_map.bind("localhost")
    pages: dict[str, tuple[int, str]] = {}
    per_kind: Counter = Counter()
    queue = deque(SEEDS)
    while queue:
        address = queue.popleft()
        parts = urlsplit(address)
        if address in pages or not parts.path.startswith("/de/"):
            continue
        kind = (_endpoint(adapter, parts.path), "q" in parts.query)
        if per_kind[kind] >= PER_ENDPOINT:
            continue
        per_kind[kind] += 1
        response = client.get(address)
        if response.status_code in (301, 302):
            queue.append(response.headers["Location"])
            continue
        html = response.get_data(as_text=True)
        pages[address] = (response.status_code, html)
        page = BeautifulSoup(html, "html.parser")
        queue.extend(a["href"] for a in page.find_all("a", href=True))
        for form in page.select("form.example-form")[:1]:
            _send(client, form, pages)
    return pages


def _endpoint(adapter, path: str) -> str:
    try:
        return adapter.match(path)[0]
    except HTTPException:
        return "none"


def _send(client, form, pages: dict[str, tuple[int, str]]) -> None:
    """An example's form run as it is, and with values it does not offer (the 400 page)."""
    values: dict[str, str] = {}
    for field in form.select("input[name]"):  # (a choice's first radio button, or the one checked)
        if field.get("type") != "radio" or field.has_attr("checked") or field["name"] not in values:
            values[field["name"]] = field.get("value", "")
    action = form["action"].split("#")[0]
    send = client.get if form.get("method", "get").lower() == "get" else client.post
    for name, data in (("run", values), ("wrong", {name: "zz" for name in values})):
        response = send(action, query_string=data) if send == client.get else send(action, data=data)
        pages[f"{action} ({name})"] = (response.status_code, response.get_data(as_text=True))


def test_the_crawl_reaches_every_kind_of_german_page(german_pages) -> None:
    statuses = Counter(status for status, _ in german_pages.values())
    assert statuses[200] > 60 and statuses[400] >= 3 and statuses[404] >= 3, statuses
    reached = {urlsplit(address).path.split("/")[2] for address in german_pages}
    assert {
        "",
        "rulings",
        "cards",
        "articles",
        "rules",
        "glossary",
        "examples",
        "help",
        "coverage",
        "report",
        "terms",
    } <= reached


SAID_ENGLISH = " (auf Englisch)"


def german_parts(html: str) -> tuple[list[str], list[str]]:
    """The page's text nodes and reader-facing attribute values, without what is marked as
    another language (a <title> cannot be marked: the words it says are English, "… (auf
    Englisch) · Regelauslegung zu …", are left out)."""
    page = BeautifulSoup(html, "html.parser")
    if page.title and page.title.string and SAID_ENGLISH in page.title.string:
        page.title.string = page.title.string.split(SAID_ENGLISH, 1)[1]
    for element in page.select("[lang]:not(html)"):
        if not element.decomposed and element["lang"] != "de":
            element.decompose()  # (an element inside one removed before is gone with it)
    for element in page.find_all(["script", "style"]):
        element.decompose()
    texts = [" ".join(text.split()) for text in page.find_all(string=True)]
    attributes = [
        value
        for tag in page.find_all(True)
        for name, value in tag.attrs.items()
        if name in ATTRIBUTES and isinstance(value, str)
    ]
    return [text for text in texts if text], attributes


def test_german_pages_have_no_english_interface_text(german_pages, finder) -> None:
    fragments = english_fragments()
    words = english_words()
    found = []
    for address, (_, html) in german_pages.items():
        texts, attributes = german_parts(html)
        for text in texts + attributes:
            english = [f for f in fragments if f in text] + [f.text for f in finder.fragments(text)]
            if text.strip(" .:·()") in words:
                english.append(text)
            if ENGLISH_DATE.search(text):
                english.append(ENGLISH_DATE.search(text).group(0))
            found += [f"{address}: {e!r} in {text[:100]!r}" for e in english]
    assert not found, "\n".join(sorted(set(found))[:40])


@pytest.mark.parametrize(
    ("lang", "pattern"), [("de", r"^\d{1,3}(\.\d{3})+ Treffer"), ("en", r"^\d{1,3}(,\d{3})+ results")]
)
def test_large_counts_are_written_as_the_language_writes_numbers(client, lang, pattern) -> None:
    """On the full data a common word has tens of thousands of results: "22.957 Treffer", not
    "22957 Treffer" beside facet counts written "14.647"."""
    page = BeautifulSoup(client.get(f"/{lang}/?q=Kreatur").get_data(as_text=True), "html.parser")
    summary = " ".join(page.select_one(".results-summary").get_text(" ").split())
    assert re.match(pattern, summary), summary


@pytest.mark.parametrize(
    ("lang", "query", "shown"),
    [
        ("de", '"Land besitzen"', "„‚Land besitzen‘“"),
        ("en", 'blocked "first strike"', "“blocked ‘first strike’”"),
        ("en", '"""', '“"""”'),
        ("de", '"" Rolle', '„"" Rolle“'),
        ("de", "„Legendenregel“", "„‚Legendenregel‘“"),
        ("en", "“legend rule”", "“‘legend rule’”"),
    ],
)
def test_a_typed_phrase_is_shown_in_inner_quotation_marks(client, lang, query, shown) -> None:
    """The count names the query in the language's quotation marks; a phrase typed in
    straight quotes inside them takes the inner marks, not quotes nested in quotes, and so do
    words typed in typographic quotes (a reviewer saw „„Legendenregel““)."""
    page = BeautifulSoup(client.get(f"/{lang}/", query_string={"q": query}).get_data(as_text=True), "html.parser")
    summary = " ".join(page.select_one(".results-summary").get_text(" ").split())
    assert shown in summary, summary


# What a reader must not see: the corpus's files and lines, the seeds' working names, raw ids
# (a ruling's "5643ef4724ee", a glossary entry's "de-rolle").
INTERNAL = re.compile(
    r"corpus/|\.(?:txt|json|toml|py)\b|/(?:work|tmp|home|root)/|\b[Ss]eed \d{3}\b|\b(?:Zeile|line) \d+\b"
    r"|\b[0-9a-f]{12}\b|\b(?:de|en)-[a-z0-9]+(?:-[a-z0-9]+)*\b"
)
EDITORS_PAGES = ("/de/report", "/de/coverage")


def test_no_page_shows_files_lines_or_working_names(german_pages) -> None:
    """Not even the editors' pages, which readers reach too: they name a text's document by its
    title (the file and line are the build's business: `python -m indexer report` lists them)."""
    found = []
    for address, (_, html) in german_pages.items():
        text = BeautifulSoup(html, "html.parser").select_one("main").get_text(" ")
        found += [f"{address}: {match.group(0)!r}" for match in INTERNAL.finditer(text)]
    assert not found, "\n".join(found[:20])


def test_the_editors_report_is_linked_only_from_the_coverage_pages_editors_line(german_pages) -> None:
    linking = []
    assert "/de/coverage" in german_pages
    for address, (_, html) in german_pages.items():
        page = BeautifulSoup(html, "html.parser")
        links = [a for a in page.find_all("a", href=True) if urlsplit(a["href"]).path.rstrip("/") == "/de/report"]
        if links and not address.startswith(EDITORS_PAGES):
            linking.append(address)
        if address == "/de/coverage":
            assert [text_of_parent(a) for a in links] == ["Für die Redaktion: der Bericht über die Regelverweise"]
    assert not linking, linking


def text_of_parent(link) -> str:
    return " ".join(link.parent.get_text(" ").split())


# What is for those who run and edit the site, never for a reader: shell commands, files of the
# project, the names of fields in the data the site imports (MTGJSON's "foreignData").
BACKSTAGE = re.compile(
    r"python -m|\bmake (?:run|test|index|messages|catalogs)\b|\bpip install|README|\b[a-z]+(?:[A-Z][a-z]+)+\b"
)


def test_no_page_shows_commands_files_or_field_names(german_pages) -> None:
    found = []
    for address, (_, html) in german_pages.items():
        text = BeautifulSoup(html, "html.parser").select_one("main").get_text(" ")
        found += [f"{address}: {match.group(0)!r}" for match in BACKSTAGE.finditer(text)]
    assert "/de/report" in german_pages and "/de/sources/" in german_pages
    assert not found, "\n".join(found[:20])


def test_a_badge_is_not_repeated_by_the_text_it_labels(german_pages) -> None:
    """A badge names the kind of what follows it on its line ("Regel" before a rule's number):
    the report read "Regel Regel 111.10s"."""
    lines = []
    for address, (_, html) in german_pages.items():
        for badge in BeautifulSoup(html, "html.parser").select("main .badge"):
            line = text_of(badge.parent)
            lines.append((address, text_of(badge), line[line.index(text_of(badge)) + len(text_of(badge)) :].split()))
    assert any(address == "/de/report" for address, _, _ in lines)
    doubled = [(address, kind, after[:3]) for address, kind, after in lines if after[:1] == kind.split()[-1:]]
    assert not doubled, doubled[:10]


def test_english_quoted_in_german_prose_comes_with_a_visible_notice(german_pages) -> None:
    """English marked lang="en" is not enough for a sighted reader: a ruling's words that an
    example quotes, a rule's opening on the changes page, come with a badge beside them or a
    notice on the page, as search results and ruling pages have."""
    quoted, silent = 0, []
    for address, (_, html) in german_pages.items():
        main = BeautifulSoup(html, "html.parser").select_one("main")
        if main is None:
            continue
        noticed = main.select_one(".notice--untranslated") is not None
        # (the coverage page's list of English left in German rulings says so in its label)
        for element in main.select(':not(.coverage-list__detail) > q[lang="en"], .change__opening[lang="en"]'):
            quoted += 1
            holder = element.find_parent(["li", "p"])
            if not noticed and (holder is None or not holder.select_one(".badge--language")):
                silent.append(f"{address}: {text_of(element)[:60]!r}")
    assert quoted > 10
    assert not silent, "\n".join(silent[:20])
