"""The page structure every template shares (templates/base.html and its partials), checked on
every kind of page in both languages: what a screen reader or keyboard user depends on.

One banner, main and content-info landmark each, navigation landmarks named; one <h1>, headings that do not skip
a level; every form control has a label; ids are unique and every in-page link and
aria-labelledby/-describedby points at one; pictures have a text alternative; the skip link
leads to the main content.
"""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from tests.support.helpers import soup, text_of

PATHS = (
    "/{lang}/",
    "/{lang}/?q=Rolle+Zeitstempel",
    "/{lang}/?q=role&kind=ruling",
    "/{lang}/?q=Charming+Scoundrell",
    "/{lang}/?q=%22offen",
    "/{lang}/rulings/af7530f8be2b",
    "/{lang}/rulings/350312f046ed",
    "/{lang}/cards/charming-scoundrel",
    "/{lang}/cards/fire",  # two faces printed in one language only
    "/{lang}/articles/role",
    "/{lang}/rules/",
    "/{lang}/rules/704",
    "/{lang}/rules/704.5y",
    "/{lang}/rules/704.5zz",
    "/{lang}/terms",
    "/{lang}/terms/learned",
    "/{lang}/help",
    "/{lang}/coverage",
    "/{lang}/report",
    "/{lang}/examples/role-response-order",
    "/{lang}/no-such-page",
)
LANDMARKS = {"header": "banner", "main": "main", "footer": "contentinfo"}
CONTROLS = "input:not([type=hidden]):not([type=submit]):not([type=button]), select, textarea"


def pages(client, lang: str) -> list[tuple[str, BeautifulSoup]]:
    """Every page of PATHS, the first glossary entry a rule page links to, and an example run
    (its result page)."""
    found = [(path.format(lang=lang), soup(client.get(path.format(lang=lang)))) for path in PATHS]
    rule = dict(found)[f"/{lang}/rules/704.5y"]
    entry = rule.select_one("main a[href*='/glossary/']")["href"]
    found.append((entry, soup(client.get(entry))))
    run = f"/{lang}/examples/role-response-order/run"
    found.append((run, soup(client.post(run))))
    return found


@pytest.fixture(scope="module", params=["en", "de"])
def site_pages(app, request) -> list[tuple[str, BeautifulSoup]]:
    return pages(app.test_client(), request.param)


def problems(page: BeautifulSoup) -> list[str]:
    """What is wrong with one page's structure."""
    return (
        landmark_problems(page)
        + heading_problems(page)
        + label_problems(page)
        + reference_problems(page)
        + picture_problems(page)
    )


def landmark_problems(page: BeautifulSoup) -> list[str]:
    found = []
    for tag, role in LANDMARKS.items():
        top = [
            e for e in page.find_all(tag) if tag == "main" or not e.find_parent(["main", "article", "section", "aside"])
        ]
        if len(top) != 1:
            found.append(f"{len(top)} {role} landmarks ({tag})")
    navs = page.find_all("nav")
    if not navs:
        found.append("no navigation landmark")
    for nav in navs:
        if len(navs) > 1 and not (nav.get("aria-label") or nav.get("aria-labelledby")):
            found.append("a navigation landmark among several has no name")
    return found


def heading_problems(page: BeautifulSoup) -> list[str]:
    headings = page.find_all(["h1", "h2", "h3", "h4", "h5", "h6"])
    found = [f"{len(page.find_all('h1'))} h1"] if len(page.find_all("h1")) != 1 else []
    level = 0
    for heading in headings:
        this = int(heading.name[1])
        if this > level + 1:
            found.append(f"{heading.name} {text_of(heading)!r} after h{level}")
        if not text_of(heading):
            found.append(f"empty {heading.name}")
        level = this
    return found


def label_problems(page: BeautifulSoup) -> list[str]:
    labelled = {label["for"] for label in page.find_all("label", attrs={"for": True})}
    found = []
    for control in page.select(CONTROLS):
        named = (
            control.get("id") in labelled
            or control.find_parent("label")
            or control.get("aria-label")
            or control.get("aria-labelledby")
        )
        if not named:
            found.append(f"unlabelled {control.name} {control.get('name')!r}")
    for button in page.find_all("button"):
        if not (text_of(button) or button.get("aria-label")):
            found.append("button without a name")
    return found


def reference_problems(page: BeautifulSoup) -> list[str]:
    ids = [e["id"] for e in page.find_all(id=True)]
    found = [f"id {i!r} used {ids.count(i)} times" for i in sorted(set(ids)) if ids.count(i) > 1]
    for link in page.select("a[href^='#']"):
        if link["href"] != "#" and link["href"][1:] not in ids:
            found.append(f"link to missing #{link['href'][1:]}")
    for attribute in ("aria-labelledby", "aria-describedby", "aria-controls", "for"):
        for element in page.find_all(attrs={attribute: True}):
            found += [f"{attribute} names missing {name!r}" for name in element[attribute].split() if name not in ids]
    return found


def picture_problems(page: BeautifulSoup) -> list[str]:
    found = [f"img without alt: {img.get('src')}" for img in page.find_all("img") if img.get("alt") is None]
    for svg in page.find_all("svg"):
        hidden = svg.get("aria-hidden") == "true"
        named = svg.get("aria-label") or svg.get("aria-labelledby") or svg.find("title")
        if not hidden and not (svg.get("role") == "img" and named):
            found.append("svg neither hidden nor an image with a name")
    return found


def test_every_page_has_a_sound_structure(site_pages) -> None:
    found = [f"{path}: {problem}" for path, page in site_pages for problem in problems(page)]
    assert not found, "\n".join(found)


def test_the_skip_link_leads_to_main(site_pages) -> None:
    assert site_pages
    for path, page in site_pages:
        skip = page.select_one("a.skip-link")
        assert skip is not None and page.select_one("main")["id"] == skip["href"][1:], path
        assert page.find("a") is skip, path


def test_the_checks_find_what_they_look_for() -> None:
    broken = BeautifulSoup(
        "<header></header><nav></nav><nav></nav><h1>A</h1><h3>B</h3><h2></h2>"
        '<input name="q"><button></button><p id="x"></p><p id="x"></p><a href="#gone">g</a>'
        '<img src="i.png"><svg></svg><footer></footer>',
        "html.parser",
    )
    assert problems(broken) == [
        "0 main landmarks (main)",
        "a navigation landmark among several has no name",
        "a navigation landmark among several has no name",
        "h3 'B' after h1",
        "empty h2",
        "unlabelled input 'q'",
        "button without a name",
        "id 'x' used 2 times",
        "link to missing #gone",
        "img without alt: i.png",
        "svg neither hidden nor an image with a name",
    ]


SECTIONS = {"en": ["Rules", "Glossary", "Examples"], "de": ["Regelwerk", "Glossar", "Beispiele"]}


def test_every_page_leads_to_the_rules_glossary_and_examples_from_its_header(client, site_pages) -> None:
    """The sections were linked from the footer only: on a phone, below every result."""
    assert site_pages
    targets = {}
    for path, page in site_pages:
        lang = path.split("/")[1]
        links = page.select("header nav.site-nav a")
        assert [text_of(link) for link in links] == SECTIONS[lang], path
        targets.update({link["href"]: (path, lang) for link in links})
    for href, (path, lang) in targets.items():
        target = client.get(href)
        assert target.status_code == 200 and soup(target).html["lang"] == lang, (path, href)
