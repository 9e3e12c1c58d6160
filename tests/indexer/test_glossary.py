"""The curated term list (translations/glossary.tsv) and finding its concepts in text."""

import pytest

from indexer.errors import CorpusError
from indexer.terms.term_list import ConceptMatcher, TermPair, read_term_list


def test_concepts_are_found_after_each_languages_analysis() -> None:
    matcher = ConceptMatcher(
        [
            TermPair("timestamp", "Zeitstempel", "s", 2),
            TermPair("state-based action", "zustandsbasierte Aktion", "s", 3),
        ]
    )
    assert matcher.concepts("Die Zeitstempel zustandsbasierter Aktionen", "de") == {"timestamp", "state-based action"}
    assert matcher.concepts("state-based actions and timestamps", "en") == {"timestamp", "state-based action"}


FOUR_CELLS = "expected four tab-separated cells: en, de, source, use (term or variant)"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("en\tde\n", "terms.tsv:1: the first line must be the header en / de / source / use"),
        ("en\tde\tsource\tuse\nRole\tRolle\t111.10j\n", f"terms.tsv:2: {FOUR_CELLS}"),
        ("en\tde\tsource\tuse\nRole\tRolle\t111.10j\tname\n", f"terms.tsv:2: {FOUR_CELLS}"),
    ],
)
def test_a_bad_list_names_its_line(tmp_path, content, message) -> None:
    path = tmp_path / "terms.tsv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        read_term_list(path, "terms.tsv")
    assert str(error.value) == message


def test_the_curated_list_reads(tmp_path) -> None:
    path = tmp_path / "terms.tsv"
    path.write_text("en\tde\tsource\tuse\nRole\tRolle\t111.10j\tterm\n\nRole\tRole\tseed\tvariant\n", encoding="utf-8")
    assert read_term_list(path, "terms.tsv") == [
        TermPair("Role", "Rolle", "111.10j", 2),
        TermPair("Role", "Role", "seed", 4, variant=True),
    ]
