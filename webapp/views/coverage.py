"""The translation coverage page: how many rulings have German text, per status and per card,
which need work, and the German texts without an English original (computed by the indexer,
see indexer/coverage.py); and how many rulings have a runnable example, per kind of rule
(indexer/example_rules.py)."""

from __future__ import annotations

from flask import render_template

from indexer.assembly.model import STATUSES

from ..i18n import language_blueprint
from ..index_store import store

bp = language_blueprint("coverage", __name__)


@bp.get("/coverage")
def coverage() -> str:
    covered = store().coverage
    counts = {status: covered.get("counts", {}).get(status, 0) for status in STATUSES}
    return render_template(
        "coverage.html",
        coverage=covered,
        counts=counts,
        total=sum(counts.values()),
        examples=store().examples.get("coverage", {}),
        headings=store().rules["headings"],
    )
