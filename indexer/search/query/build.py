"""Turning a parsed query into a Whoosh query over both languages' fields.

Each word is analyzed by every field's own analyzer (English stemming for `*_en`, German
folding and stemming for `*_de`, plain folding for card names) and may match in any of them, so
a German word finds German text and an English word English text within one query.

What the reader typed, read in the reader's language, counts most. The same word read in the
other language ("Rolle" as English "roll", "Exil" as English "exile") counts much less, unless
the reader's language does not know the word at all ("graveyard" on the German site): then it
is the only reading there is. A word's translations through the term list count less again.
"""

from __future__ import annotations

import re
import string
import sys
from collections.abc import Callable, Mapping, MutableMapping
from copy import copy
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import TypeGuard

from whoosh import query as wq
from whoosh.analysis import Analyzer

from indexer.assembly.identity import slug
from indexer.assembly.model import LANGUAGES, other_language
from indexer.search.analysis.de import fold_german, split_by_words
from indexer.search.analysis.en import dice_typed
from indexer.search.analysis.schema import KINDS, build_schema
from indexer.search.nodes import Best, Synonym, Translated

from .card_names import NamedCard
from .expansion import LEARNED, SYNONYM, TERM, NamesTyped, Term, TermExpander, unlearned_in_names
from .rule_lookup import RULE_EXAMPLES, typed_number
from .syntax import And, Filter, Node, Not, Or, Phrase, QueryError, Word

_SCHEMA = build_schema()
# The fields a word is looked for in, each with the analyzer the index used for it.
_SEARCHED = ("title_en", "title_de", "body_en", "body_de", "heading_en", "heading_de", "cardtext_en", "names")
# Card texts are indexed without positions: a phrase cannot be matched there, only its words.
_NO_POSITIONS = frozenset(name for name in _SEARCHED if not _SCHEMA[name].format.supports("positions"))
# The fields where the words of a term a question names ("first striker": "first strike") count
# as the term wherever they stand, and a phrase typed in quotation marks as written. Card texts:
# as exact phrases there, the terms of questions weighed otherwise, and 4 answers of the
# relevance sets fell out of the first five against 2 that came in (blind14 below its floor).
_LOOSE_PHRASES = frozenset({"cardtext_en"})
# The German texts' field, where a compound's parts are looked for (_compound_parts).
_GERMAN_TEXTS = "body_de"
# The fields of one language's text; the others (card names) belong to no language.
_LANGUAGE_FIELDS = frozenset(name for name in _SEARCHED if name.endswith(tuple(f"_{lang}" for lang in LANGUAGES)))
# What a word's memo holds before it is built (a built word may be None: a stop word).
_UNBUILT = object()
# Each language's fields, in the order searched.
_FIELDS_OF = {lang: [name for name in _SEARCHED if name.endswith(f"_{lang}")] for lang in LANGUAGES}
_RULE_BOOST = 20.0
# What cites a rule lettered under the one a rule: filter names weighs this much (_subrules).
_SUBRULE_BOOST = 0.5
# A word read in the language other than the reader's, where the reader's language knows it.
OTHER_LANGUAGE_BOOST = 0.3
# A translated term matches, but a match in the words the reader typed counts more.
TRANSLATION_BOOST = 0.45
# A translation of several words weighs 1 / words ** TRANSLATION_WORDS_POWER: a phrase scores the
# sum of its words' scores, so an English translation of several words counted more than the one
# German word it translates ("first strike" for „Erstschlag“), and on the German site English-only
# rulings came before German rules that have the word. Over the 2,492 set questions recall@5
# 0.8208 -> 0.8224, MRR 0.6628 -> 0.6643 (37 answers up, 9 down); at 0.5, 0.8232 / 0.6643, but
# rule 701.6a (what countering is) came before 113.9 for „Spruch kann nicht neutralisiert werden“,
# which a test holds.
TRANSLATION_WORDS_POWER = 0.3
# The rules, where an obsolete term read for the term that replaced it ("set aside" for "exile")
# is not searched: the rules of a release never use an obsolete term in the sense it had, and
# 702.139b's "set aside any sideboard cards" came first for "what happens if my commander is
# exiled", before 903.9a.
_RULES = wq.Term("kind", "rule")
# A German compound that texts have also matches its two parts written apart, at this weight:
# „Handkarten“ is „Karten in der Hand“ in CR 402.3, which a reader may count („Darf ich die
# Handkarten meines Gegners zählen?“: 402.3 7th -> 1st).
PARTS_BOOST = 0.5
# An old or new name of the term typed, in the same language ("converted mana cost" for "mana
# value"): the same thing, though not the words the reader chose.
SYNONYM_BOOST = 0.8
# A learned translation (indexer/word_pairs.py) counts this share of a listed one.
LEARNED_CONFIDENCE = 0.7
# A word is the other language's, not the reader's, where its share of the texts in the
# reader's language is below this part of its share of the texts in the other language.
FOREIGN_SHARE = 0.1
# A word of the reader's language only, where its share of the other language's texts is below
# this part of its share of the reader's.
ELSEWHERE_SHARE = 0.01
# A common word: in at least this share of the texts in its language.
COMMON_SHARE = 0.02
# The other language answers where the reader's cannot: at least this share of the documents
# have text in the other language only (on the German site, the English-only rulings).
ELSEWHERE_ONLY_SHARE = 0.1
CardResolver = Callable[[wq.Query], list[str]]
CardNames = Callable[[list[str]], list[NamedCard]]
# A text read in each language: the (field, term) pairs it is searched as there.
Readings = Mapping[str, list[tuple[str, str]]]
# A text's (term, position) pairs in one field.
Tokens = tuple[tuple[str, int], ...]
# A text read in one language (_Compilation._reading): its tokens, a single word's compound
# parts, several words' term written with hyphens.
Reading = tuple[Tokens, tuple[str, ...], str | None]


@dataclass(frozen=True)
class Asker:
    """Whose query it is (the person searching, not Whoosh's index reader): their language;
    how many documents have a term (`frequency(field, term)`) and how many have text in each
    language (`documents`)."""

    lang: str
    frequency: Callable[[str, str], int]
    documents: Mapping[str, int]
    total: int = 0

    @classmethod
    def of_index(cls, lang: str, frequency: Callable[[str, str], int], total: int) -> Asker:
        """The reader of `lang` of an index whose `frequency` counts its documents in the field
        "langs" per language."""
        return cls(lang, frequency, {code: frequency("langs", code) for code in LANGUAGES}, total)

    def knows_word(self, text: str) -> bool:
        """`knows`, the text read in each language's body field."""
        return self.knows(self.shares(_body_readings(text)))

    def shares(self, readings: Readings) -> dict[str, float]:
        """A word's share of the texts of each language (read in each language): what `knows`
        and `only_known` compare, looked up once for both."""
        return {lang: self._share(lang, reading) for lang, reading in readings.items()}

    def knows(self, shares: Mapping[str, float]) -> bool:
        """Whether a word (its `shares`) is one of the reader's language: not much rarer in its
        texts than in the other language's. "graveyard" is in one German text (English left in
        a translation) and in 175 English ones: on the German site it is an English word."""
        own = shares[self.lang]
        return own > 0 and all(own >= FOREIGN_SHARE * other for lang, other in shares.items() if lang != self.lang)

    def only_known(self, shares: Mapping[str, float]) -> bool:
        """Whether a word (its `shares`) is a common word of the reader's language alone: in
        many of its texts (COMMON_SHARE), and (almost) never in the other language's ("wenn",
        "nicht", "beim" on the German site). A rarer word ("persist" on the English site) says
        what the question is about, translated or not."""
        own = shares[self.lang]
        return own >= COMMON_SHARE and all(
            other < ELSEWHERE_SHARE * own for lang, other in shares.items() if lang != self.lang
        )

    def needs_elsewhere(self) -> bool:
        """Whether many documents have no text in the reader's language: 18,000 rulings are in
        English only, so on the German site a question must reach English texts; every German
        text has its English original."""
        return self.lacks(self.lang)

    def lacks(self, lang: str) -> bool:
        """Whether many documents (ELSEWHERE_ONLY_SHARE of `total`) have no text in `lang`."""
        return self.total - self.documents.get(lang, 0) >= ELSEWHERE_ONLY_SHARE * self.total

    def _share(self, lang: str, reading: list[tuple[str, str]]) -> float:
        found = sum(self.frequency(field, term) for field, term in reading)
        return found / max(1, self.documents.get(lang, 0))


def _body_readings(text: str) -> Readings:
    """The text read in each language's body field (what Asker.knows compares)."""
    return {
        lang: [(f"body_{lang}", term) for term, _ in BUILDER.fields[f"body_{lang}"].query_terms(text)]
        for lang in LANGUAGES
    }


def _analyzers() -> dict[str, Analyzer]:
    return {name: _SCHEMA[name].analyzer for name in _SEARCHED}


def _no_cards(query: wq.Query) -> list[str]:
    return []


class QueryBuilder:
    """Holds the analyzers (built once); each `build` translates one query."""

    def __init__(self) -> None:
        self.fields = _analyzers()

    def build(
        self,
        node: Node,
        cards: CardResolver = _no_cards,
        expander: TermExpander | None = None,
        *,
        asker: Asker | None = None,
        names: CardNames | None = None,
        any_word: bool = False,
        memo: MutableMapping | None = None,
    ) -> wq.Query:
        """The Whoosh query; `any_word` relaxes a top-level list of words from AND to OR.

        `cards` finds the ids of the cards a name query matches: the `card:` filter needs them,
        because rulings are indexed with their cards' ids, not their names. `expander` adds the
        other language's terms for words of the term list (see expansion.py). With a
        `asker`, the other language's reading of a word the reader's language knows weighs
        less (see the module docstring); without one, every reading weighs the same. `names`
        finds the runs of plain words that name a card: the query then also matches that
        card's rulings that have the other words (see card_names.py). Builds that share a
        `memo` (the searches of one index generation and reader's language) build each word
        once (the analyzers keep the texts they read lately: analysis/common.py).
        """
        if any_word and relaxable(node):
            node = Or(node.nodes)
        plain = node if plain_words(node) else None
        texts = _name_texts(plain) if names is not None and plain is not None else []
        named = names(texts) if names is not None and texts else []
        compilation = _Compilation(
            self.fields, cards, expander, asker, {} if memo is None else memo, whole_names(texts, named)
        )
        built = compilation._node(node)
        if built is None:
            raise QueryError("no_terms")
        return compilation.with_rulings(plain, built, named) if named and plain is not None else built


BUILDER = QueryBuilder()  # the one the search and the spelling suggestions share


def _name_texts(node: And | Word | Phrase) -> list[str]:
    """The texts of a query of plain words, one per word or phrase, as card names are looked
    for in them ("" for a prefix)."""
    nodes = node.nodes if isinstance(node, And) else (node,)
    return [n.text if isinstance(n, (Word, Phrase)) and not (isinstance(n, Word) and n.prefix) else "" for n in nodes]


def whole_names(texts: list[str], named: list[NamedCard]) -> NamesTyped:
    """The words typed (`texts`, _name_texts) of each card's whole name. Learned pairs do not
    translate them (expansion.unlearned_in_names): „Blitzschlag“ (Lightning Bolt) was also
    searched as "bolt", and the rulings of Twin Bolt and Intimidation Bolt came right after the
    card."""
    return frozenset(tuple(texts[n.start : n.end]) for n in named if n.whole)


def known_word(frequency: Callable[[str, str], int], word: str) -> bool:
    """Whether the index has the word (`frequency(field, term)`: in how many documents) in any
    field; a stop word counts as known."""
    terms = _field_terms(word)
    if terms is None:
        return True
    pairs = [(field, term) for field, found in terms.items() for term in found]
    number = typed_number(word)
    if number:
        pairs.append(("number", number))
    return any(frequency(field, term) for field, term in pairs)


def text_frequency(frequency: Callable[[str, str], int], word: str, lang: str | None = None) -> int:
    """In how many documents' texts (not card names; with `lang`, those of that language) the
    word is at most; a stop word is in all of them."""
    terms = _field_terms(word)
    if terms is None:
        return sys.maxsize
    texts = [
        (field, term)
        for field, found in terms.items()
        if field != "names" and (lang is None or field.endswith(f"_{lang}"))
        for term in found
    ]
    return max((frequency(field, term) for field, term in texts), default=0)


def _field_terms(word: str) -> dict[str, list[str]] | None:
    """The word's terms in each searched field, analysed once per language (not once per
    field); None for a stop word of either language."""
    analyzers = BUILDER.fields
    read: dict[str, list[str]] = {}
    found = {}
    for field in _SEARCHED:
        language = analyzers[field].language
        if language not in read:
            read[language] = [term for term, _ in analyzers[field].query_terms(word)]
        found[field] = read[language]
    if not found["body_en"] or not found["body_de"]:
        return None
    return found


class _Compilation:
    def __init__(
        self,
        fields: dict[str, Analyzer],
        cards: CardResolver,
        expander: TermExpander | None,
        asker: Asker | None,
        memo: MutableMapping,
        names_typed: NamesTyped = frozenset(),
    ) -> None:
        self.fields = fields
        self._cards = cards
        self._expander = expander
        self._asker = asker
        self._memo = memo
        self._read: dict[tuple[str, str, bool], Tokens] = {}
        self._by_language: dict[tuple[str, str, bool], Reading] = {}  # (texts read per language, _reading)
        self._parts: dict[str, tuple[str, ...]] = {}  # a German compound's parts (_compound_parts)
        self._names_typed = names_typed  # the words typed of cards' whole names (whole_names)

    def with_rulings(self, node: And | Word | Phrase, built: wq.Query, named_cards: list[NamedCard]) -> wq.Query:
        """`built`, or for each run of words naming a card, that card's rulings (and the card)
        with the other words: "Einschneiden Ziel" finds the rulings of Cut In about targets;
        "Blood Moon Dryad Arbor", whole names alone, the rulings of both cards.
        Those that name the card in their text come first: a ruling shared by every card with a
        Role says less about Cut In than one that says "Cut In". A card's whole name also finds
        the texts that name it in the other language ("Blitzschlag": "Lightning Bolt")."""
        nodes = list(node.nodes) if isinstance(node, And) else [node]
        alternatives = [built]
        named_only = all(any(n.start <= i < n.end for n in named_cards if n.whole) for i in range(len(nodes)))
        for named in named_cards:
            # (a query of whole card names alone asks how they meet: each card's rulings, those
            # naming another first; "blood moon dryad arbor" asked every ruling of Blood Moon
            # to say "Dryad Arbor", and found none of either card's. A ruling naming its own
            # card counts for nothing more there: Platinum Angel's came before Laboratory
            # Maniac's on Platinum Angel. Beside other words, a card's own names are what its
            # rulings are asked for: "Torpor Orb, kann Klon trotzdem kopieren?")
            others = [o for o in named_cards if o is not named] if named_only else []
            rest = [] if named_only else [n for i, n in enumerate(nodes) if not named.start <= i < named.end]
            cards = _any([wq.Term("card", card) for card in named.all_cards])
            required = [cards, *[q for q in [self._node(And(tuple(rest)))] if rest and q is not None]]
            names = [name for other in others for name in other.names] or list(named.names)
            mentions = [q for q in map(self._phrase, said_as_names(names, self._expander)) if q is not None]
            rulings = wq.And(required) if len(required) > 1 else required[0]
            alternatives.append(wq.AndMaybe(rulings, wq.Or(mentions)) if mentions else rulings)
            said = said_as_names(named.names, self._expander)
            texts = _any([q for name in said for q in self._in_texts(name)]) if named.whole else None
            if texts is not None:
                # (texts that name the card in either language, with the other words: what its
                # learned translation found, without the other cards that share a word of it)
                alternatives.append(wq.And([texts, *required[1:]]) if rest else texts)
        return wq.Or(alternatives) if len(alternatives) > 1 else built

    def _in_texts(self, text: str) -> list[wq.Query]:
        """The text in the texts of either language, not in card names: "Duress" is also
        „Zwang“, the German name of Coercion too, which texts do not confuse."""
        return [q for lang in LANGUAGES for q in self._alternatives(text, _FIELDS_OF[lang])]

    def _node(self, node: Node) -> wq.Query | None:
        if isinstance(node, Word) and node.prefix:
            return self._prefixed(node.text)
        if isinstance(node, Word):
            # (a hyphenated word no text has is its parts, each a query: "Kommandeur-Schaden"
            # alone had searched "Kommandeur" only)
            return _all([c for c in self._children([node], joined=True) if c is not None])
        if isinstance(node, Phrase):
            return self._phrase(node.text)
        if isinstance(node, Filter):
            return self._filter(node)
        if isinstance(node, Not):
            inner = self._node(node.node)
            return wq.Not(inner) if inner is not None else None
        children = [c for c in self._children(node.nodes, joined=isinstance(node, And)) if c is not None]
        if not children:
            return None
        if len(children) == 1:
            return children[0]
        return wq.And(children) if isinstance(node, And) else wq.Or(children)

    def _children(self, nodes: tuple[Node, ...] | list[Node], joined: bool) -> list[wq.Query | None]:
        """Each node's query; runs of plain words pass through the term expansion."""
        out: list[wq.Query | None] = []
        run: list[Word] = []
        for node in [*nodes, None]:
            if isinstance(node, Word) and not node.prefix:
                run.append(node)
                continue
            out.extend(self._words(run, joined))
            run = []
            if node is not None:
                out.append(self._node(node))
        return out

    def _words(self, words: list[Word], joined: bool) -> list[wq.Query | None]:
        """Word queries; a run of words that forms a listed term also matches its translation.

        In an AND list a term may span words ("state-based action", "zustandsbasierte
        Aktion"); in an OR list each word stands alone."""
        if not self._expander or not words:
            return [self._word_once(w) for w in words]
        if joined:
            whole = _in_terms(self._expander, [w.text for w in words])
            words = [
                Word(self._expander.anglicism(part))
                for i, w in enumerate(words)
                for part in ((w.text,) if i in whole else self._expander.apart(w.text))
            ]
            words = [
                w if read == w.text else Word(read)
                for w, read in zip(words, dice_typed([w.text for w in words]), strict=True)
            ]
        texts = [w.text for w in words]
        if joined:
            spans = self._expander.expansions(texts)
        else:
            spans = [
                replace(e, start=i, end=i + 1)
                for i, text in enumerate(texts)
                for e in self._expander.expansions([text])
            ]
        kept = (unlearned_in_names(span, texts, self._names_typed) for span in spans)
        starting = {span.start: span for span in kept if span is not None}
        out: list[wq.Query | None] = []
        position = 0
        while position < len(words):
            span = starting.get(position)
            if span is None:
                out.append(self._word_once(words[position]))
                position += 1
                continue
            if span.end - span.start == 1:
                out.append(self._word_once(words[position], span.terms))
            else:
                translated = self._translations(span.terms)
                into = frozenset(translated)
                built = (self._word_once(w, translated_into=into) for w in words[span.start : span.end])
                original = [q for q in built if q is not None]
                own = [self._as_a_term(original, texts[span.start : span.end])] if original else []
                out.append(_any([*own, *translated.values()]))
            position = span.end
        return out

    def _as_a_term(self, words: list[wq.Query], texts: list[str]) -> wq.Query:
        """The words of a listed term, those that have them as the term (side by side) first:
        "mana value" is the term in rule 202.3e, two words in a ruling on "the value of X and
        the converted mana cost". The term's phrase is built once per memo: a relaxed query
        builds it again as a unit (results._relaxed_words), and a term is in many queries."""
        if len(words) == 1:
            return words[0]
        text = " ".join(texts)
        phrase = self._once(("term", text), lambda: _any(self._readings(text)))
        return wq.AndMaybe(wq.And(words), phrase) if phrase is not None else wq.And(words)

    def _translations(self, terms: tuple[Term, ...]) -> dict[str, wq.Query]:
        """A term's translations and synonyms per language, each in that language's text
        fields, ranked below the words as typed (a synonym less so). Those of one language are
        one alternative: a text is not the more relevant for matching two spellings of one
        translation ("Token", "token") or two translations of one term."""
        found: dict[tuple[str, str], list[wq.Query]] = {}
        for lang, text, kind in terms:
            query = _any(self._alternatives(text, _FIELDS_OF[lang]))
            if query is None:
                continue
            if kind != SYNONYM:
                query = _weighed(query, _words_in(query) ** -TRANSLATION_WORDS_POWER)
            elif self._expander is not None and self._expander.obsolete(lang, text):
                query = wq.AndNot(query, _RULES)
            if query not in found.setdefault((lang, kind), []):
                found[(lang, kind)].append(query)
        by_lang: dict[str, list[wq.Query]] = {}
        for (lang, kind), queries in found.items():
            by_lang.setdefault(lang, []).append(_expansion(kind, _best(queries)))
        return {lang: _best(nodes) for lang, nodes in by_lang.items()}

    def _readings(
        self,
        text: str,
        translated: Mapping[str, wq.Query] | None = None,
        *,
        typed: bool = False,
        translated_into: frozenset[str] = frozenset(),
        quoted: bool = False,
    ) -> list[wq.Query]:
        """The text in every field: card names, and each language's reading of it (`quoted`:
        as a phrase typed in quotation marks, see _tokens).

        A language's reading and the word's translation into that language are one
        alternative, the better counts ("Exil" read as English is "exile", its translation
        too). With an Asker, the reading of the other language weighs OTHER_LANGUAGE_BOOST
        where the reader's language knows the text; a listed term of the other language is
        searched there as its translation only (`_translated_only`). A `typed` common word of the reader's
        language alone, without a translation ("wenn", "beim"), is not required of texts in the
        other language, which cannot have it: "Kaskade wenn Zauberspruch neutralisiert" finds
        the English rulings about cascade and countered spells. A word of a translated term
        (`translated_into` those languages) is required there as the translation: "counters"
        in "what happens to counters when a creature phases out" let the German glossary
        entry „Destabilisieren“ have all the words with „destabilisiert“ alone. Where the reader needs the
        other language's texts (Asker.needs_elsewhere), such a word is not required of them
        even with a translation, which then only ranks: the learned translations of "hat",
        "mehr", "nicht" ("has", "more", "not") miss the English of "than you have", "can't"."""
        readings = {lang: _any(self._alternatives(text, _FIELDS_OF[lang], quoted)) for lang in LANGUAGES}
        weights = dict.fromkeys(LANGUAGES, 1.0)
        asker = self._asker
        shares = (
            asker.shares({lang: self._terms(text, _FIELDS_OF[lang], quoted) for lang in LANGUAGES})
            if asker is not None
            else {}
        )
        if asker is not None and (asker.knows(shares) or self._has_own_synonym(text)):
            weights[other_language(asker.lang)] = OTHER_LANGUAGE_BOOST
        found = self._alternatives(text, [f for f in self.fields if f not in _LANGUAGE_FIELDS], quoted)
        translated_only = self._translated_only(text)
        for lang, reading in readings.items():
            choices = [_weighed(reading, weights[lang])] if reading is not None and lang not in translated_only else []
            if translated and lang in translated:
                choices.append(translated[lang])
            if choices:
                found.append(_best(choices))
        if typed and asker is not None and asker.only_known(shares):
            other = other_language(asker.lang)
            untranslated = not (translated and other in translated) and other not in translated_into
            if untranslated or asker.needs_elsewhere():
                found.append(wq.Not(wq.Term("langs", asker.lang)))
        return found

    def _has_own_synonym(self, text: str) -> bool:
        """Whether the text has a synonym in the reader's language: the term list knows it as a
        word of that language, however rare in its texts, and its other reading weighs
        OTHER_LANGUAGE_BOOST (_readings). German players' „Trampler“ (the rules'
        „Trampelschaden“) is in no German text; read as English at full weight, it found the one
        ruling that says "the Trampler" first for "Kreatur mit Trampler wird geblockt"."""
        asker = self._asker
        return (
            self._expander is not None
            and asker is not None
            and any(
                (lang, kind) == (asker.lang, SYNONYM)
                for expansion in self._expander.expansions([text])
                for lang, _, kind in expansion.terms
            )
        )

    def _translated_only(self, text: str) -> frozenset[str]:
        """The languages in which a text written as a listed term of another language is not
        read at all, only translated (where the build has translations: a quoted word is
        searched as typed, in its language alone). Many documents lack the term's language (the
        18,092 English-only rulings lack German): the other language's reading is all they can
        match it by, and a false friend matches there alone ("Rolle" read as English is "roll",
        of dice, on either site; it is "Role"). The reading is kept where every document with
        the other language has the term's language too (all German texts have their English
        original): English "dies" read as German finds the "Dies ist …" of rules 111.7 and
        903.9a, which two questions of the relevance set want."""
        asker = self._asker
        if self._expander is None or asker is None:
            return frozenset()
        written = self._expander.written_as_term(text)
        return frozenset(lang for lang in LANGUAGES if lang not in written and any(map(asker.lacks, written)))

    def _alternatives(self, text: str, fields: list[str], quoted: bool = False) -> list[wq.Query]:
        """The text in each field: a term, or a phrase that also matches its words written
        with hyphens, which the index holds as one word (the term "face down" is "face-down"
        in the rulings that say "the face-down permanent"), unless that word stems as one of
        the phrase's words: the stemmer reads "mirrorentity" as "mirror", and the name Mirror
        Entity had matched every text with "mirror" (Mirage Mirror's rulings came first for
        "mirror entity activate twice")."""
        alternatives: list[wq.Query] = []
        for field in fields:
            tokens, parts, joined = self._reading(field, text, quoted)
            if len(tokens) == 1:
                whole = wq.Term(field, tokens[0][0])
                alternatives.append(
                    _best([whole, _weighed(wq.And([wq.Term(field, p) for p in parts]), PARTS_BOOST)])
                    if parts
                    else whole
                )
            elif tokens:
                phrase = _phrase(field, tokens, quoted)
                alternatives.append(wq.Or([phrase, wq.Term(field, joined)]) if joined else phrase)
        return alternatives

    def _reading(self, field: str, text: str, quoted: bool) -> Reading:
        """The text in the field's language (_alternatives): its tokens, a single word's
        compound parts, and the one term of several words written with hyphens where that is
        another term than theirs; read once per language, not once for each of its fields."""
        key = (self.fields[field].language, text, quoted)
        found = self._by_language.get(key)
        if found is None:
            tokens = self._tokens(field, text, quoted)
            parts = self._compound_parts(field, text) if len(tokens) == 1 and not quoted else ()
            found = self._by_language[key] = (tokens, parts, self._hyphenated(field, text, tokens))
        return found

    def _hyphenated(self, field: str, text: str, tokens: Tokens) -> str | None:
        """The term of several words written with hyphens, where it is another term than theirs
        (see _alternatives)."""
        if len(tokens) < 2:
            return None
        joined = self._tokens(field, "-".join(text.split()))
        return joined[0][0] if len(joined) == 1 and joined[0][0] not in {term for term, _ in tokens} else None

    def _compound_parts(self, field: str, text: str) -> tuple[str, ...]:
        """The terms of a German compound's two parts, each a word German texts have, where
        texts may say it in words apart; none for a listed term, which the texts say as one
        word („Manafähigkeit“), or a compound no text has: the suggestion writes that apart
        (results._compounds_apart), and its parts alone ("Lebensverlust": German rules on life
        and on losing) crowded out the English rulings that say "loss of life". Found once per
        word, in the texts' field, for the German title and heading too (they read alike)."""
        if not field.endswith("_de") or " " in text or "-" in text:
            return ()
        found = self._parts.get(text)
        if found is None:
            found = self._parts[text] = self._parts_in_texts(text)
        return found

    def _parts_in_texts(self, text: str) -> tuple[str, ...]:
        asker = self._asker
        whole = self._tokens(_GERMAN_TEXTS, text)
        if asker is None or len(whole) != 1 or not asker.frequency(_GERMAN_TEXTS, whole[0][0]):
            return ()
        if self._expander is not None and "de" in self._expander.written_as_term(text):
            return ()

        def in_texts(word: str) -> bool:
            terms = self._tokens(_GERMAN_TEXTS, word)
            return bool(terms) and all(asker.frequency(_GERMAN_TEXTS, term) for term, _ in terms)

        parts = split_by_words(fold_german(text.lower()), in_texts)
        terms = tuple(dict.fromkeys(term for part in parts for term, _ in self._tokens(_GERMAN_TEXTS, part)))
        return terms if len(terms) == 2 else ()

    def _terms(self, text: str, fields: list[str], quoted: bool = False) -> list[tuple[str, str]]:
        return [(field, term) for field in fields for term, _ in self._tokens(field, text, quoted)]

    def _tokens(self, field: str, text: str, quoted: bool = False) -> Tokens:
        """The (term, position) pairs of `text` in `field` (the analyzer keeps the texts it read
        lately). A word is read in every field, some fifty look-ups a query: after the first,
        each is one in this build's own dictionary. A `quoted` phrase keeps the words that only
        make a query a question ("when", „hat“): "when this creature dies" in quotation marks
        is those words."""
        language = self.fields[field].language
        found = self._read.get((language, text, quoted))
        if found is None:
            found = self._read[(language, text, quoted)] = self.fields[field].query_terms(text, quoted)
        return found

    def _word_once(
        self, word: Word, terms: tuple[Term, ...] = (), translated_into: frozenset[str] = frozenset()
    ) -> wq.Query | None:
        """`_word` with the word's translations and synonyms `terms`, built once per memo;
        `translated_into`: the languages a term the word is part of is translated into."""
        return self._once(
            ("word", word.text, word.prefix, terms, translated_into),
            lambda: self._word(word, self._translations(terms) if terms else None, translated_into),
        )

    def _once(self, key: tuple, build: Callable[[], wq.Query | None]) -> wq.Query | None:
        """`build()`, built once per memo for `key` and whether this build has an asker and an
        expander (a relaxed query's card unit builds without them, results._card_unit)."""
        key = (*key, self._asker is None, self._expander is None)
        found = self._memo.get(key, _UNBUILT)
        if found is _UNBUILT:
            found = self._memo[key] = build()
        return found

    def _word(
        self,
        word: Word,
        translated: Mapping[str, wq.Query] | None = None,
        translated_into: frozenset[str] = frozenset(),
    ) -> wq.Query | None:
        if self._is_stop_word(word.text):
            return _any(list(translated.values())) if translated else None
        alternatives = self._readings(word.text, translated, typed=True, translated_into=translated_into)
        number = typed_number(word.text)
        if number and len(number) > 1:
            # (a digit among words is a count, "discard down to 7", not chapter 7: "section 7"
            # opens the chapter; the chapter's title had come 4th for "discard down to 7")
            alternatives.append(wq.Term("number", number, boost=_RULE_BOOST))
        return _any(alternatives)

    def _is_stop_word(self, text: str) -> bool:
        """A word one language drops ("of", "the", "der") must not become a required term in
        the other language's fields or in card names: "copy of an Adventure" would then only
        find German texts that happen to contain "of"."""
        return any(not self._tokens(field, text) for field in ("body_en", "body_de"))

    def _prefixed(self, text: str) -> wq.Query | None:
        """ "Friedhof*": the word as typed (with its translations), and the longer words it
        starts: never fewer results than the word alone."""
        return _any([q for q in (self._children([Word(text)], joined=True)[0], self._prefix(text)) if q is not None])

    def _prefix(self, text: str) -> wq.Query | None:
        """The words that start with `text` in each field: as typed (folded) and, since the
        index holds stems ("adventur" for "adventure"), as its stem."""
        lowered = text.lower()
        alternatives = []
        for field in self.fields:
            typed = fold_german(lowered) if field.endswith("_de") or field == "names" else lowered
            starts = dict.fromkeys([typed, *(term for term, _ in self._tokens(field, text))])
            alternatives += [wq.Prefix(field, start) for start in starts]
        return wq.Or(alternatives)

    def _phrase(self, text: str) -> wq.Query | None:
        return _any(self._readings(text, quoted=True))

    def _filter(self, node: Filter) -> wq.Query | None:
        value = node.value.text.strip()
        if node.name == "kind":
            return wq.Term("kind", _choice(node.shown_name, value.lower(), KINDS))
        if node.name == "lang":
            return wq.Term("langs", _choice(node.shown_name, value.lower(), LANGUAGES))
        if node.name == "rule":
            number = typed_number(value)
            if not number:
                raise QueryError("filter_value", name=node.shown_name, value=value, known=RULE_EXAMPLES)
            cited = [wq.Term("cites", number), *(wq.Term("cites", n, boost=_SUBRULE_BOOST) for n in _subrules(number))]
            if _SECTION.fullmatch(number):
                cited.append(wq.Prefix("cites", number + ".", boost=_SUBRULE_BOOST))
            return wq.Or([*cited, wq.Term("number", number, boost=_RULE_BOOST)])
        tokens = self._tokens("names", value)
        if not tokens:
            return None
        names = wq.And([wq.Term("names", token) for token, _ in tokens])
        ids = self._cards(wq.And([wq.Term("kind", "card"), names]))
        ids = self._named_so(value, ids)
        return wq.Or([wq.Term("card", card_id) for card_id in ids]) if ids else wq.NullQuery

    def _named_so(self, value: str, ids: list[str]) -> list[str]:
        """Of the cards whose names have the words of a card: filter, those named so, where some
        are: card:Blitzschlag is Lightning Bolt, not also Rhystic Lightning („Rhystischer
        Blitzschlag“; a reviewer's finding); card:Bolt stays every card with the word. A card's
        id and aliases are the slugs of its names (indexer/assembly/model.py)."""
        written = slug(value)
        if not written or len(ids) < 2:
            return ids
        named = [card_id for card_id in ids if card_id == written]
        if not named:
            aliased = self._cards(wq.And([wq.Term("kind", "card"), wq.Term("aliases", written)]))
            named = [card_id for card_id in ids if card_id in aliased]
        return named or ids


# A section of the rules ("704"): what cites any rule of it (704.5j) cites the section too.
# rule:704 kind:ruling found no ruling, rule:704.5 kind:ruling 110 (a reader's review).
_SECTION = re.compile(r"\d{3}")


def _subrules(number: str) -> list[str]:
    """The numbers a rule's subrules may have ("702.19" has 702.19a to 702.19g): what cites them
    cites the rule too. rule:702.19 kind:ruling found nothing, while rulings cite 702.19b (a
    reviewer's finding). A section's rules ("702": 702.1 to 702.189) are not listed (a prefix
    finds what cites them, _SECTION). Listed,
    what cites a subrule comes after what cites the rule itself (_SUBRULE_BOOST): the 76
    rulings citing 613.7a … had come before 613.2, which cites 613.7."""
    if "." not in number or not number[-1].isdigit():
        return []
    return [number + letter for letter in string.ascii_lowercase]


def said_as_names(names: list[str] | tuple[str, ...], expander: TermExpander | None) -> list[str]:
    """The names of a card that its mentions in texts are searched by: not a name of one word
    that reads as a term of the game. Threaten's German name „Bedrohen“ is the verb of
    „Bedrohlichkeit“ (menace) by its stem, and "i stole their creature with threaten, can i
    sacrifice it" had five rules of menace first; Flash's is the keyword."""
    if expander is None:
        return list(names)
    return [
        name
        for name in names
        if " " in name.strip() or not any(kind == TERM for e in expander.expansions([name]) for _, _, kind in e.terms)
    ]


def relaxable(node: Node | None, nothing_found: bool = False) -> TypeGuard[And]:
    """A plain list of words, which may fall back from "all of them" to "any of them": not
    where AND was typed between them (And.strict), unless no document has them all
    (`nothing_found`: "does he lose loyalty AND get damage marked" found nothing, where a judge
    had stressed a word; the page then says that no result has all the words)."""
    return _word_list(node) and (not node.strict or nothing_found)


def plain_words(node: Node | None) -> TypeGuard[And | Word | Phrase]:
    """Only words and phrases, no filter or operator but AND: what may be a name the reader typed."""
    return _word_list(node) or isinstance(node, (Word, Phrase))


def _word_list(node: Node | None) -> TypeGuard[And]:
    return isinstance(node, And) and all(isinstance(n, (Word, Phrase)) for n in node.nodes)


def _phrase(field: str, tokens: Tokens, quoted: bool) -> wq.Query:
    """A phrase whose words may stand as far apart as the query's removed stop words made them;
    in a field without positions, all of its words, and in card texts unless typed in quotation
    marks (_LOOSE_PHRASES)."""
    if field in _NO_POSITIONS or field in _LOOSE_PHRASES and not quoted:
        return wq.And([wq.Term(field, t) for t, _ in tokens])
    gaps = [b[1] - a[1] for a, b in pairwise(tokens)]
    return wq.Phrase(field, [t for t, _ in tokens], slop=max(gaps, default=1))


def _weighed(query: wq.Query, boost: float) -> wq.Query:
    """The query with its weight multiplied; a shallow copy (Whoosh's `with_boost` copies the
    whole tree), since built queries are never changed."""
    if boost == 1.0:
        return query
    weighed = copy(query)
    weighed.boost = query.boost * boost
    weighed.__dict__.pop("_clause_key", None)  # (the original's, see evaluate.clause_key)
    return weighed


def _best(alternatives: list[wq.Query]) -> wq.Query:
    """One of several ways to match the same thing: the best match counts, not their sum."""
    return alternatives[0] if len(alternatives) == 1 else Best(alternatives)


def _expansion(kind: str, query: wq.Query) -> wq.Query:
    """A translation or synonym of the words typed, weighed as its kind says."""
    if kind == SYNONYM:
        return Synonym([query], boost=SYNONYM_BOOST)
    confidence = LEARNED_CONFIDENCE if kind == LEARNED else 1.0
    return Translated([query], boost=TRANSLATION_BOOST * confidence, confidence=confidence)


def _words_in(query: wq.Query) -> int:
    """How many words a translation's query searches together: its longest phrase's."""
    if isinstance(query, wq.Phrase):
        return len(query.words)
    return max((_words_in(part) for part in getattr(query, "subqueries", ())), default=1)


def _all(required: list[wq.Query]) -> wq.Query | None:
    if not required:
        return None
    return required[0] if len(required) == 1 else wq.And(required)


def _any(alternatives: list[wq.Query]) -> wq.Query | None:
    if not alternatives:
        return None
    return alternatives[0] if len(alternatives) == 1 else wq.Or(alternatives)


def _choice(name: str, value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise QueryError("filter_value", name=name, value=value, known=", ".join(allowed))
    return value


def _in_terms(expander: TermExpander, texts: list[str]) -> set[int]:
    """The positions of the words that are part of a listed term of several words as typed: a
    hyphenated word of such a term is not taken apart („Automatische Spielstatus-Aktionen“, the
    German glossary's old name of the state-based actions, is one; its parts are not)."""
    return {i for e in expander.expansions(texts) if e.end - e.start > 1 for i in range(e.start, e.end)}
