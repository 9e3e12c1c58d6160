import pytest

from indexer.terms.term_match import TermFinder, contains, words


@pytest.mark.parametrize(
    ("a", "b", "lang"),
    [
        ("Roles", "role", "en"),
        ("abilities", "Ability", "en"),
        ("owner’s", "owner", "en"),
        ("Two-Headed Giant", "two-headed giant", "en"),
        ("Zeitstempels", "Zeitstempel", "de"),
        ("Rollen", "Rolle", "de"),
        ("Aktionen", "Aktion", "de"),
        ("bleibenden Karten", "bleibende Karte", "de"),
        ("Fähigkeiten", "Faehigkeit", "de"),
    ],
)
def test_singular_and_plural_meet(a: str, b: str, lang: str) -> None:
    assert words(a, lang) == words(b, lang)


@pytest.mark.parametrize(
    ("a", "b"), [("Commander", "command"), ("annihilate", "Annihilator"), ("planeswalkers", "planeswalk")]
)
def test_different_words_stay_apart(a: str, b: str) -> None:
    """What the search stemmer would merge must not count as mentioning a glossary term."""
    assert words(a, "en") != words(b, "en")


def test_finder_prefers_the_longest_term_and_reports_each_once() -> None:
    finder = TermFinder(
        {
            words("Ability", "en"): "ability",
            words("Activated Ability", "en"): "activated",
            words("Role", "en"): "role",
        }
    )
    text = words("An activated ability of a Role; another Role, another ability.", "en")
    assert finder.find(text) == ["activated", "role", "ability"]


def test_contains_needs_the_words_together_and_in_order() -> None:
    text = words("the most recent timestamp of a Role", "en")
    assert contains(text, words("recent timestamp", "en"))
    assert not contains(text, words("timestamp recent", "en"))
    assert not contains(text, ())
