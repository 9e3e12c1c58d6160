from datetime import date

from indexer.german.align import Candidate, Translation, align, features, similarity
from indexer.terms.term_list import ConceptMatcher, TermPair

MATCHER = ConceptMatcher(
    [
        TermPair("timestamp", "Zeitstempel", "test", 2),
        TermPair("graveyard", "Friedhof", "test", 3),
        TermPair("Role", "Rolle", "test", 4),
        TermPair("protection", "Schutz", "test", 5),
    ]
)
DAY = date(2023, 9, 1)
EN = [
    Candidate("a", "Each Role except the one with the most recent timestamp goes to the graveyard.", DAY),
    Candidate("b", "Protection from enchantments stops the Role token from being created.", DAY),
]
DE = [
    Translation("Jede Rolle außer der mit dem neuesten Zeitstempel kommt in den Friedhof.", DAY),
    Translation("Schutz vor Verzauberungen verhindert, dass der Rollen-Spielstein erzeugt wird.", DAY),
]


def test_glossary_concepts_make_translations_similar() -> None:
    same = similarity(features(DE[0].text, "de", MATCHER), features(EN[0].text, "en", MATCHER))
    other = similarity(features(DE[0].text, "de", MATCHER), features(EN[1].text, "en", MATCHER))
    assert same > other


def test_position_alignment_when_lists_match() -> None:
    assert align(DE, EN, MATCHER) == {0: "a", 1: "b"}


def test_similarity_alignment_when_order_differs() -> None:
    assert align(list(reversed(DE)), EN, MATCHER) == {0: "b", 1: "a"}


def test_unrelated_text_is_not_placed() -> None:
    assert align([Translation("Drachen fliegen über das Meer.", DAY)], EN, MATCHER) == {}


def test_dates_that_differ_never_pair() -> None:
    older = Candidate("old", EN[0].text, date(2019, 1, 1))
    assert align([DE[0]], [older, EN[0]], MATCHER) == {0: "a"}
    assert align([DE[0]], [older], MATCHER) == {}


def test_a_shorter_german_list_is_placed_by_similarity() -> None:
    third = Candidate("c", "Each opponent loses 1 life.", DAY)
    assert align([DE[1]], [EN[0], third, EN[1]], MATCHER) == {0: "b"}
