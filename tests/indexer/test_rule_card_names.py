"""German names of split cards read off the German rules beside the English rules."""

from datetime import date

from indexer.assembly.model import Origin, Parsed, RulesRelease, RuleText, Source
from indexer.assembly.rule_card_names import split_card_names

EFFECTIVE = date(2025, 11, 14)


def release(lang: str, rules: dict[str, str], effective: date = EFFECTIVE) -> Parsed:
    source = Source(f"rules-{lang}.txt", f"rules {lang}", lang)
    texts = [(number, RuleText(text, Origin(source.path, 1))) for number, text in rules.items()]
    return Parsed(rules=texts, release=RulesRelease(lang, effective, source))


ENGLISH = {
    "709.4b": "Example: Assault//Battery’s mana cost is {3}{R}{G}. Example: Fire//Ice’s mana cost is {2}{U}{R}.",
    "122.7": "If an effect refers to a “When/Whenever” trigger ...",
    "208.1": "Power/toughness of a creature.",
}
GERMAN = {
    "709.4b": "Beispiel: Die Manakosten von Misshandlung / Prügelandrohung sind {3}{r}{g}. "
    "Beispiel: Die Manakosten von Feuer / Eis sind {2}{b}{r}.",
    "122.7": "Falls ein Effekt sich auf eine „Wenn / Immer wenn“-Auslösung bezieht ...",
    "208.1": "Stärke/Widerstandskraft einer Kreatur.",
}


def test_the_split_cards_a_german_rule_names_are_paired_in_order_with_the_english_rules() -> None:
    german = release("de", GERMAN)
    found = list(split_card_names([release("en", ENGLISH), german]))
    assert found == [
        ("Assault // Battery", "Misshandlung / Prügelandrohung", german.release.source),
        ("Fire // Ice", "Feuer / Eis", german.release.source),
    ]


def test_without_the_english_rule_of_that_release_or_with_other_counts_nothing_is_paired() -> None:
    """ "Wenn / Immer" (122.7) stands beside no English split card; another release's English
    rules say nothing about this one's."""
    assert not list(split_card_names([release("en", ENGLISH, date(2026, 1, 16)), release("de", GERMAN)]))
    fewer = {"709.4b": "Example: Fire//Ice’s mana cost is {2}{U}{R}."}
    assert not list(split_card_names([release("en", fewer), release("de", GERMAN)]))


def test_the_german_rules_name_fire_ice_where_no_card_data_does(builder) -> None:
    """The imported German printing of Fire // Ice is broken and not used: the card's one German
    name is the German rules' „Feuer / Eis“ (702.1b, 709.4b), noted as used there, not printed."""
    (name,) = builder.corpus.cards["fire"].names["de"]
    assert (name.name, name.printed, name.source.path) == (
        "Feuer / Eis",
        False,
        "corpus/data/comprehensive-rules-de-20251114.txt",
    )
