"""The Comprehensive Rules: one page per rule number, and glossary entries."""

from __future__ import annotations

from flask import Blueprint, abort, render_template

from ..i18n import LANG_PREFIX, add_lang_code, pull_lang_code
from ..index_store import store

bp = Blueprint("rules", __name__, url_prefix=LANG_PREFIX)
bp.url_value_preprocessor(pull_lang_code)
bp.url_defaults(add_lang_code)


@bp.get("/rules/<number>")
def rule(number: str) -> str:
    index = store()
    payload = index.payload("rule", number)
    if payload is None:
        abort(404)
    children = [index.payload("rule", child) for child in payload["children"]]
    return render_template("rule.html", rule=payload, children=[c for c in children if c])


@bp.get("/glossary/<entry_id>")
def glossary_entry(entry_id: str) -> str:
    payload = store().payload("glossary", entry_id)
    if payload is None:
        abort(404)
    return render_template("glossary_entry.html", entry=payload)
