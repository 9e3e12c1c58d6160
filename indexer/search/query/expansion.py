"""Query expansion through the English-German term list and the synonyms of each language.

A reader who types "Rolle Zeitstempel" should also find the English-only rulings about Roles
and timestamps, and "protection" should find German text about "Schutz". Runs of query words
that form a term of the list (compared after each language's analysis, so "Zeitstempels" is
"Zeitstempel") gain the other language's term as an alternative; a term with an old or a new
name in its own language ("mana value", "converted mana cost": indexer/synonyms.py) gains that
name, so a question in today's words finds the rulings of 2010. A German word the list does not
have gains its learned English partner (indexer/word_pairs.py: "zurück" / "return"), which
counts less than a listed term.
"""

from __future__ import annotations

import copy
import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import zip_longest
from typing import Any

from whoosh.lang.stopwords import stoplists

from indexer.assembly.model import LANGUAGES
from indexer.search.analysis.common import MODIFIER
from indexer.search.analysis.de import KEPT_WORDS, fold_german, split_compound, verb_stems
from indexer.search.analysis.en import STEM_OVERRIDES, dice_typed
from indexer.search.analysis.names import fold_name
from indexer.search.analysis.schema import query_terms
from indexer.search.cache import LruDict
from indexer.terms.synonyms import GLOSSARY_SOURCE as OBSOLETE_SOURCE

# (language, text, kind): a TERM of the curated list or the rules glossaries, a SYNONYM in the
# same language, or a pair LEARNED from the parallel texts (indexer/word_pairs.py).
Term = tuple[str, str, str]
TERM, SYNONYM, LEARNED = "term", "synonym", "learned"
# The words typed of each card's whole name a query names (query.build.whole_names).
NamesTyped = frozenset[tuple[str, ...]]
# The parts of a hyphenated compound; a modifier's minus is no hyphen ("-1/-1-Marke").
_HYPHEN_PART = re.compile(rf"{MODIFIER}|[^-]+")


@dataclass(frozen=True)
class Expansion:
    """Query words start..end (exclusive) form a term; `terms` are its translations and synonyms;
    `read` the words start..end the term is read from, where fewer: a span's question words may
    be German tokens ("does it die": "die" is the term, „die“ a German article)."""

    start: int
    end: int
    terms: tuple[Term, ...]
    read: tuple[int, int] | None = None


def unlearned_in_names(span: Expansion, texts: list[str], names_typed: NamesTyped) -> Expansion | None:
    """The span without its learned terms where its words (`texts[start:end]`) are of a card's
    whole name typed (`names_typed`), and without its listed terms too unless they are the
    whole name; None where nothing is left. Learned pairs are learned from texts that name
    cards: „Blitzschlag“ (Lightning Bolt) was also searched as "bolt", „Zorn Gottes“ (Wrath of
    God) as "god". A term read from a part of a name names something else: "sol ring" was also
    searched as „Der Ring“ (the Ring that tempts you); "two-headed giant", a card's and a
    variant's name, is still searched as „Zweiköpfiger Riese“."""
    typed = tuple(texts[span.start : span.end])
    if not set(typed) <= set().union(*names_typed):
        return span
    kept = tuple(term for term in span.terms if term[2] == SYNONYM or (term[2] == TERM and typed in names_typed))
    return replace(span, terms=kept) if kept else None


def _phrase_word_before_a_term(found: list[Expansion], words: list[str]) -> list[Expansion]:
    """The expansions without the learned partner of a German function word that is an English
    content word, where the word right after it is a listed term that does not mean that
    partner. The learner keeps one such pair, "ins" / "battlefield" of „ins Spiel“
    (indexer/german/word_pairs.py, FIXED_PHRASE): „ins Spiel“ is "Battlefield" by „Spiel“ too,
    but „ins Exil“ is "exile" alone, and „Was passiert, wenn mein Kommandeur ins Exil geht“ also
    searched "battlefield"."""
    kept = []
    for expansion, after in zip_longest(found, found[1:]):
        partners = {text.casefold() for _, text, kind in expansion.terms if kind == LEARNED}
        if (
            after is not None
            and after.start == expansion.end == expansion.start + 1
            and words[expansion.start].casefold() in GERMAN_FUNCTION_WORDS
            and len(partners) == len(expansion.terms)
            and partners.isdisjoint(ENGLISH_FUNCTION_WORDS)
            and any(kind == TERM for _, _, kind in after.terms)
            and partners.isdisjoint(text.casefold() for _, text, _ in after.terms)
        ):
            continue
        kept.append(expansion)
    return kept


def _variant_synonyms(pairs: Sequence[Mapping[str, Any]]) -> list[dict[str, str]]:
    """A variant spelling of a listed term (the German rulings' "Königliche Rolle" for the
    rules' "Königlich-Rolle") as a synonym of the term in its language, both ways: the chip
    "Königlich-Rolle" found rule 111.10m only, not the ruling that spells it otherwise."""
    terms = {(pair["en"].casefold()): pair for pair in pairs if not pair.get("variant")}
    found = []
    for variant in (pair for pair in pairs if pair.get("variant")):
        term = terms.get(variant["en"].casefold())
        if term is None:
            continue
        found += [
            {"lang": lang, "term": term[lang], "synonym": variant[lang]}
            for lang in LANGUAGES
            if term[lang] != variant[lang]
        ]
    return found


# Players' shorthand written in capitals ("SBA", "ETB", "MDFC"), which Snowball leaves alone
# in the plural: "sbas" is no "sba".
_ABBREVIATION = re.compile(r"[A-Z]{2,6}")


def _abbreviation_plurals(synonyms: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The plural of an abbreviation (players' "SBAs", typed on a phone "sbas") as the
    abbreviation: "when are sbas checked" had been corrected to "when are seas checked"."""
    return [
        {**synonym, "term": synonym["term"] + "s"}
        for synonym in synonyms
        if synonym.get("one_way") and _ABBREVIATION.fullmatch(synonym["term"])
    ]


def _across_synonyms(
    table: Mapping[tuple[str, tuple[str, ...]], set[Term]],
    written: Mapping[tuple[str, tuple[str, ...]], Mapping[str, frozenset[Term]]],
) -> tuple[dict[tuple[str, tuple[str, ...]], set[Term]], dict[tuple[str, tuple[str, ...]], dict[Term, set[Term]]]]:
    """Each term also with the translations of its synonyms: "Manabetrag" is the old
    "Umgewandelte Manakosten", the "converted mana cost" of the rulings of 2004-2019; a learned
    one as learned: "mehr" is the rules' „größer“ (CR 119.4), learned as "greater", and "mehr
    als man hat" finds rule 119.4, "greater than or equal to the amount". (The old names of a
    term's translations were tried too: "Einsatzverzögerung" then found the rulings on
    "controlled continuously" before those on summoning sickness.) A synonym's translations are
    those of the listed forms it may be: "Weltenwanderer", the old German planeswalker, is not
    "Weltenwandern" (planeswalk), which it stems like. Also returns, per key, the translations
    each synonym brought."""
    found = {}
    through: dict[tuple[str, tuple[str, ...]], dict[Term, set[Term]]] = {}
    for (lang, key), terms in table.items():
        more = set(terms)
        for synonym in terms:
            same, text, kind = synonym
            if kind == SYNONYM:
                key_of_text = (same, query_terms(text, same))
                linked = table.get(key_of_text, set()) - _not_meant(same, written.get(key_of_text, {}), fold_name(text))
                brought = {(other, t, k) for other, t, k in linked if other != lang and k != SYNONYM}
                more.update(brought)
                through.setdefault((lang, key), {})[synonym] = brought
        found[(lang, key)] = more
    return found, through


def _words_left_out(text: str, lang: str, asked: bool = False) -> frozenset[str]:
    """The words of a German synonym's text that its key leaves out (stop and question words:
    „für“ of „für immer“, „aus“ of „phasen aus“), folded; none for English, whose synonyms are
    meant by their words ("look" in "can I look at the cards" is "look at"), but for what a
    question asks (questions.tsv), which is its words: "has to" is "must", and every "has" and
    "have" ("my creature has flying", "do i have priority") had also searched "must"."""
    if lang != "de" and not asked:
        return frozenset()
    return frozenset(fold_name(word) for word in text.split() if not query_terms(word, lang))


def _wanting_words(
    table: Mapping[tuple[str, tuple[str, ...]], set[Term]],
    wanting: Mapping[tuple[str, tuple[str, ...]], Mapping[Term, set[frozenset[str]]]],
    through: Mapping[tuple[str, tuple[str, ...]], Mapping[Term, set[Term]]],
) -> dict[tuple[str, tuple[str, ...]], dict[Term, frozenset[frozenset[str]]]]:
    """Per key, the synonyms that only a text with words the key leaves out gives, and the
    translations only they bring, each with the sets of words of which one must be typed (in a
    run of several words; a word read alone, as the relaxed search reads each, is read as
    before). „für immer“ is read as „immer“ and „phasen aus“ as „Phase“: every „immer wenn“
    (whenever) had also searched "indefinitely", every „Phase“ phasing, every „ins Spiel
    gebracht“ the summoning sickness of „gerade ins Spiel gebracht“. Over the 2,118 questions of
    the sets 9 answers came up and 2 down; required of words read alone too, 22 up and 35 down
    („darf“ of „darf ich“, „phast“ of „phast aus“ lost their readings in relaxed searches)."""
    found = {}
    for key, by_term in wanting.items():
        wants = {term: frozenset(sets) for term, sets in by_term.items() if frozenset() not in sets}
        if not wants:
            continue
        brought = through.get(key, {})
        plain = table[key] - wants.keys()
        free = plain.union(*(brought.get(term, ()) for term in plain))
        for term, sets in list(wants.items()):
            for other in brought.get(term, ()):
                if other not in free:
                    wants[other] = wants.get(other, frozenset()) | sets
        found[key] = wants
    return found


def _asked_only(
    table: Mapping[tuple[str, tuple[str, ...]], set[Term]],
    asked: Mapping[tuple[str, tuple[str, ...]], set[Term]],
    through: Mapping[tuple[str, tuple[str, ...]], Mapping[Term, set[Term]]],
) -> dict[tuple[str, tuple[str, ...]], frozenset[Term]]:
    """Per key, the terms that only what a question asks brings (questions.tsv, and the
    translations those bring), not another synonym or translation of the key."""
    only = {}
    for key, terms in asked.items():
        brought = through.get(key, {})
        other = table[key] - terms
        by_others = other.union(*(brought.get(term, ()) for term in other))
        by_asked = terms.union(*(brought.get(term, ()) for term in terms))
        only[key] = frozenset(by_asked - by_others)
    return only


def _with_brought(
    forms: Mapping[tuple[str, tuple[str, ...]], Mapping[str, set[Term]]],
    through: Mapping[tuple[str, tuple[str, ...]], Mapping[Term, set[Term]]],
) -> dict[tuple[str, tuple[str, ...]], dict[str, frozenset[Term]]]:
    """Each written form's terms with the translations its synonyms brought (_across_synonyms)."""
    return {
        key: {
            form: frozenset(terms.union(*(through.get(key, {}).get(term, ()) for term in terms)))
            for form, terms in texts.items()
        }
        for key, texts in forms.items()
    }


def _participle(word: str) -> bool:
    """Whether a German word may be a participle: "ge" at its start or after a separable
    prefix ("geschickt", "abgeworfen", "zurückgebracht")."""
    return fold_german(word.lower()).find("ge") in range(0, 7)


def _verb_form(form: str) -> bool:
    """Whether a German listed form (folded) is a verb: an infinitive or a participle."""
    return form.endswith(("en", "ern", "eln", "t"))


# The English stop words typed right before and right after a span of words (_little_words_around).
Around = tuple[tuple[str, ...], tuple[str, ...]]
NOTHING_AROUND: Around = ((), ())
# A German reader's English verb (TermExpander.anglicism): at least this long as typed, and in at
# least this many texts.
ANGLICISM_LENGTH = 5
ANGLICISM_TEXTS = 3
_LETTERS = re.compile(r"[^\W\d_]+")
# The endings of German verb forms, longest first.
_GERMAN_ENDINGS = ("est", "et", "ed", "en", "st", "t", "n")
# The endings of a German adjective (a participle's too: „die gekickten“, „eine geflippte“).
_ADJECTIVE_ENDINGS = ("en", "er", "es", "em", "e")
# The function words, as the learner of pairs has them (Snowball's lists, as Whoosh ships them),
# without the German words the analysis keeps searchable („nicht“ / "can't", „alle“ / "all").
GERMAN_FUNCTION_WORDS = frozenset(stoplists["de"]) - KEPT_WORDS
ENGLISH_FUNCTION_WORDS = frozenset(stoplists["en"])
# Runs of query words whose expansions a TermExpander keeps.
EXPANDED_RUNS = 8192
# Spans of query words (one word, two, up to the longest term) whose terms a TermExpander keeps.
READ_SPANS = 16_384


def _edges_read(part: dict[str, list[tuple[str, ...]]]) -> bool:
    """Whether the first and the last word of a span are read in some language: a span that
    begins or ends with a word that is not searched (a stop word, a question's "muss") is the
    shorter span, read without the words it is typed as. "Spieler muss" was read as "Spieler"
    but as two words typed, which "Im Spiel" (the battlefield) is too."""
    return any(tokens[0] for tokens in part.values()) and any(tokens[-1] for tokens in part.values())


class TermExpander:
    def __init__(
        self,
        pairs: Sequence[dict[str, str]],
        synonyms: Sequence[Mapping[str, Any]] = (),
        learned: Sequence[dict[str, str]] = (),
        in_texts: Callable[[str], int] | None = None,
        knows: Callable[[str], bool] | None = None,
    ) -> None:
        """`in_texts` says in how many texts a word is; without it, every compound is in some.
        `knows` says whether a word is English (see for_reader)."""
        self._in_texts = in_texts
        self._looking_up = False
        self._reader: str | None = None
        self._knows = knows
        table: dict[tuple[str, tuple[str, ...]], set[Term]] = defaultdict(set)
        written: dict[tuple[str, tuple[str, ...]], dict[str, set[Term]]] = defaultdict(lambda: defaultdict(set))
        for pair in pairs:
            if pair["en"].casefold() == pair["de"].casefold():
                continue
            for lang, other in (("en", "de"), ("de", "en")):
                for key in _keys_as_typed(pair[lang], lang):
                    table[(lang, key)].add((other, pair[other], TERM))
                    written[(lang, key)][fold_name(pair[lang])].add((other, pair[other], TERM))
        self._written = {
            key: {text: frozenset(terms) for text, terms in texts.items()} for key, texts in written.items()
        }
        # (the listed terms as written, and the first words of those of several words: begins_term)
        self._written_texts = frozenset(text for texts in written.values() for text in texts)
        self._first_words = frozenset(text.split(" ")[0] for text in self._written_texts if " " in text)
        # (the listed forms with those of the obsolete terms, which are names, meant whole, and of
        # the one-word English synonyms: the forms a word typed may be, _as_written; a curated
        # synonym of several words is meant by its words: "look" in "can I look at the cards"
        # read alone is "look at", examine)
        forms: dict[tuple[str, tuple[str, ...]], dict[str, set[Term]]] = defaultdict(lambda: defaultdict(set))
        for listed, texts in written.items():
            for text, terms in texts.items():
                forms[listed][text].update(terms)
        asked: dict[tuple[str, tuple[str, ...]], set[Term]] = defaultdict(set)
        self._obsolete = frozenset(
            (synonym["lang"], synonym["term"]) for synonym in synonyms if synonym.get("source") == OBSOLETE_SOURCE
        )
        wanting: dict[tuple[str, tuple[str, ...]], dict[Term, set[frozenset[str]]]] = defaultdict(dict)
        for synonym in [*synonyms, *_variant_synonyms(pairs), *_abbreviation_plurals(synonyms)]:
            lang = synonym["lang"]
            ways = (("term", "synonym"),) if synonym.get("one_way") else (("term", "synonym"), ("synonym", "term"))
            for one, other in ways:
                key = query_terms(synonym[one], lang)
                if (
                    key
                    and key != query_terms(synonym[other], lang)
                    and not self._another_terms_stem(lang, synonym[other])
                ):
                    table[(lang, key)].add((lang, synonym[other], SYNONYM))
                    wanting[(lang, key)].setdefault((lang, synonym[other], SYNONYM), set()).add(
                        _words_left_out(synonym[one], lang, bool(synonym.get("asked")))
                    )
                    if synonym.get("asked"):
                        asked[(lang, key)].add((lang, synonym[other], SYNONYM))
                    if synonym.get("source") == OBSOLETE_SOURCE or _one_english_word(lang, synonym[one]):
                        forms[(lang, key)][fold_name(synonym[one])].add((lang, synonym[other], SYNONYM))
        for pair in learned:
            key = query_terms(pair["de"], "de")
            if key and not any(kind == TERM for _, _, kind in table.get(("de", key), ())):
                table[("de", key)].add(("en", pair["en"], LEARNED))
        expanded, through = _across_synonyms(table, self._written)
        self._wanting = _wanting_words(table, wanting, through)
        self._asked = _asked_only(table, asked, through)
        self._table = {key: tuple(sorted(terms)) for key, terms in expanded.items()}
        self._forms = _with_brought(forms, through)
        self._longest = max((len(key[1]) for key in self._table), default=0)
        self._expanded = LruDict(EXPANDED_RUNS)
        self._spans = LruDict(READ_SPANS)

    def for_reader(self, lang: str, knows: Callable[[str], bool] | None = None) -> TermExpander:
        """This expander (its tables shared) for a reader of `lang`: a German reader's German stop
        word is not read as English. The article „die“ is not the English verb: "wann wird die
        Saga geopfert" had also searched "put into a graveyard from the battlefield" and
        „stirbt“. (English stop words alone are never read as German, see _terms; with other
        words, an English reader's "to" or "does" read as German changes little, and leaving them
        out moved a held-out question's answer from 5th to 10th.) Only a German reader reads
        otherwise: for another, this expander itself, whose runs read are then shared with the
        searches that read for no reader (the release facet reads every query's words), and
        which reads as an English reader. A word of the reader's language (`knows`,
        Asker.knows) is not translated back into it from its reading in the other: an English
        reader's "lose", read as German, is „löse“ (unattach), and "what happens if I lose
        control of the equipment" had also searched "Unattach" (rule 701.3d)."""
        if lang != "de":
            return self
        view = copy.copy(self)
        view._reader = lang
        view._knows = knows
        view._expanded = LruDict(EXPANDED_RUNS)
        view._spans = LruDict(READ_SPANS)
        return view

    def looking_up(self) -> TermExpander:
        """This expander for a query that is one term alone (beside filters), without what a
        question of the term asks (questions.tsv): "trample" looked up is no question of how
        its damage is assigned, and with "excess damage" its rulings had come after those of
        a prevention shield that say so (Acolyte's Reward; "trample kind:ruling" is where the
        rulings filter of a search for "trample" leads)."""
        view = copy.copy(self)
        view._looking_up = True
        view._expanded = LruDict(EXPANDED_RUNS)
        view._spans = LruDict(READ_SPANS)
        return view

    def named(self, words: list[str]) -> list[Expansion]:
        """The expansions a results page names as also searched: without the terms only what a
        question asks brings (questions.tsv). Those are no other words for what was typed: a
        judge read „getappt“ also searched as „ungetappt“, "have" as "must" and "trample" as
        "excess damage" as the site misreading the question."""
        return self._unasked(self.expansions(words), words)

    def _unasked(self, found: list[Expansion], words: list[str]) -> list[Expansion]:
        """The expansions without the terms only what a question asks brings (_asked_only)."""
        kept = []
        for expansion in found:
            text = " ".join(words[expansion.start : expansion.end])
            asked: frozenset[Term] = frozenset()
            for lang in LANGUAGES:
                asked |= self._asked.get((lang, query_terms(text, lang)), frozenset())
            terms = tuple(term for term in expansion.terms if term not in asked)
            if terms:
                kept.append(replace(expansion, terms=terms))
        return kept

    def expansions(self, words: list[str]) -> list[Expansion]:
        """The terms of most words read first (_read_core: "what happens when a player" is the
        term "player" alone in English, its question words German tokens, and so comes after
        "player leaves the game"), then the longest, left to right, without overlaps, in either
        language; a run of words read before is looked up (the query builder, "also searched",
        the relaxed query's units and the release facet each read a query's words: 1,974
        readings for 340 queries, 7 % of the search in cProfile)."""
        key = tuple(words)
        try:
            return list(self._expanded[key])
        except KeyError:
            found = self._expansions(words)
            self._expanded[key] = tuple(found)
            return found

    def _expansions(self, words: list[str]) -> list[Expansion]:
        """Each span of words is read once per expander: a new query's words and pairs of
        words mostly were in queries before (a query of five words has fifteen spans, each
        read in both languages; 10 % of a new query's search in cProfile). A span's words are
        read in each language once, not once for every span they are in."""
        candidates: list[tuple[int, int, int, tuple[Term, ...], tuple[int, int] | None]] = []
        read: dict[str, list[tuple[str, ...]]] = {}
        typed_words: frozenset[str] | None = None  # (folded, read where a span's term wants words)
        for size in range(min(self._longest, len(words)), 0, -1):
            for start in range(len(words) - size + 1):
                end = start + size
                typed = tuple(words[start:end])
                around = _little_words_around(words, start, end)
                spanned = self._spans.get((typed, around))
                if spanned is None:
                    read = read or self._read(words)
                    part = {lang: tokens[start:end] for lang, tokens in read.items()}
                    spanned = (
                        self._terms_wanting(words[start:end], part, around) if _edges_read(part) else ((), {}, None)
                    )
                    self._spans[(typed, around)] = spanned
                terms, wants, core = spanned
                if wants and len(words) > 1:
                    typed_words = typed_words or frozenset(map(fold_name, words))
                    terms = tuple(t for t in terms if t not in wants or any(w <= typed_words for w in wants[t]))
                if size == 1 and terms and fold_name(words[start]) in GERMAN_FUNCTION_WORDS:
                    typed_words = typed_words or frozenset(map(fold_name, words))
                    terms = self._phrases_typed(words[start], terms, typed_words)
                if terms:
                    read_from = (start + core[0], start + core[1]) if core else None
                    candidates.append((core[1] - core[0] if core else size, size, start, terms, read_from))
        found: list[Expansion] = []
        taken: set[int] = set()
        for _, size, start, terms, read_from in sorted(candidates, key=lambda c: (-c[0], -c[1], c[2])):
            span = set(range(start, start + size))
            if not span & taken:
                fewer = read_from if read_from and read_from != (start, start + size) else None
                found.append(Expansion(start, start + size, terms, fewer))
                taken |= span
        found = _phrase_word_before_a_term(sorted(found, key=lambda e: e.start), words)
        return self._unasked(found, words) if self._looking_up else found

    def _phrases_typed(self, word: str, terms: tuple[Term, ...], typed: frozenset[str]) -> tuple[Term, ...]:
        """The terms of a German function word that the analysis keeps, without those of listed
        phrases it is part of whose other words are not typed: „ob“ (whether) is „als ob“, "as
        though", only with „als“ (a German stop word, so „als ob“ is read from „ob“ alone); every
        „wer entscheidet, ob …“ had also searched "as though" (a vocabulary review)."""
        folded = fold_name(word)
        unmeant: set[Term] = set()
        for lang in LANGUAGES:
            for form, listed in self._forms.get((lang, query_terms(word, lang)), {}).items():
                others = [part for part in form.split() if part != folded]
                if " " in form and not all(part in typed for part in others):
                    unmeant |= listed
        return tuple(term for term in terms if term not in unmeant)

    def _read(self, words: list[str]) -> dict[str, list[tuple[str, ...]]]:
        """Each word's terms in each language; for a German reader, a German stop word has no
        English reading (for_reader). A "die" of dice is read as the analysis reads it beside its
        words (dice_typed): "roll a die" had also searched a creature that dies."""
        typed = {"en": dice_typed(words), "de": words}
        read = {lang: [query_terms(word, lang) for word in typed[lang]] for lang in LANGUAGES}
        if self._reader == "de":
            read["en"] = [theirs if mine else () for mine, theirs in zip(read["de"], read["en"], strict=True)]
        return read

    def _terms_wanting(
        self, words: list[str], read: dict[str, list[tuple[str, ...]]], around: Around
    ) -> tuple[tuple[Term, ...], dict[Term, frozenset[frozenset[str]]], tuple[int, int] | None]:
        """The span's terms (_terms), those of them that want other words typed in the query
        (_wanting_words), with the words each wants, and the words the terms are read from
        (_read_core: the widest of the languages whose listed terms they are)."""
        terms = self._terms(words, read, around)
        wants: dict[Term, frozenset[frozenset[str]]] = {}
        core: tuple[int, int] | None = None
        for lang in LANGUAGES:
            key = tuple(token for tokens in read[lang] for token in tokens)
            for term, words_wanted in self._wanting.get((lang, key), {}).items():
                if term in terms:
                    wants[term] = wants.get(term, frozenset()) | words_wanted
            if (lang, key) in self._table and (found := _read_core(read[lang])):
                core = found if core is None or found[1] - found[0] > core[1] - core[0] else core
        return terms, wants, core

    def _terms(
        self, words: list[str], read: dict[str, list[tuple[str, ...]]], around: Around = NOTHING_AROUND
    ) -> tuple[Term, ...]:
        """The translations and synonyms of the words as a term of either language; a single
        German word also as a verb form of a term ("neutralisiert", "geopfert": see verb_stems;
        a term so found comes before a learned partner: "verzaubern" is the keyword "Verzaubert",
        Enchant, not the "aura" learned for its stem),
        the last of several as a participle ("ins Exil geschickt" was "ins", learned as
        "battlefield", and "Exil"; a present tense is not read so: "Spieler verlässt" would be
        "Spiel verlassen", leaving the battlefield, as the stemmer reads "Spieler" as "Spiel").
        `read`: each word's terms in each language; `around`: the English stop words typed next
        to them (_little_words_around)."""
        if not any(read["en"]):
            # English stop words only are never read as German: "and" is the German stem of
            # "andere" (other), and "+1/+1 and -1/-1 counters" also searched "another" and "other".
            return ()
        terms: list[Term] = []
        for lang in self._languages_read(words):
            if lang == "de" and _english_function_words_only(words, read["de"]):
                continue  # ("roll a die and can reroll" had searched "and" as „andere“, other)
            key = tuple(token for tokens in read[lang] for token in tokens)
            if listed := self._table.get((lang, key)):  # (most runs of words are no term: nothing to fold)
                terms.extend(self._as_written(lang, key, fold_name(" ".join(words)), listed, around))
        learned_only = all(kind == LEARNED for _, _, kind in terms)
        if learned_only and (len(words) == 1 or _participle(words[-1])):
            as_verb = self._verb_form_terms(words, read)
            terms = [term for term in as_verb if term[2] != LEARNED] if _listed(as_verb) else terms or as_verb
        if len(words) == 1 and all(kind == LEARNED for _, _, kind in terms):
            terms = self._whole_compound(words[0], terms)
        if terms and len(words) == 1 and self._readers_word(words[0]):
            terms = [term for term in terms if term[0] != self._own() or term[2] == SYNONYM]
        return tuple(dict.fromkeys(terms))

    def _languages_read(self, words: list[str]) -> tuple[str, ...]:
        """The languages whose terms a run of words is looked up as: for a German reader, a
        German function word alone is German only; „bin“ (I am), which the German analysis
        keeps, is no players' "bin" (the graveyard: „wenn ich ausgetappt bin“ searched the
        graveyard rules)."""
        if (
            self._reader == "de"
            and len(words) == 1
            and "".join(_LETTERS.findall(words[0])).casefold() in GERMAN_FUNCTION_WORDS
        ):
            return ("de",)
        return LANGUAGES

    def _readers_word(self, word: str) -> bool:
        """Whether a word is of the reader's language (see for_reader), not written as a listed
        term of the other: "Rolle" typed on the English site is the Role, though the English
        texts' "roll" makes it a common English word. Written as the term is, that is, not an
        inflected form the other language's stemmer only reads alike: "loses" typed on the
        English site is no form of „Lösen“ (Unattach), which "bolt targets a guy, he gets pro red
        in response but loses it again" had also searched. A word written as a term of both is the
        reader's: „Gift“ on the German site is the German term (Poisonous), not the English Gift
        („Verschenken“)."""
        if self._knows is None or not self._knows(word):
            return False
        folded = fold_name(word)
        written = {lang for lang in LANGUAGES if folded in self._written_forms(word, lang)}
        return self._own() in written or not written

    def _own(self) -> str:
        """The reader's language: English where no reader is set (see for_reader)."""
        return self._reader or "en"

    def _verb_form_terms(self, words: list[str], read: dict[str, list[tuple[str, ...]]]) -> list[Term]:
        """The terms of the last word read as a German verb form (verb_stems), after the others."""
        before = tuple(token for tokens in read["de"][:-1] for token in tokens)
        return [
            term
            for stem in verb_stems(words[-1])
            if (listed := self._table.get(("de", (*before, stem))))
            for term in self._as_written("de", (*before, stem), None, listed)
        ]

    def _whole_compound(self, word: str, learned: list[Term]) -> list[Term]:
        """A compound's translation part by part (_compound_terms) where it has no learned
        partner, or one that translates only some of its parts: "Kampfschaden" was learned as
        "combat" (one word is linked with one word), and is "combat damage"."""
        whole = self._compound_terms(word)
        if not learned:
            return list(whole)
        words = {token for _, text, _ in whole for token in query_terms(text, "en")}
        if whole and all(set(query_terms(text, "en")) <= words for _, text, _ in learned):
            return list(whole)
        return learned

    def _another_terms_stem(self, lang: str, text: str) -> bool:
        """Whether a synonym stems like listed forms of its language that it is not: searched, it
        finds their texts. "Weltenwanderer", the German rules' obsolete name of the planeswalker,
        stems like "Weltenwandern" (planeswalk): every German text with the stem but its glossary
        entry is about planeswalking, and "Planeswalker" found rules 701.31 and 901.8."""
        forms = self._written.get((lang, query_terms(text, lang)), {})
        return bool(forms) and not _forms_meant(lang, forms, fold_name(text))

    def _as_written(
        self,
        lang: str,
        key: tuple[str, ...],
        typed: str | None,
        terms: tuple[Term, ...],
        around: Around = NOTHING_AROUND,
    ) -> list[Term]:
        """The terms of the listed forms the words typed may be (_forms_meant), not of the
        other forms that one stem stands for."""
        others = _not_meant(lang, self._forms.get((lang, key), {}), typed, around)
        return [term for term in terms if term not in others]

    def obsolete(self, lang: str, text: str) -> bool:
        """Whether a synonym is a term the rules call obsolete ("Set Aside", „Beiseitelegen“)."""
        return (lang, text) in self._obsolete

    def written_as_term(self, text: str) -> frozenset[str]:
        """The languages in which `text` is a listed term (not a synonym or a learned pair) as
        it is written: read as the term is, and no shorter word that only stems like it. "Rolle"
        is the German term (English "Role"), while "roll", which the German stemmer reads as
        "Rolle" too, is no German term."""
        folded = fold_name(text)
        return frozenset(
            lang
            for lang in LANGUAGES
            if any(term == folded or not term.startswith(folded) for term in self._written_forms(text, lang))
        )

    def begins_term(self, word: str, following: str | None = None) -> bool:
        """Whether a listed term is written `word` ("deathtouch", „Todesberührung“), or begins
        with it and reads as `word` and `following` together („zustandsbasierte“ before
        „Aktionen“). Exactly as written: "creatureenters" reads as the German „Kreatur“ (a
        compound's last part), and is no term."""
        folded = fold_name(word)
        if folded in self._written_texts:
            return True
        if following is None or folded not in self._first_words:
            return False
        text = f"{word} {following}"
        return any(form.split(" ")[0] == folded for lang in LANGUAGES for form in self._written_forms(text, lang))

    def _written_forms(self, text: str, lang: str) -> Mapping[str, frozenset[Term]]:
        """The listed terms of `lang` that `text` reads as there, by how each is written (folded)."""
        return self._written.get((lang, query_terms(text, lang)), {})

    def apart(self, word: str) -> tuple[str, ...]:
        """A hyphenated word that no text has, as its parts where every part is in some text or
        a listed word ("Spielstein-Kopie": "spielstein", "kopie"; "ETB-Trigger": the players'
        "ETB", "trigger"), to be searched and translated as words; the word itself otherwise.
        The rulings say "the token ... a copy of", and as one word it matched nothing in either
        language; "ETB-Trigger" had found nothing at all. A compound written as one word is
        split only where nothing is found (indexer.search.results._compounds_apart): its parts
        are a guess at the game words it is made of, and searched at once "Kommandeurschaden"
        lost rule 704.6c from the first five."""
        if "-" not in word or self._in_texts is None or self._in_texts(word):
            return (word,)
        parts = _parts(word)
        if len(parts) < 2 or not all(self._in_texts(part) or self.expansions([part]) for part in parts):
            return (word,)
        return tuple(parts)

    def anglicism(self, word: str) -> str:
        """A German reader's word that no text has, made of an English verb that texts have,
        as that verb: German players conjugate the English game verbs („gegoadet“, „gescryt“,
        „gebounced“, „scryen“); the rules' German („angestachelt“) is not what they type, and
        the word had been left out of the search. The word itself otherwise."""
        if self._reader != "de" or self._in_texts is None or self._in_texts(word) or self.expansions([word]):
            return word  # (a listed word, as the players' „untappen“ or „gecastet“, is read as the list says)
        typed = _LETTERS.search(word)
        if typed is None:
            return word
        in_texts = self._in_texts
        verb = next((verb for verb in english_verb_forms(typed.group()) if in_texts(verb) >= ANGLICISM_TEXTS), None)
        return word if verb is None else word[: typed.start()] + verb + word[typed.end() :]

    def _compound_terms(self, word: str) -> tuple[Term, ...]:
        """A German compound the list does not have, translated part by part when every part
        has an English term ("Spielstein-Kopie", "Kreaturenkarte": "token copy", "creature
        card"; a part without letters stays as it is: "+1/+1-Marke", "+1/+1 counter"), as a
        learned pair: the German question "Kreaturenkarte als Kopie eines Spielsteins" then
        reaches the English ruling about "a creature card ... a copy of a token". A compound
        that no text has is searched as its parts instead (`apart`): "Kommandeurschaden" as
        "commander damage" found the cards with "command" and "damage" in their texts, not
        rule 704.6c."""
        parts = _parts(word)
        if len(parts) < 2 or (self._in_texts is not None and not self._in_texts(word)):
            return ()
        english = []
        for part in parts:
            key = query_terms(part, "de")
            listed = self._as_written("de", key, part, self._table.get(("de", key), ()))
            found = [text for lang, text, _ in listed if lang == "en"]
            if not found and not any(c.isalpha() for c in part):
                found = [part]  # the same in both languages: "+1/+1-Marke" is a "+1/+1 counter"
            if not found:
                return ()
            english.append(next((text for text in found if text.islower()), found[0]))
        return (("en", " ".join(english), LEARNED),)


def _listed(terms: Sequence[Term]) -> bool:
    return any(kind == TERM for _, _, kind in terms)


def _not_meant(
    lang: str, forms: Mapping[str, frozenset[Term]], typed: str | None, around: Around = NOTHING_AROUND
) -> set[Term]:
    """The terms of the listed forms of one stem that the words typed are not (_forms_meant)."""
    kept = _forms_meant(lang, forms, typed, around)
    others = {term for form, listed in forms.items() if form not in kept for term in listed}
    return others - {term for form in kept for term in forms[form]}


def _forms_meant(
    lang: str, forms: Mapping[str, frozenset[Term]], typed: str | None, around: Around = NOTHING_AROUND
) -> set[str]:
    """Of the listed forms that one stem stands for, those the words typed may be: English words
    are no phrase their stems make with stop words not typed with them (_stop_words_typed:
    "phase" is not "Phased In", "play a land" not "in play", the obsolete battlefield, where
    "cards in play" is), and one word no other word of its stem (_english_other_word), stop
    words typed with it or not ("top of deck" is not "decked"). German: _german_forms_meant."""
    if lang == "de":
        return _german_forms_meant(set(forms), typed)
    if typed is None:
        return set(forms)
    words = typed.split()
    read = [word for word in words if query_terms(word, "en")]
    return {
        form
        for form in forms
        if _stop_words_typed(form.split(), words, around)
        and not (len(read) == 1 and _english_other_word(read[0], form, forms[form]))
    }


def _stop_words_typed(form: list[str], typed: list[str], around: Around) -> bool:
    """Whether the English stop words of a form's words are typed where the form has them:
    those before its first word and after its last next to the words typed (`around`), those
    between among them ("cards in play" is "in play", "play in draft" is not)."""
    read = [i for i, word in enumerate(form) if query_terms(word, "en")]
    if not read:
        return True
    before, after = around
    leading, trailing = form[: read[0]], form[read[-1] + 1 :]
    inner = [word for word in form[read[0] : read[-1] + 1] if not query_terms(word, "en")]
    return (
        (not leading or before[-len(leading) :] == tuple(leading))
        and after[: len(trailing)] == tuple(trailing)
        and all(word in typed for word in inner)
    )


def _english_function_words_only(words: list[str], read: list[tuple[str, ...]]) -> bool:
    """Whether the words read in a language (`read`, each word's terms) are English function
    words all: "and" is the German stem of „andere“ (other)."""
    return all(word.casefold() in ENGLISH_FUNCTION_WORDS for word, terms in zip(words, read, strict=True) if terms)


def _read_core(tokens: list[tuple[str, ...]]) -> tuple[int, int] | None:
    """The words of a span a term is read from in one language: from the first word read in it
    to the last (start, end exclusive)."""
    read = [i for i, word in enumerate(tokens) if word]
    return (read[0], read[-1] + 1) if read else None


def _little_words_around(words: list[str], start: int, end: int) -> Around:
    """The English stop words typed right before and right after the words of a span, folded: a
    span never begins or ends with one (_edges_read), so "cards in play" reads "play", which is
    the obsolete "in play" (the battlefield) only with the "in" before it."""
    first, last = start, end
    while first > 0 and not query_terms(words[first - 1], "en"):
        first -= 1
    while last < len(words) and not query_terms(words[last], "en"):
        last += 1
    return tuple(map(fold_name, words[first:start])), tuple(map(fold_name, words[end:last]))


def _german_forms_meant(forms: set[str], typed: str | None) -> set[str]:
    """The nouns or the verbs of German forms, as the words typed are one or the other: "Kampf"
    is "combat", not the "Kämpfen" (fight) it stems like, "Kampfes" too (a noun's genitive;
    "opfere" may be a verb or "Kämpfe" a plural, so such a form decides nothing); "opfern" and
    "geopfert" (`typed` None: a verb form) are "sacrifice", not the "Opfer" (Offering) they stem
    like, and "neutralisieren" is "counter" and "countered" ("neutralisiert"). A listed word is
    no phrase its stem makes with stop words: "Spieler" is "player", not the battlefield of "Im
    Spiel" ("Spiel" alone stays both: "bleibt im Spiel" reads "bleibt im" as one term). A word
    in "-er" that is no listed word is a noun, the one who does it: "Weltenwanderer" (the old
    name of the planeswalker) is not "Weltenwandern" (planeswalk); and a word is not the one who
    does it: "Spiel" is not "Spieler" (every „ins Spiel“ had also searched "player"). Where nothing
    decides, all."""
    if typed is None:
        verb = True
    else:
        same = [form for form in forms if typed in (form, form + "s", form + "es")]
        one_word = " " not in typed
        if not same:
            doer = one_word and typed.endswith("er")
            if doer:
                return {form for form in forms if " " not in form and not _verb_form(form)}
            return {form for form in forms if form not in (f"{typed}er", f"{typed}ers")} or forms
        if one_word:
            forms = {form for form in forms if " " not in form}
        verb = _verb_form(same[0])
    return {form for form in forms if _verb_form(form) == verb} or forms


def _keys_as_typed(term: str, lang: str) -> list[tuple[str, ...]]:
    """The keys a listed term is looked up by: its words, and for an English term those of its
    hyphenated words written apart, as players type them ("state based actions": the analysis
    reads "state-based" as one word, and "state" alone had been read as „Stats“, power and
    toughness). A German term typed apart stays words („schatz spielstein“ read as the term
    „Schatz-Spielstein“ moved three answers of the sets down a place, none up)."""
    keys = [query_terms(term, lang)]
    if lang == "en":
        keys.append(query_terms(term.replace("-", " "), lang))
    return [key for key in dict.fromkeys(keys) if key]


def _one_english_word(lang: str, text: str) -> bool:
    """Whether a synonym's term is one English word: the forms a word typed may be
    (_english_other_word) are its forms as written. (Not a phrase: a curated synonym is meant by
    its words, see TermExpander.)"""
    return lang == "en" and len(text.split()) == 1


def _english_other_word(typed: str, form: str, terms: frozenset[Term]) -> bool:
    """Whether an English word that stems like a listed word is another word: the verb of a
    keyword in "-ing" ("phase", "Phasing"), the word a players' participle is made of ("deck",
    "decked" of the players' words, `terms` all synonyms: how many cards a Commander deck
    holds is no question about an empty library; the glossary's "Kicked" is "kick"), or
    the one who does what the listed word says ("planeswalker", "Planeswalk"), where the
    analysis does not make them one on purpose ("attacker", STEM_OVERRIDES). Other words of a
    stem stay ("regeneration", "regenerate"; "swings", "swing", whose stem is the word)."""
    players_words = all(kind == SYNONYM for _, _, kind in terms)
    endings = ("ing", "ed") if players_words else ("ing",)
    inflected = query_terms(form, "en") != (form,)
    if inflected and any(form.endswith(end) and not typed.endswith(end) for end in endings):
        return True
    return typed not in STEM_OVERRIDES and typed in (form + "er", form + "ers", form + "r", form + "rs")


def _parts(word: str) -> list[str]:
    """A German word's compound parts (folded): at its hyphens, else at the game words it is made
    of; a mark is no part ("-1/-1?" typed at the end of a question had been the compound of
    "-1/-1" and "?", searched as "-1/-1 ?"; a vocabulary review)."""
    folded = fold_german(word.lower())
    if "-" not in folded:
        return list(split_compound(folded))
    return [part for part in _HYPHEN_PART.findall(folded) if any(ch.isalnum() for ch in part)]


def english_verb_forms(word: str) -> list[str]:
    """The English verbs a German form may be made of, likeliest first: a participle
    ("gegoadet", "getappt": "goad", "tapp", "tap"), an infinitive or a present ("scryen",
    "millt"), each also with the "e" German drops ("getradet": "trade")."""
    word = word.casefold()
    if len(word) < ANGLICISM_LENGTH or not word.isalpha():
        return []
    cores = [_participle_of(word)[2:]] if word.startswith("ge") else []
    cores.append(word)
    stems = [next((core[: -len(end)] for end in _GERMAN_ENDINGS if core.endswith(end)), "") for core in cores]
    forms = [form for stem in stems if len(stem) >= 3 for form in (stem, f"{stem}e", *_undoubled(stem))]
    return list(dict.fromkeys(forms))


def _participle_of(word: str) -> str:
    """A participle used as an adjective as the participle: „gekickten“, „geflippte“,
    „gecastete“ are „gekickt“, „geflippt“, „gecastet“ (the ending had been taken for a verb's:
    "kickt", and „gekickten Bonus“ found nothing)."""
    return next(
        (word[: -len(end)] for end in _ADJECTIVE_ENDINGS if word.endswith(end) and word[: -len(end)].endswith("t")),
        word,
    )


def _undoubled(stem: str) -> tuple[str, ...]:
    return (stem[:-1],) if stem[-1] == stem[-2] else ()
