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
