"""Rulings that say the same of different cards: one of them in a page of results, not five.

Wizards write many rulings from a template, the card's name the only change: "In a multiplayer
game, if Angel of Sanctions's owner leaves the game, the exiled card will return to the
battlefield …" is said of 14 cards, "… triggered ability resolves before the spell that caused it
to trigger" of 18. A question about the situation matched each alike, and "what happens to
spells on the stack when a player leaves the game" showed five copies under the rules, the rule
that answers (800.4a) 30th; a judge read them as a page of duplicates. The build gives the
rulings that share a template a group number (write_templates_file: their English text with their
cards' names taken out); a search weighs every ruling of a group but its best match down
(one_per_template), so the others follow the other answers. A query that names a card has that
card's ruling as the best match of its group (its rulings weigh more before this is applied).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from indexer.search.postings import Matches
from indexer.search.shown import ShownDocument

_GROUP = np.int32
_SPACE = re.compile(r"\s+")
# A card's name in a ruling's text is where the template differs.
_NAME = "@"


def template_key(document: ShownDocument) -> str | None:
    """A ruling's English text with its cards' names (whole, each face's, and the part before a
    comma that rulings shorten a legend's name to) taken out, in lower case; None for another
    document or a ruling without English text."""
    text = document.texts.get("en")
    if document.kind != "ruling" or text is None:
        return None
    written = _straight(text.text)
    for name in sorted({_straight(name) for name in _names(document)}, key=len, reverse=True):
        written = written.replace(name, _NAME)
    return _SPACE.sub(" ", written.casefold()).strip()


def _straight(text: str) -> str:
    """The text with its typographic apostrophes straight: rulings write "Ixalan’s Binding’s",
    the card's name is "Ixalan's Binding"."""
    return text.replace("’", "'")


def _names(document: ShownDocument) -> Iterable[str]:
    for card in document.described.get("cards") or ():
        for name, _ in card.names.values():
            for face in (name, *name.split(" // ")):
                if face.strip():
                    yield face.strip()
                    yield face.split(",")[0].strip()


def template_groups(documents: Sequence[ShownDocument]) -> np.ndarray:
    """Per document (in order), the number of the group of rulings it shares its template with
    (from 1), or 0 where it shares it with none."""
    keys = [template_key(document) for document in documents]
    counts = Counter(key for key in keys if key)
    numbers: dict[str, int] = {}
    groups = np.zeros(len(documents), dtype=_GROUP)
    for at, key in enumerate(keys):
        if key and counts[key] > 1:
            groups[at] = numbers.setdefault(key, len(numbers) + 1)
    return groups


def write_templates_file(path: Path, documents: Sequence[ShownDocument]) -> None:
    """Write each document's template group (template_groups), documents in their numbers' order."""
    with open(path, "wb") as out:
        np.save(out, template_groups(documents), allow_pickle=False)


def read_templates_file(path: Path) -> np.ndarray:
    with open(path, "rb") as source:
        return np.load(source, allow_pickle=False)


def one_per_template(matches: Matches, groups: np.ndarray, weight: float) -> Matches:
    """The matches with every ruling of a template group but the best scored weighed by `weight`
    (ties: the first by document number)."""
    grouped = groups[matches.ids]
    inside = grouped.nonzero()[0]
    if not len(inside):
        return matches
    order = inside[np.lexsort((matches.ids[inside], -matches.scores[inside], grouped[inside]))]
    first = np.ones(len(order), dtype=bool)
    first[1:] = grouped[order[1:]] != grouped[order[:-1]]
    scores = matches.scores.copy()
    scores[order[~first]] *= weight
    return Matches(matches.ids, scores)
