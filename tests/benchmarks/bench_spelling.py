"""How often the spelling suggestion restores a mistyped word of a real question.

The questions are those of the relevance sets (tests/relevance/*.toml, written as judges and
players type them). In each sampled question one word of six letters or more, typed in lower case,
gets one typing mistake at random (a letter left out, two neighbours swapped, or a letter changed
into a common one), and the question so typed is given to the suggestion (the corrected query a
page offers or searches instead). A word counts as restored where the suggestion has it again as
the question had it; as left where the suggestion leaves the typo (or makes none); as another
word otherwise (a form of the same word, its translation or a wrong word alike). The sample is the
same in every run (a fixed seed).

Run with `make bench` (after bench_search.py, whose index of the default corpus it reads; built
if missing). Prints figures; asserts nothing.
"""

from __future__ import annotations

import random
import re
import time
import tomllib
from collections import Counter
from pathlib import Path

from full_data import BENCH_INDEX, build_full_index
from indexer.search.index_store import IndexStore
from indexer.search.suggest.spelling import spelling

SETS = Path(__file__).parents[1] / "relevance"
SEED = 5
SAMPLE = 1_800
SHOWN = 12
_WORD = re.compile(r"[a-zäöüß]{6,}")


def questions() -> list[tuple[str, str]]:
    """(language, question) of every relevance set, in a fixed random order."""
    found = [
        (case["lang"], case["q"])
        for path in sorted(SETS.glob("*.toml"))
        for case in tomllib.loads(path.read_text(encoding="utf-8"))["query"]
    ]
    random.Random(SEED).shuffle(found)
    return found


def mistyped(word: str, rng: random.Random) -> str:
    """`word` with one typing mistake inside it (the first and last letters kept)."""
    at = rng.randrange(1, len(word) - 1)
    kind = rng.choice("lsc")
    if kind == "l":
        return word[:at] + word[at + 1 :]
    if kind == "s":
        return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    return word[:at] + rng.choice("aeinrst") + word[at + 1 :]


def main() -> None:
    if not BENCH_INDEX.exists():
        build_full_index()
    store = IndexStore(BENCH_INDEX)
    rng = random.Random(SEED)
    counts: Counter[str] = Counter()
    examples: dict[str, list[str]] = {"left": [], "another word": []}
    started = time.perf_counter()
    for lang, question in questions()[:SAMPLE]:
        words = question.split()
        chosen = [i for i, word in enumerate(words) if _WORD.fullmatch(word)]
        if not chosen:
            continue
        at = rng.choice(chosen)
        typo = mistyped(words[at], rng)
        if typo == words[at]:
            continue
        suggested = spelling(store, " ".join([*words[:at], typo, *words[at + 1 :]]), lang)
        given = suggested.text.split() if suggested else [*words[:at], typo, *words[at + 1 :]]
        word = given[at] if len(given) == len(words) else None
        outcome = (
            "restored"
            if word is not None and word.lower() == words[at].lower()
            else "left"
            if word == typo
            else "another word"
        )
        counts[outcome] += 1
        if outcome == "left":
            examples[outcome].append(f"{lang} {typo} ({words[at]})")
        elif outcome == "another word":
            examples[outcome].append(f"{lang} {typo} ({words[at]}) -> {word or (suggested.text if suggested else '')}")
    seconds = time.perf_counter() - started
    total = sum(counts.values())
    print(f"Spelling: one typo in a word of {total:,} questions of the relevance sets ({seconds:.1f} s)")
    for outcome in ("restored", "left", "another word"):
        print(f"  {outcome:>12}: {counts[outcome]:5,} ({counts[outcome] / total:.1%})")
    for outcome, shown in examples.items():
        print(f"  {outcome}, the first {SHOWN}: " + "; ".join(shown[:SHOWN]))


if __name__ == "__main__":
    main()
