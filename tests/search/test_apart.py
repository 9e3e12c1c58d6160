import pytest

from indexer.search.query.apart import joined_apart
from indexer.search.query.syntax import And, parse
from indexer.search.term_expander import term_expander

# The listed terms, for these tests: one word each, or a term's first word with the next.
TERMS = {"todesberührung", "deathtouch", "lifelink", "trampelschaden"}
TERMS_BEGUN = {("zustandsbasierte", "aktionen")}
# Two words that are a term as typed.
PAIRS = {("first", "strike")}


def game_word(word: str, following: str | None) -> bool:
    return word.casefold() in TERMS or (word.casefold(), (following or "").casefold()) in TERMS_BEGUN


def a_term(first: str, second: str) -> bool:
    return (first.casefold(), second.casefold()) in PAIRS


def joined(text: str) -> str:
    node = joined_apart(parse(text), game_word, a_term)
    return " ".join(word.text for word in node.nodes) if isinstance(node, And) else node.text


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("todes berührung", "todesberührung"),
        ("Todes Berührung trampel schaden", "Todesberührung trampelschaden"),
        ("zustands basierte aktionen", "zustandsbasierte aktionen"),
        ("death touch and life link", "deathtouch and lifelink"),
        ("zustands basierte", "zustands basierte"),  # the term's first word, without the rest
        ("first strike", "first strike"),  # two words that are a term already
        ("dea th touch", "dea th touch"),  # no two neighbours make a term
        ("li felink", "li felink"),  # a half of fewer than three letters
    ],
)
def test_a_term_typed_as_two_words_is_searched_as_written(typed: str, read: str) -> None:
    assert joined(typed) == read


@pytest.mark.parametrize("typed", ["death touch OR lifelink", '"death touch"', "death touch*", 'todes "berührung"'])
def test_only_a_plain_list_of_words_is_read(typed: str) -> None:
    """An operator or a prefix says the words were written as a search; a phrase stays as typed."""
    node = parse(typed)
    assert joined_apart(node, game_word, a_term) == node


def test_the_term_list_says_which_word_is_a_term_as_written(store) -> None:
    """A term typed apart before more words is still joined („todes berührung schaden durch
    fähigkeit“); a word the expander only reads as a compound's part is none ("creatureenters"
    is read as a kind of „Kreatur“)."""
    expander = term_expander(store, "de")
    assert expander.begins_term("todesberührung") and expander.begins_term("todesberührung", "schaden")
    assert expander.begins_term("zustandsbasierte", "aktionen") and not expander.begins_term("zustandsbasierte")
    assert not expander.begins_term("creatureenters") and not expander.begins_term("creatureenters", "attacking")
