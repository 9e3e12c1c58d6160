"""The German catalog of the interface as the tests read it: its messages' ids and strings, and
the pieces of English interface text the German site must not show."""

from __future__ import annotations

import re

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from indexer.paths import TRANSLATIONS_DIR

PO = TRANSLATIONS_DIR / "de" / "LC_MESSAGES" / "messages.po"
# A German placeholder may add a case or agreement to the name ("%(object:dat)s", see
# corpus/rules/text/german.py); the names must be the msgid's.
PLACEHOLDER = re.compile(r"%\((\w+)(?::[^)]*)?\)[sd]")


def catalog() -> Catalog:
    with open(PO, "rb") as f:
        return read_po(f, locale="de")


def strings(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


def ids(message: Message) -> list[str]:
    return list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]


def english_fragments() -> set[str]:
    """Pieces of English UI text (between placeholders) that the German site must not show."""
    fragments = set()
    for message in catalog():
        for english in ids(message) if message.id else []:
            for piece in PLACEHOLDER.split(english):
                piece = piece.strip(' .:;,()“”"')
                if len(piece) >= 8 and " " in piece and piece not in " ".join(strings(message)):
                    fragments.add(piece)
    return fragments
