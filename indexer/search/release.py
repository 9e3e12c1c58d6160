"""Searching the rules of one release (`release:2023-10-13`), and the counts of the release facet.

Only the newest release's rules are documents of the index; the texts of every release are
side data (releases.json, see rule_history). A release filter searches those texts: a rule
matches when it matches every unit of the query (release_query: the query read for the
reader's language, through the term list) and ranks by how often the words stand in it for its
length. A word is read with the English analysis (stemmed, stop words left out; a word ending
in * as a prefix), a phrase as typed, case aside, as whole words. A query with a release filter
takes words and phrases only. The texts searched are the English ones: histories and changes
follow the English releases, and the German translation has one release only; a German reader
is shown that release's rules in German (rule_hit_fields).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Set
from functools import cached_property, reduce
from math import sqrt
from operator import and_, or_

import numpy as np
from markupsafe import escape

from indexer.assembly.excerpt import beginning
from indexer.citations.references import find_references
from indexer.citations.release_diff import History
from indexer.citations.rule_tree import own_heading_in
from indexer.search.analysis.common import TOKEN_PATTERN, terms_of
from indexer.search.query.rule_lookup import typed_number
from indexer.search.query.syntax import And, Filter, Node, Phrase, QueryError, Word, rejoined

from .evaluate import members
from .facets import active_filters, filter_value
from .index_store import IndexStore
from .release_query import ORIGINAL, Reading, Unit, release_units
from .snippets import Seen, snippet
from .term_expander import one_term, term_expander

NAME = "release"
# The filter values that keep the releases' rules (all but `rule:` keep every rule or none).
_KEEPING_RULES = (("kind", "rule"), ("lang", ORIGINAL))
SNIPPET_CHARS = 240
# A run of word characters: the phrase's pattern bounds its words by them (_phrase_candidates).
_WORD_RUN = re.compile(r"\w+")
_NO_TEXTS = np.empty(0, dtype=np.int32)


def release_history(store: IndexStore) -> History:
    """The English releases and the changes from each to the next, once per index generation."""
    return store.memo(("rule history",), lambda: History(store.release_texts.get("texts", {}).get(ORIGINAL, {})))


class ReleaseIndex:
    """The terms of every rule of one release: term -> rule number -> how often."""

    def __init__(self, texts: dict[str, str]) -> None:
        self.texts = texts
        self.postings: dict[str, dict[str, int]] = defaultdict(dict)
        self.lengths: dict[str, int] = {}
        self._bits: dict[str, int] = {}  # term -> its rules as a bit set (found_bits), as asked
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

    def search(self, units: list[Unit]) -> list[str]:
        """The numbers of the rules that match every unit, best first."""
        scores: dict[str, float] | None = None
        for unit in units:
            found = self._unit(unit)
            if found is None:
                continue
            scores = found if scores is None else {n: s + found[n] for n, s in scores.items() if n in found}
        if scores is None:
            scores = dict.fromkeys(self.texts, 0.0)
        return sorted(scores, key=lambda n: (-scores[n] / sqrt(self.lengths[n]), n))

    def found(self, units: list[Unit]) -> Set[str]:
        """The rules `search` finds, unordered (see found_bits)."""
        bits, numbers = self.found_bits(units), self._numbers
        return {numbers[at] for at, bit in enumerate(reversed(bin(bits)[2:])) if bit == "1"}

    def found_bits(self, units: list[Unit]) -> int:
        """The rules `search` finds as a bit set (bit i: the i-th text), by set operations on
        each term's bit set: the release facet counts every release for each query and needs
        neither weights nor order. Sets of rule numbers took 0.12 ms a query, most of it in
        intersecting a common word's thousand numbers and more; a bit set of the 3,916 texts is
        a few machine words, and `&` over it a few hundred nanoseconds."""
        found = [bits for bits in map(self._unit_bits, units) if bits is not None]
        return reduce(and_, found) if found else self._every_text

    def _unit_bits(self, unit: Unit) -> int | None:
        """The rules that match a unit by any reading; None where no reading is searched."""
        readings = [found for found in map(self._reading_bits, unit) if found is not None]
        return reduce(or_, readings) if readings else None

    def _reading_bits(self, reading: Reading) -> int | None:
        if isinstance(reading, Phrase) or any(word.prefix for word in reading):
            found = self._reading(reading)
            return None if found is None else self.bits_of(found)
        words = [bits for bits in map(self._word_bits, reading) if bits is not None]
        return reduce(and_, words) if words else None

    def _word_bits(self, word: Word) -> int | None:
        """The rules that have every term of a word (not a prefix); None for a word not searched."""
        terms = terms_of(ORIGINAL)(word.text, True)
        if not terms:
            return None
        return reduce(and_, map(self._term_bits, terms))

    def _term_bits(self, term: str) -> int:
        found = self._bits.get(term)
        if found is None:
            found = self._bits[term] = self.bits_of(self.postings.get(term, {}))
        return found

    def bits_of(self, numbers: Iterable[str]) -> int:
        at = self._positions
        return sum(1 << at[number] for number in numbers)

    @cached_property
    def _positions(self) -> dict[str, int]:
        return {number: at for at, number in enumerate(self.texts)}

    @cached_property
    def _every_text(self) -> int:
        return (1 << len(self.texts)) - 1

    def _unit(self, unit: Unit) -> dict[str, float] | None:
        """Rule number -> weight of the best reading of a unit; None where no reading is searched."""
        best: dict[str, float] | None = None
        for reading in unit:
            found = self._reading(reading)
            if found is None:
                continue
            best = best or {}
            for number, weight in found.items():
                best[number] = max(best.get(number, 0.0), weight)
        return best

    def _reading(self, reading: Reading) -> dict[str, float] | None:
        if isinstance(reading, Phrase):
            pattern = re.compile(
                r"(?<!\w)" + r"\s+".join(map(re.escape, reading.text.split())) + r"(?!\w)", re.IGNORECASE
            )
            return {n: 1.0 for n in self._phrase_candidates(reading) if pattern.search(self.texts[n])}
        found: dict[str, float] | None = None
        for word in reading:
            weights = self._word(word)
            if weights is not None:
                found = weights if found is None else {n: w + weights[n] for n, w in found.items() if n in weights}
        return found

    def _phrase_candidates(self, phrase: Phrase) -> list[str]:
        """The rules whose text has every word of a phrase, in the order of the texts: the only
        ones its pattern can match (a quoted query tried the pattern on every rule of every
        release, 58 ms a query). A match bounds each run of word characters of the phrase as
        a word of the text (the pattern bounds its ends, white space its words, and a word's
        runs are bounded by what it has between them: "face" in "face-down", "doesn" and "t"
        in "doesn’t"), so the rules are those with every such run (_words_in). Finding the
        longest word in all the texts at once (str.find) took 0.6 ms for a card's name, 5 ms
        for "end of"."""
        runs = set(_WORD_RUN.findall(phrase.text.lower()))
        if not runs:
            return list(self.texts)
        having = sorted((self._words_in.get(run, _NO_TEXTS) for run in runs), key=len)
        found = having[0]
        for more in having[1:]:
            found = found[members(found, more)]
        numbers = self._numbers
        return [numbers[at] for at in found.tolist()]

    @cached_property
    def _numbers(self) -> list[str]:
        return list(self.texts)

    @cached_property
    def _words_in(self) -> dict[str, np.ndarray]:
        """Each run of word characters of the texts in lower case -> where the texts that have
        it are in the order of the texts."""
        texts: dict[str, list[int]] = defaultdict(list)
        for at, text in enumerate(self.texts.values()):
            for run in set(_WORD_RUN.findall(text.lower())):
                texts[run].append(at)
        return {run: np.array(found, dtype=np.int32) for run, found in texts.items()}

    def _word(self, word: Word) -> dict[str, float] | None:
        """Rule number -> weight of one word; None for a word that is not searched (a stop word)."""
        if word.prefix:
            # as typed and as its stems, as the normal search reads a prefix (query.build):
            # the postings hold stems, and "trample*" found nothing, "trampl" not starting it
            starts = (word.text.lower(), *terms_of(ORIGINAL)(word.text, True))
            found: dict[str, float] = defaultdict(float)
            for term, numbers in self.postings.items():
                if term.startswith(starts):
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
    nested = next((f for f in _filters_in(node) if f.name == NAME), None)
    if found is None and nested is not None:
        raise QueryError("release_words", name=nested.shown_name)
    return found


def _filters_in(node: object) -> list[Filter]:
    if isinstance(node, Filter):
        return [node]
    children = getattr(node, "nodes", None) or ([node.node] if hasattr(node, "node") else [])
    return [f for child in children for f in _filters_in(child)]


def searched_words(node: Node, name: str = NAME) -> list[Word | Phrase]:
    """The words and phrases of a query without its filters, in order; QueryError (naming the
    release filter as typed, `name`) for anything else."""
    nodes = node.nodes if isinstance(node, And) else (node,)
    kept = [n for n in nodes if not isinstance(n, Filter)]
    if any(not isinstance(n, (Word, Phrase)) for n in kept):
        raise QueryError("release_words", name=name)
    return [n for n in kept if isinstance(n, (Word, Phrase))]


def unknown_releases(store: IndexStore, node: Node) -> list[Filter]:
    """The query's top-level release: filters that name a release the index does not hold."""
    dates = release_history(store).dates
    nodes = node.nodes if isinstance(node, And) else (node,)
    return [n for n in nodes if isinstance(n, Filter) and n.name == NAME and n.value.text.strip() not in dates]


def releases_after_the_first(node: Node) -> list[Filter]:
    """The query's top-level release: filters after its first: one release is searched at a
    time (release_filter takes the first)."""
    nodes = node.nodes if isinstance(node, And) else (node,)
    return [n for n in nodes if isinstance(n, Filter) and n.name == NAME][1:]


def known_releases_only(store: IndexStore, node: Node) -> Node | None:
    """The query without its unknown_releases: a filter value that does not exist is left out,
    as syntax.repaired leaves out the others (None where nothing else is left)."""
    unknown = unknown_releases(store, node)
    if not unknown:
        return node
    kept = tuple(n for n in (node.nodes if isinstance(node, And) else (node,)) if n not in unknown)
    return rejoined(node, kept) if kept else None


def query_units(store: IndexStore, typed: list[Word | Phrase], lang: str) -> list[Unit]:
    """The units a rule must match, from the words and phrases typed, read for a reader of `lang`."""
    looked_up = one_term(typed, term_expander(store, lang), lang)
    return release_units(typed, lang, term_expander(store, lang, looked_up))


def matching(store: IndexStore, release: str, units: list[Unit], filters: list[Filter]) -> list[str]:
    """The rules of a release that match the query's units, and that its other filters keep."""
    index = _release_index(store, release)
    return _kept(index, index.search(units), filters)


def marks(store: IndexStore, typed: list[Word | Phrase], units: list[Unit], lang: str) -> dict[str, frozenset[str]]:
    """The terms a result's text marks, per language: the English of the query's units, and
    the reader's of the words typed (rule_hit_fields shows a translated release in it)."""
    found = {ORIGINAL: _marked_terms(units)}
    if lang != ORIGINAL:
        found[lang] = _marked_in_reader_language(store, typed, lang)
    return found


def _marked_in_reader_language(store: IndexStore, typed: list[Word | Phrase], lang: str) -> frozenset[str]:
    """The terms of the reader's language a result's text in that language marks: those of the
    words typed and of the terms the list translates them into (on the German site,
    "trample" marks „Trampelschaden“ as „Trampelschaden“ marks itself)."""
    analyse = terms_of(lang)
    words = [w for node in typed for w in (node.text.split() if isinstance(node, Phrase) else [node.text])]
    looked_up = one_term(typed, term_expander(store, lang), lang)
    expansions = term_expander(store, lang, looked_up).expansions(words)
    texts = words + [text for e in expansions for term_lang, text, _ in e.terms if term_lang == lang]
    return frozenset(term for text in texts for word in text.split() for term in analyse(word, True))


def _marked_terms(units: list[Unit]) -> frozenset[str]:
    """The English terms a result's snippet marks: those of every reading's words (a phrase's
    too; a prefix marks nothing), as the normal search marks the words it searched."""
    analyse = terms_of(ORIGINAL)
    words = [
        text
        for unit in units
        for reading in unit
        for text in (reading.text.split() if isinstance(reading, Phrase) else [w.text for w in reading if not w.prefix])
    ]
    return frozenset(term for word in words for term in analyse(word, True))


def other_filters(node: Node | None) -> list[Filter]:
    """The query's top-level filters other than its release filter: they apply to a release's
    rules as to every document."""
    return [f for f in active_filters(node) if f.name != NAME]


def excluding(filters: list[Filter]) -> list[Filter]:
    """The filters that keep no rule of any release: the releases' texts are English rules
    about no card, so `kind:` other than `rule`, `lang:` other than English, and `card:`."""
    return [f for f in filters if f.name != "rule" and (f.name, filter_value(f)) not in _KEEPING_RULES]


def _kept(index: ReleaseIndex, keys: Iterable[str], filters: list[Filter]) -> list[str]:
    """The rules of `keys` the filters keep, in order: none where a filter keeps no rule;
    for `rule:`, the rule of that number and those that cite it, as the index's `cites` and
    `number` fields have them."""
    if excluding(filters):
        return []
    for wanted in {typed_number(filter_value(f)) for f in filters if f.name == "rule"}:
        keys = [
            k for k in keys if _number(k) == wanted or wanted in {r.number for r in find_references(index.texts[k])}
        ]
    return list(keys)


def _number(key: str) -> str:
    """The rule number of a key of a release index: the number itself, or in ReleaseVersions
    the number and which of its texts."""
    return key.partition(" ")[0]


def _release_index(store: IndexStore, release: str) -> ReleaseIndex:
    return store.memo(("release index", release), lambda: ReleaseIndex(release_history(store).releases[release]))


def release_counts(store: IndexStore, node: Node, lang: str, filters: list[Filter]) -> dict[str, int]:
    """How many rules of each release the words and phrases of a query find, read as a search
    in that release reads them, and its other filters (`filters`) keep (none: a query that is
    more than words, phrases and filters, or that has a filter keeping no rule)."""
    try:
        typed = searched_words(node)
    except QueryError:
        return {}
    if not typed:
        return {}
    if excluding(filters):
        return {}
    versions = store.memo(("release versions",), lambda: ReleaseVersions(release_history(store)))
    return versions.counts(query_units(store, typed, lang), filters)


class ReleaseVersions:
    """Every text a rule has in the releases, indexed once, for the release facet: a rule
    matches a query by its text, and the releases share most texts (three releases, 9,571
    rules, 3,916 texts), so the texts a query finds, each counted in every release that has
    it, are the counts of a search in each release. Each release's own index asked the same
    of a text up to three times (the release facet was 7 % of a search)."""

    def __init__(self, history: History) -> None:
        keys: dict[tuple[str, str], str] = {}
        held: dict[str, list[str]] = defaultdict(list)
        for release in history.dates:
            for number, text in history.releases[release].items():
                key = keys.setdefault((number, text), f"{number} {len(keys)}")
                held[key].append(release)
        self.dates = history.dates
        self.index = ReleaseIndex({key: text for (_, text), key in keys.items()})
        self._texts = dict.fromkeys(self.dates, 0)  # each release's texts as a bit set
        for key, releases in held.items():
            for release in releases:
                self._texts[release] |= self.index.bits_of((key,))

    def counts(self, units: list[Unit], filters: list[Filter]) -> dict[str, int]:
        """How many rules of each release match the units and the filters keep: the texts
        found, as a bit set, counted in each release's bit set of the texts it has (a query
        of common words finds a thousand texts and more)."""
        if filters:
            found = self.index.bits_of(_kept(self.index, self.index.found(units), filters))
        else:
            found = self.index.found_bits(units)
        return {release: (found & texts).bit_count() for release, texts in self._texts.items()}


def rule_hit_fields(
    store: IndexStore, number: str, release: str, lang: str, marked: dict[str, frozenset[str]], seen: Seen
) -> dict:
    """What a result of a release search shows: the rule, its release and the passages of its
    text with the words searched marked (`marked`, per language), else its start (webapp.hits
    leads it to the rule's history at that release, the newest to the rule's page). A release is
    searched in its English text; a reader of another language is shown the rule in theirs
    where that release was translated (14 November 2025 into German: its English rules had
    shown on the German site, though the filter calls it the newest German release; a reader's
    review), else the English text, `untranslated`."""
    texts = release_history(store).releases[release]
    translated = store.release_texts.get("texts", {}).get(lang, {}).get(release, {}) if lang != ORIGINAL else {}
    text_lang, shown = (lang, translated) if number in translated else (ORIGINAL, texts)
    text = shown[number]
    marked_text = snippet(text, terms_of(text_lang), marked.get(text_lang, frozenset()), size=SNIPPET_CHARS, seen=seen)
    section = own_heading_in(shown, number) or ""
    return {
        "kind": "rule",
        "key": number,
        "lang": text_lang,
        "title": "",
        "snippet": marked_text or escape(beginning(text, SNIPPET_CHARS)),
        "untranslated": lang != text_lang,
        "date": release,
        "title_lang": lang,
        "section": section,
        "section_lang": text_lang if section else "",
    }
