"""The releases of the default corpus: all held, the newest served, stale German rules, the
notices on texts citing rules changed since, the per-section check of each release."""

import pytest

from indexer.assembly.model import Origin, ReleaseRules, RuleText
from indexer.citations.rule_releases import RuleReleases
from indexer.errors import CorpusError


def test_every_release_is_held_and_the_newest_is_served(builder) -> None:
    corpus = builder.corpus
    held = [(h.release.lang, h.release.effective.isoformat()) for h in corpus.history]
    assert held == [("en", "2023-10-13"), ("de", "2025-11-14"), ("en", "2025-11-14"), ("en", "2026-01-16")]
    assert {r.lang: r.effective.isoformat() for r in corpus.releases} == {"en": "2026-01-16", "de": "2025-11-14"}
    assert "701.68a" in corpus.rules and "en" in corpus.rules["701.68a"].texts  # new in 2026-01-16
    assert "702.124p" not in corpus.rules  # moved to 702.124n in 2026-01-16, with its German text
    assert len(corpus.glossary) == 2039  # the newest glossaries only (the German one without two empty repeats)


def test_german_rules_stand_under_the_number_of_the_rule_they_translate(builder) -> None:
    """The German release of 2025-11-14 translates the English one of that date; 2026-01-16
    removed "Friends forever" (702.124k) and moved 702.124m-p up one letter: the served 702.124k
    is "Choose a Background", whose German text is that of 2025-11-14's 702.124m."""
    rules = builder.corpus.rules
    assert rules["702.124k"].texts["en"].text.startswith("“Choose a Background”")
    assert rules["702.124k"].texts["de"].text.startswith("„Wähle einen Hintergrund“")
    assert rules["702.124k"].translated_as == {"de": "702.124m"}
    assert rules["702.124n"].translated_as == {"de": "702.124p"}
    assert not any(r.texts["de"].text.startswith("„Freunde für immer“") for r in rules.values() if "de" in r.texts)
    assert rules["704.5y"].translated_as == {}


def test_stale_german_rules(builder) -> None:
    releases = builder.releases
    assert releases.stale("601.2a") == {"release": "2026-01-16", "change": "changed", "base": "2025-11-14"}
    assert releases.stale("702.124p")["change"] == "moved"
    assert releases.stale("702.124k")["change"] == "removed"
    assert releases.german_stale(builder.corpus.rules["702.124k"])["change"] == "moved"
    assert releases.stale("704.5y") is None
    stale = releases.stale_rules(builder.corpus.rules)
    assert [s["number"] for s in stale][:4] == ["115.7e", "205.3m", "207.2c", "601.2a"]


def test_notices_name_the_first_change_after_the_text(builder) -> None:
    from datetime import date

    releases = builder.releases
    assert releases.notices(["704.5z", "704.5y"], None) == [
        {"number": "704.5z", "release": "2025-11-14", "change": "added"}
    ]
    assert releases.notices(["601.2a"], date(2025, 12, 1)) == [
        {"number": "601.2a", "release": "2026-01-16", "change": "changed"}
    ]
    assert releases.notices(["702.124p"], date(2025, 12, 1)) == [
        {"number": "702.124p", "release": "2026-01-16", "change": "moved", "to": "702.124n"}
    ]
    assert releases.notices(["601.2a"], date(2026, 2, 1)) == []


def test_section_lines_compare_each_release_with_the_one_before(builder) -> None:
    lines = builder.releases.section_lines()
    assert lines[0].startswith("rules en 2023-10-13: 3038 rules (1: 517, 2: 135,")
    assert lines[-1].startswith("rules en 2026-01-16: 3269 rules (")
    assert "7: 1518 (+4)" in lines[-1]


def test_a_release_that_lost_most_of_a_section_is_rejected(builder) -> None:
    last = builder.corpus.history[-1]
    cut = {n: t for n, t in last.rules.items() if not n.startswith("7") or n < "702"}
    builder.corpus.history.append(ReleaseRules(last.release, cut))
    try:
        with pytest.raises(CorpusError, match="section 7 has .* the file was not parsed completely"):
            RuleReleases(builder.corpus).section_lines()
    finally:
        builder.corpus.history.pop()


def test_a_release_without_a_section_is_rejected(builder) -> None:
    last = builder.corpus.history[-1]
    only = ReleaseRules(last.release, {"100.1": RuleText("x", Origin("x", 1))})
    corpus = builder.corpus
    saved = corpus.history
    corpus.history = [only]
    try:
        with pytest.raises(CorpusError, match="section 2 has 0 rules"):
            RuleReleases(corpus).section_lines()
    finally:
        corpus.history = saved
