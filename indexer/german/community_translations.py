"""Community translations of rulings (`translations/rulings/de.po`), as a corpus input.

`python -m indexer import-translations` fills the file with checked translations; the build
reads it like any corpus file: an entry that breaks the checks (someone edited the file by
hand) stops the build with its line. A translation gives its ruling the German text where the
ruling has none or only a partial one (English left in it); a complete German text from a
corpus document is kept, and the build says so. Drafts (fuzzy) and empty entries are skipped.
The site names the source "community translation", with the date of the import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from indexer.assembly.model import Corpus, Origin, RulingText, Source

from ..errors import CorpusError
from .english_fragments import EnglishFinder
from .ruling_catalog import COMMUNITY_PATH, entries, entry_problems, german_text, read_catalog, translated

TITLE = "Community translation"
_IMPORTED = re.compile(r"\bimported (\d{4}-\d{2}-\d{2})\b")


@dataclass(frozen=True)
class CommunityText:
    ruling_id: str
    german: str
    line: int
    imported: date | None


def imported_comment(day: date, file_name: str) -> str:
    """The translator comment the import writes on each entry it merges."""
    return f"imported {day.isoformat()} from {file_name}"


def read_community(translations_dir: Path) -> tuple[Source, list[CommunityText]]:
    """The translations to use, with the file as their Source; none when there is no file."""
    path = translations_dir / COMMUNITY_PATH
    shown = f"{translations_dir.name}/{COMMUNITY_PATH.as_posix()}"
    source = Source(shown, TITLE, "de", community=True)
    if not path.is_file():
        return source, []
    texts = []
    for message in entries(read_catalog(path, shown)):
        if not translated(message):
            continue
        problems = entry_problems(message)
        if problems:
            raise CorpusError(shown, message.lineno, "; ".join(problems))
        texts.append(
            CommunityText(
                str(message.context), german_text(message), message.lineno or 0, _imported(message.user_comments)
            )
        )
    return source, texts


def _imported(comments: list[str]) -> date | None:
    for comment in comments:
        match = _IMPORTED.search(comment)
        if match:
            return date.fromisoformat(match.group(1))
    return None


def apply_community(corpus: Corpus, source: Source, texts: list[CommunityText], finder: EnglishFinder) -> None:
    """Give each ruling its community translation where its German text is missing or partial."""
    for text in texts:
        where = f"{source.path}:{text.line}"
        ruling = corpus.rulings.get(text.ruling_id)
        if ruling is None or "en" not in ruling.texts:
            corpus.warnings.append(
                f"{where}: translation of ruling {text.ruling_id}, which the corpus does not have "
                "(its English text may have changed): not used"
            )
            continue
        known = ruling.texts.get("de")
        if known and not finder.fragments(known.text):
            corpus.warnings.append(
                f"{where}: ruling {text.ruling_id} already has a complete German text "
                f"({known.origin.path}:{known.origin.line}): the community translation is not used"
            )
            continue
        ruling.texts["de"] = RulingText(
            "de", text.german, source, Origin(source.path, text.line), None, imported=text.imported
        )
