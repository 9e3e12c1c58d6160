import pytest
from whoosh import query as wq

from indexer.search.query.build import (
    OTHER_LANGUAGE_BOOST,
    TRANSLATION_BOOST,
    TRANSLATION_WORDS_POWER,
    Asker,
    QueryBuilder,
    plain_words,
    relaxable,
)
from indexer.search.query.syntax import QueryError, parse

BUILDER = QueryBuilder()


def terms(query: wq.Query) -> set[tuple[str, str]]:
    return {(field, text if isinstance(text, str) else text.decode()) for field, text in query.iter_all_terms()}


def test_word_is_analyzed_per_field() -> None:
    built = terms(BUILDER.build(parse("Königliche")))
    assert ("body_de", "konig") in built
    assert ("body_en", "königlich") in built
    assert ("names", "konigliche") in built


def test_rule_number_also_searches_the_number_field() -> None:
    assert ("number", "704.5y") in terms(BUILDER.build(parse("704.5y")))


def test_filters() -> None:
    assert terms(BUILDER.build(parse("kind:rule"))) == {("kind", "rule")}
    assert terms(BUILDER.build(parse("lang:de"))) == {("langs", "de")}
    assert terms(BUILDER.build(parse("rule:303.7a"))) == {("cites", "303.7a"), ("number", "303.7a")}
    asked = []

    def cards(query: wq.Query) -> list[str]:
        asked.append(terms(query))
        return ["charming-scoundrel"]

    built = BUILDER.build(parse('card:"Charmante Halunkin"'), cards)
    assert asked == [{("kind", "card"), ("names", "charmante"), ("names", "halunkin")}]
    assert terms(built) == {("card", "charming-scoundrel")}
    assert isinstance(BUILDER.build(parse("card:nothing")), type(wq.NullQuery))


@pytest.mark.parametrize(
    ("query", "code"),
    [
        ("kind:poem", "filter_value"),
        ("lang:fr", "filter_value"),
        ("rule:abc", "filter_value"),
        ("?!", "no_terms"),
        ('""', "empty_phrase"),
    ],
)
def test_bad_filter_values_and_empty_analysis(query: str, code: str) -> None:
    with pytest.raises(QueryError) as error:
        BUILDER.build(parse(query))
    assert error.value.code == code


def test_phrase_allows_gaps_left_by_stop_words() -> None:
    built = BUILDER.build(parse('"each of those Roles"'))
    phrases = [q for q in built.leaves() if isinstance(q, wq.Phrase) and q.fieldname == "body_en"]
    assert phrases[0].words == ["each", "role"]
    assert phrases[0].slop == 3


def test_relaxing_only_plain_word_lists() -> None:
    assert relaxable(parse("role timestamp"))
    assert not relaxable(parse("role -timestamp"))
    assert isinstance(BUILDER.build(parse("role timestamp"), any_word=True), wq.Or)


def test_words_of_several_tokens_are_a_phrase_in_card_texts_where_quoted() -> None:
    """ "1/1" is a phrase in the rules' and rulings' texts; in card texts its words anywhere,
    unless typed in quotation marks (card texts once had no positions, and a phrase there had
    been a 500)."""
    built = BUILDER.build(parse("1/1"))
    phrases = {q.fieldname for q in built.leaves() if isinstance(q, wq.Phrase)}
    assert "body_en" in phrases and "cardtext_en" not in phrases
    assert ("cardtext_en", "1") in terms(built)
    quoted = BUILDER.build(parse('"1/1"'))
    assert "cardtext_en" in {q.fieldname for q in quoted.leaves() if isinstance(q, wq.Phrase)}


def test_term_expansion_adds_the_translation_below_the_original() -> None:
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "timestamp", "de": "Zeitstempel", "source": "t"}])
    built = BUILDER.build(parse("Zeitstempel role"), expander=expander)
    assert ("body_en", "timestamp") in terms(built)
    translated = [q for q in built.leaves() if isinstance(q, wq.Term) and q.text == "timestamp"]
    assert {q.fieldname for q in translated} == {"title_en", "body_en", "heading_en", "cardtext_en"}
    either = BUILDER.build(parse("Zeitstempel OR role"), expander=expander)
    assert ("body_en", "timestamp") in terms(either)


def test_a_translation_of_several_words_weighs_less_per_word() -> None:
    """A phrase scores the sum of its words' scores: "first strike" for „Erstschlag“ counted
    twice what the German word does, and on the German site English-only rulings came before
    German rules that have the word."""
    from indexer.search.nodes import Translated
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander(
        [
            {"en": "first strike", "de": "Erstschlag", "source": "t"},
            {"en": "timestamp", "de": "Zeitstempel", "source": "t"},
        ]
    )

    def weight(word: str) -> float:
        built = BUILDER.build(parse(word), expander=expander)
        (translated,) = [q for q in _nodes(built) if isinstance(q, Translated)]
        return translated.subqueries[0].boost

    assert weight("Zeitstempel") == 1.0
    assert weight("Erstschlag") == pytest.approx(2**-TRANSLATION_WORDS_POWER)
    assert weight("Erstschlag") < 1


def test_an_obsolete_term_read_for_its_new_one_is_not_searched_in_the_rules() -> None:
    """The rules never use an obsolete term in the sense it had: "set aside" (exile) is their
    sideboard's, and 702.139b came first for "what happens if my commander is exiled"."""
    from indexer.search.query.expansion import TermExpander
    from indexer.terms.synonyms import GLOSSARY_SOURCE

    expander = TermExpander([], [{"lang": "en", "term": "Set Aside", "synonym": "exile", "source": GLOSSARY_SOURCE}])
    built = BUILDER.build(parse("exile"), expander=expander)
    (outside,) = [q for q in _nodes(built) if isinstance(q, wq.AndNot)]
    assert outside.b == wq.Term("kind", "rule") and ("body_en", "set") in terms(outside.a)
    assert not [q for q in _nodes(BUILDER.build(parse("set aside"), expander=expander)) if isinstance(q, wq.AndNot)]


def _nodes(query: wq.Query) -> list[wq.Query]:
    return [query, *(node for part in getattr(query, "subqueries", ()) for node in _nodes(part))]


@pytest.mark.parametrize("query", ["adven* role", "adven*", "role -adven*", "adven* OR role"])
def test_prefix_words_become_prefix_queries(query) -> None:
    """A prefix word beside other words recursed without end after the term expansion came in.
    The prefix is searched as typed and as its stem (German "adv")."""
    built = BUILDER.build(parse(query))
    prefixes = {q.text for q in built.leaves() if isinstance(q, wq.Prefix)}
    assert "adven" in prefixes and all("adven".startswith(text) for text in prefixes)


def test_a_listed_term_that_is_a_stop_word_in_the_query_language_keeps_its_translation() -> None:
    """ "die" is a German stop word and an English term ("sterben"/"stirbt"): it used to leave
    an empty AND that Whoosh cannot run ("planar die" was a 500; that "die" is now one of dice,
    en.dice_meant)."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "die", "de": "stirbt", "source": "t"}])
    built = BUILDER.build(parse("creatures die"), expander=expander)

    def every(query: wq.Query):
        yield query
        for child in query.children():
            yield from every(child)

    assert not [q for q in every(built) if isinstance(q, (wq.And, wq.Or)) and not q.subqueries]
    assert ("body_de", "stirbt") in terms(built)


def test_plain_words_are_words_and_phrases_only() -> None:
    assert (
        plain_words(parse("Charming Scoundrell")) and plain_words(parse("Halunkn")) and plain_words(parse('"Cut In"'))
    )
    assert not plain_words(parse("Halunkn kind:ruling")) and not plain_words(parse("Cut OR In"))


def boosts(query: wq.Query, factor: float = 1.0) -> dict[tuple[str, str], float]:
    """The weight of each term: the product of the boosts on its way from the root (the
    highest, where a term is reached on several ways)."""
    factor *= query.boost
    if isinstance(query, wq.Term):
        return {(query.fieldname, query.text): factor}
    found: dict[tuple[str, str], float] = {}
    for child in query.children():
        for key, value in boosts(child, factor).items():
            found[key] = max(found.get(key, 0.0), value)
    return found


def german_asker(frequencies: dict[tuple[str, str], int]) -> Asker:
    return Asker("de", lambda field, term: frequencies.get((field, term), 0), {"de": 100, "en": 100})


def test_the_other_language_reads_a_known_word_with_less_weight() -> None:
    """ "Rolle" on the German site: its German reading counts; read as English it is "roll"
    (of dice), which must not compete with it."""
    built = boosts(
        BUILDER.build(parse("Rolle"), asker=german_asker({("body_de", "roll"): 30, ("body_en", "roll"): 40}))
    )
    assert built[("body_de", "roll")] == built[("names", "rolle")] == 1.0
    assert built[("body_en", "roll")] == built[("title_en", "roll")] == OTHER_LANGUAGE_BOOST


@pytest.mark.parametrize("in_german", [0, 1])
def test_a_word_the_reader_language_does_not_know_is_read_in_the_other_in_full(in_german: int) -> None:
    """ "graveyard" on the German site is English, even where English left in a German text
    has it."""
    frequencies = {("body_de", "graveyard"): in_german, ("body_en", "graveyard"): 175}
    built = boosts(BUILDER.build(parse("graveyard"), asker=german_asker(frequencies)))
    assert built[("body_en", "graveyard")] == 1.0
    assert boosts(BUILDER.build(parse("graveyard"))) == built, "without a reader every reading counts alike"


def test_a_word_with_a_synonym_in_the_reader_language_is_of_that_language() -> None:
    """German players' „Trampler“ (the rules' „Trampelschaden“) is in no German text, and read
    as English at full weight it found the one ruling that says "the Trampler" first for
    "Kreatur mit Trampler wird geblockt"."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander(
        [{"en": "trample", "de": "Trampelschaden", "source": "t"}],
        synonyms=[{"lang": "de", "term": "Trampler", "synonym": "Trampelschaden", "source": "t", "one_way": True}],
    )
    asker = german_asker({("body_en", "trampler"): 1, ("body_de", "trampelschad"): 14})
    assert boosts(BUILDER.build(parse("Trampler"), expander=expander, asker=asker))[("body_en", "trampler")] == (
        OTHER_LANGUAGE_BOOST
    )
    assert boosts(BUILDER.build(parse("Trampler"), asker=asker))[("body_en", "trampler")] == 1.0, "without the list"


def test_a_translation_counts_once_however_many_ways_the_list_spells_it() -> None:
    """ "Spielstein" is paired with "Token" and "token": the English glossary's token entries
    came first on the German site, matched by both, each at the translation weight."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander(
        [
            {"en": "Token", "de": "Spielstein", "source": "t"},
            {"en": "token", "de": "Spielstein", "source": "t"},
            {"en": "token creature", "de": "Spielstein", "source": "t"},
        ]
    )
    built = BUILDER.build(parse("Spielstein"), expander=expander, asker=german_asker({("body_de", "spielstein"): 9}))
    assert boosts(built)[("body_en", "token")] == TRANSLATION_BOOST
    (english,) = [q for q in built.children() if isinstance(q, wq.DisjunctionMax)]
    reading, translated = english.subqueries
    assert ("body_en", "spielstein") in terms(reading) and reading.boost == OTHER_LANGUAGE_BOOST
    (translations,) = translated.subqueries
    assert len(translations.subqueries) == 2, "Token and token are one alternative, token creature another"


def test_the_reading_in_a_language_and_the_translation_into_it_count_once() -> None:
    """ "Exil" read as English is "exil" (exile), and so is its translation "Exile": a text
    about exile must not count it twice (the English glossary entry came first on the German
    site)."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "Exile", "de": "Exil", "source": "t"}])
    built = BUILDER.build(
        parse("Exil"), expander=expander, asker=german_asker({("body_de", "exil"): 9, ("body_en", "exil"): 9})
    )
    assert boosts(built)[("body_en", "exil")] == max(TRANSLATION_BOOST, OTHER_LANGUAGE_BOOST)
    assert boosts(built)[("body_de", "exil")] == 1.0


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_listed_term_is_its_translation_in_the_language_many_documents_have_alone(lang: str) -> None:
    """ "Rolle" read as English is "roll" (of dice): 39 of the 209 results of "Rolle" were
    about dice, on the English site the first. Half the documents here are English only: there
    "Rolle" is "Role". "roll" stems like "Rolle" in German but is no German term; a quoted
    "Rolle" (only as typed) is German alone."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "Role", "de": "Rolle", "source": "t"}])
    asker = Asker(lang, lambda field, term: 9, {"de": 100, "en": 200}, total=200)
    english = {
        term
        for field, term in terms(BUILDER.build(parse("Rolle"), expander=expander, asker=asker))
        if field == "body_en"
    }
    assert english == {"role"}
    assert ("body_en", "roll") in terms(BUILDER.build(parse("roll"), expander=expander, asker=asker))
    quoted = terms(BUILDER.build(parse('"Rolle"'), expander=expander, asker=asker))
    assert ("body_de", "roll") in quoted and not {field for field, _ in quoted if field.endswith("_en")}


def test_an_english_term_keeps_its_german_reading_where_every_german_text_has_english() -> None:
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "die", "de": "stirbt", "source": "t"}])
    asker = Asker("en", lambda field, term: 9, {"de": 100, "en": 200}, total=200)
    assert ("body_de", "dies") in terms(BUILDER.build(parse("dies"), expander=expander, asker=asker))


def test_the_best_of_several_matches_scores_each_document_by_its_own_matches() -> None:
    """Whoosh's DisjunctionMax gave a document the score of a sub-query that matched only a
    later document: "Rolle" on the English site put the glossary entry "Role" first."""
    from whoosh.fields import ID, TEXT, Schema
    from whoosh.filedb.filestore import RamStorage

    from indexer.search.query.build import Best

    index = RamStorage().create_index(Schema(key=ID(stored=True), text=TEXT))
    with index.writer() as writer:
        writer.add_document(key="weak", text="roll")
        writer.add_document(key="strong", text="role role role role")
    with index.searcher() as searcher:
        alone = {hit["key"]: hit.score for hit in searcher.search(wq.Term("text", "roll"))}
        best = {
            hit["key"]: hit.score for hit in searcher.search(Best([wq.Term("text", "roll"), wq.Term("text", "role")]))
        }
        assert best["weak"] == alone["weak"] < best["strong"]


def test_words_naming_a_card_also_find_its_rulings_with_the_other_words() -> None:
    """Rulings are indexed with card ids, not names: "Einschneiden Ziel" found the card only."""
    from indexer.search.query.card_names import NamedCard

    asked = []

    def names(words: list[str]) -> list[NamedCard]:
        asked.append(words)
        return [NamedCard(0, 1, "cut-in", ("Cut In", "Einschneiden"))]

    built = BUILDER.build(parse("Einschneiden Ziel"), names=names)
    assert asked == [["Einschneiden", "Ziel"]]
    original, rulings, mentioned = built.subqueries
    assert original == BUILDER.build(parse("Einschneiden Ziel"))
    assert {("body_en", "cut"), ("body_de", "ziel")} <= terms(mentioned), "texts naming it in English, with the words"
    assert ("card", "cut-in") not in terms(mentioned)
    assert isinstance(rulings, wq.AndMaybe)
    assert ("card", "cut-in") in terms(rulings.a) and ("body_de", "ziel") in terms(rulings.a)
    assert ("names", "einschneiden") not in terms(rulings.a), "the name is not required in a ruling"
    assert {("body_en", "cut"), ("body_de", "einschneid")} <= terms(rulings.b), "a ruling naming the card ranks higher"
    alone = BUILDER.build(parse("Einschneiden"), names=names)
    assert ("card", "cut-in") in terms(alone.subqueries[1].a)
    assert BUILDER.build(parse("Einschneiden OR Ziel"), names=names) == BUILDER.build(parse("Einschneiden OR Ziel"))


def _other_language_need_not_have_it(query: wq.Query, lang: str = "de") -> bool:
    """Whether the query matches any text without the reader's language outright."""
    if isinstance(query, wq.Not):
        return query.query == wq.Term("langs", lang)
    return any(_other_language_need_not_have_it(child, lang) for child in query.children())


@pytest.mark.parametrize(("german_documents", "optional"), [(50, True), (100, False)])
def test_a_common_word_with_a_translation_is_optional_where_the_reader_needs_the_other_language(
    german_documents: int, optional: bool
) -> None:
    """ "nicht" on the German site, learned as "not": the English rulings that answer "Spruch
    kann nicht neutralisiert werden" say "can't be countered". Where half the documents are
    English only, "nicht" is not required of English texts; where every document has German
    text, it is."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "not", "de": "nicht", "source": "t"}])
    frequencies = {("body_de", "nicht"): 30}
    asker = Asker("de", lambda field, term: frequencies.get((field, term), 0), {"de": german_documents, "en": 100}, 100)
    built = BUILDER.build(parse("nicht"), expander=expander, asker=asker)
    assert ("body_en", "not") in terms(built)
    assert _other_language_need_not_have_it(built) == optional


@pytest.mark.parametrize("typed", ["counters", "what happens to counters"])
def test_a_common_word_of_a_translated_term_is_required_of_the_other_language(typed: str) -> None:
    """ "what happens to counters when a creature phases out": the term list reads "to
    counters" as one term ("Marke"), whose words were built without it and so not required of
    German texts; the German glossary entry „Destabilisieren“ had "all the words" with
    „destabilisiert“ alone and came first on the English site."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander(
        [{"en": "counter", "de": "Marke", "source": "t"}, {"en": "mana value", "de": "Manabetrag", "source": "t"}]
    )
    frequencies = {("body_en", "counter"): 30}
    asker = Asker("en", lambda field, term: frequencies.get((field, term), 0), {"de": 100, "en": 100}, 100)
    built = BUILDER.build(parse(typed), expander=expander, asker=asker)
    assert ("body_de", "mark") in terms(built)
    assert not _other_language_need_not_have_it(built, "en")


def test_a_phrase_also_matches_its_words_joined_by_a_hyphen() -> None:
    """The term "face down" must find "the face-down permanent", indexed as one word."""
    built = BUILDER.build(parse('"face down"'))
    assert ("body_en", "facedown") in terms(built)
    assert any(
        isinstance(q, wq.Phrase) and q.fieldname == "body_en" and q.words == ["face", "down"] for q in built.leaves()
    )


def test_the_words_of_a_listed_term_rank_higher_side_by_side() -> None:
    """ "mana value" is a listed term: a text with its words apart matches ("the value of X and
    the converted mana cost"), one with the term as typed scores more (rule 202.3e)."""
    from indexer.search.query.expansion import TermExpander

    expander = TermExpander([{"en": "mana value", "de": "Manabetrag", "source": "t"}])
    built = BUILDER.build(parse("mana value stack"), expander=expander)
    side_by_side = [q for q in built.leaves() if isinstance(q, wq.Phrase) and q.fieldname == "body_en"]
    assert [q.words for q in side_by_side] == [["mana", "valu"]]
    optional = [q for q in _descendants(built) if isinstance(q, wq.AndMaybe)]
    assert len(optional) == 1 and side_by_side[0] in list(_descendants(optional[0].b))
    assert ("body_en", "stack") in terms(built) and ("body_de", "manabetrag") in terms(built)


def _descendants(query: wq.Query):
    yield query
    for child in query.children():
        yield from _descendants(child)


def test_a_compound_no_text_has_is_searched_as_its_parts_and_their_translations() -> None:
    from indexer.search.query.expansion import TermExpander

    pairs = [{"en": "token", "de": "Spielstein", "source": "t"}, {"en": "copy", "de": "Kopie", "source": "t"}]
    expander = TermExpander(pairs, in_texts=lambda word: int(word.lower() in {"spielstein", "kopie"}))
    built = BUILDER.build(parse("Spielstein-Kopie Bonus"), expander=expander)
    assert isinstance(built, wq.And) and len(built.subqueries) == 3
    assert {("body_de", "spielstein"), ("body_de", "kopi"), ("body_en", "token"), ("body_en", "copi")} <= terms(built)

    alone = BUILDER.build(parse("Spielstein-Kopie"), expander=expander)
    assert isinstance(alone, wq.And) and len(alone.subqueries) == 2, "typed alone, it searched „Spielstein“ only"
    assert {("body_de", "spielstein"), ("body_de", "kopi"), ("body_en", "token"), ("body_en", "copi")} <= terms(alone)


def test_a_phrase_matches_its_words_joined_only_where_that_is_another_word() -> None:
    """ "face down" also matches "face-down", which the index holds as "facedown"; "Mirror
    Entity" joined is "mirrorentity", which the stemmer reads as "mirror": the name had matched
    every English text with "mirror" (Mirage Mirror's rulings before Mirror Entity's)."""

    def single_terms(text: str) -> set[tuple[str, str]]:
        leaves = BUILDER.build(parse(text)).leaves()
        return {(leaf.fieldname, leaf.text) for leaf in leaves if isinstance(leaf, wq.Term)}

    assert ("body_en", "facedown") in single_terms('"face down"')
    assert ("body_en", "mirror") not in single_terms('"Mirror Entity"')
