"""`python -m indexer import-translations FILE`: checked translations into the corpus.

Every entry of the translated catalog is checked (see ruling_catalog.entry_problems: the
ruling id must fit the English text, mana symbols and rule numbers must match, the German text
must not be empty or the English again). Each problem is reported with the entry's line; the
valid translations are merged into `translations/rulings/de.po`, the file the indexer reads,
each marked with the day of the import (the site shows it). Drafts (fuzzy) and entries left
untranslated are skipped and counted. A translation that still contains English is merged, with
a note: the site will show it as partial.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from .community_translations import imported_comment
from .english_fragments import EnglishFinder
from .ruling_catalog import (
    COMMUNITY_PATH,
    add_entry,
    card_ids,
    entries,
    entry_problems,
    german_text,
    new_catalog,
    read_catalog,
    write_catalog,
)

HEADER = """\
# Community translations of Magic: The Gathering rulings into German: a corpus input of the
# indexer. Every entry was checked and merged by `python -m indexer import-translations`; the
# site shows these texts as community translations, with the day of their import. Entries
# marked fuzzy or left empty are not used.
#"""


@dataclass
class ImportResult:
    target: Path
    merged: int = 0
    fuzzy: int = 0
    untranslated: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [f"problem: {p}" for p in self.problems] + [f"note: {n}" for n in self.notes]
        out.append(
            f"translations merged into {self.target}: {self.merged}; skipped: {self.fuzzy} fuzzy, "
            f"{self.untranslated} untranslated; problems: {len(self.problems)}"
        )
        return out


def import_translations(file: Path, translations_dir: Path, finder: EnglishFinder, today: date) -> ImportResult:
    """Check every entry of `file` and merge the valid translations (nothing when none is)."""
    target = translations_dir / COMMUNITY_PATH
    result = ImportResult(target)
    incoming = read_catalog(file, str(file))
    community = read_catalog(target, str(target)) if target.is_file() else new_catalog(HEADER)
    comment = imported_comment(today, file.name)
    for message in entries(incoming):
        if message.fuzzy:
            result.fuzzy += 1
            continue
        if message.string == "":
            result.untranslated += 1
            continue
        problems = entry_problems(message)
        result.problems += [f"{file}:{message.lineno}: {problem}" for problem in problems]
        if problems:
            continue
        english = finder.fragments(german_text(message))
        if english:
            left = ", ".join(f"“{f.text}”" for f in english)
            result.notes.append(
                f"{file}:{message.lineno}: English left in the translation ({left}): it will show as partial"
            )
        _merge(community, message, comment)
        result.merged += 1
    if result.merged:
        write_catalog(community, target)
    return result


def _merge(community: Catalog, message: Message, comment: str) -> None:
    """Add the translation, or replace the one the ruling had (keeping its place in the file).
    The export's comments are for the translator and would go stale here: only the cards and
    the import are noted."""
    known = community.get(message.id, context=message.context)
    if known is None:
        add_entry(
            community,
            str(message.context),
            str(message.id),
            german_text(message),
            cards=card_ids(message),
            user_comments=(comment,),
        )
        return
    known.string = message.string
    known.locations = list(message.locations)
    known.user_comments = [comment]
