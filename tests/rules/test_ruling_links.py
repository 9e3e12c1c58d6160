"""The links from scenarios to real rulings (the full data) are chosen by text: each linked ruling
matches one of its scenario's patterns in ruling_links.toml, and there are at least 150."""

from __future__ import annotations

from tests.support import ruling_links

MINIMUM = 150


def test_every_link_to_a_real_ruling_matches_its_scenarios_patterns() -> None:
    texts = ruling_links.real_rulings()
    patterns = ruling_links.patterns()
    assert texts and patterns
    for scenario, wanted in patterns.items():
        for rid in ruling_links.linked(scenario):
            if rid in texts:
                assert any(p.search(texts[rid]) for p in wanted), (scenario, rid, texts[rid])


def test_every_matching_ruling_is_linked() -> None:
    texts = ruling_links.real_rulings()
    patterns = ruling_links.patterns()
    assert texts and patterns
    for scenario, wanted in patterns.items():
        assert set(ruling_links.candidates(texts, wanted)) <= set(ruling_links.linked(scenario)), scenario


def test_at_least_150_real_rulings_have_an_example() -> None:
    texts = ruling_links.real_rulings()
    linked = {rid for scenario in ruling_links.patterns() for rid in ruling_links.linked(scenario) if rid in texts}
    assert len(linked) >= MINIMUM
