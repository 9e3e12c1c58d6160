"""The message catalog of the request's language, found once per request.

Flask-Babel finds the catalog anew for every message it translates (the request's Babel
context, its domain, the locale, a cache keyed by both: some 10 µs a call), and a page
translates 40 to 70 messages: a fifth of rendering a results page went there. Flask-Babel fixes
a request's locale the first time it is asked, so its catalog cannot change within the request
either: it is kept on `g` here, and the templates' `_()` and `ngettext()` and the labels of
Python code translate through it.
"""

from __future__ import annotations

from functools import lru_cache

from babel.support import NullTranslations
from flask import Flask, current_app, g, has_app_context
from flask_babel import get_translations
from jinja2 import pass_eval_context
from jinja2.nodes import EvalContext
from markupsafe import Markup

from .i18n import locale_name


def translations() -> NullTranslations:
    """The request's catalog (Flask-Babel's, found on the first call of the request); outside
    an application context, Flask-Babel's catalog that translates nothing."""
    if not has_app_context():
        return get_translations()
    found = g.get("translations")
    if found is None:
        found = g.translations = _catalog(locale_name())
    return found


def _catalog(locale: str) -> NullTranslations:
    """Flask-Babel's catalog of `locale`, kept by the worker: Flask-Babel keeps each locale's
    catalog for good too (its domain's cache), but finding it there went through its context,
    its domain and the locale again (some 12 µs a request)."""
    kept = current_app.extensions.setdefault("catalogs", {})
    found = kept.get(locale)
    if found is None:
        found = kept[locale] = get_translations()
    return found


def gettext(string: str, **variables: object) -> str:
    """`string` translated, with `variables` put in (as Flask-Babel's gettext)."""
    text = translations().ugettext(string)
    return text % variables if variables else text


def markup_gettext(string: str, **variables: object) -> Markup:
    """`string` translated as markup, with `variables` put in escaped unless they are markup
    themselves (a name marked with its language), as the templates' `_()` puts them in."""
    return Markup(translations().ugettext(string)) % variables


def markup_ngettext(singular: str, plural: str, num: int, **variables: object) -> Markup:
    """The form for `num` translated as markup, as the templates' `ngettext()` gives it."""
    variables.setdefault("num", num)
    return Markup(translations().ungettext(singular, plural, num)) % variables


def ngettext(singular: str, plural: str, num: int, **variables: object) -> str:
    """The form for `num` translated, with `num` and `variables` put in (as Flask-Babel's)."""
    variables.setdefault("num", num)
    return translations().ungettext(singular, plural, num) % variables


@pass_eval_context
def template_gettext(eval_ctx: EvalContext, string: str, /, **variables: object) -> str:
    """The templates' `_()` and `gettext()`: Jinja's newstyle gettext (escaped where the template
    escapes, always a format string), called directly: Jinja's own passes each message through
    three template calls (its `_` alias, its wrapper, the catalog's function), and a help page
    translates some 60 messages."""
    if not variables:
        return _constant(translations(), string, eval_ctx.autoescape)
    text = translations().ugettext(string)
    return (Markup(text) if eval_ctx.autoescape else text) % variables


@lru_cache(maxsize=4096)
def _constant(catalog: NullTranslations, string: str, autoescape: bool) -> str:
    """A message without variables, formatted as newstyle gettext formats every message ("%%"
    is "%"): the same on every page of its language, and most of a page's messages are such."""
    text = catalog.ugettext(string)
    return (Markup(text) if autoescape else text) % {}


@pass_eval_context
def template_ngettext(eval_ctx: EvalContext, singular: str, plural: str, count: int, /, **variables: object) -> str:
    """The templates' `ngettext()`, the same way (`num` is the count unless given)."""
    variables.setdefault("num", count)
    text = translations().ungettext(singular, plural, count)
    return (Markup(text) if eval_ctx.autoescape else text) % variables


def init_app(app: Flask) -> None:
    """The templates translate through the request's catalog (after Flask-Babel installed its
    own callables: these replace them, with the same newstyle formatting)."""
    app.jinja_env.newstyle_gettext = True  # type: ignore[attr-defined]  # added by the i18n extension
    app.jinja_env.globals.update(gettext=template_gettext, _=template_gettext, ngettext=template_ngettext)
