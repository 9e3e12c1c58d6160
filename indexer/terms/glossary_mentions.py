"""Which entries of the Comprehensive Rules glossary a text mentions.

A headword becomes the forms a text would use (`term_forms`): "Control, Controller" is two
terms; the German "Gewinnen, das Spiel" is read "das Spiel Gewinnen"; "(Obsolete)" and
"(veraltet)" terms are left out, since their words ("During", "Permanent") now mean something
else; "Timestamp Order" and "Zeitstempel-Reihenfolge" are also found as "timestamp" and
"Zeitstempel", which have no entry of their own. Cross-references in the German glossary
("Flying &rarr; Flugfähigkeit") are English words and are not matched in German text.

A term that many rules mention ("Player", "Card", "If", "Du, Dein") says nothing about one
rule: a term mentioned by more than COMMON_SHARE of a language's rules is *common*. Rule pages
leave common terms out, and they do not count as the subject of a ruling.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict

from indexer.assembly.identity import slug
from indexer.assembly.model import LANGUAGES, GlossaryEntry, Rule

from .term_match import TermFinder, Words, words

COMMON_SHARE = 0.05
OBSOLETE = re.compile(r"\s*\((?:Obsolete|veraltet)\)", re.IGNORECASE)  # the marker of an old headword
_QUOTES = '“”„"‚‘’'
_POINTER = re.compile(r"(?:See|Siehe) ([^.]+)\.")
# A hyphen between two parts of a compound („Monster-Rolle-Spielstein“, „+1/+1-Marke“).
_HYPHENATED = re.compile(r"(?<=\w)-(?=\w)")
_GENERIC_TAIL = {"en": ("order", "variant"), "de": ("reihenfolge", "variante")}
# The endings of a German adjective before a noun without article (masculine, neuter), and the
# endings of the adjectives the glossary's headwords begin with (not "Commander" of "Commander
# Tax", nor „Deiner“ of „Deiner Wahl“).
_STRONG_ADJECTIVE = ("er", "es")
_ADJECTIVE = ("ig", "lich", "isch", "end", "iv", "al", "los", "sam", "ern", "haft")
# An English definition of a subtype ("Case: An enchantment subtype.", "Wall: A creature type …";
# first: Room is first a dungeon's room, in lower case), or one naming its own term a subtype
# ("… the Aura and Role subtypes").
_SUBTYPE = re.compile(
    r"^(?:1\. )?An? (?:obsolete )?(?:enchantment|artifact|battle|creature|land|planeswalker|spell) (?:sub)?type\b"
)
# The games the rules' options are for, as texts name them (rules 800-811, 901-904).
_WITH_OPTIONS = (
    r"multiplayer|variant|range of influence|attack (?:multiple players|left|right)|deploy creatures|team turns"
    r"|planechase|planar deck|brawl|archenemy|supervillain rumble"
)
# Entries of one everyday word, and how a text writes the word in the entry's sense:
# "Option" is an option of a multiplayer or casual game ("the shared team turns option", "a
# series of options that can be added to a multiplayer game", "Brawl Option"), not "the option to
# pay" (52 rulings had listed it), nor a multiplayer ruling's "has the option to let you draw";
# "Triple" is the keyword action, not Unstable's "triple strike". The German rules write an
# option by its name („die Option „Gemeinsame Team-Züge““, „Optionen Links angreifen …“) or
# beside a multiplayer game or variant, not „die Option gibt, Mana zu zahlen“ nor „[Option A]“.
_SENSE_WRITTEN = {
    "en-option": re.compile(rf"^(?=[\s\S]*\b(?:{_WITH_OPTIONS})\b)[\s\S]*\boptions?\b(?! to\b| of\b)", re.I),
    "en-triple": re.compile(r"\btripl(?:e|es|ed|ing)\b(?! strike)", re.I),
    # "Event" is what happens in a game, not "in the event of a tie" (704.5k) nor the "Magic
    # Store & Event Locator" (100.6b), both listed under the term (a judge's review)
    "en-event": re.compile(r"(?<!\bin the )\bevents?\b(?! locator)", re.I),
    # „Rolle“ is the token's subtype, not „spielt keine Rolle“ (503.1a, 615.7: it does not
    # matter), the world ruler's role (311.5) nor Vanguard's „Rolle einer … Persönlichkeit“
    "de-rolle": re.compile(
        r"\bRollen?\b(?<!spielt keine Rolle)(?<!spielt nur eine Rolle)(?<!spielt eine Rolle)(?<!diese Rolle)"
        r"(?! des\b| einer\b)"
    ),
    "de-option": re.compile(
        r"\bOption(?:en)? (?:„|[A-ZÄÖÜ][a-zäöü])"
        r"|\bOption(?:en)?\b[^.]*\b(?:Mehrspieler|Variante)|\b(?:Mehrspieler|Variante)[^.]*\bOption"
    ),
}


def glossary_key(entry: GlossaryEntry) -> str:
    """The entry's id on the site: "de-zeitstempel-reihenfolge" ("de-gift-en" for the English
    keyword Gift in the German glossary, whose „Gift“ is Poisonous: see key_suffix)."""
    return f"{entry.lang}-{slug(entry.term)}{entry.key_suffix}"


def term_forms(term: str, lang: str) -> list[str]:
    """The ways a text writes the headword `term` (see the module docstring)."""
    if OBSOLETE.search(term):
        return []
    head, *rest = (part.strip().strip(_QUOTES) for part in term.split(","))
    forms = [head]
    for part in rest:
        inverted = lang == "de" and part[:1].islower() and " " in part
        forms.append(f"{part} {head}" if inverted else part)
    forms = [f for f in forms if f and "[" not in f]
    for form in list(forms):
        front, _, last = form.replace("-", " ").rpartition(" ")
        if front and last.lower() in _GENERIC_TAIL[lang]:
            forms.append(form[: len(front)])
    if lang == "de":
        forms += [inflected for form in forms if (inflected := _declined(form))]
    return forms


def _declined(form: str) -> str | None:
    """A German headword that begins with an adjective in the strong ending of a noun without
    article („Aktiver Spieler“, „Tödlicher Schaden“) as the rules mostly write it, after an
    article („der aktive Spieler“, „den aktiven Spieler“: the stem the matching keeps of both);
    the headword's own form had found 4 of the rules that say it."""
    first, _, rest = form.partition(" ")
    stem = first[:-2]
    if not rest[:1].isupper() or not first.endswith(_STRONG_ADJECTIVE) or not stem.endswith(_ADJECTIVE):
        return None
    return f"{stem} {rest}"


class GlossaryMentions:
    """The glossary terms of both languages, and what every rule mentions, computed once."""

    def __init__(self, glossary: list[GlossaryEntry], rules: dict[str, Rule]) -> None:
        self.terms: dict[str, str] = {}
        self._forms: dict[str, list[Words]] = {}
        self._written = dict(_SENSE_WRITTEN)  # (and _names_a_subtype: the name as written)
        forms: dict[str, dict[Words, str]] = {lang: {} for lang in LANGUAGES}
        headwords = {(entry.lang, entry.term.casefold()) for entry in glossary}
        for entry in glossary:
            if entry.see or entry.lang not in forms or _reworded(entry, headwords):
                continue
            key = glossary_key(entry)
            self.terms.setdefault(key, entry.term)
            if _names_a_subtype(entry):
                self._written[key] = re.compile(rf"\b{re.escape(entry.term)}s?\b")
            for form in term_forms(entry.term, entry.lang):
                written = words(form, entry.lang)
                forms[entry.lang].setdefault(written, key)
                self._forms.setdefault(key, []).append(written)
        self._finders = {lang: TermFinder(forms[lang]) for lang in LANGUAGES}
        self.rule_words: dict[tuple[str, str], Words] = {}
        self._by_rule: dict[tuple[str, str], list[str]] = {}
        self._in_compounds: dict[tuple[str, str], list[str]] = {}
        counts: dict[str, Counter] = {lang: Counter() for lang in LANGUAGES}
        for number, rule in rules.items():
            for lang, text in rule.texts.items():
                self.rule_words[number, lang] = words(text.text, lang)
                found = self._as_written(self._finders[lang].find(self.rule_words[number, lang]), text.text)
                self._by_rule[number, lang] = found
                counts[lang].update(found)
                if lang == "de" and _HYPHENATED.search(text.text):
                    self._in_compounds[number, lang] = self._parts_mention(text.text, lang)
        self._common = {lang: _common(counts[lang], rules, lang) for lang in LANGUAGES}
        self._mentioning: dict[tuple[str, str], list[str]] | None = None  # (rules_mentioning, as asked)

    def mentioned(self, text: str, lang: str) -> list[str]:
        """Keys of the entries `text` mentions, common ones left out."""
        found = self._as_written(self._finders[lang].find(words(text, lang)), text)
        return [k for k in found if k not in self._common[lang]]

    def _as_written(self, keys: list[str], text: str) -> list[str]:
        """`keys` without the subtypes `text` names only as common words ("in that case"), and
        without the entries of _SENSE_WRITTEN it uses the word of in another sense."""
        return [k for k in keys if k not in self._written or self._written[k].search(text)]

    def in_rule(self, number: str, lang: str) -> list[str]:
        """Keys of the entries a rule's own text mentions, common ones left out."""
        return [k for k in self._by_rule.get((number, lang), []) if k not in self._common[lang]]

    def rules_mentioning(self, key: str, lang: str) -> list[str]:
        """The rules whose own text in `lang` mentions the entry, in the order of the rules
        (common entries too: a glossary entry's page lists where its term is used)."""
        if self._mentioning is None:
            self._mentioning = defaultdict(list)
            for (number, text_lang), keys in self._by_rule.items():
                for found in dict.fromkeys([*keys, *self._in_compounds.get((number, text_lang), ())]):
                    self._mentioning[found, text_lang].append(number)
        return self._mentioning.get((key, lang), [])

    def _parts_mention(self, text: str, lang: str) -> list[str]:
        """The entries the parts of a text's compounds joined by hyphens mention: the German
        rules write the Role tokens „Monster-Rolle-Spielstein“ and counters „+1/+1-Marke“, and
        the German entries „Rolle“ and „Marke“ had listed 4 and 77 rules, their English
        partners 11 and 164 (a review). Only the entry's list of rules using its term reads
        them: a rule's own terms stay those it writes as words."""
        parts = _HYPHENATED.sub(" ", text)
        return self._as_written(self._finders[lang].find(words(parts, lang)), parts)

    def forms(self, key: str) -> tuple[Words, ...]:
        """The word sequences that mention the entry."""
        return tuple(self._forms.get(key, ()))


def _names_a_subtype(entry: GlossaryEntry) -> bool:
    """Whether an English entry is a subtype of one word, which texts write capitalised ("a
    Case", "the Role") and which is also a common word: rule 702.19b's "in that case" had listed
    the glossary entry Case (a reviewer's finding), Vanguard's "plays the role" the entry Role."""
    return (
        entry.lang == "en"
        and " " not in entry.term
        and bool(_SUBTYPE.search(entry.text) or re.search(rf"\b{re.escape(entry.term)} subtypes?\b", entry.text))
    )


def _reworded(entry: GlossaryEntry, headwords: set[tuple[str, str]]) -> bool:
    """An entry that only points to another with the same words in another order ("Entfernt, aus
    dem Kampf": "Siehe Aus dem Kampf entfernt."): the other entry stands for it, and its head
    alone ("Entfernt") is not the term. `headwords`: (language, casefolded term) of every entry."""
    pointer = _POINTER.fullmatch(entry.text.strip())
    if not pointer:
        return False
    target = pointer.group(1).casefold()
    return (entry.lang, target) in headwords and any(
        form.casefold() == target for form in term_forms(entry.term, entry.lang)
    )


def _common(counts: Counter, rules: dict[str, Rule], lang: str) -> set[str]:
    """The entries mentioned by more than COMMON_SHARE of the rules that have a `lang` text."""
    limit = COMMON_SHARE * sum(1 for rule in rules.values() if lang in rule.texts)
    return {key for key, count in counts.items() if count > limit}
