"""The examples of predefined tokens, reflexive triggers, fight and phasing on the site: German
runs are German throughout, and the board marks a phased-out permanent."""

from __future__ import annotations

import pytest

from tests.support.example_pages import assert_no_english, run_page
from tests.support.helpers import soup, text_of

NEW_EXAMPLES = [
    "constellation-any-enchantment-enters",
    "fight-one-target-gone",
    "phasing-out-with-role-and-counters",
    "reflexive-trigger-after-sacrifice",
    "soul-warden-copies-enter-together",
    "target-same-creature-twice",
    "treasure-mana-with-nothing-to-pay",
    "treasure-target-gone-no-treasures",
]


@pytest.mark.parametrize("example", NEW_EXAMPLES)
def test_a_german_run_passes_and_shows_no_english_text(client, example) -> None:
    page = soup(run_page(client, "de", {}, example))
    assert text_of(page.select_one(".trace__verdict")) == "Alle Prüfungen bestanden: Die Regelauslegung gilt."
    assert_no_english(page, example)


@pytest.mark.parametrize(("lang", "badge"), [("en", "phased out"), ("de", "destabilisiert")])
def test_the_board_marks_a_phased_out_permanent_and_what_phased_out_with_it(client, lang, badge) -> None:
    page = soup(run_page(client, lang, {}, "phasing-out-with-role-and-counters"))
    steps = page.select(".trace__step")
    phased = steps[3].select(".permanent--phased-out")
    assert len(phased) == 1 and badge in [text_of(b) for b in phased[0].select(".badge")]
    assert len(phased[0].select(".permanent__attachments .attachment")) == 1
    assert not steps[-1].select(".permanent--phased-out")


def test_the_german_phasing_step_agrees_with_its_plural_card(client) -> None:
    """„Die Grizzlybären sind destabilisiert (wird behandelt, als gäbe es das Objekt nicht)“: a
    plural subject with a singular verb (a reader's review)."""
    page = soup(run_page(client, "de", {}, "phasing-out-with-role-and-counters"))
    text = " ".join(text_of(step) for step in page.select(".trace__step"))
    assert "Grizzlybären sind destabilisiert (werden behandelt, als gäbe es sie nicht)" in text
