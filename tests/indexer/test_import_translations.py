"""Importing a translated catalog: every entry checked, problems with their lines, valid
translations merged into translations/rulings/de.po."""

from datetime import date

from babel.messages.pofile import read_po

from indexer.assembly.identity import ruling_id
from indexer.german.import_translations import import_translations
from indexer.german.ruling_catalog import COMMUNITY_PATH, add_entry, new_catalog, write_catalog
from tests.support.helpers import translations_copy

DAY = date(2026, 11, 29)
GOOD_EN = "Pay {1}{G} and tap it ({T}): its controller draws a card (rule 601.2h)."
GOOD_DE = "Zahle {1}{G} und tappe sie ({T}): Ihr Beherrscher zieht eine Karte (Regel 601.2h)."
BAD = {
    "symbols": ("Pay {W/U} to copy it.", "Zahle {W} zum Kopieren."),
    "rules": ("See rule 704.5y.", "Siehe Regel 704.5z."),
    "empty": ("A Role is an Aura.", "  "),
    "unchanged": ("Roles are colorless.", "Roles are colorless."),
}
SKIPPED = {"fuzzy": ("Roles are tokens.", "Rollen sind Spielsteine."), "untranslated": ("Roles can be copied.", "")}


def write_incoming(path, entries: dict[str, tuple[str, str]], fuzzy=()) -> dict[str, int]:
    """Writes the entries; returns each one's line (the line of its msgid)."""
    catalog = new_catalog("# from a translator\n#")
    for name, (english, german) in entries.items():
        add_entry(catalog, ruling_id("en", english), english, german, cards=["cut-in"], fuzzy=name in fuzzy)
    write_catalog(catalog, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    return {name: lines.index(f'msgctxt "{ruling_id("en", english)}"') + 2 for name, (english, _) in entries.items()}


def community(translations) -> dict[str, object]:
    with open(translations / COMMUNITY_PATH, "rb") as f:
        return {m.context: m for m in read_po(f) if m.id}


def test_every_problem_is_reported_with_its_line_and_valid_entries_are_merged(tmp_path, finder) -> None:
    translations = translations_copy(tmp_path)
    incoming = tmp_path / "translated.po"
    lines = write_incoming(incoming, {"good": (GOOD_EN, GOOD_DE), **BAD, **SKIPPED}, fuzzy=("fuzzy",))
    result = import_translations(incoming, translations, finder, DAY)
    assert result.problems == [
        f"{incoming}:{lines['symbols']}: mana symbols and placeholders differ: {{W/U}} missing in the German "
        f"text; {{W}} not in the English text",
        f"{incoming}:{lines['rules']}: rule numbers differ: 704.5y missing in the German text; 704.5z not in the "
        f"English text",
        f"{incoming}:{lines['empty']}: the translation is empty",
        f"{incoming}:{lines['unchanged']}: the translation is the English text unchanged",
    ]
    assert (result.merged, result.fuzzy, result.untranslated) == (1, 1, 1)
    assert result.lines()[-1] == (
        f"translations merged into {translations / COMMUNITY_PATH}: 1; skipped: 1 fuzzy, 1 untranslated; problems: 4"
    )
    (merged,) = community(translations).values()
    assert (merged.context, merged.id, merged.string) == (ruling_id("en", GOOD_EN), GOOD_EN, GOOD_DE)
    assert merged.user_comments == ["imported 2026-11-29 from translated.po"]
    assert merged.locations == [("cards/cut-in", None)] and not merged.fuzzy


def test_an_edited_english_text_is_refused(tmp_path, finder) -> None:
    translations = translations_copy(tmp_path)
    incoming = tmp_path / "translated.po"
    write_incoming(incoming, {"good": (GOOD_EN, GOOD_DE)})
    incoming.write_text(
        incoming.read_text(encoding="utf-8").replace("draws a card", "draws two cards"), encoding="utf-8"
    )
    result = import_translations(incoming, translations, finder, DAY)
    assert result.merged == 0 and "msgid is not the English text of ruling" in result.problems[0]
    assert not (translations / COMMUNITY_PATH).exists()


def test_a_second_import_replaces_the_translation_in_place(tmp_path, finder) -> None:
    translations = translations_copy(tmp_path)
    first, second = tmp_path / "first.po", tmp_path / "second.po"
    other = ("A Role stays.", "Eine Rolle bleibt.")
    write_incoming(first, {"good": (GOOD_EN, GOOD_DE), "other": other})
    import_translations(first, translations, finder, DAY)
    write_incoming(second, {"good": (GOOD_EN, GOOD_DE.replace("Beherrscher", "Kontrolleur"))})
    import_translations(second, translations, finder, date(2026, 12, 1))
    merged = list(community(translations).values())
    assert [m.id for m in merged] == [GOOD_EN, other[0]]
    assert "Kontrolleur" in merged[0].string
    assert merged[0].user_comments == ["imported 2026-12-01 from second.po"]


def test_english_left_in_a_translation_is_merged_with_a_note(tmp_path, finder) -> None:
    translations = translations_copy(tmp_path)
    incoming = tmp_path / "translated.po"
    lines = write_incoming(
        incoming, {"half": ("A Role goes away at the same time.", "Eine Rolle geht (at the same time).")}
    )
    result = import_translations(incoming, translations, finder, DAY)
    assert result.merged == 1 and result.problems == []
    assert result.notes == [
        f"{incoming}:{lines['half']}: English left in the translation (“at the same time”): it will show as partial"
    ]
