"""Translated names for the things the site labels: kinds of documents, languages, rules, and
the status of a ruling's German text (decided by the indexer, indexer/translation_status.py;
pages only name it: on ruling and card pages, in search results and on the coverage page)."""

from __future__ import annotations

from collections.abc import Callable

from flask import Flask
from flask_babel import lazy_gettext as _l

from indexer.assembly.model import COMPLETE, MISSING, PARTIAL, STATUSES

from .i18n import number
from .request_translations import gettext, ngettext

_KINDS: dict[str, Callable[[int], str]] = {
    "ruling": lambda n: ngettext("Ruling", "Rulings", n),
    "rule": lambda n: ngettext("Rule", "Rules", n),
    "article": lambda n: ngettext("Article", "Articles", n),
    "card": lambda n: ngettext("Card", "Cards", n),
    "glossary": lambda n: ngettext("Glossary entry", "Glossary entries", n),
    "term": lambda n: ngettext("Term", "Terms", n),
}
# Through the request's catalog: a lazy string finds Flask-Babel's anew each time it is shown.
_LANGUAGES: dict[str, Callable[[], str]] = {"en": lambda: gettext("English"), "de": lambda: gettext("German")}
_STATUS: dict[str, Callable[[], str]] = {
    COMPLETE: lambda: gettext("German text complete"),
    PARTIAL: lambda: gettext("German text partial: English left in it"),
    MISSING: lambda: gettext("No German text yet"),
}
_HEADING: dict[str, Callable[[], str]] = {
    COMPLETE: lambda: gettext("Complete"),
    PARTIAL: lambda: gettext("Partial"),
    MISSING: lambda: gettext("Missing"),
}
_COUNTED: dict[str, Callable[[int], str]] = {
    COMPLETE: lambda n: ngettext("%(count)s complete", "%(count)s complete", n, count=number(n)),
    PARTIAL: lambda n: ngettext("%(count)s partial", "%(count)s partial", n, count=number(n)),
    MISSING: lambda n: ngettext("%(count)s missing", "%(count)s missing", n, count=number(n)),
}


# The labels an article's structure uses (its category, level and standard section headings):
# interface words, named in the page language; other headings are the article's own text.
_ARTICLE_LABELS = {
    "keywords": _l("Keywords"),
    "mechanics": _l("Mechanics"),
    "beginner": _l("beginner"),
    "intermediate": _l("intermediate"),
    "advanced": _l("advanced"),
    "how it works": _l("How it works"),
    "rules notes": _l("Rules notes"),
}


def article_label(text: str) -> str | None:
    """An article's structural label in the page language ("Rules notes" -> "Regelhinweise"),
    or None for a heading of the article's own."""
    label = _ARTICLE_LABELS.get(text.strip().casefold())
    return str(label) if label is not None else None


def kind_label(kind: str, count: int = 1) -> str:
    return _KINDS[kind](count)


def language_name(lang: str) -> str:
    """The language's name in the page language ("Englisch" on the German site)."""
    return _LANGUAGES[lang]()


def rule_label(number: str) -> str:
    """ "Rule 704.5y"; a one-digit number is a section of the rules: "Section 7"."""
    if len(number) == 1:
        return gettext("Section %(number)s", number=number)
    return gettext("Rule %(number)s", number=number)


def german_status(status: str) -> str:
    """ "German text partial: English left in it": a ruling's status as a sentence."""
    return _STATUS[status]()


def status_heading(status: str) -> str:
    """ "Partial": the status as a heading of counts."""
    return _HEADING[status]()


def status_count(status: str, count: int) -> str:
    """ "2 partial": a count of rulings with the status."""
    return _COUNTED[status](count)


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(
        kind_label=kind_label,
        article_label=article_label,
        language_name=language_name,
        rule_label=rule_label,
        STATUSES=STATUSES,
        german_status=german_status,
        status_heading=status_heading,
        status_count=status_count,
    )
