"""The English-German term list page."""

import pytest

from helpers import soup, text_of
from webapp.views.terms import term_rows


@pytest.mark.parametrize(("lang", "first", "source_word"), [("en", "English", "glossar"), ("de", "Deutsch", "Glossar")])
def test_pairs_sorted_by_the_page_language_with_sources(client, lang, first, source_word) -> None:
    page = soup(client.get(f"/{lang}/terms"))
    assert page.html["lang"] == lang
    assert text_of(page.select_one("thead th")) == first
    rows = page.select("tbody tr")
    assert len(rows) > 600
    cells = {(text_of(r.select("td")[0]), text_of(r.select("td")[1])) for r in rows}
    assert (("Role", "Rolle") if lang == "en" else ("Rolle", "Role")) in cells
    link = page.select_one(f'tbody td[lang="{lang}"] a')
    assert link["href"].startswith(f"/{lang}/?q=")
    derived = [text_of(r.select("td")[2]) for r in rows if not r.select("td")[2].get("lang")]
    assert derived and all(source_word in source and "rules-glossary:" not in source for source in derived)


def test_rows_fold_umlauts_when_sorting() -> None:
    rows = term_rows([
        {"en": "Zone", "de": "Zone", "source": "s"},
        {"en": "Ability", "de": "Fähigkeit", "source": "s"},
        {"en": "Flying", "de": "Flugfähigkeit", "source": "s"},
        {"en": "Flying", "de": "Flugfähigkeit", "source": "s"},
    ], "de")
    assert [r["de"] for r in rows] == ["Fähigkeit", "Flugfähigkeit", "Zone"]


@pytest.mark.parametrize(("lang", "pair", "counts"), [("en", ("random", "zufällig"), "linked"), ("de", ("zufällig", "random"), "verknüpft")])
def test_learned_pairs_are_listed_apart_with_where_they_were_learned(client, lang, pair, counts) -> None:
    terms = soup(client.get(f"/{lang}/terms"))
    link = next(a for a in terms.select(".terms p a") if a["href"] == f"/{lang}/terms/learned")
    page = soup(client.get(link["href"]))
    rows = {(text_of(r.select("td")[0]), text_of(r.select("td")[1])): r for r in page.select("tbody tr")}
    assert len(rows) > 1000 and str(len(rows)) in text_of(link).replace(",", "").replace(".", "")
    row = rows[pair]
    assert [td.get("lang") for td in row.select("td")] == [lang, "de" if lang == "en" else "en", None]
    assert counts in text_of(row.select("td")[2])
