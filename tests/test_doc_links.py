"""Every relative link of the documents a reader starts from points at something that exists.

The README, CONTRIBUTING.md and docs/*.md link one another and into the tree, down to a heading
(`docs/search.md#relevance`); when a file moves or a heading is renamed, the link breaks
silently. Anchors are GitHub's: the heading in lower case, without punctuation, spaces as
hyphens, a repeated heading numbered (`-1`, `-2`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
DOCUMENTS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md"))]
_FENCE = re.compile(r"^```.*?^```", flags=re.M | re.S)
_CODE = re.compile(r"`[^`\n]*`")
_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
_ABSOLUTE = re.compile(r"[a-z][a-z0-9+.-]*:")
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*$", flags=re.M)


def _prose(text: str) -> str:
    """The text without code, where brackets and parentheses are no links."""
    return _CODE.sub("", _FENCE.sub("", text))


def links(text: str) -> list[str]:
    """The targets of a Markdown text's links and images."""
    return _LINK.findall(_prose(text))


def anchors(text: str) -> set[str]:
    """The anchors GitHub gives a Markdown text's headings."""
    counts: dict[str, int] = {}
    found = set()
    for heading in _HEADING.findall(_FENCE.sub("", text)):
        slug = re.sub(r"[^\w\- ]", "", heading.replace("`", "").strip().lower()).replace(" ", "-")
        repeated = counts.get(slug, 0)
        counts[slug] = repeated + 1
        found.add(f"{slug}-{repeated}" if repeated else slug)
    return found


def _exists(document: Path, target: str) -> bool:
    """Whether a relative link of `document` finds its file, and the heading it names in it."""
    path, _, anchor = target.partition("#")
    linked = (document.parent / path).resolve() if path else document
    if not linked.exists():
        return False
    return not anchor or linked.suffix != ".md" or anchor in anchors(linked.read_text(encoding="utf-8"))


def broken(document: Path) -> list[str]:
    """The relative links of `document` whose file, or heading in that file, does not exist."""
    return [
        t for t in links(document.read_text(encoding="utf-8")) if not _ABSOLUTE.match(t) and not _exists(document, t)
    ]


def test_anchors_are_githubs() -> None:
    text = (
        "# Where the time went, and what changed\n## `GET /api/search`\n## Notes\n## Notes\n```\n# not a heading\n```\n"
    )
    assert anchors(text) == {"where-the-time-went-and-what-changed", "get-apisearch", "notes", "notes-1"}


def test_links_in_code_are_no_links() -> None:
    assert links("See [the API](docs/api.md#get-apisearch) and ![chart](a.svg), not `[x](y)`.\n```\n[z](w)\n```") == [
        "docs/api.md#get-apisearch",
        "a.svg",
    ]


def test_a_missing_file_or_heading_is_broken(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# Present\n", encoding="utf-8")
    document = tmp_path / "doc.md"
    document.write_text(
        "# Here\n[a](other.md#present) [b](other.md#absent) [c](gone.md) [d](#here) [e](#nowhere) [f](https://x.org/#y)",
        encoding="utf-8",
    )
    assert broken(document) == ["other.md#absent", "gone.md", "#nowhere"]


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(ROOT)))
def test_relative_links_point_at_what_exists(document: Path) -> None:
    assert links(document.read_text(encoding="utf-8")), f"{document.name} links nothing: the pattern misses its links"
    assert broken(document) == []
