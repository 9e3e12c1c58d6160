"""Text the engine shows a reader: untranslated messages and proper names, rendered on demand.

The engine never formats text itself. It records `Message`s (an English msgid with
`%(name)s` placeholders, marked with `N_`/`NP_` so pybabel extracts them) and `Name`s (card
names a scenario gives per language). `render` turns either into a string with whatever
gettext-style translations object the caller has: the CLI's `.mo` catalog, Flask-Babel's, or
`gettext.NullTranslations()` for English.

A German template may ask for a name in a case, with its article, and for a verb agreeing with
it (`%(object:dat)s`, `%(token:acc-ein)s`, `%(object:wird|werden)s`; see `german.py`). A
message that is itself a noun phrase ("the ability of %(source)s") passes the case it is put in
on to its head: `%(card:*)s` is `card` in that case, `%(*:f)s` the article of a feminine head.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from .german import Noun, agree, article, decline
from .german_nouns import noun_of


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
    title: bool = False  # used like a title, without article: a spell ("Alice wirkt Schock")

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
    # The argument whose grammar the message takes where it names a thing: „der Klon als Kopie
    # der Wilden Werfüchsin“ is masculine, its card's („… auf die Hand seines Besitzers“).
    head: str | None = None


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


def _render_message(message: Message, translations: Translations, lang: str, context: Case | None = None) -> str:
    if message.plural is not None:
        count = message.args.get("n", 1)
        # A fraction ("1.5 seconds") takes the plural in English and German.
        template = translations.ngettext(message.msgid, message.plural, count if isinstance(count, int) else 2)
    else:
        template = translations.gettext(message.msgid)
    if not message.args:
        return template
    return template % _Slots(message.args, translations, lang, context)


@dataclass(frozen=True)
class Case:
    """A grammatical case with the kind of article a noun phrase takes in it."""

    case: str = "nom"
    definite: bool = True

    @classmethod
    def parse(cls, spec: str) -> Case:
        case, _, indefinite = spec.partition("-")
        return cls(case, definite=not indefinite)


class _Slots:
    """The arguments of a message as its template asks for them: `name`, `name:case`,
    `name:*` (the case the whole message is in), `name:singular|plural`, `*:gender`. A
    capitalized case (`name:Nom`) begins a sentence: its article is capitalized."""

    def __init__(
        self, args: Mapping[str, Arg | None], translations: Translations, lang: str, context: Case | None
    ) -> None:
        self.args, self.translations, self.lang, self.context = args, translations, lang, context

    def __getitem__(self, key: str) -> str:
        name, _, spec = key.partition(":")
        context = self.context or Case()
        if name == "*":
            return article(Noun(spec), context.case, context.definite)
        value = self.args[name]
        if not spec:
            return render(value, self.translations, self.lang)
        if "|" in spec:
            return agree(_noun(value, self.translations, self.lang), spec)
        text = inflect(value, context if spec == "*" else Case.parse(spec.lower()), self.translations, self.lang)
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text


def inflect(value: Arg | None, case: Case, translations: Translations, lang: str) -> str:
    """`value` as text in `lang`, a name with its article in `case` where it takes one."""
    if isinstance(value, Message) and value.args:
        return _render_message(value, translations, lang, case)
    if isinstance(value, (list, tuple)):
        items = [inflect(item, case, translations, lang) for item in value]
        if lang == "de" and len(items) > 1:
            return f"{', '.join(items[:-1])} und {items[-1]}"
        return ", ".join(items)
    text = render(value, translations, lang)
    noun = _noun(value, translations, lang)
    return decline(text, noun, case.case, case.definite) if noun else text


def _noun(value: Arg | None, translations: Translations, lang: str) -> Noun | None:
    """The grammar of a name in German (a plural for a list of several); None for anything else."""
    if lang != "de":
        return None
    if isinstance(value, Numbered):
        return _noun(value.name, translations, lang)
    if isinstance(value, Name) and value.title:
        # (a title takes no article and keeps its words as printed, but its pronouns and
        # possessives follow its head noun: „Verräterische Tat … in den Friedhof ihres Besitzers“)
        named = noun_of(value.get(lang))
        return Noun(named.gender if named else "n", article=False, endings=False)
    if isinstance(value, Name):
        return noun_of(value.get(lang))
    if isinstance(value, Message) and value.head is not None:
        return _noun(value.args[value.head], translations, lang)
    if isinstance(value, Message) and not value.args:
        return noun_of(render(value, translations, lang))
    if isinstance(value, (list, tuple)):
        return Noun("pl", several=True) if len(value) > 1 else _noun(value[0] if value else None, translations, lang)
    return None
