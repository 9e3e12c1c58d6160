from webapp.term_expansion import Expansion, TermExpander

EXPANDER = TermExpander([
    {"en": "Role", "de": "Rolle", "source": "t"},
    {"en": "timestamp", "de": "Zeitstempel", "source": "t"},
    {"en": "state-based action", "de": "zustandsbasierte Aktion", "source": "t"},
    {"en": "Aura", "de": "Aura", "source": "t"},
])


def test_words_in_either_language_find_the_other() -> None:
    assert EXPANDER.expansions(["Rolle", "Zeitstempels"]) == [
        Expansion(0, 1, (("en", "Role"),)),
        Expansion(1, 2, (("en", "timestamp"),)),
    ]
    assert EXPANDER.expansions(["roles"]) == [Expansion(0, 1, (("de", "Rolle"),))]


def test_multi_word_terms_take_precedence() -> None:
    assert EXPANDER.expansions(["the", "state-based", "actions"]) == [Expansion(1, 3, (("de", "zustandsbasierte Aktion"),))]
    assert EXPANDER.expansions(["zustandsbasierte", "Aktion"]) == [Expansion(0, 2, (("en", "state-based action"),))]


def test_identical_terms_and_unknown_words_expand_to_nothing() -> None:
    assert EXPANDER.expansions(["Aura", "dragon"]) == []
