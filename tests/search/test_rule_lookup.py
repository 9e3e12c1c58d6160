import pytest

from indexer.search.query.rule_lookup import canonical, range_query, rule_query, suggestions, typed_number

NUMBERS = [
    "7",
    "704",
    "704.5",
    "704.5v",
    "704.5w",
    "704.5x",
    "704.5y",
    "704.5z",
    "704.6",
    "9",
    "900",
    "901",
    "903",
    "905",
]


@pytest.mark.parametrize(
    ("query", "number"),
    [
        ("704.5y", "704.5y"),
        ("704.5y.", "704.5y"),
        ("rule 704.5y", "704.5y"),
        ("Regel 704.5Y", "704.5y"),
        ("CR 702.19b", "702.19b"),
        ("CR702.19b", "702.19b"),
        ("C.R. 702.19b", "702.19b"),
        ("cr 613", "613"),
        ("CRR 613", None),
        ("§ 510.1c", "510.1c"),
        ("§510.1c", "510.1c"),
        ("r. 117.3a", "117.3a"),
        ("R.117.3a", "117.3a"),
        ("r 117.3a", None),
        ("[303.7a]", "303.7a"),
        ("(303.7a)", "303.7a"),
        ("704.5j)", "704.5j"),
        ("Regel 704.5j)", "704.5j"),
        ("704.5j?", "704.5j"),
        ("704.5y\u200b", "704.5y"),
        ("\ufeff704.5y", "704.5y"),
        ("704.5j) und", None),
        (" 613 ", "613"),
        ("Rules 613.", "613"),
        ("section 7", "7"),
        ("Abschnitt 9", "9"),
        ("704,5a", "704.5a"),
        ("Regel 704,5", "704.5"),
        ("704.5 a", "704.5a"),
        ("CR 702.19 b", "702.19b"),
        ("704,5 a", "704.5a"),
        ("704.5 ab", None),
        ("704.5 Rolle", None),
        ("3,5", None),
        ("7", None),
        ("Rolle 704.5y", None),
        ("704.5y 704.5z", None),
        ("timestamp", None),
        ("", None),
    ],
)
def test_rule_query(query: str, number: str | None) -> None:
    assert rule_query(query) == number


def test_canonical() -> None:
    assert canonical(" 704.5Y. ") == "704.5y"
    assert canonical("CR 704.5j") == canonical("rule 704.5j") == canonical("[704.5j]") == "704.5j"
    assert canonical("704.5zz") == "704.5zz"
    assert canonical("704.5y\u200b") == canonical("704.5\u00ady") == "704.5y"


@pytest.mark.parametrize(
    ("number", "near"),
    [
        ("704.5zz", ["704.5", "704.5v", "704.5w", "704.5x", "704.5y", "704.5z"]),
        ("999", ["9", "900", "901", "903", "905"]),
        ("902", ["9", "900", "901", "903", "905"]),
        ("704.99a", ["704", "704.5", "704.6"]),
        ("704.5Q", ["704.5", "704.5v", "704.5w", "704.5x", "704.5y", "704.5z"]),
        ("abc", []),
        ("12345", []),
    ],
)
def test_suggestions_are_the_closest_existing_rules(number: str, near: list[str]) -> None:
    assert suggestions(number, NUMBERS) == near


@pytest.mark.parametrize(
    ("word", "number"),
    [
        ("704.5Y", "704.5y"),
        ("704.5y.", "704.5y"),
        ("613", "613"),
        ("7", "7"),
        ("70", None),
        ("704.5zz", None),
        ("rule", None),
    ],
)
def test_a_word_that_is_a_rule_number(word, number) -> None:
    assert typed_number(word) == number


@pytest.mark.parametrize(
    ("query", "ranged"),
    [
        ("111.10j-r", ("111.10", "111.10j")),
        ("Regeln 111.10j–r", ("111.10", "111.10j")),
        ("119.7–8", ("119", "119.7")),
        ("702.19b-702.20a", None),
        ("111.10r-j", None),
        ("704.5y", None),
        ("111.10j-r trample", None),
    ],
)
def test_range_query(query: str, ranged: tuple[str, str] | None) -> None:
    assert range_query(query) == ranged
