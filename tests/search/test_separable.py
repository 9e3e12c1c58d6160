import pytest

from indexer.search.query.separable import joined_particles
from indexer.search.query.syntax import And, Phrase, Word, parse

# The words the German texts have, for these tests.
KNOWN = {
    "aufgebe",
    "abwerfe",
    "anfängt",
    "auswählt",
    "ausscheidet",
    "ausspieler",
    "nachdem",
    "zufalle",
    "auslöst",
    "anschauen",
    "ansehen",
    "abgeben",
}


def joined(text: str) -> str:
    node = joined_particles(parse(text), KNOWN.__contains__)
    return " ".join(word.text for word in node.nodes) if isinstance(node, And) else node.text


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("ich gebe auf", "ich aufgebe"),
        ("wer fängt an?", "wer anfängt"),
        ("ich werfe eine karte ab, wer wählt sie aus", "ich abwerfe eine karte wer auswählt sie"),
        ("Spieler scheidet aus", "Spieler ausscheidet"),  # „Spieler“ does not end as a verb
        ("die Falle zu", "die Falle zu"),  # a capitalised word after the first is a noun
        ("auf dem Stapel nach", "auf dem Stapel nach"),  # „dem“ is a stop word, no verb
        ("der Gegner gibt auf", "der Gegner gibt auf"),  # „aufgibt“ is no word the texts have here
        ("auf ich gebe", "auf ich gebe"),  # the particle ends no clause
        # a conjunction begins a subordinate clause, typed without a comma
        ("löst die fähigkeit aus wenn ein token stirbt", "auslöst die fähigkeit wenn ein token stirbt"),
        ("ich gebe auf falls", "ich aufgebe falls"),
        ("ich werfe eine karte ab und ziehe", "ich werfe eine karte ab und ziehe"),  # („und“: see the module)
        # an imperative's joined form is in no text, the infinitive is
        ("schau dir die karten an", "anschauen dir die karten"),
        ("sieh dir die karte an", "ansehen dir die karte"),
        ("gib den zug ab", "abgeben den zug"),
    ],
)
def test_a_particle_ending_a_clause_is_joined_to_its_verb(typed: str, read: str) -> None:
    assert joined(typed) == read


def test_only_a_plain_list_of_words_is_read() -> None:
    """An operator or a prefix search is a search, not a sentence."""
    for text in ("gebe OR auf", "gebe* auf"):
        assert joined_particles(parse(text), KNOWN.__contains__) == parse(text)
    assert joined_particles(Word("auf"), KNOWN.__contains__) == Word("auf")


def test_a_quoted_phrase_is_part_of_its_clause_and_stays_as_typed() -> None:
    """„löst das "immer wenn eine Kreatur stirbt" aus?“ had been read word by word: „löst“ was
    searched as "unattach" (a browser review)."""
    node = joined_particles(parse('ich gebe "eine Karte" auf'), KNOWN.__contains__)
    assert node == And((Word("ich"), Word("aufgebe"), Phrase("eine Karte")))
    assert joined('"ich gebe" auf') == "ich gebe auf"  # (no word of the clause but the particle)
