"""The battle example on the site: defense counters on the board, in German as one word
("Verteidigungsmarken"), and both ways of damaging the battle pass in German."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "battle-defense-zero"


@pytest.mark.parametrize("how", ["shock", "bolt"])
def test_a_german_run_passes_and_shows_no_english_text(client, how) -> None:
    page = soup(run_page(client, "de", {"how": how}, EXAMPLE))
    assert (
        text_of(page.select_one(".trace__verdict"))
        == "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen."
    )
    assert_no_english(page, EXAMPLE)


@pytest.mark.parametrize(
    ("lang", "entered", "left"),
    [("en", "3 defense counters", "1 defense counter"), ("de", "3 Verteidigungsmarken", "1 Verteidigungsmarke")],
)
def test_the_board_shows_the_defense_counters_left(client, lang, entered, left) -> None:
    steps = soup(run_page(client, lang, {"how": "shock"}, EXAMPLE)).select(".trace__step")
    assert [text_of(c) for c in steps[2].select(".permanent__counters")] == [entered]
    assert [text_of(c) for c in steps[-1].select(".permanent__counters")] == [left]
