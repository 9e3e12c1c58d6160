"""The Siege example on the site: the battle's protector on the board, in both languages,
changing with control (704.5x), and both variants pass in German."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "siege-protector"


@pytest.mark.parametrize("steal", ["true", "false"])
def test_a_german_run_passes_and_shows_no_english_text(client, steal) -> None:
    page = soup(run_page(client, "de", {"steal": steal}, EXAMPLE))
    assert (
        text_of(page.select_one(".trace__verdict"))
        == "Alle Prüfungen bestanden: Das Spiel verlief, wie die Regeln es sagen."
    )
    assert_no_english(page, EXAMPLE)


@pytest.mark.parametrize(
    ("lang", "entered", "stolen"),
    [("en", "protected by Bob", "protected by Alice"), ("de", "beschützt von Bob", "beschützt von Alice")],
)
def test_the_board_shows_the_protector_and_its_change(client, lang, entered, stolen) -> None:
    steps = soup(run_page(client, lang, {"steal": "true"}, EXAMPLE)).select(".trace__step")
    assert [text_of(s) for s in steps[2].select(".permanent__protector")] == [entered]
    assert [text_of(s) for s in steps[-1].select(".permanent__protector")] == [stolen]
