import pytest

from webapp.query_syntax import And, Filter, Not, Or, Phrase, QueryError, Word, parse, unparse


def test_empty_query_is_none() -> None:
    assert parse("") is None
    assert parse("   ") is None


def test_words_are_anded_and_lowercase_operators_are_words() -> None:
    assert parse("role not each") == And((Word("role"), Word("not"), Word("each")))


def test_operators_phrases_filters_and_prefix() -> None:
    tree = parse('"most recent timestamp" OR card:"Cut In" NOT rule:704.5y adven*')
    assert tree == Or((
        Phrase("most recent timestamp"),
        And((Filter("card", Phrase("Cut In")), Not(Filter("rule", Word("704.5y"))), Word("adven", prefix=True))),
    ))


def test_minus_excludes_and_parentheses_group() -> None:
    assert parse("-hexproof (role OR rolle)") == And((Not(Word("hexproof")), Or((Word("role"), Word("rolle")))))


@pytest.mark.parametrize(
    ("query", "code"),
    [
        ('"unbalanced', "quote"),
        ("(role", "paren_open"),
        ("role)", "paren_close"),
        ("()", "empty_group"),
        ("AND", "operator"),
        ("role AND", "operator"),
        ("OR role", "operator"),
        ("role OR OR rolle", "operator"),
        ("NOT", "not"),
        ("NOT role", "only_not"),
        ("*", "wildcard"),
        ("r*", "wildcard"),
        ("ro*le", "wildcard"),
        ("colour:red", "field"),
        ("card:", "field_value"),
        ("role\x00", "control"),
        ("role\x1b[31m", "control"),
        ("x" * 10_000, "too_long"),
        (" ".join(["w"] * 41), "too_many"),
        ("(" * 13 + "x" + ")" * 13, "too_deep"),
    ],
)
def test_malformed_queries(query: str, code: str) -> None:
    with pytest.raises(QueryError) as error:
        parse(query)
    assert error.value.code == code


def test_messages_fill_their_parameters(app) -> None:
    with app.test_request_context("/en/"):
        with pytest.raises(QueryError) as error:
            parse("colour:red")
        assert error.value.message() == 'Unknown filter "colour:". Known filters: card:, rule:, lang:, kind:.'


@pytest.mark.parametrize(
    "query",
    [
        '"most recent timestamp" OR card:"Cut In" NOT rule:704.5y adven*',
        "-hexproof (role OR rolle)",
        "a (b c) OR d",
        "NOT (a OR b) c",
        "a OR (b OR c)",
        "NOT -x y",
        "kind:ruling lang:de card:Cut",
    ],
)
def test_unparse_writes_a_query_that_parses_to_the_same_tree(query) -> None:
    tree = parse(query)
    assert parse(unparse(tree)) == tree


def test_unparse_keeps_simple_queries_as_typed() -> None:
    assert unparse(parse('Rolle -Verfluchte card:"Charmante Halunkin"')) == 'Rolle -Verfluchte card:"Charmante Halunkin"'
