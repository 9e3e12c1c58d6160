import pytest
from whoosh import query as wq

from webapp.query_build import QueryBuilder, plain_words, relaxable
from webapp.query_syntax import QueryError, parse

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


@pytest.mark.parametrize(("query", "code"), [("kind:poem", "filter_value"), ("lang:fr", "filter_value"), ("rule:abc", "filter_value"), ("?!", "no_terms"), ("\"\"", "no_terms")])
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


def test_words_of_several_tokens_match_card_texts_without_a_phrase() -> None:
    """Card texts have no positions: "1/1" must not become a phrase query there (a 500 before)."""
    built = BUILDER.build(parse("1/1"))
    phrases = [q for q in built.children() if isinstance(q, wq.Phrase)]
    assert phrases and all(not q.fieldname.startswith("cardtext_") for q in phrases)
    assert ("cardtext_en", "1") in terms(built)


def test_term_expansion_adds_the_translation_below_the_original() -> None:
    from webapp.term_expansion import TermExpander

    expander = TermExpander([{"en": "timestamp", "de": "Zeitstempel", "source": "t"}])
    built = BUILDER.build(parse("Zeitstempel role"), expander=expander)
    assert ("body_en", "timestamp") in terms(built)
    translated = [q for q in built.leaves() if isinstance(q, wq.Term) and q.text == "timestamp"]
    assert {q.fieldname for q in translated} == {"title_en", "body_en", "cardtext_en"}
    either = BUILDER.build(parse("Zeitstempel OR role"), expander=expander)
    assert ("body_en", "timestamp") in terms(either)


@pytest.mark.parametrize("query", ["adven* role", "adven*", "role -adven*", "adven* OR role"])
def test_prefix_words_become_prefix_queries(query) -> None:
    """A prefix word beside other words recursed without end after the term expansion came in."""
    built = BUILDER.build(parse(query))
    prefixes = [q for q in built.leaves() if isinstance(q, wq.Prefix)]
    assert {q.text for q in prefixes} == {"adven"}


def test_a_listed_term_that_is_a_stop_word_in_the_query_language_keeps_its_translation() -> None:
    """"die" is a German stop word and an English term ("sterben"/"stirbt"): it used to leave
    an empty AND that Whoosh cannot run ("planar die" was a 500)."""
    from webapp.term_expansion import TermExpander

    expander = TermExpander([{"en": "die", "de": "stirbt", "source": "t"}])
    built = BUILDER.build(parse("planar die"), expander=expander)

    def every(query: wq.Query):
        yield query
        for child in query.children():
            yield from every(child)

    assert not [q for q in every(built) if isinstance(q, (wq.And, wq.Or)) and not q.subqueries]
    assert ("body_de", "stirbt") in terms(built)


def test_plain_words_are_words_and_phrases_only() -> None:
    assert plain_words(parse("Charming Scoundrell")) and plain_words(parse("Halunkn")) and plain_words(parse('"Cut In"'))
    assert not plain_words(parse("Halunkn kind:ruling")) and not plain_words(parse("Cut OR In"))
