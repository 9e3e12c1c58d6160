"""Running a search and shaping its hits, in the reader's language. A hit names its document
by kind and key; the pages and the API build its address (webapp.hits)."""

from __future__ import annotations

import json
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator, MutableMapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from math import log
from typing import cast

import numpy as np
from markupsafe import Markup
from whoosh import query as wq
from whoosh.query import Query
from whoosh.searching import Searcher

from indexer.assembly.model import LANGUAGES
from indexer.citations.resolved import meant_rule
from indexer.search.analysis.common import MARKS
from indexer.search.analysis.de import LINKERS, cut_as_written, fold_german, split_by_words, split_compound
from indexer.search.analysis.names import fold_name
from indexer.search.analysis.schema import uid
from indexer.search.engine import SearchIndex
from indexer.search.evaluate import members, union, without
from indexer.search.marked_words import QueryMarks
from indexer.search.postings import NO_MATCHES, Matches
from indexer.search.query.also_searched import AlsoSearched, also_searched
from indexer.search.query.apart import joined_apart
from indexer.search.query.build import (
    BUILDER,
    TRANSLATION_BOOST,
    Asker,
    CardResolver,
    plain_words,
    relaxable,
    said_as_names,
    text_frequency,
    whole_names,
)
from indexer.search.query.card_names import TEXTS_PER_NAME, NamedCard, named_cards, small_word
from indexer.search.query.compared import compared_terms, with_shared_head
from indexer.search.query.expansion import LEARNED, SYNONYM, NamesTyped, TermExpander
from indexer.search.query.invisible import visible, without_pictures
from indexer.search.query.quotes import straight_quotes
from indexer.search.query.rule_lookup import rule_query
from indexer.search.query.separable import joined_particles
from indexer.search.query.syntax import (
    And,
    Filter,
    Node,
    Not,
    Or,
    Phrase,
    QueryError,
    Repaired,
    Word,
    parse,
    rejoined,
    repaired_and_parsed,
    unparse,
)
from indexer.search.ranking import mixed_documents, one_of_kind_early, stating_rules_first, top_documents
from indexer.search.shown import ShownText
from indexer.search.snippets import Seen, marked_snippet, opening
from indexer.search.suggest.autocomplete import complete
from indexer.search.suggest.spelling import Suggestion, known_words, spelling
from indexer.search.templates import one_per_template

from .cache import LruDict
from .clause_terms import clause_terms
from .facets import FacetValue, active_filters, facet_counts
from .index_store import IndexStore
from .release import NAME as RELEASE
from .release import (
    excluding,
    known_releases_only,
    marks,
    matching,
    other_filters,
    query_units,
    release_counts,
    release_filter,
    release_history,
    releases_after_the_first,
    rule_hit_fields,
    searched_words,
    unknown_releases,
)
from .term_expander import one_term, term_expander

SNIPPET_CHARS = 240
CARD_FILTER_LIMIT = 50
RARE_SHARE = 0.1
# Where the rare words of a query that no document matches whole are in fewer documents than
# this, the common words make matches too, the rarer first (results._covered): „Kreatur
# übernehmen“ and "Kontrolle übernehmen" had shown the three texts on taking the initiative,
# under the notice that any of the words was searched.
RELAXED_LEAST = 10
# A card whose misspelled name the query is comes first: its score is raised this much.
PIN_BOOST = 1000.0
# A translation of what was typed weighs this much in a text without the reader's language
# (an English-only ruling on the German site), where it is all the text can match.
ELSEWHERE_WEIGHT = 1.5
# The first page mixes the documents with text in the reader's language and the others: after
# this many of one side in a row, the other side's next comes first if it scores at least
# MIXED_SHARE of this side's next (indexer.search.ranking.mixed_documents).
MIXED_RUN = 2
MIXED_SHARE = 0.5
# A card weighs this much against rulings, rules and glossary entries, unless the query is its
# name alone or misspells it (pinned first): a question that names it beside other words is
# answered by its rulings ("isochron scepter imprinted spell with X": the card's text says what
# the card does, its ruling what X is).
CARD_WEIGHT = 0.25
_CARDS = wq.Term("kind", "card")
# A card's one-word name that at least this many texts write in lower case, as a word of their
# sentences, is that word where a query types it so beside other words (card_names.named_cards).
EVERYDAY_TEXTS = 3
# How often a word must be in the everyday word lists' sources to be a common word of a
# language (_said_commonly). Of the words of card names that the relevance sets' questions
# typed in lower case, the common ones were "board" (77,851 in English), "safe" (217,216),
# "pod" (7,809), "combo" (1,744), „schnell“ (43,111 in German), „beweise“ (909), „aufgelöst“
# (461); the names "edgar" (597 in English, 50 in German), "striker" (526), "thalia" (50).
COMMON_WORD = {"en": 1_000, "de": 300}
# A word of a relaxed question that is this common in everyday language (the word lists'
# counts) and in fewer than CHAT_DOCS documents is a word of a chat, not of the game ("got" in
# 14 documents, "him" 36, "buddy", "out", „jetzt“): it counts as much as the query's commonest
# listed term (_words_capped), where as a rare word it had counted up to WORD_RARITY_CAP times
# the rarest. Over eleven relevance sets (1,233 queries) recall@5 0.8560 -> 0.8617, MRR 0.7205
# -> 0.7226; without CHAT_DOCS ("same", "both", "can" as chat too) 0.8633 / 0.7250 but blind4
# under its floor ("can i choose the same creature for both targets" 1st -> 10th).
CHAT_WORD = {"en": 100_000, "de": 10_000}
CHAT_DOCS = 500
# A card's one-word name that at least this many rules and glossary entries write as typed,
# capital and all, is the game's noun where a query types it beside other words (_a_rules_noun).
RULES_NOUN_RULES = 30
# A possible word of a card's name in more texts than this is not read for the texts that
# name the card (results._in_texts_naming_none): as a name's word, it would be in at most
# card_names.TEXTS_PER_NAME texts a card besides those.
NAMING_TEXTS_READ = 60
# A query asking for a rule has the first rule among this many results after a glossary
# entry before it (_rule_before_entry).
RULE_BEFORE_ENTRY = 3
# Words that ask for the rule about the other words of a query (_rules_asked_for).
RULE_WORDS = frozenset({"rule", "rules", "regel", "regeln"})
# A ruling written from the template of a better match weighs this much (templates.py).
TEMPLATE_WEIGHT = 0.5
# A relaxed query's scores are weighed by the share of the query a document covers to this power.
COVERAGE_POWER = 2.0
# How much of a query a document must cover to be found with those that have all its words
# (_mostly_matching_added).
MOST_COVERAGE = 0.75
# A rule is found with them where it covers this much: it states in its own words what the
# rulings restate in the reader's.
RULE_COVERAGE = 0.6
# A word that the term list does not have counts in a relaxed query at most this many times
# the rarest term of the list that the query has (results._words_capped).
WORD_RARITY_CAP = 1.25
# A card's name counts as much as this many times the rarest word of a relaxed query. A question
# that names a card asks about it: with twice, "aether vial destroyed in response to activation"
# had rulings on regeneration ("destroyed", "activated") above Aether Vial's, and its answer 8th.
NAME_WEIGHT = 3.0
# A title that is part of what was typed raises its document by TITLE_WEIGHT times its share of
# the words to this power ("Mana" is half of "mana ability", and says much less about it).
TITLE_SHARE_POWER = 2.0
# A rule that a glossary entry titled what was typed cites, without having the words typed,
# is added with this share of the entry's score.
DEFINED_SHARE = 0.5
# A rule that a glossary entry titled what was typed cites counts this much more.
DEFINED_WEIGHT = 2.0
# The rules that open the cited one (605.1 and 605.1a for "See rule 605"): where it is defined,
# raised more, though not above the glossary entry itself.
OPENING_WEIGHT = 3.0
# A glossary entry titled with one word does not come first for a query of at least
# WORD_ENTRY_WORDS words (as a title reads them): it defines one word of a question about a
# case, which the rules and rulings on that case answer (_word_entry_second). "Can a creature
# with defender attack?" had the entry Defender ("A keyword ability that prohibits a creature
# from attacking") above rule 702.3b; "role most recent timestamp" the entry Role above 704.5y.
# An entry of more words names a case itself ("Attacks and Isn't Blocked", "Illegal Target").
# Weighing such entries by 0.6 instead put rule 702.168b, ruling 8d68d68458ce and rules above
# the entry Ward for "Abwehr Kosten nicht bezahlt", out of the first five.
WORD_ENTRY_WORDS = 2
# A glossary entry that comes first for a question that asks more than its term comes after a
# rule it cites among the next this many results (_cited_rule_before_entry).
CITED_RULE_AFTER = 2
# Words whose analysis and query are kept per index generation and reader's language. A word's
# query holds its readings in every field and language, about 4 KB: 10,000 of them a language
# made a worker 32 MB bigger after 8,000 new queries than 2,000 (295 against 263 MB; the real
# server's workers peaked at 307 against 270 MB in `make bench`). Over 10,000 new queries, 2,000
# found 61 % of the words asked, 10,000 found 70 %; a word built anew takes 0.08 ms. Both sizes in
# one process, query by query: the median 1 to 3 % slower with 2,000, and its churn brought one
# full garbage collection (0.18 s) in 2,340 queries, where 10,000 (not yet full) brought none;
# in separate processes in turns the host's noise was larger than any difference.
BUILT_WORDS = 2_000
# Fewer documents than this with all the words (not counting cards, for a query that names no
# card: _first_tier): those with most of them follow.
TOP_UP = 10
# A document with most of the words that scores this many times the best of those with all of
# them goes with them, a tier above the rest (_topped_up): "how many lands can I play each
# turn" had the two Warp World rulings (all the words, long) above rule 305.2, which lacks
# "each" and scored twice as much. 1.0 put rule 702.7b above the ruling that answers "double
# strike trample blockers die first strike" (1.13 times); 1.5 kept 117.3b third for "who gets
# priority after a spell resolves" (1.47 times).
TOP_UP_OUTSCORE = 1.25
# A ruling that names its own card ("Lazav's ability won't trigger") or points at its text by
# place ("To activate the last ability …"; indexer.assembly.documents) weighs this much for a
# query that names no card: it says what one card does, a reader asking a rules question
# wants what the rules do.
OWN_CARD_WEIGHT = 0.8
# A rule that is mostly a list of names (schema.LISTING) weighs this much: it has a question's
# words of the game by naming them (107.4, the mana symbols, had come before 107.4h for "can
# a cost reduction make snow mana {S} cheaper"; over the sets 5 answers up, 1 down).
LISTING_WEIGHT = 0.6
# A glossary entry of an obsolete term weighs this much: it says which term replaced it, and
# its short text, found by the old name as a synonym, put "Ganz aus dem Spiel entfernen
# (veraltet)" first for "ins Exil geschickt", above „Ins Exil schicken“ itself. Not where its
# title is what was typed (_titled_first): "converted mana cost" finds the entry saying what
# replaced it first.
OBSOLETE_WEIGHT = 0.5
# A text without the reader's language weighs this much where the reader's language has a text
# of nearly every document (Asker.needs_elsewhere: the English site): a German glossary entry
# that the English glossary lacks („Reagieren“, „Ins Exil schicken“) is no page an English
# reader can read, and the English glossary says the same in English; it came 3rd for a question
# on responding. (On the German site, the English-only rulings are what it must reach.)
UNREAD_WEIGHT = 0.25
# A rule of a variant of the game that the query does not name (SearchIndex.variants_named)
# weighs this much: "how many copies of a card can be in my deck" had Planechase's planar deck
# (901.15a) first. It moves such a rule within its tier of words matched, not below it: "how
# many poison counters to lose" still has the Two-Headed Giant's 810.10b second.
VARIANT_WEIGHT = 0.5
# The card a query names, and its rulings, weigh this much against other documents: a question
# that names a card asks about that card.
NAMED_CARD_WEIGHT = 4.0
# A query of at least this many words that its language does not drop weighs the rules it
# matches by the texts that cite them (SearchIndex.cited_weights). Fewer words name a topic or
# a term, whose own rule, entry or ruling answers it, not the rules cited about it: at two,
# "farblose Verzauberungs-Spielsteine" lost its ruling on Role tokens from first to 7th, under
# the token rules 111.10j-111.10r; at three, „wann werden zustandsbasierte Aktionen geprüft“
# had 704.5h and 704.5b (cited, and saying when the actions were last checked) before 704.3,
# and „Ausrüstung fällt ab“ lost 702.16d to 301.5c and 704.5n.
CITED_WORDS = 4
# A document whose title is the query counts this much more.
TITLE_WEIGHT = 3.0
# The rules cited by a glossary entry whose whole title is among the words of a question of at
# least TERM_WORDS words (that its title field does not drop) count this much more: the rule that
# says what the term is or does has few of the question's other words. "flash creature on
# opponent's turn" had 702.8a 10th, under rules on casting (3rd weighed); "vigilance attack
# untapped" 702.20b 9th (4th); "free mulligan multiplayer" 103.5c 2nd (1st). Over the 1,926
# questions of the relevance sets, the rules of keyword abilities (702) alone weighed moved 41
# answers up and 22 down (MRR 0.6835 to 0.6865); over the 2,107 of the thirtieth session, the
# rules every entry cites (but keyword actions', below) then moved 37 up and 16 down (recall@5
# 0.8290 to 0.8329, MRR 0.6746 to 0.6782). More (1.5) lifted a keyword named as an example above
# the ruling that answers ("cast without paying its mana cost, can i use an alternative cost like
# evoke"). Of two words, the term is half the question, which the entry's title already weighs
# (_titled_first): „Trampelschaden beim Kämpfen“ had 702.19a before the ruling on trample in a
# fight.
TERM_RULE_WEIGHT = 1.25
TERM_WORDS = 3
# The rules of keyword actions are not weighed so: a question is built of the verbs they define
# (counter, destroy, sacrifice) and asks what happens, not what the verb means. „Spruch kann
# nicht neutralisiert werden“ had 701.6a („Einen Zauberspruch … zu neutralisieren bedeutet …“)
# first, before 113.9, which answers; leaving them out moved 10 answers up and 5 down (of the
# 2,109 questions).
KEYWORD_ACTIONS = "701."
# Where none of the first RULE_AFTER results of a query that names no card is a rule, the best
# rule comes next if it scores at least RULE_SHARE of the result it then goes before
# (ranking.one_of_kind_early). A rule question in everyday words shares more words with the
# rulings that restate its rule for one card each than with the rule: "pay more life than you
# have" had two rulings that say so first and rule 119.4 21st, behind other rulings on paying
# life; "first strike trample blocker" had five rulings with all the words (a tier above the
# rest) and rule 702.7b ninth.
RULE_AFTER = 2
RULE_SHARE = 0.3
# A rule that lettered rules detail goes just before the best of them that the query matches
# (STATING_LEAD times its score) where it scores at least STATING_SHARE of it
# (ranking.stating_rules_first). At 0.5 "commander damage after gaining control of commander"
# lost its ruling from the first five to 903.3 and 903.10, raised with their lettered rules; at
# 0.85 "how many lands can I play each turn" missed 305.2.
STATING_SHARE = 0.7
STATING_LEAD = 1.001


@dataclass
class Hit:
    kind: str
    key: str
    lang: str
    title: str  # "" where the page labels the hit: a rule ("Rule 704.5y"), a ruling without a card
    snippet: Markup
    untranslated: bool
    card: dict | None = None
    more_cards: int = 0
    date: str | None = None  # a ruling's date; a rule's release, for a search in one release
    german: str | None = None  # a ruling's German text: complete, partial or missing
    title_lang: str = ""  # the title's language: the page's, or another for data (a name, a term)
    example: bool = False  # a ruling or rule with a runnable example
    section: str = ""  # a rule's: the heading it stands under ("Lifelink" for 702.15d), if any
    section_lang: str = ""


@dataclass
class SearchPage:
    query: str
    total: int
    page: int
    pages: int
    hits: list[Hit] = field(default_factory=list)
    relaxed: bool = False
    ignored: list[str] = field(default_factory=list)
    # the words that no document has, left out of a relaxed query (`ignored` as well where the
    # rest all match; not where any word may match)
    unknown: list[str] = field(default_factory=list)
    suggestion: str | None = None
    facets: list[FacetValue] = field(default_factory=list)
    complete: int = 0  # with `relaxed`: how many results at the top have all the words (_leading)
    with_all: int = 0  # with `relaxed`: how many results have all the words, wherever ranked
    also: list[AlsoSearched] = field(default_factory=list)
    searched: str | None = None  # the query as repaired and searched, where it was repaired
    instead: str | None = None  # a word found nothing: these are the results of this spelling
    typed_total: int = 0  # with `instead`: how many results the query as typed has
    confident: bool = False  # the suggestion corrects one typo a word or name (suggest.spelling)
    repairs: list[str] = field(default_factory=list)  # the codes of what was repaired (syntax.repaired)
    repair_details: dict[str, list[dict[str, str]]] = field(default_factory=dict)  # Repaired.details
    unknown_cards: list[str] = field(default_factory=list)  # card: filters that name no card
    unknown_rules: list[str] = field(default_factory=list)  # rule: filters that no rule has and no text cites
    excluding: list[str] = field(default_factory=list)  # filters that keep none of a release's rules
    # a word that no document has, which the suggestion corrects into a card's name (any other
    # word may match without it: "Weisagekreisel ziehen als antwort auf die erste fähigkeit"), or
    # a name alone misspelled so that only its card is found ("Tarmogyof")
    misspelled_name: bool = False
    # no text has any word of the query, only the cards its misspelled name means were found:
    # the spelling is searched instead, as where nothing is found ("rhystik studdy" had shown
    # Rhystic Study alone, without its rulings, under "showing results with any of the words")
    only_named: bool = False
    # the terms a comparison compares ("hexproof vs shroud": compared_terms), each one's glossary
    # entry and defining rules first (_each_titled)
    compared: list[str] = field(default_factory=list)


def cached_search(
    store: IndexStore, text: str, lang: str, page: int, per_page: int, as_typed: bool = False
) -> SearchPage | None:
    """`run_search` through the index's result cache."""
    return store.results.get(
        (text, lang, page, per_page, as_typed), lambda: run_search(store, text, lang, page, per_page, as_typed)
    )


def run_search(
    store: IndexStore, text: str, lang: str, page: int, per_page: int, as_typed: bool = False
) -> SearchPage | None:
    """One page of results; None for an empty query; QueryError for one that cannot be a
    search. What a person plausibly mistypes (a quotation mark left open, a stray parenthesis)
    is repaired first, and the page says what was searched; a query of only very common words
    finds nothing, with a note saying why. Unless `as_typed`, a query that finds nothing, or
    finds something only without a word that a confident suggestion corrects ("deathtuch
    trample", or a card's name: "Weisagekreisel ziehen") or without two of its words or more,
    half of them or more (_mostly_left_out), is searched as the suggestion, in either
    language: the page says so. The text is read composed (NFC): "ü" pasted from a PDF as "u"
    and a combining mark is the index's "ü"; typographic quotation marks („…“, “…”, »…«) are the
    straight ones of a phrase (query/quotes.py)."""
    text = straight_quotes(without_pictures(visible(unicodedata.normalize("NFC", text))))
    repair, node = repaired_and_parsed(text, lang)
    number = rule_query(repair.text)
    if number or repair.repairs:
        node = parse(number or repair.text)
    node, repair = _one_release_only(*_releases_repaired(store, node, repair, lang), lang)
    found: SearchPage | None
    try:
        if node is not None and (chosen := release_filter(node)) is not None:
            found = _release_search(store, node, chosen, repair.text, lang, page, per_page)
        else:
            found = _search(store, node, repair.text, lang, page, per_page) if node is not None else None
    except QueryError as exc:
        if exc.code != "no_terms":
            raise
        found, repair = None, _nothing_searched(text, repair, exc.code)
    if found is not None and (found.relaxed or not found.total) and node is not None and release_filter(node) is None:
        node, found, repair = _missing_phrases_as_words(store, node, found, repair, lang, page, per_page)
    if found is None and set(repair.repairs) <= _UNSEEN_REPAIRS:
        return None  # (nothing typed that a reader sees: "%00" had shown "0 results for “”")
    if found is not None and "field_space" in repair.repairs and _with_words(node):
        labels = found.unknown_cards or ([] if found.total else _card_values(cast(And, node)))
        if labels:
            return _label_as_words(store, cast(And, node), text, labels, lang, page, per_page, as_typed)
    found = found or SearchPage(query=text, total=0, page=1, pages=1)
    if (not found.total or found.unknown) and node is not None:
        _words_apart_suggested(store, node, found, lang)
    if found.relaxed and not found.suggestion and node is not None:
        _name_begun(store, node, found, lang)
    left_out = found.unknown or found.misspelled_name
    sure = found.confident or found.only_named or _mostly_left_out(node, found.ignored)
    if found.suggestion and not as_typed and (not found.total or (left_out and sure)):
        found = _instead(store, found, lang, page, per_page)
    found.query = text
    found.searched = repair.text if repair.text != text else None
    found.repairs = list(repair.repairs)
    found.repair_details = {code: [dict(each) for each in details] for code, details in repair.details.items()}
    return found


# Repairs of what a reader does not see: a query of control characters alone is an empty one.
_UNSEEN_REPAIRS = frozenset({"control"})


def _nothing_searched(text: str, repair: Repaired, code: str) -> Repaired:
    """The repairs of a query that searched nothing (QueryError "no_terms"): that is the one
    note, and of operators alone ("OR" is "or") or of no letter or digit at all ("💀🔥", "???":
    no common words either) it says so. The other repairs say what they did too ("a*": the *
    needs more letters, and "a" is a common word); the note on operators alone says what
    "operator_words" would."""
    if "operator_words" in repair.repairs:
        code = "operators_alone"
    if not any(ch.isalnum() for ch in text):
        code = "no_words"
    kept = [r for r in repair.repairs if r != "operator_words"]
    return Repaired(repair.text, tuple(dict.fromkeys((*kept, code))))


def _words_apart_suggested(store: IndexStore, node: Node, found: SearchPage, lang: str) -> None:
    """For a search that found nothing, or not some of its words: compounds and terms typed
    as one word suggested apart, or a spelling suggestion's compounds split. (Split by the
    texts' words on the German site only: an English reader's unknown word is a typo or a
    name, which German words would only seem to make up.)"""
    german = _known_german(store)
    known = german if lang == "de" else None
    everyday = store.per_word("everyday de", lambda word: store.everyday_words.has("de", word))
    if found.suggestion:
        found.suggestion = _spelled_compounds_apart(found.suggestion, _typed_words(node), known, german, everyday)
        return
    found.suggestion = _compounds_apart(node, known, None if not found.total else found.unknown, everyday)
    found.suggestion = found.suggestion or _terms_apart(node, known_words(store), term_expander(store, lang))
    if known is not None:
        found.suggestion = found.suggestion or _players_compounds(node, known, term_expander(store, lang))
    found.confident = found.suggestion is not None


def _name_begun(store: IndexStore, node: Node, found: SearchPage, lang: str) -> None:
    """For words that no text has together and that begin a card's name ("Doubling Seas",
    "Lightning Bo", „Zeit der Verdopp“: a name cut short, as the search box's list completes
    it), that name as a confident suggestion of a misspelled name, searched instead: the
    words had been searched apart, "Doubling Seas" for any of "doubling" and "seas" (a
    developer's review). Only for two words or more: one word begins too many names."""
    words = _typed_words(node)
    if len(words) < 2 or not plain_words(node):
        return
    typed = fold_name(" ".join(words))
    if not store.lexicon.forms_starting(typed):  # (no name begins so: the list is not asked, 0.8 ms)
        return
    begun = [c.form for c in complete(store.lexicon, " ".join(words), lang, 1) if c.match == "prefix"]
    if not begun or begun[0].kind != "card":
        return
    named = fold_name(begun[0].display)
    # (the last word cut short: "doubling season" whole, or words before more of a name, are not)
    if named.startswith(typed) and named[len(typed) : len(typed) + 1] not in ("", " "):
        found.suggestion, found.confident, found.misspelled_name = begun[0].display, True, True


def _missing_phrases_as_words(
    store: IndexStore, node: Node, found: SearchPage, repair: Repaired, lang: str, page: int, per_page: int
) -> tuple[Node, SearchPage, Repaired]:
    """The query, its results and its repairs with its exact phrases that no text of any
    release has searched as their words (_phrases_as_words), where that finds something."""

    def missing(phrase: Phrase) -> bool:
        alone = _search(store, phrase, unparse(phrase, lang), lang, 1, 1)
        # (one that an older release of the rules has is kept: the release facet leads there)
        return not alone.total and not any(f.count for f in alone.facets if f.name == "release")

    words = _phrases_as_words(node, missing)
    if words == node:
        return node, found, repair
    searched = unparse(words, lang)
    try:
        as_words = _search(store, words, searched, lang, page, per_page)
    except QueryError:  # (its words are all too common to search: "the of a")
        return node, found, repair
    if not as_words.total:
        return node, found, repair
    return words, as_words, Repaired(searched, tuple(dict.fromkeys((*repair.repairs, "phrase_words"))), repair.details)


def _phrases_as_words(node: Node, missing: Callable[[Phrase], bool]) -> Node:
    """The query with its exact phrases that no text has (`missing`; not those it excludes or
    filters by) as their words. Such a phrase found nothing, however many texts have its
    words, and a relaxed query left it out whole: a reader quoting a card's wording in other
    words („Wähle eins oder beide —“, where the German cards print „Bestimme eines oder
    beide —“)."""
    if isinstance(node, Phrase) and missing(node):
        return rejoined(None, [Word(word) for word in node.text.split()])
    if isinstance(node, And):
        return rejoined(node, [part for n in node.nodes for part in _parts(_phrases_as_words(n, missing))])
    if isinstance(node, Or):
        return Or(tuple(_phrases_as_words(n, missing) for n in node.nodes))
    return node


def _parts(node: Node) -> tuple[Node, ...]:
    return node.nodes if isinstance(node, And) else (node,)


def _with_words(node: Node | None) -> bool:
    """Whether the query's top level has words beside its filters."""
    return isinstance(node, And) and any(not isinstance(n, Filter) for n in node.nodes)


def _card_values(node: And) -> list[str]:
    """The values of the query's top-level card: filters."""
    return [n.value.text for n in node.nodes if isinstance(n, Filter) and n.name == "card"]


def _label_as_words(
    store: IndexStore, node: And, text: str, unknown: list[str], lang: str, page: int, per_page: int, as_typed: bool
) -> SearchPage | None:
    """The query searched with its card filters that name no card (`unknown`) as words, the
    filter's name and its value, where other words follow a filter typed with a space after the
    colon: "split karte: wann muss ich sagen, welche Hälfte ich caste" had been read as the cards
    named „wann“ and found nothing ("karte: Blitzschlg" alone stays a filter, and the page says
    that no card has that name). So are those that name a card where nothing has it and the
    other words: „raum karte: tür entsperren, …“ had been the cards with „Tür“ in their names
    and found nothing (blind34)."""
    nodes: list[Node] = []
    for n in node.nodes:
        if isinstance(n, Filter) and n.name == "card" and n.value.text in unknown:
            nodes += [Word(n.shown_name), n.value]
        else:
            nodes.append(n)
    as_words = unparse(rejoined(node, nodes), lang)
    found = run_search(store, as_words, lang, page, per_page, as_typed)
    if found is not None:
        found.query, found.searched = text, found.searched or as_words
        found.repairs = ["card_label", *found.repairs]
    return found


def _leading(ranked: Sequence[int], complete: np.ndarray, count: int) -> int:
    """How many of the `count` documents with all the words (`complete`, sorted) lead the
    ranking (`ranked`, its first pages): the page says that many "at the top contain all the
    words", which is true only of a run from the first. A glossary entry and the rules it
    defines, raised for the term a question names, come before them: "Todesberührung einen
    Trampler blockt" has one document with all its words, 10th under the entry
    Trampelschaden's rules, and the page had said it was first."""
    found = members(np.asarray(ranked[:count], dtype=complete.dtype), complete)
    return count if found.all() else int(found.argmin())


def _mostly_left_out(node: Node | None, ignored: list[str]) -> bool:
    """Whether a search left out two of the query's words or more, and half of them or more:
    what it found is then what the rest say alone, and a suggestion less than sure is likelier
    to be what was meant. "whta happens if my oponent consedes" (three of six) had shown what
    "happens if my" found. One word is not enough: in "Ausbeuten opfern" the suggestion only
    changes an ending, into the card Ausbeute (Spoils), and is offered, not searched."""
    return len(ignored) >= 2 and 2 * len(ignored) >= len(_typed_words(node))


def _typed_words(node: Node | None) -> list[str]:
    """The query's plain words as typed; none for a query of other nodes (an operator, a filter)."""
    return [w.text for w in _words_of(node) if isinstance(w, Word)] if plain_words(node) else []


def _releases_repaired(
    store: IndexStore, node: Node | None, repair: Repaired, lang: str
) -> tuple[Node | None, Repaired]:
    """The query without the release: filters that name no release held, and the repair
    saying so (syntax.repaired checks the other filters' values; the releases are the index's)."""
    if node is None:
        return node, repair
    kept = known_releases_only(store, node)
    if kept == node:
        return node, repair
    searched = unparse(kept, lang) if kept is not None else ""
    held = ", ".join(release_history(store).dates)
    dropped = tuple(
        {"name": f.shown_name, "value": f.value.text.strip(), "known": held} for f in unknown_releases(store, node)
    )
    details = {**repair.details, "filter_value": (*repair.details.get("filter_value", ()), *dropped)}
    return kept, Repaired(searched, tuple(dict.fromkeys((*repair.repairs, "filter_value"))), details)


def _one_release_only(node: Node | None, repair: Repaired, lang: str) -> tuple[Node | None, Repaired]:
    """The query with its first release: filter only, and the repair saying which it left out:
    "release:2023-10-13 release:2025-11-14 trample" searched the first and showed both as
    active filters, without a word (a tester's review)."""
    extra = releases_after_the_first(node) if node is not None else []
    if node is None or not extra:
        return node, repair
    kept = rejoined(node, tuple(n for n in cast(And, node).nodes if n not in extra))
    first = cast(Filter, release_filter(kept))
    dropped = tuple(
        {"name": f.shown_name, "value": f.value.text.strip(), "kept": f"{first.shown_name}:{first.value.text.strip()}"}
        for f in extra
    )
    details = {**repair.details, "release_twice": dropped}
    return kept, Repaired(unparse(kept, lang), tuple(dict.fromkeys((*repair.repairs, "release_twice"))), details)


def _release_search(
    store: IndexStore, node: Node, chosen: Filter, text: str, lang: str, page: int, per_page: int
) -> SearchPage:
    """The rules of the release a `release:` filter names that have the query's words and that
    its other filters keep (see release.py; a `kind:ruling` keeps none, and the page says why);
    the release facet counts the same in every release."""
    release = chosen.value.text.strip()
    filters = other_filters(node)
    typed = searched_words(node, chosen.shown_name)
    units = query_units(store, typed, lang)
    numbers = matching(store, release, units, filters)
    found = SearchPage(query=text, total=len(numbers), page=page, pages=max(1, -(-len(numbers) // per_page)))
    found.excluding = [unparse(f, lang) for f in excluding(filters)]
    found.page = min(page, found.pages)
    start = (found.page - 1) * per_page
    marked, seen = marks(store, typed, units, lang), Seen()
    found.hits = [
        Hit(**rule_hit_fields(store, number, release, lang, marked, seen))
        for number in numbers[start : start + per_page]
    ]
    found.facets = _release_facets(store, node, lang, filters)
    return found


def _release_facets(store: IndexStore, node: Node, lang: str, filters: list[Filter]) -> list[FacetValue]:
    counts = release_counts(store, node, lang, filters)
    return [FacetValue(RELEASE, release, count) for release, count in counts.items() if count]


def _compounds_apart(
    node: Node,
    known: Callable[[str], bool] | None,
    only: list[str] | None = None,
    everyday: Callable[[str], bool] | None = None,
) -> str | None:
    """The query with its German compounds written apart ("Kommandeurschaden": "Kommandeur
    Schaden"), where it has some: a compound that no text has may still name what texts say in
    its parts ("Schaden durch einen Kommandeur"). With `only`, those words alone (the words a
    search left out, which no text has: "Lebensverlust", where the rules say „Verlust von
    Lebenspunkten“). A word of everyday German (`everyday`) that no text has is no compound
    to cut by the texts' words: „alle überlegen“ had been searched as „alle über legen“."""
    return _rewritten(node, lambda word: _apart(word, known, everyday) if only is None or word in only else word)


def _terms_apart(node: Node, known: Callable[[str], bool], expander: TermExpander) -> str | None:
    """The query with each word that no text has (`known`) written as the two words of a listed
    term it runs together, where it is one ("commandertax", "doublestrike": a reader's words of
    a term typed without the space; as unknown words they were left out)."""
    return _unknown_rewritten(node, known, lambda word: _term_apart(word, expander))


def _unknown_rewritten(node: Node, known: Callable[[str], bool], rewrite: Callable[[str], str | None]) -> str | None:
    """The query with each word that no text has (`known`) rewritten, where `rewrite` has a
    word for it (_rewritten)."""
    return _rewritten(node, lambda word: word if known(word) else (rewrite(word) or word))


def _rewritten(node: Node, rewrite: Callable[[str], str]) -> str | None:
    """The query of plain words and phrases with each word rewritten, its phrases as typed;
    None where no word changed. The phrases had been left out: the suggestion for „spielmarke
    stirbt, löst das "immer wenn eine kreatur stirbt" aus?“ was searched without the phrase."""
    if not plain_words(node):
        return None
    parts = [
        (rewrite(part.text), part.text) if isinstance(part, Word) else (unparse(part),) * 2 for part in _words_of(node)
    ]
    if all(new == old for new, old in parts):
        return None
    return " ".join(new for new, _ in parts)


# The shortest part of a word that _term_apart cuts ("tax" of "commandertax").
_TERM_PART = 3


def _term_apart(word: str, expander: TermExpander) -> str | None:
    """`word` cut into the two words of a listed term, else None. A word with a hyphen is cut
    there only: cut elsewhere, „Königlich-Rolle“ had been suggested as „königlich -rolle“,
    whose minus excludes the role (a German reader's review)."""
    folded = word.lower()
    cuts = [folded.split("-")] if "-" in folded else []
    cuts = cuts or [[folded[:cut], folded[cut:]] for cut in range(_TERM_PART, len(folded) - _TERM_PART + 1)]
    for parts in cuts:
        if len(parts) == 2 and all(parts) and any(e.start == 0 and e.end == 2 for e in expander.expansions(parts)):
            return " ".join(parts)
    return None


def _players_compounds(node: Node, known: Callable[[str], bool], expander: TermExpander) -> str | None:
    """The query with each German compound that no text has, made of a players' word and the
    rest of a word the texts have, written with the word the rules use instead („Kommandanten-
    steuer“: „Kommandeursteuer“; a reviewer's search that found nothing and suggested nothing,
    while „Kommandant“ alone is read as „Kommandeur“)."""
    return _unknown_rewritten(node, known, lambda word: _players_compound(word, expander, known))


def _players_compound(word: str, expander: TermExpander, known: Callable[[str], bool]) -> str | None:
    folded = word.lower()
    for cut in range(_TERM_PART, len(folded) - _TERM_PART + 1):
        head, rest = folded[:cut], folded[cut:]
        spans = [e for e in expander.expansions([head]) if e.start == 0 and e.end == 1]
        german = {text.lower() for span in spans for lang, text, _ in span.terms if lang == "de" and " " not in text}
        for said in sorted(german - {head}):
            for joined in (said + link + rest for link in LINKERS):
                if known(joined):
                    return joined.capitalize() if word[:1].isupper() else joined
    return None


def _spelled_compounds_apart(
    suggestion: str,
    typed: list[str],
    known: Callable[[str], bool] | None,
    in_german_texts: Callable[[str], bool],
    everyday: Callable[[str], bool] | None = None,
) -> str:
    """The spelling suggestion with the compounds that were typed as they stand there and that
    no German text has written apart (_compounds_apart). The suggestion corrects typos, not
    compounds: for „Kommandeurschaden durch Infizierung“ it was „Kommandeurschaden durch
    Infizieren“, which still left out the compound. A word the suggestion wrote (a card's name
    spelled right, „Sonnenkämpferin“) is left as it is."""
    try:
        spelled = parse(suggestion)
    except QueryError:
        return suggestion
    unknown = [w for w in _typed_words(spelled) if w in typed and not in_german_texts(fold_german(w))]
    if spelled is None or not unknown:
        return suggestion
    return _compounds_apart(spelled, known, unknown, everyday) or suggestion


def _apart(word: str, known: Callable[[str], bool] | None, everyday: Callable[[str], bool] | None = None) -> str:
    """A compound's game-word parts, or (a compound no text has and no everyday word, where
    `known` says which words texts have) its two parts that texts have, spelled and
    capitalised as the word was (cut_as_written, _as_a_word); the word itself otherwise."""
    folded = fold_german(word.lower())
    parts = split_compound(folded)
    if len(parts) < 2 or "".join(parts) != folded:
        everyday_word = everyday is not None and everyday(word.lower())
        parts = split_by_words(folded, known) if known is not None and not known(folded) and not everyday_word else ()
    if len(parts) < 2:
        return word
    pieces = cut_as_written(word, parts)
    return " ".join(
        _as_a_word(piece, word[:1].isupper(), i > 0 and (piece[:1] == "-" or pieces[i - 1][-1:] == "-"))
        for i, piece in enumerate(pieces)
    )


def _as_a_word(piece: str, capital: bool, after_a_hyphen: bool) -> str:
    """A piece of a compound written apart: as typed where the reader put a hyphen before it
    („Zonen-basierte“: „Zonen basierte“), else capitalised like the compound; no hyphen left at
    the cut („Spielzug -basierte“ had been shown)."""
    bare = piece.strip("-")
    if after_a_hyphen:
        return bare
    return bare.lower().capitalize() if capital else bare.lower()


def _a_term(expander: TermExpander) -> Callable[[str, str], bool]:
    """Whether two words as typed are a term of the reader's ("first strike")."""
    return lambda first, second: any(e.start == 0 and e.end == 2 for e in expander.expansions([first, second]))


def _known_german(store: IndexStore) -> Callable[[str], bool]:
    """Whether German texts have a word (folded), kept per index generation."""
    frequency = store.engine.postings.frequency
    analyzer = BUILDER.fields["body_de"]

    def known(word: str) -> bool:
        terms = [term for term, _ in analyzer.query_terms(word)]
        return bool(terms) and all(frequency("body_de", term) > 0 for term in terms)

    return store.per_word("known German", known)


def _instead(
    store: IndexStore, found: SearchPage, lang: str, page: int, per_page: int, again: bool = True
) -> SearchPage:
    """The results of the suggested spelling, if it finds some, and (where the query as typed
    found some without a word) with fewer words left out or a misspelled name spelled right (a
    suggestion of only very common words, "you your to" for "you bein to", cannot be searched
    and is not offered). A word the spelling leaves unknown is tried `again` once, its compounds
    written together as the search does for the spelling typed: "komandeur steuer wie viel"
    showed "kommandeur steuer" without "steuer", whose own results are those of
    „kommandeursteuer“ (a player's review)."""
    suggestion = found.suggestion or ""  # run_search calls this only with a suggestion
    try:
        # (the suggestion may not be a search: a pasted paragraph of 40 words, with its
        # compounds written apart, has more words than a search may have)
        corrected = parse(suggestion)
        other = _search(store, corrected, suggestion, lang, page, per_page) if corrected is not None else None
    except QueryError:
        found.suggestion = None
        return found
    if other is None or not other.total:
        return found
    if found.total and not found.misspelled_name and len(other.unknown) >= len(found.unknown):
        return found
    shown = found.suggestion
    if again and other.unknown and corrected is not None:
        _words_apart_suggested(store, corrected, other, lang)
        if other.suggestion:
            other = _instead(store, other, lang, page, per_page, again=False)
            shown = other.instead or shown
    other.instead, other.suggestion, other.typed_total = shown, None, found.total
    return other


def _search(store: IndexStore, node: Node, text: str, lang: str, page: int, per_page: int) -> SearchPage:
    """The page of results of a query (`node`, parsed from `text`).

    A query that only names a rule ("rule 704.5y", "Regel 704.5y.") searches for the number
    alone, so the rule comes first and the rulings citing it follow. A query of plain words
    that misspells a card's name ("Charmante Halunkn") has that card first; the corrected
    query is offered as a suggestion. Cards the query does not name rank below the rulings,
    rules and glossary entries that match as well (CARD_WEIGHT): a question is answered by
    those, and the 18,000 cards would otherwise crowd them out with a word of their names.
    The filters of the query's top level keep what the rest of it finds (_filtered): a filter
    gives what its count beside the results said it would."""
    search = _Search(store, node, text, lang, page)
    search.relax()
    search.weigh_by_kind()
    search.weigh_by_titles()
    search.order()
    return search.paged(per_page)


class _Search:
    """One search's steps (_search) and what they hand on: the matches and their scores, the
    query evaluated, the tiers ranked apart, the documents with every word, the page."""

    def __init__(self, store: IndexStore, node: Node, text: str, lang: str, page: int) -> None:
        """Reads the query (its filters apart, German particles joined to their verbs, rules
        asked for by name) and evaluates it."""
        self.store, self.text, self.lang = store, text, lang
        self.given_filters = active_filters(node)
        node, self.filters = _split_filters(node)
        self.searcher = store.searcher
        self.engine = engine = store.engine
        self.evaluate = engine.evaluator(self.searcher, lang, TRANSLATION_BOOST, ELSEWHERE_WEIGHT).matches
        self.frequency = engine.postings.frequency
        typed = node  # (the words "also searched" names are those typed, not words joined from them)
        reader = term_expander(store, lang)
        node = joined_apart(node, reader.begins_term, _a_term(reader))
        looked_up = one_term(_words_of(node) if plain_words(node) else (), reader, lang)
        self.expander = term_expander(store, lang, looked_up)
        if lang == "de":
            node = joined_particles(node, _known_german(store))
        self.asked_node, self.node = node, _rules_asked_for(store, node, self.expander)
        self.named: list[NamedCard] = []
        self.names_typed: NamesTyped = frozenset()  # (the words typed of cards' whole names)
        self.in_texts = _in_texts(store, term_expander(store))  # (kept per word: read the same for every reader)
        self.chat = store.per_word("chat word", lambda word: _said_commonly(store, word, CHAT_WORD))
        self.asker = Asker.of_index(lang, self.frequency, engine.postings.doc_count)
        self.memo = store.memo(("built words", lang, looked_up), lambda: LruDict(BUILT_WORDS))
        self.query = BUILDER.build(
            self.node, self.card_ids, self.expander, asker=self.asker, names=self._names(), memo=self.memo
        )
        self.matches = engine.facets.results_only(self.evaluate(self.query))
        self.listed = self.matches if _a_listing(self.node) else None  # (as the filters score them, unweighed)
        self.tiers: np.ndarray | None = None
        self.complete = _NOTHING  # with a top-up: the documents that have all the words
        self.known: list[Relaxed] | None = None  # the relaxed query's units that match, once read
        self.unknown: list[str] = []  # the words of a relaxed query that no document has
        also = also_searched(
            typed if self.node is node else self.node, self.expander, self.filters, lang, self.names_typed
        )
        if typed is not node:
            also = _still_typed(also, node)
        self.found = SearchPage(query=text, total=0, page=page, pages=1, also=also)
        self.found.unknown_cards, self.filtered_cards = _card_filters(self.given_filters, self.card_ids)
        self.found.unknown_rules = _unknown_rules(self.given_filters, self.card_ids, self.evaluate)
        self.titled = _NOTHING
        self.asked = ""
        self._kept: Matches | None = None

    def card_ids(self, query: Query) -> list[str]:
        """The cards a card filter's query finds, best first."""
        best = top_documents(self.evaluate(query), CARD_FILTER_LIMIT, self.engine.facets.languages[self.lang])
        return [self.searcher.stored_fields(docnum)["key"] for docnum in best[:CARD_FILTER_LIMIT]]

    def _names(self) -> Callable[[list[str]], list[NamedCard]]:
        """The builder's reading of card names among words, kept in `named` for the later steps."""
        store, in_texts = self.store, self.in_texts
        everyday = store.per_word("everyday", lambda word: _written_as_word(store, word))
        noun = store.per_word("rules noun", lambda word: _a_rules_noun(store, word))
        common = store.per_word("common word", lambda word: _said_commonly(store, word))

        def elsewhere(word: str, names: frozenset[str]) -> int:
            return _in_texts_naming_none(store, word, names, in_texts(word))

        def names(words: list[str]) -> list[NamedCard]:
            found = named_cards(
                store.lexicon, words, in_texts, lambda word: _in_rules(store, word), everyday, elsewhere, noun, common
            )
            listed = _in_listed_terms(self.expander, words)
            self.named[:] = [n for n in found if _all_of_a_name(n, words) or listed.isdisjoint(range(n.start, n.end))]
            self.names_typed = whole_names(words, self.named)
            return self.named

        return names

    def kept(self) -> Matches:
        """What the query's filters keep, evaluated once (the filters apply last, order)."""
        if self._kept is None:
            self._kept = self.evaluate(BUILDER.build(And(self.filters), self.card_ids))
        return self._kept

    def first_tier(self, complete: np.ndarray) -> np.ndarray:
        """_first_tier of the documents with all the words that the filters keep: with
        "kind:card" the cards with every word go first (the page had said no result had all
        the words of "deathtouch trample kind:card", its first card having both)."""
        if self.filters:
            complete = complete[members(complete, self.kept().ids)]
        return _first_tier(self.engine, complete, self.named)

    def _kept_count(self, ids: np.ndarray) -> int:
        """How many of `ids` the filters keep: a topped-up query under a filter that keeps only
        documents with all the words is no relaxed one („commander schaden art:regelauslegung“
        said its 11 results had all the words, "the others some of them", and there were none)."""
        return int(members(ids, self.kept().ids).sum()) if self.filters else len(ids)

    def _relaxed_words(self) -> list[Relaxed]:
        node = cast(And, self.node)  # (relaxable: a query of several parts)
        return _relaxed_words(
            node, self.named, self.card_ids, self.expander, self.asker, self.frequency, self.memo, self.chat
        )

    def relax(self) -> None:
        """Where few documents have every word: the documents that have most of them, or any
        (the page says which words were left out), those with all of them first."""
        engine, found = self.engine, self.found
        mostly: tuple[Matches, Query] | None = None
        if len(self.first_tier(self.matches.ids)) < TOP_UP and relaxable(
            self.node, nothing_found=not len(self.matches)
        ):
            words = self._relaxed_words()
            self.known = known = [w for w in words if w[2]]
            if not len(self.matches):
                unknown = [word for word, _, most, _ in words if not most and isinstance(word, (Word, Phrase))]
                self.unknown = [word.text for word in unknown]
                self.matches, self.query = _relaxed(self.evaluate, engine.postings.doc_count, known, bool(self.unknown))
                found.ignored = self.unknown if isinstance(self.query, wq.And) else []
                found.unknown = self.unknown
                found.relaxed = True
            first = self.first_tier(self.matches.ids)
            some_left_out = len(known) > 1 and (not found.relaxed or bool(found.ignored))
            if some_left_out and len(self.matches) >= TOP_UP:
                mostly = _mostly_enough(self.evaluate, engine, self.matches, self.query, known, self.first_tier)
            if mostly is not None:
                self.complete = _most_added(found, self.matches, mostly[0], self.complete, self._kept_count)
                self.matches, self.query = mostly
            elif some_left_out and len(first) < TOP_UP and (len(first) or self.filters):
                self.complete = first
                found.complete = len(first)
                self.matches, self.tiers, self.query = _topped_up(
                    self.evaluate, engine.postings.doc_count, self.matches, self.query, known, first
                )
                found.relaxed = found.relaxed or self._kept_count(self.matches.ids) > found.complete
        if self.tiers is None and not found.relaxed and mostly is None and relaxable(self.node):
            if self.known is None:
                self.known = [w for w in self._relaxed_words() if w[2]]
            added, self.query = _mostly_matching_added(self.evaluate, engine, self.matches, self.query, self.known)
            self.complete = _most_added(found, self.matches, added, self.complete, self._kept_count)
            self.matches = added

    def weigh_by_kind(self) -> None:
        """The cards the query names or misspells pinned first, and every document weighed by
        its kind (_weighed_by_kind)."""
        store, engine, named = self.store, self.engine, self.named
        self.corrected = spelling(store, self.text, self.lang)
        self.pinned_cards = _pinned_cards(
            store, self.found, self.node, named, self.corrected, not self.unknown, self.in_texts, len(self.matches)
        )
        self.pinned = [uid("card", c) for c in self.pinned_cards]
        self.named_docs = _documents(engine, [uid("card", c) for n in named for c in n.all_cards] + self.pinned)
        self.about = _about_cards(engine, [c for n in named for c in n.all_cards]) if named else None
        self.matches = _weighed_by_kind(
            store, self.matches, self.text, self.asker, self.named_docs, self.about, bool(self.pinned)
        )

    def weigh_by_titles(self) -> None:
        """For plain words: the documents titled with the words asked first (a term's entry and
        the rules defining it), or each term's when the query compares terms."""
        engine, found, asker, node = self.engine, self.found, self.asker, self.node
        if not plain_words(node):
            return
        self.asked = asked = " ".join(n.text for n in _words_of(node) if n.text not in found.ignored)
        asked_words = len(_content_words(asked, f"title_{asker.lang}"))
        matches = self.matches
        if asked_words >= CITED_WORDS:
            matches = Matches(matches.ids, matches.scores * engine.cited_weights[matches.ids])
        compared = _each_titled(engine, matches, asked, asker)
        if compared is not None:
            (matches, titled, found.compared), self.tiers = compared, None
            self.complete, found.complete = _NOTHING, 0  # (those that have every term no longer come first)
        else:
            matches, titled = _titled_first(engine, matches, asked, asker)
        if not len(titled) and (meant := _players_word(self.expander, asked, asker.lang)):
            matches, titled = _titled_first(engine, matches, meant, asker)
        cited = sorted({number for docnum in titled.tolist() for number in _glossary_cites(self.searcher, docnum)})
        if not len(titled) and asked_words >= TERM_WORDS:
            matches = _terms_weighed(self.store, matches, asked, asker.lang)
        matches = _defined_first(engine, matches, cited, titled)
        self.matches, self.tiers = _defining_rules_added(engine, matches, self.tiers, titled, cited)
        self.titled = titled

    def order(self) -> None:
        """Obsolete glossary entries down, stating rules first, cards below (unless named), the
        pinned cards first, and the query's filters applied."""
        engine = self.engine
        matches = engine.facets.weighed(self.matches, engine.facets.obsolete, OBSOLETE_WEIGHT, except_for=self.titled)
        self.matches = stating_rules_first(matches, engine.detailed_rules, STATING_SHARE, STATING_LEAD)
        if not self.named and not self.pinned:
            self.tiers = _cards_below(engine, self.matches, self.tiers)
        if self.pinned:
            self.matches, self.tiers = _pinned(
                self.matches, self.tiers, _documents(engine, self.pinned), _rulings_of(engine, self.pinned_cards)
            )
        if self.filters:
            kept = self.kept()
            self.matches, self.tiers = _filtered(self.matches, self.tiers, kept)
            # (an exclusion beside filters, "art:glossar -Trampelschaden", lists what they keep)
            if self.listed is not None:
                self.listed = _filtered(self.listed, None, kept)[0]
            self.found.complete = int(members(self.complete, self.matches.ids).sum())

    def paged(self, per_page: int) -> SearchPage:
        """The page asked for (the last if it is beyond), its hits and the counts beside them."""
        found, engine = self.found, self.engine
        found.total = len(self.matches)
        found.facets = facet_counts(engine.facets, self.matches.ids) + _release_facets(
            self.store, self.node, self.lang, self.given_filters
        )
        found.pages = max(1, -(-found.total // per_page))
        found.page = min(found.page, found.pages)
        start = (found.page - 1) * per_page
        ranked = self._ranked(found.page * per_page)
        found.with_all = found.complete
        if found.complete:
            found.complete = _leading(ranked, self.complete, found.complete)
        marks = QueryMarks(self.store.term_words, _highlighted_terms(self.query))
        asked_for = (
            frozenset(c for n in self.named for c in n.all_cards)
            | frozenset(self.corrected.cards if self.corrected else ())
            | frozenset(self.filtered_cards)
        )
        shown = ranked[start : start + per_page]
        found.hits = [_hit(self.store, docnum, self.lang, marks, asked_for) for docnum in shown]
        return found

    def _ranked(self, count: int) -> list[int]:
        """The first `count` documents in the order shown."""
        engine, matches, tiers = self.engine, self.matches, self.tiers
        if self.listed is not None:
            return self.store.listing.ordered(self.listed, self.lang, count)
        ranked = mixed_documents(matches, count, engine.facets.languages[self.lang], tiers, MIXED_RUN, MIXED_SHARE)
        if not self.named and not self.pinned:
            ranked = one_of_kind_early(ranked, matches, tiers, engine.facets.of_kind("rule"), RULE_AFTER, RULE_SHARE)
        if plain_words(self.node):
            ranked = _word_entry_second(self.store, ranked, self.asked, self.asker.lang, self.titled)
            ranked = _cited_rule_before_entry(self.store, ranked, self.asked)
        if self.node is not self.asked_node:
            ranked = _rule_before_entry(engine, ranked)
        if self.about is not None and not self.pinned:
            ranked = _card_after_its_ruling(engine, ranked, self.named_docs, self.about)
        return ranked


def _pinned_cards(
    store: IndexStore,
    found: SearchPage,
    node: Node,
    named: list[NamedCard],
    corrected: Suggestion | None,
    all_known: bool,
    in_texts: Callable[[str], int],
    count: int,
) -> list[str]:
    """The cards that come first: the card a query is the name of alone, or the cards a
    misspelled name alone means; the suggestion (`corrected`) is noted on the page (`found`).
    `all_known`: every word of the query is in some document; `count`: the results found."""
    pinned_cards = [named[0].card] if _only_a_name(node, named) else []
    if corrected:
        found.suggestion, found.confident = corrected.text, corrected.confident
        found.misspelled_name = not all_known and not named and _into_a_name(store, found.query, corrected, in_texts)
        misspelled = corrected.cards and plain_words(node)
        if misspelled and store.lexicon.forms_named(fold_name(corrected.text)):  # (a name alone)
            pinned_cards = list(corrected.cards)
            # (where the typo finds nothing, the card alone would be the page: its rulings, which
            # the name spelled right finds, come with it: "Tarmogyof")
            found.misspelled_name = found.misspelled_name or not count
            found.only_named = not count
    return pinned_cards


def _weighed_by_kind(
    store: IndexStore,
    matches: Matches,
    text: str,
    asker: Asker,
    named_docs: np.ndarray,
    about: np.ndarray | None,
    pinned: bool,
) -> Matches:
    """The matches weighed by what the documents are: cards below the other texts (but a card
    pinned first), texts the reader can't read, listings of names, rulings about their own card
    or a variant's rules where the query names no card (`about` is None), the documents about
    the cards it names (`about`, a mask) where it does; one ruling of each template."""
    engine = store.engine
    facets = engine.facets
    shown_cards = named_docs if pinned else _NOTHING  # (a card named beside other words weighs as any card)
    matches = facets.weighed(matches, facets.of_kind("card"), CARD_WEIGHT, except_for=shown_cards)
    if not asker.needs_elsewhere():
        matches = facets.weighed(matches, facets.lacking[asker.lang], UNREAD_WEIGHT, except_for=named_docs)
    matches = facets.weighed(matches, facets.listing, LISTING_WEIGHT, except_for=_NOTHING)
    if about is None:
        matches = facets.weighed(matches, facets.own_card, OWN_CARD_WEIGHT, except_for=named_docs)
        matches = _variants_weighed(engine, matches, text)
    else:
        matches = facets.weighed(matches, about, NAMED_CARD_WEIGHT, except_for=_NOTHING)
    return one_per_template(matches, store.templates, TEMPLATE_WEIGHT)


def _still_typed(also: list[AlsoSearched], joined: Node) -> list[AlsoSearched]:
    """What a query's words were also searched as, but for the words that a separable verb
    joined (`joined`, the query as searched): the verb as typed was not searched, so neither
    were its translations („wann löst das aus“ is searched as „auslöst“, and the page had said
    that „löst“ was also searched as "unattach")."""
    words = {w.text.strip(MARKS).casefold() for w in _words_of(cast(And, joined))}
    return [each for each in also if all(part.casefold() in words for part in each.typed.split())]


def _in_texts(store: IndexStore, expander: TermExpander) -> Callable[[str], int]:
    """How common a word is in texts, kept per index generation (named_cards asks it of a
    query's words); a word of the term list is a game word (the German card texts that say
    "Schlachtfeld" are not searched), not part of a name. A learned pair says nothing of the
    kind: it is learned from the texts, which name cards ("Blitzschlag"/"bolt",
    "Nebel"/"mists", "Tarmogoyf"), so how many texts have the word decides, as for any other
    word."""
    frequency = store.engine.postings.frequency

    def in_texts(word: str) -> int:
        listed = any(kind != LEARNED for e in expander.expansions([word]) for _, _, kind in e.terms)
        return sys.maxsize if listed else text_frequency(frequency, word)

    return store.per_word("in texts", in_texts)


def _in_texts_naming_none(store: IndexStore, word: str, names: frozenset[str], texts: int) -> int:
    """In how many texts the word is, but those that have one of `names` (a card's name in a
    ruling or a card's text is no use of a word: card_names.named_cards); `texts`, the count
    with those, where it is more than NAMING_TEXTS_READ (not read: too common for a name's word)."""
    if texts > NAMING_TEXTS_READ:
        return texts
    engine = store.engine
    having: set[int] = set()
    for text_field in _WORD_TEXT_FIELDS:
        for term, _ in BUILDER.fields[text_field].query_terms(word):
            having.update(engine.postings.term(text_field, term).ids.tolist())
    return sum(
        not any(name in text.text for text in store.shown(docnum).texts.values() for name in names) for docnum in having
    )


def _only_a_name_in_english(store: IndexStore, word: str) -> bool:
    """Whether the English texts have the word, and only with a capital (a German noun, such
    as „Verwandlung“, is in no English text)."""
    terms = frozenset(term for term, _ in BUILDER.fields["body_en"].query_terms(word))
    written = store.term_words.marked("en", terms)
    return bool(written) and not any(form[0].islower() for form in written)


def _into_a_name(store: IndexStore, text: str, corrected: Suggestion, in_texts: Callable[[str], int]) -> bool:
    """Whether the suggestion corrects the query into a card's name: a whole name, or words
    that only names have ("Weissagekreisel" of Weissagekreisel des Senseis)."""
    if corrected.cards:
        return True
    typed = {word.casefold() for word in text.split()}
    changed = [word for word in corrected.text.split() if word.casefold() not in typed]
    return bool(changed) and all(
        store.lexicon.word_number(fold_name(word)) is not None and in_texts(word) <= TEXTS_PER_NAME for word in changed
    )


def _all_of_a_name(named: NamedCard, words: list[str]) -> bool:
    """Whether the words `named` took are all of one of its card's names, not the part of a
    name only that card has: "board" of "indestructible survive board wipe" (the players'
    "board wipe") is in the name Board the Weatherlight alone, and is no name of it."""
    typed = fold_name(" ".join(words[named.start : named.end]))
    return named.whole and any(fold_name(name) == typed for name in named.names)


def _in_listed_terms(expander: TermExpander, words: list[str], least: int = 2) -> set[int]:
    """The places of the words that are in a term of the term list of at least `least` words:
    a word of a term of several is no part of a name ("floating" of "floating mana" is in the
    names Floating Shield and Floating-Dream Zubera, which were the first results of "when
    does floating mana disappear")."""
    return {
        i
        for e in expander.expansions(words)
        if e.end - e.start >= least and any(kind != LEARNED for _, _, kind in e.terms)
        for i in range(e.start, e.end)
    }


def _written_as_word(store: IndexStore, word: str) -> bool:
    """Whether at least EVERYDAY_TEXTS texts have `word` as written (in lower case, as a word
    of their sentences, not a card's name), or one rule or glossary entry does: the rulings of
    Tangleroot, Akki Rockspeaker and Sands of Time say that unspent mana will "disappear"; rule
    122.1d alone says "stun counter" (the card Stun had "how do stun counters work" answered
    by its rulings, and 122.1d nowhere)."""
    rules_words = store.engine.facets.of_kind("rule") | store.engine.facets.of_kind("glossary")
    found = enumerate(_writing(store, word, _WORD_TEXT_FIELDS), 1)
    return any(count >= EVERYDAY_TEXTS or rules_words[docnum] for count, docnum in found)


def _said_commonly(store: IndexStore, word: str, least: dict[str, int] | None = None) -> bool:
    """Whether `word` is common in everyday English or German (COMMON_WORD): in a question
    typed in lower case, a word of card names that is common ("board", "wipe", "crack",
    "floating", "pod", „schnell“, „frei“) is the word, a rarer one ("thalia", "edgar",
    "prossh") the card's name."""
    words = store.everyday_words
    return any(words.frequency(lang, word) >= n for lang, n in (least or COMMON_WORD).items())


def _a_rules_noun(store: IndexStore, word: str) -> bool:
    """Whether at least RULES_NOUN_RULES rules and glossary entries write `word` as typed, with
    its capital: a noun of the game's own. German writes its nouns with a capital, so the test in
    lower case (_written_as_word) cannot tell them from names: „Quelle“ is the source in 88
    German rules and the card Quelle // Verstand (Spring // Mind), whose rulings answered
    „Quelle zerstört, verrechnet die Fähigkeit trotzdem?“. „Klon“, in the examples of 11 rules,
    stays the card Clone."""
    rules_words = store.engine.facets.of_kind("rule") | store.engine.facets.of_kind("glossary")
    found = _writing(store, word, _RULE_TEXT_FIELDS, rules_words)
    return next(islice(found, RULES_NOUN_RULES - 1, None), None) is not None


def _writing(store: IndexStore, word: str, fields: Iterable[str], among: np.ndarray | None = None) -> Iterator[int]:
    """The documents (of the mask `among`, or any) whose texts have `word` as written, each
    once, in the order the fields' postings give them: read until the caller has enough."""
    seen: set[int] = set()
    for text_field in fields:
        for term, _ in BUILDER.fields[text_field].query_terms(word):
            ids = store.engine.postings.term(text_field, term).ids
            for docnum in (ids if among is None else ids[among[ids]]).tolist():
                if docnum not in seen and _has_word(store.shown(docnum).texts.values(), word):
                    seen.add(docnum)
                    yield docnum


def _has_word(texts: Iterable[ShownText], word: str) -> bool:
    return any(word in text.words.split(" ") for text in texts)


def _rules_asked_for(store: IndexStore, node: Node, expander: TermExpander) -> Node:
    """The query without "rule" or „Regel“ where it asks for the rule about the other words
    ("Mulligan Regel", "trample rules"): every glossary entry says "See rule …", and they went
    before rule 103.5 that the reader asked for. A listed term keeps the word ("legend rule",
    „Legendenregel“), and so does a query that is a card's whole name ("Rule of Law")."""
    if not relaxable(node):
        return node
    words = [n.text if isinstance(n, Word) else None for n in node.nodes]
    asking = [i for i, word in enumerate(words) if word and fold_name(word) in RULE_WORDS]
    if not asking or len(asking) == len(words):
        return node
    typed = [n.text for n in node.nodes if isinstance(n, (Word, Phrase))]  # (all of them: relaxable)
    in_terms = {i for e in expander.expansions(typed) if e.end - e.start > 1 for i in range(e.start, e.end)}
    if store.lexicon.forms_named(fold_name(" ".join(typed))):
        return node
    kept = [n for i, n in enumerate(node.nodes) if i not in asking or i in in_terms]
    return node if len(kept) == len(node.nodes) else rejoined(node, kept)


def _rule_before_entry(engine: SearchIndex, ranked: list[int]) -> list[int]:
    """The ranked documents, with a glossary entry that comes first moved after the first rule
    of the next RULE_BEFORE_ENTRY: a query that asks for the rule ("mulligan rule", „Mulligan
    Regel“) is the entry's title once "rule" is left out, and had the entry first, 103.5 second."""
    glossary, rules = engine.facets.of_kind("glossary"), engine.facets.of_kind("rule")
    if not ranked or not glossary[ranked[0]]:
        return ranked
    for at, docnum in enumerate(ranked[1 : RULE_BEFORE_ENTRY + 1], 1):
        if rules[docnum]:
            return [docnum, *ranked[:at], *ranked[at + 1 :]]
    return ranked


def _a_listing(node: Node) -> bool:
    """Whether the query asks only for what its filters keep ("kind:card", "art:glossar
    -Trampelschaden"): no word of it ranks anything (an excluded word only takes away), so its
    results are listed A to Z (listing.py), not by score, which is the same for all of them."""
    if isinstance(node, (Filter, Not)):
        return True
    return isinstance(node, (And, Or)) and all(_a_listing(n) for n in node.nodes)


def _split_filters(node: Node) -> tuple[Node, tuple[Filter, ...]]:
    """The query without the filters of its top level, and those filters; a query of filters
    alone is kept whole (it asks for what they keep)."""
    nodes = node.nodes if isinstance(node, And) else (node,)
    filters = tuple(n for n in nodes if isinstance(n, Filter))
    rest = tuple(n for n in nodes if not isinstance(n, Filter))
    if not filters or not rest:
        return node, ()
    return rejoined(node, rest), filters


def _card_filters(nodes: list[Filter], card_ids: CardResolver) -> tuple[list[str], list[str]]:
    """The values of the top-level card: filters that name no card ("card:xyz" finds nothing,
    and the page says why), and the cards the others name, as the filters find them (a ruling
    shared by several cards is titled by the one filtered for)."""
    named: list[str] = []

    def noted(query: Query) -> list[str]:
        found = card_ids(query)
        named.extend(found)
        return found

    unknown = [n.value.text for n in nodes if n.name == "card" and BUILDER.build(n, noted) is wq.NullQuery]
    return unknown, named


def _unknown_rules(nodes: list[Filter], card_ids: CardResolver, evaluate: Callable[[wq.Query], Matches]) -> list[str]:
    """The values of the top-level rule: filters that no rule has and no text cites ("rule:999.9"
    finds nothing, and the page says why)."""
    return [n.value.text for n in nodes if n.name == "rule" and not len(evaluate(BUILDER.build(n, card_ids)))]


def _filtered(matches: Matches, tiers: np.ndarray | None, kept: Matches) -> tuple[Matches, np.ndarray | None]:
    """The matches (and their tiers) that a filter keeps, scored as they were."""
    inside = members(matches.ids, kept.ids)
    return Matches(matches.ids[inside], matches.scores[inside]), (tiers[inside] if tiers is not None else None)


def _words_of(node: And | Word | Phrase) -> tuple[Word | Phrase, ...]:
    return cast(tuple[Word | Phrase, ...], node.nodes) if isinstance(node, And) else (node,)  # plain_words(node)


def _players_word(expander: TermExpander, text: str, lang: str) -> str | None:
    """The rules' words in `lang` for a query that is one players' word of the term lists and
    nothing else („Handkartenlimit“: „maximale Handkartenzahl“), which titles no entry itself:
    the entry the rules' words title is what was asked for (it came after rulings saying
    "maximum hand size")."""
    words = text.split()
    found = expander.expansions(words)
    if len(found) != 1 or (found[0].start, found[0].end) != (0, len(words)):
        return None
    said = [term for term_lang, term, kind in found[0].terms if kind == SYNONYM and term_lang == lang]
    return said[0] if said else None


def _titled_first(engine: SearchIndex, matches: Matches, text: str, asker: Asker) -> tuple[Matches, np.ndarray]:
    """The matches, with a document whose whole title is among the words typed (a glossary
    headword, an article's title) raised by up to TITLE_WEIGHT, in full where the title is all
    that was typed ("state-based action", "Exil"): the entry that defines a term answers a
    search for the term better than the rules that use it. A title in the other language
    counts only where the reader's language does not know the words (on the German site
    "Exil" is the German entry's title, not the English "Exile"; "state-based action" the
    English one's). Also returns the documents whose title is all that was typed."""
    factors = np.ones(len(matches))
    exact: list[np.ndarray] = []
    other = 0.0 if asker.knows_word(text) else 1.0
    for lang in LANGUAGES:
        weight = (TITLE_WEIGHT - 1) * (1.0 if lang == asker.lang else other)
        if not weight:
            continue
        field = f"title_{lang}"
        terms = _title_terms(text, field)
        if not terms:
            continue
        whole = _titles_among(engine, field, terms)
        lengths = engine.postings.lengths(field)
        raised = members(matches.ids, whole)
        share = np.minimum(lengths[matches.ids[raised]] / len(terms), 1.0)
        factors[raised] = np.maximum(factors[raised], 1 + weight * share**TITLE_SHARE_POWER)
        exact.append(whole[lengths[whole] == len(terms)])
    titled = np.concatenate(exact) if exact else np.empty(0, dtype=np.int32)
    return Matches(matches.ids, matches.scores * factors), titled


def _titles_among(engine: SearchIndex, field: str, terms: list[str]) -> np.ndarray:
    """The documents whose whole title (in `field`) is among these terms."""
    having = np.concatenate([engine.postings.term(field, term).ids for term in terms])
    found, counts = np.unique(having, return_counts=True)
    return found[engine.postings.lengths(field)[found] == counts]


def _terms_weighed(store: IndexStore, matches: Matches, text: str, lang: str) -> Matches:
    """The matches, with the rules cited by each glossary entry whose whole title is among the
    words typed (in the reader's language) weighed by TERM_RULE_WEIGHT."""
    engine = store.engine
    field = f"title_{lang}"
    terms = _title_terms(text, field)
    if not terms:
        return matches
    entries = _titles_among(engine, field, terms)
    entries = entries[engine.facets.of_kind("glossary")[entries]]
    cited = sorted({number for entry in entries.tolist() for number in _entry_cites(store, entry)})
    if not cited:
        return matches
    rules = engine.rules_under(cited)
    rules = rules[~engine.headings(rules)]  # ("702.11a Hexproof is a static ability." says nothing of it)
    factors = np.where(members(matches.ids, rules), TERM_RULE_WEIGHT, 1.0)
    return Matches(matches.ids, matches.scores * factors)


def _entry_cites(store: IndexStore, entry: int) -> tuple[str, ...]:
    """The rules a glossary entry cites but whole sections ("See rule 302, “Creatures.”" names
    a topic, not what answers; weighed too, they moved 125 answers up, 94 down and the MRR
    down) and keyword actions (KEYWORD_ACTIONS), kept per entry and index generation (read from
    the entry's stored fields, they were half of _terms_weighed)."""
    known = store.memo(("entry cites",), dict)
    if entry not in known:
        cites = _glossary_cites(store.searcher, entry)
        known[entry] = tuple(n for n in cites if "." in n and not n.startswith(KEYWORD_ACTIONS))
    return known[entry]


def _each_titled(
    engine: SearchIndex, matches: Matches, text: str, asker: Asker
) -> tuple[Matches, np.ndarray, list[str]] | None:
    """For a query comparing terms ("hexproof vs shroud", compared_terms), the matches with the
    entry each term titles scored the best score more, and raised as if its term alone had been
    typed: an entry defines one term, and lacks the others; those entries, and the terms. (The
    documents that have every term are then no tier above the others: they name the terms in
    passing.) None where the query compares nothing or a term titles no entry."""
    field = f"title_{asker.lang}"
    terms = [term for term in compared_terms(text, asker.lang) if _title_terms(term, field)]  # (not "what's")
    terms = with_shared_head(terms, lambda term: bool(len(_whole_titles(engine, term, asker))))
    if len(terms) < 2:
        return None
    entries: list[np.ndarray] = []
    for term in terms:
        whole = _whole_titles(engine, term, asker)
        if not len(whole):
            return None
        entries.append(whole)
    titled = np.unique(np.concatenate(entries)).astype(np.int32)
    best = float(matches.scores.max()) if len(matches) else 1.0
    joined = union([matches, Matches(titled, np.full(len(titled), best))], engine.postings.doc_count)
    for term in terms:
        joined, _ = _titled_first(engine, joined, term, asker)
    return joined, titled, terms


def _whole_titles(engine: SearchIndex, text: str, asker: Asker) -> np.ndarray:
    """The documents whose title is all of `text`, in the reader's language (or the other
    where the reader's does not know the words, as _titled_first)."""
    return _titled_first(engine, NO_MATCHES, text, asker)[1]


def typed_terms(text: str) -> list[tuple[str, str]]:
    """The (field, term) pairs of the words typed in each language's text field."""
    return [
        (field, term)
        for field in (f"body_{lang}" for lang in LANGUAGES)
        for term in dict.fromkeys(term for term, _ in BUILDER.fields[field].query_terms(text))
    ]


def _variants_weighed(engine: SearchIndex, matches: Matches, text: str) -> Matches:
    """The matches with the rules of the variants the query does not name weighed by
    VARIANT_WEIGHT (most queries match none of them: nothing is read)."""
    variants = engine.variant_of[matches.ids]
    if not variants.any():
        return matches
    unnamed = ~engine.variants_named(typed_terms(text))[variants]
    return Matches(matches.ids, np.where(unnamed, matches.scores * VARIANT_WEIGHT, matches.scores))


def _content_words(text: str, field: str) -> list[str]:
    """The words typed that a field's queries do not drop ("how", „wann“, "what is")."""
    analyzer = BUILDER.fields[field]
    return [word for word in text.split() if analyzer.query_terms(word)]


def _title_terms(text: str, field: str) -> list[str]:
    """The distinct terms of a title field that the words typed read as, without the words its
    queries drop ("what is")."""
    return list(dict.fromkeys(BUILDER.fields[field].index_terms(" ".join(_content_words(text, field)))))


def _word_entry_second(store: IndexStore, ranked: list[int], text: str, lang: str, titled: np.ndarray) -> list[int]:
    """The ranked documents, with a glossary entry titled with one word that comes first moved
    after the next, where the query has at least WORD_ENTRY_WORDS words and the entry's title
    is not what was typed (`titled`). The words are those of the term as written (what the hit
    shows of the entry, read once): the index reads „Trampelschaden“ as two terms, its parts."""
    if len(ranked) < 2 or (titled == ranked[0]).any() or not store.engine.facets.of_kind("glossary")[ranked[0]]:
        return ranked
    first = ranked[0]
    if len(str(store.shown(first).described.get("term") or "").split()) != 1:
        return ranked
    if len(_title_terms(text, f"title_{lang}")) < WORD_ENTRY_WORDS:
        return ranked
    return [ranked[1], first, *ranked[2:]]


def _cited_rule_before_entry(store: IndexStore, ranked: list[int], text: str) -> list[int]:
    """The ranked documents, with a glossary entry that comes first moved after a rule it cites
    that is among the next CITED_RULE_AFTER, where the query has more words than the entry's
    term. A question that asks more than a term asks what the rule the entry points to says:
    "how do stun counters work" had the entry Stun Counter ("… See rule 122.1d.") first and
    122.1d second, „was heisst stirbt genau“ the entry „stirbt“ above 700.4. Not a rule that
    is a heading ("702.73. Changeling" for "what is changeling"): the entry says more."""
    if len(ranked) < 2 or not store.engine.facets.of_kind("glossary")[ranked[0]]:
        return ranked
    term = str(store.shown(ranked[0]).described.get("term") or "")
    if len(text.split()) <= len(term.split()):
        return ranked
    cited = set(_glossary_cites(store.searcher, ranked[0]))
    engine = store.engine
    following = np.array(ranked[1 : CITED_RULE_AFTER + 1], dtype=np.int32)
    stating = engine.facets.of_kind("rule")[following] & ~engine.headings(following)
    for docnum in following[stating].tolist():
        if store.shown(docnum).key in cited:
            return [docnum, *(d for d in ranked if d != docnum)]
    return ranked


def _card_after_its_ruling(
    engine: SearchIndex, ranked: list[int], named_docs: np.ndarray, about: np.ndarray
) -> list[int]:
    """The ranked documents, with a card the query names that comes first moved after the next
    where that is a ruling on a card named (`about`). A question that names a card and asks
    more than its name asks what a ruling says: Spark Double's text says it "isn't legendary",
    its ruling cc748a46c325 explains when ("Spark Double copy legendary")."""
    if len(ranked) < 2 or not (named_docs == ranked[0]).any():
        return ranked
    if not (engine.facets.of_kind("ruling")[ranked[1]] and about[ranked[1]]):
        return ranked
    return [ranked[1], ranked[0], *ranked[2:]]


def _retiered(before: Matches, tiers: np.ndarray, after: Matches, added: np.ndarray, tier: int) -> np.ndarray:
    """The tiers of `after` (the documents of `before` and more): those of `before`, and
    `tier` for the documents `added`."""
    has = members(after.ids, before.ids)
    at = before.ids.searchsorted(after.ids[has])
    found = np.zeros(len(after), dtype=tiers.dtype)
    found[has] = tiers[at]
    found[members(after.ids, added)] = tier
    return found


def _defined_first(engine: SearchIndex, matches: Matches, cited: list[str], titled: np.ndarray) -> Matches:
    """The matches, with the rules that the glossary entries titled what was typed (`titled`)
    cite (`cited`), and the rules under them, raised by DEFINED_WEIGHT, the rules that open them
    by OPENING_WEIGHT: "mana ability" is defined in rule 605.1a, which opens rule 605, which the
    glossary entry Mana Ability cites ("See rule 605"); many other rules mention it. Raised, a
    rule goes no higher than just below the entry, which answers a search for its title first;
    one that scored more on its own keeps its score („Fliegend“: the entry Flugfähigkeit, then
    702.9b, which says „Flugfähigkeit“ twice)."""
    if not cited:
        return matches
    factors = np.where(members(matches.ids, engine.rules_under(cited)), DEFINED_WEIGHT, 1.0)
    for number in cited:
        factors[members(matches.ids, engine.opening_rules(number))] = OPENING_WEIGHT
    raised = matches.scores * factors
    entries = members(matches.ids, titled)
    if entries.any():
        below = np.nextafter(matches.scores[entries].max(), 0)
        raised = np.where(factors > 1, np.minimum(raised, np.maximum(matches.scores, below)), raised)
    return Matches(matches.ids, raised)


def _defining_rules_added(
    engine: SearchIndex, matches: Matches, tiers: np.ndarray | None, titled: np.ndarray, cited: list[str]
) -> tuple[Matches, np.ndarray | None]:
    """The matches, with the rules that the glossary entries titled what was typed cite
    (`cited`, and the rules that open them) scored at least DEFINED_SHARE of the entry, added where they lack
    the words: the German rule 704.5j, the legend rule, never says "Legendenregel", and was
    found only through the translation "legend rule", far down the first page."""
    entries = matches.ids[np.isin(matches.ids, titled)] if cited else titled[:0]
    if not len(entries):
        return matches, tiers
    floor = matches.scores[members(matches.ids, entries)].max() * DEFINED_SHARE
    rules = [engine.postings.term("number", number).ids for number in cited] + [
        engine.opening_rules(number) for number in cited
    ]
    if not rules:
        return matches, tiers
    defining = np.unique(np.concatenate(rules))
    defining = defining[~engine.headings(defining)]  # (a heading has the words: "702.11. Hexproof")
    raised = Matches(
        matches.ids, np.where(members(matches.ids, defining), np.maximum(matches.scores, floor), matches.scores)
    )
    added = defining[~members(defining, matches.ids)].astype(np.int32)
    if not len(added):
        return raised, tiers
    joined = union([raised, Matches(added, np.full(len(added), floor))], engine.postings.doc_count)
    if tiers is None:
        return joined, None
    return joined, _retiered(matches, tiers, joined, added, int(tiers[members(matches.ids, entries)].max()))


def _glossary_cites(searcher: Searcher, docnum: int) -> list[str]:
    """The rules a glossary entry cites, as meant (resolved.meant_rule: "Endure" cites 702.62,
    Suspend, by number and 701.63 by title)."""
    stored = searcher.stored_fields(docnum)
    if stored.get("kind") != "glossary":
        return []
    linked = json.loads(stored["payload"])["text"]
    return [meant_rule(linked, ref) for ref in linked.get("refs", [])]


_NOTHING = np.empty(0, dtype=np.int32)
# What the memo holds for a relaxed query's unit not read yet (a unit read may be None).
_UNREAD = object()


def _about_cards(engine: SearchIndex, cards: list[str]) -> np.ndarray:
    """A mask of the documents about these cards: the cards and their rulings."""
    mask = np.zeros(engine.postings.doc_count, dtype=bool)
    for card in cards:
        mask[engine.postings.term("card", card).ids] = True
        mask[engine.postings.term("uid", uid("card", card)).ids] = True
    return mask


def _documents(engine: SearchIndex, uids: list[str]) -> np.ndarray:
    """The document numbers of the documents with these uids."""
    if not uids:
        return np.empty(0, dtype=np.int32)
    return np.unique(np.concatenate([engine.postings.term("uid", key).ids for key in uids]))


def _cards_below(engine: SearchIndex, matches: Matches, tiers: np.ndarray | None) -> np.ndarray:
    """The tiers of the matches of a query that names no card: the rulings, rules and glossary
    entries above every card, each side in its tiers. A question is answered by those; a card
    whose printed text has the words ("erhält Bedrohlich" for "Bedrohlich nach
    Blockerdeklaration erhalten") shows what the card does, not what the rules say. CARD_WEIGHT
    alone left three cards first for that question."""
    others = (~engine.facets.of_kind("card")[matches.ids]).astype(np.int32)
    if tiers is None:
        return others
    return others * (int(tiers.max(initial=0)) + 1) + tiers


def _pinned(
    matches: Matches, tiers: np.ndarray | None, pinned: np.ndarray, own: np.ndarray
) -> tuple[Matches, np.ndarray | None]:
    """The matches with the pinned documents added, ranked first (score raised by PIN_BOOST, or
    above every tier), and the pinned cards' own rulings among the matches (`own`) right under
    them (raised by half of it, or a tier above the rest). A reader who types a card's name
    wants what was ruled on that card: Tarmogoyf's ruling on the card types in graveyards had
    come 9th, under other cards' rulings and rules that mention Tarmogoyf."""
    own = own[members(own, matches.ids)]
    extra = [Matches(pinned, np.full(len(pinned), PIN_BOOST)), Matches(own, np.full(len(own), PIN_BOOST / 2))]
    if tiers is None:
        return union([matches, *extra], len(matches) + len(pinned)), None
    joined = union([matches, *(part.scaled(0.0) for part in extra)], len(matches) + len(pinned))
    top = int(tiers.max(initial=0))
    found = _retiered(matches, tiers, joined, pinned, top + 2)
    found[members(joined.ids, own)] = top + 1
    return joined, found


def _rulings_of(engine: SearchIndex, cards: list[str]) -> np.ndarray:
    """The rulings on these cards."""
    rulings = engine.facets.of_kind("ruling")
    found = [engine.postings.term("card", card).ids for card in cards]
    ids = np.unique(np.concatenate(found)) if found else np.empty(0, dtype=np.int32)
    return ids[rulings[ids]]


# A unit of a relaxed query: the words, their query, how many documents its commonest term is
# in, and what the words are: a card's name, a term of the term list, or another word.
Relaxed = tuple[Node, Query, int, str]
NAME_UNIT, LISTED_UNIT, WORD_UNIT, CHAT_UNIT = "name", "listed", "word", "chat"


def _relaxed_words(
    node: And,
    named: list[NamedCard],
    card_ids: CardResolver,
    expander: TermExpander,
    asker: Asker,
    frequency: Callable[[str, str], int],
    memo: MutableMapping,
    chat: Callable[[str], bool],
) -> list[Relaxed]:
    """The units of a relaxed query: each card the query names (_card_unit), and each other word
    (`chat(word)`: whether it is a common word of everyday language, CHAT_WORD)."""
    units: list[Relaxed] = [
        (And(node.nodes[card.start : card.end]), _card_unit(node, card, card_ids, expander, memo), 1, NAME_UNIT)
        for card in named
    ]
    in_names = {i for card in named for i in range(card.start, card.end)}
    listed = _in_listed_terms(expander, _plain_texts(node), 1)
    for start, end in _term_spans(node, expander, in_names):
        words = node.nodes[start] if end == start + 1 else And(node.nodes[start:end])
        key = ("relaxed unit", words)
        unit = memo.get(key, _UNREAD)
        if unit is _UNREAD:
            unit = memo[key] = _word_unit(words, card_ids, expander, asker, frequency, memo)
        if unit is not None:
            kind = LISTED_UNIT if listed.issuperset(range(start, end)) else _word_kind(words, unit[1], chat)
            units.append((words, *unit, kind))
    return units


def _word_kind(words: Node, documents: int, chat: Callable[[str], bool]) -> str:
    """A unit of no listed term: a word of a chat (CHAT_UNIT) where it is one word, common in
    everyday language (`chat`) and in fewer than CHAT_DOCS documents, else WORD_UNIT."""
    if isinstance(words, Word) and documents < CHAT_DOCS and chat(words.text.strip(MARKS).lower()):
        return CHAT_UNIT
    return WORD_UNIT


def _word_unit(
    words: Node,
    card_ids: CardResolver,
    expander: TermExpander,
    asker: Asker,
    frequency: Callable[[str, str], int],
    memo: MutableMapping,
) -> tuple[Query, int] | None:
    """A word's (or a listed term's) query in a relaxed query, and how many documents its
    commonest term is in; None for words that cannot be searched. Kept in the memo: a word's
    unit is the same in every query (its query is built from the word alone), and its terms
    were walked and looked up anew in each."""
    try:
        built = BUILDER.build(words, card_ids, expander, asker=asker, memo=memo)
    except QueryError:
        return None
    return built, max((frequency(f, t) for f, t in set(clause_terms(built))), default=0)


def _card_unit(
    node: And, card: NamedCard, card_ids: CardResolver, expander: TermExpander, memo: MutableMapping
) -> wq.Query:
    """A card a relaxed query names: the card, its rulings, and the other texts that name it in
    either language. A German reader names Counterspell „Gegenzauber“, which no English ruling
    says; Blurred Mongoose's "Counterspells can be cast that target it" answers "Gegenzauber
    Spruch kann nicht neutralisiert werden". A question about two cards is answered by a ruling
    of one that names the other: Living Death's "If a replacement effect (such as that of
    Leyline of the Void) …" for "Living Death with Leyline of the Void out", which covered only
    one card while a text naming a card as typed did not count for it (7th, under Leyline's own
    rulings).

    The cards are left out of a name's mentions first, then the card's own documents: one
    clause of both joined the 18,000 cards with them for each card named, half the time of
    relaxed queries' coverage (_covered)."""
    own = [wq.Term(f, value) for c in card.all_cards for f, value in (("card", c), ("uid", uid("card", c)))]
    typed = unparse(And(node.nodes[card.start : card.end]))
    said = [name for name in card.names if fold_name(name) != fold_name(typed) or _typed_as_name(typed)]
    said = said_as_names(said, expander)
    mentions = (wq.AndNot(BUILDER.build(Phrase(name), card_ids, memo=memo), _CARDS) for name in said)
    return wq.Or([*own, *(wq.AndNot(mentioned, wq.Or(own)) for mentioned in mentions)])


def _typed_as_name(typed: str) -> bool:
    """Whether words that name a card were typed as a name: several words, or one with a
    capital. The texts that say a one-word name typed in lower case say the word: "can i
    counterspell an unearth" is not asked about the rulings that say "a counterspell", nor
    "who is the ninja attacking" about those that say "Ninja" (the creature type)."""
    return " " in typed.strip() or typed[:1].isupper()


def _plain_texts(node: And) -> list[str]:
    """The query's words as typed, "" for any other node (a phrase, a filter, a word with *)."""
    return [n.text if isinstance(n, Word) and not n.prefix else "" for n in node.nodes]


def _term_spans(node: And, expander: TermExpander, taken: set[int]) -> list[tuple[int, int]]:
    """The spans of the query's words outside `taken` that are one unit of a relaxed query: a
    listed term of several words ("first strike", "mana value"), each other word alone. A card
    named "… Strike" has a word of "first strike trample blocker", not its term."""
    texts = _plain_texts(node)
    terms = [
        (e.start, e.end)
        for e in expander.expansions(texts)
        if e.end - e.start > 1 and all(texts[e.start : e.end]) and not taken & set(range(e.start, e.end))
    ]
    inside = {i for start, end in terms for i in range(start, end)}
    singles = [(i, i + 1) for i in range(len(node.nodes)) if i not in inside and i not in taken]
    return sorted(terms + singles)


def _relaxed(
    evaluate: Callable[[Query], Matches], doc_count: int, known: list[Relaxed], some_unknown: bool
) -> tuple[Matches, Query]:
    """What to search when no document has all the words: the matches and the query to
    highlight.

    First the words the index does not know at all (typos, another game's terms) are left out
    and the rest must all match. If that finds nothing, any word may match, and a document's
    score is weighed by how much of the query it covers (COVERAGE_POWER): each word counts by
    its rarity, a card's name like the rarest word twice. A ruling about first strike and
    trample covers most of "first strike trample blocker", a card named "… Strike" little of
    it; a ruling with "face-down" and "reveal" more of "face-down creature dies reveal" than
    one with "creature", "dies" and "reveal". Very common words do not make a match (they
    would match most of the corpus) but count and rank what the other words matched
    ("Spieler" in "mehrere Rollen verschiedene Spieler"), unless the others match fewer than
    RELAXED_LEAST documents.
    """
    if not known:
        return NO_MATCHES, wq.NullQuery
    if some_unknown:
        query = wq.And([w[1] for w in known])
        matches = evaluate(query)
        if len(matches):
            return matches, query
    matches, coverage = _covered(evaluate, doc_count, known)
    return Matches(matches.ids, matches.scores * coverage**COVERAGE_POWER), wq.Or([w[1] for w in known])


def _covered(evaluate: Callable[[Query], Matches], doc_count: int, known: list[Relaxed]) -> tuple[Matches, np.ndarray]:
    """The documents with a rare word of the query (or also with a common one, where those
    are few), and how much of the query each covers (0 to 1; see _relaxed)."""
    each = [evaluate(w[1]) for w in known]
    words = sorted((i for i in range(len(known)) if known[i][3] != NAME_UNIT), key=lambda i: len(each[i]))
    rare = {i for i in range(len(known)) if len(each[i]) <= RARE_SHARE * doc_count}
    if not rare - {i for i in range(len(known)) if known[i][3] == NAME_UNIT}:
        rare |= set(words[:2])
    matches = union([each[i] for i in rare], doc_count)
    for i in sorted(set(range(len(known))) - rare, key=lambda i: len(each[i])):
        if len(matches) >= RELAXED_LEAST:
            break
        rare.add(i)
        matches = union([matches, each[i]], doc_count)
    having = [members(matches.ids, unit_matches.ids) for unit_matches in each]
    common = [i for i in range(len(known)) if i not in rare]
    matches = Matches(matches.ids, matches.scores + _scores_within(matches.ids, each, having, common))
    rarity = _words_capped(np.array([log(1 + doc_count / max(1, len(m))) for m in each]), [u[3] for u in known])
    weights = np.where([unit[3] == NAME_UNIT for unit in known], NAME_WEIGHT * rarity.max(), rarity)
    covered = np.zeros(len(matches))
    for weight, has in zip(weights, having, strict=True):
        covered += weight * has
    return matches, covered / weights.sum()


def _words_capped(rarity: np.ndarray, kinds: list[str]) -> np.ndarray:
    """The units' rarities, a word that the term list does not have counting at most
    WORD_RARITY_CAP times the rarest term of the list in the query: a rare word of everyday
    language said more of a document than the game's words it was asked with ("keep" in "how
    many cards can I keep in my hand", „übernimmt“ in „Welche Werte übernimmt eine Kopie“). A
    word of a chat (CHAT_UNIT) counts at most as the commonest term of the list, or without
    one as the commonest other word („pro“, in 9 documents, had outweighed „Land“ and „Zug“ in
    „ein Land pro Zug“, and Boast's 702.142a, „einmal pro Zug“, came before 305.2)."""
    listed = [r for r, kind in zip(rarity, kinds, strict=True) if kind == LISTED_UNIT]
    words = [r for r, kind in zip(rarity, kinds, strict=True) if kind == WORD_UNIT]
    capped = rarity
    if listed:
        capped = np.where(
            [kind == WORD_UNIT for kind in kinds], np.minimum(rarity, WORD_RARITY_CAP * max(listed)), rarity
        )
    if not listed and not words:
        return capped
    return np.where([kind == CHAT_UNIT for kind in kinds], np.minimum(rarity, min(listed or words)), capped)


def _scores_within(ids: np.ndarray, each: list[Matches], having: list[np.ndarray], chosen: list[int]) -> np.ndarray:
    """Per document of `ids`, the sum of the scores the `chosen` parts of `each` give it
    (`having`: which of the documents each part has), added in their order as a union of the
    parts sums them: the common words' matches (a tenth of the documents and more each) are
    looked up for these documents only, not joined whole and then looked up."""
    added = np.zeros(len(ids))
    for i in chosen:
        found = ids[having[i]]
        added[having[i]] += each[i].scores[each[i].ids.searchsorted(found)]
    return added


def _mostly_matching_added(
    evaluate: Callable[[Query], Matches], engine: SearchIndex, found: Matches, query: Query, known: list[Relaxed]
) -> tuple[Matches, Query]:
    """The documents with all the words, and those that cover most of the query
    (MOST_COVERAGE; a rule RULE_COVERAGE), scored down by how much they miss (COVERAGE_POWER).

    A question's answer often lacks one of its words, and others have them all: rule 701.9b
    (random discards) does not say "Hand" ("zufällig abwerfen Hand"), rule 111.7 not
    "Friedhof" ("Spielstein im Friedhof hört auf zu existieren"), and the English rulings
    that a face-down creature is "a 2/2 creature with no name" lack "without", the English
    of "ohne" ("verdeckte Kreatur 2/2 ohne Namen", where ten German rules have every word).
    A rule may miss more: "Hexerei im Zug des Gegners wirken" has rulings with every word,
    which say the opponent's turn, and rule 307.1 says a sorcery is cast "während der
    Hauptphase seines Zuges"."""
    if len(known) < 2:
        return found, query
    doc_count = engine.postings.doc_count
    partial, coverage = _covered(evaluate, doc_count, known)
    keep = (coverage >= MOST_COVERAGE) | (engine.facets.of_kind("rule")[partial.ids] & (coverage >= RULE_COVERAGE))
    partial = Matches(partial.ids[keep], partial.scores[keep] * coverage[keep] ** COVERAGE_POWER)
    return union([found, without(partial, found)], doc_count), wq.Or([query, wq.Or([w[1] for w in known])])


def _in_rules(store: IndexStore, word: str) -> bool:
    """Whether a rule or a glossary entry has the word (in either language, as the index reads
    it there): a word of the game's language. A word that the English texts write only with a
    capital is a name, even where the rules have it: the planeswalker types of 205.3j ("Narset",
    "Karn"), the cards their examples name ("Emrakul")."""
    if _only_a_name_in_english(store, word):
        return False
    engine = store.engine
    rules = engine.facets.of_kind("rule") | engine.facets.of_kind("glossary")
    return any(
        rules[engine.postings.term(field, term).ids].any()
        for field in _RULE_TEXT_FIELDS
        for term, _ in BUILDER.fields[field].query_terms(word)
    )


def _only_a_name(node: Node, named: list[NamedCard]) -> bool:
    """The query is one card's whole name and nothing else ("Tarmogoyf"), but for words a search
    in either language leaves out ("what is Tarmogoyf", "Tarmogoyf rulings": question words and
    small words): that card comes first, above the rulings and rules that name it."""
    if not (plain_words(node) and len(named) == 1 and named[0].whole):
        return False
    words = _words_of(node)
    others = [*words[: named[0].start], *words[named[0].end :]]
    return all(isinstance(w, Word) and small_word(w.text, query=True) for w in others)


def _most_added(
    found: SearchPage, matches: Matches, added: Matches, complete: np.ndarray, kept_count: Callable[[np.ndarray], int]
) -> np.ndarray:
    """The documents with all the words (`matches`) where others with most of them were added,
    which the page then counts (`found.complete`, relaxed); else `complete` as it was. The
    page had said nothing: "commander damage kind:rule" counted the 159 rules with
    "commander", 150 of them without "damage". Added, only what the filters keep counts
    (`kept_count`)."""
    if kept_count(added.ids) == kept_count(matches.ids):
        return complete
    found.complete, found.relaxed = len(matches), True
    return matches.ids


def _mostly_enough(
    evaluate: Callable[[Query], Matches],
    engine: SearchIndex,
    matches: Matches,
    query: Query,
    known: list[Relaxed],
    first_tier: Callable[[np.ndarray], np.ndarray],
) -> tuple[Matches, Query] | None:
    """The documents with all the words and those with most of them (_mostly_matching_added),
    where TOP_UP of them go first (_first_tier); else None, and the query is topped up. Cards
    have all three words of "zufällig abwerfen Hand", four rulings and entries too; rule 701.9b
    ("a random discard") has two, and the top-up put it below every document with "random" and
    "discard", while among those with most of the words it is third."""
    found = _mostly_matching_added(evaluate, engine, matches, query, known)
    return found if len(first_tier(found[0].ids)) >= TOP_UP else None


def _first_tier(engine: SearchIndex, complete: np.ndarray, named: list[NamedCard]) -> np.ndarray:
    """Of the documents with all the words, those that go first (fewer than TOP_UP: the others
    with most of the words follow them): for a query that names no card, not the cards, where
    others have all the words too. "deathtouch trample" is in rule 122.1b and in nine cards'
    texts; the cards would come before every rule and ruling about one of the two."""
    if named:
        return complete
    others = complete[~engine.facets.of_kind("card")[complete]]
    return others if len(others) else complete


def _topped_up(
    evaluate: Callable[[Query], Matches],
    doc_count: int,
    found: Matches,
    query: Query,
    known: list[Relaxed],
    first: np.ndarray,
) -> tuple[Matches, np.ndarray, Query]:
    """A few documents have all the words: they come first (those of them in `first`, a tier
    above), then those that cover most of the query. Readers ask in whole questions ("who gets
    priority after a spell resolves"), and the rule that answers seldom has every word of the
    question; where it scores TOP_UP_OUTSCORE times the best of those first, it goes in their
    tier."""
    partial, partial_query = _relaxed(evaluate, doc_count, known, False)
    joined = union([found, without(partial, found)], doc_count)
    complete = members(joined.ids, first)
    outscoring = joined.scores >= TOP_UP_OUTSCORE * joined.scores[complete].max(initial=0.0)
    return joined, (complete | outscoring).astype(np.int32), wq.Or([query, partial_query])


_RULE_TEXT_FIELDS = ("title_en", "title_de", "body_en", "body_de")
# The fields whose texts say how a word is written (_written_as_word).
_WORD_TEXT_FIELDS = ("body_en", "body_de", "cardtext_en")


def _highlighted_terms(query: Query) -> dict[str, frozenset[str]]:
    """Per field, the query's terms (those the index lacks mark no word: marked_words)."""
    terms: dict[str, set[str]] = {}
    for name, text in clause_terms(query):
        terms.setdefault(name, set()).add(text)
    return {name: frozenset(found) for name, found in terms.items()}


def _snippet(shown: ShownText | None, marks: QueryMarks) -> Markup:
    """The matched passages of the shown text, marked; else its start, escaped (its spans in
    another language marked with it)."""
    if shown is None:
        return opening("", SNIPPET_CHARS)
    found = marked_snippet(shown.text, marks.of(shown), size=SNIPPET_CHARS, foreign=shown.foreign)
    return found or opening(shown.text, SNIPPET_CHARS, shown.foreign)


def _hit(store: IndexStore, docnum: int, lang: str, marks: QueryMarks, asked_for: frozenset[str] = frozenset()) -> Hit:
    document = store.shown(docnum)
    shown = document.shown_lang(lang)
    result = Hit(
        kind=document.kind,
        key=document.key,
        lang=shown,
        title="",
        snippet=_snippet(document.texts.get(shown), marks),
        untranslated=shown != lang,
        title_lang=lang,
    )
    _describe(result, document.described, lang, asked_for)
    return result


def _describe(result: Hit, payload: dict, lang: str, asked_for: frozenset[str]) -> None:
    """Title and card of a hit, by kind, from what its payload says of it
    (shown.ShownDocument.described). A ruling is titled by the card the query named
    (of `asked_for`), else by its first card with a name in the reader's language (as its page
    is), else its first: the rulings shared by the four cards with a Role are not all "Ferocious
    Werefox and 3 more" when the reader asked for Cut In, and Lure's „Köder“ titles the ruling it
    shares with Dangerous, a half of a split card that only rulings name, in English only."""
    kind, key = result.kind, result.key
    result.example = bool(payload.get("examples")) and kind in ("ruling", "rule")
    if kind == "ruling":
        cards = payload["cards"]
        named = next((card for card in cards if card.names[lang][1] == lang), cards[0] if cards else None)
        first = next((card for card in cards if card.id in asked_for), named)
        name, name_lang = first.names[lang] if first else ("", lang)
        result.card = {"id": first.id, "name": name} if first else None
        result.more_cards = max(0, len(cards) - 1)
        result.title = name
        result.title_lang = name_lang
        dates = payload.get("card_dates") or {}  # (the titling card's copy's date, as the page has it)
        result.date = (dates.get(first.id) if first else None) or payload.get("date")
        result.german = payload["german"]["status"]
    elif kind == "card":
        result.title = payload["display"][lang]
        result.title_lang = payload["display_langs"][lang]
        result.card = {"id": key, "name": result.title}
    elif kind == "article":
        result.title = payload["title"]
        result.title_lang = payload["lang"]
    elif kind == "rule":
        result.title = ""
        sections = payload.get("section", {})
        result.section_lang = lang if lang in sections else next(iter(sections), "")
        result.section = sections.get(result.section_lang, "")
    else:
        partner = payload.get("counterpart")
        if partner and partner["lang"] == lang and payload["lang"] != lang:
            result.key, result.title, result.title_lang = partner["id"], partner["term"], lang
        else:
            result.title, result.title_lang = payload["term"], payload["term_lang"]
