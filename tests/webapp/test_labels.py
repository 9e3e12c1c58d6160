import pytest

from webapp.labels import german_status, kind_label, language_name, rule_label, status_count, status_heading


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", ("Ruling", "Rulings", "English")), ("de", ("Regelauslegung", "Regelauslegungen", "Englisch"))],
)
def test_labels_follow_the_page_language(app, lang, expected) -> None:
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        assert (kind_label("ruling"), kind_label("ruling", 2), language_name("en")) == expected


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", ("Rule 704.5y", "Section 7")), ("de", ("Regel 704.5y", "Abschnitt 7"))]
)
def test_rule_labels(app, lang, expected) -> None:
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        assert (rule_label("704.5y"), rule_label("7")) == expected


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ("German text partial: English left in it", "Missing", "2 complete")),
        ("de", ("Deutscher Text unvollständig: noch mit englischen Stellen", "Fehlt", "2 vollständig")),
    ],
)
def test_status_labels(app, lang, expected) -> None:
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        assert (german_status("partial"), status_heading("missing"), status_count("complete", 2)) == expected
