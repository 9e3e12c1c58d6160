"""translations/rulings/de.po as a corpus input: which translations the build uses and which not."""

from datetime import date

import pytest

from indexer.assembly.identity import ruling_id
from indexer.errors import CorpusError
from indexer.german.community_translations import imported_comment
from indexer.german.ruling_catalog import COMMUNITY_PATH, add_entry, new_catalog, write_catalog
from indexer.sources.load import load_corpus
from tests.support.helpers import small_corpus, translations_copy

MISSING_EN = (
    "If an effect refers to a card, spell, or permanent that has an Adventure, it won’t find an instant "
    "or sorcery spell on the stack that’s been cast as an Adventure."
)
MISSING_DE = (
    "Wenn sich ein Effekt auf eine Karte, einen Zauberspruch oder ein Permanent mit Abenteuer bezieht, "
    "findet er keinen als Abenteuer gewirkten Spontanzauber und keine so gewirkte Hexerei auf dem Stapel."
)
PARTIAL = "af7530f8be2b"
COMPLETE = "ea57492ee9ad"


def write_community(translations, entries, fuzzy=()) -> dict[str, int]:
    catalog = new_catalog("# community\n#")
    for english, german in entries:
        add_entry(
            catalog,
            ruling_id("en", english),
            english,
            german,
            cards=[],
            fuzzy=english in fuzzy,
            user_comments=(imported_comment(date(2026, 11, 29), "work.po"),),
        )
    write_catalog(catalog, translations / COMMUNITY_PATH)
    lines = (translations / COMMUNITY_PATH).read_text(encoding="utf-8").splitlines()
    return {english: lines.index(f'msgctxt "{ruling_id("en", english)}"') + 2 for english, _ in entries}


@pytest.fixture(scope="module")
def seed_texts(tmp_path_factory):
    corpus, _ = load_corpus(small_corpus(tmp_path_factory.mktemp("c")), translations_copy(tmp_path_factory.mktemp("t")))
    return {rid: {lang: t.text for lang, t in r.texts.items()} for rid, r in corpus.rulings.items()}


def test_translations_fill_missing_and_partial_texts_only(tmp_path, seed_texts) -> None:
    corpus_dir, translations = small_corpus(tmp_path), translations_copy(tmp_path)
    fixed = seed_texts[PARTIAL]["de"].replace(
        "(perhaps due to an effect such as that of Doubling Season)",
        "(etwa durch einen Effekt wie den von Doubling Season)",
    )
    lines = write_community(
        translations,
        [
            (MISSING_EN, MISSING_DE),
            (seed_texts[PARTIAL]["en"], fixed),
            (seed_texts[COMPLETE]["en"], "Eine andere Übersetzung."),
            ("A ruling the corpus does not have.", "Ein Ruling, das es nicht gibt."),
            ("A draft.", "Ein Entwurf."),
        ],
        fuzzy=("A draft.",),
    )
    corpus, _ = load_corpus(corpus_dir, translations)
    new = corpus.rulings[ruling_id("en", MISSING_EN)].texts["de"]
    assert (new.text, new.source.title, new.source.community, new.imported) == (
        MISSING_DE,
        "Community translation",
        True,
        date(2026, 11, 29),
    )
    assert (new.origin.path, new.origin.line) == ("translations/rulings/de.po", lines[MISSING_EN])
    assert corpus.rulings[PARTIAL].texts["de"].text == fixed
    assert corpus.german[PARTIAL].status == "complete"
    assert corpus.rulings[COMPLETE].texts["de"].text == seed_texts[COMPLETE]["de"]
    assert corpus.warnings == [
        f"translations/rulings/de.po:{lines[seed_texts[COMPLETE]['en']]}: ruling {COMPLETE} already has a complete "
        "German text (corpus/seeds/003.txt:5): the community translation is not used",
        f"translations/rulings/de.po:{lines['A ruling the corpus does not have.']}: translation of ruling "
        f"{ruling_id('en', 'A ruling the corpus does not have.')}, which the corpus does not have (its English "
        f"text may have changed): not used",
    ]
    assert ruling_id("en", "A draft.") not in corpus.rulings


def test_a_broken_entry_stops_the_build_at_its_line(tmp_path) -> None:
    corpus_dir, translations = small_corpus(tmp_path), translations_copy(tmp_path)
    lines = write_community(translations, [(MISSING_EN, MISSING_DE + " Siehe Regel 704.5y.")])
    with pytest.raises(CorpusError) as error:
        load_corpus(corpus_dir, translations)
    assert str(error.value) == (
        f"translations/rulings/de.po:{lines[MISSING_EN]}: rule numbers differ: 704.5y not in the English text"
    )


def test_without_the_file_nothing_changes(tmp_path, seed_texts) -> None:
    corpus, _ = load_corpus(small_corpus(tmp_path), translations_copy(tmp_path))
    assert {rid: {lang: t.text for lang, t in r.texts.items()} for rid, r in corpus.rulings.items()} == seed_texts
