"""Whether a German card record's type line is one: MTGJSON's German records hold a few that are
not (Ice of CMD: "Tappe eine bleibende Karte deiner Wahl.", a line of its rules text, with the
artist's name closing its text; C16's Trial // Error: the English "Instant" and English text;
VIS's Tin-Wing Chimera: the card's name).

A type line names a card type: the German rules' (205.2a DE), written alone or in a compound
("Artefaktkreatur", "Weltenverzauberung", "Stammesspontanzauber", "Welt — Ravnica"), or an old
one of early printings ("Beschwörung eines Bolds", "Unterbrechungszauber", "Manaquelle",
"Verzaubere Kreatur").
"""

from __future__ import annotations

# Folded beginnings of the German card types (205.2a DE) and of the old ones.
CARD_TYPE_WORDS = (
    "artefakt",
    "gewölbe",
    "hexerei",
    "komplott",
    "kreatur",
    "land",
    "phänomen",
    "planeswalker",
    "schlacht",
    "spontanzauber",
    "stammes",
    "vanguard",
    "verschwörung",
    "verzauber",
    "welt",
    "beschwörung",
    "unterbrechungszauber",
    "manaquelle",
)
# Folded beginnings of the type lines of early printings, which the game no longer uses: a
# creature was a "Beschwörung" (summon), an Aura said "Verzaubere …", an instant could be an
# interrupt.
OLD_TYPE_LINES = ("beschwörung", "unterbrechungszauber", "manaquelle", "verzaubere ")


def is_german_type_line(text: str) -> bool:
    """Whether `text` names a German card type."""
    folded = text.casefold()
    return any(word in folded for word in CARD_TYPE_WORDS)


def is_old_type_line(text: str) -> bool:
    """Whether `text` is the type line of an early German printing ("Beschwörung von Löwen",
    Savannah Lions of 3ED, a "Creature — Cat" today)."""
    return text.casefold().startswith(OLD_TYPE_LINES)
