"""Old and new names of one thing, read off the rules glossaries' obsolete entries and the
curated translations/synonyms.tsv."""

from __future__ import annotations

import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_rules import parse_comprehensive_rules
from indexer.sources.load import load_synonyms
from indexer.terms.synonyms import glossary_synonyms, read_synonyms, stacking_synonyms
from tests.support.helpers import CR_DE, CR_EN, spec


@pytest.fixture(scope="module")
def found() -> set[tuple[str, str, str]]:
    entries = [
        e
        for path, lang in ((CR_EN, "en"), (CR_DE, "de"))
        for e in parse_comprehensive_rules(spec(path, "comprehensive-rules", lang)).glossary
    ]
    return {(s.lang, s.term, s.synonym) for s in glossary_synonyms(entries)}


@pytest.mark.parametrize(
    "pair",
    [
        ("en", "Converted Mana Cost", "mana value"),
        ("en", "In Play", "battlefield"),
        ("en", "Remove from the Game", "exile"),
        ("en", "Unblockable", "can’t be blocked"),
        ("en", "Totem Armor", "Umbra Armor"),
        ("de", "Umgewandelte Manakosten", "Manabetrag"),
        ("de", "Ganz aus dem Spiel entfernen", "ins Exil schicken"),
        ("de", "Weltenwanderer", "Planeswalker"),
    ],
)
def test_obsolete_terms_name_what_replaced_them(found, pair) -> None:
    assert pair in found


def test_a_common_word_among_the_forms_is_no_synonym(found) -> None:
    """ "Remove from the Game, Removed, Removed-from-the-Game Zone": "removed" alone is also
    "removed from combat"."""
    assert not any(term == "Removed" for _, term, _ in found)
    assert ("en", "Mana Burn", "") not in found and not any(term == "Mana Burn" for _, term, _ in found)


def test_the_curated_file_is_checked(tmp_path) -> None:
    path = tmp_path / "synonyms.tsv"
    path.write_text("lang\tterm\tsynonym\tsource\nfr\tmort\tdies\tx\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="unknown language 'fr'"):
        read_synonyms(path, "synonyms.tsv")
    path.write_text("lang\tterm\tsynonym\nen\tdies\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="header"):
        read_synonyms(path, "synonyms.tsv")
    path.write_text("lang\tterm\tsynonym\tsource\nen\tdies\t\tx\n", encoding="utf-8")
    with pytest.raises(CorpusError, match="four tab-separated cells"):
        read_synonyms(path, "synonyms.tsv")


def test_shorthand_and_questions_are_read_as_one_way_synonyms(tmp_path) -> None:
    (tmp_path / "synonyms.tsv").write_text("lang\tterm\tsynonym\tsource\nen\tdies\tput into a graveyard\tx\n")
    (tmp_path / "shorthand.tsv").write_text("lang\tterm\tsynonym\tsource\nen\tSBA\tstate-based action\tx\n")
    (tmp_path / "questions.tsv").write_text("lang\tterm\tsynonym\tsource\nde\twie viele\tAnzahl\tx\n")
    found = {(s.term, s.one_way) for s in load_synonyms(tmp_path)}
    assert found == {("dies", False), ("SBA", True), ("wie viele", True)}


def test_a_keyword_that_stacks_is_asked_as_the_rules_say_it(builder) -> None:
    """ "does lifelink stack" asks what the rules say as "multiple instances of lifelink" (702.15f);
    "stack" alone is the zone, and rules outside the keyword abilities (113.2c: "multiple
    abilities") name no keyword."""
    found = {s.term: s for s in stacking_synonyms(builder.corpus.rules)}
    assert found["lifelink stack"].synonym == "multiple instances of lifelink"
    assert found["prowess stack"].synonym == "multiple instances of prowess"
    assert found["landwalk stack"].synonym == "multiple instances of the same kind of landwalk"
    assert found["lifelink stack"].source.endswith("702.15f") and found["lifelink stack"].one_way
    assert "ability stack" not in found and len(found) > 60
    assert all(s.lang == "en" and s.term.endswith(" stack") for s in found.values())


def test_a_cross_reference_from_an_old_german_term_names_what_replaced_it(builder) -> None:
    """The German glossary's cross-references name English terms, which are pairs, not
    synonyms; „Automatische Spielstatus-Aktionen &rarr; Zustandsbasierte Aktionen“ names the
    German rules' old term (GlossaryEntry.term_lang), which searched found neither."""
    found = {(s.lang, s.term, s.synonym) for s in glossary_synonyms(builder.corpus.glossary)}
    assert ("de", "Automatische Spielstatus-Aktionen", "Zustandsbasierte Aktionen") in found
    assert not any(term == "Landfall" for _, term, _ in found)
