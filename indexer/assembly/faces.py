"""Which face of a card with several faces is its front.

A record that gives all of a card's faces (an MTGJSON card with `faces`) gives them in order.
German card data gives one record per face instead (a transforming card, a split card, an
Aftermath card: Delver of Secrets and Insectile Aberration, Fire and Ice, Start and Finish),
in alphabetical order, so the order has to be read from the faces themselves. The first of
these rules that singles out one face decides which is the front:

1. an Aftermath half is the second half (its text begins with "Aftermath");
2. a face whose text says "(Transforms from …)" is a back face;
3. the one face whose text transforms or flips the face itself ("transform Delver of Secrets")
   is the front (a werewolf transforms itself on both faces: this does not decide it);
4. a face that a ruling record names alone is a back face: MTGJSON v4 names the rulings of a
   card with several faces by its last face (Insectile Aberration, Ice, Finish);
5. the left half of a split card as printed, for the split cards rules 1 to 4 leave open;
6. nothing decides: the faces stay in the order the card data gives them.

On the 167 such cards of the German card data of 2019, rule 1 settles 24, rule 2 17, rule 3
16 more, rule 4 93 more (it agrees with rules 1 to 3 on each of the 57 cards they share); the
17 left are split cards without Aftermath or rulings, given in alphabetical order, which is
the printed order for 12 of them (Assault // Battery) and not for 5 (Assemble // Assure: the
card is Assure // Assemble).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection

from .identity import name_key
from .model import CardFace

_AFTERMATH = re.compile(r"^Aftermath\b", re.MULTILINE)
_TRANSFORMED = re.compile(r"\(Transforms from ")
# The left halves of the split cards the data gives no order for, read from the printed cards
# (Apocalypse, Dissension, Guilds of Ravnica, Ravnica Allegiance, Dragon's Maze and others).
_LEFT = "Assault Assure Boom Collision Crime Dead Demand Hide Hit Malice Order Pain Pure Rise Rough Status Trial"
PRINTED_LEFT_HALVES = frozenset(map(name_key, _LEFT.split()))


def _transforms_itself(face: CardFace, named_alone: Collection[str]) -> bool:
    return re.search(rf"\b(?:transform|flip) {re.escape(face.name)}\b", face.text) is not None


# The rules in order: each says of a face whether it may be the front.
RULES: tuple[tuple[str, Callable[[CardFace, Collection[str]], bool]], ...] = (
    ("aftermath", lambda face, _: not _AFTERMATH.search(face.text)),
    ("transforms from", lambda face, _: not _TRANSFORMED.search(face.text)),
    ("transforms itself", _transforms_itself),
    ("named by rulings", lambda face, named_alone: name_key(face.name) not in named_alone),
    ("printed left half", lambda face, _: name_key(face.name) in PRINTED_LEFT_HALVES),
)


def front(faces: list[CardFace], named_alone: Collection[str]) -> int:
    """The position of the front face among English `faces`; `named_alone` holds the name keys
    of the faces ruling records name on their own."""
    for _, may_be_front in RULES:
        candidates = [at for at, face in enumerate(faces) if may_be_front(face, named_alone)]
        if len(candidates) == 1:
            return candidates[0]
    return 0
