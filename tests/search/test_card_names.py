"""Finding card names among the words of a query, with the names lexicon of the default corpus."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from indexer.search.query.card_names import NamedCard, named_cards
from indexer.search.suggest.lexicon import Lexicon


def found(lexicon: Lexicon, query: str, only_in_names: frozenset[str] = frozenset()) -> list[tuple[int, int, str]]:
    """The runs naming cards, each with its card (or, for part of a name, its cards joined by
    "|"); every word is in many texts but those of `only_in_names`, which are in none."""
    return found_with(lexicon, query, lambda word: 0 if word in only_in_names else 10_000)


def found_with(lexicon: Lexicon, query: str, in_texts: Callable[[str], int]) -> list[tuple[int, int, str]]:
    named = named_cards(lexicon, query.split(), in_texts)
    return [(n.start, n.end, "|".join(sorted(n.all_cards))) for n in named]


# The words of the questions below: in many texts (the names' words are in few).
QUESTION_WORDS = frozenset({"rolle", "role", "ziel", "target"})


@pytest.mark.parametrize(
    ("query", "wanted"),
    [
        ("Charmanter Schurke Rolle", [(0, 2, "charming-scoundrel")]),
        ("Charming Scoundrel role", [(0, 2, "charming-scoundrel")]),
        ("Wachablöse Rolle", [(0, 1, "ferocious-werefox")]),
        ("Rolle Wachabloese", [(1, 2, "ferocious-werefox")]),
        ("Einschneiden Ziel", [(0, 1, "cut-in")]),
        ("target Cut In", [(1, 3, "cut-in")]),
        ("Funkenhort-Veteranin Rolle", [(0, 1, "embereth-veteran")]),
        ("Cut In Charming Scoundrel", [(0, 2, "cut-in"), (2, 4, "charming-scoundrel")]),
        # another small word than the name's: „Liliana mit Schleier“
        ("Liliana vom Schleier", [(0, 3, "liliana-of-the-veil")]),
        ("Liliana vom Schleier Ziel", [(0, 3, "liliana-of-the-veil")]),
        ("Wach Ablöse Rolle", [(0, 2, "ferocious-werefox")]),  # (typed apart: "Llanowar Elfen")
        ("Feuer // Eis Ziel", [(0, 3, "fire")]),  # (the German rules' „Feuer / Eis“, typed as cards are written)
        ("Fire // Ice", [(0, 3, "fire")]),
        # a name of several words counted in the plural
        ("two Ghostly Prisons target", [(1, 3, "ghostly-prison")]),
        ("Doubling Seasons", [(0, 2, "doubling-season")]),
        ("Charming Scoundrels role", [(0, 2, "charming-scoundrel")]),
        # a name in the possessive, a name in the plural typed in the singular
        ("Tarmogoyf's power", [(0, 1, "tarmogoyf")]),
        ("Grizzly Bears’s toughness", [(0, 2, "grizzly-bears")]),
        ("Grizzly Bear", [(0, 2, "grizzly-bears")]),
        ("Llanowar Elf target", [(0, 2, "llanowar-elves")]),
    ],
)
def test_whole_names_in_either_language_any_variant_or_face(lexicon, query, wanted) -> None:
    assert found_with(lexicon, query, lambda word: 10_000 if word in QUESTION_WORDS else 2) == wanted


def test_a_one_word_name_common_in_texts_names_its_card_only_alone(lexicon) -> None:
    """The card X: "X" (in 851 texts of the default corpus) beside other words is the
    question's X; typed alone, it is the card's name."""

    def in_texts(word: str) -> int:
        return 851 if word == "x" else 1_000

    assert found_with(lexicon, "mana value X spell", in_texts) == []
    assert found_with(lexicon, "X", in_texts) == [(0, 1, "x")]
    assert found_with(lexicon, "Einschneiden Ziel", lambda word: 10_000 if word == "ziel" else 2) == [(0, 1, "cut-in")]


def test_a_one_word_name_typed_as_the_texts_write_a_word_is_that_word_beside_others(lexicon) -> None:
    """Rulings say that unspent mana will "disappear": typed so in a question, the word is not
    the card Disappear. Typed with its capital, or alone, it is the card's name."""

    def everyday(word: str) -> bool:
        return word == "disappear"

    rare = {"disappear", "tarmogoyf"}  # in ten texts each; the other words in many

    def named(query: str) -> list[str]:
        return [
            n.card
            for n in named_cards(lexicon, query.split(), lambda word: 10 if word in rare else 10_000, everyday=everyday)
        ]

    assert named("when does mana disappear") == []
    # (with a mark after it: "disappear." had been asked as typed, written nowhere, so a name)
    assert named("when does mana disappear? at the end") == []
    assert named("mana will “disappear”, when") == []
    assert named("Disappear return enchantment") == ["disappear"]
    assert named("disappear") == ["disappear"]
    assert named("tarmogoyf graveyard") == ["tarmogoyf"]


def test_a_one_word_name_that_the_rules_write_as_their_noun_is_that_noun_beside_others(lexicon) -> None:
    """German writes every noun with a capital: „Quelle“ is the source of an ability in many
    rules and the card Quelle // Verstand (Spring // Mind). Beside other words it is the
    rules' noun, typed with its capital or, as readers type German, without; typed alone, the
    card. „Klon“, which the rules only name in examples, stays the card Clone."""

    def noun(word: str) -> bool:
        return word == "Quelle"

    def named(query: str) -> list[str]:
        return [n.card for n in named_cards(lexicon, query.split(), lambda word: 10, noun=noun)]

    assert named("Quelle zerstört") == []
    assert named("quelle weg bevor der trigger verrechnet wird") == []  # (typed in lower case, still the noun)
    assert named("Quelle") == ["spring"]
    assert named("quelle") == ["spring"]
    assert named("Klon kopiert") == ["clone"]


def test_texts_that_name_the_card_do_not_make_its_word_common(lexicon) -> None:
    """ "isochron" is in five texts, each of which says "Isochron Scepter" (the card's own
    rulings and others that take it as their example): none of them uses the word otherwise."""

    def in_texts(word: str) -> int:
        return 5 if word == "isochron" else 10_000

    def elsewhere(word: str, names: frozenset[str]) -> int:
        return 0 if "Isochron Scepter" in names else in_texts(word)

    words = "isochron imprinted spell".split()
    assert named_cards(lexicon, words, in_texts) == []
    assert [n.card for n in named_cards(lexicon, words, in_texts, elsewhere=elsewhere)] == ["isochron-scepter"]


def test_a_word_only_names_have_stands_for_the_cards_with_it(lexicon) -> None:
    """ "Halunkin" is in no text, only in the names Charmante Halunkin and Ausgefuchste
    Halunkin: it stands for one of them. "Schurke" and "graveyard" are in many texts, so alone
    they name nothing."""
    assert found(lexicon, "Halunkin Rolle", frozenset({"halunkin"})) == [
        (0, 1, "charming-scoundrel|slippery-scoundrel")
    ]
    assert found(lexicon, "Schurke Rolle") == []
    assert found(lexicon, "Rolle graveyard") == []


def test_a_word_in_the_names_of_many_cards_names_none(lexicon) -> None:
    """ "Strike" is in dozens of names: a name word it is not, however rare in texts."""
    assert found(lexicon, "first strike", frozenset({"strike", "first"})) == []


def test_a_word_as_common_in_texts_as_in_names_names_nothing(lexicon) -> None:
    """ "Scoundrel" is in the names of three cards and in four texts: it may name them. "Hand"
    is in few names and thousands of texts: a question's word, not a name's."""
    scoundrel = named_cards(lexicon, ["Scoundrel", "role"], lambda word: 4 if word == "scoundrel" else 10_000)
    assert [(n.start, n.end) for n in scoundrel] == [(0, 1)] and "charming-scoundrel" in scoundrel[0].all_cards
    assert named_cards(lexicon, ["zufällig", "abwerfen", "Hand"], lambda word: 5_000) == []


def test_a_named_card_carries_its_name_in_both_languages(lexicon) -> None:
    assert named_cards(lexicon, ["Einschneiden"], lambda word: 1) == [
        NamedCard(0, 1, "cut-in", ("Cut In", "Einschneiden"))
    ]


def test_a_word_the_rules_use_is_no_part_of_a_name(lexicon) -> None:
    """ "Verwandlung" (three texts: rule 702.162 and the glossary) and "ausspielen" (rule 305.2a)
    are as rare in texts as in names, but they are the game's words: the cards "Grausige
    Verwandlung" and "Gegeneinander ausspielen" were the answers to questions about transforming
    and playing lands. "Halunkin" is in no rule. A whole name is named, whatever the rules say."""

    def in_rules(word: str) -> bool:
        return word.lower() in {"verwandlung", "ausspielen", "blitzschlag"}

    def found_in(query: str) -> list[tuple[int, int, str]]:
        named = named_cards(
            lexicon, query.split(), lambda word: 10_000 if word.lower() in QUESTION_WORDS else 1, in_rules
        )
        return [(n.start, n.end, "|".join(sorted(n.all_cards))) for n in named]

    assert found_in("Verwandlung Rolle") == found_in("Ausspielen Ziel") == []
    assert found_in("Halunkin Rolle") == [(0, 1, "charming-scoundrel|slippery-scoundrel")]
    assert found_in("Blitzschlag Ziel") == [(0, 1, "lightning-bolt")]


def test_a_german_name_of_several_cards_names_each_of_them(lexicon) -> None:
    """ "Zwang" is Coercion (6ED) and Duress (7ED), "Uralte Hydra" Ancient and Primordial Hydra."""
    assert found(lexicon, "Zwang") == [(0, 1, "coercion|duress")]
    assert found(lexicon, "Uralte Hydra Ziel") == [(0, 2, "ancient-hydra|primordial-hydra")]


def test_either_face_of_a_card_names_it(lexicon) -> None:
    assert found(lexicon, "Delver of Secrets") == [(0, 3, "delver-of-secrets")]
    assert found(lexicon, "Insekten-Scheußlichkeit Ziel") == [(0, 1, "delver-of-secrets")]
    assert found(lexicon, "Anfang") == [(0, 1, "start")]


def test_three_words_only_one_card_has_all_of_name_it_however_common_each_is(lexicon) -> None:
    """ "jace mind sculptor" (Jace, the Mind Sculptor, typed without "the"): "Jace" is in many
    texts and "sculptor" in the rules (Space Sculptor), so no word was a name's word, and the
    search found the rules on Space Sculptor and none of Jace's rulings (an English judge's
    review, 4 December). Two such words still name nothing."""
    assert found(lexicon, "jace mind sculptor") == [(0, 3, "jace-the-mind-sculptor")]
    assert found(lexicon, "mind sculptor") == []


def test_a_one_word_name_typed_in_the_plural_that_no_text_has_names_its_card(lexicon) -> None:
    """„zwei blutmonde“ had found the rules on Two-Headed Giant, the card only suggested."""
    counts = {
        "blutmonde": 0,
        "panharmonikons": 0,
        "manaspiegelungen": 0,
        "blutmond": 5,
        "panharmonikon": 9,
        "manaspiegelung": 3,
    }

    def in_texts(word: str) -> int:
        return counts.get(word, 10_000)

    assert found_with(lexicon, "zwei Blutmonde", in_texts) == [(1, 2, "blood-moon")]
    assert found_with(lexicon, "zwei Panharmonikons", in_texts) == [(1, 2, "panharmonicon")]
    assert found_with(lexicon, "zwei Manaspiegelungen", in_texts) == [(1, 2, "mana-reflection")]
    counts["blutmonde"] = 2  # a plural the texts write is theirs
    assert found_with(lexicon, "zwei Blutmonde", in_texts) == []


@pytest.mark.parametrize(
    ("query", "wanted"),
    [
        ("goyf wie viele typen", [(0, 1, "tarmogoyf")]),
        ("plat angel concede", [(0, 2, "platinum-angel")]),
        ("O-Ring in Antwort zerstört", [(0, 1, "oblivion-ring")]),
        ("LED in Antwort aktivieren", [(0, 1, "lion-s-eye-diamond")]),
        ("Prime Time darf jedes Land suchen", [(0, 2, "primeval-titan")]),
        ("T3feri -3 ohne ziel", [(0, 1, "teferi-time-raveler")]),
        ("BBE Kaskade Splitkarte", [(0, 1, "bloodbraid-elf")]),
    ],
)
def test_a_players_nickname_names_its_card(lexicon, query, wanted) -> None:
    """ "goyf …" had missed Tarmogoyf's ruling, "LED" found the rules on the commander, "Prime
    Time" Prime Speaker Zegana's (translations/nicknames.tsv)."""
    assert (
        found(lexicon, query, only_in_names={"goyf", "plat", "o-ring", "oring", "led", "prime", "t3feri", "bbe"})
        == wanted
    )


def test_a_common_word_typed_in_lower_case_beside_others_is_no_word_of_a_longer_name(lexicon) -> None:
    """„board wipe“ had been read as the cards Board the Weatherlight and Time Wipe, "he thinks
    he's safe" as Safe Haven: a common word of everyday language, typed in lower case beside
    other words, is that word; a rarer one ("thalia") still names its card, and a whole name
    typed with capitals is the card."""
    common = {"board", "wipe", "safe"}.__contains__

    def named(query: str, common: Callable[[str], bool] = common) -> list[str]:
        in_texts = lambda word: 2 if word in {"board", "wipe", "safe", "thalia"} else 10_000  # noqa: E731
        return [n.card for n in named_cards(lexicon, query.split(), in_texts, common=common)]

    assert named("indestructible survive board wipe", lambda word: False) == ["board-the-weatherlight", "time-wipe"]
    assert named("indestructible survive board wipe") == []
    assert named("he thinks he's safe, sacrifice") == []
    assert named("with thalia out do i pay more") == ["thalia-guardian-of-thraben"]
    assert named("Time Wipe my indestructible creature") == ["time-wipe"]


def test_words_of_a_longer_name_from_or_to_a_small_word_in_lower_case_are_a_sentences(lexicon) -> None:
    """ "opp wrathed the board" had found Board the Weatherlight ("the board"), "for the rest of
    the game?" the card Play of the Game: words of a longer name, typed in lower case, that
    begin or end with a small word are the sentence's. A whole name stays one, and a part with
    its capitals a name."""

    def named(query: str) -> list[str]:
        in_texts = lambda word: 10_000 if len(word) < 4 else 2  # noqa: E731
        return [n.card for n in named_cards(lexicon, query.split(), in_texts, common={"board"}.__contains__)]

    assert named("opp wrathed the board, does it trigger") == []
    assert named("wrathed The Board, does it trigger") == ["board-the-weatherlight"]
    assert named("board the weatherlight reveal") == ["board-the-weatherlight"]


def test_a_name_of_several_words_with_a_long_word_one_typo_off_names_its_card(lexicon) -> None:
    """„Zeit der Verdoppelung“, as German may write it, is the card Zeit der Verdopplung (Doubling
    Season); the word is a name of its own („Verdoppelung“ is Fork), so no spelling corrected it,
    and a judge's question with it had found no card. A word no text or name has is the
    spelling's to correct (and say so); a term's words are no typo of a card's ("double strike",
    the card Double Stroke); short words are left alone."""

    def in_texts(word: str) -> int:
        return 0 if word in {"verdoppelung", "scoundrell"} else 10_000

    assert found_with(lexicon, "zeit der verdoppelung planeswalker", in_texts) == [(0, 3, "doubling-season")]
    assert found_with(lexicon, "zeit der verdoppelung planeswalker", lambda word: 10_000) == [(0, 3, "doubling-season")]
    assert found_with(lexicon, "charming scoundrell role", in_texts) == []
    assert found_with(lexicon, "charming scoundrell role", lambda word: 10_000) == [(0, 2, "charming-scoundrel")]
    assert found_with(lexicon, "double strike trample", lambda word: 10_000) == []


# Words a long question has around a name, each in many texts (a name's own words in few).
AROUND = "wenn mein gegner in seinem zug das hier wirkt und ich antworte was passiert dann genau".split()


@pytest.mark.parametrize(
    ("name", "card"),
    [
        ("Liliana beim Schleier", "liliana-of-the-veil"),  # by its words, a small word in no name between
        ("zeit der verdoppelung", "doubling-season"),  # one typo off
        ("Llanowar Elfen", "llanowar-elves"),  # written apart
        ("two Ghostly Prisons", "ghostly-prison"),  # in the plural
        ("Jace the Mind Sculptor", "jace-the-mind-sculptor"),  # spelled as the name
    ],
)
def test_a_name_amid_a_long_question_is_found_as_alone(lexicon, name: str, card: str) -> None:
    """A long question has hundreds of runs of words, most let go at once (their words in no
    name, no name beginning so); a name among them is still found by each way it is read."""
    typed = name.split()
    at = len(AROUND) // 2
    words = [*AROUND[:at], *typed, *AROUND[at:]]
    named = named_cards(lexicon, words, lambda word: 0 if word.lower() in {w.lower() for w in typed} else 10_000)
    assert [(n.start, n.end, n.card) for n in named if card in n.all_cards] == [
        (at + (name.startswith("two ")), at + len(typed), card)
    ]
