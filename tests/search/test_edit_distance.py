import pytest

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
