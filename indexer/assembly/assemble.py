"""Merging what every document contributed into one validated Corpus.

English rulings are identified by their text, so the same ruling printed for several cards is
one ruling linked to all of them. German rulings are placed on the English ruling they
translate (see align.py); a German text with no English original is a ruling of its own. A
placed German text's own id becomes an alias of the ruling, so that an id never stops working
when the English original joins the corpus.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import replace
from datetime import date

from indexer.citations.rule_releases import translated_rules
from indexer.german.align import Candidate, Translation, align
from indexer.terms.term_list import ConceptMatcher

from ..errors import CorpusError
from .cards import CardRegistry
from .excerpt import beginning
from .exchanged_rules import exchanged, renumbered
from .identity import normalize_text, ruling_id
from .model import (
    Corpus,
    GlossaryEntry,
    Parsed,
    RawRuling,
    ReleaseRules,
    Rule,
    RulesRelease,
    RuleText,
    Ruling,
    RulingText,
)
from .rule_card_names import split_card_names

_WORD = re.compile(r"[^\W\d_]+")
_NOTE = re.compile(r"\([^)]*\)")


def assemble(documents: list[Parsed], matcher: ConceptMatcher) -> Corpus:
    corpus = Corpus()
    corpus.warnings.extend(w for parsed in documents for w in parsed.warnings)
    registry = CardRegistry()
    for parsed in documents:
        for raw in parsed.cards:
            registry.add_data(raw.card, raw.source, raw.mana_cost, raw.faces)
        for ruling in parsed.rulings:
            registry.add_ruling(ruling.card, ruling.source)
    for name_en, name_de, source in split_card_names(documents):
        registry.add_used_name(name_en, name_de, source)
    rulings = [r for parsed in documents for r in parsed.rulings]
    _reject_repeats(rulings)
    card_rulings: dict[str, list[str]] = defaultdict(list)
    _add_english(corpus, registry, card_rulings, [r for r in rulings if r.lang == "en"])
    _add_german(corpus, registry, card_rulings, [r for r in rulings if r.lang == "de"], matcher)
    _settle_aliases(corpus)
    corpus.cards = registry.cards()
    for card_id, ids in card_rulings.items():
        corpus.cards[card_id].ruling_ids = ids
    corpus.warnings.extend(_nameless(corpus, registry, rulings))
    corpus.warnings.extend(_shared_german_names(registry, rulings))
    for parsed in documents:
        _add_articles(corpus, parsed)
    corpus.glossary.extend(served_glossary(documents))
    _add_releases(corpus, [(parsed, parsed.release) for parsed in documents if parsed.release])
    return corpus


def _reject_repeats(rulings: list[RawRuling]) -> None:
    """A document that lists one ruling twice is an error: each listed ruling is its own ruling."""
    seen: dict[tuple[str, str, str], RawRuling] = {}
    for raw in rulings:
        key = (raw.origin.path, str(raw.card), normalize_text(raw.text))
        if key in seen:
            first = seen[key]
            raise CorpusError(
                raw.origin.path,
                raw.origin.line,
                f"duplicate ruling: the same text is already at line {first.origin.line}",
            )
        seen[key] = raw


def _link(card_rulings: dict[str, list[str]], ruling: Ruling, card_id: str) -> None:
    if card_id not in ruling.card_ids:
        ruling.card_ids.append(card_id)
    if ruling.id not in card_rulings[card_id]:
        card_rulings[card_id].append(ruling.id)


def _text(raw: RawRuling) -> RulingText:
    return RulingText(raw.lang, raw.text, raw.source, raw.origin, raw.date)


def _add_english(
    corpus: Corpus, registry: CardRegistry, card_rulings: dict[str, list[str]], rulings: list[RawRuling]
) -> None:
    for raw in rulings:
        rid = ruling_id("en", raw.text)
        if rid in corpus.rulings:
            _note_repeat(corpus.rulings[rid].texts["en"], raw)
        ruling = corpus.rulings.setdefault(rid, Ruling(rid, {"en": _text(raw)}))
        card_id = registry.card_id(raw.card)
        _link(card_rulings, ruling, card_id)
        if raw.date:
            ruling.card_dates.setdefault(card_id, raw.date)


def _note_repeat(known: RulingText, raw: RawRuling) -> None:
    """The same ruling from another document: keep the first text, learn its date if missing."""
    if raw.origin.path != known.origin.path and all(o.path != raw.origin.path for o in known.also_in):
        known.also_in.append(raw.origin)
    known.date = known.date or raw.date


def _add_german(
    corpus: Corpus,
    registry: CardRegistry,
    card_rulings: dict[str, list[str]],
    rulings: list[RawRuling],
    matcher: ConceptMatcher,
) -> None:
    by_document: dict[tuple[str, str], list[RawRuling]] = defaultdict(list)
    for raw in rulings:
        by_document[(raw.origin.path, registry.card_id(raw.card))].append(raw)
    for (path, card_id), group in by_document.items():
        english = [
            Candidate(rid, corpus.rulings[rid].texts["en"].text, corpus.rulings[rid].texts["en"].date)
            for rid in card_rulings.get(card_id, [])
            if "en" in corpus.rulings[rid].texts
        ]
        placed = align([Translation(r.text, r.date) for r in group], english, matcher)
        for position, raw in enumerate(group):
            own = ruling_id("de", raw.text)
            rid = placed.get(position)
            if rid is None:
                rid = own
                corpus.warnings.append(_unplaced(raw, card_id, len(english)))
            ruling = corpus.rulings.setdefault(rid, Ruling(rid, {}))
            if own != rid and own not in ruling.aliases:
                ruling.aliases.append(own)
            _place_german(corpus, ruling, raw, path)
            _link(card_rulings, ruling, card_id)


def _nameless(corpus: Corpus, registry: CardRegistry, rulings: list[RawRuling]) -> list[str]:
    """A warning for each card no document names (a ruling record with an Oracle id that no
    card data file knows): the site can only show it by its id."""
    nameless = {card_id for card_id, card in corpus.cards.items() if not card.names}
    warnings = []
    for raw in rulings:
        card_id = registry.card_id(raw.card) if nameless else None
        if card_id in nameless:
            nameless.discard(card_id)
            warnings.append(
                f"{raw.origin.path}:{raw.origin.line}: card {raw.card.oracle_id} has rulings but no name "
                "in any document; it is shown by its Oracle id"
            )
    return warnings


def _shared_german_names(registry: CardRegistry, rulings: list[RawRuling]) -> list[str]:
    """A warning for each document that names its card only by a German name several cards
    have ("Zwang" is Coercion and Duress): its rulings are read as the first card's."""
    warned: set[str] = set()
    warnings = []
    for raw in rulings:
        name = raw.card.name_de
        if raw.card.name_en or raw.card.oracle_id or not name or raw.origin.path in warned:
            continue
        cards = registry.card_ids_de(name)
        if len(cards) > 1:
            warned.add(raw.origin.path)
            warnings.append(
                f"{raw.origin.path}:{raw.origin.line}: the German name {name!r} is the name of {len(cards)} cards "
                f"({', '.join(cards)}); its rulings are read as those of {cards[0]} (give card_en in the manifest)"
            )
    return warnings


def _settle_aliases(corpus: Corpus) -> None:
    """An id that is a ruling's own is never an alias, and an alias leads to one ruling only:
    the first one in the corpus (the same German text placed on the rulings of two cards)."""
    taken = set(corpus.rulings)
    for ruling in corpus.rulings.values():
        ruling.aliases = [alias for alias in ruling.aliases if alias not in taken]
        taken.update(ruling.aliases)


def _unplaced(raw: RawRuling, card_id: str, candidates: int) -> str:
    """The build's warning for a German ruling that stands on its own (the coverage page lists
    these too): where it is, why, and how it begins."""
    why = (
        f"none of the {candidates} English rulings of {card_id} is similar enough"
        if candidates
        else f"the corpus has no English rulings of {card_id}"
    )
    return (
        f"{raw.origin.path}:{raw.origin.line}: German ruling could not be matched to an English "
        f"ruling ({why}) and stands on its own: {beginning(raw.text, 60)}"
    )


def _place_german(corpus: Corpus, ruling: Ruling, raw: RawRuling, path: str) -> None:
    known = ruling.texts.get("de")
    if known is None:
        ruling.texts["de"] = _text(raw)
    elif normalize_text(known.text) == normalize_text(raw.text):
        _note_repeat(known, raw)
    else:
        corpus.warnings.append(
            f"{path}:{raw.origin.line}: a second German text for ruling {ruling.id} "
            f"(first at {known.origin.path}:{known.origin.line}); the first is kept"
        )


def _add_articles(corpus: Corpus, parsed: Parsed) -> None:
    for article in parsed.articles:
        if article.id in corpus.articles:
            first = corpus.articles[article.id].origin
            raise CorpusError(
                article.origin.path,
                article.origin.line,
                f"duplicate article id {article.id!r} (first in {first.path})",
            )
        corpus.articles[article.id] = article


def served_glossary(documents: list[Parsed]) -> list[GlossaryEntry]:
    """The glossary entries pages show: those of the newest rules release of each language
    (an older release's glossary is not kept)."""
    newest: dict[str, tuple[date, Parsed]] = {}
    for parsed in documents:
        release = parsed.release
        if release and (release.lang not in newest or release.effective > newest[release.lang][0]):
            newest[release.lang] = (release.effective, parsed)
    served = [
        e
        for parsed in documents
        if not parsed.release or newest[parsed.release.lang][1] is parsed
        for e in parsed.glossary
    ]
    if "en" in newest:
        english = _words_of(newest["en"][1])
        for lang, (_effective, parsed) in newest.items():
            if lang != "en":
                _settle_term_languages(parsed.glossary, _words_of(parsed) - english)
    return served


def _words_of(parsed: Parsed) -> set[str]:
    texts = [text.text for _number, text in parsed.rules] + [e.term for e in parsed.glossary if not e.see]
    return {word for text in texts for word in _WORD.findall(text.casefold())}


def _settle_term_languages(entries: list[GlossaryEntry], own_words: set[str]) -> None:
    """A cross-reference of the German glossary names an English term ("Landfall &rarr;
    Landung"), except where its term has a word that the German rules write and the English
    ones do not: then it is a German term the rules no longer use („Automatische
    Spielstatus-Aktionen“), which pages mark as German. (A word of neither, as the source's
    "Afterlive", leaves the term English.)"""
    for entry in entries:
        term = _NOTE.sub("", entry.term)  # "Totem Armor (veraltet)": the note is the glossary's
        if entry.see and set(_WORD.findall(term.casefold())) & own_words:
            entry.written_in = entry.lang


def _add_releases(corpus: Corpus, documents: list[tuple[Parsed, RulesRelease]]) -> None:
    """Every release goes into the history, oldest first; the newest of each language is the
    one pages show (`corpus.rules`), a translation's rules under the number the newest English
    release gives the rule each translates (none where it removed that rule). Two files of one
    language and date are an error."""
    seen: dict[tuple[str, date], str] = {}
    for _parsed, release in documents:
        key = (release.lang, release.effective)
        if key in seen:
            raise CorpusError(
                release.source.path,
                None,
                f"a second Comprehensive Rules file for language {release.lang!r} effective "
                f"{release.effective.isoformat()} (first: {seen[key]})",
            )
        seen[key] = release.source.path
    english = {release.effective: parsed.rules for parsed, release in documents if release.lang == "en"}
    for parsed, release in documents:
        same_date = english.get(release.effective, [])
        rules = _release_rules(corpus, parsed, [number for number, _ in same_date])
        if release.lang != "en":
            rules = _translated_in_place(corpus, rules, dict(same_date))
        corpus.history.append(ReleaseRules(release, rules))
    corpus.history.sort(key=lambda held: (held.release.effective, held.release.lang))
    newest = {held.release.lang: held for held in corpus.history}
    for lang, held in newest.items():
        corpus.releases.append(held.release)
        numbers = translated_rules(corpus.history, held) if lang != "en" else {n: n for n in held.rules}
        for number, text in held.rules.items():
            current = numbers[number]
            if current is None:
                continue
            rule = corpus.rules.setdefault(current, Rule(current))
            rule.texts[lang] = text
            if current != number:
                rule.translated_as[lang] = number
                rule.texts[lang] = replace(text, printed=text.printed or number)


def _release_rules(corpus: Corpus, parsed: Parsed, english: list[str]) -> dict[str, RuleText]:
    """Number -> text of one release. A number the file gives twice is a typo of the source
    (the German 2025-11-14 file has "107.17" where the English has "107.17a"): the repeat is read
    as the number that follows the rule before it in the English release of the same date,
    where this release has no such rule; failing that, both texts are shown together.
    Either way the build warns, naming the line."""
    rules: dict[str, RuleText] = {}
    numbers = {number for number, _ in parsed.rules}
    previous = ""
    for number, text in parsed.rules:
        known = rules.get(number)
        if known is None:
            rules[number] = text
            previous = number
            continue
        fixed = _next_english(english, previous, numbers | rules.keys())
        where = (
            f"{text.origin.path}:{text.origin.line}: rule {number} appears twice (first at line {known.origin.line})"
        )
        if fixed:
            corpus.warnings.append(
                f"{where}; read as {fixed}, which follows {previous} in the English release of the same date"
            )
            rules[fixed] = text
            previous = fixed
            continue
        corpus.warnings.append(f"{where}; the texts are shown together")
        rules[number] = RuleText(known.text + "\n" + text.text, known.origin)
    return rules


def _translated_in_place(
    corpus: Corpus, rules: dict[str, RuleText], english: dict[str, RuleText]
) -> dict[str, RuleText]:
    """A translation's rules with neighbours it numbers the other way round put back under the
    English numbers they translate (see exchanged_rules); the build warns for each."""
    moves = exchanged(rules, english)
    for number, moved in moves.items():
        text = rules[number]
        corpus.warnings.append(
            f"{text.origin.path}:{text.origin.line}: rule {number} translates the English {moved} "
            f"(the rules each cites say so); shown as {moved}"
        )
    return renumbered(rules, moves)


def _next_english(english: list[str], previous: str, held: set[str]) -> str | None:
    """The number after `previous` in the English release, if this release does not have it."""
    if previous not in english:
        return None
    at = english.index(previous) + 1
    following = english[at] if at < len(english) else None
    return following if following and following not in held else None
