"""The gettext catalog format of ruling translations: entries, checks, reading, writing."""

import pytest
from babel.messages.pofile import read_po

from indexer.assembly.identity import ruling_id
from indexer.errors import CorpusError
from indexer.german.ruling_catalog import (
    add_entry,
    card_ids,
    entries,
    entry_problems,
    new_catalog,
    read_catalog,
    translated,
    write_catalog,
)

ENGLISH = "Roles are colorless enchantment tokens. It costs {T} (rule 303.7a)."
GERMAN = "Rollen sind farblose Verzauberungs-Spielsteine. Das kostet {T} (Regel 303.7a)."
RID = ruling_id("en", ENGLISH)


def catalog_with(german: str, **kwargs):
    catalog = new_catalog("# test\n#")
    add_entry(catalog, RID, ENGLISH, german, cards=["cut-in", "embereth-veteran"], **kwargs)
    return catalog


def test_written_entries_read_back_with_cards_and_id(tmp_path) -> None:
    path = tmp_path / "rulings" / "de.po"
    write_catalog(catalog_with(GERMAN, comments=("Ruling x",), user_comments=("imported 2026-01-02 from a.po",)), path)
    (message,) = entries(read_catalog(path, "de.po"))
    assert (message.context, message.id, message.string) == (RID, ENGLISH, GERMAN)
    assert card_ids(message) == ["cut-in", "embereth-veteran"]
    assert message.auto_comments == ["Ruling x"] and message.user_comments == ["imported 2026-01-02 from a.po"]
    assert "python-brace-format" not in path.read_text(encoding="utf-8"), "a ruling is not a format string"
    assert translated(message) and entry_problems(message) == []
    assert [p.name for p in path.parent.iterdir()] == ["de.po"]


def test_drafts_and_empty_entries_are_not_translations() -> None:
    (fuzzy,) = entries(catalog_with(GERMAN, fuzzy=True))
    (empty,) = entries(catalog_with(""))
    assert not translated(fuzzy) and not translated(empty)


def test_an_edited_msgid_or_a_missing_id_is_a_problem() -> None:
    (message,) = entries(catalog_with(GERMAN))
    message.id = ENGLISH + " Changed."
    assert entry_problems(message) == [f"msgid is not the English text of ruling {RID} (was it edited?)"]
    message.context = None
    assert entry_problems(message) == ["the entry has no ruling id (msgctxt)"]


def test_translation_checks_apply_to_entries() -> None:
    (message,) = entries(catalog_with(GERMAN.replace("{T}", "{Q}")))
    assert entry_problems(message) == [
        "mana symbols and placeholders differ: {T} missing in the German text; {Q} not in the English text"
    ]


def test_a_broken_file_is_a_corpus_error_with_its_line(tmp_path) -> None:
    path = tmp_path / "de.po"
    path.write_text('msgid ""\nmsgstr ""\n\nmsgid "a"\nmsgstr "b"\ngarbage here\n', encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        read_catalog(path, "translations/rulings/de.po")
    assert error.value.path == "translations/rulings/de.po"
    assert error.value.line == 6


def test_the_header_says_german(tmp_path) -> None:
    path = tmp_path / "de.po"
    write_catalog(catalog_with(GERMAN), path)
    with open(path, "rb") as f:
        assert str(read_po(f).locale) == "de"
