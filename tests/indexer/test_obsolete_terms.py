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
        entry("en", "Redirect (Obsolete)"),
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


def test_redirecting_damage_to_a_planeswalker_a_player_controls_is_the_removed_rule() -> None:
    """CR 306.7: the rule letting noncombat damage to an opponent be redirected to their
    planeswalker was removed in 2018; Sarkhan the Mad's ruling (2010) still relies on it (a
    judge's review). A redirection effect of today's rules (614.9) is no obsolete term."""
    sarkhan = (
        "If you target an opponent with the third ability, you choose separately for each Dragon creature you "
        "control whether or not to redirect the damage dealt by that Dragon to a planeswalker that player controls."
    )
    assert TERMS.keys_in(sarkhan) == ["en-redirect-obsolete"]
    assert "planeswalker that player controls" in TERMS.without(sarkhan)
    for today in (
        "More damage can be redirected to the chosen creature than it has toughness or to the chosen planeswalker "
        "than it has loyalty, as long as that damage is all dealt at once.",
        "If the second target is no longer a creature, player, or planeswalker when the damage would be redirected, "
        "the damage is dealt to the first target.",
        "The damage redirection effect won't be able to be applied to any damage events.",
    ):
        assert TERMS.keys_in(today) == []
