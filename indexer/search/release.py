"""Searching the rules of one release (`release:2023-10-13`), and the counts of the release facet.

Only the newest release's rules are documents of the index; the texts of every release are
side data (releases.json, see rule_history). A release filter searches those texts: a rule
matches when it has every word of the query (the English analysis: stemmed, stop words left
out; a word ending in * as a prefix) and every phrase (as typed, case aside), and ranks by how
often the words stand in it for its length. A query with a release filter takes words and
phrases only. The texts are the English ones: histories and changes follow the English
releases, and the German translation has one release only.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from math import sqrt

from markupsafe import escape

from indexer.assembly.excerpt import beginning
from indexer.citations.release_diff import History
from indexer.search.analysis.common import TOKEN_PATTERN, terms_of
from indexer.search.query.syntax import And, Filter, Node, Phrase, QueryError, Word

from .facets import active_filters
from .index_store import IndexStore

NAME = "release"
SNIPPET_CHARS = 240
ORIGINAL = "en"  # the language whose releases histories and changes follow


def release_history(store: IndexStore) -> History:
    """The English releases and the changes from each to the next, once per index generation."""
    return store.memo(("rule history",), lambda: History(store.release_texts.get("texts", {}).get(ORIGINAL, {})))


class ReleaseIndex:
    """The terms of every rule of one release: term -> rule number -> how often."""

    def __init__(self, texts: dict[str, str]) -> None:
        self.texts = texts
        self.postings: dict[str, dict[str, int]] = defaultdict(dict)
        self.lengths: dict[str, int] = {}
        analyse = terms_of(ORIGINAL)
        cache: dict[str, tuple[str, ...]] = {}
        for number, text in texts.items():
            counts: Counter[str] = Counter()
            for token in TOKEN_PATTERN.findall(text):
                if token not in cache:
                    cache[token] = analyse(token, False)
                counts.update(cache[token])
            self.lengths[number] = max(1, sum(counts.values()))
            for term, count in counts.items():
                self.postings[term][number] = count

    def search(self, words: list[Word], phrases: list[Phrase]) -> list[str]:
        """The numbers of the rules with every word and phrase, best first."""
        scores: dict[str, float] | None = None
        for word in words:
            found = self._word(word)
            if found is None:
                continue
            scores = found if scores is None else {n: s + found[n] for n, s in scores.items() if n in found}
        if scores is None:
            scores = dict.fromkeys(self.texts, 0.0)
        for phrase in phrases:
            wanted = phrase.text.casefold()
            scores = {n: s + 1.0 for n, s in scores.items() if wanted in self.texts[n].casefold()}
        return sorted(scores, key=lambda n: (-scores[n] / sqrt(self.lengths[n]), n))

    def _word(self, word: Word) -> dict[str, float] | None:
        """Rule number -> weight of one word; None for a word that is not searched (a stop word)."""
        if word.prefix:
            stem = word.text.lower()
            found: dict[str, float] = defaultdict(float)
            for term, numbers in self.postings.items():
                if term.startswith(stem):
                    for number, count in numbers.items():
                        found[number] += count
            return found
        terms = terms_of(ORIGINAL)(word.text, True)
        if not terms:
            return None
        found = {}
        for term in terms:
            numbers = self.postings.get(term, {})
            found = dict(numbers) if not found else {n: c + numbers[n] for n, c in found.items() if n in numbers}
            if not found:
                return {}
        return {n: float(c) for n, c in found.items()}


def release_filter(node: Node | None) -> Filter | None:
    """The query's `release:` filter, if it has one; QueryError for one that is not at the
    query's top level (under OR, NOT or in parentheses)."""
    found = next((f for f in active_filters(node) if f.name == NAME), None)
    if found is None and any(f.name == NAME for f in _filters_in(node)):
        raise QueryError("release_words")
    return found


def _filters_in(node: object) -> list[Filter]:
    if isinstance(node, Filter):
        return [node]
    children = getattr(node, "nodes", None) or ([node.node] if hasattr(node, "node") else [])
    return [f for child in children for f in _filters_in(child)]


def searched_words(node: Node) -> tuple[list[Word], list[Phrase]]:
    """The words and phrases of a query without its filters; QueryError for anything else."""
    nodes = node.nodes if isinstance(node, And) else (node,)
    kept = [n for n in nodes if not isinstance(n, Filter)]
    if any(not isinstance(n, (Word, Phrase)) for n in kept):
        raise QueryError("release_words")
    return [n for n in kept if isinstance(n, Word)], [n for n in kept if isinstance(n, Phrase)]


def known_release(store: IndexStore, value: str) -> str:
    """The release a filter value names; QueryError naming the releases held if none."""
    dates = release_history(store).dates
    if value not in dates:
        raise QueryError("filter_value", name=NAME, value=value, known=", ".join(dates))
    return value


def matching(store: IndexStore, release: str, words: list[Word], phrases: list[Phrase]) -> list[str]:
    index = store.memo(("release index", release), lambda: ReleaseIndex(release_history(store).releases[release]))
    return index.search(words, phrases)


def release_counts(store: IndexStore, node: Node) -> dict[str, int]:
    """How many rules of each release the words and phrases of a query find (none: a query
    that is more than words, phrases and filters)."""
    try:
        words, phrases = searched_words(node)
    except QueryError:
        return {}
    if not words and not phrases:
        return {}
    return {release: len(matching(store, release, words, phrases)) for release in release_history(store).dates}


def rule_hit_fields(store: IndexStore, number: str, release: str, lang: str) -> dict:
    """What a result of a release search shows: the rule, its release and the start of its
    text (webapp.hits leads it to the rule's history at that release, the newest to the rule's page)."""
    text = release_history(store).releases[release][number]
    return {
        "kind": "rule",
        "key": number,
        "lang": ORIGINAL,
        "title": "",
        "snippet": escape(beginning(text, SNIPPET_CHARS)),
        "untranslated": lang != ORIGINAL,
        "date": release,
        "title_lang": lang,
    }
