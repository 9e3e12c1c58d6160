"""The speed example on the site: each player's speed on the board, in both languages, and
both targets of the Shock pass in German."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "speed-start-your-engines"


@pytest.mark.parametrize("target", ["bob", "alice"])
def test_a_german_run_passes_and_shows_no_english_text(client, target) -> None:
    page = soup(run_page(client, "de", {"shock_target": target}, EXAMPLE))
    assert (
        text_of(page.select_one(".trace__verdict"))
        == "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen."
    )
    assert_no_english(page, EXAMPLE)


@pytest.mark.parametrize(("lang", "first", "last"), [("en", "speed 1", "speed 2"), ("de", "Tempo 1", "Tempo 2")])
def test_the_board_shows_the_speed_once_a_player_has_one(client, lang, first, last) -> None:
    steps = soup(run_page(client, lang, {"shock_target": "bob"}, EXAMPLE)).select(".trace__step")
    assert [text_of(s) for s in steps[0].select(".board__speed")] == []
    assert [text_of(s) for s in steps[2].select(".board__speed")] == [first]
    assert [text_of(s) for s in steps[-1].select(".board__speed")] == [last]
