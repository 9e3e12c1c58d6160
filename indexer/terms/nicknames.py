"""Players' nicknames of cards (`translations/nicknames.tsv`), as names of the cards they stand for.

At a store table and in a judge chat, a card is "Goyf", "Bolt", "O-Ring" or "LED" (Tarmogoyf,
Lightning Bolt, Oblivion Ring, Lion's Eye Diamond), in German as in English. No text of the
corpus writes them, so they named nothing: „goyf wie viele typen zählt ne artefakt kreatur“
missed Tarmogoyf's ruling, "plat angel" was corrected to "Play angel". Each row names the card
by its English name as the corpus has it; the names lexicon (indexer.assembly.names) then holds
the nickname as one more name of that card, which the query's card names are found by
(indexer.search.query.card_names).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import CorpusError

NICKNAMES_NAME = "nicknames.tsv"
HEADER = ["nickname", "card", "source"]


@dataclass(frozen=True)
class Nickname:
    nickname: str
    card: str
    source: str
    line: int


def read_nicknames(path: Path, shown_as: str) -> list[Nickname]:
    """The rows of the file (none where it does not exist)."""
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or lines[0].split("\t") != HEADER:
        raise CorpusError(shown_as, 1, f"the first line must be the header {' / '.join(HEADER)}")
    found = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        cells = [cell.strip() for cell in line.split("\t")]
        if len(cells) != len(HEADER) or not all(cells):
            raise CorpusError(shown_as, number, "expected three tab-separated cells: nickname, card, source")
        found.append(Nickname(cells[0], cells[1], cells[2], number))
    return found
