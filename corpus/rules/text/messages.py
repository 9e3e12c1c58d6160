"""Text the engine shows a reader: untranslated messages and proper names, rendered on demand.

The engine never formats text itself. It records `Message`s (an English msgid with
`%(name)s` placeholders, marked with `N_`/`NP_` so pybabel extracts them) and `Name`s (card
names a scenario gives per language). `render` turns either into a string with whatever
gettext-style translations object the caller has: the CLI's `.mo` catalog, Flask-Babel's, or
`gettext.NullTranslations()` for English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol


def N_(msgid: str) -> str:
    """Marks a msgid for extraction; translation happens when the message is rendered."""
    return msgid


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a singular/plural msgid pair for extraction (`-k NP_:1,2`)."""
    return singular, plural


class Translations(Protocol):
    def gettext(self, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


@dataclass(frozen=True)
class Name:
    """A proper name per language, as a scenario gives it ("Grizzly Bears" / "Grizzlybären")."""

    en: str
    de: str | None = None

    def get(self, lang: str) -> str:
        return self.de if lang == "de" and self.de else self.en


@dataclass(frozen=True)
class Numbered:
    """A name with a number telling apart objects of one name ("Monster Role #2")."""

    name: Text
    number: int


@dataclass(frozen=True)
class Message:
    """An untranslated message; `plural` and the argument `n` select a plural form."""

    msgid: str
    args: Mapping[str, Arg | None] = field(default_factory=dict)  # None is rendered as nothing
    plural: str | None = None


Text = Name | Message | Numbered
Arg = str | int | float | Name | Message | Numbered | Sequence["Arg"]


def msg(msgid: str | tuple[str, str], **args: Arg | None) -> Message:
    """A message; pass an `NP_` pair and an `n` argument for a plural message."""
    if isinstance(msgid, tuple):
        return Message(msgid[0], args, plural=msgid[1])
    return Message(msgid, args)


def render(value: Arg | None, translations: Translations, lang: str) -> str:
    """`value` as text in `lang`; lists are joined with commas."""
    if value is None:
        return ""
    if isinstance(value, Message):
        return _render_message(value, translations, lang)
    if isinstance(value, Name):
        return value.get(lang)
    if isinstance(value, Numbered):
        return f"{render(value.name, translations, lang)} #{value.number}"
    if isinstance(value, (str, int, float)):
        return str(value)
    return ", ".join(render(item, translations, lang) for item in value)


def _render_message(message: Message, translations: Translations, lang: str) -> str:
    if message.plural is not None:
        count = message.args.get("n", 1)
        template = translations.ngettext(message.msgid, message.plural, count if isinstance(count, int) else 1)
    else:
        template = translations.gettext(message.msgid)
    if not message.args:
        return template
    return template % {key: render(value, translations, lang) for key, value in message.args.items()}
