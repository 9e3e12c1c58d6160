"""The 50 most frequent words of the English rulings and their German partners: the learned
pair (translations/learned-pairs.tsv) and the curated term, where either has the word.

    .venv/bin/python tests/benchmarks/ruling_words.py

Words are counted as the index analyses them (English stems, stop words left out), once per
ruling; each is shown in its most frequent spelling. Prints a Markdown table (docs/search.md,
"Learned pairs", holds the latest), and how many of the 50 have a German partner.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from indexer.german.word_pairs import PAIRS_NAME, read_pairs
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.search.analysis.common import TOKEN_PATTERN
from indexer.search.analysis.en import word_terms
from indexer.sources.load import load_corpus

TOP = 50


def main() -> None:
    corpus, terms = load_corpus(CORPUS_DIR, TRANSLATIONS_DIR)
    rulings = Counter()
    spellings: dict[tuple[str, ...], Counter] = defaultdict(Counter)
    for ruling in corpus.rulings.values():
        if "en" not in ruling.texts:
            continue
        seen = set()
        for word in TOKEN_PATTERN.findall(ruling.texts["en"].text):
            key = word_terms(word, True)
            if key and word.isalpha():
                spellings[key][word.casefold()] += 1
                seen.add(key)
        rulings.update(seen)
    pairs, _ = read_pairs(TRANSLATIONS_DIR / PAIRS_NAME, PAIRS_NAME)
    learned = {}
    for pair in sorted(pairs, key=lambda p: -p.score):  # an English word's best partner
        learned.setdefault(word_terms(pair.en, True), pair)
    listed = {word_terms(t.en, True): t.de for t in terms if " " not in t.en and not t.variant}
    print("| English word | rulings | learned German partner (score) | term list |")
    print("|---|---:|---|---|")
    partnered = 0
    for key, count in rulings.most_common(TOP):
        pair, term = learned.get(key), listed.get(key)
        partnered += bool(pair or term)
        shown = f"{pair.de} ({pair.score:.2f})" if pair else "–"
        print(f"| {spellings[key].most_common(1)[0][0]} | {count:,} | {shown} | {term or '–'} |")
    print(f"\n{partnered} of the {TOP} words have a German partner.")


if __name__ == "__main__":
    main()
