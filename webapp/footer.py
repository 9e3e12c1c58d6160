"""The site's footer: the same on every page of one language and index generation (the rules it
names are the index's), so it is rendered once for each. Rendered on every page it cost 0.3 ms,
a sixth of rendering a results page (cProfile over 500 searches)."""

from __future__ import annotations

from flask import Flask, render_template
from markupsafe import Markup

from indexer.search.index_store import IndexUnavailable

from .i18n import page_locale
from .index_store import store


def site_footer() -> Markup:
    """The footer in the page's language; error pages, which render without an index, render it each time."""
    try:
        return store().memo(("footer", page_locale()), _rendered)
    except IndexUnavailable:
        return _rendered()


def _rendered() -> Markup:
    return Markup(render_template("_footer.html"))


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(site_footer=site_footer)
