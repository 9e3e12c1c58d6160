"""The documents of the corpus as readers see them: who published them, in which language,
and what each gives the site (rulings, cards, rules, glossary entries, articles).

Each has a page, `/<lang>/sources/<id>`, where a ruling's "Source: Wizards of the Coast,
1 September 2023" leads; the id is made from the title (file names are editors' business).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from datetime import date

from indexer.assembly.identity import slug
from indexer.assembly.model import Corpus, Source

from .manifest import DocumentSpec

MAX_ID = 80


def source_id(title: str) -> str:
    """ "Wizards of the Coast rulings for Ferocious Werefox ..." -> "wizards-of-the-coast-rulings-for-...",
    at most MAX_ID characters, cut between words."""
    whole = slug(title)
    return whole if len(whole) <= MAX_ID else whole[: MAX_ID + 1].rsplit("-", 1)[0]


def source_link(source: Source) -> dict:
    """What a text's payload says of its document, for the link to its page."""
    return {"id": source_id(source.title), "publisher": source.publisher}


def source_named(source: Source) -> dict:
    """A document as the editors' pages name it: its title, in its language, linked to its page
    (the corpus file and line are for the command line: `python -m indexer report`)."""
    return {"id": source_id(source.title), "title": source.title, "lang": source.lang}


def sources_by_path(corpus: Corpus) -> dict[str, Source]:
    """Corpus file -> its document, for every file that gives rulings, articles or rules."""
    found = {text.source.path: text.source for ruling in corpus.rulings.values() for text in ruling.texts.values()}
    found.update((article.source.path, article.source) for article in corpus.articles.values())
    found.update((held.release.source.path, held.release.source) for held in corpus.history)
    return found


def source_list(specs: list[DocumentSpec], corpus: Corpus) -> list[dict]:
    """One entry per document, in the manifest's order, with what it gives by kind."""
    given = _given(corpus)
    dates = _ruling_dates(corpus)
    served = {release.source.path for release in corpus.releases}
    older = {h.release.source.path: len(h.rules) for h in corpus.history if h.release.source.path not in served}
    effective = {h.release.source.path: h.release.effective.isoformat() for h in corpus.history}
    return [
        {
            "id": source_id(spec.title),
            "title": spec.title,
            "lang": spec.lang,
            "publisher": spec.publisher,
            "format": spec.format,
            "counts": dict(given[spec.relpath]),
            "history": older.get(spec.relpath, 0),  # the rules of an older release: shown in histories
            # The dates of the rulings it gives, first and last: what period the site covers.
            "rulings_from": min(dates[spec.relpath]).isoformat() if dates[spec.relpath] else None,
            "rulings_to": max(dates[spec.relpath]).isoformat() if dates[spec.relpath] else None,
            "effective": effective.get(spec.relpath),  # a release of the rules: the day it took effect
        }
        for spec in specs
    ]


def _ruling_dates(corpus: Corpus) -> dict[str, set[date]]:
    """Source path -> the dates of the rulings it gives."""
    dates: dict[str, set[date]] = defaultdict(set)
    for ruling in corpus.rulings.values():
        if ruling.date:
            for text in ruling.texts.values():
                for path in {text.source.path, *(other.path for other in text.also_in)}:
                    dates[path].add(ruling.date)
    return dates


def _given(corpus: Corpus) -> dict[str, Counter]:
    given: dict[str, Counter] = defaultdict(Counter)
    for ruling in corpus.rulings.values():
        for text in ruling.texts.values():
            for path in {text.source.path, *(other.path for other in text.also_in)}:
                given[path]["ruling"] += 1
    for card in corpus.cards.values():
        for path in {name.source.path for names in card.names.values() for name in names}:
            given[path]["card"] += 1
    for rule in corpus.rules.values():
        for rule_text in rule.texts.values():
            given[rule_text.origin.path]["rule"] += 1
    for entry in corpus.glossary:
        given[entry.origin.path]["glossary"] += 1
    for article in corpus.articles.values():
        given[article.origin.path]["article"] += 1
    return given
