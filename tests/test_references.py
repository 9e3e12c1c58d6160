import pytest

from indexer.references import find_references, linked, parent_number, rule_sort_key


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("[303.7a] [704.5z]", ["303.7a", "704.5z"]),
        ("See rule 613, “Layers.”", ["613"]),
        ("rules 702.19b and 702.19c apply", ["702.19b", "702.19c"]),
        ("Siehe Regel 704.", ["704"]),
        ("Regeln 100.1 und 613", ["100.1", "613"]),
        ("(see 601.3d)", ["601.3d"]),
        ("a life total of 100 or 20", []),
    ],
)
def test_find_references(text: str, numbers: list[str]) -> None:
    found = find_references(text)
    assert [r.number for r in found] == numbers
    assert [text[r.start : r.end] for r in found] == numbers


def test_linked_marks_unknown_numbers() -> None:
    assert linked("See rule 704.5y and 999.1", {"704.5y"})["refs"] == [[9, 15, "704.5y", True], [20, 25, "999.1", False]]


def test_parents_and_order() -> None:
    assert parent_number("704.5y") == "704.5"
    assert parent_number("704.5") == "704"
    assert parent_number("704") == "7"
    assert parent_number("7") is None
    numbers = ["704.10", "704.5a", "7", "704", "704.5", "100.1"]
    assert sorted(numbers, key=rule_sort_key) == ["100.1", "7", "704", "704.5", "704.5a", "704.10"]
