"""The obsolete terms of the rules a ruling still uses (indexer.terms.obsolete_terms)."""

from indexer.assembly.model import GlossaryEntry, Origin
from indexer.terms.obsolete_terms import ObsoleteTerms


def entry(lang: str, term: str) -> GlossaryEntry:
    return GlossaryEntry(f"{lang}:{term}", lang, term, "…", Origin("g", 1))


TERMS = ObsoleteTerms(
    [
        entry("en", "Converted Mana Cost (Obsolete)"),
        entry("en", "Damage Assignment Order (Obsolete)"),
        entry("en", "During (Obsolete)"),
        entry("en", "Mana Value"),
        entry("de", "Umgewandelte Manakosten (veraltet)"),
    ]
)


def test_a_ruling_using_an_obsolete_term_points_to_its_english_entry() -> None:
    assert TERMS.keys_in("It has a converted mana cost of 0.") == ["en-converted-mana-cost-obsolete"]
    assert TERMS.keys_in("Their Converted\nMana Costs are compared.") == ["en-converted-mana-cost-obsolete"]
    assert TERMS.keys_in("That player can ignore the damage assignment order.") == [
        "en-damage-assignment-order-obsolete"
    ]


def test_words_that_say_something_else_are_no_obsolete_term() -> None:
    """ "During" is an obsolete headword and a plain word; "mana value" is the current term."""
    assert TERMS.keys_in("Its mana value is 3 during your turn.") == []
    assert TERMS.keys_in("the converted mana of a costed spell") == []
