from indexer.assembly.model import Origin, Rule, RuleText
from indexer.citations.rule_tree import RuleTree, contents, heading

NUMBERS = ["704.5", "7", "704", "704.5a", "704.5b", "704.5c", "704.6", "703", "8", "800"]


def test_order_children_descendants_neighbours() -> None:
    tree = RuleTree(NUMBERS)
    assert tree.order == ["7", "703", "704", "704.5", "704.5a", "704.5b", "704.5c", "704.6", "8", "800"]
    assert tree.children("704") == ["704.5", "704.6"]
    assert tree.descendants("704") == ["704.5", "704.5a", "704.5b", "704.5c", "704.6"]
    assert tree.previous("7") is None and tree.next("704.6") == "8" and tree.previous("704.5a") == "704.5"
    assert "704.5a" in tree and "704.5z" not in tree


def test_between_fills_in_a_range() -> None:
    tree = RuleTree(NUMBERS)
    assert tree.between("704.5a", "704.5c") == ["704.5b"]
    assert tree.between("704.5a", "704.5b") == []


def test_contents_lists_numbers_and_headings() -> None:
    origin = Origin("cr.txt", 1)
    rules = {
        n: Rule(
            n, {"en": RuleText(f"Text {n}", origin), **({"de": RuleText(f"Text {n} (de)", origin)} if n != "8" else {})}
        )
        for n in NUMBERS
    }
    side = contents(RuleTree(NUMBERS), rules)
    assert side["numbers"][:3] == ["7", "703", "704"]
    assert side["headings"]["704"] == {"en": "Text 704", "de": "Text 704 (de)"}
    assert side["headings"]["8"] == {"en": "Text 8"}
    assert "704.5" not in side["headings"]


def test_a_rule_stands_under_the_heading_of_its_nearest_ancestor_that_is_one() -> None:
    """702.83b says when a creature "attacks alone" without naming exalted: its heading does."""
    origin = Origin("cr.txt", 1)
    texts = {
        "7": "Additional Rules",
        "702": "Keyword Abilities",
        "702.83": "Exalted",
        "702.83b": "A creature “attacks alone” if it’s the only creature declared as an attacker.",
        "704": "State-Based Actions",
        "704.5": "The state-based actions are as follows:",
        "704.5y": "If a permanent has more than one Role controlled by the same player attached to it, …",
    }
    rules = {n: Rule(n, {"en": RuleText(t, origin)}) for n, t in texts.items()}
    assert heading(rules, "702.83b", "en") == "Exalted"
    assert heading(rules, "704.5y", "en") == "State-Based Actions", "704.5 is a sentence, not a heading"
    assert heading(rules, "702.83", "en") == "Keyword Abilities"
    assert heading(rules, "7", "en") is None
    assert heading(rules, "702.83b", "de") is None
