"""Queries evaluated with arrays (indexer.search) match and score as their definition says.

Random query trees over the default corpus's terms (Hypothesis) and the queries the site
builds are checked against an oracle that works one document at a time: each term scored
with BM25 from the index's statistics of the documents that have the field (computed here
from Whoosh's reader, posting by posting), each phrase matched by Whoosh's own phrase matcher,
and the parts combined as the query says. (Whoosh's own tree of matchers is not the oracle:
some nestings of AND NOT and AND MAYBE make it keep a document that the NOT excludes.)"""

from __future__ import annotations

from math import log

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from whoosh import query as wq

from indexer.search.clause_cache import ClauseCache
from indexer.search.evaluate import Evaluator, best, clause_key, intersection, members, plus, union, without
from indexer.search.index_store import IndexStore
from indexer.search.nodes import Best
from indexer.search.postings import NO_MATCHES, WEIGHTING, Matches
from indexer.search.results import run_search

FIELDS = ("title_en", "title_de", "body_en", "body_de", "cardtext_en", "names", "kind", "langs", "cites", "number")
PHRASE_FIELDS = ("title_en", "title_de", "body_en", "body_de", "names")


@pytest.fixture(scope="module")
def vocabulary(store) -> dict[str, list[str]]:
    """Per field, terms of every frequency: the commonest, some rare, every tenth between."""
    reader = store.searcher.reader()
    found = {}
    for field in FIELDS:
        terms = sorted(reader.lexicon(field), key=lambda t: -reader.doc_frequency(field, t))
        found[field] = [t.decode("utf-8") for t in (terms[:8] + terms[8::10][:30] + terms[-4:])]
    return found


def trees(vocabulary: dict[str, list[str]]) -> st.SearchStrategy[wq.Query]:
    boosts = st.sampled_from([1.0, 1.0, 0.3, 0.45, 2.0, 20.0])
    terms = st.builds(
        lambda field, i, boost: wq.Term(field, vocabulary[field][i % len(vocabulary[field])], boost=boost),
        st.sampled_from(FIELDS),
        st.integers(0, 1000),
        boosts,
    )
    phrases = st.builds(
        lambda field, picks, slop, boost: wq.Phrase(
            field, [vocabulary[field][i % len(vocabulary[field])] for i in picks], slop=slop, boost=boost
        ),
        st.sampled_from(PHRASE_FIELDS),
        st.lists(st.integers(0, 12), min_size=2, max_size=3),
        st.integers(1, 3),
        boosts,
    )

    def compounds(children: st.SearchStrategy[wq.Query]) -> st.SearchStrategy[wq.Query]:
        some = st.lists(children, min_size=2, max_size=4)
        return st.one_of(
            st.builds(lambda qs, b: wq.Or(qs, boost=b), some, boosts),
            st.builds(lambda qs, b: wq.And(qs, boost=b), some, boosts),
            st.builds(lambda qs, b: Best(qs, boost=b), some, boosts),
            st.builds(wq.AndMaybe, children, children),
            st.builds(wq.AndNot, children, children),
            st.builds(lambda q, n: wq.And([q, wq.Not(n)]), children, children),
        )

    return st.recursive(st.one_of(terms, phrases), compounds, max_leaves=12)


def whoosh_scores(store: IndexStore, query: wq.Query) -> dict[int, float]:
    return {docnum: score for score, docnum in store.searcher.search(query, limit=None).top_n}


_HAVING: dict[tuple[str, str], tuple[int, float]] = {}


def having(store: IndexStore, field: str) -> tuple[int, float]:
    """How many documents have the field, and their average length."""
    key = (str(store.link), field)
    if key not in _HAVING:
        reader = store.searcher.reader()
        count = sum(1 for d in range(reader.doc_count_all()) if reader.doc_field_length(d, field, 0))
        _HAVING[key] = (count, reader.field_length(field) / max(count, 1))
    return _HAVING[key]


_SCORED: dict[tuple[str, str, str], dict[int, float]] = {}


def term_scores(store: IndexStore, field: str, text: str) -> dict[int, float]:
    """Each document's BM25 score for the term (kept per index: the random trees draw their
    terms from a vocabulary of a few hundred, and scoring one posting by posting was most of
    the test's time). The caller must not change the dictionary."""
    key = (str(store.link), field, text)
    if key not in _SCORED:
        _SCORED[key] = _scored(store, field, text)
    return _SCORED[key]


def _scored(store: IndexStore, field: str, text: str) -> dict[int, float]:
    reader = store.searcher.reader()
    btext = reader.schema[field].to_bytes(text)
    if (field, btext) not in reader:
        return {}
    postings = reader.postings(field, btext)
    found = {}
    while postings.is_active():
        found[postings.id()] = postings.weight()
        postings.next()
    if not reader.schema[field].scorable:
        return dict.fromkeys(found, max(found.values()))
    count, average = having(store, field)
    b = WEIGHTING._field_B.get(field, WEIGHTING.B)
    k1 = WEIGHTING.K1
    idf = log(count / (len(found) + 1)) + 1
    return {
        d: idf * (w * (k1 + 1)) / (w + k1 * ((1 - b) + b * reader.doc_field_length(d, field, 0) / average))
        for d, w in found.items()
    }


def oracle(store: IndexStore, query: wq.Query) -> dict[int, float]:
    """Every match of `query` and its score, document by document."""
    if isinstance(query, wq.Term):
        return {d: s * query.boost for d, s in term_scores(store, query.fieldname, query.text).items()}
    if isinstance(query, wq.Phrase):
        words = [term_scores(store, query.fieldname, word) for word in query.words]
        return {d: sum(w[d] for w in words) * query.boost for d in store.searcher.docs_for_query(query)}
    if isinstance(query, wq.terms.MultiTerm):  # a prefix: Whoosh's own matcher, as the evaluator runs it
        return whoosh_scores(store, query)
    if isinstance(query, wq.Not):
        inner = oracle(store, query.query)
        return {d: 0.0 for d in range(store.searcher.doc_count_all()) if d not in inner}
    if isinstance(query, wq.AndMaybe):
        found, optional = oracle(store, query.a), oracle(store, query.b)
        return {d: s + optional.get(d, 0.0) for d, s in found.items()}
    if isinstance(query, wq.AndNot):
        removed = oracle(store, query.b)
        return {d: s for d, s in oracle(store, query.a).items() if d not in removed}
    if isinstance(query, wq.And):
        wanted = [oracle(store, q) for q in query.subqueries if not isinstance(q, wq.Not)]
        unwanted = set().union(*(oracle(store, q.query) for q in query.subqueries if isinstance(q, wq.Not)))
        common = set.intersection(*(set(w) for w in wanted)) - unwanted
        return {d: sum(w[d] for w in wanted) * query.boost for d in common}
    parts = [oracle(store, q) for q in query.subqueries]
    combine = max if isinstance(query, wq.DisjunctionMax) else sum
    return {d: combine(p[d] for p in parts if d in p) * query.boost for d in set().union(*parts)}


def test_random_trees_match_and_score_as_the_oracle_says(store, vocabulary) -> None:
    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(trees(vocabulary))
    def check(query: wq.Query) -> None:
        expected = oracle(store, query)
        found = store.engine.evaluator(store.searcher).matches(query)
        assert found.ids.tolist() == sorted(expected)
        assert np.allclose(found.scores, [expected[d] for d in found.ids.tolist()], rtol=1e-9, atol=0)

    check()


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Rolle Zeitstempel", "de"),
        ("role most recent timestamp", "en"),
        ('"most recent timestamp"', "en"),
        ("Charmanter Schurke Rolle", "de"),
        ("Einschneiden Ziel", "de"),
        ("adven* role", "en"),
        ("role -hexproof", "en"),
        ("zustandsbasierte Aktion wenn", "de"),
        ("rule:613.7", "en"),
    ],
)
def test_the_site_queries_score_as_the_oracle_says(store, text, lang) -> None:
    """What the search builds for real queries (translations, readings in both languages, card
    names, NOT, prefixes), evaluated as the oracle evaluates them."""
    recorded: list[wq.Query] = []
    evaluate = Evaluator.matches

    def record(evaluator: Evaluator, query: wq.Query) -> Matches:
        recorded.append(query)
        return evaluate(evaluator, query)

    Evaluator.matches = record
    try:
        run_search(store, text, lang, 1, 10)
    finally:
        Evaluator.matches = evaluate
    top = [q for q in recorded if not any(q in list(other.children()) for other in recorded)]
    assert top
    for query in top:
        expected = oracle(store, query)
        found = store.engine.evaluator(store.searcher).matches(query)
        assert found.ids.tolist() == sorted(expected)
        assert np.allclose(found.scores, [expected[d] for d in found.ids.tolist()], rtol=1e-9, atol=0)


def matches(pairs: dict[int, float]) -> Matches:
    ids = sorted(pairs)
    return Matches(np.array(ids, dtype=np.int32), np.array([pairs[i] for i in ids], dtype=np.float64))


def as_dict(found: Matches) -> dict[int, float]:
    return dict(zip(found.ids.tolist(), found.scores.tolist(), strict=True))


@pytest.mark.parametrize("doc_count", [10, 1000])
def test_set_operations(doc_count) -> None:
    """Sparse and dense unions agree; AND adds, AND MAYBE adds where present, NOT removes."""
    a, b = matches({1: 1.0, 3: 2.0, 5: 1.0}), matches({3: 0.5, 4: 4.0})
    assert as_dict(union([a, b], doc_count)) == {1: 1.0, 3: 2.5, 4: 4.0, 5: 1.0}
    assert as_dict(best([a, b], doc_count)) == {1: 1.0, 3: 2.0, 4: 4.0, 5: 1.0}
    assert as_dict(intersection([a, b])) == {3: 2.5}
    assert as_dict(plus(a, b)) == {1: 1.0, 3: 2.5, 5: 1.0}
    assert as_dict(without(a, b)) == {1: 1.0, 5: 1.0}
    assert as_dict(intersection([a, matches({})])) == {}


@given(st.lists(st.integers(0, 2000), max_size=600), st.lists(st.integers(0, 2000), max_size=600))
def test_members_agrees_with_isin(values, ordered) -> None:
    """Membership in a sorted array (by binary search or by mask; repeats allowed on both
    sides) is np.isin's."""
    values_array, ordered_array = np.array(values, dtype=np.int64), np.array(sorted(ordered), dtype=np.int64)
    assert members(values_array, ordered_array).tolist() == np.isin(values_array, ordered_array).tolist()


def test_a_not_alone_matches_everything_else_at_no_score(store) -> None:
    query = wq.Not(wq.Term("kind", "rule"))
    found = Evaluator(store.engine.postings, store.searcher).matches(query)
    assert found.ids.tolist() == sorted(store.searcher.docs_for_query(query))
    assert not found.scores.any()


def test_a_term_read_when_asked_for_matches_as_whoosh_says(store) -> None:
    """A field not read when the generation opens (card ids) is read term by term, from every
    segment that has the term; a term no segment has matches nothing."""
    postings = store.engine.postings
    reader = store.searcher.reader()
    card = next(iter(reader.lexicon("card"))).decode("utf-8")
    assert postings.term("card", card).ids.tolist() == sorted(store.searcher.docs_for_query(wq.Term("card", card)))
    assert not len(postings.term("card", "no-such-card"))


def test_a_clause_and_those_directly_inside_it_are_kept_not_deeper(store) -> None:
    """The clause cache keeps a word's clause and its readings (one level down), not the
    clauses inside those; a kept clause is evaluated as without the cache."""
    inner = wq.Or([wq.Term("body_en", "creature"), wq.Term("title_en", "creature")])
    reading = wq.Or([inner, wq.Term("body_de", "kreatur")])
    word = wq.Or([reading, wq.Term("names", "creature")])
    cache = ClauseCache(1 << 24)
    evaluator = Evaluator(store.engine.postings, store.searcher, cache=cache, cache_key="test")
    found = evaluator.matches(wq.And([word, wq.Term("kind", "rule")]))
    assert len(cache) == 2
    kept = cache.get(("test", clause_key(word)), lambda: NO_MATCHES)
    expected = Evaluator(store.engine.postings, store.searcher).matches(word)
    assert kept.ids.tolist() == expected.ids.tolist() and kept.scores.tolist() == expected.scores.tolist()
    assert cache.get(("test", clause_key(inner)), lambda: NO_MATCHES) is NO_MATCHES
    assert found.ids.tolist() == evaluator.matches(wq.And([word, wq.Term("kind", "rule")])).ids.tolist()
