"""The status of every ruling's German text, computed once per build.

Ruling pages, card pages, search results, the coverage page, the translators' export and the
build's output all show the same status, so it is decided here and stored, never recomputed
by the web app.
"""

from __future__ import annotations

from indexer.assembly.model import COMPLETE, MISSING, PARTIAL, Corpus, GermanStatus, Ruling

from .english_fragments import EnglishFinder


def german_status(ruling: Ruling, finder: EnglishFinder) -> GermanStatus:
    german = ruling.texts.get("de")
    if german is None:
        return GermanStatus(MISSING)
    english = tuple((f.start, f.end) for f in finder.fragments(german.text))
    return GermanStatus(PARTIAL if english else COMPLETE, english, aligned="en" in ruling.texts)


def german_statuses(corpus: Corpus, finder: EnglishFinder) -> dict[str, GermanStatus]:
    return {rid: german_status(ruling, finder) for rid, ruling in corpus.rulings.items()}
