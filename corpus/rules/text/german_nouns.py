"""The gender and number of German card and token names, read from the names themselves.

A name's grammar is read, in this order, from:
1. `OVERRIDES`, for what the name cannot tell (each entry says where its answer comes from);
2. the strong ending of a leading adjective, the form a name without article is printed in:
   "Wütender Goblin" is masculine, "Kolossales Schreckensmaul" neuter;
3. the head noun: the last part of the word before any lower-case word ("Vampir-Nachtschwärmer",
   "Eidolon der Blüten"), by the longest ending in `HEADS`, which holds the head nouns of the
   example cards and tokens (gender as in Duden) and the German suffixes with a fixed gender
   (-in, -ung, -heit, -keit, -schaft: feminine).
"""

from __future__ import annotations

from .german import NUMBER_SUFFIX, Noun

M, F, N, PL = "m", "f", "n", "pl"

HEADS: dict[str, tuple[str, bool]] = {  # ending -> (gender, weak masculine)
    # suffixes with a fixed gender
    "in": (F, False),
    "ung": (F, False),
    "ungen": (PL, False),
    "heit": (F, False),
    "keit": (F, False),
    "schaft": (F, False),
    "ion": (F, False),
    # agent nouns in -er ("Knochenbrecher", "Späher") are masculine
    "er": (M, False),
    # head nouns of the example cards and tokens
    "bären": (PL, False),
    "ratten": (PL, False),
    "löwen": (PL, False),
    "rolle": (F, False),
    "spielstein": (M, False),
    "riese": (M, True),
    "spinne": (F, False),
    "viper": (F, False),
    "mauer": (F, False),
    "goblin": (M, False),
    "elfin": (F, False),
    "magier": (M, False),
    "ritter": (M, False),
    "engel": (M, False),
    "rohling": (M, False),
    "speer": (M, False),
    "myr": (M, False),
    "klon": (M, False),
    "gegenpart": (M, False),
    "eidolon": (N, False),
    "geschwader": (N, False),
    "halsband": (N, False),
    "maul": (N, False),
    "stärke": (F, False),
    "tat": (F, False),
    "wut": (F, False),
    "zeit": (F, False),
    "ablöse": (F, False),
    "wuchs": (M, False),
    "wachstum": (N, False),
    "mord": (M, False),
    "schock": (M, False),
    "sprung": (M, False),
    "strahl": (M, False),
    "ruf": (M, False),
    "überfall": (M, False),
    "zauber": (M, False),
    "schatz": (M, False),
    "fähigkeit": (F, False),
    "kopie": (F, False),
    "hydra": (F, False),
    "schlacht": (F, False),
    "triumph": (M, False),
    "park": (M, False),
    "laterne": (F, False),
    "mine": (F, False),
    "eingang": (M, False),
    "tunnel": (M, False),
    "teich": (M, False),
    "tempel": (M, False),
    "bau": (M, False),
    "raum": (M, False),
    "höhle": (F, False),
}

# Names the rules above get wrong or cannot decide, with the source of the answer.
OVERRIDES: dict[str, Noun] = {
    # "Johann" is the English name of a card the German data lacks (a person: see epithet_led).
    "Johann, Apprentice Sorcerer": Noun(M, article=False),
    # Jace is a man (the scenarios' German notes: "Er wird auf den Friedhof ... gelegt").
    "Jace Beleren": Noun(M, article=False),
    # Space Beleren (Unfinity, no German printing) is Jace too.
    "Space Beleren": Noun(M, article=False),
    # Akroma is a woman, whatever her epithet's noun (the legend rule's German notes: „Die
    # Legendenregel hat sie in den Friedhof ihres Besitzers gelegt“; the trace had said „seines“).
    "Akroma, Engel der Wut": Noun(F, article=False),
    "Akroma, Engel des Zorns": Noun(F, article=False),
    # Cards with no German printing in the data keep their English name: a permanent takes the
    # article of its German noun (der Wirt, der Druide) and no case endings ("des Questing
    # Druid", as Duden allows for names with article); a spell is a title.
    "Edgewall Innkeeper": Noun(M, endings=False),
    "Questing Druid": Noun(M, endings=False),
    "Seek the Beast": Noun(N, article=False),
    # "Sagenhüter" (Duden: der Hüter).
    "Sagenhüter": Noun(M),
    # Walker's German name (rule 111.10d, German rules: "Fußgänger") is a person, masculine.
    "Fußgänger": Noun(M),
}
_STRONG_GENDER = {"er": M, "es": N}


def noun_of(name: str) -> Noun | None:
    """The grammar of the German name `name`, or None if nothing tells it."""
    if name in OVERRIDES:
        return OVERRIDES[name]
    words = NUMBER_SUFFIX.sub("", name).split(" ")
    if epithet_led(words):
        found = _head_gender(words[1].rsplit("-", 1)[-1].lower())
        return Noun(found[0] if found else F, article=False)
    if genitive_led(words):
        found = _head_gender(words[-1].rsplit("-", 1)[-1].lower())
        return Noun(found[0], article=False) if found else None
    lower = next((i for i, w in enumerate(words) if w[:1].islower()), len(words))
    adjectives = max(lower - 1, 0)
    head = words[adjectives].rsplit("-", 1)[-1].lower()
    found = _head_gender(head)
    strong = next((g for ending, g in _STRONG_GENDER.items() if adjectives and words[0].endswith(ending)), None)
    if strong is None and found is None:
        return None
    gender = strong or (found[0] if found else F)
    return Noun(gender, adjectives, weak=bool(found and found[1] and gender == M))


def epithet_led(words: list[str]) -> bool:
    """A person's name with an epithet after a comma ("Akroma, Engel der Wut") takes no article,
    as German card texts write "Akroma" alone; its gender is the epithet's. Read as adjective
    and noun, it had been "den Akroma,en Engel der Wut"."""
    return len(words) > 1 and words[0].endswith(",")


def genitive_led(words: list[str]) -> bool:
    """A name that begins with someone's name in the genitive ("Gerrards Triumph", "Barals
    Expertise") takes no article, as "Alices Grizzlybären" does not: its first word is
    capitalised and ends in -s, but not in an adjective's -es ("Kolossales")."""
    first = words[0]
    return len(words) > 1 and first[:1].isupper() and first.endswith("s") and not first.endswith(("es", "ss"))


def _head_gender(head: str) -> tuple[str, bool] | None:
    endings = [e for e in HEADS if head.endswith(e)]
    return HEADS[max(endings, key=len)] if endings else None
