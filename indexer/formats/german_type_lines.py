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


def is_german_type_line(text: str) -> bool:
    """Whether `text` names a German card type."""
    folded = text.casefold()
    return any(word in folded for word in CARD_TYPE_WORDS)
