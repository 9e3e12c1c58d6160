import pytest

from tests.support.helpers import html_soup
from tests.support.helpers import soup as soup_of
from webapp.rendering import linked_html, linked_inline


def test_links_escaping_and_paragraphs(app) -> None:
    text = "See rule 704.5y <b>now</b>\nand rule 999.9z"
    start = text.index("999.9z")
    refs = [[9, 15, "704.5y", True], [start, start + 6, "999.9z", False]]
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html({"text": text, "refs": refs}))
    assert "<b>" not in html and "&lt;b&gt;now&lt;/b&gt;" in html
    parsed = html_soup(html)
    paragraphs = parsed.find_all("p")
    assert len(paragraphs) == 2
    assert paragraphs[0].a["href"] == "/de/rules/704.5y"
    unresolved = paragraphs[1].select_one("span.unresolved")
    assert unresolved.get_text() == "999.9z"
    assert "999.9z" in unresolved["title"]


@pytest.mark.parametrize(
    ("text", "addresses"),
    [
        (
            "see the mechanics article (http://magic.wizards.com/en/articles/archive/feature/soi_mechanics).",
            ["http://magic.wizards.com/en/articles/archive/feature/soi_mechanics"],
        ),
        ('Go to https://example.org/a?b=1&c="x"<script>. Or javascript:alert(1)', ["https://example.org/a?b=1&c="]),
        ("No address: http:// or ftp://example.org", []),
    ],
)
def test_a_web_address_in_a_text_is_a_link_and_the_rest_stays_text(app, text, addresses) -> None:
    """150 rulings give an address ("see the Shadows over Innistrad mechanics article (http://…)."),
    which had been plain text (a reader's review); the marks after it are no part of it, its
    underscores no emphasis, and nothing but http and https is linked."""
    with app.test_request_context("/en/"):
        app.preprocess_request()
        parsed = html_soup(str(linked_html({"text": text, "refs": []})))
    links = parsed.select("a")
    assert [a["href"] for a in links] == addresses and [a.get_text() for a in links] == addresses
    assert all(a["rel"] == ["nofollow"] for a in links) and not parsed.select("script, em")
    assert parsed.get_text() == text


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
    parsed = html_soup(html)
    link = parsed.select_one("a.rule-ref--doubtful")
    assert link["href"] == "/de/rules/704.5z" and link.get_text() == "704.5z"
    notes = [n.get_text() for n in parsed.select(".rule-ref__note")]
    assert notes == ["(erwähnt „Role“ nicht)", "(nicht in den Regeln, die diese Seite anbietet)"]


def test_a_note_on_a_number_in_parentheses_is_in_square_brackets(app) -> None:
    """Rules Lawyer's ruling ends "(704.5u)": its note made "(704.5u (does not mention …))"."""
    text = "You are immune (704.5u). (Closed) 704.5z"
    refs = [[16, 22, "704.5u", True, ["Commander"]], [34, 40, "704.5z", True, ["Role"]]]
    with app.test_request_context("/en/"):
        app.preprocess_request()
        html = str(linked_html({"text": text, "refs": refs, "lang": "en"}))
    notes = [n.get_text() for n in html_soup(html).select(".rule-ref__note")]
    assert notes == ["[does not mention “Commander”]", "(does not mention “Role”)"]


def test_a_doubt_note_in_a_text_of_another_language_marks_both_languages(app) -> None:
    """An English ruling on a German page: the note is German inside the English text, its
    terms the ruling's English words inside the German note where the term list has no German
    for any of them."""
    refs = [[4, 10, "704.5u", True, ["Combat Damage", "Deal"]]]
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html({"text": "See 704.5u.", "refs": refs, "lang": "en"}))
    note = html_soup(html).select_one(".rule-ref__note")
    assert note["lang"] == "de"
    assert [(span["lang"], span.get_text()) for span in note.select("span")] == [
        ("en", "Combat Damage"),
        ("en", "Deal"),
    ]
    assert note.get_text() == "(erwähnt „Combat Damage“, „Deal“ nicht)"


def test_a_doubt_notes_terms_are_named_in_the_pages_language_where_the_term_list_has_them(app) -> None:
    """Rules Lawyer's English ruling on the German page: "erwähnt „Commander“, „Damage“, „Deal“,
    „Combat Damage“ nicht" named English words on a German page (a reviewer's finding); the
    term list pairs two of them, and one of a subject's terms is what the note needs."""
    refs = [[4, 10, "704.5u", True, ["Commander", "Damage", "Deal", "Combat Damage"]]]
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html({"text": "See 704.5u.", "refs": refs, "lang": "en"}))
    note = html_soup(html).select_one(".rule-ref__note")
    assert note.get_text() == "(erwähnt „Kommandeur“, „Schaden“ nicht)"
    assert not note.select("span[lang]")
    with app.test_request_context("/en/"):
        app.preprocess_request()
        html = str(linked_html({"text": "See 704.5u.", "refs": refs, "lang": "en"}))
    assert html_soup(html).select_one(".rule-ref__note").get_text() == (
        "(does not mention “Commander”, “Damage”, “Deal”, “Combat Damage”)"
    )


def rendered(app, linked: dict):
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html(linked))
    return html_soup(html)


def test_english_left_in_german_is_marked_with_its_language(app) -> None:
    text = "Wenn <zwei> (perhaps due to Doubling Season), wählt er."
    start = text.index("perhaps")
    end = text.index(")")
    page = rendered(app, {"text": text, "refs": [], "foreign": [[start, end, "en"]]})
    (foreign,) = page.select("span.foreign")
    assert (foreign["lang"], foreign.get_text()) == ("en", "perhaps due to Doubling Season")
    assert page.p.get_text() == text


def test_a_marked_passage_never_cuts_a_rule_link(app) -> None:
    text = "Siehe rule 704.5y and so on. Regel 303.7a gilt."
    refs = [[11, 17, "704.5y", True], [35, 41, "303.7a", True]]
    page = rendered(app, {"text": text, "refs": refs, "foreign": [[6, 13, "en"], [17, 27, "en"]]})
    first, second = page.select("span.foreign")
    assert first.get_text() == "rule 704.5y" and first.a["href"] == "/de/rules/704.5y"
    assert second.get_text() == " and so on"
    assert [a.get_text() for a in page.select("a")] == ["704.5y", "303.7a"]


def test_data_in_another_language_is_marked_with_it(app) -> None:
    """An English name standing in for a missing German one is data: marked lang="en" on a
    German page, plain on an English one; escaped either way."""
    from webapp.rendering import card_name, in_language

    summary = {"names": {"en": "Questing Druid", "de": "Questing Druid"}, "name_langs": {"en": "en", "de": "en"}}
    with app.test_request_context("/de/"):
        app.preprocess_request()
        assert str(card_name(summary)) == '<span lang="en">Questing Druid</span>'
        assert str(in_language("Rolle <b>", "de")) == "Rolle &lt;b&gt;"
    with app.test_request_context("/en/"):
        app.preprocess_request()
        assert str(card_name(summary)) == "Questing Druid"


def symbol_labels(app, text: str) -> list[str]:
    with app.test_request_context("/de/"):
        app.preprocess_request()
        html = str(linked_html({"text": text, "refs": []}))
    return [run["aria-label"] for run in html_soup(html).select(".mana-symbols[role=img]")]


def test_symbols_in_a_stored_text_are_drawn_as_on_card_pages(app) -> None:
    """Rulings, rules and glossary entries showed "{T}" and "{CHAOS}" as typed."""
    assert symbol_labels(app, "{T}: Add {G}. Whenever you roll {CHAOS}, draw a card.") == ["Tappen", "grün", "Chaos"]


def test_the_german_rules_lower_case_symbols_read_as_the_symbols_they_stand_for(app) -> None:
    """CR 107.4a (German): {w} weiß, {b} blau, {s} schwarz; {f} farblos, {tap}, {enttap}, {schnee}."""
    labels = symbol_labels(app, "{tap}: Erzeuge {b}. {2/s}{w/b}: {f} und {schnee}. {enttap}")
    assert labels == ["Tappen", "blau", "2 oder schwarz, weiß oder blau", "farblos", "Schnee", "Enttappen"]


@pytest.mark.parametrize(
    ("lang", "shown"), [("de", ["S", "B", "◇", "❄", "2/S", "W/B"]), ("en", ["B", "U", "◇", "❄", "2/B", "W/U"])]
)
def test_a_symbol_shows_the_letters_of_the_page_language(app, lang, shown) -> None:
    """Black showed „B“ on German pages, where B is blau: the German rules write {s} and {b}.
    Colourless is the cards' diamond in both languages."""
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        html = html_soup(str(linked_html({"text": "{B}{U}{C}{S}{2/B}{W/U}", "refs": []})))
    assert [symbol.get_text() for symbol in html.select(".mana")] == shown


def test_a_placeholder_in_braces_is_left_as_written(app) -> None:
    with app.test_request_context("/en/"):
        app.preprocess_request()
        html = html_soup(str(linked_html({"text": "“{rN1}, {rN2} — [Effect]” means the same.", "refs": []})))
    assert not html.select(".mana") and "{rN1}, {rN2}" in html.get_text()


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("the _Legends_(TM) card <i>", "the <em>Legends</em>™ card &lt;i&gt;"),
        ("your _Magic Online_(R) game clock", "your <em>Magic Online</em>® game clock"),
        ("cards you control *but don’t own*.", "cards you control <em>but don’t own</em>."),
        # (a star as power, quoted stars, a name with underscores: no emphasis)
        ("a */* creature; “*” in its power, the ability that defines “*”", None),
        ("snake_case_word (R)", None),
    ],
)
def test_marks_of_emphasis_and_trademark_are_shown_as_printed(app, text, shown) -> None:
    """Some rulings were written with underscores and asterisks for italics ("the _Legends_(TM)
    card Divine Intervention"): a reviewer read them raw on a card page."""
    with app.test_request_context("/en/"):
        app.preprocess_request()
        html = str(linked_inline({"text": text, "refs": []}))
    assert html == (shown or text)


def test_a_ruling_written_with_emphasis_shows_it_in_italics(client) -> None:
    page = soup_of(client.get("/en/rulings/33d0aa1635f7"))
    text = page.select_one(".ruling-text")
    assert text.em.get_text() == "Legends" and "_" not in text.get_text() and "Legends™" in text.get_text()
    # (where no italics can be: the title, the description, the citation shown and copied)
    plain = [page.title.get_text(), page.select_one("meta[name=description]")["content"]]
    plain += [page.select_one(".citation__text").get_text(), page.select_one(".citation__copy")["data-copy"]]
    assert all("Legends™" in each and "_" not in each for each in plain), plain
