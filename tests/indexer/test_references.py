import pytest

from indexer.citations.references import find_references, parent_number, range_end, rule_sort_key


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("[303.7a] [704.5z]", ["303.7a", "704.5z"]),
        ("See rule 613, “Layers.”", ["613"]),
        ("rules 702.19b and 702.19c apply", ["702.19b", "702.19c"]),
        ("Siehe Regel 704.", ["704"]),
        ("Regeln 100.1 und 613", ["100.1", "613"]),
        ("(see 601.3d)", ["601.3d"]),
        ("(704.5q)", ["704.5q"]),
        ("a life total of 100 or 20", []),
        ("See section 8, “Multiplayer Rules.”", ["8"]),
        ("Siehe Abschnitt 9, „Varianten für das Freizeitspiel“.", ["9"]),
        ("in section 10 of the booklet, 7 players", []),
        ("rule 704.5a-style wording", ["704.5a"]),
        ("(See rules 702.109, “Dash,” 702.152, “Blitz,” and 702.185, “Warp.”)", ["702.109", "702.152", "702.185"]),
        (
            "(Siehe Regeln 702.109, „Sturmangriff“, 702.152, „Blitz“ und 702.185, „Warp“.)",
            ["702.109", "702.152", "702.185"],
        ),
        ("See rules 701.42, “Meld,” and 729, “Merging with Permanents.”", ["701.42", "729"]),
        ("See rule 613, “Layers.” 100 cards", ["613"]),
    ],
)
def test_find_references(text: str, numbers: list[str]) -> None:
    found = find_references(text)
    assert [r.number for r in found] == numbers
    assert [text[r.start : r.end] for r in found] == numbers


@pytest.mark.parametrize(
    ("text", "shown", "numbers"),
    [
        ("the proposal of the spell (rules 601.2a–d) and", ["601.2a", "d"], ["601.2a", "601.2d"]),
        ("Regeln 111.10j–r beschreiben", ["111.10j", "r"], ["111.10j", "111.10r"]),
        ("(see rules 119.7–8). If", ["119.7", "8"], ["119.7", "119.8"]),
        ("rules 701.27a–f, 712.9–10, and", ["701.27a", "f", "712.9", "10"], ["701.27a", "701.27f", "712.9", "712.10"]),
        ("rules 111.10j-111.10r", ["111.10j", "111.10r"], ["111.10j", "111.10r"]),
        ("Once the steps described in 601.2a–h are complete", ["601.2a", "h"], ["601.2a", "601.2h"]),
    ],
)
def test_ranges_link_both_ends(text: str, shown: list[str], numbers: list[str]) -> None:
    found = find_references(text)
    assert [text[r.start : r.end] for r in found] == shown
    assert [r.number for r in found] == numbers
    assert found[-1].first == numbers[-2]


@pytest.mark.parametrize(
    ("first", "last", "full"),
    [
        ("601.2a", "d", "601.2d"),
        ("119.7", "8", "119.8"),
        ("601.2d", "a", None),
        ("119.7", "d", None),
        ("601.2a", "8", None),
        ("601.2a", "602.1", None),
    ],
)
def test_range_end(first: str, last: str, full: str | None) -> None:
    assert range_end(first, last) == full


def test_parents_and_order() -> None:
    assert parent_number("704.5y") == "704.5"
    assert parent_number("704.5") == "704"
    assert parent_number("704") == "7"
    assert parent_number("7") is None
    numbers = ["704.10", "704.5a", "7", "704", "704.5", "100.1", "704.5zz"]
    assert sorted(numbers, key=rule_sort_key) == ["100.1", "7", "704", "704.5", "704.5a", "704.5zz", "704.10"]


def test_a_german_thousand_is_not_a_rule_but_a_keyword_or_a_bracket_still_says_so() -> None:
    """Rule 731.2a of the German rules repeats a sequence "999.999 weitere Male": it was linked
    as rule 999.999, with a note that the rules have no such rule. Rules 702.100 to 702.189
    exist, so a keyword, brackets or a title still make such a number a rule (the English
    glossary's Casualty says "See 702.153, “Casualty.”")."""
    assert find_references("diese Abfolge 999.999 weitere Male wiederholt") == []
    assert [r.number for r in find_references("siehe Regel 702.150 und [702.125], 702.100a")] == [
        "702.150",
        "702.125",
        "702.100a",
    ]
    assert [r.number for r in find_references("A keyword ability. See 702.153, “Casualty.”")] == ["702.153"]


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("… characteristics are used. See 718, “Prototype Cards.”", ["718"]),  # 702.160a
        ("… ignores the rolling of the planar die. See 706, “Rolling a Die.”", ["706"]),  # 901.9d
        ("Siehe 718, „Prototypkarten“.", ["718"]),
        ("You gain 100, “a lot” of life.", []),  # no "See" before it
        ("See 718 cards.", []),  # no title after it
    ],
)
def test_a_bare_rule_number_after_see_with_its_title_is_a_rule(text, numbers) -> None:
    """The English rules write "See 718, “Prototype Cards.”" without "rule"; the German pages
    linked it („Siehe Regel 718“) and the English ones did not (a reviewer's finding)."""
    assert [r.number for r in find_references(text)] == numbers
