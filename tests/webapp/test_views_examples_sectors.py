"""The space sculptor example on the site: each creature's sector on the board while Space
Beleren is on the battlefield, in both languages, for each sector Bob may choose."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "space-sculptor-sectors"


@pytest.mark.parametrize("sector", ["alpha", "gamma"])
def test_a_german_run_passes_and_shows_no_english_text(client, sector) -> None:
    page = soup(run_page(client, "de", {"bob_sector": sector}, EXAMPLE))
    assert (
        text_of(page.select_one(".trace__verdict"))
        == "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen."
    )
    assert_no_english(page, EXAMPLE)


@pytest.mark.parametrize(
    ("lang", "sectors"), [("en", ["beta sector", "gamma sector"]), ("de", ["Betasektor", "Gammasektor"])]
)
def test_the_board_shows_the_sectors_while_space_beleren_is_on_the_battlefield(client, lang, sectors) -> None:
    steps = soup(run_page(client, lang, {"bob_sector": "gamma"}, EXAMPLE)).select(".trace__step")
    shown = [[text_of(s) for s in step.select(".permanent__sector")] for step in steps]
    assert shown[0] == [] and shown[-1] == []
    assert sectors in shown
