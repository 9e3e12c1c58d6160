"""The Whoosh schema: one index, every kind of document, one text field per language."""

from functools import lru_cache

from whoosh.fields import ID, KEYWORD, STORED, TEXT, Schema

from .common import QUERY_TEXTS
from .de import german_analyzer, name_analyzer
from .en import english_analyzer

KINDS = ("ruling", "rule", "article", "card", "glossary")
# The `traits` of a ruling whose text names its card: it is about that card, not the rules.
OWN_CARD = "own-card"
# The `traits` of a glossary entry of an obsolete term ("Remove from the Game (Obsolete)"):
# it points to the term that replaced it.
OBSOLETE = "obsolete"
# The `traits` of a rule that is mostly a list of names (the keyword counters of 122.1b, the
# creature types of 205.3m): it has many words of the game by listing them, not by ruling on them.
LISTING = "listing"
_LANGUAGE_ANALYZERS = {"en": english_analyzer(), "de": german_analyzer()}


def build_schema() -> Schema:
    """Every posting costs build time, so fields are indexed only where a query needs them:
    card names only on cards (the `card:` filter finds rulings through card ids), German printed
    card texts (old wordings, a quarter of all postings) only stored for display, ids and dates
    only stored. English card texts have positions: without them a phrase typed in quotation
    marks had been its words there ("haste flying" found Lightning Angel's "Flying, vigilance,
    haste"; a reader's review); they cost the index 2.8 MB and no measurable build time (51.9 s
    against 52.3 s).
    A rule's heading is indexed, not stored, and weighs as much as its text: a rule is about the
    heading it stands under ("702.83b" under "Exalted" never says "exalted"; 305.2, "A player can
    normally play one land during their turn", stands under "Lands"), and a question in everyday
    words often names the topic and little of the rule's wording (see docs/search.md, "Ranking").
    The `aliases` of a ruling (ids it had before a merge, see assemble.py) and of a card (the
    slugs of its other names and faces, see cards.py) are indexed, to find what an address
    means; a ruling's `traits` say whether it names its card (OWN_CARD), a glossary entry's
    whether its term is obsolete (OBSOLETE)."""
    english = english_analyzer()
    german = german_analyzer()
    return Schema(
        uid=ID(stored=True, unique=True),
        kind=ID(stored=True),
        key=STORED,
        langs=KEYWORD(stored=True),
        title_en=TEXT(analyzer=english, stored=True, field_boost=2.0),
        title_de=TEXT(analyzer=german, stored=True, field_boost=2.0),
        body_en=TEXT(analyzer=english, stored=True),
        body_de=TEXT(analyzer=german, stored=True),
        heading_en=TEXT(analyzer=english),
        heading_de=TEXT(analyzer=german),
        cardtext_en=TEXT(analyzer=english, stored=True),
        cardtext_de=STORED,
        names=TEXT(analyzer=name_analyzer(), field_boost=4.0),
        card=KEYWORD,
        traits=KEYWORD,
        cites=KEYWORD,
        number=ID(stored=True),
        aliases=KEYWORD,
        date=STORED,
        payload=STORED,
    )


@lru_cache(maxsize=QUERY_TEXTS)
def query_terms(text: str, lang: str) -> tuple[str, ...]:
    """The terms a text in `lang` is searched by: its language's analysis in query mode (so
    "Zeitstempels" is "zeitstempel", and a stop word is no term at all). Kept for the texts read
    lately, as the analysis is: the term expansion asks it of each word of a query's runs."""
    return tuple(term for term, _ in _LANGUAGE_ANALYZERS[lang].query_terms(text))


def uid(kind: str, key: str) -> str:
    return f"{kind}:{key}"
