"""Translated names for the things the site labels: kinds of documents, languages, rules."""

from __future__ import annotations

from collections.abc import Callable

from flask import Flask
from flask_babel import gettext, ngettext
from flask_babel import lazy_gettext as _l

_KINDS: dict[str, Callable[[int], str]] = {
    "ruling": lambda n: ngettext("Ruling", "Rulings", n),
    "rule": lambda n: ngettext("Rule", "Rules", n),
    "article": lambda n: ngettext("Article", "Articles", n),
    "card": lambda n: ngettext("Card", "Cards", n),
    "glossary": lambda n: ngettext("Glossary entry", "Glossary entries", n),
    "term": lambda n: ngettext("Term", "Terms", n),
}
_LANGUAGES = {"en": _l("English"), "de": _l("German")}


def kind_label(kind: str, count: int = 1) -> str:
    return _KINDS[kind](count)


def language_name(lang: str) -> str:
    """The language's name in the page language ("Englisch" on the German site)."""
    return str(_LANGUAGES[lang])


def rule_label(number: str) -> str:
    """"Rule 704.5y"; a one-digit number is a section of the rules: "Section 7"."""
    if len(number) == 1:
        return gettext("Section %(number)s", number=number)
    return gettext("Rule %(number)s", number=number)


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(kind_label=kind_label, language_name=language_name, rule_label=rule_label)
