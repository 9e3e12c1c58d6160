"""Format `keyword-article`: an explainer article such as seed 001 ("Role").

Line 1 is the title, line 2 "Category · level", then the summary paragraph. A short line with
no closing punctuation starts a section; lines starting with "- " are its bullets; a line made
only of bracketed rule numbers ("[303.7a] [704.5y]") lists the rules the article cites; a
line made only of bracketed items, one of which is not a rule number ("[704.5z] [abc]"), is an
error.
"""

from __future__ import annotations

import re

from indexer.assembly.identity import slug
from indexer.assembly.model import Article, ArticleSection, Origin, Parsed
from indexer.citations.references import ANY_NUMBER
from indexer.sources.manifest import DocumentSpec
from indexer.sources.textfile import read_lines

from ..errors import CorpusError

# A line made only of bracketed items is a rule reference line, and each item must be a number.
_REF_LINE = re.compile(r"^(\s*\[[^\[\]]*\])+\s*$")
_REF = re.compile(r"\[([^\[\]]*)\]")
_RULE_NUMBER = re.compile(ANY_NUMBER)
_HEADING_MAX = 60


def parse_article(spec: DocumentSpec) -> Parsed:
    lines = read_lines(spec.path, spec.relpath)
    if len(lines) < 3:
        raise CorpusError(spec.relpath, len(lines), "needs a title, a category line and a summary")
    title = lines[0].strip()
    category, separator, level = lines[1].partition("·")
    if not title or not separator:
        raise CorpusError(spec.relpath, 2, "line 2 must read 'Category · level'")
    summary: list[str] = []
    sections: list[ArticleSection] = []
    refs: list[str] = []
    refs_heading = ""
    for number, raw in enumerate(lines[2:], start=3):
        line = raw.strip()
        if not line:
            continue
        if _REF_LINE.match(line):
            if sections and not (sections[-1].bullets or sections[-1].paragraphs):
                refs_heading = sections.pop().heading
            refs.extend(_rule_numbers(line, spec.relpath, number))
        elif line.startswith("- "):
            if not sections:
                raise CorpusError(spec.relpath, number, "a bullet before the first section heading")
            sections[-1].bullets.append(line[2:].strip())
        elif _is_heading(line) and summary:
            sections.append(ArticleSection(heading=line))
        elif sections:
            sections[-1].paragraphs.append(line)
        else:
            summary.append(line)
    if not summary:
        raise CorpusError(spec.relpath, 3, "the summary is missing")
    article = Article(
        id=slug(title),
        lang=spec.lang,
        title=title,
        category=category.strip(),
        level=level.strip(),
        summary=" ".join(summary),
        sections=sections,
        rule_refs=refs,
        refs_heading=refs_heading,
        source=spec.source(),
        origin=Origin(spec.relpath, 1),
    )
    return Parsed(articles=[article])


def _rule_numbers(line: str, path: str, number: int) -> list[str]:
    """The numbers of a reference line. Anything else in brackets is an error, not prose: such
    a line is meant as references, and a heading or paragraph made of it would hide the typo."""
    items = _REF.findall(line)
    for item in items:
        if not _RULE_NUMBER.fullmatch(item):
            raise CorpusError(path, number, f"[{item}] is not a rule number (like [303.7a], [704] or [7])")
    return items


def _is_heading(line: str) -> bool:
    return len(line) <= _HEADING_MAX and line[-1] not in '.!?:;,"”)'
