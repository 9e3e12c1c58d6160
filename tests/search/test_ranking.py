"""The first page's order: the reader's language and the other side mixed, pages agreeing."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from indexer.search.postings import Matches
from indexer.search.ranking import mixed_documents, one_of_kind_early, stating_rules_first, top_documents


def matches(scores: list[float]) -> Matches:
    return Matches(np.arange(len(scores), dtype=np.int32), np.array(scores, dtype=float))


def test_after_two_of_one_side_the_other_comes_if_it_scores_half_as_much() -> None:
    # documents 0-3 in the reader's language, 4-5 not
    preferred = np.array([True, True, True, True, False, False])
    found = matches([10.0, 9.0, 8.0, 7.0, 5.0, 1.0])
    assert mixed_documents(found, 6, preferred, None, 2, 0.5) == [0, 1, 4, 2, 3, 5]
    assert mixed_documents(found, 6, preferred, None, 2, 0.75) == [0, 1, 2, 3, 4, 5]


def test_a_higher_tier_is_not_passed_over() -> None:
    preferred = np.array([True, True, True, False])
    found = matches([10.0, 9.0, 8.0, 7.0])
    tiers = np.array([1, 1, 1, 0], dtype=np.int32)
    assert mixed_documents(found, 4, preferred, tiers, 2, 0.1) == [0, 1, 2, 3]


@given(
    st.lists(st.tuples(st.floats(0.1, 100.0), st.booleans()), min_size=1, max_size=40),
    st.integers(1, 10),
)
def test_pages_agree_and_show_each_document_once(docs: list[tuple[float, bool]], per_page: int) -> None:
    found = matches([score for score, _ in docs])
    preferred = np.array([side for _, side in docs])
    whole = mixed_documents(found, len(docs), preferred, None, 2, 0.5)
    assert sorted(whole) == list(range(len(docs)))
    for pages in range(1, len(docs) // per_page + 2):
        assert mixed_documents(found, pages * per_page, preferred, None, 2, 0.5) == whole[: pages * per_page]


def by_sorting(found: Matches, limit: int, preferred: np.ndarray, tiers: np.ndarray | None) -> list[int]:
    """top_documents by sorting every match: those at least as good (tier, then score) as the
    `limit`-th best, in order."""
    levels = np.zeros(len(found), dtype=np.int32) if tiers is None else tiers
    best = sorted(zip(levels.tolist(), found.scores.tolist(), strict=True), reverse=True)
    last = best[min(limit, len(best)) - 1]
    kept = [i for i, key in enumerate(zip(levels.tolist(), found.scores.tolist(), strict=True)) if key >= last]
    return sorted(kept, key=lambda i: (-levels[i], -found.scores[i], not preferred[i], i))


@given(
    st.integers(1, 6000),
    st.integers(1, 60),
    st.integers(1, 40),
    st.sampled_from([0.0, 0.5, 0.95]),
    st.booleans(),
    st.integers(0, 2**32 - 1),
)
def test_the_best_are_those_a_sort_of_every_match_finds(
    count: int, limit: int, distinct: int, zeros: float, tiered: bool, seed: int
) -> None:
    """Many matches with few distinct scores, most of them 0 or not, in tiers or not: the
    cut (sampled where there are many) keeps what sorting them all keeps."""
    rng = np.random.default_rng(seed)
    scores = rng.integers(1, distinct + 1, count) / 7.0
    scores[rng.random(count) < zeros] = 0.0
    found = matches(scores.tolist())
    preferred = rng.random(count) < 0.5
    tiers = rng.integers(0, 3, count).astype(np.int32) if tiered else None
    assert top_documents(found, limit, preferred, tiers) == by_sorting(found, limit, preferred, tiers)


def test_the_best_of_a_kind_follows_the_first_two_if_it_scores_enough() -> None:
    # documents 3 and 4 are of the kind (rules); the first three are not
    kind = np.array([False, False, False, True, True, False])
    found = matches([10.0, 9.0, 8.0, 3.0, 2.0, 1.0])
    ranked = [0, 1, 2, 3, 4, 5]
    assert one_of_kind_early(ranked, found, None, kind, 2, 0.3) == [0, 1, 3, 2, 4, 5]
    assert one_of_kind_early(ranked, found, None, kind, 2, 0.5) == ranked
    assert one_of_kind_early([0, 1, 3, 2, 4, 5], found, None, kind, 2, 0.3) == [0, 1, 3, 2, 4, 5]


def test_the_best_of_a_kind_passes_a_higher_tier_and_joins_a_page_it_was_not_on() -> None:
    kind = np.array([False, False, False, False, True])
    found = matches([5.0, 4.0, 3.0, 2.0, 6.0])
    tiers = np.array([1, 1, 1, 1, 0], dtype=np.int32)
    assert one_of_kind_early([0, 1, 2], found, tiers, kind, 2, 0.3) == [0, 1, 4, 2]
    whole = one_of_kind_early([0, 1, 2, 3, 4], found, tiers, kind, 2, 0.3)
    assert whole == [0, 1, 4, 2, 3]


def test_a_rule_goes_just_before_the_lettered_rules_detailing_it_if_it_scores_enough() -> None:
    # document 2 details document 0, document 3 details document 1; document 4 details none
    detailed = np.array([-1, -1, 0, 1, -1])
    found = stating_rules_first(matches([8.0, 4.0, 10.0, 10.0, 9.0]), detailed, 0.7, 1.001)
    assert found.scores.tolist() == pytest.approx([10.01, 4.0, 10.0, 10.0, 9.0])


def test_a_rule_is_not_raised_by_lettered_rules_it_does_not_detail_or_that_did_not_match() -> None:
    detailed = np.array([-1, 0, -1, 2])
    found = Matches(np.array([0, 2], dtype=np.int32), np.array([8.0, 9.0]))
    assert stating_rules_first(found, detailed, 0.7, 1.001).scores.tolist() == [8.0, 9.0]
