"""The coverage side file: counts per status and per card, the rulings that need work, the
German texts without an English original."""

import pytest

from indexer.assembly.identity import ruling_id
from indexer.german.coverage import coverage, summary_line
from indexer.paths import TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from tests.support.helpers import small_corpus

LONELY = "Lonely Card\n\nThis card has a ruling nobody translated.\n"
DRAGONS = "Eine völlig neue Regel über Drachen."


@pytest.fixture(scope="module")
def covered(tmp_path_factory):
    """The small corpus, plus an English list for a card with no German, plus a German ruling
    that matches no English one."""
    corpus_dir = small_corpus(tmp_path_factory.mktemp("c"))
    (corpus_dir / "seeds" / "004.txt").write_text(LONELY, encoding="utf-8")
    with open(corpus_dir / "manifest.toml", "a", encoding="utf-8") as manifest:
        manifest.write(
            '\n[[document]]\npath = "seeds/004.txt"\nformat = "card-rulings"\nlang = "en"\ntitle = "Lonely"\n'
        )
    seed = corpus_dir / "seeds" / "003.txt"
    seed.write_text(seed.read_text(encoding="utf-8") + f"\n\n{DRAGONS}\n", encoding="utf-8")
    return coverage(load_corpus(corpus_dir, TRANSLATIONS_DIR)[0])


def test_counts_per_status_are_over_rulings_with_english(covered) -> None:
    assert covered["counts"] == {"complete": 6, "partial": 2, "missing": 14}


def test_cards_with_german_most_first_and_the_others_counted(covered) -> None:
    rows = [
        (c["card"]["id"], c["counts"]["complete"], c["counts"]["partial"], c["counts"]["missing"])
        for c in covered["cards"]
    ]
    assert rows == [
        ("charming-scoundrel", 6, 2, 0),
        ("cut-in", 6, 2, 1),
        ("embereth-veteran", 6, 2, 0),
        ("ferocious-werefox", 6, 2, 12),
    ]
    assert covered["cards"][0]["card"]["names"] == {"en": "Charming Scoundrel", "de": "Charmante Halunkin"}
    assert covered["untouched_cards"] == 1


def test_partial_rulings_name_the_english_left_in_them(covered) -> None:
    partial = {p["id"]: p for p in covered["partial"]}
    assert partial["af7530f8be2b"]["english"] == ["perhaps due to an effect such as that of Doubling Season"]
    assert partial["af7530f8be2b"]["more_cards"] == 3
    assert partial["72a1283e6e68"]["excerpt"]["de"].startswith("In seltenen Fällen")


def test_missing_rulings_of_cards_with_some_german_come_first(covered) -> None:
    missing = covered["missing"]
    assert len(missing) == 14
    assert missing[-1]["cards"][0]["id"] == "lonely-card"
    assert missing[-1]["excerpt"] == {"en": "This card has a ruling nobody translated."}


def test_german_texts_without_original_are_listed_with_their_place(covered) -> None:
    (alone,) = covered["unaligned"]
    assert alone["id"] == ruling_id("de", DRAGONS)
    assert (alone["path"], alone["line"], alone["excerpt"]["de"]) == ("corpus/seeds/003.txt", 35, DRAGONS)
    assert alone["cards"][0]["id"] == "charming-scoundrel"


def test_the_build_output_line(covered) -> None:
    assert summary_line(covered["counts"], len(covered["unaligned"])) == (
        "German ruling texts: 6 complete, 2 partial, 14 missing; 1 without an English original"
    )
