import json

import pytest

from indexer.assembly.identity import ruling_id
from indexer.errors import CorpusError
from indexer.paths import TRANSLATIONS_DIR
from indexer.sources.load import load_corpus
from tests.support.helpers import ENGLISH_ID, GERMAN_OWN_ID, GERMAN_START, german_only_corpus, small_corpus

SHARED_EN = "A permanent can have multiple Roles attached to it if each one is controlled by a different player."
SHARED_DE = (
    "An einem Permanent können mehrere Rollen angelegt sein, wenn jede von einem anderen Spieler kontrolliert wird."
)


def test_a_ruling_shared_by_cards_is_one_ruling(assembled) -> None:
    ruling = assembled.rulings[ruling_id("en", SHARED_EN)]
    assert sorted(ruling.card_ids) == [
        "charming-scoundrel",
        "cut-in",
        "embereth-veteran",
        "ferocious-werefox",
    ]
    assert len(assembled.rulings) == 21


def test_seed_text_wins_and_other_sources_are_noted(assembled) -> None:
    text = assembled.rulings[
        ruling_id(
            "en",
            "Hexproof and shroud won’t prevent a Role from becoming attached to a permanent if the ability "
            "creating that Role attached to that permanent doesn’t target it.",
        )
    ].texts["en"]
    assert text.source.path == "corpus/seeds/000.txt"
    assert [o.path for o in text.also_in] == ["corpus/data/woe.json"]
    assert str(text.date) == "2023-09-01"


def test_german_rulings_join_their_english_originals(assembled) -> None:
    ruling = assembled.rulings[ruling_id("en", SHARED_EN)]
    assert ruling.texts["de"].text == SHARED_DE
    german_only = [r for r in assembled.rulings.values() if set(r.texts) == {"de"}]
    assert german_only == []
    assert assembled.warnings == []


def test_card_names_from_all_sources_meet(assembled) -> None:
    card = assembled.cards["charming-scoundrel"]
    assert [n.name for n in card.names["de"]] == ["Charmante Halunkin", "Charmanter Schurke"]
    assert [n.printed for n in card.names["de"]] == [True, False]
    assert card.oracle_id == "9eec304d-ffcb-4287-b877-280ac1e4f496"
    assert len(card.ruling_ids) == 8


def test_duplicate_ruling_in_one_document_is_an_error(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    seed = corpus / "seeds" / "000.txt"
    seed.write_text(seed.read_text(encoding="utf-8") + "\n\n" + SHARED_EN + "\n", encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        load_corpus(corpus, TRANSLATIONS_DIR)
    assert error.value.path == "corpus/seeds/000.txt"
    assert error.value.line == 35
    assert "duplicate ruling" in error.value.message
    assert "line 3" in error.value.message


def test_duplicate_article_id_is_an_error(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    (corpus / "seeds" / "002.txt").write_bytes((corpus / "seeds" / "001.txt").read_bytes())
    with open(corpus / "manifest.toml", "a", encoding="utf-8") as manifest:
        manifest.write(
            '\n[[document]]\npath = "seeds/002.txt"\nformat = "keyword-article"\nlang = "en"\ntitle = "Again"\n'
        )
    with pytest.raises(CorpusError, match="duplicate article id 'role'"):
        load_corpus(corpus, TRANSLATIONS_DIR)


def test_one_translation_serves_every_card_of_the_english_ruling(assembled) -> None:
    """Only Charming Scoundrel has a German list; Cut In shares its English rulings."""
    cut_in = assembled.cards["cut-in"]
    german = [
        assembled.rulings[rid].texts["de"].text for rid in cut_in.ruling_ids if "de" in assembled.rulings[rid].texts
    ]
    assert len(german) == 8 and SHARED_DE in german


def test_unplaced_german_ruling_stands_alone_with_a_warning(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    seed = corpus / "seeds" / "003.txt"
    seed.write_text(
        seed.read_text(encoding="utf-8") + "\n\n01/09/2023\n\nEine völlig neue Regel über Drachen.\n", encoding="utf-8"
    )
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    alone = loaded.rulings[ruling_id("de", "Eine völlig neue Regel über Drachen.")]
    assert set(alone.texts) == {"de"}
    assert alone.card_ids == ["charming-scoundrel"]
    assert loaded.warnings == [
        "corpus/seeds/003.txt:37: German ruling could not be matched to an English ruling (none of the 8 "
        "English rulings of charming-scoundrel is similar enough) and stands on its own: Eine völlig neue Regel "
        "über Drachen."
    ]
    assert sum(1 for r in loaded.rulings.values() if "de" in r.texts and "en" in r.texts) == 8


def german_texts(corpus) -> dict[str, str]:
    return {rid: r.texts["de"].text for rid, r in corpus.rulings.items() if "de" in r.texts}


def test_german_list_in_another_order_and_shorter_still_meets_its_originals(assembled, tmp_path) -> None:
    """Without dates and with one ruling left out, position cannot work: similarity places all."""
    changed = small_corpus(tmp_path)
    seed = changed / "seeds" / "003.txt"
    name, *rulings = seed.read_text(encoding="utf-8").split("\n\n01/09/2023\n\n")
    seed.write_text("\n\n".join([name, *reversed(rulings[1:])]) + "\n", encoding="utf-8")
    loaded, _ = load_corpus(changed, TRANSLATIONS_DIR)
    assert loaded.warnings == []
    expected = german_texts(assembled)
    del expected[ruling_id("en", SHARED_EN)]
    assert german_texts(loaded) == expected


def test_german_list_for_a_card_without_english_rulings_is_reported(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    (corpus / "seeds" / "003.txt").write_text("Drachenkarte\n\nDrachen fliegen.\n", encoding="utf-8")
    manifest = corpus / "manifest.toml"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace('card_en = "Charming Scoundrel"', 'card_en = "Dragon Card"'),
        encoding="utf-8",
    )
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    assert loaded.warnings == [
        "corpus/seeds/003.txt:3: German ruling could not be matched to an English ruling (the corpus has no "
        "English rulings of dragon-card) and stands on its own: Drachen fliegen."
    ]


def test_a_german_text_placed_on_its_original_keeps_its_own_id_as_an_alias(assembled, tmp_path) -> None:
    alone, _ = load_corpus(german_only_corpus(tmp_path), TRANSLATIONS_DIR)
    assert alone.rulings[GERMAN_OWN_ID].texts["de"].text.startswith(GERMAN_START)
    assert all(r.aliases == [] for r in alone.rulings.values())
    merged = assembled.rulings[ENGLISH_ID]
    assert merged.texts["de"].text.startswith(GERMAN_START)
    assert merged.aliases == [GERMAN_OWN_ID]
    assert GERMAN_OWN_ID not in assembled.rulings
    german = [r for r in assembled.rulings.values() if "de" in r.texts]
    assert sorted(r.aliases[0] for r in german) == sorted(rid for rid, r in alone.rulings.items() if "de" in r.texts)


def test_an_id_that_is_a_ruling_of_its_own_is_no_alias(tmp_path) -> None:
    """The same German text also in a list of a card without English rulings stands there on its
    own, under the id that would otherwise be an alias."""
    corpus = small_corpus(tmp_path)
    own_text = next(
        p
        for p in (corpus / "seeds" / "003.txt").read_text(encoding="utf-8").split("\n\n")
        if p.startswith(GERMAN_START)
    )
    (corpus / "seeds" / "004.txt").write_text(f"Drachenkarte\n\n{own_text}\n", encoding="utf-8")
    with open(corpus / "manifest.toml", "a", encoding="utf-8") as manifest:
        manifest.write(
            '\n[[document]]\npath = "seeds/004.txt"\nformat = "card-rulings"\nlang = "de"\ntitle = '
            '"Dragon"\ncard_en = "Dragon Card"\n'
        )
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    assert loaded.rulings[GERMAN_OWN_ID].card_ids == ["dragon-card"]
    assert loaded.rulings[ENGLISH_ID].aliases == []


def test_a_german_list_naming_a_name_several_cards_share_is_read_as_the_first_and_reported(tmp_path) -> None:
    corpus = small_corpus(tmp_path)
    names = [
        {"name_en": en, "name_de": "Zwang", "type_en": "Sorcery", "text_en": "", "scryfall_oracle_id": oracle_id}
        for en, oracle_id in (("Coercion", "o-coercion"), ("Duress", "o-duress"))
    ]
    (corpus / "data" / "names.json").write_text(json.dumps(names), encoding="utf-8")
    (corpus / "seeds" / "004.txt").write_text("Zwang\n\nDer Gegner wirft eine Karte ab.\n", encoding="utf-8")
    with open(corpus / "manifest.toml", "a", encoding="utf-8") as manifest:
        manifest.write(
            '\n[[document]]\npath = "data/names.json"\nformat = "card-names"\nlang = "de"\ntitle = "Namen"\n'
            '\n[[document]]\npath = "seeds/004.txt"\nformat = "card-rulings"\nlang = "de"\ntitle = "Zwang"\n'
        )
    loaded, _ = load_corpus(corpus, TRANSLATIONS_DIR)
    assert {"coercion", "duress"} <= set(loaded.cards)
    assert [
        r.card_ids for r in loaded.rulings.values() if "de" in r.texts and r.texts["de"].source.title == "Zwang"
    ] == [["coercion"]]
    assert (
        "corpus/seeds/004.txt:3: the German name 'Zwang' is the name of 2 cards (coercion, duress); its rulings "
        "are read as those of coercion (give card_en in the manifest)"
    ) in loaded.warnings
