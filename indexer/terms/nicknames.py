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

from .tsv_rows import tsv_rows

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
    expected = "expected three tab-separated cells: nickname, card, source"
    rows = tsv_rows(path, shown_as, HEADER, expected)
    return [Nickname(nickname, card, source, number) for number, (nickname, card, source) in rows]
