"""Which release of the Comprehensive Rules the site serves in each language.

The build records each release's language and effective date in the index's meta file; pages
show them in the footer and on rule pages. Error pages render without an index, so a missing
index means no releases rather than an error.
"""

from __future__ import annotations

from typing import Any

from flask import Flask

from indexer.search.index_store import IndexUnavailable

from .index_store import store


def releases() -> dict[str, dict[str, Any]]:
    """Language -> {"lang", "effective", "title"} of the rules the index holds."""
    try:
        meta = store().meta
    except IndexUnavailable:
        return {}
    return {release["lang"]: release for release in meta.get("releases", [])}


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(releases=releases)
