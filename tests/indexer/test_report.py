"""The editors' report items (indexer/report.py): what the report page shows per reference."""

from indexer.citations.report import report_items


def items(builder) -> list[dict]:
    return report_items(builder.citations.findings, builder.corpus, builder.mentions.terms)


def test_items_name_the_citing_document_readably(citing_builder) -> None:
    by_kind = {}
    for item in items(citing_builder):
        by_kind.setdefault(item["kind"], item)
    assert by_kind["ruling"]["title"] == {"en": "Rules Lawyer", "de": "Rules Lawyer"}
    assert by_kind["ruling"]["excerpt"].endswith("(704.5s and 704.5t)")
    assert by_kind["article"]["title"]["de"] == "Role"
    assert by_kind["rule"]["title"]["en"] == by_kind["rule"]["id"]


def test_glossary_items_are_named_by_their_term(builder) -> None:
    glossary = next(item for item in items(builder) if item["id"] == "en-map")
    assert glossary["title"] == {"en": "Map", "de": "Map"}
    assert (glossary["number"], glossary["reason"], glossary["missing"]) == ("110.10", "unresolved", [])
    assert "see rule 110.10." in glossary["excerpt"]
