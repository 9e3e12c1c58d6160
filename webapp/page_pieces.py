"""Pieces of every page that are the same on all pages of one language and index generation,
rendered once for each: the layout (_layout.html: head, header with the search box and the
language switch, footer; the rules the footer names are the index's), with slots for what
differs from page to page. Rendered on every page, the footer cost 0.3 ms, a sixth of rendering
a results page, and the search box, with its ten messages and three addresses, a twentieth
(cProfile over 300 searches); the rest of the layout, with some 30 calls of template functions,
was a fifth of rendering the help page."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from typing import Any, NamedTuple, TypeVar

from flask import Flask, current_app, get_template_attribute, render_template, request
from flask_babel import lazy_gettext as _l
from jinja2.environment import TemplateModule
from markupsafe import Markup, escape

from indexer.search.index_store import IndexUnavailable

from .i18n import LOCALES, alternate_urls, page_locale, x_default_url
from .index_store import store
from .links import switch_url

T = TypeVar("T")
# A slot of the layout while it is rendered once: plain letters, which escaping leaves as they
# are, and which no message of the layout contains.
_SLOT_START, _SLOT_END = "PAGESLOT", "TOLSEGAP"
_SLOT = re.compile(f"{_SLOT_START}([a-z_]+){_SLOT_END}")
# The slots a page fills itself (its template's blocks): the frame is cut there.
_PAGE_SLOTS = ("title", "content")
# What the site is, for a page that says nothing more particular of itself.
SITE_DESCRIPTION = _l(
    "Magic: The Gathering rulings and Comprehensive Rules in English and German, searchable, with runnable examples."
)
_ALTERNATE = Markup('\n  <link rel="alternate" hreflang="%s" href="%s">')
_X_DEFAULT = Markup('\n  <link rel="alternate" hreflang="x-default" href="%s">')
_NOT_INDEXED = Markup('\n  <meta name="robots" content="noindex, follow">')


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


class Frame(NamedTuple):
    """A page's layout around its title and content."""

    top: Markup  # up to the title
    middle: Markup  # from the title to the content
    bottom: Markup  # after the content


def page_frame(runs_examples: Any, query: Any, description: Any = None) -> Frame:
    """The layout of the page being rendered, for a page that runs examples or not, holding
    `query` in its search box (none: an undefined or empty value), described by `description`
    (a ruling's or a rule's first words: what a link shared in a chat shows as its preview;
    the site's own description where a page gives none)."""
    runs = bool(runs_examples)
    parts = _once(("layout", runs), lambda: _layout_parts(runs))
    values = {
        "head_links": _head_links(),
        "query": escape(query or ""),
        "description": escape(description or str(SITE_DESCRIPTION)),
        **_switch_links(),
    }
    cuts: list[Markup] = []
    pieces = [parts[0]]
    for name, text in zip(parts[1::2], parts[2::2], strict=True):
        if name in _PAGE_SLOTS:
            cuts.append(Markup("".join(pieces)))
            pieces = [text]
        else:
            pieces += (values[name], text)
    top, middle = cuts
    return Frame(top, middle, Markup("".join(pieces)))


def _layout_parts(runs_examples: bool) -> list[str]:
    """The layout's HTML cut at its slots: text, slot name, text, ... (the page's slots, title
    and content, in this order)."""
    names = ("title", "content", "head_links", "query", "description")
    slots = {name: f"{_SLOT_START}{name}{_SLOT_END}" for name in names}
    slots.update({f"switch_{lang}": f"{_SLOT_START}switch_{lang}{_SLOT_END}" for lang in LOCALES})
    return _SLOT.split(render_template("_layout.html", slots=slots, runs_examples=runs_examples))


def _head_links() -> str:
    """The page's <link>s to itself in every language, and to the page for hreflang x-default;
    a page of results (a search, an example's run) asks crawlers not to index it but to follow
    its links: each filter, page and value makes another address of the same documents, which
    have pages of their own (a tester's review)."""
    links = [_ALTERNATE % (lang, url) for lang, url in alternate_urls(external=True).items()]
    x_default = x_default_url()
    if x_default:
        links.append(_X_DEFAULT % x_default)
    if request.endpoint == "examples.run" or (request.endpoint == "pages.home" and request.args):
        links.append(_NOT_INDEXED)
    return "".join(links)


def _switch_links() -> dict[str, Markup]:
    """The language switch's link to this page in each other language (to the language's start
    page for a page that has no address in it)."""
    alternates = alternate_urls()
    lang = page_locale()
    return {
        f"switch_{other}": escape(switch_url(other, alternates.get(other, f"/{other}/")))
        for other in LOCALES
        if other != lang
    }


def template_module(name: str) -> TemplateModule:
    """The macros of the template `name` as `{% from name import ... %}` gives them (its module
    made without a page's context, once), without the check the import makes of the page's
    globals against the template's on every page (a set difference through a ChainMap: some
    30 µs a results page)."""
    return current_app.jinja_env.get_template(name).module


def rendered(template: str, **context: Any) -> Markup:
    """A piece of a page: `template` rendered with `context`."""
    return Markup(render_template(template, **context))


def rendered_once(template: str, **context: Any) -> Markup:
    """A piece of a page that depends on nothing but its language, the application's root and
    the index, rendered once a worker and index generation: the learned term list's 6,790 rows
    had taken 236 ms to render on every request, the glossary index's 2,000 entries 81 ms."""
    key = ("rendered", template, page_locale(), request.script_root)
    return store().memo(key, lambda: rendered(template, **context))


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(page_frame=page_frame, template_module=template_module)
