"""The everyday English and German words beside the index (indexer.search.everyday_words)."""

from __future__ import annotations

import sqlite3
from importlib.metadata import version
from pathlib import Path

import pytest

from indexer.search import everyday_words
from indexer.search.everyday_words import LAYOUT, PACKAGE, EverydayWords, link_everyday_words, one_mistake
from indexer.side_files import WORDS_NAME


@pytest.mark.parametrize(
    ("lang", "word", "known"),
    [
        ("de", "Leuten", True),
        ("de", "sparen", True),
        ("de", "dran", True),
        ("de", "Startspielr", False),
        ("en", "Leuten", False),
        ("en", "hasty", True),
        ("en", "came", True),
        ("en", "attak", False),
    ],
)
def test_a_word_is_one_of_its_language_in_any_case(store, lang, word, known) -> None:
    assert store.everyday_words.has(lang, word) is known


def test_the_lists_are_written_once_per_version_and_linked_beside_each_index(tmp_path, monkeypatch) -> None:
    written: list[Path] = []

    def write(path: Path) -> None:
        written.append(path)
        path.write_bytes(b"")

    monkeypatch.setattr(everyday_words, "write_everyday_words", write)
    cache = tmp_path / "cache"
    for build in ("one", "two"):
        (tmp_path / build).mkdir()
        link_everyday_words(tmp_path / build / "words.sqlite3", cache)
    assert len(written) == 1 and [p.name for p in cache.iterdir()] == [
        f"everyday-words-{LAYOUT}-{version(PACKAGE)}.sqlite3"
    ]
    assert (tmp_path / "one" / "words.sqlite3").stat().st_ino == (tmp_path / "two" / "words.sqlite3").stat().st_ino


def test_the_connection_is_closed_with_the_word_lists(store, index_link) -> None:
    """One generation's lists go with it: their connection is closed, not left to the collector
    (which warns of an unclosed database from Python 3.13 on)."""
    words = EverydayWords(Path(index_link).resolve() / WORDS_NAME)
    connection = words._db
    del words
    with pytest.raises(sqlite3.ProgrammingError):
        connection.execute("SELECT 1")


def test_a_words_frequency_tells_a_common_word_from_a_name(store) -> None:
    """The lists count words of subtitles: "board" is common, "liliana" (a name) is not."""
    words = store.everyday_words
    assert words.frequency("en", "Board") > 10_000 > 1_000 > words.frequency("en", "liliana") > 0
    assert words.frequency("de", "schnell") > 300 > words.frequency("de", "Liliana") == 0


@pytest.mark.parametrize(
    ("lang", "typed", "expected"),
    [
        ("en", "whenver", "whenever"),  # (a letter left out)
        ("en", "simultaneosly", "simultaneously"),  # (a letter changed)
        ("de", "zerstöhrt", "zerstört"),  # (a letter added)
        ("de", "verlirt", "verliert"),
    ],
)
def test_the_words_one_typo_away_come_commonest_first(store, lang, typed, expected) -> None:
    assert store.everyday_words.one_typo_away(lang, typed)[0] == expected


def test_a_word_near_no_word_of_the_language_has_none_one_typo_away(store) -> None:
    assert store.everyday_words.one_typo_away("en", "xqzt") == []
    assert "image" in store.everyday_words.one_typo_away("en", "dmage")[1:]


def test_one_mistake_spells_each_kind_of_typo_once() -> None:
    near = one_mistake("ab", "ab")
    assert near == {"a", "b", "ba", "bb", "aa", "aab", "bab", "abb", "aba"}
