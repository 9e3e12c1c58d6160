"""The Comprehensive Rules: contents, one page per section, rule and subrule, glossary entries.

A section ("7") lists its rules; a rule ("704") or subrule ("704.5") shows every rule under it
in full. A number that does not exist gets a 404 page that suggests the nearest rules.
"""

from __future__ import annotations

from typing import Any

from flask import abort, redirect, render_template, url_for
from werkzeug.wrappers import Response

from indexer.references import parent_number

from ..i18n import language_blueprint
from ..index_store import IndexStore, store
from ..rule_lookup import canonical, suggestions

bp = language_blueprint("rules", __name__)


@bp.get("/rules/")
def contents() -> str:
    index = store()
    sections = [n for n in index.rules["numbers"] if len(n) == 1]
    rules = [n for n in index.rules["numbers"] if len(n) == 3]
    return render_template(
        "rules_contents.html",
        sections=[(s, [r for r in rules if r[0] == s]) for s in sections],
        headings=index.rules["headings"],
    )


@bp.get("/rules/<number>")
def rule(number: str) -> str | Response | tuple[str, int]:
    index = store()
    payload = index.payload("rule", number)
    if payload is None:
        wanted = canonical(number)
        if wanted != number and index.stored("rule", wanted):
            return redirect(url_for("rules.rule", number=wanted), 301)
        return missing_rule(index, number)
    subrules = [] if len(number) == 1 else _subtree(index.rule_payloads(number), payload["children"])
    return render_template(
        "rule.html",
        rule=payload,
        subrules=subrules,
        ancestors=_ancestors(number),
        headings=index.rules["headings"],
    )


def missing_rule(index: IndexStore, number: str) -> tuple[str, int]:
    """The 404 page for a rule number, with links to the nearest existing rules."""
    near = [index.payload("rule", n) for n in suggestions(number, index.rules["numbers"])]
    return render_template("rule_missing.html", number=number, suggestions=[p for p in near if p]), 404


def _subtree(payloads: dict[str, dict[str, Any]], numbers: list[str]) -> list[dict[str, Any]]:
    """The rules `numbers` and everything under them, nested as the rules nest them."""
    return [
        {"rule": payloads[n], "children": _subtree(payloads, payloads[n]["children"])} for n in numbers if n in payloads
    ]


def _ancestors(number: str) -> list[str]:
    """"704.5y" -> ["7", "704", "704.5"]."""
    found: list[str] = []
    parent = parent_number(number)
    while parent:
        found.insert(0, parent)
        parent = parent_number(parent)
    return found


@bp.get("/glossary/<entry_id>")
def glossary_entry(entry_id: str) -> str:
    payload = store().payload("glossary", entry_id)
    if payload is None:
        abort(404)
    return render_template("glossary_entry.html", entry=payload)
