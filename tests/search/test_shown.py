"""What a results page keeps of a document: its texts and what titles it, not the whole payload."""

from __future__ import annotations

from indexer.search.analysis.common import TOKEN_PATTERN
from indexer.search.analysis.schema import build_schema
from indexer.search.index_store import IndexStore
from indexer.search.shown import ShownCard

# A ruling of 2013 on evolve, shared by thirteen cards, with no German text.
EVOLVE_RULING = "ruling:24461ce73ce2"


def _shown(store: IndexStore, uid: str):
    return store.shown(store.searcher.document_number(uid=uid))


def test_a_ruling_keeps_its_text_its_cards_names_and_its_german_status(store: IndexStore) -> None:
    shown = _shown(store, EVOLVE_RULING)
    assert (shown.kind, shown.key) == ("ruling", "24461ce73ce2")
    assert set(shown.texts) == {"en"}
    assert shown.texts["en"].text.startswith("If a creature enters the battlefield with +1/+1 counters")
    assert len(shown.described["cards"]) == 13
    assert shown.described["cards"][0] == ShownCard(
        "adaptive-snapjaw", {"en": ("Adaptive Snapjaw", "en"), "de": ("Anpassungsfähiger Schnappkiefer", "de")}
    )
    assert set(shown.described) == {"date", "card_dates", "cards", "examples", "german"}
    assert shown.described["card_dates"] == {}  # (its cards' copies share one day)
    assert shown.described["german"] == {"status": "missing"}


def test_a_reader_without_the_documents_language_is_shown_the_other(store: IndexStore) -> None:
    shown = _shown(store, EVOLVE_RULING)
    assert shown.shown_lang("de") == "en"
    assert shown.shown_lang("en") == "en"


def test_a_printed_german_card_text_is_stored_only_and_analysed_for_its_marks(store: IndexStore) -> None:
    """The German printed card texts are not indexed (a quarter of all postings, old wordings);
    a snippet marks their words with the query's German terms (shown.MARKED_AS)."""
    card = _shown(store, "card:cut-in")
    assert (card.texts["en"].field, card.texts["en"].analysis) == ("cardtext_en", "en")
    assert (card.texts["de"].field, card.texts["de"].analysis) == ("cardtext_de", "de")
    assert not build_schema()["cardtext_de"].indexed
    assert set(card.texts["de"].words.split()) == set(TOKEN_PATTERN.findall(card.texts["de"].text))
    assert card.described["display"] == {"en": "Cut In", "de": "Einschneiden"}


def test_a_text_keeps_its_distinct_words_for_its_snippets(store: IndexStore) -> None:
    text = _shown(store, EVOLVE_RULING).texts["en"]
    words = text.words.split()
    assert len(words) == len(set(words)) and set(words) == set(TOKEN_PATTERN.findall(text.text))
    assert "+1/+1" in words


def test_a_document_without_text_is_shown_in_the_readers_language(store: IndexStore) -> None:
    """A card known from its rulings alone has no text: the English card list had it first,
    marked „in German“, with nothing to show in German either."""
    shown = _shown(store, "card:a-display-of-my-dark-power")
    assert not shown.texts
    assert shown.shown_lang("en") == "en" and shown.shown_lang("de") == "de"
