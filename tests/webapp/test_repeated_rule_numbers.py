"""A rule number a release gives twice is a typo of the source: the German 2025-11-14 file has
"107.17" twice where the English has 107.17 and 107.17a. The file stays as received; the repeat
is read as the number the English release of that date has next, with a warning naming the line."""

from tests.support.helpers import soup, text_of

TICKET_COST = "Ein Ticket-Symbol mit einer Zahl stellt Ticket-Kosten dar."


def test_a_repeated_number_is_read_as_the_next_english_one(builder) -> None:
    rules = builder.corpus.rules
    assert rules["107.17a"].texts["de"].text.startswith(TICKET_COST)
    assert TICKET_COST not in rules["107.17"].texts["de"].text
    assert rules["107.17a"].texts["de"].origin.line == 1121
    assert rules["118.14"].texts["de"].text.startswith("Manche Effekte besagen, dass „Mana beliebigen Typs")
    assert rules["119.10"].texts["de"].text.startswith("Manche Ersatzeffekte")
    assert rules["120.3h"].texts["de"].text.startswith("Schaden, der einer Schlacht zugefügt wird")
    assert not rules["120.3c"].texts["de"].text.count("Schlacht")


def test_the_build_warns_naming_the_line(builder) -> None:
    warnings = [w for w in builder.corpus.warnings if "appears twice" in w]
    assert any(
        w.startswith("corpus/data/comprehensive-rules-de-20251114.txt:1121: rule 107.17 ") and "107.17a" in w
        for w in warnings
    )
    assert len(warnings) == 4


def test_the_german_rule_page_shows_the_german_text_once(client) -> None:
    ticket = soup(client.get("/de/rules/107.17a"))
    assert text_of(ticket.select_one(".rule-text[lang=de]")).startswith(TICKET_COST)
    assert not ticket.select(".notice--untranslated")
    symbol = text_of(soup(client.get("/de/rules/107.17")).select_one(".rule-text"))
    assert symbol.startswith("Das Ticket-Symbol ist") and TICKET_COST not in symbol
