"""The search help page: the query language with examples that run, in the page language."""

from __future__ import annotations

from flask import render_template

from indexer.search.analysis.schema import KINDS
from indexer.search.index_store import IndexUnavailable
from indexer.search.query.syntax import FIELD_ALIASES, GERMAN_VALUES, MIN_PREFIX

from ..i18n import language_blueprint, page_locale
from ..rate_limits import per_minute
from ..rule_history import release_dates
from .api import ENDPOINTS

bp = language_blueprint("search_help", __name__)

# Example queries per page language; each is a link that runs it. Queries are corpus words,
# not interface text, so they are chosen per language here rather than translated.
EXAMPLES = {
    "en": {
        "words": "Role timestamp",
        "phrase": '"most recent timestamp"',
        "or": "hexproof OR shroud",
        "not": "Role -Cursed",
        "group": "(Role OR Rolle) graveyard",
        "prefix": "adventur*",
        "card": 'card:"Charming Scoundrel" Role',
        "rule": "rule:704.5y",
        "lang": "timestamp lang:de",
        "kind": "timestamp kind:rule",
        "release": '"this Aura" release:2023-10-13',
        "number": "704.5y",
        "typo": "Charming Scoundrell",
    },
    "de": {
        "words": "Rolle Zeitstempel",
        "phrase": '"jüngsten Zeitstempel"',
        "or": "Fluchsicher OR Verhüllt",
        "not": "Rolle -Verfluchte",
        "group": "(Rolle OR Role) Friedhof",
        "prefix": "Abenteuer*",
        "card": 'karte:"Charmante Halunkin" Rolle',
        "rule": "regel:704.5y",
        "lang": "Zeitstempel sprache:englisch",
        "kind": "Zeitstempel art:regel",
        "release": '"this Aura" fassung:2023-10-13',
        "number": "704.5y",
        "typo": "Charmante Halunkn",
    },
}


@bp.get("/help")
def page() -> str:
    german = {name: alias for alias, name in FIELD_ALIASES.items()}
    return render_template(
        "help.html",
        examples=EXAMPLES[page_locale()],
        min_prefix=MIN_PREFIX,
        kinds=KINDS,
        german=german,
        values=GERMAN_VALUES,
        release_dates=_release_dates(),
        api_endpoints=ENDPOINTS,
        limits=per_minute(),
    )


def _release_dates() -> list[str]:
    """The releases of the rules held; none without an index (the help page needs none)."""
    try:
        return release_dates()
    except IndexUnavailable:
        return []
