import pickle

import pytest

from indexer.search.analysis.de import (
    cut_as_written,
    fold_german,
    german_analyzer,
    name_analyzer,
    split_by_words,
    split_compound,
    verb_stems,
)


def terms(text: str, mode: str = "index") -> list[str]:
    return [t.text for t in german_analyzer()(text, mode=mode)]


@pytest.mark.parametrize("spelling", ["Königliche", "Konigliche", "Koenigliche", "KÖNIGLICHE"])
def test_umlaut_spellings_meet(spelling: str) -> None:
    assert terms(spelling) == terms("Königliche") == ["konig"]


@pytest.mark.parametrize(("a", "b"), [("Straße", "Strasse"), ("Fähigkeit", "Faehigkeit"), ("Böse", "Boese")])
def test_folding_both_directions(a: str, b: str) -> None:
    assert terms(a) == terms(b)
    assert terms(a, "query") == terms(b, "query")


@pytest.mark.parametrize(
    ("word", "written"),
    [
        ("grundstärke", ("grund", "stärke")),
        ("großangriff", ("groß", "angriff")),
        ("schaedelstaerke", ("schaedel", "staerke")),
        ("kampfschadenschritt", ("kampf", "schaden", "schritt")),
    ],
)
def test_a_folded_compound_is_cut_as_written(word: str, written: tuple[str, ...]) -> None:
    """The parts of the folded word, spelled as typed (umlauts, ß, "ae" for "ä")."""
    parts = tuple(split_at(fold_german(word), [len(fold_german(w)) for w in written]))
    assert cut_as_written(word, parts) == written


def split_at(text: str, sizes: list[int]) -> list[str]:
    out, start = [], 0
    for size in sizes:
        out.append(text[start : start + size])
        start += size
    return out


def test_ue_after_vowel_or_q_is_kept() -> None:
    assert fold_german("neue") == "neue"
    assert fold_german("queue") == "queue"
    assert fold_german("tuer") == "tur"


def test_stemming_inflections() -> None:
    assert terms("Zeitstempels") == terms("Zeitstempel")
    assert terms("Spielsteine") == terms("Spielstein")
    assert terms("Rollen") == terms("Rolle")


def test_a_plural_the_stemmer_does_not_reduce_is_its_singular() -> None:
    """The German rules' Auras are "Auren" (CR 702.16c: „von Auren verzaubert“)."""
    assert terms("Auren") == terms("Aura")
    assert terms("Aura", "query")[0] in terms("Aurenkarte")


@pytest.mark.parametrize("form", ["dieselbe", "Dasselbe", "derselbe", "denselben", "demselben", "desselben", "selben"])
def test_the_forms_of_derselbe_are_one_word(form: str) -> None:
    """CR 115.3: „Dasselbe Ziel kann nicht mehrmals … gewählt werden“; a reader asks about
    „dieselbe Kreatur“."""
    assert terms(form, "query") == terms(form) == terms("dasselbe", "query")


@pytest.mark.parametrize(("noun", "verb"), [("Aktivierung", "aktiviert"), ("Reduzierungen", "reduzieren")])
def test_a_noun_in_ierung_is_its_verb(noun: str, verb: str) -> None:
    """The rules' „Aktivierung“ is what a reader „aktiviert“, as English "activation" and
    "activate" stem alike; a reader's „Kostenreduzierung“ is CR 118.7a's „Kosten … reduzieren“."""
    assert terms(noun, "query") == terms(verb, "query")


def test_the_first_part_of_a_hyphenated_word_stems_as_its_other_forms() -> None:
    """The rules' „Mindest-Deckgröße“ (CR 100.2a) is found by the reader's "mindestens"."""
    assert terms("mindestens", "query")[0] in terms("Mindest-Deckgröße")


@pytest.mark.parametrize(
    ("word", "parts"),
    [("lebensverlust", ("lebens", "verlust")), ("kampfende", ("kampf", "ende")), ("verlust", ()), ("endeung", ())],
)
def test_a_compound_splits_into_two_known_words(word: str, parts: tuple) -> None:
    """The front keeps its linking element; a part is at least four letters long."""
    known = {"lebens", "verlust", "kampf", "ende", "ver", "lust", "ung"}.__contains__
    assert split_by_words(word, known) == parts


def test_auxiliary_verbs_of_a_question_are_not_searched() -> None:
    """ "Wie viele Karten muss ein Deck mindestens haben": CR 100.2a has neither "muss" nor
    "haben"; „kann“ stays, for „kann nicht neutralisiert werden“."""
    assert terms("muss Deck mindestens haben gerade", "query") == terms("Deck mindestens", "query")
    assert terms("kann", "query")


def test_words_that_ask_how_or_what_differs_are_not_searched() -> None:
    """ "woran erkenne ich einen Ersatzeffekt": CR 123.9 has „erkennen“ and none of the rest,
    and came before 614.1; "Unterschied zwischen Fluchsicher und Verhüllt" found 708.6."""
    assert terms("woran Unterschied Ersatzeffekt", "query") == terms("Ersatzeffekt", "query")


def test_prepositions_english_says_with_a_stop_word_are_not_searched() -> None:
    """ "Schutz vor Grün" is "protection from green": „vor“ searched left the English rulings
    on protection from green out. The index keeps it, for the separable verbs („zeige … vor“)."""
    assert terms("Schutz vor Grün", "query") == terms("Schutz Grün", "query")
    assert terms("Schaden durch Infizieren", "query") == terms("Schaden Infizieren", "query")
    assert terms("vor") and terms("durch")


def test_a_quoted_phrase_keeps_its_question_words_as_the_index_has_them() -> None:
    """„hat“ and „muss“ only make a query a question, but not in quotation marks; of the index's
    terms of a word, the first (not its compound parts, which would be words of their own)."""
    analyzer = german_analyzer()
    assert [t for t, _ in analyzer.query_terms("muss angreifen", quoted=True)] == terms("muss angreifen")
    assert [t for t, _ in analyzer.query_terms("muss angreifen")] == terms("angreifen", "query")


def test_how_it_works_when_and_between_are_no_words_to_find() -> None:
    """„funktioniert“ is the English "work", „wenn“ "when", „zwischen“ "between", „bedeutet“
    (as "mean") in hundreds of English rulings ("This means …"): the rules
    state a condition with „falls“ (704.5f), and „zwischen“ found rulings on what players can't
    do "between" two events for „Unterschied zwischen Opfern und Zerstören“."""
    assert terms("wie funktioniert Phasing", "query") == terms("Phasing", "query")
    assert terms("was bedeutet Trampelschaden", "query") == terms("Trampelschaden", "query")
    assert terms("erkläre Trampelschaden", "query") == terms("Trampelschaden Erklärung", "query")
    assert terms("Trampelschaden Erklärung", "query") == terms("Trampelschaden", "query")
    assert terms("was passiert wenn eine Kreatur stirbt", "query") == terms("Kreatur stirbt", "query")
    assert terms("Unterschied zwischen Opfern und Zerstören", "query") == terms("Opfern Zerstören", "query")


def test_what_a_word_is_called_exactly_is_asked_not_searched() -> None:
    """„was heißt stirbt genau“: „genau“ searched as "exactly" put 201.5a („genau das Objekt“)
    before 700.4, which defines „stirbt“ (a German judge's review)."""
    assert terms("was heißt stirbt genau", "query") == terms("stirbt", "query")
    assert terms("was heisst stirbt", "query") == terms("stirbt", "query")
    assert terms("wenn") and terms("zwischen"), "the index keeps them"


def test_versus_is_no_word_to_find() -> None:
    assert terms("Fluchsicher vs. Fluchsicher versus", "query") == terms("Fluchsicher Fluchsicher", "query")


@pytest.mark.parametrize("word", ["nicht", "jede", "kein", "alle", "wenn", "ohne", "bis"])
def test_negations_and_quantifiers_are_kept(word: str) -> None:
    assert terms(word), f"{word!r} must not be a stop word"


def test_articles_are_stop_words() -> None:
    assert terms("der die das") == []
    assert terms("beim") == [], "bei dem, as zum, zur, im and am"


def test_a_stop_word_with_an_umlaut_is_one() -> None:
    """The list is compared with folded words: "für" was "fur", and searched."""
    assert terms("für") == []


@pytest.mark.parametrize(
    ("compound", "part"),
    [
        ("Rollen-Spielstein", "Spielstein"),
        ("Rollenspielstein", "Spielstein"),
        ("Verzauberungs-Spielsteine", "Spielstein"),
        ("Saprolingspielsteine", "Spielstein"),
        ("Verzauberungsspielsteine", "Verzauberung"),
        ("Kapitelfähigkeiten", "Kapitel"),
        ("Sagenmarken", "Sage"),
        ("Loyalitätsmarken", "Loyalität"),
    ],
)
def test_compounds_index_their_parts(compound: str, part: str) -> None:
    (wanted,) = terms(part, "query")
    assert wanted in terms(compound)


def test_hyphenated_and_joined_forms_match() -> None:
    assert terms("Rollen-Spielstein", "query") == terms("Rollenspielstein", "query")


def test_queries_do_not_split_compounds() -> None:
    assert terms("Rollenspielstein", "query") == ["rollenspielstein"]


def test_split_compound_keeps_the_head_last() -> None:
    assert split_compound("verzauberungsspielsteine") == ("verzauberung", "spielsteine")
    assert split_compound("artefaktkreaturenspielstein") == ("artefakt", "kreatur", "spielstein")
    assert split_compound("kreatur") == ()


@pytest.mark.parametrize(
    "word", ["Beispiel", "Kontrolle", "Attraktion", "Interaktion", "aufdecken", "verdecken", "verzaubern", "Highlander"]
)
def test_a_lexicon_word_after_a_beginning_that_is_no_word_is_no_head(word: str) -> None:
    """The lexicon's "-" beginnings: "Kontrolle" is no "Rolle", "verzaubern" no "zaubern"."""
    assert split_compound(fold_german(word.lower())) == ()
    assert terms(word) == terms(word, "query")


@pytest.mark.parametrize(
    ("word", "parts"),
    [
        ("Giftmarken", ("marken",)),
        ("Sonderaktion", ("aktion",)),
        ("Hauptphase", ("phase",)),
        ("Schlüsselwortfähigkeiten", ("fahigkeiten",)),
        ("Ladungsmarke", ("marke",)),
        ("Verstandeskontrolle", ()),
    ],
)
def test_a_compound_with_a_front_outside_the_lexicon_still_has_its_head(word: str, parts: tuple) -> None:
    """Only the head is needed to find a compound by it: "Marke" finds "Giftmarken"."""
    assert split_compound(fold_german(word.lower())) == parts


def test_parts_share_the_position_of_the_compound() -> None:
    tokens = [(t.text, t.pos) for t in german_analyzer()("Rollen-Spielstein Rolle", positions=True)]
    assert {pos for _, pos in tokens[:-1]} == {0}
    assert tokens[-1] == ("roll", 1)


def test_name_analyzer_folds_but_does_not_stem() -> None:
    assert [t.text for t in name_analyzer()("Wilde Werfüchsin")] == ["wilde", "werfuchsin"]


def test_analyzer_pickles() -> None:
    restored = pickle.loads(pickle.dumps(german_analyzer()))
    assert [t.text for t in restored("Zeitstempels")] == ["zeitstempel"]


@pytest.mark.parametrize(
    ("text", "verb", "at"),
    [
        ("Eine Kreatur greift alleine an, wenn sie die einzige Kreatur ist.", "angreifen", "greift"),
        ("Der Blitzschlag fügt einem Ziel deiner Wahl 3 Schadenspunkte zu.", "zufügen", "fügt"),
        ("Wirf eine Karte ab.", "abwerfen", "Wirf"),
        ("Zeige sie offen vor.", "vorzeigen", "Zeige"),
        (
            "Als Erstes wirft der aktive Spieler, wenn seine Hand mehr Karten enthält als seine maximale "
            "Handkartenzahl (normalerweise sieben), genug Karten ab, um sie zu reduzieren.",
            "abwerfen",
            "wirft",
        ),
        ("„Edelmut“ bedeutet „Eine Kreatur greift alleine an“", "angreifen", "greift"),
        ("Der Kampfschaden findet gleichzeitig statt.", "stattfinden", "findet"),
    ],
)
def test_a_separated_verb_is_indexed_whole_at_its_verb(text: str, verb: str, at: str) -> None:
    """The rule about attacking alone says "greift alleine an": a search for "angreifen" must
    find it."""
    (whole,) = terms(verb, "query")
    tokens = [(t.text, t.pos) for t in german_analyzer()(text, positions=True)]
    words = (
        text.replace("„", " ")
        .replace("“", " ")
        .replace(",", " ")
        .replace(".", " ")
        .replace("(", " ")
        .replace(")", " ")
        .split()
    )
    assert (whole, words.index(at)) in tokens
    assert german_analyzer().index_terms(text) == [t for t, _ in tokens], "the length Whoosh counts"


@pytest.mark.parametrize(
    "text",
    [
        "Lege sie auf den Friedhof.",  # "auf" does not end the clause
        "Eine Fähigkeit wirkt auf alle Spieler an",  # no listed verb "anwirken"
        "Eine Kreatur greift. Sie kommt an.",  # the particle is in another sentence
    ],
)
def test_no_verb_is_joined_without_its_particle_at_the_end_of_its_clause(text: str) -> None:
    joined = {"angreif", "aufleg", "anwirk", "ankomm"}
    assert not joined & set(terms(text))


def test_queries_do_not_join_words() -> None:
    assert "angreif" not in terms("greift alleine an", "query")


@pytest.mark.parametrize(
    ("text", "at", "whole"),
    [
        ("Wenn zwei oder mehr Ersatz- und/oder Verhinderungseffekte versuchen", "Ersatz", "Ersatzeffekte"),
        ("eine Spontanzauber- oder Hexereikarte", "Spontanzauber", "Spontanzauberkarte"),
        ("in der Kampf- und Endphase", "Kampf", "Kampfphase"),
    ],
)
def test_a_compound_sharing_its_head_is_indexed_whole(text: str, at: str, whole: str) -> None:
    """Rule 616.1 says „Ersatz- und/oder Verhinderungseffekte“: a search for „Ersatzeffekte“
    must find it."""
    (term,) = terms(whole, "query")
    tokens = [(t.text, t.pos) for t in german_analyzer()(text, positions=True)]
    assert (term, text.replace("/", " ").split().index(at + "-")) in tokens
    assert german_analyzer().index_terms(text) == [t for t, _ in tokens], "the length Whoosh counts"


@pytest.mark.parametrize(
    "text",
    [
        "Ersatz-Regel und Verhinderungseffekte",  # a hyphen inside a word
        "Spontanzauber- oder eine Karte",  # no compound after the conjunction
        "Ersatz- Verhinderungseffekte",  # no conjunction
    ],
)
def test_no_compound_is_completed_without_a_suspended_hyphen_and_a_head(text: str) -> None:
    assert not {"ersatzeffekt", "spontanzauberkart"} & set(terms(text))


def test_queries_do_not_complete_compounds() -> None:
    assert "ersatzeffekt" not in terms("Ersatz- und Verhinderungseffekte", "query")


def test_punctuation_typed_against_a_verb_form_is_not_part_of_it() -> None:
    """„gecastet?“ and „geopfert,“ had no verb stems: the players' „casten“ (wirken) was not found
    for „Kopie eines Zaubers gilt als gecastet?“."""
    assert verb_stems("geopfert?") == verb_stems("geopfert")
    assert verb_stems("„gecastet?“") == verb_stems("gecastet")


@pytest.mark.parametrize(("typed", "infinitive"), [("abwirft", "abwerfen"), ("wirft", "werfen"), ("sieht", "sehen")])
def test_a_strong_verbs_third_person_is_looked_up_as_its_infinitive(typed: str, infinitive: str) -> None:
    """The rules' „Abwerfen“ (discard) is an infinitive; „wenn er eine Karte abwirft“ had found
    no term, its raised vowel (e to i) not lowered again."""
    assert terms(infinitive, "query")[0] in verb_stems(typed)


def test_a_word_whose_only_vowel_begins_it_is_no_raised_verb() -> None:
    """„isst“ is no third person of „essen“ as the game knows it (nor „ist“ of anything)."""
    assert not any(stem.startswith("es") for stem in verb_stems("isst"))


@pytest.mark.parametrize("form", ["mehrere", "Mehreren", "mehrerer"])
def test_several_is_not_more(form: str) -> None:
    """„mehrere“ had been stemmed as „mehr“ and searched the synonym „größer“ and the learned
    "more": „mehrere Trigger gleichzeitig“ found damage "3 or greater" first."""
    assert terms(form) == terms("mehrere") != terms("mehr")


def test_itself_is_not_the_same() -> None:
    """„selbst“ (itself, even) had the stem of „derselbe“ (same), and "same" was learned for
    both: „kann die Kreatur sich selbst opfern“ searched "same"."""
    assert terms("selbst") != terms("derselbe") == terms("dieselben")


@pytest.mark.parametrize("form", ["nächsten", "Nächste", "naechsten", "nächstes"])
def test_next_is_not_after(form: str) -> None:
    """„nächste“ (next) had been stemmed as „nach“ (after): „bis zu deinem nächsten Zug“ searched
    "after" and none of the rulings on "until your next turn"."""
    assert terms(form) == terms("nächster") != terms("nach")


@pytest.mark.parametrize("typed", ["kriegt", "kriegst", "kriegen", "gekriegt", "krieg ich"])
def test_the_players_get_is_get_not_warrior(typed: str) -> None:
    """„kriegt“ (gets) had the stem of „Krieger“ (Warrior), a rare word that outweighed the rest
    of „kreatur kriegt eile durch ausrüstung“; the verb is „bekommen“. The noun stays itself."""
    assert terms(typed, "query")[0] == terms("bekommen", "query")[0] != terms("Krieger", "query")[0]
    assert terms("Krieg", "query") == terms("Krieger", "query")


def test_the_players_get_as_a_verb_form_is_no_warrior() -> None:
    """Read as a verb form too (for the term list), a lower-case „krieg“ had the stem of the noun
    „Krieger“: „schirmhydra verdeckt gestorben, krieg ich trotzdem die schlangen?“ also searched
    "warrior"."""
    assert verb_stems("krieg") == (terms("bekommen", "query")[0],)
    assert terms("Krieger", "query")[0] in verb_stems("Krieg")


@pytest.mark.parametrize("typed", ["countern", "countert", "gecountert"])
def test_the_players_counter_is_no_count(typed: str) -> None:
    """„countern“ (to counter a spell) had the stem of the English "count": an English reader's
    "does that count as", read as German, also searched „neutralisieren“."""
    assert terms(typed, "query") == ["counter"] != terms("count", "query")


def test_what_a_player_says_is_no_saga() -> None:
    """„gegner sagt …“ searched the stem of „Sage“ (the German Saga); the Sagas stay."""
    assert terms("gegner sagt das land hat manawert 3", "query") == terms("gegner das land hat manawert 3", "query")
    assert terms("Sagen", "query") == terms("Sage", "query") != []


@pytest.mark.parametrize(
    ("noun", "verb"),
    [
        ("Wucherung", "wuchern"),
        ("Verhinderung", "verhindern"),
        ("Verwandlung", "verwandeln"),
        ("Verdoppelung", "verdoppeln"),
    ],
)
def test_a_noun_in_ung_is_indexed_with_its_verb_in_ern_or_eln(noun: str, verb: str) -> None:
    """„wuchern“ had found nothing: the stemmer makes it „wuch“, the rules' „Wucherung“ (701.34)
    „wucher“. The noun is also indexed as the verb's stem."""
    assert terms(verb, "query")[0] in terms(noun)
    assert terms("Stellung") == ["stellung"]  # (no „stelleln“: a doubled l is the stem's)


def test_the_spoken_article_is_no_word_to_find_but_a_capital_n_is_the_variable() -> None:
    """„darf ich n Land im Kampf legen“: „n“ (ein) was the N of „Entdeckung N“ and „Ruhm N“."""
    assert terms("n Land ne Kreatur", "query") == terms("Land Kreatur", "query")
    assert "n" in terms("Ruhm N", "query")


def test_the_fillers_of_a_chat_are_asked_not_searched() -> None:
    """„hab aber nur Manawert 4 im Friedhof … und halt nur teilweise“: „hab“ (345 documents,
    most of them English texts with "hab…") and „halt“ had weighed as much as the game's words
    of a relaxed question."""
    assert terms("hab mal drauf geschaut, stirbt die jetzt halt eh", "query") == terms("geschaut stirbt die", "query")
    assert terms("manabrand gibts das noch", "query") == terms("manabrand das", "query")
    assert not terms("moin! hallo, servus: danke", "query")
    assert terms("hab") and terms("jetzt"), "the index keeps them"
