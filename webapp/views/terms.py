"""The English-German term list: what the search uses to find a word's translation.

The pairs come from the build (the curated `translations/glossary.tsv` and the pairs read off
the two rules glossaries, each with its source); this page lists them for readers, sorted by
the page language's term. The word pairs learned from the parallel texts (a German word the
list lacks is also searched as its learned English partner) are listed apart, with their score
and where they were learned.
"""

from __future__ import annotations

import re

from flask import render_template
from flask_babel import lazy_gettext as _l

from indexer.assembly.model import other_language
from indexer.search.analysis.de import fold_german
from indexer.terms.glossary_pairs import CROSS_REFERENCE_SOURCE, SAME_RULES_SOURCE

from ..i18n import language_blueprint, page_argument, page_locale
from ..index_store import store
from ..page_pieces import rendered, rendered_once

bp = language_blueprint("terms", __name__)

_LEADING_SIGNS = re.compile(r"^[\W_]+")
# A filter is a word or two; what is longer is cut, not refused.
MAX_FILTER = 100

SOURCE_NAMES = {
    CROSS_REFERENCE_SOURCE: _l("German rules glossary (English term named there)"),
    SAME_RULES_SOURCE: _l("English and German rules glossaries (entries citing the same rules)"),
}


def sort_key(term: str) -> str:
    """How a term is sorted and filed: by its first letter or digit (“Bands with Other” under
    B, where its quotation mark had filed it after Z, under a second "#")."""
    return _LEADING_SIGNS.sub("", fold_german(term.casefold()))


def _pair_key(pair: dict) -> tuple[str, str]:
    return pair["en"].casefold(), pair["de"].casefold()


def term_rows(pairs: list[dict], lang: str) -> list[dict]:
    """One row per distinct pair, case aside, sorted by the `lang` term as a reader looks it up:
    the curated "player" and the glossary's capitalised "Player" are one row, spelled as first
    given, with the sources of both (`sources`). A variant spelling is listed with the term it
    spells (under `variants`, by language), not as a row."""
    rows: dict[tuple[str, str], dict] = {}
    for pair in (p for p in pairs if not p.get("variant")):
        row = rows.setdefault(_pair_key(pair), {**pair, "sources": [], "variants": {"en": [], "de": []}})
        if "source" in pair and pair["source"] not in row["sources"]:
            row["sources"].append(pair["source"])
    for variant in (p for p in pairs if p.get("variant")):
        for same, differs in (("en", "de"), ("de", "en")):
            term = next((row for row in rows.values() if row[same] == variant[same]), None)
            if term is not None and variant[differs] not in term["variants"][differs]:
                term["variants"][differs].append(variant[differs])
                break
    return sorted(rows.values(), key=lambda p: (sort_key(p[lang]), p[other_language(lang)].casefold()))


@bp.app_template_filter("term_letter")
def letter(term: str) -> str:
    """The letter a term is filed under in the A-Z index ("#" for a digit or sign)."""
    first = sort_key(term)[:1].upper()
    return first if first.isalpha() else "#"


def filtered(rows: list[dict], text: str) -> list[dict]:
    """The rows where a word of either term (or of a variant) begins with `text`, case and
    umlauts aside: "Rolle" finds "Rolle" and "Verflucht-Rolle", not "Controller" or "Kontrolle"
    (the page's script filters the same way)."""
    wanted = sort_key(text.strip())
    if not wanted:
        return rows
    starts = re.compile(r"(?<![^\W_])" + re.escape(wanted))
    return [row for row in rows if any(starts.search(sort_key(term)) for term in _terms_of(row))]


def _terms_of(row: dict) -> list[str]:
    return [row["en"], row["de"], *(v for forms in row.get("variants", {}).values() for v in forms)]


def _term_page(template: str, table: str, key: str, pairs: list[dict], **extra) -> str:
    lang = page_locale()
    rows = store().memo((key, lang), lambda: term_rows(pairs, lang))
    text = page_argument("filter")[:MAX_FILTER]
    shown = filtered(rows, text)
    context = {"total": len(rows), "first": lang, "second": other_language(lang), **extra}
    # (where it shows every pair, the table is the same for every request of its language)
    shown_table = (rendered_once if shown is rows else rendered)(table, rows=shown, **context)
    return render_template(template, rows=shown, filter_text=text, table=shown_table, **context)


@bp.get("/terms")
def term_list() -> str:
    return _term_page(
        "terms.html",
        "_terms_table.html",
        "term rows",
        store().terms,
        source_names=SOURCE_NAMES,
        learned=len(store().learned),
    )


@bp.get("/terms/learned")
def learned_list() -> str:
    return _term_page("learned_terms.html", "_learned_table.html", "learned rows", store().learned)
