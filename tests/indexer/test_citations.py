"""Resolving and checking every reference of a corpus (indexer/citations.py)."""

from indexer.assembly.identity import ruling_id
from indexer.citations.resolved import meant_rule
from indexer.side_files import OFF_SUBJECT, OTHER_THAN_ORIGINAL, UNRESOLVED
from tests.support.helpers import RENUMBERED, ROLES, STILL_RIGHT

RENUMBERED_ID, STILL_RIGHT_ID, ROLES_ID = (ruling_id("en", text) for text in (RENUMBERED, STILL_RIGHT, ROLES))


def findings(builder, **wanted) -> list:
    return [
        f
        for f in builder.citations.findings
        if all(getattr(f.citing, k, None) == v or getattr(f, k, None) == v for k, v in wanted.items())
    ]


def test_seed_article_reference_to_704_5z_is_off_subject(builder) -> None:
    (finding,) = findings(builder, kind="article", reason=OFF_SUBJECT)
    assert (finding.citing.id, finding.number, finding.reason, finding.missing) == (
        "role",
        "704.5z",
        OFF_SUBJECT,
        ("Role",),
    )
    assert (
        finding.warning()
        == "corpus/seeds/001_4176683109c52601.txt:1: article role (en) cites 704.5z, which does not mention Role"
    )
    assert builder.citations.doubt("article", "role", "en", "704.5z") == ["Role"]
    assert builder.citations.doubt("article", "role", "en", "303.7a") is None


def test_numbers_that_are_not_in_the_rules(builder) -> None:
    unresolved = {(f.citing.kind, f.citing.id, f.citing.lang, f.number) for f in findings(builder, reason=UNRESOLVED)}
    assert ("rule", "111.10s", "de", "701.180") in unresolved
    assert ("glossary", "en-map", "en", "110.10") in unresolved
    off = [
        (f.citing.id, f.citing.lang, f.number)
        for f in builder.citations.findings
        if f.citing.kind == "rule" and f.reason == OFF_SUBJECT
    ]
    assert off == [("709.4d", "de", "702.101"), ("903.4e", "de", "712")]  # titled as other rules


def test_backlinks_from_articles_and_rulings(citing_builder) -> None:
    cited_by = citing_builder.citations.cited_by
    assert cited_by["303.7a"] == [
        {"kind": "ruling", "id": ROLES_ID, "doubt": {}},
        {"kind": "article", "id": "role", "doubt": {}},
    ]
    assert cited_by["704.5s"][0]["doubt"]["en"] == [
        "Two-Headed Giant Variant",
        "Team",
        "Life, Life Total",
        "Poison Counter",
    ]
    assert cited_by["704.5s"][0]["doubt"]["de"] == [
        "Dein",
        "Lebenspunkte, Lebenspunktestand, Lebenspunktezahl",
        "Giftmarke",
    ]
    assert cited_by["704.5s"][0]["id"] == RENUMBERED_ID
    assert cited_by["704.5f"] == [{"kind": "ruling", "id": STILL_RIGHT_ID, "doubt": {}}]


def test_ranges_cite_the_rules_between_their_ends(citing_builder) -> None:
    """Seed article: "[111.10j] [111.10k] [111.10m] ..." and the rules text's ranges."""
    assert {"kind": "article", "id": "role", "doubt": {}} in citing_builder.citations.cited_by["111.10k"]
    citations = citing_builder.citations
    assert citations._cited("see rules 704.5a–c") == dict.fromkeys(["704.5a", "704.5b", "704.5c"])


def test_linked_spans_carry_the_doubt(citing_builder) -> None:
    refs = citing_builder.citations.linked("ruling", RENUMBERED_ID, "en", RENUMBERED)["refs"]
    subject = ["Two-Headed Giant Variant", "Team", "Life, Life Total", "Poison Counter"]
    # (the team's rules moved to 704.6a and 704.6b: each mentions three of the terms, 704.5a one)
    assert [r[2:] for r in refs] == [
        ["704.5s", True, subject, ["704.6a", "704.6b"]],
        ["704.5t", True, subject, ["704.6a", "704.6b"]],
    ]


def test_a_glossary_reference_titled_as_another_rule_means_that_rule(builder) -> None:
    """The English glossary says "Endure … See rule 702.62, “Endure.”", and 702.62 is Suspend;
    the German „Überdauern“ cites 701.73, which is no rule, and „Inkubieren“ 701.63, which is
    Überdauern. The rule titled so is meant: 701.63 and 701.53."""
    citations = builder.citations
    endure = citations.linked("glossary", "en-endure", "en", "See rule 702.62, “Endure.”")
    assert endure["titled"] == {"702.62": ["701.63", "Endure"]}
    german = citations.linked("glossary", "de-ueberdauern", "de", "Siehe Regel 701.73, „Überdauern“.")
    assert german["titled"] == {"701.73": ["701.63", "Überdauern"]}
    off = {(f.citing.id, f.number, f.missing) for f in findings(builder, kind="glossary", reason=OFF_SUBJECT)}
    assert ("en-endure", "702.62", ("Endure",)) in off
    assert ("de-inkubieren", "701.63", ("Inkubieren",)) in off
    assert "titled" not in citations.linked("glossary", "en-trample", "en", "See rule 702.19, “Trample.”")


def test_a_translated_rules_reference_titled_as_another_rule_means_it_where_the_original_does(builder) -> None:
    """The German 709.4d cites „702.101, „Fusion““; 702.101 is Assist, and the English original
    cites 702.102, Fuse: the original's reference, as where a translation's number is no rule.
    The English 724.5 cites "613, “Continuous Effects”" (611's title; 613
    is "Interaction of Continuous Effects"): no original says which is meant, and it stays."""
    rules = builder.corpus.rules
    german = builder.citations.linked("rule", "709.4d", "de", rules["709.4d"].texts["de"].text)
    assert [span[2:] for span in german["refs"]] == [["702.101", True, [], ["702.102"]]]
    assert meant_rule(german, german["refs"][0]) == "702.102"
    assert "titled" not in builder.citations.linked("rule", "724.5", "en", rules["724.5"].texts["en"].text)


def test_a_translations_reference_to_another_rule_than_the_originals_stands_for_the_original(builder) -> None:
    """The German 108.4 cites 111.2 where the English original cites 112.2, at the same place
    of as many references: the span carries the original's, and the editors are told. Its
    other references, the same as the original's, are plain; the German 724.5 names the title
    of the rule it cites, 611, and is not flagged."""
    rules = builder.corpus.rules
    german = builder.citations.linked("rule", "108.4", "de", rules["108.4"].texts["de"].text)
    assert [span[2:] for span in german["refs"] if len(span) > 4] == [["111.2", True, [], ["112.2"]]]
    (finding,) = findings(builder, kind="rule", id="108.4", reason=OTHER_THAN_ORIGINAL)
    assert finding.warning().endswith("rule 108.4 (de) cites 111.2, where the English original cites 112.2")
    kept = builder.citations.linked("rule", "724.5", "de", rules["724.5"].texts["de"].text)
    assert all(len(span) == 4 for span in kept["refs"])
    assert not findings(builder, kind="rule", id="724.5", reason=OTHER_THAN_ORIGINAL)
