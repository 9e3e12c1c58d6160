from indexer.search.query.expansion import Expansion, TermExpander

EXPANDER = TermExpander([
    {"en": "Role", "de": "Rolle", "source": "t"},
    {"en": "timestamp", "de": "Zeitstempel", "source": "t"},
    {"en": "state-based action", "de": "zustandsbasierte Aktion", "source": "t"},
    {"en": "Aura", "de": "Aura", "source": "t"},
])


def test_words_in_either_language_find_the_other() -> None:
    assert EXPANDER.expansions(["Rolle", "Zeitstempels"]) == [
        Expansion(0, 1, (("en", "Role", "term"),)),
        Expansion(1, 2, (("en", "timestamp", "term"),)),
    ]
    assert EXPANDER.expansions(["roles"]) == [Expansion(0, 1, (("de", "Rolle", "term"),))]


def test_multi_word_terms_take_precedence() -> None:
    assert EXPANDER.expansions(["the", "state-based", "actions"]) == [Expansion(1, 3, (("de", "zustandsbasierte Aktion", "term"),))]
    assert EXPANDER.expansions(["zustandsbasierte", "Aktion"]) == [Expansion(0, 2, (("en", "state-based action", "term"),))]


def test_identical_terms_and_unknown_words_expand_to_nothing() -> None:
    assert EXPANDER.expansions(["Aura", "dragon"]) == []


SYNONYMS = TermExpander(
    [{"en": "mana value", "de": "Manabetrag", "source": "t"}],
    [{"lang": "en", "term": "Converted Mana Cost", "synonym": "mana value", "source": "t"}],
)


def test_an_old_name_and_a_new_one_find_each_other_in_their_language() -> None:
    """The rulings of 2010 say "converted mana cost", the rules of 2025 "mana value"."""
    assert SYNONYMS.expansions(["mana", "value"]) == [
        Expansion(0, 2, (("de", "Manabetrag", "term"), ("en", "Converted Mana Cost", "synonym")))
    ]
    assert SYNONYMS.expansions(["converted", "mana", "cost"]) == [Expansion(0, 3, (("en", "mana value", "synonym"),))]


def test_german_verb_forms_find_the_term() -> None:
    """"neutralisiert" and "geopfert" are forms of "neutralisieren" and "opfern" that the
    stemmer does not bring together."""
    verbs = TermExpander([{"en": "counter", "de": "neutralisieren", "source": "t"}, {"en": "sacrifice", "de": "opfern", "source": "t"}])
    assert verbs.expansions(["geopfert"]) == [Expansion(0, 1, (("en", "sacrifice", "term"),))]
    assert verbs.expansions(["neutralisiert"]) == [Expansion(0, 1, (("en", "counter", "term"),))]
