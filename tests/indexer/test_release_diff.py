"""Comparing releases of the rules: additions, removals, changes, moves, word diffs, histories."""

from datetime import date

from indexer.assembly.model import Origin, ReleaseRules, RulesRelease, RuleText, Source
from indexer.citations.release_diff import History, alike, compare, word_diff
from indexer.citations.rule_releases import translated_rules

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
    assert changes.reworded == []
    assert changes.counts() == {"added": 1, "removed": 1, "changed": 2, "moved": 2}
    assert changes.successor("701.13a") == "701.17a"
    assert changes.successor("702.2") is None
    assert changes.predecessor("701.17a") == "701.13a"
    assert changes.predecessor("702.3") is None
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
            "2026-01-16": {
                **NEWER,
                "701.17a": "For a player to mill a number of cards, that player puts that many cards from the top "
                "of their library into their graveyard all at once.",
            },
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


CAST = "To cast a spell is to take it from the zone it’s in, put it on the stack, and pay its costs."
COUNTER = "To counter a spell or ability means to cancel it, removing it from the stack."
BEHOLD = (
    "“Behold a [quality]” means “Reveal a [quality] card from your hand or choose a [quality] permanent you control.”"
)
# 2023-10-13 -> 2025-11-14: a new keyword action takes 701.4, the ones after it move down.
BEFORE_BEHOLD = {"701.4": "Cast", "701.4a": CAST, "701.5": "Counter", "701.5a": COUNTER}
WITH_BEHOLD = {
    "701.4": "Behold",
    "701.4a": BEHOLD,
    "701.5": "Cast",
    "701.5a": CAST,
    "701.6": "Counter",
    "701.6a": COUNTER,
}


def test_a_number_given_to_a_new_rule_is_added_not_changed() -> None:
    changes = compare(BEFORE_BEHOLD, WITH_BEHOLD)
    assert changes.added == ["701.4", "701.4a"]
    assert changes.changed == []
    assert changes.removed == []
    assert changes.moved == [("701.4", "701.5"), ("701.4a", "701.5a"), ("701.5", "701.6"), ("701.5a", "701.6a")]
    assert changes.kind("701.4") == "moved"


def test_history_follows_the_rule_not_the_number() -> None:
    history = History({"2023-10-13": BEFORE_BEHOLD, "2025-11-14": WITH_BEHOLD})
    behold = history.lineage("701.4a")
    assert [(v.effective, v.number) for v in behold] == [("2025-11-14", "701.4a")]
    assert [(v.effective, v.number) for v in history.lineage("701.5a")] == [
        ("2023-10-13", "701.4a"),
        ("2025-11-14", "701.5a"),
    ]
    assert history.others("701.4a", behold) == [history.lineage("701.4a", "2023-10-13")[0]]
    assert [(v.effective, v.number) for v in history.lineage("701.4a", "2023-10-13")] == [
        ("2023-10-13", "701.4a"),
        ("2025-11-14", "701.5a"),
    ]
    assert history.carried("701.4", "2023-10-13") == "701.5"
    assert history.lineage("701.4a", "2026-01-16") == []


FRIENDS = "“Friends forever” means “You may designate two legendary creature cards as your commander.”"
BACKGROUND = "“Choose a Background” means “You may designate this card and a Background card as your commander.”"
BY_NAME = "If an effect refers to a partner ability by name, it means only that ability."


def test_a_rule_removed_before_others_that_move_up_is_removed() -> None:
    """2026-01-16 removed "Friends forever" (702.124k) and moved 702.124m and n up a letter."""
    older = {"702.124k": FRIENDS, "702.124m": BACKGROUND, "702.124n": BY_NAME}
    newer = {"702.124k": BACKGROUND, "702.124m": BY_NAME}
    changes = compare(older, newer)
    assert changes.counts() == {"added": 0, "removed": 1, "changed": 0, "moved": 2}
    assert changes.removed == ["702.124k"]
    assert changes.kind("702.124k") == "removed"
    history = History({"2025-11-14": older, "2026-01-16": newer})
    friends = history.lineage("702.124k", "2025-11-14")
    assert [(v.effective, v.text) for v in friends] == [("2025-11-14", FRIENDS)]
    assert history.removed_in(friends) == "2026-01-16"
    assert [v.text for v in history.lineage("702.124k")] == [BACKGROUND, BACKGROUND]


def test_changes_across_releases_follow_each_rule_as_its_history_does() -> None:
    """2026-01-16 removed "Friends forever" (702.124k since 2025) and named it in "Partner—[text]"
    (702.124i, new in 2025): compared directly, 2023's 702.124j would be that rule, renumbered;
    followed release by release, as its history is, it was removed."""
    friends = "“Friends forever” means “You may designate two legendary creature cards as your commander.”"
    partner = "“Partner—[text]” means “You may designate two legendary cards as your commander.”"
    both = partner[:-2] + " The “partner—[text]” abilities are “partner—Friends forever.”"
    releases = {
        "2023-10-13": {"702.124j": friends, "702.124m": BACKGROUND},
        "2025-11-14": {"702.124i": partner, "702.124k": friends, "702.124m": BACKGROUND},
        "2026-01-16": {"702.124i": both, "702.124k": BACKGROUND},
    }
    assert compare(releases["2023-10-13"], releases["2026-01-16"]).moved[0] == ("702.124j", "702.124i")
    history = History(releases)
    changes = history.between("2023-10-13", "2026-01-16")
    assert changes.removed == ["702.124j"]
    assert changes.added == ["702.124i"]
    assert changes.moved == [("702.124m", "702.124k")]
    assert history.removed_in(history.lineage("702.124j", "2023-10-13")) == "2026-01-16"
    assert history.between("2023-10-13", "2025-11-14").moved == [("702.124j", "702.124k")]


def test_rules_alike_pair_where_their_text_changed() -> None:
    """Foundations removed the damage assignment order: 509.2 went, 509.4 became 509.2 and
    lost a word; 510.1c lost a sentence and stayed; a heading renamed with its subrules stays."""
    older = {
        "308": "Tribals",
        "308.1": "Each tribal card has another card type. Casting and resolving a tribal card follows the rules.",
        "509.2": "Second, for each attacking creature that’s become blocked, the active player announces that "
        "creature’s damage assignment order.",
        "509.4": "Fourth, the active player gets priority. (See rule 117, “Timing and Priority.”)",
        "510.1c": "A blocked creature assigns its combat damage to the creatures blocking it. It assigns combat damage "
        "in the damage assignment order announced for it.",
    }
    newer = {
        "308": "Kindreds",
        "308.1": "Each kindred card has another card type. Casting and resolving a kindred card follows the rules.",
        "509.2": "Second, the active player gets priority. (See rule 117, “Timing and Priority.”)",
        "510.1c": "A blocked creature assigns its combat damage to the creatures blocking it.",
    }
    changes = compare(older, newer)
    assert changes.moved == [("509.4", "509.2")]
    assert changes.removed == ["509.2"]
    assert changes.changed == ["308", "308.1", "510.1c"]
    assert changes.added == []


def test_alike_counts_words_in_order_of_both_texts_or_the_shorter() -> None:
    assert alike("Color identity is established.", "Color identity is established. More follows here.") == 1.0
    assert alike("one two three four", "four three two one") == 0.25
    assert alike("Exile", "Triple") == 0.0
    assert alike("", "Triple") == 0.0


def _release(lang: str, effective: str, rules: dict[str, str]) -> ReleaseRules:
    source = Source(f"corpus/{lang}-{effective}.txt", "Comprehensive Rules", lang)
    return ReleaseRules(
        RulesRelease(lang, date.fromisoformat(effective), source),
        {n: RuleText(t, Origin(source.path, 1)) for n, t in rules.items()},
    )


def test_a_translation_follows_its_rules_into_the_newest_english_release() -> None:
    german = _release("de", "2025-11-14", {"702.124k": "„Freunde für immer“", "702.124m": "„Wähle einen Hintergrund“"})
    history = [
        _release("en", "2025-11-14", {"702.124k": FRIENDS, "702.124m": BACKGROUND, "702.124n": BY_NAME}),
        german,
        _release("en", "2026-01-16", {"702.124k": BACKGROUND, "702.124m": BY_NAME}),
    ]
    assert translated_rules(history, german) == {"702.124k": None, "702.124m": "702.124k"}


TRIGGERED = (
    "Any abilities that triggered on blockers being declared or that triggered during the process described in "
    "{rules} are put onto the stack before the active player gets priority; the order in which they triggered "
    "doesn’t matter."
)
SPLIT = "Effects that last “until end of turn” are subject to special rules; see rule 514.2 for the details."


def test_a_nearly_same_text_under_another_parent_moved() -> None:
    """509.4a became 509.2a when 509.2 and 509.3 were removed: another parent, a few words
    changed; a text as alike to two others pairs with neither."""
    older = {
        "509.4": "Fourth, the active player gets priority.",
        "509.4a": TRIGGERED.format(rules="rules 509.1–3"),
        "500.5": SPLIT,
    }
    newer = {
        "509.2": "Second, the active player receives priority.",
        "509.2a": TRIGGERED.format(rules="rule 509.1, the first step"),
        "500.5a": SPLIT,
        "500.6a": SPLIT,
    }
    changes = compare(older, newer)
    assert changes.moved == [("509.4", "509.2"), ("509.4a", "509.2a")]
    assert changes.reworded == ["509.2", "509.2a"]
    assert changes.removed == ["500.5"]
    assert changes.added == ["500.5a", "500.6a"]
