import functools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from indexer.search.suggest.edit_distance import distance, max_edits


@pytest.mark.parametrize(
    ("typed", "word", "expected"),
    [
        ("halunkin", "halunkin", 0),
        ("halunkn", "halunkin", 1),
        ("halunkni", "halunkin", 1),
        ("scoundrell", "scoundrel", 1),
        ("rolel", "rolle", 1),
        ("konglche", "konigliche", 2),
    ],
)
def test_counts_missing_added_changed_and_swapped_letters(typed, word, expected) -> None:
    assert distance(typed, word, 2) == expected


def test_stops_past_the_limit() -> None:
    assert distance("werefox", "halunkin", 1) == 2
    assert distance("a", "abcdef", 2) == 3


def test_prefix_measures_against_the_closest_start() -> None:
    assert distance("scuond", "scoundrel", 1, prefix=True) == 1
    assert distance("charm", "charmante", 0, prefix=True) == 0
    assert distance("xyz", "charmante", 1, prefix=True) == 2


def test_short_words_get_no_typos() -> None:
    assert [max_edits(n) for n in (2, 3, 4, 7, 8, 20)] == [0, 0, 1, 1, 2, 2]


def _alignment(typed: str, word: str) -> int:
    """The optimal string alignment distance by its definition, for comparison."""

    @functools.cache
    def cost(i: int, j: int) -> int:
        if not i or not j:
            return i or j
        options = [cost(i - 1, j) + 1, cost(i, j - 1) + 1, cost(i - 1, j - 1) + (typed[i - 1] != word[j - 1])]
        if i > 1 and j > 1 and typed[i - 1] == word[j - 2] and typed[i - 2] == word[j - 1]:
            options.append(cost(i - 2, j - 2) + 1)
        return min(options)

    return cost(len(typed), len(word))


_LETTERS = st.text(alphabet="abcdeß", max_size=10)


@given(typed=_LETTERS, word=_LETTERS, limit=st.integers(0, 3))
def test_counts_as_the_definition_says_up_to_the_limit(typed: str, word: str, limit: int) -> None:
    assert distance(typed, word, limit) == min(_alignment(typed, word), limit + 1)


@given(typed=_LETTERS, word=_LETTERS, limit=st.integers(0, 3))
def test_prefix_is_the_closest_of_all_starts(typed: str, word: str, limit: int) -> None:
    closest = min(_alignment(typed, word[:end]) for end in range(len(word) + 1))
    assert distance(typed, word, limit, prefix=True) == min(closest, limit + 1)
