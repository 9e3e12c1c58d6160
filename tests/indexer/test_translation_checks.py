"""What a German translation must keep from the English ruling."""

import pytest

from indexer.german.translation_checks import translation_problems

ENGLISH = "Pay {1}{W/U} and {T}: each Role except the newest goes (rules 303.7a and 704.5y)."
GERMAN = "Zahle {1}{W/U} und {T}: jede Rolle außer der neuesten geht (Regeln 303.7a und 704.5y)."


def test_a_faithful_translation_has_no_problems() -> None:
    assert translation_problems(ENGLISH, GERMAN) == []
    assert translation_problems(ENGLISH, GERMAN.replace("Regeln 303.7a und 704.5y", "704.5y; siehe Regel 303.7a")) == []


@pytest.mark.parametrize(
    ("german", "problem"),
    [
        (GERMAN.replace("{T}", ""), "mana symbols and placeholders differ: {T} missing in the German text"),
        (
            GERMAN.replace("{W/U}", "{W}"),
            "mana symbols and placeholders differ: {W/U} missing in the German text; {W} not in the English text",
        ),
        (GERMAN.replace("{1}", "{1}{1}"), "mana symbols and placeholders differ: {1} not in the English text"),
        (
            GERMAN.replace("704.5y", "704.5z"),
            "rule numbers differ: 704.5y missing in the German text; 704.5z not in the English text",
        ),
        (GERMAN.replace("Regeln 303.7a und ", "Regel "), "rule numbers differ: 303.7a missing in the German text"),
        ("   \n", "the translation is empty"),
        (ENGLISH.replace("’", "'").upper(), "the translation is the English text unchanged"),
    ],
)
def test_problems_are_named(german, problem) -> None:
    assert translation_problems(ENGLISH, german) == [problem]


def test_both_kinds_of_problem_at_once() -> None:
    assert len(translation_problems(ENGLISH, "Zahle {2}: Regel 101.1.")) == 2
