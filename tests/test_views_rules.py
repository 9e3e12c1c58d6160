"""Rule and glossary pages."""

from helpers import soup, text_of


def test_rule_page_in_both_languages(client) -> None:
    english = soup(client.get("/en/rules/303.7"))
    german = soup(client.get("/de/rules/303.7"))
    assert text_of(english.h1) == "Rule 303.7"
    assert text_of(german.h1) == "Regel 303.7"
    assert "subtype “Role.”" in text_of(english.select_one(".rule-text"))
    assert "Untertyp „Rolle“" in text_of(german.select_one(".rule-text"))
    subrules = [a.get_text() for a in english.select(".subrules > li > a:first-child")]
    assert subrules == ["303.7a"]
    assert english.select_one('.rule-nav a[rel="next"]')["href"] == "/en/rules/303.7a"
    assert english.select_one(".kicker a")["href"] == "/en/rules/303"


def test_rule_references_in_rule_text_are_links(client) -> None:
    page = soup(client.get("/en/rules/303.7a"))
    assert page.select_one('.rule-text a.rule-ref[href="/en/rules/704"]')


def test_rule_cited_by_article(client) -> None:
    page = soup(client.get("/de/rules/303.7a"))
    assert page.select_one('a[href="/de/articles/role"]')


def test_glossary_cross_reference(client) -> None:
    page = soup(client.get("/de/glossary/de-flying"))
    assert page.select_one('a[href="/de/glossary/de-flugfaehigkeit"]')
    target = client.get("/de/glossary/de-flugfaehigkeit")
    assert target.status_code == 200


def test_unknown_rule_is_404(client) -> None:
    assert client.get("/en/rules/999.99z").status_code == 404
