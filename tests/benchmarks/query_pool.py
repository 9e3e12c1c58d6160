"""A large pool of distinct, realistic search queries cut from the default corpus, half English,
half German, the same for the same seed and corpus.

The HTTP benchmark sends every request a query no request before it sent, as a crowd of
readers does; a short fixed list cycled over (queries.txt) would measure what a worker has kept
from the queries before, not searching. The queries are what readers type, taken from the real
data of each language: runs of two to five words of a sentence of a ruling, a rule or a glossary
definition; card names, alone or with a glossary headword; glossary headwords; rule numbers
(bare or after "rule"/"Regel"); a few of these with a typo, a few quoted. Two queries that fold
to the same words (indexer.search.analysis.names.fold_name: case, umlaut spellings, punctuation) count as one,
whatever their language, so no search is run twice. A query the site would refuse (only very
common words, an operator left open) is dropped: every query sent is a search.

    .venv/bin/python tests/benchmarks/query_pool.py [--size N] [--seed S]

prints the size, the mix and a few samples.
"""

from __future__ import annotations

import argparse
import random
import re
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from indexer.assembly.model import LANGUAGES, Corpus
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.search.analysis.names import fold_name
from indexer.search.query.build import BUILDER
from indexer.search.query.syntax import QueryError, parse
from indexer.sources.load import load_corpus

DEFAULT_SIZE = 150_000
SEED = 20261201
# Words as a reader copies them: hyphenated compounds, apostrophes and rule numbers stay whole.
_WORD = re.compile(r"[^\W_]+(?:[.'’-][^\W_]+)*")
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\n+")
_ASIDE = re.compile(r"\s*\([^)]*\)")
WINDOW_LENGTHS = {2: 35, 3: 30, 4: 20, 5: 15}
RULE_PREFIXES = {"en": ("", "rule "), "de": ("", "Regel ")}
# Attempts per query wanted before giving up: a corpus too small for the size asked.
MAX_ATTEMPTS = 20


class Query(NamedTuple):
    lang: str
    kind: str
    text: str


@dataclass(frozen=True)
class Material:
    """One language's share of the corpus, as queries are cut from it."""

    lang: str
    sentences: list[list[str]]
    # Cumulative word counts, so that a window is drawn evenly over all the words, not over the
    # sentences (which would favour the words of short ones).
    weights: list[int]
    names: list[str]
    terms: list[str]
    numbers: list[str]


def material(corpus: Corpus, lang: str) -> Material:
    texts = [r.texts[lang].text for r in corpus.rulings.values() if lang in r.texts]
    texts += [r.texts[lang].text for r in corpus.rules.values() if lang in r.texts]
    texts += [g.text for g in corpus.glossary if g.lang == lang and g.text]
    sentences = [words for t in texts for s in _SENTENCE_END.split(t) if len(words := _WORD.findall(s)) >= 2]
    weights, total = [], 0
    for words in sentences:
        total += len(words)
        weights.append(total)
    names = {n.name for card in corpus.cards.values() for n in card.names.get(lang, [])}
    names |= {f.name for card in corpus.cards.values() if len(card.faces.get(lang, [])) > 1 for f in card.faces[lang]}
    # Entries with `see` are the German glossary's English headwords pointing to German ones.
    terms = {_ASIDE.sub("", g.term) for g in corpus.glossary if g.lang == lang and g.see is None}
    # A one-digit section alone is a search for the digit, not for the section (rule_lookup).
    numbers = [number for number in corpus.rules if len(number) >= 3]
    return Material(lang, sentences, weights, sorted(names), sorted(terms), numbers)


def words(m: Material, rng: random.Random, lengths: tuple[int, ...] = tuple(WINDOW_LENGTHS)) -> str:
    sentence = rng.choices(m.sentences, cum_weights=m.weights)[0]
    length = min(len(sentence), rng.choices(lengths, [WINDOW_LENGTHS[n] for n in lengths])[0])
    start = rng.randrange(len(sentence) - length + 1)
    return " ".join(sentence[start : start + length])


def card_name(m: Material, rng: random.Random) -> str:
    return rng.choice(m.names)


def card_name_and_term(m: Material, rng: random.Random) -> str:
    return f"{rng.choice(m.names)} {rng.choice(m.terms)}"


def term(m: Material, rng: random.Random) -> str:
    return rng.choice(m.terms)


def rule_number(m: Material, rng: random.Random) -> str:
    return rng.choice(RULE_PREFIXES[m.lang]) + rng.choice(m.numbers)


def typo(m: Material, rng: random.Random) -> str:
    """A card name (most typos are in names) or a run of words, with one letter swapped with
    the next, left out or doubled in one of its longer words; nothing (the pool draws again)
    when it has no word long enough."""
    text = card_name(m, rng) if rng.random() < 0.6 else words(m, rng)
    parts = text.split(" ")
    long = [i for i, part in enumerate(parts) if len(part) >= 5 and part.isalpha()]
    if not long:
        return ""
    i = rng.choice(long)
    word, at = parts[i], rng.randrange(1, len(parts[i]) - 1)
    parts[i] = rng.choice(
        (
            word[:at] + word[at + 1] + word[at] + word[at + 2 :],
            word[:at] + word[at + 1 :],
            word[:at] + word[at] + word[at:],
        )
    )
    return " ".join(parts)


def quoted(m: Material, rng: random.Random) -> str:
    phrase = card_name(m, rng) if rng.random() < 0.5 else words(m, rng, (2, 3, 4))
    return f'"{phrase}"'


MAKERS: dict[str, Callable[[Material, random.Random], str]] = {
    "words": words,
    "card name": card_name,
    "card name and term": card_name_and_term,
    "term": term,
    "rule number": rule_number,
    "typo": typo,
    "quoted": quoted,
}
KIND_WEIGHTS = {
    "words": 58,
    "card name": 18,
    "card name and term": 10,
    "term": 1,
    "rule number": 3,
    "typo": 6,
    "quoted": 4,
}


def searchable(text: str) -> bool:
    """Whether the site runs the query (rather than answering 400 with a message)."""
    try:
        node = parse(text)
        return node is not None and BUILDER.build(node) is not None
    except QueryError:
        return False


def query_pool(size: int = DEFAULT_SIZE, seed: int = SEED, corpus: Corpus | None = None) -> list[Query]:
    """`size` distinct queries in random order, English and German taking turns."""
    if corpus is None:
        corpus, _ = load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)
    materials = {lang: material(corpus, lang) for lang in LANGUAGES}
    rng = random.Random(seed)
    kinds, weights = list(KIND_WEIGHTS), list(KIND_WEIGHTS.values())
    seen: set[str] = set()
    pool: list[Query] = []
    attempts = 0
    while len(pool) < size:
        if attempts == MAX_ATTEMPTS * size:
            raise ValueError(f"the corpus gave only {len(pool):,} distinct queries of the {size:,} asked")
        attempts += 1
        lang = LANGUAGES[len(pool) % len(LANGUAGES)]
        kind = rng.choices(kinds, weights)[0]
        text = MAKERS[kind](materials[lang], rng)
        key = fold_name(text)
        if key and key not in seen and searchable(text):
            seen.add(key)
            pool.append(Query(lang, kind, text))
    return pool


def describe(pool: list[Query], samples: int = 12) -> list[str]:
    """The size, the mix by language and kind, and the first few queries."""
    langs = Counter(q.lang for q in pool)
    kinds = Counter(q.kind for q in pool)
    return [
        f"query pool: {len(pool):,} distinct queries ({', '.join(f'{n:,} {lang}' for lang, n in langs.items())})",
        "  by kind: " + ", ".join(f"{kind} {n:,}" for kind, n in kinds.most_common()),
        *(f"  sample: {q.lang} {q.kind:18} {q.text}" for q in pool[:samples]),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=DEFAULT_SIZE, help=f"queries (default {DEFAULT_SIZE:,})")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    started = time.perf_counter()
    pool = query_pool(args.size, args.seed)
    print("\n".join(describe(pool)))
    print(f"made in {time.perf_counter() - started:.1f} s (corpus loading included)")


if __name__ == "__main__":
    main()
