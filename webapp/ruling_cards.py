"""Which of a ruling's cards names it, and the date that card's copy of the ruling has.

Gatherer lists one ruling text under several cards, not always on one day: a ruling is named by
one card and dated by that card's copy wherever it is named, so that its page, its citation
and the examples that demonstrate it agree („Saheeli Rai ruling, 24 January 2013“ paired a card
of 2016 with the date of Stolen Identity's copy)."""

from __future__ import annotations

from typing import Any

from .i18n import page_locale


def in_page_language_first(cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A ruling's cards, those with a name in the page's language first (else in their order):
    the first names the ruling. A judge's review met „Regelauslegung zu „Dangerous““, a half of
    Armed // Dangerous that only the rulings name, on the German page of a ruling Köder (Lure)
    shares."""
    lang = page_locale()
    return sorted(cards, key=lambda card: card["name_langs"][lang] != lang)


def naming_card(ruling: dict[str, Any]) -> dict[str, Any] | None:
    """The card that names the ruling on this page, if it has any."""
    cards = in_page_language_first(ruling.get("cards", []))
    return cards[0] if cards else None


def card_date(ruling: dict[str, Any], card: dict[str, Any] | None) -> str | None:
    """The date of `card`'s copy of the ruling (ISO), else the ruling's own."""
    dates = ruling.get("card_dates") or {}
    return (dates.get(card["id"]) if card else None) or ruling.get("date")
