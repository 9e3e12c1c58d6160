"""The curated term list (translations/glossary.tsv) and finding its concepts in text."""

import pytest

from indexer.errors import CorpusError
from indexer.glossary import ConceptMatcher, TermPair, read_glossary


def test_concepts_are_found_after_each_languages_analysis() -> None:
    matcher = ConceptMatcher([TermPair("timestamp", "Zeitstempel", "s", 2), TermPair("state-based action", "zustandsbasierte Aktion", "s", 3)])
    assert matcher.concepts("Die Zeitstempel zustandsbasierter Aktionen", "de") == {"timestamp", "state-based action"}
    assert matcher.concepts("state-based actions and timestamps", "en") == {"timestamp", "state-based action"}


@pytest.mark.parametrize(("content", "message"), [
    ("en\tde\n", "terms.tsv:1: the first line must be the header en / de / source"),
    ("en\tde\tsource\nRole\tRolle\n", "terms.tsv:2: expected three tab-separated cells: en, de, source"),
])
def test_a_bad_list_names_its_line(tmp_path, content, message) -> None:
    path = tmp_path / "terms.tsv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        read_glossary(path, "terms.tsv")
    assert str(error.value) == message


def test_the_curated_list_reads(tmp_path) -> None:
    path = tmp_path / "terms.tsv"
    path.write_text("en\tde\tsource\nRole\tRolle\t111.10j\n\n", encoding="utf-8")
    assert read_glossary(path, "terms.tsv") == [TermPair("Role", "Rolle", "111.10j", 2)]
