"""The command line's catalog: German from the compiled .mo, English needs none."""

from __future__ import annotations

from corpus.rules.text.catalog import translations_for


def test_german_and_english() -> None:
    assert translations_for("de").gettext("Wicked Role") == "Böse-Rolle"
    assert translations_for("en").gettext("Wicked Role") == "Wicked Role"
