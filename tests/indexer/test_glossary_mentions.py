import pytest

from indexer.terms.glossary_mentions import glossary_key, term_forms


@pytest.mark.parametrize(
    ("term", "lang", "forms"),
    [
        ("Role", "en", ["Role"]),
        ("Control, Controller", "en", ["Control", "Controller"]),
        ("Timestamp Order", "en", ["Timestamp Order", "Timestamp"]),
        ("Two-Headed Giant Variant", "en", ["Two-Headed Giant Variant", "Two-Headed Giant"]),
        ("Zeitstempel-Reihenfolge", "de", ["Zeitstempel-Reihenfolge", "Zeitstempel"]),
        ("Gewinnen, das Spiel", "de", ["Gewinnen", "das Spiel Gewinnen"]),
        ("Beschützen, beschützt", "de", ["Beschützen", "beschützt"]),
        ("Partner, “Partner—[text],” “Partner with [name]”", "en", ["Partner"]),
        ("Tribal (Obsolete)", "en", []),
        ("Permanent (veraltet)", "de", []),
    ],
)
def test_term_forms(term: str, lang: str, forms: list[str]) -> None:
    assert term_forms(term, lang) == forms


def terms(builder, number: str, lang: str) -> list[str]:
    return [builder.mentions.terms[key] for key in builder.mentions.in_rule(number, lang)]


def test_rule_mentions_in_both_languages(builder) -> None:
    assert terms(builder, "704.5y", "en") == ["Role", "Timestamp Order", "Owner", "Graveyard"]
    assert terms(builder, "704.5y", "de") == ["Rolle", "Zeitstempel-Reihenfolge", "Friedhof", "Besitzer"]
    assert "Zustandsbasierte Aktionen" in terms(builder, "303.7a", "de")


def test_common_terms_are_left_out(builder) -> None:
    """ "player", "permanent" and "If" stand in most rules: they say nothing about one."""
    english = terms(builder, "704.5y", "en")
    assert not {"Player", "Permanent", "If", "Control, Controller"} & set(english)
    assert "Spieler" not in terms(builder, "704.5y", "de")


def test_mentions_in_any_text_and_keys(builder) -> None:
    keys = builder.mentions.mentioned("Your Two-Headed Giant team has fifteen poison counters.", "en")
    assert [builder.mentions.terms[k] for k in keys] == ["Two-Headed Giant Variant", "Team", "Poison Counter"]
    entry = next(e for e in builder.corpus.glossary if e.term == "Zeitstempel-Reihenfolge")
    assert glossary_key(entry) == "de-zeitstempel-reihenfolge"


def test_cross_references_are_not_matched(builder) -> None:
    """The German glossary's "Flying &rarr; Flugfähigkeit" is an English word, not a German term."""
    assert "de-flying" not in builder.mentions.terms
    assert builder.mentions.mentioned("Flying", "de") == []


def test_an_entry_that_only_rewords_another_is_left_to_it(builder) -> None:
    """ "Entfernt, aus dem Kampf: Siehe Aus dem Kampf entfernt." would otherwise be mentioned by
    every rule with the word "entfernt" (107.17: a removed counter)."""
    assert "Entfernt, aus dem Kampf" not in terms(builder, "107.17", "de")
    assert "de-entfernt-aus-dem-kampf" not in builder.mentions.terms
    assert "de-aus-dem-kampf-entfernt" in builder.mentions.mentioned("Die Kreatur wird aus dem Kampf entfernt.", "de")
