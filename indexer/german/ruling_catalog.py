"""Ruling translations as gettext catalogs, the format translators' tools (Poedit, Lokalize,
Weblate, msgmerge) already handle.

One entry per ruling: `msgctxt` is the ruling id, `msgid` the English text, `msgstr` the
German text. The cards are the entry's references (`#: cards/charming-scoundrel`, the card's
address on the site), and extracted comments (`#.`) tell the translator the cards' German
names and, for a partial text, the English left in it. An entry marked fuzzy is a draft and is
never used. Two files use this format: the export of what needs German (export_translations)
and `translations/rulings/de.po`, the community translations the indexer reads (see
community_translations).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, read_po, write_po

from indexer.assembly.identity import ruling_id

from ..errors import CorpusError
from .translation_checks import translation_problems

# Under the translations folder: the file the indexer reads, and the default export.
COMMUNITY_PATH = Path("rulings") / "de.po"
EXPORT_PATH = Path("rulings") / "de-todo.po"
CARD_PREFIX = "cards/"  # a card's reference: its address on the site, without the language
_FORMAT_FLAGS = {"python-format", "python-brace-format"}  # Babel guesses these; rulings are not formats
WIDTH = 100


def new_catalog(header_comment: str) -> Catalog:
    return Catalog(
        locale="de",
        header_comment=header_comment,
        project="rulings",
        version="0.1",
        copyright_holder="Rulings developers",
        msgid_bugs_address="https://github.com/rulings",
        language_team="German",
        fuzzy=False,
    )


def add_entry(
    catalog: Catalog,
    rid: str,
    english: str,
    german: str,
    *,
    cards: list[str],
    comments: tuple[str, ...] = (),
    user_comments: tuple[str, ...] = (),
    fuzzy: bool = False,
) -> Message:
    """One ruling's entry; `cards` are card ids, written as references."""
    message = catalog.add(
        english,
        german,
        locations=[(f"{CARD_PREFIX}{card}", None) for card in cards],  # type: ignore[misc]  # no line: Babel writes the name alone
        flags=["fuzzy"] if fuzzy else [],
        auto_comments=list(comments),
        user_comments=list(user_comments),
        context=rid,
    )
    message.flags -= _FORMAT_FLAGS
    return message


def card_ids(message: Message) -> list[str]:
    """The cards an entry names in its references."""
    return [path.removeprefix(CARD_PREFIX) for path, _ in message.locations if path.startswith(CARD_PREFIX)]


def read_catalog(path: Path, shown_as: str) -> Catalog:
    """The catalog at `path`; a file that is not a readable catalog is a CorpusError."""
    try:
        with open(path, "rb") as f:
            return read_po(f, locale="de", abort_invalid=True)
    except (PoFileError, UnicodeDecodeError, ValueError) as exc:
        raise CorpusError(shown_as, _line_of(exc), f"not a readable gettext catalog: {exc}") from None


def _line_of(exc: Exception) -> int | None:
    """Babel counts the lines of a PoFileError from 0."""
    lineno = getattr(exc, "lineno", None)
    return lineno + 1 if lineno is not None else None


def write_catalog(catalog: Catalog, path: Path) -> None:
    """Write the whole file or nothing: a reader never sees half a catalog."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    with open(tmp, "wb") as f:
        write_po(f, catalog, width=WIDTH)
    os.replace(tmp, path)


def entries(catalog: Catalog) -> Iterator[Message]:
    """Every ruling entry (not the header)."""
    return (message for message in catalog if message.id)


def entry_problems(message: Message) -> list[str]:
    """Why a translated entry cannot be used: its id must be the id of its English text (an
    edited msgid is no longer the ruling's text), and the translation must pass the checks."""
    if not isinstance(message.id, str):
        return ["a plural entry is not a ruling"]
    if not message.context:
        return ["the entry has no ruling id (msgctxt)"]
    if ruling_id("en", message.id) != message.context:
        return [f"msgid is not the English text of ruling {message.context} (was it edited?)"]
    return translation_problems(message.id, german_text(message))


def german_text(message: Message) -> str:
    """The translation of a ruling's entry; a plural entry (no ruling, see entry_problems) has none."""
    return message.string if isinstance(message.string, str) else ""


def translated(message: Message) -> bool:
    """Whether the entry holds a German text to use: not a draft (fuzzy), not left empty."""
    return not message.fuzzy and message.string != ""
