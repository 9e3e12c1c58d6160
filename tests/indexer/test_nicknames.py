"""Players' nicknames of cards: translations/nicknames.tsv, read and held as names of the cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from indexer.assembly.names import names_side_file
from indexer.errors import CorpusError
from indexer.paths import TRANSLATIONS_DIR
from indexer.search.analysis.names import fold_name
from indexer.sources.load import load_nicknames, load_term_list
from indexer.terms.nicknames import Nickname, read_nicknames


def test_the_committed_nicknames_name_cards_of_the_corpus(builder) -> None:
    """Every row names a card the default corpus has (the build leaves out a row that does
    not: a smaller corpus has fewer cards), and each nickname leads to its card, shown by the
    card's name."""
    nicknames = load_nicknames(TRANSLATIONS_DIR)
    names = names_side_file(
        builder.corpus, load_term_list(TRANSLATIONS_DIR), builder.cross_references, builder.partners, nicknames
    )
    rows = {row[0]: row for row in names["forms"] if row[3] == "card"}
    assert nicknames and all(fold_name(n.nickname) in rows for n in nicknames)
    assert rows[fold_name("Goyf")][1:5] == ["Tarmogoyf", "en", "card", "tarmogoyf"]
    assert rows[fold_name("O-Ring")][4] == "oblivion-ring"


def test_a_nickname_of_a_card_the_corpus_lacks_is_left_out(builder) -> None:
    wrong = [Nickname("Goyf", "Tarmogoyff", "t", 2)]
    names = names_side_file(builder.corpus, [], builder.cross_references, builder.partners, wrong)
    assert not [row for row in names["forms"] if row[0] == "goyf"]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("nick\tcard\tsource\n", "the first line must be the header"),
        ("nickname\tcard\tsource\nGoyf\tTarmogoyf\n", "three"),
    ],
)
def test_a_malformed_file_is_an_error(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "nicknames.tsv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CorpusError, match=problem):
        read_nicknames(path, "translations/nicknames.tsv")
