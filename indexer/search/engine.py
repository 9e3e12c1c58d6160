"""What searching one index generation keeps in memory, shared by every query of a worker."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from functools import cached_property

import numpy as np
from whoosh.searching import Searcher

from indexer.citations.references import parent_number, rule_sort_key
from indexer.search.analysis.schema import KINDS

from .cache import LruDict
from .clause_cache import ClauseCache
from .evaluate import Evaluator
from .facet_values import FacetValues
from .postings import Postings

# The fields whose postings are read when a generation opens: those every word is searched in.
PRELOADED = frozenset(
    {"title_en", "title_de", "body_en", "body_de", "heading_en", "heading_de", "cardtext_en", "names", "number"}
)
# A rule of at most this many words (as the index counts them) is a heading ("Trample",
# "Two-Headed Giant").
HEADING_TERMS = 4
# A rule that other texts cite weighs 1 + CITED_WEIGHT * ln(1 + n) for n citing documents (at
# most CITED_CAP of them) in a question's results (cited_weights).
CITED_WEIGHT = 0.2
CITED_CAP = 10
# The rules of the game's variants (CR 2025-11-14): Subgames (728), the multiplayer variants
# (806-811: Free-for-All to Alternating Teams) and the casual ones but Commander (901 Planechase,
# 902 Vanguard, 904 Archenemy, 905 Conspiracy Draft). Commander (903) is left out: its rules
# answer questions asked without its name ("color identity", "command zone").
VARIANT_SECTIONS = ("728", "806", "807", "808", "809", "810", "811", "901", "902", "904", "905")
# A word of a query names a variant where at least this share of the rules that have it are
# that variant's: "planar" names Planechase (21 of 41 rules), "poison" not the Two-Headed Giant
# (8 of 21).
VARIANT_SHARE = 0.5
# The terms whose variants (SearchIndex.variants_named) a worker keeps: a query's words were
# mostly in queries before.
VARIANT_TERMS = 8192
# What the clause cache may hold, in bytes of document numbers and scores. At 24 MB a worker's
# peak memory under the HTTP benchmark's load was 298-300 MB, at the target of 300 MB; 16 MB
# (with DOCUMENTS halved, index_store.py) took it to 280-283 MB, and the mean time of 3,000 new
# queries moved within the host's noise (3.51 / 3.34 / 3.32 ms against 3.40 / 3.31 / 3.35 ms).
CLAUSE_CACHE_BYTES = 16 * 1024 * 1024


class SearchIndex:
    """The generation's postings (read as queries need them) and its documents' facet values."""

    def __init__(self, postings: Postings) -> None:
        self.postings = postings
        self.facets = FacetValues(self.postings)
        self._translation_weights: dict[tuple[str, float, float], np.ndarray] = {}
        self.clauses = ClauseCache(CLAUSE_CACHE_BYTES)
        self._variants_of_term = LruDict(VARIANT_TERMS)

    def rules_under(self, numbers: Iterable[str]) -> np.ndarray:
        """The documents of the rules `numbers` and of every rule under them ("605": 605.1,
        605.1a, …; "702.19": 702.19a, …)."""
        ordered = self._rule_numbers
        found = []
        for number in numbers:
            at = bisect_left(ordered, number)
            while at < len(ordered) and ordered[at].startswith(number):
                under = ordered[at]
                if len(under) == len(number) or not under[len(number)].isdigit():
                    found.append(self.postings.term("number", under).ids)
                at += 1
        return np.unique(np.concatenate(found)) if found else np.empty(0, dtype=np.int32)

    def opening_rules(self, number: str) -> np.ndarray:
        """The documents of the rules that open rule `number`: its first rule and that one's
        first ("605": 605.1, 605.1a; "702.83": 702.83a), where a rule is defined. A first
        rule that only says what kind of ability a keyword is ("702.11a Hexproof is a static
        ability.", 19 keywords) defines nothing: the rule after it does (702.11b, "“Hexproof”
        on a permanent means …"), and opens the rule instead."""
        found = []
        for _ in range(2):
            children = self._first_children.get(number)
            if children is None:
                break
            number = children
            found.append(self.postings.term("number", number).ids)
        if found and number.endswith("a") and self.headings(found[-1]).any():
            found[-1] = self.postings.term("number", number[:-1] + "b").ids
        return np.unique(np.concatenate(found)) if found else np.empty(0, dtype=np.int32)

    @cached_property
    def variant_of(self) -> np.ndarray:
        """Per document, 1 + the index in VARIANT_SECTIONS of the variant whose rule it is, or 0."""
        found = np.zeros(self.postings.doc_count, dtype=np.int8)
        for at, section in enumerate(VARIANT_SECTIONS, start=1):
            found[self.rules_under([section])] = at
        return found

    def variants_named(self, terms: Iterable[tuple[str, str]]) -> np.ndarray:
        """Per value of variant_of, whether one of the (field, term) pairs names that variant:
        VARIANT_SHARE of the rules that have the term are the variant's (0, no variant: True)."""
        named = np.zeros(len(VARIANT_SECTIONS) + 1, dtype=bool)
        named[0] = True
        for key in terms:
            found = self._variants_of_term.get(key)
            if found is None:
                found = self._variants_of_term[key] = self._variants_named_by(*key)
            named |= found
        return named

    def _variants_named_by(self, field: str, term: str) -> np.ndarray:
        ids = self.postings.term(field, term).ids
        sections = self.variant_of[ids[self.facets.of_kind("rule")[ids]]]
        counts = np.bincount(sections, minlength=len(VARIANT_SECTIONS) + 1)
        return (counts >= VARIANT_SHARE * len(sections)) & (counts > 0)

    def headings(self, documents: np.ndarray) -> np.ndarray:
        """Per document, whether it has no more words than a heading (HEADING_TERMS)."""
        return self.postings.lengths("body_en")[documents] <= HEADING_TERMS

    @cached_property
    def detailed_rules(self) -> np.ndarray:
        """Per document, the document of the rule a lettered rule details (305.2a and 305.2b,
        how to count the lands played: 305.2, one land a turn), or -1: for every other
        document, and where that rule is a heading (702.19b under "702.19. Trample") or the
        section's number ("305.2" is under "305", but details no rule)."""
        parents = np.full(self.postings.doc_count, -1, dtype=np.int32)
        lengths = self.postings.lengths("body_en")
        for number in self._rule_numbers:
            parent = parent_number(number)
            if parent is None or parent == number.split(".")[0] or not number[-1].isalpha():
                continue
            above = self.postings.term("number", parent).ids
            if len(above) and lengths[above[0]] > HEADING_TERMS:
                parents[self.postings.term("number", number).ids] = above[0]
        return parents

    @cached_property
    def cited_weights(self) -> np.ndarray:
        """Per document, how much a question's match weighs for the documents that cite it: a
        rule that rules, glossary entries, articles and rulings point to ("see rule 704.5c"),
        or that a ruling's runnable example applies, is where the game states what they rely
        on. Among the rules and rulings that share a question's words, the rule cited states the
        case, its neighbours variants, the rulings single cards: "aura goes to graveyard when
        creature dies" had 303.4d, 702.16n and 111.10q before 704.5m (7th; now 1st), "lose the
        game drawing from empty library" nine rulings before 704.5b (17th; now 3rd). 1 for a
        document no text cites."""
        weights = np.ones(self.postings.doc_count, dtype=np.float64)
        for number, citing in self.postings.document_frequencies("cites").items():
            weights[self.postings.term("number", number).ids] = 1 + CITED_WEIGHT * np.log1p(min(citing, CITED_CAP))
        return weights

    @cached_property
    def _rule_numbers(self) -> list[str]:
        return sorted(self.postings.terms("number"))

    @cached_property
    def _first_children(self) -> dict[str, str]:
        first: dict[str, str] = {}
        for number in sorted(self._rule_numbers, key=rule_sort_key, reverse=True):
            parent = parent_number(number)
            if parent:
                first[parent] = number
        return first

    def translation_weights(self, lang: str, boost: float, elsewhere: float = 1.0) -> np.ndarray:
        """Per document, how much a translation of what a reader of `lang` typed counts: `boost`
        where the document has text in `lang` (the words as typed can match there, and count
        more), or is a glossary entry (which has its own entry in `lang`); `elsewhere` in the
        others. On the German site, an English-only ruling is found through the translations of
        the German words, and they are all it has to be found by."""
        key = (lang, boost, elsewhere)
        found = self._translation_weights.get(key)
        if found is None:
            reduced = self.facets.languages[lang] | (self.facets.kinds == KINDS.index("glossary"))
            found = self._translation_weights[key] = np.where(reduced, boost, elsewhere)
        return found

    def evaluator(
        self, searcher: Searcher, lang: str | None = None, translation_boost: float = 1.0, elsewhere: float = 1.0
    ) -> Evaluator:
        """An evaluator for one thread's searcher (which runs what has no array form); with a
        reader's `lang`, translations weigh `translation_boost` or `elsewhere`, per document
        (see translation_weights), and clauses are kept in the generation's clause cache."""
        if lang is None:
            return Evaluator(self.postings, searcher)
        weights = self.translation_weights(lang, translation_boost, elsewhere)
        return Evaluator(self.postings, searcher, weights, self.clauses, (lang, translation_boost, elsewhere))
