"""The translation coverage page: how many rulings have German text, per status and per card,
which need work, and the German texts without an English original (computed by the indexer,
see indexer/coverage.py)."""

from __future__ import annotations

from flask import Blueprint, render_template

from indexer.model import STATUSES

from ..i18n import LANG_PREFIX, add_lang_code, pull_lang_code
from ..index_store import store

bp = Blueprint("coverage", __name__, url_prefix=LANG_PREFIX)
bp.url_value_preprocessor(pull_lang_code)
bp.url_defaults(add_lang_code)


@bp.get("/coverage")
def coverage() -> str:
    covered = store().coverage
    counts = {status: covered.get("counts", {}).get(status, 0) for status in STATUSES}
    return render_template("coverage.html", coverage=covered, counts=counts, total=sum(counts.values()))
