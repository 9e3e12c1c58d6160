"""The editors' report: rule references that do not resolve, whose rule is off the subject
of the text citing them (computed by the indexer, see indexer/subjects.py), or whose rule a
release after the citing text changed (see indexer/rule_releases.py)."""

from __future__ import annotations

from typing import Any

from flask import render_template, url_for

from indexer.side_files import CHANGED_SINCE, OFF_SUBJECT, OTHER_THAN_ORIGINAL, UNRESOLVED

from ..i18n import language_blueprint
from ..index_store import store

bp = language_blueprint("report", __name__)

_PAGES = {
    "ruling": ("pages.ruling", "ruling_id"),
    "article": ("pages.article", "article_id"),
    "rule": ("rules.rule", "number"),
    "glossary": ("rules.glossary_entry", "entry_id"),
}


@bp.get("/report")
def report() -> str:
    items = [{**item, "url": _document_url(item)} for item in store().report]
    groups = [
        (reason, found)
        for reason in (OFF_SUBJECT, UNRESOLVED, OTHER_THAN_ORIGINAL, CHANGED_SINCE)
        if (found := [item for item in items if item["reason"] == reason])
    ]
    return render_template("report.html", groups=groups, total=len(items))


def _document_url(item: dict[str, Any]) -> str:
    """The page of the document a reference stands in."""
    endpoint, argument = _PAGES[item["kind"]]
    return url_for(endpoint, **{argument: item["id"]})
