"""Languages: the one list of locales, choosing the page language, and URLs per language.

Every page lives under `/<lang>/`; the language comes from the URL, never guessed per request.
Only `/` guesses: a remembered explicit choice (cookie) first, then Accept-Language, then English.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from datetime import date
from functools import lru_cache

from babel.dates import format_date
from babel.numbers import format_decimal, format_percent
from flask import Blueprint, Flask, g, has_app_context, request, url_for
from flask_babel import Babel, get_locale

from indexer.assembly.model import LANGUAGES, other_language

from .links import absolute_url, language_url, with_query

LOCALES = LANGUAGES  # the site speaks the languages of its corpus
DEFAULT_LOCALE = "en"
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
COOKIE = "lang"
# URL prefix of every page: only known codes match, so "/fr/" or "/favicon.ico" is a plain 404.
LANG_PREFIX = "/<any({}):lang_code>".format(", ".join(LOCALES))
COOKIE_MAX_AGE = 365 * 24 * 3600


def shown_language(texts: Container[str]) -> str:
    """The language a text is shown in: the page language where `texts` (a mapping by
    language) has it, else the other language."""
    lang = page_locale()
    return lang if lang in texts else other_language(lang)


def page_locale() -> str:
    """The language of the page being rendered (set from the URL, or guessed for `/`)."""
    return g.get("lang") or guessed_locale()


def locale_name() -> str:
    """str(get_locale()), found once a request: Flask-Babel fixes a request's locale the first
    time it is asked, and asking again went through its context, its selector and Babel's
    Locale each time (a results page formats some ten counts and dates: 4 % of its web side
    beside the search, py-spy)."""
    if not has_app_context():
        return str(get_locale())
    found = g.get("locale_name")
    if found is None:
        found = g.locale_name = str(get_locale())
    return found


def guessed_locale() -> str:
    chosen = request.cookies.get(COOKIE)
    if chosen in LOCALES:
        return chosen
    return accepted_locale(request.accept_languages)


def accepted_locale(accepted: Iterable[tuple[str, float]]) -> str:
    """The first of the browser's languages (best first) that the site has, by its primary tag:
    "de-DE, en;q=0.5" is German. (Werkzeug's best_match takes an exact "en" before a "de-DE"
    whose region the site does not have: such a German browser got the English site.)"""
    for value, quality in accepted:
        primary = value.replace("_", "-").split("-")[0].lower()
        if primary in LOCALES and quality > 0:
            return primary
    return DEFAULT_LOCALE


def pull_lang_code(endpoint: str | None, values: dict | None) -> None:
    """URL value preprocessor: `/<lang_code>/...` sets the page language."""
    if values is not None and "lang_code" in values:
        g.lang = values.pop("lang_code")


def add_lang_code(endpoint: str, values: dict) -> None:
    """URL defaults: links inside a page stay in the page's language unless told otherwise."""
    values.setdefault("lang_code", page_locale())


def language_blueprint(name: str, import_name: str, url_prefix: str = "") -> Blueprint:
    """A blueprint of pages under `/<lang>/` (only known codes match): the URL's language is the
    page language, and links inside a page stay in it."""
    bp = Blueprint(name, import_name, url_prefix=LANG_PREFIX + url_prefix)
    bp.url_value_preprocessor(pull_lang_code)
    bp.url_defaults(add_lang_code)
    return bp


def keep_parameters(names: Iterable[str], values: Mapping[str, str] | None = None) -> None:
    """Names the query parameters a view reads that mean the same in every language (a search
    and its page, a filter, "beside", an example's values): this page's links to itself in the
    other language keep them (the first value of each, from `values` or the request's query)."""
    given = request.args if values is None else values
    g.link_query = {**g.get("link_query", {}), **{name: given[name] for name in names if name in given}}


def page_argument(name: str) -> str:
    """The query parameter `name` (its first value, else "") of a parameter that selects what a
    page shows (a release, a filter): read here, it is kept by the page's links to itself in the
    other language too, so no page reads one and forgets to keep it."""
    if name not in request.args:
        return ""
    keep_parameters((name,))
    return request.args[name]


def link_query() -> dict[str, str]:
    """The query parameters a link to this page in another language keeps: those its view named
    (keep_parameters), nothing else a request sent. Anything else would be copied into every
    language link, and a name url_for reserves (`lang_code`, `_anchor`, a view's own argument)
    would break the page."""
    return g.get("link_query", {})


def alternate_urls(external: bool = False) -> dict[str, str]:
    """This page in every language, same view arguments and search (unless the view named
    others for a language in `g.alternate_args`, as a glossary entry names its counterpart);
    `external`: absolute, on the configured origin."""
    paths = g.get("alternate_paths")
    if paths is None:
        paths = g.alternate_paths = _alternate_paths()
    return {lang: absolute_url(path) if external else path for lang, path in paths.items()}


def _alternate_paths() -> dict[str, str]:
    """The paths of `alternate_urls`, built once a request: a page links them three times (its
    head, its language switch, the x-default link). A page without view arguments (a search, a
    list) has the same path in each language on every request, built once a worker
    (links.language_url), its query put after it."""
    if request.endpoint is None or request.url_rule is None or "lang_code" not in request.url_rule.arguments:
        return {}
    other = g.get("alternate_args", {})
    if not request.view_args and not other:  # the address of each language, then the query
        return {lang: with_query(language_url(request.endpoint, lang_code=lang), link_query()) for lang in LOCALES}
    args = {**link_query(), **(request.view_args or {})}
    return {lang: url_for(request.endpoint, **{**args, **other.get(lang, {})}, lang_code=lang) for lang in LOCALES}


def x_default_url() -> str | None:
    """For hreflang x-default: `/` (which picks a language) for the start page, else English."""
    if request.endpoint == "pages.home" and not link_query():
        return absolute_url(url_for("root.index"))
    return alternate_urls(external=True).get(DEFAULT_LOCALE)


def long_date(value: date | str | None) -> str:
    """ "1. September 2023" / "September 1, 2023"."""
    if value is None:
        return ""
    if isinstance(value, str):
        value = date.fromisoformat(value)
    return _long_date(value, locale_name())


@lru_cache(maxsize=4096)
def _long_date(value: date, locale: str) -> str:
    """Babel builds the date pattern anew on each call; pages show the same few dates often."""
    return format_date(value, format="long", locale=locale)


def number(value: float) -> str:
    """ "18,100" / "18.100": Flask-Babel's `format_number`, kept per locale for the next page."""
    return _number(value, locale_name())


@lru_cache(maxsize=4096)
def _number(value: float, locale: str) -> str:
    """Babel reads the locale's number pattern anew on each call (some 30 µs); a results page
    formats eight counts, mostly the same few thousand values page after page."""
    return format_decimal(value, locale=locale)


def share(value: float) -> str:
    """A share as a percentage that does not hide a small part, nor round a nearly whole one
    up: 6 of 18,100 is "0,03 %", not "0 %", and 18,092 of 18,100 "99,96 %", not "100 %"; a
    share too small for two decimals is "< 0,01 %"."""
    locale = locale_name()
    if 0 < value < 0.0001:
        return "< " + format_percent(0.0001, locale=locale, decimal_quantization=False)
    shown = round(value, 4) if value < 0.01 or 0.99 < value < 1 else round(value, 2)
    return format_percent(shown, locale=locale, decimal_quantization=False)


def init_app(app: Flask) -> None:
    Babel(app, locale_selector=page_locale)
    app.jinja_env.globals.update(
        LOCALES=LOCALES,
        LANGUAGE_NAMES=LANGUAGE_NAMES,
        page_locale=page_locale,
        other_locale=other_language,
        shown_language=shown_language,
        alternate_urls=alternate_urls,
        x_default_url=x_default_url,
    )
    app.jinja_env.filters["long_date"] = long_date
    app.jinja_env.filters["share"] = share
    app.jinja_env.filters["numberformat"] = number
