"""How much of the rulings has German text: what the coverage page shows, computed at build time.

Every ruling with an English text should have a German one, so the counts are over those:
complete, partial (English left in the German), missing; the same per card. Cards without
any German text are only counted: on the full data that is thousands of cards, all alike.
The rulings that need work are listed: every partial one, with the English left in it, and
missing ones up to LISTED_MISSING, those of cards that already have some German first (the
natural next work; the export command gives all of them). German texts that no English
original was found for are listed with their place in the corpus.
"""

from __future__ import annotations

from collections import Counter

from indexer.assembly.documents import card_summary
from indexer.assembly.excerpt import beginning
from indexer.assembly.model import COMPLETE, MISSING, PARTIAL, STATUSES, Corpus
from indexer.sources.source_list import source_named

LISTED_MISSING = 200


def coverage(corpus: Corpus) -> dict:
    german = corpus.german
    aligned = [rid for rid, status in german.items() if status.aligned]
    counts = Counter(german[rid].status for rid in aligned)
    cards = _cards(corpus)
    started = {entry["card"]["id"] for entry in cards}
    missing = sorted(
        (rid for rid in aligned if german[rid].status == MISSING),
        key=lambda rid: not started.intersection(corpus.rulings[rid].card_ids),
    )
    return {
        "counts": {status: counts[status] for status in STATUSES},
        "cards": cards,
        "untouched_cards": sum(1 for c in corpus.cards.values() if _aligned_ids(corpus, c.ruling_ids)) - len(cards),
        "partial": [
            {
                **_ruling(corpus, rid),
                "english": [corpus.rulings[rid].texts["de"].text[s:e] for s, e in german[rid].english],
            }
            for rid in aligned
            if german[rid].status == PARTIAL
        ],
        "missing": [_ruling(corpus, rid) for rid in missing[:LISTED_MISSING]],
        "unaligned": [_unaligned(corpus, rid) for rid, status in german.items() if not status.aligned],
    }


def _aligned_ids(corpus: Corpus, ruling_ids: list[str]) -> list[str]:
    return [rid for rid in ruling_ids if corpus.german[rid].aligned]


def _cards(corpus: Corpus) -> list[dict]:
    """Cards that have some German ruling text, most German first."""
    cards = []
    for card in corpus.cards.values():
        per = Counter(corpus.german[rid].status for rid in _aligned_ids(corpus, card.ruling_ids))
        if per[COMPLETE] or per[PARTIAL]:
            cards.append({"card": card_summary(card), "counts": {status: per[status] for status in STATUSES}})
    return sorted(cards, key=lambda c: (-c["counts"][COMPLETE] - c["counts"][PARTIAL], c["card"]["names"]["en"]))


def _ruling(corpus: Corpus, rid: str) -> dict:
    ruling = corpus.rulings[rid]
    cards = [corpus.cards[c] for c in ruling.card_ids]
    return {
        "id": rid,
        "cards": [card_summary(c) for c in cards[:1]],
        "more_cards": max(0, len(cards) - 1),
        "excerpt": {lang: beginning(text.text, 120) for lang, text in ruling.texts.items()},
    }


def _unaligned(corpus: Corpus, rid: str) -> dict:
    """The German text's source for the page; its file and line for `python -m indexer report`."""
    text = corpus.rulings[rid].texts["de"]
    return {
        **_ruling(corpus, rid),
        "source": source_named(text.source),
        "path": text.origin.path,
        "line": text.origin.line,
    }


def summary_line(counts: dict[str, int], unaligned: int) -> str:
    """The build output's line about German ruling texts."""
    line = ", ".join(f"{counts[status]} {status}" for status in STATUSES)
    return f"German ruling texts: {line}; {unaligned} without an English original"
