"""The index schema and the terms a text is searched by."""

from indexer.search.analysis.schema import build_schema, query_terms, uid


def test_query_terms_are_each_languages_analysis() -> None:
    assert query_terms("Die Zeitstempels der Rollen", "de") == ("zeitstempel", "roll")
    assert query_terms("the Roles' timestamps", "en") == ("role", "timestamp")


def test_only_the_searched_texts_are_indexed() -> None:
    schema = build_schema()
    assert schema["cardtext_en"].indexed and not schema["cardtext_de"].indexed
    assert schema["cardtext_en"].format.supports("positions")  # (for a phrase typed in quotation marks)
    assert uid("rule", "704.5y") == "rule:704.5y"
