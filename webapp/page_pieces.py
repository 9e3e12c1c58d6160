"""Pieces of every page that are the same on all pages of one language and index generation,
rendered once for each: the footer (the rules it names are the index's) and the search box
(the same but for the query it holds). Rendered on every page, the footer cost 0.3 ms, a sixth
of rendering a results page, and the search box, with its ten messages and three addresses, a
twentieth (cProfile over 300 searches)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from flask import Flask, current_app, get_template_attribute, render_template
from jinja2.environment import TemplateModule
from markupsafe import Markup, escape

from indexer.search.index_store import IndexUnavailable

from .i18n import page_locale
from .index_store import store

T = TypeVar("T")
# Stands for the query while the search box is rendered once: plain letters, which escaping
# leaves as they are, and which no message of the box contains.
_QUERY_SLOT = "SEARCHBOXQUERYSLOT"


def _once(key: Hashable, render: Callable[[], T]) -> T:
    """`render()` in the page's language, once per index generation; error pages, which render
    without an index, render it each time."""
    try:
        return store().memo((key, page_locale()), render)
    except IndexUnavailable:
        return render()


def macro_once(template: str, name: str, *args: Hashable) -> Markup:
    """What the macro `name` of `template` renders for `args` in the page's language, rendered
    once per index generation (a macro whose output depends on nothing else)."""
    return _once((template, name, args), lambda: Markup(get_template_attribute(template, name)(*args)))


def site_footer() -> Markup:
    """The footer in the page's language."""
    return _once("footer", lambda: Markup(render_template("_footer.html")))


def search_box(query: Any) -> Markup:
    """The search box (macros/search.html, `search_form`) holding `query` (none: an undefined
    or empty value)."""
    before, after = _once("search box", _around_query)
    return before + escape(query or "") + after


def _around_query() -> tuple[Markup, Markup]:
    """The search box's HTML before and after the query it holds."""
    rendered = str(get_template_attribute("macros/search.html", "search_form")(_QUERY_SLOT))
    before, after = rendered.split(_QUERY_SLOT)
    return Markup(before), Markup(after)


def template_module(name: str) -> TemplateModule:
    """The macros of the template `name` as `{% from name import ... %}` gives them (its module
    made without a page's context, once), without the check the import makes of the page's
    globals against the template's on every page (a set difference through a ChainMap: some
    30 µs a results page)."""
    return current_app.jinja_env.get_template(name).module


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(site_footer=site_footer, search_box=search_box, template_module=template_module)
