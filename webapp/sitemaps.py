"""What the sitemaps list: the main pages, and every document's page (rules, glossary entries,
cards, rulings, articles, examples), each in the languages it has, with its versions in the
others. A crawler found the documents only through the links of the main pages and of searches
(/sitemap.xml had listed the 18 main pages; a tester's review).

/sitemap.xml is the index of the parts; a part lists at most PART_URLS addresses (the protocol
allows 50,000 and 50 MB: 37,698 addresses of cards with their versions made 9.9 MB, built in
0.4 s). A part is built when asked for, not kept: crawlers ask seldom, and a worker's memory is
better spent on searches.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from flask import current_app, url_for
from markupsafe import escape

from .i18n import LOCALES
from .index_store import store
from .links import absolute_url, document_urls

PART_URLS = 10_000
# Addresses of a language that take no argument but lead to another page: /cards/ and the
# like redirect to a search (views/pages.py), /rules/changes to the newest changes; and the
# pages for the editors (the report of rule references to check), not for readers.
REDIRECTS = frozenset({"pages.kind_list", "history.latest_changes"})
EDITORS_PAGES = frozenset({"report.report"})
# The kinds of documents, as the sitemaps' parts name them, in the order they are listed.
KINDS = {"rules": "rule", "glossary": "glossary", "cards": "card", "rulings": "ruling", "articles": "article"}
EXAMPLES = "examples"
_ALTERNATE = '<xhtml:link rel="alternate" hreflang="{lang}" href="{url}"/>'
_XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
_URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'


class Page(NamedTuple):
    """A page in each language it has: language -> address."""

    versions: dict[str, str]


def part_names() -> list[str]:
    """The names of the sitemap's parts: "main", then each kind's ("rulings-1", "rulings-2")."""
    names = ["main"]
    for name in [*KINDS, EXAMPLES]:
        count = len(_keys(name))
        per_part = PART_URLS // len(LOCALES)
        names += [f"{name}-{n}" for n in range(1, (count + per_part - 1) // per_part + 1)]
    return names


def sitemap_index() -> str:
    """The index of the parts (sitemaps.org's sitemapindex)."""
    entries = "".join(
        f"<sitemap><loc>{escape(absolute_url(url_for('root.sitemap_part', name=name)))}</loc></sitemap>\n"
        for name in part_names()
    )
    return _XML + '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + entries + "</sitemapindex>\n"


def sitemap_part(name: str) -> str | None:
    """The part `name` (part_names) as a urlset; None for a part that does not exist."""
    return _urlset(_pages(name)) if name in part_names() else None


def _urlset(pages: Iterator[Page]) -> str:
    entries = []
    for page in pages:
        urls = {lang: absolute_url(path) for lang, path in page.versions.items()}
        alternates = "".join(_ALTERNATE.format(lang=lang, url=escape(url)) for lang, url in urls.items())
        if len(urls) == 1:
            alternates = ""
        entries += [f"<url><loc>{escape(url)}</loc>{alternates}</url>" for url in urls.values()]
    return _XML + _URLSET + "\n".join(entries) + "\n</urlset>\n"


def _pages(name: str) -> Iterator[Page]:
    if name == "main":
        yield from _main_pages()
        return
    kind, _, number = name.rpartition("-")
    per_part = PART_URLS // len(LOCALES)
    keys = _keys(kind)[(int(number) - 1) * per_part : int(number) * per_part]
    if kind == EXAMPLES:
        for key in keys:
            yield Page({lang: url_for("examples.example", lang_code=lang, scenario_id=key) for lang in LOCALES})
    elif kind == "glossary":  # (an entry is its language's: "de-trampelschaden" is a German page)
        urls = {lang: document_urls("glossary", lang) for lang in LOCALES}
        yield from (Page({key[:2]: urls[key[:2]](key)}) for key in keys if key[:2] in urls)
    else:
        urls = {lang: document_urls(KINDS[kind], lang) for lang in LOCALES}
        yield from (Page({lang: address(key) for lang, address in urls.items()}) for key in keys)


def _main_pages() -> Iterator[Page]:
    """Each page of a language that takes no argument (start, rules, glossary, terms, help, …)
    but the editors' and those that redirect."""
    endpoints = sorted(
        rule.endpoint
        for rule in current_app.url_map.iter_rules()
        if rule.arguments == {"lang_code"}
        and "GET" in (rule.methods or ())
        and rule.endpoint not in REDIRECTS | EDITORS_PAGES
    )
    for endpoint in endpoints:
        yield Page({lang: url_for(endpoint, lang_code=lang) for lang in LOCALES})


def _keys(name: str) -> list[str]:
    """The keys of the documents a kind of part lists, in order."""
    if name == EXAMPLES:
        return sorted(store().examples.get("scenarios", {}))
    return store().keys(KINDS[name])
