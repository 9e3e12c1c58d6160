"""The export of the rulings that need German, read back with Babel as a translator's tool would."""

import shutil
import subprocess
from datetime import date

import pytest
from babel.messages.pofile import read_po

from indexer.assembly.identity import ruling_id
from indexer.german.export_translations import export_translations
from indexer.paths import TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from tests.support.helpers import small_corpus

PARTIAL = "af7530f8be2b"
COMPLETE = "ea57492ee9ad"


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    corpus, _ = load_corpus(small_corpus(tmp_path_factory.mktemp("c")), TRANSLATIONS_DIR)
    path = tmp_path_factory.mktemp("out") / "de-todo.po"
    result = export_translations(corpus, path, date(2026, 11, 29))
    with open(path, "rb") as f:
        catalog = read_po(f)
    return result, path, {m.context: m for m in catalog if m.id}


def test_missing_and_partial_rulings_are_exported_complete_ones_not(exported) -> None:
    result, path, messages = exported
    assert result.lines() == [f"exported 15 rulings (13 missing, 2 partial) to {path}"]
    assert len(messages) == 15 and COMPLETE not in messages
    assert sorted(rid for rid, m in messages.items() if m.fuzzy) == ["72a1283e6e68", PARTIAL]
    assert all(m.string == "" for m in messages.values() if not m.fuzzy)


def test_each_entry_is_the_english_text_with_its_ruling_id(exported) -> None:
    assert len(exported[2]) == 15
    for rid, message in exported[2].items():
        assert ruling_id("en", message.id) == rid


def test_a_partial_entry_holds_the_german_draft_and_names_the_english_in_it(exported) -> None:
    message = exported[2][PARTIAL]
    assert message.id.startswith("If two or more Roles controlled by the same player")
    assert message.string.startswith("Wenn zwei oder mehr Rollen") and "(perhaps due to" in message.string
    comments = " ".join(message.auto_comments)
    assert "English left in the German text: “perhaps due to an effect such as that of Doubling Season”" in comments
    assert f"Ruling {PARTIAL} of 2023-09-01: /de/rulings/{PARTIAL}" in comments


def test_cards_are_references_and_their_german_names_a_comment(exported) -> None:
    message = exported[2][PARTIAL]
    assert message.locations == [
        ("cards/charming-scoundrel", None),
        ("cards/cut-in", None),
        ("cards/embereth-veteran", None),
        ("cards/ferocious-werefox", None),
    ]
    assert "Charming Scoundrel (German: Charmante Halunkin)" in " ".join(message.auto_comments)


def test_the_header_tells_the_translator_what_to_do(exported) -> None:
    text = exported[1].read_text(encoding="utf-8")
    assert text.startswith("# German translations of Magic: The Gathering rulings")
    assert "exported 2026-11-29" in text and "python -m indexer import-translations FILE" in text
    assert '"Language: de\\n"' in text


def test_gnu_gettext_accepts_the_export(exported) -> None:
    if not shutil.which("msgfmt"):
        pytest.skip("GNU gettext's msgfmt is not installed")
    checked = subprocess.run(
        ["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(exported[1])],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "0 translated messages, 2 fuzzy translations, 13 untranslated messages." in checked.stderr
