"""The English-German term list: what the search uses to find a word's translation.

The pairs come from the build (the curated `translations/glossary.tsv` and the pairs read off
the two rules glossaries, each with its source); this page lists them for readers, sorted by
the page language's term. The word pairs learned from the parallel texts (a German word the
list lacks is also searched as its learned English partner) are listed apart, with their score
and where they were learned.
"""

from __future__ import annotations

from flask import render_template
from flask_babel import lazy_gettext as _l

from indexer.analysis_de import fold_german
from indexer.glossary_pairs import CROSS_REFERENCE_SOURCE, SAME_RULES_SOURCE

from ..i18n import language_blueprint, other_locale, page_locale
from ..index_store import store

bp = language_blueprint("terms", __name__)

SOURCE_NAMES = {
    CROSS_REFERENCE_SOURCE: _l("German rules glossary (English term named there)"),
    SAME_RULES_SOURCE: _l("English and German rules glossaries (entries citing the same rules)"),
}


def term_rows(pairs: list[dict[str, str]], lang: str) -> list[dict[str, str]]:
    """One row per distinct pair, sorted by the `lang` term as a reader looks it up."""
    unique = {(p["en"], p["de"]): p for p in pairs}.values()
    return sorted(unique, key=lambda p: (fold_german(p[lang].casefold()), p[other_locale(lang)].casefold()))


@bp.get("/terms")
def term_list() -> str:
    lang = page_locale()
    rows = store().memo(("term rows", lang), lambda: term_rows(store().terms, lang))
    learned = len(store().learned)
    return render_template(
        "terms.html", rows=rows, first=lang, second=other_locale(lang), source_names=SOURCE_NAMES, learned=learned
    )


@bp.get("/terms/learned")
def learned_list() -> str:
    lang = page_locale()
    rows = store().memo(("learned rows", lang), lambda: term_rows(store().learned, lang))
    return render_template("learned_terms.html", rows=rows, first=lang, second=other_locale(lang))
