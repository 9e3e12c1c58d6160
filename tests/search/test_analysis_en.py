import pickle

import pytest

from indexer.search.analysis.en import english_analyzer, stem_english
from indexer.search.analysis.schema import query_terms


def terms(text: str, mode: str = "index") -> list[str]:
    return [t.text for t in english_analyzer()(text, mode=mode)]


def test_stemming() -> None:
    assert terms("countered") == terms("countering") != terms("counter")  # the verb, not the noun of 122
    assert terms("Roles") == terms("role")
    assert terms("timestamps") == terms("timestamp")


def test_apostrophes_alike() -> None:
    assert terms("won't") == terms("won’t")
    assert terms("can't") == terms("can’t")


def test_possessives() -> None:
    assert terms("owner's") == terms("owners’") == terms("owner")


@pytest.mark.parametrize("word", ["not", "can", "when", "if", "each", "all", "no", "only", "until"])
def test_negations_and_quantifiers_are_kept(word: str) -> None:
    assert terms(word), f"{word!r} must not be a stop word"


def test_rule_numbers_stay_whole_and_unstemmed() -> None:
    assert terms("rule 704.5y") == ["rule", "704.5y"]


def test_hyphenated_forms() -> None:
    assert terms("non-token", "query") == terms("nontoken", "query")
    assert "token" in terms("non-token")


def test_analyzer_pickles() -> None:
    restored = pickle.loads(pickle.dumps(english_analyzer()))
    assert [t.text for t in restored("Adventures")] == ["adventur"]


@pytest.mark.parametrize(
    ("form", "verb"),
    [
        ("left", "leaves"),
        ("paid", "pays"),
        ("dealt", "deals"),
        ("chosen", "chooses"),
        ("dying", "dies"),
        ("fought", "fights"),  # "fought" had found three rulings, not 701.14a (a judge's review)
        ("forgot", "forget"),  # and "forgot to pay upkeep" left "forgot" out as unknown
    ],
)
def test_irregular_verb_forms_are_read_as_their_verb(form, verb) -> None:
    """ "A token that has left the battlefield" answers a question about a token that leaves it."""
    assert stem_english(form) == stem_english(verb)


def test_what_happens_when_is_a_question_not_words_to_find() -> None:
    """ "what happens when my planeswalker is dealt damage": "when", in 702.19e (trample) and not
    in 120.3c, which answers, put the trample rule first."""
    assert query_terms("what happens when", "en") == ()


def test_a_quoted_phrase_keeps_its_question_words() -> None:
    """ "when this creature dies" in quotation marks is those words, "when" included (a stop
    word is still left out, at its place)."""
    assert english_analyzer().query_terms("when this creature dies", quoted=True) == (
        ("when", 0),
        ("creatur", 2),
        ("die", 3),
    )
    assert english_analyzer().query_terms("when this creature dies") == (("creatur", 2), ("die", 3))


def test_words_that_only_make_a_question_are_not_searched() -> None:
    """ "does it still deal damage" asks about dealing damage (CR 506.4b lacks "still")."""
    assert query_terms("tapping a blocker still deal damage", "en") == query_terms(
        "tapping a blocker deal damage", "en"
    )
    assert query_terms("same", "en"), "the same name of 704.5j"
    assert query_terms("difference between hexproof and shroud", "en") == query_terms("between hexproof shroud", "en")


def test_how_it_works_and_versus_are_no_words_to_find() -> None:
    """ "how does protection work": rulings saying protection "works" came before its entry."""
    assert query_terms("how does protection work", "en") == query_terms("protection", "en")
    assert (
        query_terms("explain trample", "en") == query_terms("trample explained", "en") == query_terms("trample", "en")
    )
    assert query_terms("hexproof vs shroud versus ward", "en") == query_terms("hexproof shroud ward", "en")


def test_countered_is_the_verb_not_the_noun() -> None:
    """701.6 "counter" a spell, 122 "+1/+1 counter": "can't be countered" found poison counters."""
    assert stem_english("countered") == stem_english("countering") != stem_english("counters")


def test_keywords_are_not_the_words_they_stem_like() -> None:
    """ "can a creature with defender attack" found the rules on defending players, not 702.3b;
    the active player activates nothing."""
    assert stem_english("defender") == stem_english("defenders") != stem_english("defending")
    assert stem_english("active") != stem_english("activate") == stem_english("activated")


def test_a_planeswalker_does_not_planeswalk() -> None:
    """The card type (306) is no verb of Planechase (701.31): "emblem when planeswalker owner
    leaves the game" found 701.31c, on planeswalking when a plane's owner leaves the game."""
    assert stem_english("planeswalker") == stem_english("planeswalkers") != stem_english("planeswalking")


def test_a_commander_is_no_command() -> None:
    """The card a deck is led by (903.3) is no Command (Atarka's Command): „Kopie Kommandeur“
    found the ruling on copying a Command."""
    assert stem_english("commander") == stem_english("commanders") != stem_english("command")


@pytest.mark.parametrize(
    ("word", "other"), [("Commandeer", "commander"), ("commandeered", "command"), ("engineers", "engine")]
)
def test_a_word_in_eer_is_no_doer_of_a_shorter_word(word, other) -> None:
    """Snowball cut "-er" off "commandeer": the card Commandeer was the game's "commander"."""
    assert query_terms(word, "en") != query_terms(other, "en")
    assert query_terms(word, "en") == query_terms(word.lower().removesuffix("ed").removesuffix("s"), "en")


def test_versus_is_no_word_to_find() -> None:
    """ "hexproof vs shroud" compares two keywords: it asks for no "Team vs. Team Variant"."""
    assert terms("hexproof vs. shroud versus", "query") == terms("hexproof shroud", "query")


@pytest.mark.parametrize("text", ["I'm attacking", "I’m attacking", "I've attacked", "you're attacking"])
def test_a_pronouns_contraction_is_the_pronoun(text: str) -> None:
    """ "I'm attacking" was shown as the results for "im attacking": "i'm" is in no text, and the
    spelling correction made it the German „im“. "can't" stays: it decides what a ruling says."""
    assert terms(text, "query") == terms("attacking", "query") or terms(text, "query") == terms("attacked", "query")
    assert terms("can't block", "query") != terms("block", "query")


@pytest.mark.parametrize(
    ("typed", "written"),
    [
        ("dont", "don't"),
        ("cant", "can't"),
        ("doesnt", "doesn't"),
        ("wont", "won't"),
        ("whats", "what's"),
        ("youre", "you're"),
    ],
)
def test_a_contraction_typed_without_its_apostrophe_is_the_contraction(typed: str, written: str) -> None:
    """ "i dont have to pay for ward" was corrected to "i font have …": a phone's "dont" is
    "don't", as in the texts; "cant" had been dropped as an unknown word."""
    assert terms(f"creature {typed} block", "query") == terms(f"creature {written} block", "query")


@pytest.mark.parametrize(
    "text",
    [
        "roll a six-sided die",
        "the planar die",
        "any die roll",
        "the result of a die roll",
        "what kind of die to roll",
        "choose which die to count",
    ],
)
def test_a_die_of_dice_is_read_as_dice(text: str) -> None:
    """Snowball makes the verb's "dies" "die": the rulings on rolling a die matched questions on
    creatures that die (the German „stirbt“ translated)."""
    assert "dice" in terms(text)
    assert "die" not in terms(text)
    assert "dice" in query_terms(text, "en"), "a phrase in quotation marks reads it so too"


@pytest.mark.parametrize(
    "text",
    [
        "If it would die, roll a d20.",
        "creatures that die",
        "If those creatures die, roll",
        "Die Young",
        "a creature dies",
    ],
)
def test_the_verb_die_stays_the_verb(text: str) -> None:
    assert "die" in terms(text)
    assert "dice" not in terms(text)


def test_a_negated_modal_is_also_indexed_as_the_modal_but_a_query_keeps_the_negation() -> None:
    """ "can i target my own hexproof creature" is answered by 702.11b's "can't be the target"
    (it was 9th); a query's "can't" asks for the negation only."""
    assert terms("can't block") == ["can't", "can", "block"]
    assert terms("cannot block") == ["cannot", "can", "block"]
    assert terms("won't trigger") == ["won't", "will", "trigger"]
    assert terms("can't block", "query") == ["can't", "block"]


def test_you_typed_as_u_is_no_word_to_find_but_the_blue_symbol_stays() -> None:
    """ "can u counter a triggered ability": "u" was the blue mana symbol {U} of thousands of
    texts, required of every result."""
    assert terms("can u counter ur spell", "query") == terms("can you counter your spell", "query")
    assert terms("{U} costs", "query") == ["u", "cost"]
