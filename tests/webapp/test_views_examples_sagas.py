"""The Saga example on the site: lore counters on the board, in German as one word
("Sagenmarken"), the run passes in German, and its page links the Saga rulings."""

from __future__ import annotations

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "saga-chapters"


def test_a_german_run_passes_and_shows_no_english_text(client) -> None:
    page = soup(run_page(client, "de", {}, EXAMPLE))
    assert text_of(page.select_one(".trace__verdict")) == "Alle Prüfungen bestanden: Die Regelauslegung gilt."
    assert_no_english(page, EXAMPLE)


def test_the_board_counts_the_lore_counters_in_german(client) -> None:
    steps = soup(run_page(client, "de", {}, EXAMPLE)).select(".trace__step")
    lore = [text_of(c) for step in steps for c in step.select(".permanent__counters") if "Sagenmarke" in text_of(c)]
    assert lore[0] == "1 Sagenmarke"
    assert lore[-1] == "3 Sagenmarken"
