"""Messages and names are rendered late, in the reader's language."""

from __future__ import annotations

import gettext

from corpus.rules.text.messages import N_, NP_, Message, Name, Numbered, msg, render


class FakeGerman(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return {"%(player)s loses the game.": "%(player)s verliert das Spiel.", "Wicked Role": "Böse-Rolle"}.get(
            message, message
        )

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return "%(n)s Marke" if n == 1 else "%(n)s Marken"


def test_markers_return_what_they_mark() -> None:
    assert N_("x") == "x"
    assert NP_("a", "b") == ("a", "b")


def test_names_fall_back_to_english() -> None:
    assert Name("Grizzly Bears", "Grizzlybären").get("de") == "Grizzlybären"
    assert Name("Johann").get("de") == "Johann"


def test_nested_messages_and_names_are_translated() -> None:
    message = msg(N_("%(player)s loses the game."), player=Message("Wicked Role"))
    assert render(message, FakeGerman(), "de") == "Böse-Rolle verliert das Spiel."


def test_plural_messages_use_the_count() -> None:
    message = msg(NP_("%(n)s counter", "%(n)s counters"), n=2)
    assert render(message, FakeGerman(), "de") == "2 Marken"
    assert render(msg(NP_("%(n)s counter", "%(n)s counters"), n=1), gettext.NullTranslations(), "en") == "1 counter"


def test_lists_and_numbers() -> None:
    value = [Numbered(Name("Monster Role"), 2), "Alice", 3]
    assert render(value, gettext.NullTranslations(), "en") == "Monster Role #2, Alice, 3"
    assert render(None, gettext.NullTranslations(), "en") == ""
