from indexer.assembly.model import GlossaryEntry, Origin
from indexer.formats.parse_rules import parse_comprehensive_rules
from indexer.terms.glossary_pairs import entry_partners, rules_glossary_pairs
from tests.support.helpers import CR_DE, CR_EN, spec


def entry(lang: str, term: str, text: str = "", see: str | None = None) -> GlossaryEntry:
    return GlossaryEntry(f"{lang}:{term}", lang, term, text, Origin("g", 1), see)


def test_cross_references_win_and_same_numbers_pair_the_rest() -> None:
    pairs = rules_glossary_pairs(
        [
            entry("en", "Trample", "See rule 702.19, “Trample.”"),
            entry("de", "Trampelschaden", "Siehe Regel 702.19, „Trampelschaden“."),
            entry("en", "Boast", "See rule 702.142."),
            entry("de", "Prahlen", "", see=None),
            entry("de", "Boast", see="Prahlen"),
            entry("de", "Vorherbestimmung", "Siehe Regel 702.142."),
            entry("en", "Champion, Championed", "See rule 702.72."),
            entry("de", "Beschützen, beschützt", "Siehe Regel 702.72."),
        ]
    )
    assert {(p.en, p.de) for p in pairs} == {
        ("Trample", "Trampelschaden"),
        ("Boast", "Prahlen"),
        ("Champion", "Beschützen"),
        ("Championed", "beschützt"),
    }


def test_ambiguous_numbers_are_not_paired() -> None:
    pairs = rules_glossary_pairs(
        [
            entry("en", "Attack", "See rule 508."),
            entry("en", "Attacking Creature", "See rule 508."),
            entry("de", "Angreifen", "Siehe Regel 508."),
        ]
    )
    assert pairs == []


def test_real_glossaries_give_the_core_terms() -> None:
    entries = parse_comprehensive_rules(spec(CR_EN, "comprehensive-rules", "en")).glossary
    entries += parse_comprehensive_rules(spec(CR_DE, "comprehensive-rules", "de")).glossary
    pairs = {(p.en, p.de) for p in rules_glossary_pairs(entries)}
    for pair in [
        ("Graveyard", "Friedhof"),
        ("Token", "Spielstein"),
        ("Role", "Rolle"),
        ("Flying", "Flugfähigkeit"),
        ("Library", "Bibliothek"),
    ]:
        assert pair in pairs
    assert len(pairs) > 600


def test_a_translators_note_is_no_part_of_the_term_and_an_old_german_term_no_english_one() -> None:
    pairs = rules_glossary_pairs(
        [
            entry("en", "State-Based Actions", "Game actions that happen automatically. See rule 704."),
            entry("de", "Zustandsbasierte Aktionen", "Aktionen, die automatisch geschehen. Siehe Regel 704."),
            entry("de", "Automatische Spielstatus-Aktionen", see="Zustandsbasierte Aktionen"),
            entry("de", "Converted Mana Cost (veraltet)", see="Manabetrag"),
            entry("de", "Firebend", see="Feuerbändigen"),
        ]
    )
    assert {(p.en, p.de) for p in pairs} == {
        ("State-Based Actions", "Zustandsbasierte Aktionen"),
        ("Converted Mana Cost", "Manabetrag"),
        ("Firebend", "Feuerbändigen"),
    }


def test_each_form_of_an_entry_pairs_with_a_single_term_of_the_other() -> None:
    """The ruling says "was kicked": the pair "Kicker, Kicked" / "Bonus" was searched as the
    phrase "kicker kicked", which no text has."""
    pairs = rules_glossary_pairs(
        [
            entry("de", "Kicker, Kicked", see="Bonus"),
            entry("de", "Ring, The", see="Der Ring"),
            entry("de", "Converted Mana Cost", see="Umgewandelte Manakosten (veraltet)"),
            entry("de", "Active Player, Nonactive Player Order", see="Aktiver-Spieler-inaktiver-Spieler-Reihenfolge"),
        ]
    )
    assert {(p.en, p.de) for p in pairs} == {
        ("Kicker", "Bonus"),
        ("Kicked", "Bonus"),
        ("Ring", "Der Ring"),
        ("Converted Mana Cost", "Umgewandelte Manakosten"),
        ("Active Player, Nonactive Player Order", "Aktiver-Spieler-inaktiver-Spieler-Reihenfolge"),
    }


def test_a_cross_reference_naming_two_entries_pairs_each() -> None:
    """ "Counter &rarr; Neutralisieren oder Zählmarke" names two entries; as one term it was in no
    text, and "counter" was also searched as „Neutralisieren oder Zählmarke“. A term with "oder"
    that is not two headwords stays whole."""
    pairs = rules_glossary_pairs(
        [
            entry("en", "Counter", "1. To cancel a spell … 2. A marker placed on an object …"),
            entry("de", "Neutralisieren", "Einen Zauberspruch oder eine Fähigkeit aufheben."),
            entry("de", "Zählmarke", "Ein Marker auf einem Objekt."),
            entry("de", "Counter", see="Neutralisieren oder Zählmarke"),
            entry("en", "Either", "See rule 1."),
            entry("de", "Either", see="Entweder oder Beides"),
        ]
    )
    assert {(p.en, p.de) for p in pairs} == {
        ("Counter", "Neutralisieren"),
        ("Counter", "Zählmarke"),
        ("Either", "Entweder oder Beides"),
    }


def test_of_two_entries_a_cross_reference_names_the_english_terms_first_sense_comes_first() -> None:
    """ "Draw &rarr; Unentschieden oder Ziehen": drawing a card (rule 121) is Draw's first sense,
    and its first pair (so its partner: a card that draws had listed „Unentschieden“, a drawn
    game, among its terms on the German page)."""
    glossary = [
        entry("en", "Draw", "1. To put the top card … See rule 121, “Drawing a Card.” 2. … See rule 104.4."),
        entry("de", "Unentschieden", "Das Ergebnis einer Partie … Siehe Regel 104.4."),
        entry("de", "Ziehen", "Die oberste Karte … Siehe Regel 121, „Kartenziehen“."),
        entry("de", "Draw", see="Unentschieden oder Ziehen"),
    ]
    assert [(p.en, p.de) for p in rules_glossary_pairs(glossary)] == [("Draw", "Ziehen"), ("Draw", "Unentschieden")]
    partners = entry_partners(glossary, rules_glossary_pairs(glossary))
    assert partners["en-draw"].term == "Ziehen" and "de-unentschieden" not in partners
