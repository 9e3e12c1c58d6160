"""The words of everyday English and German, which tell a word that no text has from a typo.

The spelling suggestion corrects a word the index does not know into the nearest word of the
names and terms. A reader also writes words of the language that no rule, ruling or card has:
„Im Commander mit 4 Leuten“ was searched as „mit 4 deuten“, „farbiges Mana sparen“ as „Mana
sphären“, "hasty creature" offered as "Haste creature", "a token that came in tapped" as "a
token that Cave-In tapped". Such a word is left out of the search, not corrected. And a typo
of a word that no name has ("whenver", „verlirt“) is corrected into the words of the lists one
typo away (one_typo_away), where the index has one.

The word lists are pyspellchecker's (MIT; word frequencies of subtitles and dictionaries, 340,000
German and 160,000 English words). Held in memory they took 57 MB a worker and 1.3 s to read. They
are written once per installed version of the package to an SQLite table (1.2 s; they depend on no
input of the build, and the tests build forty small indexes), which each build links beside its
index; a worker asks it about the few words of a query the index does not know (a few microseconds
each, kept per word by the caller).
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
import sqlite3
import weakref
from importlib.metadata import version
from importlib.resources import files
from pathlib import Path

from indexer.assembly.model import LANGUAGES
from indexer.paths import INSTANCE_DIR

PACKAGE = "pyspellchecker"
LAYOUT = 2  # the table's columns: a file of another layout is written anew (2: with frequencies)


def link_everyday_words(path: Path, cache: Path = INSTANCE_DIR / "cache") -> None:
    """Put the word lists at `path`: a link to their file in `cache`, written first if that
    version of the package has none there."""
    written = cache / f"everyday-words-{LAYOUT}-{version(PACKAGE)}.sqlite3"
    if not written.exists():
        cache.mkdir(parents=True, exist_ok=True)
        partial = written.with_name(f".{written.name}.{os.getpid()}")
        partial.unlink(missing_ok=True)
        write_everyday_words(partial)
        os.replace(partial, written)  # (builds running at once each write it whole, then one wins)
    try:
        os.link(written, path)
    except OSError:  # (another file system)
        shutil.copyfile(written, path)


def write_everyday_words(path: Path) -> None:
    """Write the word lists of LANGUAGES, in lower case as the lists have them, with their
    frequencies, to `path`."""
    db = sqlite3.connect(path)
    try:
        db.execute(
            "CREATE TABLE words (lang TEXT, word TEXT, frequency INTEGER, PRIMARY KEY (lang, word)) WITHOUT ROWID"
        )
        for lang in LANGUAGES:
            data = (files("spellchecker") / "resources" / f"{lang}.json.gz").read_bytes()
            words = sorted(json.loads(gzip.decompress(data)).items())
            db.executemany("INSERT INTO words VALUES (?, ?, ?)", ((lang, word, n) for word, n in words))
        db.commit()
    finally:
        db.close()


class EverydayWords:
    """The word lists of one index generation, read-only (one connection for a worker's threads:
    SQLite serialises them, and the file never changes)."""

    def __init__(self, path: Path) -> None:
        self._db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True, check_same_thread=False)
        # Closed when the generation that holds it goes: an unclosed connection is a
        # ResourceWarning from Python 3.13 on.
        weakref.finalize(self, self._db.close)

    def has(self, lang: str, word: str) -> bool:
        """Whether `word` (any case) is a word of the language `lang`."""
        return self.frequency(lang, word) > 0

    def frequency(self, lang: str, word: str) -> int:
        """How often the lists' sources have `word` (any case) in the language `lang`; 0 for a
        word of no list. (The English list counts words of subtitles, hundreds of thousands for
        "safe" and "board", 50 for a name like "liliana"; the German list's counts are smaller.)"""
        found = self._db.execute("SELECT frequency FROM words WHERE lang = ? AND word = ?", (lang, word.lower()))
        row = found.fetchone()
        return 0 if row is None else row[0]

    def one_typo_away(self, lang: str, word: str) -> list[str]:
        """The words of the language `lang` one typing mistake from `word` (in lower case),
        the commonest first."""
        near = sorted(one_mistake(word.lower(), LETTERS[lang]))
        found: list[tuple[int, str]] = []
        for start in range(0, len(near), _ASKED_AT_ONCE):
            part = near[start : start + _ASKED_AT_ONCE]
            marks = ",".join("?" * len(part))
            rows = self._db.execute(
                f"SELECT frequency, word FROM words WHERE lang = ? AND word IN ({marks})", (lang, *part)
            )
            found.extend(rows.fetchall())
        return [spelled for _, spelled in sorted(found, key=lambda row: (-row[0], row[1]))]


# The letters a typing mistake may add or change, per language.
LETTERS = {"en": "abcdefghijklmnopqrstuvwxyz'", "de": "abcdefghijklmnopqrstuvwxyzäöüß"}
# How many words one statement asks about (SQLite allows 32,766 parameters since 3.32).
_ASKED_AT_ONCE = 900


def one_mistake(word: str, letters: str) -> set[str]:
    """Every spelling one typing mistake from `word`: a letter left out, added, changed, or two
    neighbours swapped."""
    cuts = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    left_out = {a + b[1:] for a, b in cuts if b}
    swapped = {a + b[1] + b[0] + b[2:] for a, b in cuts if len(b) > 1}
    changed = {a + letter + b[1:] for a, b in cuts if b for letter in letters}
    added = {a + letter + b for a, b in cuts for letter in letters}
    return (left_out | swapped | changed | added) - {word}
