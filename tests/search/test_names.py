"""The display forms the indexer collects for suggestions and autocomplete (names.json)."""

from __future__ import annotations

import json
from bisect import bisect_left

import pytest

from indexer.assembly.names import deletions, names_side_file
from indexer.paths import TRANSLATIONS_DIR
from indexer.search.analysis.names import fold_letters, fold_name, fold_word
from indexer.side_files import NAMES_NAME
from indexer.sources.load import load_term_list


@pytest.fixture(scope="module")
def names(builder) -> dict:
    return names_side_file(builder.corpus, load_term_list(TRANSLATIONS_DIR), builder.cross_references, builder.partners)


def forms(names: dict, display: str) -> list[list]:
    return [row for row in names["forms"] if row[1] == display]


def group_forms(names: dict, display: str) -> set[tuple[str, str]]:
    """(display, lang) of every form in the group of the form shown as `display`."""
    group = forms(names, display)[0][5]
    return {(row[1], row[2]) for row in names["forms"] if row[5] == group}


@pytest.mark.parametrize(
    ("typed", "folded"),
    [
        ("Wachablöse", "wachablose"),
        ("Wachabloese", "wachablose"),
        ("WACHABLOSE", "wachablose"),
        ("Überfluß", "uberfluss"),
        ("Nahiri’s", "nahiris"),
        ("Lim-Dûl", "lim dul"),
        ("Æther Vial", "ather vial"),
        ("Skysovereign, Consul Flagship", "skysovereign consul flagship"),
    ],
)
def test_names_fold_like_the_analyzers_and_drop_punctuation(typed, folded) -> None:
    assert fold_name(typed) == folded


def test_letters_fold_without_the_german_spellings() -> None:
    """Typos are looked up in both forms: "adventrue" folded is "adventru", two typos from
    "adventure" instead of one."""
    assert fold_word("adventrue") == "adventru"
    assert fold_letters("adventrue") == "adventrue"
    assert fold_letters("Wachablöse") == fold_word("Wachablöse") == "wachablose"
    assert fold_letters("Straße") == "strasse"


def test_deletions_leave_out_one_letter_each_way() -> None:
    assert deletions("role") == {"ole", "rle", "roe", "rol"}
    assert fold_word("Königliche") == "konigliche"


def test_card_names_in_both_languages_with_faces_and_used_names(names) -> None:
    scoundrel = group_forms(names, "Charming Scoundrel")
    assert {("Charming Scoundrel", "en"), ("Charmante Halunkin", "de"), ("Charmanter Schurke", "de")} <= scoundrel
    used = forms(names, "Charmanter Schurke")
    assert used and all(row[3:5] == ["card", "charming-scoundrel"] for row in used)
    face = forms(names, "Wachablöse")[0]
    assert face[2:5] == ["de", "card", "ferocious-werefox"]
    assert group_forms(names, "Wachablöse") == {("Wachablöse", "de"), ("Guard Change", "en")}


def test_a_group_prefers_the_printed_name(names) -> None:
    group = forms(names, "Charmanter Schurke")[0][5]
    english, german = names["groups"][group]
    assert names["forms"][german][1] == "Charmante Halunkin"
    assert names["forms"][english][1] == "Charming Scoundrel"


def test_terms_role_names_and_glossary_cross_references_are_grouped_by_translation(names) -> None:
    assert {("Royal Role", "en"), ("Königliche Rolle", "de")} <= group_forms(names, "Königliche Rolle")
    role = group_forms(names, "Rolle")
    assert ("Role", "en") in role and ("Rolle", "de") in role
    assert ("Timestamp Order", "en") not in group_forms(names, "Zeitstempel")
    abandon = forms(names, "Abandon")[0]
    assert abandon[2:5] == ["en", "glossary", "en-abandon"], "the English entry, not the cross reference"
    assert ("Fallenlassen", "de") in group_forms(names, "Abandon")


def test_obsolete_terms_are_offered_with_their_marker(names) -> None:
    """Offered as "Legend", the entry "Legend (Obsolete)" came before "Legendary" and "Legend
    Rule" and led to a page saying the term is no longer used."""
    (legend,) = forms(names, "Legend (Obsolete)")
    assert legend[1:5] == ["Legend (Obsolete)", "en", "glossary", "en-legend-obsolete"]
    assert not forms(names, "Legend")
    (cost,) = forms(names, "Converted Mana Cost (Obsolete)")
    assert cost[4] == "en-converted-mana-cost-obsolete", "one entry, not the German cross-reference too"
    assert not [row for row in names["forms"] if row[2] == "en" and "(veraltet)" in row[1]]


def test_keys_are_sorted_and_words_point_back_to_their_forms(names) -> None:
    keys = [row[0] for row in names["forms"]]
    assert keys == sorted(keys)
    word = bisect_left(names["words"], "halunkin")
    assert names["words"][word] == "halunkin" and names["spellings"][word] == "Halunkin"
    assert {names["forms"][n][1] for n in names["postings"][word]} == {"Charmante Halunkin", "Ausgefuchste Halunkin"}
    assert names["deletions"] == sorted(names["deletions"])
    assert f"halunkn {word}" in names["deletions"]


def test_the_build_writes_the_side_file(index_link) -> None:
    written = json.loads((index_link / NAMES_NAME).read_text(encoding="utf-8"))
    assert set(written) == {"forms", "groups", "words", "spellings", "postings", "deletions"}
    assert forms(written, "Königliche Rolle")
