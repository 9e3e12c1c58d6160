"""The planeswalker example on the site: loyalty counters on the board and in the setup, in
German as one word ("Loyalitätsmarken"), and each way of reaching 0 loyalty passes, with
indestructible too."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

EXAMPLE = "planeswalker-loyalty-zero"


@pytest.mark.parametrize(
    ("example", "values"),
    [
        (EXAMPLE, {"how": "shock"}),
        (EXAMPLE, {"how": "bolt"}),
        (EXAMPLE, {"how": "hexmage"}),
        ("planeswalker-indestructible-loyalty-zero", {}),
    ],
)
def test_a_german_run_passes_and_shows_no_english_text(client, example, values) -> None:
    page = soup(run_page(client, "de", values, example))
    assert text_of(page.select_one(".trace__verdict")) == "Alle Prüfungen bestanden: Die Regelauslegung gilt."
    assert_no_english(page, example)


@pytest.mark.parametrize(
    ("lang", "before", "after"),
    [("en", "3 loyalty counters", "1 loyalty counter"), ("de", "3 Loyalitätsmarken", "1 Loyalitätsmarke")],
)
def test_the_board_shows_the_loyalty_counters_left(client, lang, before, after) -> None:
    page = soup(run_page(client, lang, {"how": "shock"}, EXAMPLE))
    steps = page.select(".trace__step")
    assert [text_of(c) for c in steps[0].select(".permanent__counters")] == [before]
    assert [text_of(c) for c in steps[-1].select(".permanent__counters")] == [after]
