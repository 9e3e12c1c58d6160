"""The records the parsers produce and the assembled corpus the index is built from."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from datetime import date

from .identity import slug

LANGUAGES = ("en", "de")


def other_language(lang: str) -> str:
    """The other of the two LANGUAGES."""
    return "de" if lang == "en" else "en"


@dataclass(frozen=True)
class Origin:
    """A place in a corpus file: shown in error messages and on the site as the source."""

    path: str
    line: int


@dataclass(frozen=True)
class Source:
    """A corpus document as the manifest describes it (or the community translations file)."""

    path: str
    title: str
    lang: str
    community: bool = False
    publisher: str | None = None  # who published the texts ("Wizards of the Coast"), where known


@dataclass(frozen=True)
class CardRef:
    """How a parsed record names its card; the assembler resolves it to one Card."""

    name_en: str | None = None
    name_de: str | None = None
    oracle_id: str | None = None


@dataclass
class RawRuling:
    """One ruling text exactly as one document gives it, before merging."""

    card: CardRef
    lang: str
    text: str
    date: date | None
    source: Source
    origin: Origin
    position: int


@dataclass
class CardFace:
    """One face of a card as printed: an Adventure card has two, each with its cost and type."""

    name: str
    type_line: str = ""
    text: str = ""
    mana_cost: str = ""
    power: str = ""  # a creature's, as printed ("*", "1+*")
    toughness: str = ""
    loyalty: str = ""  # a planeswalker's starting loyalty


@dataclass
class RawCard:
    """Card data (names, types, texts per language) from a card data file."""

    card: CardRef
    mana_cost: str
    faces: dict[str, list[CardFace]]
    source: Source
    origin: Origin


@dataclass
class RulingText:
    lang: str
    text: str
    source: Source
    origin: Origin
    date: date | None
    also_in: list[Origin] = field(default_factory=list)
    imported: datetime.date | None = None  # a community translation: when it was imported


COMPLETE, PARTIAL, MISSING = "complete", "partial", "missing"
STATUSES = (COMPLETE, PARTIAL, MISSING)


@dataclass(frozen=True)
class GermanStatus:
    """How far a ruling's German text goes: complete, partial (English left in it, at the
    `english` spans of the German text) or missing; `aligned` is False for a German text that
    has no English original."""

    status: str
    english: tuple[tuple[int, int], ...] = ()
    aligned: bool = True


@dataclass
class Ruling:
    """One ruling with its text per language. `aliases` are the ids its German text has on its
    own (a German list built without the English original): placed on the English ruling it
    translates, the text takes that ruling's id, and the old address must still lead here."""

    id: str
    texts: dict[str, RulingText]
    card_ids: list[str] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)
    # The date each card's copy of the text has: Gatherer lists one text under several cards,
    # not always on one day (Teferi's Protection's of 2017-08-25 is Platinum Emperion's of
    # 2018-12-07; 447 texts of the imported rulings differ so).
    card_dates: dict[str, date] = field(default_factory=dict)

    @property
    def date(self) -> date | None:
        """The ruling's date: when it was first published for any of its cards, else its original
        (English) text's where known."""
        if self.card_dates:
            return min(self.card_dates.values())
        for lang in LANGUAGES:
            text = self.texts.get(lang)
            if text and text.date:
                return text.date
        return None


@dataclass
class CardName:
    name: str
    printed: bool
    source: Source


@dataclass
class Card:
    id: str
    oracle_id: str | None = None
    names: dict[str, list[CardName]] = field(default_factory=dict)
    mana_cost: str = ""
    faces: dict[str, list[CardFace]] = field(default_factory=dict)
    ruling_ids: list[str] = field(default_factory=list)

    def display_name(self, lang: str) -> str:
        """The printed name in `lang`, else any name in `lang`, else the English name."""
        return self._display(lang)[0]

    def display_lang(self, lang: str) -> str:
        """The language `display_name(lang)` is in: pages mark a name that stands in for a
        missing one in their language."""
        return self._display(lang)[1]

    def _display(self, lang: str) -> tuple[str, str]:
        for wanted in (lang, "en", "de"):
            names = sorted(self.names.get(wanted, []), key=lambda n: not n.printed)
            if names:
                return names[0].name, wanted
        return self.id, "en"

    def all_names(self) -> list[str]:
        return [n.name for names in self.names.values() for n in names]

    def aliases(self) -> list[str]:
        """The other ids that lead to this card: the slugs of its other names and of each of its
        faces, in either language ("insectile-aberration" for Delver of Secrets // Insectile
        Aberration; "blitzschlag" for Lightning Bolt: a German reader who typed the address with
        the card's German name met a 404, a reviewer's finding). A card's own id comes first
        where a slug is another card's alias too (IndexStore.current_id)."""
        names = [n.name for lang in ("en", "de") for n in self.names.get(lang, [])]
        faces = [face.name for lang in ("en", "de") for face in self.faces.get(lang, [])]
        return sorted({slug(name) for name in names + faces} - {self.id})


@dataclass
class ArticleSection:
    heading: str
    paragraphs: list[str] = field(default_factory=list)
    bullets: list[str] = field(default_factory=list)


@dataclass
class Article:
    id: str
    lang: str
    title: str
    category: str
    level: str
    summary: str
    sections: list[ArticleSection]
    rule_refs: list[str]
    refs_heading: str
    source: Source
    origin: Origin


@dataclass
class RuleText:
    text: str
    origin: Origin
    # The number its own file gives the text, where it stands under another: a translation's
    # neighbours numbered the other way round (exchanged_rules), or a rule a newer English
    # release renumbered. A reader comparing with the printed translation looks for that one.
    printed: str | None = None


@dataclass
class Rule:
    """A numbered rule ("704.5y"), a rule ("704") or a section ("7") of the Comprehensive Rules."""

    number: str
    texts: dict[str, RuleText] = field(default_factory=dict)
    # The number a translation has in its own release where it differs: the German text of
    # 2025-11-14's 702.124m translates the rule a newer English release moved to 702.124k.
    translated_as: dict[str, str] = field(default_factory=dict)


@dataclass
class GlossaryEntry:
    """A glossary term. A German cross-reference ("Flying &rarr; Flugfähigkeit") has no text
    and names the German term in `see`."""

    id: str
    lang: str
    term: str
    text: str
    origin: Origin
    see: str | None = None
    key_suffix: str = ""  # sets the entry's page apart from an earlier one whose term slugs alike
    written_in: str = ""  # the language of the term, where assembly found it (see term_lang)

    @property
    def term_lang(self) -> str:
        """The language of the term itself: a cross-reference names an English term in the
        German glossary; pages mark it as English. A few name a German term the rules no longer
        use („Automatische Spielstatus-Aktionen“ &rarr; Zustandsbasierte Aktionen), which
        assembly tells apart (assemble.served_glossary)."""
        return self.written_in or ("en" if self.see else self.lang)


@dataclass
class RulesRelease:
    lang: str
    effective: date
    source: Source


@dataclass
class ReleaseRules:
    """Every numbered rule of one release, as its file gives it (a number that appears twice
    holds both texts)."""

    release: RulesRelease
    rules: dict[str, RuleText]


@dataclass
class Corpus:
    """Everything the index is built from, validated and merged."""

    rulings: dict[str, Ruling] = field(default_factory=dict)
    cards: dict[str, Card] = field(default_factory=dict)
    articles: dict[str, Article] = field(default_factory=dict)
    rules: dict[str, Rule] = field(default_factory=dict)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    releases: list[RulesRelease] = field(default_factory=list)  # the newest of each language: what pages show
    history: list[ReleaseRules] = field(default_factory=list)  # every release held, oldest first
    warnings: list[str] = field(default_factory=list)
    german: dict[str, GermanStatus] = field(default_factory=dict)  # ruling id -> status


@dataclass
class Parsed:
    """What one corpus document contributed."""

    rulings: list[RawRuling] = field(default_factory=list)
    cards: list[RawCard] = field(default_factory=list)
    articles: list[Article] = field(default_factory=list)
    rules: list[tuple[str, RuleText]] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    release: RulesRelease | None = None
    warnings: list[str] = field(default_factory=list)


def document_count(held: Corpus | Parsed) -> int:
    """The documents the index makes of what `held` holds: one per ruling, card, article, rule
    and glossary entry."""
    return len(held.rulings) + len(held.cards) + len(held.articles) + len(held.rules) + len(held.glossary)
