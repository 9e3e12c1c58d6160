"""The dungeon example on the site: the dungeon and the room of the venture marker on the board,
in both languages, until the dungeon is completed; the German run shows no English text."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "dungeon-completed"


def test_a_german_run_passes_and_shows_no_english_text(client) -> None:
    page = soup(run_page(client, "de", {}, EXAMPLE))
    assert (
        text_of(page.select_one(".trace__verdict"))
        == "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen."
    )
    assert_no_english(page, EXAMPLE)


@pytest.mark.parametrize(
    ("lang", "first", "last_room"),
    [
        (
            "en",
            "Lost Mine of Phandelver, venture marker on Cave Entrance",
            "Lost Mine of Phandelver, venture marker on Temple of Dumathoin",
        ),
        (
            "de",
            "Verlorene Mine von Phandelver: Wagnis-Marke im Raum „Höhleneingang“",
            "Verlorene Mine von Phandelver: Wagnis-Marke im Raum „Tempel des Dumathoin“",
        ),
    ],
)
def test_the_board_shows_the_dungeon_until_it_is_completed(client, lang, first, last_room) -> None:
    steps = soup(run_page(client, lang, {}, EXAMPLE)).select(".trace__step")
    shown = [[text_of(d) for d in step.select(".board__dungeon")] for step in steps]
    assert shown[0] == [] and shown[-1] == []
    assert [first] in shown and [last_room] in shown
