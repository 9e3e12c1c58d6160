"""The documents the site's texts come from: a list, and a page each (who published it, in
which language, what it gives), where a ruling's or article's source line leads."""

from __future__ import annotations

from typing import Any

from flask import abort, render_template

from ..i18n import language_blueprint
from ..index_store import store

bp = language_blueprint("sources", __name__)

# The list's groups, in order: the rules, then what gives rulings and cards, then articles.
RULES, RULINGS, ARTICLES = "rules", "rulings", "articles"
_GROUP_OF_FORMAT = {"comprehensive-rules": RULES, "keyword-article": ARTICLES}


def grouped(sources: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    """The sources by group (RULES, RULINGS, ARTICLES; a group without any left out), each
    newest first, as the page says: a release of the rules by the day it took effect, a source
    of rulings by its newest ruling; one without a date last."""
    newest_first = sorted(sources, key=lambda s: s.get("effective") or s.get("rulings_to") or "", reverse=True)
    groups = [
        (group, [s for s in newest_first if _GROUP_OF_FORMAT.get(s["format"], RULINGS) == group])
        for group in (RULES, RULINGS, ARTICLES)
    ]
    return [(group, members) for group, members in groups if members]


@bp.get("/sources/")
def source_list() -> str:
    return render_template("sources.html", groups=grouped(store().sources))


@bp.get("/sources/<source_id>")
def source(source_id: str) -> str:
    found = next((s for s in store().sources if s["id"] == source_id), None)
    if found is None:
        abort(404)
    return render_template("source.html", source=found)
