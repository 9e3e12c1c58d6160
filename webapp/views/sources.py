"""The documents the site's texts come from: a list, and a page each (who published it, in
which language, what it gives), where a ruling's or article's source line leads."""

from __future__ import annotations

from flask import abort, render_template

from ..i18n import language_blueprint
from ..index_store import store

bp = language_blueprint("sources", __name__)


@bp.get("/sources/")
def source_list() -> str:
    return render_template("sources.html", sources=store().sources)


@bp.get("/sources/<source_id>")
def source(source_id: str) -> str:
    found = next((s for s in store().sources if s["id"] == source_id), None)
    if found is None:
        abort(404)
    return render_template("source.html", source=found)
