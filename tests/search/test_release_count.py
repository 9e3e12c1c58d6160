"""The release facet counts the rules a release index's search finds."""

import re

from hypothesis import given
from hypothesis import strategies as st

from indexer.citations.release_diff import History
from indexer.search.query.syntax import Filter, Phrase, Word
from indexer.search.release import ReleaseIndex, ReleaseVersions

TEXTS = {
    "100.1": "A creature with flying can't be blocked except by creatures with flying or reach.",
    "100.2": "Deathtouch: any amount of damage dealt by a source with deathtouch is enough to destroy a creature.",
    "100.3": "Flying creatures are attacking creatures too.",
    "100.4": "The player draws a card at the beginning of the draw step.",
    "100.5": "Trample damage beyond lethal damage is dealt to the player.",
}
WORDS = ["creature", "creatures", "flying", "damage", "the", "player", "draw", "trample", "zebra", "with", "dealt"]

words = st.builds(Word, st.sampled_from(WORDS)) | st.builds(
    lambda text: Word(text, prefix=True), st.sampled_from(["crea", "dam", "x"])
)
readings = st.tuples(words) | st.tuples(words, words) | st.builds(Phrase, st.sampled_from(["flying creatures", "a"]))
units = st.lists(st.lists(readings, min_size=1, max_size=3).map(tuple), max_size=3)


@given(units)
def test_the_count_is_how_many_rules_the_search_finds(query) -> None:
    index = ReleaseIndex(TEXTS)
    assert set(index.found(query)) == set(index.search(query))


RELEASES = {
    "2024-01-01": {number: text for number, text in TEXTS.items() if number != "100.5"},
    "2025-01-01": {**TEXTS, "100.3": "Flying creatures are attacking creatures with trample too."},
    "2026-01-01": {**TEXTS, "100.6": "A creature with deathtouch and trample assigns lethal damage."},
}
VERSIONS = ReleaseVersions(History(RELEASES))


@given(units)
def test_each_text_indexed_once_counts_what_each_release_finds(query) -> None:
    """The release facet searches every text a rule has had once, and counts it in each
    release that has it: as many as each release's own search finds."""
    assert VERSIONS.counts(query, []) == {
        date: len(ReleaseIndex(texts).found(query)) for date, texts in RELEASES.items()
    }


@given(units, st.sampled_from(["100.3", "100.5", "100.6"]))
def test_a_rule_filter_counts_that_rule_where_its_text_matches(query, number) -> None:
    """With `rule:`, each release counts the rule of that number where it has it and its text
    there is found (none of these texts cites another rule)."""
    assert VERSIONS.counts(query, [Filter("rule", Word(number))]) == {
        date: int(number in ReleaseIndex(texts).search(query)) for date, texts in RELEASES.items()
    }


def test_the_count_of_a_query_of_stop_words_is_every_rule() -> None:
    assert len(ReleaseIndex(TEXTS).found([((Word("the"),),)])) == len(TEXTS)


PHRASE_TEXTS = {
    **TEXTS,
    "100.6": "Players can’t respond to a face-down spell; Players CAN look at it.",
}


@given(
    st.lists(
        st.sampled_from(["players", "can", "can’t", "face", "face-down", "down", "Flying", "creatures", "a", "it."]),
        min_size=1,
        max_size=3,
    )
)
def test_a_phrase_finds_every_rule_a_scan_of_all_texts_finds(words) -> None:
    """The phrase's pattern is tried only on the rules that have its words; it finds what it
    finds in every rule's text ("players can" inside "Players can’t", "face" in "face-down")."""
    text = " ".join(words)
    pattern = re.compile(r"(?<!\w)" + r"\s+".join(map(re.escape, text.split())) + r"(?!\w)", re.IGNORECASE)
    scanned = {number for number, rule in PHRASE_TEXTS.items() if pattern.search(rule)}
    assert set(ReleaseIndex(PHRASE_TEXTS).search([(Phrase(text),)])) == scanned
