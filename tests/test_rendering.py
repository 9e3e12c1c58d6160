from helpers import soup
from webapp.rendering import linked_html, linked_inline


def test_links_escaping_and_paragraphs(app) -> None:
    text = "See rule 704.5y <b>now</b>\nand rule 999.9z"
    start = text.index("999.9z")
    refs = [[9, 15, "704.5y", True], [start, start + 6, "999.9z", False]]
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html({"text": text, "refs": refs}))
    assert "<b>" not in html and "&lt;b&gt;now&lt;/b&gt;" in html
    parsed = soup(type("R", (), {"get_data": lambda self, as_text: html})())
    paragraphs = parsed.find_all("p")
    assert len(paragraphs) == 2
    assert paragraphs[0].a["href"] == "/de/rules/704.5y"
    unresolved = paragraphs[1].select_one("span.unresolved")
    assert unresolved.get_text() == "999.9z"
    assert "999.9z" in unresolved["title"]


def test_inline_has_no_paragraphs(app) -> None:
    with app.test_request_context("/en/"):
        app.preprocess_request()
        html = str(linked_inline({"text": "one\ntwo", "refs": []}))
    assert html == "one<br>two"


def test_doubtful_and_unresolved_references_carry_a_visible_note(app) -> None:
    text = "See [704.5z] and [999.9]."
    refs = [[5, 11, "704.5z", True, ["Role"]], [18, 23, "999.9", False]]
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html({"text": text, "refs": refs}))
    parsed = soup(type("R", (), {"get_data": lambda self, as_text: html})())
    link = parsed.select_one("a.rule-ref--doubtful")
    assert link["href"] == "/de/rules/704.5z" and link.get_text() == "704.5z"
    notes = [n.get_text() for n in parsed.select(".rule-ref__note")]
    assert notes == ["(erwähnt „Role“ nicht)", "(nicht in den Regeln, die diese Seite anbietet)"]
