"""`python -m indexer export-translations`: the rulings that need German, as a gettext catalog.

A ruling without German text gets an entry with an empty msgstr; one whose German text is
partial gets that text marked fuzzy, a draft to finish, with the English left in it named in a
comment. Rulings whose German is complete are left out. Each entry names its cards (as
references, and with their German names in a comment: a translation should use the printed
German names) and its ruling id (msgctxt), so the import can put the translation back where
it belongs even after the corpus has grown.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from indexer.assembly.model import MISSING, PARTIAL, Card, Corpus, Ruling

from .ruling_catalog import add_entry, new_catalog, write_catalog

HEADER = """\
# German translations of Magic: The Gathering rulings: the rulings whose German text is missing
# or partial, exported {day} by `python -m indexer export-translations`.
# msgid is the English ruling, msgstr its German text. A partial text is marked fuzzy: translate
# the English left in it (the entry's comment names it), then clear the fuzzy flag. Keep mana
# symbols ({{T}}, {{1}}, {{W/U}}) and rule numbers exactly as they are, and use the cards' printed
# German names. Bring the file back with `python -m indexer import-translations FILE`.
#"""
CARDS_NAMED = 10  # a ruling shared by many cards names the first ones (the references list all)


@dataclass
class ExportResult:
    path: Path
    missing: int = 0
    partial: int = 0

    def lines(self) -> list[str]:
        total = self.missing + self.partial
        return [f"exported {total} rulings ({self.missing} missing, {self.partial} partial) to {self.path}"]


def export_translations(corpus: Corpus, path: Path, today: date) -> ExportResult:
    catalog = new_catalog(HEADER.format(day=today.isoformat()))
    result = ExportResult(path)
    for rid, status in corpus.german.items():
        ruling = corpus.rulings[rid]
        if "en" not in ruling.texts or status.status not in (MISSING, PARTIAL):
            continue
        cards = [corpus.cards[c] for c in ruling.card_ids]
        comments: tuple[str, ...] = (_about(ruling), _card_names(cards))
        german = ""
        if status.status == PARTIAL:
            german = ruling.texts["de"].text
            english = ", ".join(f"“{german[start:end]}”" for start, end in status.english)
            comments += (f"English left in the German text: {english}",)
            result.partial += 1
        else:
            result.missing += 1
        add_entry(
            catalog,
            rid,
            ruling.texts["en"].text,
            german,
            cards=[c.id for c in cards],
            comments=comments,
            fuzzy=status.status == PARTIAL,
        )
    write_catalog(catalog, path)
    return result


def _about(ruling: Ruling) -> str:
    when = f" of {ruling.date.isoformat()}" if ruling.date else ""
    return f"Ruling {ruling.id}{when}: /de/rulings/{ruling.id}"


def _card_names(cards: list[Card]) -> str:
    """ "Cards: Charming Scoundrel (German: Charmante Halunkin), …", the first CARDS_NAMED."""
    names = []
    for card in cards[:CARDS_NAMED]:
        english, german = card.display_name("en"), card.display_name("de")
        names.append(english if german == english else f"{english} (German: {german})")
    more = f" and {len(cards) - CARDS_NAMED} more" if len(cards) > CARDS_NAMED else ""
    return "Cards: " + ", ".join(names) + more
