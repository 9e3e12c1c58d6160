"""What a citing text is about, and whether its rule mentions it (see indexer/subjects.py)."""

import json

from indexer.citations.references import find_references
from indexer.citations.subjects import article_subject, ruling_subject, unmentioned
from tests.support.helpers import shared_file


def off_subject(builder, subject, number: str, lang: str = "en") -> list[str]:
    return unmentioned(subject, number, lang, builder.tree, builder.mentions)


def test_an_article_is_about_its_title(builder) -> None:
    role = article_subject("Role", "en")
    assert [t.label for t in role] == ["Role"]
    assert off_subject(builder, role, "303.7a") == []
    assert off_subject(builder, role, "111.10j") == []
    assert off_subject(builder, role, "704.5z") == ["Role"]


def test_a_rule_mentions_what_the_rules_under_it_mention(builder) -> None:
    """Citing "111.10" (predefined tokens) cites the Role tokens 111.10j-r under it."""
    role = article_subject("Role", "en")
    assert "role" not in builder.corpus.rules["111.10"].texts["en"].text.lower()
    assert off_subject(builder, role, "111.10") == []


def test_a_ruling_is_about_its_uncommon_glossary_terms(builder) -> None:
    text = "Your Two-Headed Giant team can no longer lose because you have fifteen or more poison counters. (704.5t)"
    subject = ruling_subject(text, "en", builder.mentions)
    assert [t.label for t in subject] == ["Two-Headed Giant Variant", "Team", "Poison Counter"]
    assert off_subject(builder, subject, "704.5t") == ["Two-Headed Giant Variant", "Team", "Poison Counter"]
    assert off_subject(builder, subject, "704.6b") == []


def test_one_shared_term_is_enough_and_no_subject_means_no_check(builder) -> None:
    subject = ruling_subject(
        "You could hit up an all-you-can-eat poison counter buffet. (704.5c)", "en", builder.mentions
    )
    assert off_subject(builder, subject, "704.5c") == []
    assert ruling_subject("Good news, nothing happens.", "en", builder.mentions) == ()
    assert off_subject(builder, (), "704.5z") == []


def test_german_rulings_are_checked_against_the_german_text(builder) -> None:
    subject = ruling_subject(
        "Jede Rolle außer der mit dem neusten Zeitstempel kommt in den Friedhof.", "de", builder.mentions
    )
    assert off_subject(builder, subject, "704.5y", "de") == []
    assert off_subject(builder, subject, "704.5z", "de") != []


def test_a_rule_without_text_in_the_language_is_not_checked(builder) -> None:
    assert off_subject(builder, article_subject("Rolle", "de"), "201.4g", "de") == []


def test_renumbered_references_in_real_rulings_are_found(builder) -> None:
    """Every English ruling of the 2019 data that cites a rule, against the 2025-11-14 rules:
    only the references renumbered since (Two-Headed Giant and commander damage) are flagged."""
    rulings = shared_file("rulings-en-mtgjson-v4-20190726.json")
    texts = {r["comment"] for r in json.loads(rulings.read_text(encoding="utf-8"))}
    checked, flagged = 0, set()
    for text in sorted(texts):
        subject = ruling_subject(text, "en", builder.mentions)
        for ref in find_references(text):
            checked += 1
            if off_subject(builder, subject, ref.number):
                flagged.add(ref.number)
    assert checked == 18
    assert flagged == {"704.5s", "704.5t", "704.5u"}
