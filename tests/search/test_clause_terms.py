"""A query's terms are those Whoosh lists."""

from whoosh import query as wq

from indexer.search.clause_terms import clause_terms
from indexer.search.nodes import Best, Translated

SHARED = wq.Or([wq.Term("body_en", "creature"), wq.Term("title_en", "creature")])
QUERY = wq.And(
    [
        SHARED,
        Best([wq.Phrase("body_en", ["first", "strike"]), wq.Term("names", "strike")]),
        wq.AndMaybe(Translated([wq.Term("body_de", "kreatur")], confidence=0.5), wq.Not(wq.Term("langs", "de"))),
        wq.NullQuery,
    ]
)


def test_the_terms_are_those_whoosh_iterates_in_its_order() -> None:
    assert list(clause_terms(QUERY)) == list(QUERY.iter_all_terms(phrases=True))


def test_a_clause_in_two_queries_lists_its_terms_in_both() -> None:
    other = wq.Or([SHARED, wq.Term("body_en", "dies")])
    clause_terms(QUERY)
    assert clause_terms(other) == [("body_en", "creature"), ("title_en", "creature"), ("body_en", "dies")]
