import dataclasses

import pytest

from indexer.paths import TRANSLATIONS_DIR
from indexer.search.analysis.de import verb_stems
from indexer.search.query.expansion import Expansion, TermExpander, english_verb_forms
from indexer.sources.load import load_synonyms

EXPANDER = TermExpander(
    [
        {"en": "Role", "de": "Rolle", "source": "t"},
        {"en": "timestamp", "de": "Zeitstempel", "source": "t"},
        {"en": "state-based action", "de": "zustandsbasierte Aktion", "source": "t"},
        {"en": "Aura", "de": "Aura", "source": "t"},
    ]
)


def test_words_in_either_language_find_the_other() -> None:
    assert EXPANDER.expansions(["Rolle", "Zeitstempels"]) == [
        Expansion(0, 1, (("en", "Role", "term"),)),
        Expansion(1, 2, (("en", "timestamp", "term"),)),
    ]
    assert EXPANDER.expansions(["roles"]) == [Expansion(0, 1, (("de", "Rolle", "term"),))]


def test_multi_word_terms_take_precedence() -> None:
    assert EXPANDER.expansions(["state-based", "actions", "first"]) == [
        Expansion(0, 2, (("de", "zustandsbasierte Aktion", "term"),))
    ]
    assert EXPANDER.expansions(["zustandsbasierte", "Aktion"]) == [
        Expansion(0, 2, (("en", "state-based action", "term"),))
    ]


def test_a_term_of_more_words_read_comes_before_one_that_took_question_words_around_it() -> None:
    """English question words are no English words at all but German ones ("what", "do", "it"
    are German tokens), so "we do it at sorcery" was a span of five words whose English reading
    is the term "sorcery" alone; read first as the longest span, it kept "sorcery speed" (two
    words read) from being found."""
    expander = TermExpander(
        [{"en": "sorcery", "de": "Hexerei", "source": "t"}],
        [{"lang": "en", "term": "sorcery speed", "synonym": "only as a sorcery", "one_way": True}],
    )
    for typed in ("we do it at sorcery speed", "sorcery speed"):
        words = typed.split()
        assert expander.expansions(words) == [
            Expansion(len(words) - 2, len(words), (("en", "only as a sorcery", "synonym"),))
        ], typed
    assert expander.expansions("what do we know about sorcery".split())[0].terms == (("de", "Hexerei", "term"),)


def test_an_english_term_is_found_with_its_hyphens_typed_as_spaces() -> None:
    """Players type "state based actions"; the analysis reads "state-based" as one word, and
    "state" alone was the German players' „Stats“ (power and toughness)."""
    expander = TermExpander(
        [{"en": "state-based action", "de": "zustandsbasierte Aktion", "source": "t"}],
        [{"lang": "de", "term": "Stats", "synonym": "Stärke und Widerstandskraft", "one_way": True}],
    )
    for reader in ("en", "de"):
        assert [e.terms for e in expander.for_reader(reader).expansions(["state", "based", "actions"])] == [
            (("de", "zustandsbasierte Aktion", "term"),)
        ]


def test_identical_terms_and_unknown_words_expand_to_nothing() -> None:
    assert EXPANDER.expansions(["Aura", "dragon"]) == []


SYNONYMS = TermExpander(
    [{"en": "mana value", "de": "Manabetrag", "source": "t"}],
    [{"lang": "en", "term": "Converted Mana Cost", "synonym": "mana value", "source": "t"}],
)


def test_an_old_name_and_a_new_one_find_each_other_in_their_language() -> None:
    """The rulings of 2010 say "converted mana cost", the rules of 2025 "mana value"."""
    assert SYNONYMS.expansions(["mana", "value"]) == [
        Expansion(0, 2, (("de", "Manabetrag", "term"), ("en", "Converted Mana Cost", "synonym")))
    ]
    assert SYNONYMS.expansions(["converted", "mana", "cost"]) == [
        Expansion(0, 3, (("de", "Manabetrag", "term"), ("en", "mana value", "synonym")))
    ]


def test_german_verb_forms_find_the_term() -> None:
    """ "neutralisiert" and "geopfert" are forms of "neutralisieren" and "opfern" that the
    stemmer does not bring together."""
    verbs = TermExpander(
        [{"en": "counter", "de": "neutralisieren", "source": "t"}, {"en": "sacrifice", "de": "opfern", "source": "t"}]
    )
    assert verbs.expansions(["geopfert"]) == [Expansion(0, 1, (("en", "sacrifice", "term"),))]
    assert verbs.expansions(["neutralisiert"]) == [Expansion(0, 1, (("en", "counter", "term"),))]


def test_an_infinitive_finds_the_pair_learned_for_its_third_person() -> None:
    """The parallel texts gave "verlässt" / "leaves"; "verlassen" has no pair of its own, and
    its vowel differs ("Spieler verlässt die Partie, seine Karten verlassen auch das Spiel")."""
    learned = TermExpander([], learned=[{"de": "verlässt", "en": "leaves"}])
    assert learned.expansions(["verlassen"]) == [Expansion(0, 1, (("en", "leaves", "learned"),))]


@pytest.mark.parametrize(
    ("infinitive", "third_person", "english"),
    [("sterben", "stirbt", "dies"), ("abwerfen", "abwirft", "discards"), ("sehen", "sieht", "sees")],
)
def test_a_strong_verb_finds_the_pair_learned_for_its_raised_vowel(infinitive, third_person, english) -> None:
    """ "Kommandeur statt sterben": the texts say "stirbt" (dies), never "sterben"."""
    learned = TermExpander([], learned=[{"de": third_person, "en": english}])
    assert learned.expansions([infinitive]) == [Expansion(0, 1, (("en", english, "learned"),))]


def test_only_a_stems_last_vowel_is_raised() -> None:
    """ "bezahlen" is no strong verb: its "e" is not the stem's last vowel ("bizahlt")."""
    assert "bizahlt" not in verb_stems("bezahlen") and "stirbt" in verb_stems("sterben")


def test_a_compound_without_a_term_is_translated_part_by_part() -> None:
    parts = TermExpander(
        [
            {"en": "token", "de": "Spielstein", "source": "t"},
            {"en": "copy", "de": "Kopie", "source": "t"},
            {"en": "card", "de": "Karte", "source": "t"},
        ]
    )
    assert parts.expansions(["Spielstein-Kopie"]) == [Expansion(0, 1, (("en", "token copy", "learned"),))]
    assert parts.expansions(["Spielsteinkopie"]) == [Expansion(0, 1, (("en", "token copy", "learned"),))]
    assert parts.expansions(["Spielsteinkarte"]) == [Expansion(0, 1, (("en", "token card", "learned"),))]
    assert parts.expansions(["Giftmarke"]) == [], "a part without a term: no translation"


def test_a_compound_is_translated_whole_not_as_the_partner_learned_for_one_part() -> None:
    """ "Kampfschaden" is linked with one English word, "combat"; the rulings say "combat
    damage". The part "Kampf" is the noun (combat), not the "Kämpfen" (fight) it stems like."""
    pairs = [
        {"en": "combat", "de": "Kampf", "source": "t"},
        {"en": "fight", "de": "Kämpfen", "source": "t"},
        {"en": "damage", "de": "Schaden", "source": "t"},
    ]
    learned = [{"de": "Kampfschaden", "en": "combat"}, {"de": "Gefechtsschaden", "en": "skirmish"}]
    expander = TermExpander(pairs, learned=learned)
    assert expander.expansions(["Kampfschaden"]) == [Expansion(0, 1, (("en", "combat damage", "learned"),))]
    assert expander.expansions(["Gefechtsschaden"]) == [Expansion(0, 1, (("en", "skirmish", "learned"),))]


def test_a_term_found_as_a_verb_form_comes_before_a_learned_partner() -> None:
    """ "verzaubern" stems like "verzaubere", learned as "aura"; its third person is the keyword
    "Verzaubert" (Enchant, CR 702.5)."""
    expander = TermExpander(
        [{"en": "Enchant", "de": "Verzaubert", "source": "t"}], learned=[{"de": "verzaubere", "en": "aura"}]
    )
    assert expander.expansions(["verzaubern"]) == [Expansion(0, 1, (("en", "Enchant", "term"),))]


def test_a_compound_no_text_has_is_not_translated() -> None:
    """ "Kommandeurschaden" is in no text: searched in its parts, it finds rule 704.6c; as
    "commander damage" it found the cards with "command" and "damage" in their texts."""
    pairs = [{"en": "commander", "de": "Kommandeur", "source": "t"}, {"en": "damage", "de": "Schaden", "source": "t"}]
    assert TermExpander(pairs).expansions(["Kommandeurschaden"]) == [
        Expansion(0, 1, (("en", "commander damage", "learned"),))
    ]
    assert TermExpander(pairs, in_texts=lambda word: 0).expansions(["Kommandeurschaden"]) == []


def test_a_part_without_letters_stays_as_it_is_in_a_compound() -> None:
    """ "+1/+1-Marke" is "+1/+1 counter" in the English rulings; the part "+1/+1" has no
    term, being the same in both languages."""
    counters = TermExpander([{"en": "counter", "de": "Marke", "source": "t"}])
    assert counters.expansions(["+1/+1-Marke"]) == [Expansion(0, 1, (("en", "+1/+1 counter", "learned"),))]
    assert counters.expansions(["-1/-1-Marke"]) == [Expansion(0, 1, (("en", "-1/-1 counter", "learned"),))]
    assert counters.expansions(["-1/-1?"]) == [], "a question mark is no part: it was searched as „-1/-1 ?“"


def test_a_participle_used_as_an_adjective_finds_its_verb() -> None:
    """ "später gewirkte Zaubersprüche": the storm ruling says "spells cast after"."""
    verbs = TermExpander([{"en": "cast", "de": "wirken", "source": "t"}, {"en": "card", "de": "Karte", "source": "t"}])
    assert verbs.expansions(["gewirkte"]) == [Expansion(0, 1, (("en", "cast", "term"),))]
    assert verbs.expansions(["gewirkten"]) == [Expansion(0, 1, (("en", "cast", "term"),))]


@pytest.mark.parametrize(
    ("participle", "english"),
    [("abgeworfen", "discard"), ("abgeworfene", "discard"), ("angegriffen", "attack"), ("zugewiesen", "assign")],
)
def test_a_strong_verbs_participle_finds_its_verb(participle, english) -> None:
    """ "Karte zufällig abgeworfen": "abgeworfen" found nothing; its vowel is not the
    infinitive's ("abwerfen")."""
    verbs = TermExpander(
        [
            {"en": "discard", "de": "abwerfen", "source": "t"},
            {"en": "attack", "de": "angreifen", "source": "t"},
            {"en": "assign", "de": "zuweisen", "source": "t"},
        ]
    )
    assert verbs.expansions([participle]) == [Expansion(0, 1, (("en", english, "term"),))]


@pytest.mark.parametrize("participle", ["gestorben", "gestorbene"])
def test_a_strong_verbs_participle_finds_a_term_in_the_third_person(participle) -> None:
    """ "Kommandeur gestorben": the rules define „stirbt“ (dies), not „sterben“; the
    participle went unknown and the question lost its verb."""
    verbs = TermExpander([{"en": "dies", "de": "stirbt", "source": "t"}])
    assert verbs.expansions([participle]) == [Expansion(0, 1, (("en", "dies", "term"),))]


def test_a_term_of_several_words_ends_in_a_participle_but_not_in_a_present_tense() -> None:
    """ "ins Exil geschickt" is "ins Exil schicken" (exile); "Spieler verlässt" is no "Spiel
    verlassen", which the stemmer would make of it."""
    verbs = TermExpander(
        [
            {"en": "exile", "de": "ins Exil schicken", "source": "t"},
            {"en": "leaves the battlefield", "de": "Spiel verlassen", "source": "t"},
        ]
    )
    assert verbs.expansions(["ins", "Exil", "geschickt"]) == [Expansion(0, 3, (("en", "exile", "term"),))]
    assert verbs.expansions(["Spieler", "verlässt"]) == []


def test_a_synonym_brings_its_translation() -> None:
    """The rulings of 2004-2019 say "converted mana cost" where a German reader says
    "Manabetrag", whose old German name is "Umgewandelte Manakosten"."""
    linked = TermExpander(
        [
            {"en": "mana value", "de": "Manabetrag", "source": "t"},
            {"en": "converted mana cost", "de": "Umgewandelte Manakosten", "source": "t"},
        ],
        [{"lang": "de", "term": "Manabetrag", "synonym": "Umgewandelte Manakosten", "source": "t"}],
    )
    assert linked.expansions(["Manabetrag"]) == [
        Expansion(
            0,
            1,
            (
                ("de", "Umgewandelte Manakosten", "synonym"),
                ("en", "converted mana cost", "term"),
                ("en", "mana value", "term"),
            ),
        )
    ]


def test_a_synonym_brings_its_learned_translation() -> None:
    """ "mehr als man hat": the rules say „größer“ (CR 119.4), learned as "greater"; "mehr"
    itself is learned as "more"."""
    words = TermExpander(
        [],
        [{"lang": "de", "term": "mehr", "synonym": "größer", "source": "t"}],
        learned=[{"de": "mehr", "en": "more"}, {"de": "größer", "en": "greater"}],
    )
    assert words.expansions(["mehr"]) == [
        Expansion(0, 1, (("de", "größer", "synonym"), ("en", "greater", "learned"), ("en", "more", "learned")))
    ]


def test_a_learned_pair_is_used_where_the_word_has_a_synonym_but_no_translation() -> None:
    words = TermExpander(
        [],
        [{"lang": "de", "term": "Schlachtfeld", "synonym": "Im-Spiel-Zone", "source": "t"}],
        learned=[{"de": "Schlachtfeld", "en": "battlefield"}],
    )
    assert words.expansions(["Schlachtfeld"]) == [
        Expansion(0, 1, (("de", "Im-Spiel-Zone", "synonym"), ("en", "battlefield", "learned")))
    ]


def test_a_word_with_two_learned_partners_gains_both() -> None:
    """ "erhält" is "gets" +1/+1 and "gains" menace."""
    learned = TermExpander([], learned=[{"de": "erhält", "en": "gets"}, {"de": "erhält", "en": "gain"}])
    assert learned.expansions(["erhalten"]) == [Expansion(0, 1, (("en", "gain", "learned"), ("en", "gets", "learned")))]


def test_an_english_stop_word_is_not_read_as_german() -> None:
    """German stems "andere" to "and": the English "and" is not its partner's word."""
    learned = TermExpander([], learned=[{"de": "andere", "en": "other"}])
    assert learned.expansions(["and"]) == []
    assert learned.expansions(["andere"]) == [Expansion(0, 1, (("en", "other", "learned"),))]
    assert learned.expansions(["counters", "and"]) == []


def test_a_compound_no_text_has_is_taken_apart_where_its_parts_are_words_of_texts() -> None:
    """ "Spielstein-Kopie" is in no text; the rulings say "the token ... a copy of"."""
    known = {"spielstein", "kopie"}
    apart = TermExpander([], in_texts=lambda word: int(word.lower() in known))
    assert apart.apart("Spielstein-Kopie") == ("spielstein", "kopie")
    assert apart.apart("Spielstein") == ("Spielstein",)
    assert apart.apart("Spielstein-Wolke") == ("Spielstein-Wolke",), "a part no text has: the word stays whole"
    assert apart.apart("Spielsteinkopie") == ("Spielsteinkopie",), "split only where nothing is found"


def test_a_hyphenated_word_is_taken_apart_where_a_part_is_a_listed_word_no_text_has() -> None:
    """The players' "ETB" is in no text, a listed shorthand: "ETB-Trigger" had found nothing."""
    synonyms = [{"lang": "en", "term": "ETB", "synonym": "enters the battlefield", "one_way": True}]
    apart = TermExpander([], synonyms, in_texts=lambda word: int(word.lower() == "trigger"))
    assert apart.apart("ETB-Trigger") == ("etb", "trigger")
    assert apart.apart("XYZ-Trigger") == ("XYZ-Trigger",)


def test_a_run_of_words_read_before_is_looked_up_not_read_again(monkeypatch) -> None:
    expander = TermExpander([{"en": "Role", "de": "Rolle", "source": "t"}])
    first = expander.expansions(["Rolle", "Ziel"])
    first.clear()  # (a caller's list is its own)
    monkeypatch.setattr(expander, "_expansions", lambda words: pytest.fail("read again"))
    assert expander.expansions(["Rolle", "Ziel"]) == [Expansion(0, 1, (("en", "Role", "term"),))]


def test_a_span_of_words_read_in_another_run_is_looked_up_not_read_again(monkeypatch) -> None:
    expander = TermExpander([{"en": "state-based action", "de": "zustandsbasierte Aktion", "source": "t"}])
    expander.expansions(["Rolle", "zustandsbasierte", "Aktion", "Rolle"])
    monkeypatch.setattr(expander, "_terms", lambda words, *_: pytest.fail(f"{words} read again"))
    assert expander.expansions(["zustandsbasierte", "Aktion", "Rolle"]) == [
        Expansion(0, 2, (("en", "state-based action", "term"),))
    ]


def test_a_kept_function_word_is_a_phrase_of_it_only_with_the_phrases_other_words() -> None:
    """„ob“ (whether) is kept by the analysis, and „als ob“ ("as though") is read from it alone,
    „als“ being a stop word: every „wer entscheidet, ob …“ had also searched "as though"."""
    german = TermExpander([{"en": "As Though", "de": "als ob", "source": "t"}]).for_reader("de")
    assert german.expansions("wer entscheidet ob er behält".split()) == []
    assert [e.terms for e in german.expansions("so behandeln als ob".split())] == [(("en", "As Though", "term"),)]


def test_a_german_readers_spans_are_kept_apart_from_an_english_readers() -> None:
    dies = TermExpander([{"en": "dies", "de": "stirbt"}])
    german, english = dies.for_reader("de"), dies.for_reader("en")
    assert german.expansions(["die", "Saga"]) == []
    assert [e.terms for e in english.expansions(["die", "Saga"])] == [(("de", "stirbt", "term"),)]


def test_an_english_readers_runs_are_read_once_for_every_search_without_a_reader(monkeypatch) -> None:
    """The release facet reads a query's words for no reader, the search for the reader's
    language: an English reader reads them alike, once."""
    expander = TermExpander([{"en": "Role", "de": "Rolle", "source": "t"}])
    expander.for_reader("en").expansions(["Rolle", "Ziel"])
    monkeypatch.setattr(expander, "_expansions", lambda words: pytest.fail("read again"))
    assert expander.expansions(["Rolle", "Ziel"]) == [Expansion(0, 1, (("en", "Role", "term"),))]


def test_shorthand_finds_the_rules_words_but_not_the_other_way_round() -> None:
    """ "ETB" also searches "enters the battlefield"; "search your library" did also search
    "tutor" ("also searched: tutor"), a word no text has."""
    shorthand = TermExpander(
        [],
        [
            {"lang": "en", "term": "ETB", "synonym": "enters the battlefield", "source": "t", "one_way": True},
            {"lang": "en", "term": "converted mana cost", "synonym": "mana value", "source": "t"},
        ],
    )
    assert shorthand.expansions(["ETB"]) == [Expansion(0, 1, (("en", "enters the battlefield", "synonym"),))]
    assert shorthand.expansions(["enters", "the", "battlefield"]) == []
    assert shorthand.expansions(["mana", "value"]) == [Expansion(0, 2, (("en", "converted mana cost", "synonym"),))]


@pytest.mark.parametrize("typed", ["SBAs", "sbas"])
def test_an_abbreviations_plural_is_the_abbreviation(typed: str) -> None:
    """ "when are sbas checked" had been corrected to "when are seas checked": Snowball leaves
    "sbas" as it is."""
    shorthand = TermExpander(
        [], [{"lang": "en", "term": "SBA", "synonym": "state-based action", "source": "t", "one_way": True}]
    )
    assert shorthand.expansions([typed]) == [Expansion(0, 1, (("en", "state-based action", "synonym"),))]
    assert shorthand.expansions(["seas"]) == []


def test_a_questions_words_find_the_rules_words_for_what_it_asks() -> None:
    """ "how many lands" also searches the rules' "number" ("the number of lands the player can
    play"), "wie viele" their „Anzahl“, "darf ich" their „kann“ (translations/questions.tsv);
    "how" is a question word, which the term is read without, and the rules' words search no
    question's."""
    questions = load_synonyms(TRANSLATIONS_DIR)
    expander = TermExpander([], [dataclasses.asdict(s) for s in questions])
    assert expander.expansions(["how", "many", "lands"]) == [Expansion(0, 2, (("en", "number", "synonym"),), (1, 2))]
    assert ("de", "Anzahl", "synonym") in expander.expansions(["wie", "viele", "Länder"])[0].terms
    assert ("de", "Anzahl", "synonym") in expander.expansions(["wieviele", "Länder"])[0].terms  # (typed as one word)
    assert expander.expansions(["darf", "ich", "spielen"])[0] == Expansion(0, 2, (("de", "kann", "synonym"),), (0, 1))
    assert ("de", "wählen", "synonym") in expander.expansions(["aussuchen"])[0].terms  # (701.9b: „zu wählen“)
    assert ("de", "oder mehr", "synonym") in expander.expansions(["ab", "wie", "vielen", "Giftmarken"])[0].terms
    assert ("en", "cleanup step", "synonym") in expander.expansions(["at", "end", "of", "turn"])[0].terms  # (514.1)
    assert expander.expansions(["the", "number", "of", "lands"]) == []


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        (["zurückbringen"], "return"),
        (["zurückgebracht"], "return"),
        (["ins", "Exil", "geschickt"], "exile"),
    ],
)
def test_the_curated_list_reads_german_game_verbs(typed, english) -> None:
    """German cards say „Bringe … auf die Hand ihres Besitzers zurück“, joined by the analysis
    into „zurückbringen“: "Karte auf die Hand zurückbringen" found no English ruling on
    returning a card to hand. The glossaries pair "exile" with the zone „Exil“ only: "ins Exil
    geschickter Zauberspruch" was searched as "Remove from the Game", not "exile"."""
    from indexer.paths import TRANSLATIONS_DIR
    from indexer.sources.load import load_term_list

    pairs = [{"en": p.en, "de": p.de, "source": p.source} for p in load_term_list(TRANSLATIONS_DIR)]
    (found,) = TermExpander(pairs).expansions(typed)
    assert ("en", english, "term") in found.terms


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        (["Kampf"], "combat"),
        (["Kampfes"], "combat"),
        (["kämpfen"], "Fight"),
        (["opfern"], "sacrifice"),
        (["geopfert"], "sacrifice"),
        (["Opfer"], "Offering"),
    ],
)
def test_a_word_is_the_listed_form_it_is_written_as_not_every_form_of_its_stem(typed, english) -> None:
    """ "Kampf" (combat) and "Kämpfen" (fight) share a stem, as "opfern" (sacrifice) and "Opfer"
    (Offering) do: "während des Kampfes" was searched as "Fight" alone, "geopfert" as
    "Offering" too."""
    forms = TermExpander(
        [
            {"en": "combat", "de": "Kampf", "source": "t"},
            {"en": "Fight", "de": "Kämpfen", "source": "t"},
            {"en": "sacrifice", "de": "opfern", "source": "t"},
            {"en": "Offering", "de": "Opfer", "source": "t"},
        ]
    )
    assert forms.expansions(typed) == [Expansion(0, 1, (("en", english, "term"),))]


def test_a_verbs_listed_forms_stay_together() -> None:
    """English rulings say "countered" (the analysis keeps it apart from "counter")."""
    forms = TermExpander(
        [
            {"en": "counter", "de": "neutralisieren", "source": "t"},
            {"en": "countered", "de": "neutralisiert", "source": "t"},
        ]
    )
    assert forms.expansions(["neutralisieren"]) == [
        Expansion(0, 1, (("en", "counter", "term"), ("en", "countered", "term")))
    ]


def test_a_form_that_may_be_a_verb_or_a_noun_keeps_both() -> None:
    """ "Was passiert, wenn ich eine Kreatur mit Ausbeuten opfere?": "opfere" begins like the
    noun "Opfer" (Offering) and is the verb "opfern"; it was searched as "Offering" alone."""
    forms = TermExpander(
        [{"en": "sacrifice", "de": "opfern", "source": "t"}, {"en": "Offering", "de": "Opfer", "source": "t"}]
    )
    (found,) = forms.expansions(["opfere"])
    assert {text for _, text, _ in found.terms} == {"sacrifice", "Offering"}


def test_one_word_is_not_a_listed_phrase_its_stem_makes_with_stop_words() -> None:
    """ "Spieler" stems like "Im Spiel" (the battlefield; "im" is a stop word), "phase" like
    "Phased In": "Spieler muss aus leerer Bibliothek ziehen" was also searched as "Battlefield"."""
    forms = TermExpander(
        [
            {"en": "player", "de": "Spieler", "source": "t"},
            {"en": "Battlefield", "de": "Im Spiel", "source": "t"},
            {"en": "Phased In", "de": "Stabilisiert", "source": "t"},
            {"en": "Lose the Game", "de": "Spiel verlieren", "source": "t"},
        ]
    )
    assert forms.expansions(["Spieler"]) == [Expansion(0, 1, (("en", "player", "term"),))]
    assert forms.expansions(["phase"]) == []
    (typed_as_phrase,) = forms.expansions(["im", "Spiel"])
    assert ("en", "Battlefield", "term") in typed_as_phrase.terms


def test_a_german_word_is_not_the_one_who_does_it() -> None:
    """ "Spiel" (the game) stems like "Spieler", the player: „Kreatur kommt ins Spiel“ had also
    searched "player", on every German question that says „Spiel“ (a German judge's review)."""
    forms = TermExpander(
        [{"en": "player", "de": "Spieler", "source": "t"}, {"en": "Play", "de": "spielen", "source": "t"}]
    )
    (found,) = forms.expansions(["Spiel"])
    assert ("en", "player", "term") not in found.terms
    assert ("en", "Play", "term") in found.terms


ENGLISH_FORMS = TermExpander(
    [
        {"en": "Phasing", "de": "Instabilität", "source": "t"},
        {"en": "Planeswalk", "de": "Weltenwandern", "source": "t"},
        {"en": "sacrifice", "de": "opfern", "source": "t"},
        {"en": "tap", "de": "tappen", "source": "t"},
        {"en": "copy", "de": "Kopie", "source": "t"},
        {"en": "attack", "de": "angreifen", "source": "t"},
        {"en": "regenerate", "de": "regenerieren", "source": "t"},
    ],
    [{"lang": "de", "term": "Weltenwanderer", "synonym": "Planeswalker"}],
)


@pytest.mark.parametrize(
    ("typed", "german"),
    [
        ("phasing", "Instabilität"),
        ("sacrificing", "opfern"),
        ("tapped", "tappen"),
        ("copies", "Kopie"),
        ("attacker", "angreifen"),
        ("regeneration", "regenerieren"),
    ],
)
def test_an_english_word_finds_the_listed_word_of_its_stem(typed, german) -> None:
    """ "attacker" is "attack" on purpose (the analysis's STEM_OVERRIDES)."""
    assert ENGLISH_FORMS.expansions([typed]) == [Expansion(0, 1, (("de", german, "term"),))]


def test_an_english_word_is_not_another_listed_word_of_its_stem() -> None:
    """ "phase" stems like the keyword "Phasing", "planeswalker" like "Planeswalk" (of
    Planechase): "am Ende der Phase" was also searched as „Instabilität“, "Planeswalker" as
    „Weltenwandern“."""
    assert ENGLISH_FORMS.expansions(["phase"]) == []
    assert ENGLISH_FORMS.expansions(["planeswalker"]) == []


PARTICIPLES = TermExpander(
    [],
    [
        {"lang": "en", "term": "decked", "synonym": "library with no cards in it", "one_way": True},
        {"lang": "en", "term": "sac", "synonym": "sacrifice", "one_way": True},
        {"lang": "en", "term": "sacced", "synonym": "sacrifice", "one_way": True},
        {"lang": "en", "term": "swing", "synonym": "attack", "one_way": True},
    ],
)


def test_a_players_participle_is_not_the_word_it_is_made_of() -> None:
    """ "decked" (lost to an empty library) stems like "deck": "how many cards in a commander
    deck" had also searched "library with no cards in it". A word whose stem is itself stays
    every form of it ("swings" is "swing")."""
    assert PARTICIPLES.expansions(["deck"]) == []
    assert PARTICIPLES.expansions(["decks"]) == []
    assert [e.terms for e in PARTICIPLES.expansions(["decked"])] == [
        (("en", "library with no cards in it", "synonym"),)
    ]
    assert [e.terms for e in PARTICIPLES.expansions(["sac"])] == [(("en", "sacrifice", "synonym"),)]
    assert [e.terms for e in PARTICIPLES.expansions(["swings"])] == [(("en", "attack", "synonym"),)]


def test_a_players_participle_is_not_the_word_it_is_made_of_after_a_stop_word() -> None:
    """With the project's players' words, "of deck" was read as a span of its own, and "put on
    top of deck" also searched "library with no cards in it" (a vocabulary review)."""
    expander = TermExpander([], [dataclasses.asdict(s) for s in load_synonyms(TRANSLATIONS_DIR)])
    read = [term for e in expander.expansions(["put", "on", "top", "of", "deck"]) for term in e.terms]
    assert ("en", "library with no cards in it", "synonym") not in read
    assert ("en", "top card of their library", "synonym") in read
    assert [e.terms for e in expander.expansions(["i", "got", "decked"])] == [
        (("en", "library with no cards in it", "synonym"),)
    ]


def test_a_synonym_that_stems_like_another_listed_word_is_not_searched() -> None:
    """ "Weltenwanderer", the obsolete German name of the planeswalker, stems like
    "Weltenwandern" (planeswalk): searched for "Planeswalker", it found the rules on
    planeswalking. Typed, it still finds the planeswalker."""
    assert ENGLISH_FORMS.expansions(["Planeswalker"]) == []
    assert ENGLISH_FORMS.expansions(["Weltenwanderer"]) == [Expansion(0, 1, (("de", "Planeswalker", "synonym"),))]


def test_a_synonym_brings_the_translation_of_its_own_word_not_of_its_stem() -> None:
    """ "Weltenwanderer", the old German planeswalker, stems like "Weltenwandern" (planeswalk):
    "Planeswalker" was also searched as "Planeswalk"."""
    assert ENGLISH_FORMS.expansions(["Weltenwanderer"]) == [Expansion(0, 1, (("de", "Planeswalker", "synonym"),))]
    assert ("en", "Planeswalk", "term") in ENGLISH_FORMS.expansions(["Weltenwandern"])[0].terms


def test_a_german_readers_stop_word_is_not_read_as_english() -> None:
    """The article „die“ is the English verb "die": "wann wird die Saga geopfert" had also
    searched "put into a graveyard from the battlefield" and „stirbt“."""
    dies = TermExpander([{"en": "dies", "de": "stirbt"}])
    assert [e.terms for e in dies.expansions(["die"])] == [(("de", "stirbt", "term"),)]
    assert dies.for_reader("en").expansions(["die"]) == dies.expansions(["die"])
    assert dies.for_reader("de").expansions(["die"]) == []
    assert [e.start for e in dies.for_reader("de").expansions(["wann", "stirbt", "die", "Saga"])] == [1]


def test_a_german_readers_function_word_is_no_english_players_word() -> None:
    """„bin“ (I am), which the German analysis keeps, is the English players' "bin" (the
    graveyard): „Was kann ich machen, wenn ich ausgetappt bin?“ searched the graveyard rules."""
    bin_ = TermExpander([], [{"lang": "en", "term": "bin", "synonym": "graveyard", "one_way": True}])
    assert bin_.for_reader("de").expansions(["wenn", "ich", "ausgetappt", "bin?"]) == []
    assert [e.terms for e in bin_.for_reader("en").expansions(["bin"])] == [(("en", "graveyard", "synonym"),)]


def test_a_readers_word_is_not_translated_back_from_its_reading_in_the_other_language() -> None:
    """An English reader's "lose" read as German is „löse“ (unattach): "what happens if I lose
    control of the equipment" also searched "Unattach". "Rolle", as common in English texts as
    "roll", is written as the German term and stays the Role."""
    pairs = [{"en": "Unattach", "de": "Lösen"}, {"en": "Role", "de": "Rolle"}]
    english = TermExpander(pairs, knows=lambda word: word.lower() in {"lose", "rolle"}).for_reader("en")
    assert [e.terms for e in TermExpander(pairs).for_reader("en").expansions(["lose"])] == [
        (("en", "Unattach", "term"),)
    ]
    assert english.expansions(["lose"]) == []
    assert [e.terms for e in english.expansions(["Rolle"])] == [(("en", "Role", "term"),)]
    assert [e.terms for e in english.expansions(["Lösen"])] == [(("en", "Unattach", "term"),)]


def test_a_word_written_as_a_term_of_both_languages_is_the_readers_term() -> None:
    """„Gift“ is the German term for Poisonous and the English term Gift („Verschenken“): on the
    German site it had also searched „Verschenken“; on the English site it is the English Gift."""
    pairs = [{"en": "Gift", "de": "Verschenken"}, {"en": "Poisonous", "de": "Gift"}]
    expander = TermExpander(pairs, knows=lambda word: word.lower() == "gift")
    german = expander.for_reader("de", knows=lambda word: word.lower() == "gift")
    assert [e.terms for e in german.expansions(["gift"])] == [(("en", "Poisonous", "term"),)]
    assert [e.terms for e in expander.for_reader("en").expansions(["gift"])] == [(("de", "Verschenken", "term"),)]


def test_a_readers_word_the_other_stemmer_reads_as_a_term_is_not_that_term() -> None:
    """The German stemmer reads "loses" as „lösen“, but it is not written as the term: "bolt
    targets a guy, he gets pro red in response but loses it again" also searched "Unattach"."""
    pairs = [{"en": "Unattach", "de": "Lösen"}]
    english = TermExpander(pairs, knows=lambda word: word.lower() in {"loses", "losen"}).for_reader("en")
    assert english.expansions(["loses"]) == []
    assert [e.terms for e in english.expansions(["lösen"])] == [(("en", "Unattach", "term"),)]


def test_a_word_is_no_phrase_its_stem_makes_with_stop_words_not_typed() -> None:
    """The obsolete "In Play" (the battlefield) is read as "play", the stop word left out: "play
    a land" also searched "battlefield" and „Im Spiel“ (an English judge's review, 4 December).
    A synonym's form, and the translations it brings, are kept apart from the word's own."""
    expander = TermExpander(
        [
            {"en": "Play", "de": "Spielen", "source": "t"},
            {"en": "battlefield", "de": "Spielfeld", "source": "t"},
        ],
        [{"lang": "en", "term": "In Play", "synonym": "battlefield", "source": "rules-glossary:obsolete"}],
    )
    for typed in (["play"], ["play", "a", "land"]):
        (found,) = expander.expansions(typed)
        assert found.terms == (("de", "Spielen", "term"),), typed
    (old,) = expander.expansions(["battlefield"])
    assert ("en", "In Play", "synonym") in old.terms, "the battlefield still finds the old rulings' „in play“"
    (in_play,) = expander.expansions(["cards", "in", "play"])
    assert ("en", "battlefield", "synonym") in in_play.terms, "typed with its „in“, it is the old battlefield"
    (played,) = expander.expansions(["play", "in", "draft"])
    assert ("en", "battlefield", "synonym") not in played.terms


@pytest.mark.parametrize(
    ("typed", "forms"),
    [
        ("gegoadet", ["goad", "goade"]),
        ("getappt", ["tapp", "tappe", "tap"]),
        ("gecasted", ["cast", "caste"]),
        ("scryen", ["scry", "scrye"]),
        ("gekickten", ["kick", "kicke"]),
        ("geflippte", ["flipp", "flippe", "flip"]),
        ("gecastete", ["cast", "caste"]),
        ("Kopie", []),
        ("ge", []),
    ],
)
def test_a_german_form_of_an_english_verb_is_read_as_the_verb(typed, forms) -> None:
    assert english_verb_forms(typed)[: len(forms)] == forms
    assert bool(english_verb_forms(typed)) == bool(forms)


def test_a_german_readers_unknown_anglicism_is_the_english_verb() -> None:
    """„gegoadet“ was left out of the search (no text has it); English texts say "goad". The
    players' „casten“ is listed (as „wirken“), and its participle with it. An English reader's
    words, and a word texts have, stay as typed."""
    texts = {"goad": 40, "tap": 900, "gemillt": 3}
    expander = TermExpander(
        [{"en": "cast", "de": "wirken"}],
        [{"lang": "de", "term": "casten", "synonym": "wirken", "source": "t"}],
        in_texts=lambda word: texts.get(word.casefold(), 0),
    )
    german = expander.for_reader("de")
    assert [german.anglicism(w) for w in ("gegoadet,", "getappt", "gecastet?", "gemillt", "gefrobt")] == [
        "goad,",
        "tap",
        "gecastet?",
        "gemillt",
        "gefrobt",
    ]
    assert expander.anglicism("gegoadet") == "gegoadet"


def test_a_function_words_learned_partner_is_left_out_before_a_term_that_means_another() -> None:
    """„ins“ is learned as "battlefield" (of „ins Spiel“): before „Exil“, the term exile, it is
    not searched as the battlefield; before „Spiel“, whose terms have the battlefield, and
    before a word of no term, it is. A kept word's pair („nicht“ / "can't") stays."""
    expander = TermExpander(
        [
            {"en": "exile", "de": "Exil", "source": "t"},
            {"en": "Battlefield", "de": "Spiel", "source": "t"},
            {"en": "resolve", "de": "verrechnen", "source": "t"},
        ],
        learned=[{"de": "ins", "en": "battlefield"}, {"de": "nicht", "en": "can't"}],
    )
    battlefield = ("en", "battlefield", "learned")
    assert battlefield not in {term for e in expander.expansions(["ins", "Exil"]) for term in e.terms}
    assert Expansion(0, 1, (battlefield,)) in expander.expansions(["ins", "Spiel"])
    assert Expansion(0, 1, (battlefield,)) in expander.expansions(["ins", "Grab"])
    assert Expansion(0, 1, (("en", "can't", "learned"),)) in expander.expansions(["nicht", "verrechnen"])


def test_a_german_synonym_read_without_its_little_words_wants_them_typed() -> None:
    """The key of „für immer“ is „immer“ alone, „für“ a stop word: every „immer wenn“ (whenever)
    had also searched „unbegrenzt“ (indefinitely) and its translation; „phasen aus“ made every
    „Phase“ phasing. Typed with the word left out, the synonym is read; a word alone (as the
    relaxed search reads each) is read as before."""
    expander = TermExpander(
        [{"en": "indefinitely", "de": "unbegrenzt", "source": "t"}],
        [
            {"lang": "de", "term": "unbegrenzt", "synonym": "für immer"},
            {"lang": "de", "term": "phasen aus", "synonym": "destabilisiert", "one_way": True},
        ],
    )

    def found(words: list[str]) -> set[str]:
        return {text for e in expander.expansions(words) for _, text, _ in e.terms}

    assert not {"unbegrenzt", "indefinitely"} & found(["immer", "wenn", "Kreatur"])
    assert {"unbegrenzt", "indefinitely"} <= found(["für", "immer", "im", "Exil"])
    assert "destabilisiert" not in found(["welche", "Phase"])
    assert "destabilisiert" in found(["Kreatur", "phast", "aus"]) | found(["Kreaturen", "phasen", "aus"])


def test_what_an_english_question_asks_wants_its_little_words_typed() -> None:
    """questions.tsv reads "has to" as "must"; its key is "has" alone ("to" a stop word), and
    every "has" and "have" had also searched "must" ("my creature has flying", "do i have
    priority"). A row of the question's words is meant by them; a shorthand row is not ("look"
    in "can I look at the cards" is "look at")."""
    expander = TermExpander(
        [],
        [
            {"lang": "en", "term": "has to", "synonym": "must", "one_way": True, "asked": True},
            {"lang": "en", "term": "look at", "synonym": "examine", "one_way": True},
        ],
    )

    def found(words: list[str]) -> set[str]:
        return {text for e in expander.expansions(words) for _, text, _ in e.terms}

    assert "must" not in found(["my", "creature", "has", "flying"])
    assert "must" in found(["he", "has", "to", "pay"])
    assert "examine" in found(["can", "i", "look", "the", "cards"])


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (["Schritte"], "Segment"),
        (["Upkeep"], "Versorgungssegment"),
        (["Cleanup"], "Aufräumsegment"),
        (["in", "Main", "2"], "zweite Hauptphase"),
        (["Kartenstapel"], "Bibliothek"),
        (["Anfangsphase"], "Startphase"),
    ],
)
def test_german_players_words_for_the_turn_and_the_zones_are_the_rules_words(typed, meant) -> None:
    """A German player's „Schritt“ of a phase is the rules' „Segment“ (they say „Schritt“ for a
    step of a procedure); German players say the English "Upkeep", "Cleanup", "Main 2"; „Kartenstapel“ had been read
    part by part („Stapel“, the stack), „Anfangsphase“ as the starting player (a vocabulary
    review; shorthand.tsv). A question about the end step and the cleanup („letzte chance im zug
    vom gegner nen instant zu spielen, endsegment oder cleanup?“) found its rule 9th, now 3rd."""
    expander = TermExpander([], [dataclasses.asdict(s) for s in load_synonyms(TRANSLATIONS_DIR)])
    assert meant in {text for e in expander.expansions(typed) for _, text, _ in e.terms}


def test_the_spoken_nix_is_nichts() -> None:
    """„wenn nix passiert“: the spoken „nix“ is „nichts“, not the card Nix („Ablehnen“), whose
    rulings came first for blind42's question on a prevention shield (shorthand.tsv)."""
    expander = TermExpander([], [dataclasses.asdict(s) for s in load_synonyms(TRANSLATIONS_DIR)])
    assert "nichts" in {text for e in expander.expansions(["wenn", "nix", "passiert"]) for _, text, _ in e.terms}
