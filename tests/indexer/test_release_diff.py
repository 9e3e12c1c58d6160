"""Comparing releases of the rules: additions, removals, changes, moves, word diffs, histories."""

from indexer.citations.release_diff import History, compare, word_diff

OLDER = {
    "701.13": "Mill",
    "701.13a": "For a player to mill a number of cards, that player puts that many cards from the top of their "
    "library into their graveyard.",
    "701.14": "Fight",
    "701.14a": "A spell or ability may instruct a creature to fight another creature. See rule 701.13a.",
    "702.1": "Most abilities describe exactly what they do in the card’s rules text.",
    "702.2": "[Removed]",
}
NEWER = {
    "701.17": "Mill",
    "701.17a": "For a player to mill a number of cards, that player puts that many cards from the top of their "
    "library into their graveyard.",
    "701.14": "Fight",
    "701.14a": "A spell or ability may instruct a creature to fight another creature. See rule 701.17a.",
    "702.1": "Most abilities describe exactly what they do in the card’s Oracle text.",
    "702.3": "A brand new rule about something else entirely.",
}


def test_compare_finds_moves_by_text_with_cited_numbers_blanked() -> None:
    changes = compare(OLDER, NEWER)
    assert changes.moved == [("701.13", "701.17"), ("701.13a", "701.17a")]
    assert changes.added == ["702.3"]
    assert changes.removed == ["702.2"]
    assert changes.changed == ["701.14a", "702.1"]
    assert changes.counts() == {"added": 1, "removed": 1, "changed": 2, "moved": 2}
    assert changes.successor("701.13a", NEWER) == "701.17a"
    assert changes.successor("702.2", NEWER) is None
    assert changes.kind("701.13") == "moved"


def test_short_texts_move_only_with_their_subrules() -> None:
    older = {"100.1": "Mill", "100.2": "Mill"}
    newer = {"100.3": "Mill"}
    assert compare(older, newer).moved == []


def test_word_diff_marks_deleted_and_inserted_words() -> None:
    runs = word_diff("When this Aura is put into a graveyard", "When this token is put into a graveyard")
    assert runs == [("=", "When this "), ("-", "Aura"), ("+", "token"), ("=", " is put into a graveyard")]


def test_history_follows_a_rule_through_renumbering_and_removal() -> None:
    history = History(
        {
            "2023-10-13": OLDER,
            "2025-11-14": NEWER,
            "2026-01-16": {**NEWER, "701.17a": "Changed text about milling cards from a library."},
        }
    )
    versions = history.lineage("701.17a")
    assert [(v.effective, v.number) for v in versions] == [
        ("2023-10-13", "701.13a"),
        ("2025-11-14", "701.17a"),
        ("2026-01-16", "701.17a"),
    ]
    assert history.lineage("701.13a") == versions
    removed = history.lineage("702.2")
    assert [(v.effective, v.number) for v in removed] == [("2023-10-13", "702.2")]
    assert history.removed_in(removed) == "2025-11-14"
    assert history.lineage("999.9") == []
