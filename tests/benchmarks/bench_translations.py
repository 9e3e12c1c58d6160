"""Measure the translation status machinery on the real data of the default corpus.

1. English-fragment detection: false alarms on German text that has no English in it (the
   German Comprehensive Rules), what it finds in the German card texts of MTGJSON, how much of
   the English rulings it flags (each is English as a whole), and the time per text.
2. The default corpus (with the 33,192 English rulings and the German card names): the time to
decide every ruling's status, to compute coverage.json and its size, and the time and size of
`export-translations`.
3. The learned word pairs (translations/learned-pairs.tsv) against the curated term list's
   one-word pairs, which they are not learned from: precision and recall of each German word's
   best partner (issue 10).

Run with `make bench`. Prints figures; asserts nothing.
"""

from __future__ import annotations

import json
import time
from datetime import date
from pathlib import Path

from full_data import BENCH_DIR, DATA_DIR, RULES_DIR
from indexer.formats.parse_rules import parse_comprehensive_rules
from indexer.german.coverage import coverage
from indexer.german.english_fragments import EnglishFinder
from indexer.german.export_translations import export_translations
from indexer.german.translation_status import german_statuses
from indexer.german.word_pairs import PAIRS_NAME, agreement, read_pairs
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.sources.load import english_finder, load_corpus, load_term_list
from indexer.sources.manifest import DocumentSpec
from indexer.terms.term_list import TermPair

SHOWN = 5


def flagged(finder: EnglishFinder, texts: list[str]) -> tuple[list[tuple[str, list[str]]], float]:
    """The texts with English fragments, and the milliseconds per text."""
    started = time.perf_counter()
    found = [(text, [f.text for f in finder.fragments(text)]) for text in texts]
    per_text = (time.perf_counter() - started) * 1000 / max(1, len(texts))
    return [(text, fragments) for text, fragments in found if fragments], per_text


def detection(finder: EnglishFinder) -> None:
    path = RULES_DIR / "comprehensive-rules-de-20251114.txt"
    spec = DocumentSpec(path, path.name, "comprehensive-rules", "de", "German rules", None, 1)
    parsed = parse_comprehensive_rules(spec)
    rules = [text.text for _, text in parsed.rules] + [entry.text for entry in parsed.glossary if entry.text]
    cards = [
        c["text_de"]
        for c in json.loads((DATA_DIR / "card-names-de-mtgjson-v4-20190726.json").read_text())
        if c.get("text_de")
    ]
    rulings = [r["comment"] for r in json.loads((DATA_DIR / "rulings-en-mtgjson-v4-20190726.json").read_text())]
    for label, texts in (("German Comprehensive Rules (rules and glossary)", rules), ("German card texts", cards)):
        found, per_text = flagged(finder, texts)
        print(f"{label}: {len(found)} of {len(texts)} flagged, {per_text:.3f} ms per text")
        for _, fragments in found[:SHOWN]:
            print(f"    {fragments}")
    found, per_text = flagged(finder, rulings)
    print(f"English rulings: {len(found)} of {len(rulings)} flagged as English, {per_text:.3f} ms per text")


def full_data(finder: EnglishFinder) -> list[TermPair]:
    """Prints the figures of part 2; returns the term list the build reads (curated and glossary pairs)."""
    started = time.perf_counter()
    corpus, terms = load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)
    print(
        f"full corpus: {len(corpus.rulings)} rulings, {len(corpus.cards)} cards, loaded in "
        f"{time.perf_counter() - started:.1f} s"
    )
    started = time.perf_counter()
    german_statuses(corpus, finder)
    print(f"statuses of every German ruling text: {(time.perf_counter() - started) * 1000:.0f} ms")
    started = time.perf_counter()
    covered = coverage(corpus)
    seconds = time.perf_counter() - started
    size = len(json.dumps(covered, ensure_ascii=False).encode())
    print(
        f"coverage.json: {seconds * 1000:.0f} ms, {size / 1024:.0f} KiB, counts {covered['counts']}, "
        f"{len(covered['cards'])} cards with German, {covered['untouched_cards']} without"
    )
    target = BENCH_DIR / "de-todo.po"
    started = time.perf_counter()
    result = export_translations(corpus, target, date.today())
    print(
        f"export: {result.lines()[0]} in {time.perf_counter() - started:.1f} s, "
        f"{Path(target).stat().st_size / 1e6:.1f} MB"
    )
    return terms


def learned_pairs(terms: list[TermPair]) -> None:
    pairs, _ = read_pairs(TRANSLATIONS_DIR / PAIRS_NAME, PAIRS_NAME)
    print(f"{len(pairs)} learned pairs {agreement(pairs, [(term.en, term.de) for term in terms]).line()}")


def main() -> None:
    BENCH_DIR.mkdir(parents=True, exist_ok=True)
    finder = english_finder(load_term_list(TRANSLATIONS_DIR))
    detection(finder)
    learned_pairs(full_data(finder))


if __name__ == "__main__":
    main()
