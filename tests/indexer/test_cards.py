"""Every way documents name a card leads to one Card (indexer/cards.py)."""

from indexer.assembly.cards import CardRegistry
from indexer.assembly.model import CardFace, CardRef, Source

SOURCE = Source("corpus/x", "x", "en")


def test_names_and_oracle_id_lead_to_one_card_printed_names_first() -> None:
    registry = CardRegistry()
    registry.add(CardRef(name_en="Charming Scoundrel", name_de="Charmanter Schurke"), SOURCE, printed=False)
    registry.add_data(
        CardRef(name_en="Charming Scoundrel", name_de="Charmante Halunkin", oracle_id="o1"),
        SOURCE,
        "{1}{R}",
        {"en": [CardFace("Charming Scoundrel")]},
    )
    cards = registry.cards()
    assert list(cards) == ["charming-scoundrel"] and registry.card_id(CardRef(oracle_id="o1")) == "charming-scoundrel"
    names = [(n.name, n.printed) for n in cards["charming-scoundrel"].names["de"]]
    assert names == [("Charmante Halunkin", True), ("Charmanter Schurke", False)]
    assert cards["charming-scoundrel"].display_name("de") == "Charmante Halunkin"


def test_a_reference_naming_two_known_cards_merges_them() -> None:
    registry = CardRegistry()
    registry.add(CardRef(name_de="Einschneiden"), SOURCE, printed=True)
    registry.add(CardRef(name_en="Cut In"), SOURCE, printed=True)
    assert sorted(registry.cards()) == ["cut-in", "einschneiden"]
    registry.add(CardRef(name_en="Cut In", name_de="Einschneiden"), SOURCE, printed=True)
    assert list(registry.cards()) == ["cut-in"]


def _face_record(registry: CardRegistry, oracle_id: str, en: CardFace, de: CardFace) -> None:
    """One record of the German card data: one face of a card, in both languages."""
    registry.add_data(
        CardRef(name_en=en.name, name_de=de.name, oracle_id=oracle_id), SOURCE, "", {"en": [en], "de": [de]}
    )


def test_cards_that_share_a_german_name_stay_two_and_both_have_it() -> None:
    registry = CardRegistry()
    _face_record(registry, "o-coercion", CardFace("Coercion", "Sorcery"), CardFace("Zwang", "Hexerei"))
    _face_record(registry, "o-duress", CardFace("Duress", "Sorcery"), CardFace("Zwang", "Hexerei"))
    cards = registry.cards()
    assert sorted(cards) == ["coercion", "duress"]
    assert [n.name for n in cards["duress"].names["de"]] == ["Zwang"]
    assert registry.card_ids_de("Zwang") == ["coercion", "duress"]
    assert registry.card_id(CardRef(name_en="Duress")) == "duress"


def test_a_german_name_alone_names_the_first_card_that_has_it() -> None:
    registry = CardRegistry()
    registry.add_ruling(CardRef(name_de="Zwang"), SOURCE)
    _face_record(registry, "o-coercion", CardFace("Coercion"), CardFace("Zwang"))
    _face_record(registry, "o-duress", CardFace("Duress"), CardFace("Zwang"))
    assert sorted(registry.cards()) == ["coercion", "duress"]
    assert registry.card_id(CardRef(name_de="Zwang")) == "coercion"


FINISH_TEXT = "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nDestroy target creature."


def test_the_face_records_of_one_oracle_id_are_one_card_named_front_to_back() -> None:
    """The rulings name the card by its back face and come first; the data lists Finish first."""
    registry = CardRegistry()
    registry.add_ruling(CardRef(name_en="Finish", oracle_id="o-sf"), SOURCE)
    _face_record(registry, "o-sf", CardFace("Finish", "Sorcery", FINISH_TEXT), CardFace("Ende", "Hexerei"))
    _face_record(
        registry, "o-sf", CardFace("Start", "Instant", "Create two tokens."), CardFace("Anfang", "Spontanzauber")
    )
    cards = registry.cards()
    assert list(cards) == ["start"] and registry.card_id(CardRef(name_en="Finish", oracle_id="o-sf")) == "start"
    card = cards["start"]
    assert [n.name for n in card.names["en"]] == ["Start // Finish"]
    assert [n.name for n in card.names["de"]] == ["Anfang // Ende"]
    assert [(f.name, f.type_line) for f in card.faces["en"]] == [("Start", "Instant"), ("Finish", "Sorcery")]
    assert [(f.name, f.type_line) for f in card.faces["de"]] == [("Anfang", "Spontanzauber"), ("Ende", "Hexerei")]
    assert card.display_name("de") == "Anfang // Ende"
    assert card.aliases() == ["anfang", "anfang-ende", "ende", "finish", "start-finish"]


def test_a_whole_card_record_gives_its_faces_order_and_a_face_name_finds_it() -> None:
    registry = CardRegistry()
    registry.add_data(
        CardRef(name_en="Ferocious Werefox // Guard Change", name_de="Wilde Werfüchsin // Wachablöse", oracle_id="o1"),
        SOURCE,
        "{2}{G}",
        {
            "en": [CardFace("Ferocious Werefox"), CardFace("Guard Change")],
            "de": [CardFace("Wilde Werfüchsin"), CardFace("Wachablöse")],
        },
    )
    registry.add_ruling(CardRef(name_en="Ferocious Werefox // Guard Change"), SOURCE)
    assert registry.card_id(CardRef(name_en="Guard Change")) == "ferocious-werefox"
    card = registry.cards()["ferocious-werefox"]
    assert [n.name for n in card.names["en"]] == ["Ferocious Werefox // Guard Change"]
    assert card.aliases() == [
        "ferocious-werefox-guard-change",
        "guard-change",
        "wachabloese",
        "wilde-werfuechsin",
        "wilde-werfuechsin-wachabloese",
    ]


def test_a_ruling_list_naming_one_face_before_the_card_data_joins_the_card() -> None:
    registry = CardRegistry()
    registry.add_ruling(CardRef(name_en="Guard Change"), SOURCE)
    registry.add_data(
        CardRef(name_en="Ferocious Werefox // Guard Change", oracle_id="o1"),
        SOURCE,
        "",
        {"en": [CardFace("Ferocious Werefox"), CardFace("Guard Change")]},
    )
    assert list(registry.cards()) == ["ferocious-werefox"]
    assert registry.card_id(CardRef(name_en="Guard Change")) == "ferocious-werefox"
