"""What browsers may keep: static files a year at their versioned address, pages five minutes
with an ETag; and what crawlers read (robots.txt, sitemap.xml)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from urllib.parse import parse_qs, urlsplit
from xml.etree import ElementTree

import pytest

from tests.support.helpers import soup, text_of
from webapp.caching import static_url

STATIC = Path(__file__).resolve().parents[2] / "webapp" / "static"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@pytest.mark.parametrize("path", ["/de/", "/en/examples/role-newest-stays"])
def test_every_static_address_names_its_version_and_is_kept_a_year(client, path) -> None:
    page = soup(client.get(path))
    addresses = [tag.get("href") or tag.get("src") for tag in page.select("link[href^='/static/'], script[src]")]
    assert len(addresses) >= 2
    for address in addresses:
        parts = urlsplit(address)
        content = (STATIC / parts.path.removeprefix("/static/")).read_bytes()
        assert parse_qs(parts.query) == {"v": [hashlib.sha256(content).hexdigest()[:12]]}
        assert _cache_control(client, address) == "public, max-age=31536000, immutable"
        assert _cache_control(client, parts.path) == "no-cache"
        assert _cache_control(client, f"{parts.path}?v=old") == "no-cache"


def _cache_control(client, address: str) -> str | None:
    with client.get(address) as response:
        return response.headers.get("Cache-Control")


def test_a_page_is_kept_five_minutes_and_rechecked_by_its_etag(client) -> None:
    page = client.get("/de/rules/702.19")
    assert page.cache_control.public and page.cache_control.max_age == 300
    again = client.get("/de/rules/702.19", headers={"If-None-Match": page.headers["ETag"]})
    assert again.status_code == 304 and again.data == b""
    assert client.get("/en/rules/702.19", headers={"If-None-Match": page.headers["ETag"]}).status_code == 200


def test_errors_and_cookies_are_not_kept(client) -> None:
    assert "Cache-Control" not in client.get("/de/nothing/here").headers
    assert "Cache-Control" not in client.get("/language/de", query_string={"next": "/de/"}).headers


def test_robots_allow_all_but_the_editors_report_and_name_the_sitemap(client) -> None:
    """The editors' report (rule references to check) is for the editors: a reader who found it
    through a search engine took its checks for the site's answers."""
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    lines = response.get_data(as_text=True).splitlines()
    assert lines == [
        "User-agent: *",
        "Disallow: /en/report",
        "Disallow: /de/report",
        "Allow: /",
        "Sitemap: http://127.0.0.1:5000/sitemap.xml",
    ]


def sitemap_paths(client, address: str, tag: str = "url") -> list[str]:
    response = client.get(address)
    assert response.status_code == 200 and response.mimetype == "application/xml"
    entries = ElementTree.fromstring(response.data).findall(f"{SITEMAP}{tag}")
    return [urlsplit(entry.find(f"{SITEMAP}loc").text).path for entry in entries]


def test_the_sitemap_lists_the_main_pages_of_each_language_with_their_versions(client) -> None:
    parts = sitemap_paths(client, "/sitemap.xml", "sitemap")
    assert parts[0] == "/sitemaps/main.xml"
    paths = sitemap_paths(client, parts[0])
    assert {"/en/", "/de/", "/de/rules/", "/de/glossary/", "/en/terms", "/de/help"} <= set(paths)
    assert not {"/en/report", "/de/report"} & set(paths)
    assert len(paths) == len(set(paths)) and all(client.get(path).status_code == 200 for path in paths)


def test_the_sitemap_lists_every_documents_page_in_its_languages(client) -> None:
    """The sitemap had listed the 18 main pages: a crawler found a ruling or a card only through
    searches (a tester's review). Each part holds at most 10,000 addresses."""
    parts = sitemap_paths(client, "/sitemap.xml", "sitemap")
    listed = {part: sitemap_paths(client, part) for part in parts[1:]}
    assert all(0 < len(paths) <= 10_000 for paths in listed.values())
    every = [path for paths in listed.values() for path in paths]
    assert len(every) == len(set(every))
    assert {
        "/en/rules/702.19b",
        "/de/rules/702.19b",
        "/de/glossary/de-trampelschaden",
        "/en/glossary/en-trample",
    } <= set(every)
    assert {"/de/rulings/ea57492ee9ad", "/en/cards/sol-ring", "/de/cards/sol-ring", "/en/articles/role"} <= set(every)
    assert "/en/glossary/de-trampelschaden" not in every  # (an entry is its own language's page)
    for kind in ("rules", "glossary", "cards", "rulings", "articles", "examples"):
        sample = next(paths for part, paths in listed.items() if f"/{kind}-" in part)[:3]
        assert all(client.get(path).status_code == 200 for path in sample), kind
    assert client.get("/sitemaps/cards-99.xml").status_code == 404


def test_a_changed_static_file_gets_its_new_address_at_once(app, monkeypatch, tmp_path) -> None:
    """Static addresses are built once per version (webapp.caching.static_url), the file still
    checked on each call."""
    monkeypatch.setattr(app, "static_folder", str(tmp_path))
    style = tmp_path / "site.css"
    addresses = []
    for number, content in enumerate((b"p { color: red }", b"p { color: blue }")):
        style.write_bytes(content)
        os.utime(style, ns=(number * 10**9, number * 10**9))
        with app.test_request_context("/en/"):
            app.preprocess_request()
            addresses.append(static_url("site.css"))
            assert addresses[-1] == f"/static/site.css?v={hashlib.sha256(content).hexdigest()[:12]}"
    assert addresses[0] != addresses[1]


def test_an_if_match_naming_another_version_is_the_sites_412_page(client) -> None:
    """werkzeug's conditional answer to If-Match: "x" kept the whole rule page and its public
    Cache-Control (a robustness review): the site's 412 page, in the page's language."""
    response = client.get("/de/rules/704.5j", headers={"If-Match": '"x"'})
    assert response.status_code == 412
    assert "public" not in response.headers.get("Cache-Control", "")
    assert "Content-Security-Policy" in response.headers
    page = soup(response)
    assert text_of(page.h1) == "Vorbedingung nicht erfüllt"
    matching = client.get("/de/rules/704.5j", headers={"If-Match": client.get("/de/rules/704.5j").headers["ETag"]})
    assert matching.status_code == 200


@pytest.mark.parametrize(
    ("address", "indexed"),
    [
        ("/en/", True),
        ("/de/rules/702.19b", True),
        ("/en/?q=trample", False),
        ("/de/?q=trampelschaden&page=2", False),
        ("/en/examples/role-response-order/run", False),
    ],
)
def test_results_ask_crawlers_not_to_index_them_but_to_follow_their_links(client, address, indexed) -> None:
    """Each filter, page and example value makes another address of the same documents, which
    have pages of their own; search and run pages were crawlable without end (a tester's
    review)."""
    robots = soup(client.get(address)).select('head meta[name="robots"]')
    assert [meta["content"] for meta in robots] == ([] if indexed else ["noindex, follow"])
