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
