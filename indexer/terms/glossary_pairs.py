"""English-German term pairs read off the two rules glossaries of the corpus.

The German rules glossary names many English terms outright ("Flying &rarr; Flugfähigkeit"); those
pairs are taken as they stand, without the translators' notes ("Converted Mana Cost (veraltet)"),
except where the named term is an old German one (its words are German glossary words and no English
glossary words: "Automatische Spielstatus-Aktionen"). Other entries are paired when the English and
the German entry cite exactly the same rule numbers and no other entry in either language does
(keyword entries end in "See rule 702.19, “Trample.”" / "Siehe Regel 702.19, „Trampelschaden“."). An
English term that has a cross-reference keeps it: the translators' own pairing wins. Entries naming
several forms ("Champion, Championed") give a pair for each form. Entry partners (one entry per
language, one search result) are found by the same signs, then by what entries say and by titles
that translate each other (entry_partners).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping

from indexer.assembly.model import GlossaryEntry
from indexer.citations.references import NUMBER
from indexer.german.align import features, similarity
from indexer.german.word_pairs import LearnedPair
from indexer.search.analysis.schema import query_terms

from .cross_references import ALTERNATIVES, NOTE, first_form
from .glossary_mentions import glossary_key
from .term_list import ConceptMatcher, TermPair

_NUMBER = re.compile(NUMBER)
_WORD = re.compile(r"[^\W\d_]+")
# Sources of derived pairs, as codes: the site names them in the reader's language.
CROSS_REFERENCE_SOURCE = "rules-glossary:cross-reference"
SAME_RULES_SOURCE = "rules-glossary:same-rules"
# Two entries left over are each other's counterpart when they are each other's most similar
# entry by at least this score, and the next best is this far behind.
SIMILAR_MIN = 0.5
SIMILAR_MARGIN = 0.08
# What two entries share besides: one concept alone ("combat phase") says too little.
SIMILAR_SHARED = 2
# Titles translate each other where this share of their words has a partner in the other
# (_title_score); a pair is taken at this score with what the texts share (TEXT_SHARE of their
# similarity), where clearly the best.
TITLED_MIN = 0.5
TEXT_SHARE = 0.25
TITLED_PAIR_MIN = 0.6
# A word of this many letters inside a word of the other language is the same ("block", "geblockt").
SHARED_LETTERS = 4
# Participles of a title: "(un)blocked", "blocking"; "(un)geblockte", "blockende".
_PARTICIPLES = {
    "en": (
        ("past", re.compile(r"(?P<un>un)?(?P<stem>\w+?)ed")),
        ("present", re.compile(r"(?P<un>un)?(?P<stem>\w+?)ing")),
    ),
    "de": (
        ("past", re.compile(r"(?P<un>un)?ge(?P<stem>\w+?)te?[nrs]?")),
        ("present", re.compile(r"(?P<un>un)?(?P<stem>\w+?)ende?[nrs]?")),
    ),
}
# Forms a glossary entry lists are words ("Kicker, Kicked"); a longer one is a phrase with a comma
# ("Active Player, Nonactive Player Order"), kept whole.
MAX_FORM_WORDS = 2


def rules_glossary_pairs(entries: list[GlossaryEntry]) -> list[TermPair]:
    """Pairs from the English and German glossary entries of the Comprehensive Rules."""
    english = [e for e in entries if e.lang == "en"]
    german = [e for e in entries if e.lang == "de"]
    crossing = {NOTE.sub("", e.term).strip(): (e, e.see) for e in german if e.see}
    in_english = _words(f"{e.term} {e.text}" for e in english)
    in_german = _words(f"{e.term} {e.text}" for e in german if not e.see)
    headwords = {first_form(e.term).casefold(): e for e in german if not e.see}
    senses = {NOTE.sub("", e.term).strip(): _NUMBER.findall(e.text)[:1] for e in english}
    pairs = [
        _pair(term, named, CROSS_REFERENCE_SOURCE, e.origin.line)
        for term, (e, see) in crossing.items()
        if not (_words([term]) & in_german and not _words([term]) & in_english)
        for named in _entries_named(see, headwords, senses.get(term, []))
    ]
    for en_entry, de_entry in _same_numbers(english, [e for e in german if not e.see]):
        if en_entry.term not in crossing:
            pairs.append(_pair(en_entry.term, de_entry.term, SAME_RULES_SOURCE, de_entry.origin.line))
    return [pair for group in pairs for pair in group]


def _entries_named(see: str, headwords: Mapping[str, GlossaryEntry], first_sense: list[str]) -> list[str]:
    """The German terms a cross-reference names: two entries at once ("Counter &rarr;
    Neutralisieren oder Zählmarke") are two translations; "Neutralisieren oder Zählmarke" had
    been one, which no text has, and the results page said "counter" was also searched as it.
    The entry of the English term's first sense, the rule its definition cites first, comes
    first, and is its partner (entry_partners): "Draw &rarr; Unentschieden oder Ziehen" is first
    to draw a card (rule 121, „Ziehen“), and a card's page that draws had listed „Unentschieden“
    among its terms, with rule 104.4 (a drawn game)."""
    named = ALTERNATIVES.split(see)
    if len(named) == 1 or not all(term.casefold() in headwords for term in named):
        return [see]
    return sorted(named, key=lambda term: not set(first_sense) & set(_NUMBER.findall(headwords[term.casefold()].text)))


def _words(texts: Iterable[str]) -> set[str]:
    return {word.casefold() for text in texts for word in _WORD.findall(text)}


def _pair(english: str, german: str, source: str, line: int) -> list[TermPair]:
    """One pair per form: entries listing as many forms ("Champion, Championed" / "Beschützen,
    beschützt") pair them in order; where one side names one term, each form of the other is
    paired with it ("Kicker, Kicked" / "Bonus": a ruling says "was kicked", which the phrase
    "kicker kicked" never matched). Translators' notes ("(veraltet)") are no part of a form,
    nor is an inverted article ("Ring, The")."""
    en_forms, de_forms = _forms(english, "en"), _forms(german, "de")
    if len(en_forms) == len(de_forms):
        pairs = list(zip(en_forms, de_forms, strict=True))
    elif 1 in (len(en_forms), len(de_forms)) and all(len(f.split()) <= MAX_FORM_WORDS for f in en_forms + de_forms):
        pairs = [(en, de) for en in en_forms for de in de_forms]
    else:
        pairs = [(NOTE.sub("", english).strip(), NOTE.sub("", german).strip())]
    return [TermPair(en, de, source, line) for en, de in pairs if en.casefold() != de.casefold()]


def _by_first_form(entries: list[GlossaryEntry]) -> dict[tuple[str, str], GlossaryEntry]:
    """Entries by the first form of their titles, where no other entry of the language starts
    with it: a German cross-reference names the first form ("Remove from the Game &rarr; Ganz
    aus dem Spiel entfernen") of entries that list several ("Ganz aus dem Spiel entfernen, ganz
    aus dem Spiel entfernt, Ganz-aus-dem-Spiel-entfernt-Zone (veraltet)")."""
    found: dict[tuple[str, str], list[GlossaryEntry]] = defaultdict(list)
    for entry in entries:
        found[(entry.lang, first_form(entry.term))].append(entry)
    return {key: same[0] for key, same in found.items() if len(same) == 1}


def _forms(term: str, lang: str) -> list[str]:
    forms = [f.strip() for f in NOTE.sub("", term).split(",")]
    return [f for f in forms if query_terms(f, lang)]


def _same_numbers(
    english: list[GlossaryEntry], german: list[GlossaryEntry]
) -> list[tuple[GlossaryEntry, GlossaryEntry]]:
    def by_numbers(entries: list[GlossaryEntry]) -> dict[frozenset[str], list[GlossaryEntry]]:
        grouped: dict[frozenset[str], list[GlossaryEntry]] = defaultdict(list)
        for entry in entries:
            numbers = frozenset(_NUMBER.findall(entry.text))
            if numbers:
                grouped[numbers].append(entry)
        return grouped

    en_groups, de_groups = by_numbers(english), by_numbers(german)
    return [
        (en_entries[0], de_groups[numbers][0])
        for numbers, en_entries in en_groups.items()
        if len(en_entries) == 1 and len(de_groups.get(numbers, [])) == 1
    ]


def entry_partners(
    entries: list[GlossaryEntry], terms: Iterable[TermPair] = (), learned: Iterable[LearnedPair] = ()
) -> dict[str, GlossaryEntry]:
    """Each glossary entry's entry in the other language, both ways, by id on the site
    ("en-role" -> the entry "Rolle", "de-rolle" -> "Role"): the German cross-reference's pairing
    first, then entries citing the same rules, then the term list's pairs (Exile / Exil), then
    entries of the same name (Mulligan), then entries left over that clearly say the same ("Attack
    Alone" / "Alleine angreifen", both citing 506.5 as "Block Alone" does), then those whose
    titles clearly translate each other (by the term list's and the `learned` word pairs: "Combat
    Damage" / "Kampfschaden", "Block" / "Blocken, Block"). One partner each; a German
    cross-reference itself has none (it points to its German entry). An entry left without its
    partner is a search result of its own: on the English site a German entry without English
    text, where translations weigh most, outranked the English entry ("Blocken, Block")."""
    by_term = {(e.lang, e.term): e for e in entries if not e.see}
    folded = {(lang, term.casefold()): e for (lang, term), e in by_term.items()}
    first_forms = _by_first_form(list(by_term.values()))
    candidates = [
        (
            by_term.get(("en", NOTE.sub("", e.term).strip())) or first_forms.get(("en", first_form(e.term))),
            by_term.get(("de", e.see)) or first_forms.get(("de", first_form(e.see))),
        )
        for e in entries
        if e.lang == "de" and e.see
    ]
    german = [e for e in entries if e.lang == "de" and not e.see]
    candidates += _same_numbers([e for e in entries if e.lang == "en"], german)
    candidates += [
        (folded.get(("en", t.en.casefold())), folded.get(("de", t.de.casefold()))) for t in terms if not t.variant
    ]
    candidates += [(e, folded.get(("de", e.term.casefold()))) for e in entries if e.lang == "en"]
    partners: dict[str, GlossaryEntry] = {}
    _take(partners, candidates)
    matcher = ConceptMatcher(list(terms))
    left = [e for e in by_term.values() if glossary_key(e) not in partners]
    _take(partners, _similar(left, matcher))
    left = [e for e in left if glossary_key(e) not in partners]
    _take(partners, _titled(left, matcher, _word_pairs([*terms, *learned])))
    return partners


def _take(
    partners: dict[str, GlossaryEntry], candidates: Iterable[tuple[GlossaryEntry | None, GlossaryEntry | None]]
) -> None:
    """Adds each candidate pair whose two entries have no partner yet, in order."""
    for english, german_entry in candidates:
        if english is None or german_entry is None:
            continue
        en_key, de_key = glossary_key(english), glossary_key(german_entry)
        if en_key not in partners and de_key not in partners:
            partners[en_key], partners[de_key] = german_entry, english


def _similar(entries: list[GlossaryEntry], matcher: ConceptMatcher) -> list[tuple[GlossaryEntry, GlossaryEntry]]:
    """Pairs of entries that no exact sign pairs: several entries cite the same rules ("Attack
    Alone" and "Block Alone" both cite 506.5), the two cite slightly different rules, or none
    ("Interrupt (Obsolete)" / "Unterbrechungszauber (veraltet)"). Only entries that could be
    one (citing a common rule or both none; both marked obsolete or neither) are compared, by
    what survives translation (numbers and glossary concepts, as rulings are aligned), and a
    pair is taken, most similar first, only when neither entry has another free one nearly as
    similar."""
    english = [e for e in entries if e.lang == "en"]
    german = [e for e in entries if e.lang == "de"]
    en_features = [features(e.text, "en", matcher) for e in english]
    de_features = [features(e.text, "de", matcher) for e in german]
    scores = [
        [
            similarity(a, b) if _comparable(e, g) and len(a.core & b.core) >= SIMILAR_SHARED else 0.0
            for b, g in zip(de_features, german, strict=True)
        ]
        for a, e in zip(en_features, english, strict=True)
    ]
    return [(english[i], german[j]) for i, j in _clearly_best(scores, SIMILAR_MIN)]


def _clearly_best(scores: list[list[float]], minimum: float) -> list[tuple[int, int]]:
    """The (row, column) pairs of a score matrix taken most similar first, each only when
    neither side has another free one nearly as similar (_clear_best)."""
    ranked = sorted(
        ((score, i, j) for i, row in enumerate(scores) for j, score in enumerate(row) if score >= minimum),
        reverse=True,
    )
    free_rows, free_columns = set(range(len(scores))), set(range(len(scores[0]) if scores else 0))
    pairs = []
    for score, i, j in ranked:
        if i not in free_rows or j not in free_columns:
            continue
        if _clear_best(score, [scores[i][k] for k in free_columns - {j}] + [scores[k][j] for k in free_rows - {i}]):
            pairs.append((i, j))
            free_rows.discard(i)
            free_columns.discard(j)
    return pairs


def _titled(
    entries: list[GlossaryEntry], matcher: ConceptMatcher, words: dict[str, set[str]]
) -> list[tuple[GlossaryEntry, GlossaryEntry]]:
    """Pairs of comparable entries whose titles translate each other (TITLED_MIN of their words,
    see _title_score), taken as _similar takes them, what their texts share breaking ties
    (TEXT_SHARE): "Energy Symbol" / "Energiesymbol", "Opening Hand" / "Starthand, Anfangshand",
    "Converted Mana Cost (Obsolete)" / "Umgewandelte Manakosten (veraltet)"."""
    english = [e for e in entries if e.lang == "en"]
    german = [e for e in entries if e.lang == "de"]
    en_titles = [_title_words(e.term, "en") for e in english]
    de_titles = [_title_words(g.term, "de") for g in german]
    en_features = [features(e.text, "en", matcher) for e in english]
    de_features = [features(g.text, "de", matcher) for g in german]
    scores = []
    for e, title, text in zip(english, en_titles, en_features, strict=True):
        row = []
        for g, other, other_text in zip(german, de_titles, de_features, strict=True):
            score = _title_score(title, other, words) if _comparable(e, g) else 0.0
            row.append(score + TEXT_SHARE * similarity(text, other_text) if score >= TITLED_MIN else 0.0)
        scores.append(row)
    return [(english[i], german[j]) for i, j in _clearly_best(scores, TITLED_PAIR_MIN)]


def _word_pairs(pairs: Iterable[TermPair | LearnedPair]) -> dict[str, set[str]]:
    """English term -> its German terms, of the one-word pairs, as the index analyses them."""
    found: dict[str, set[str]] = defaultdict(set)
    for en, de in ((query_terms(p.en, "en"), query_terms(p.de, "de")) for p in pairs):
        if len(en) == 1 and len(de) == 1:
            found[en[0]].add(de[0])
    return found


def _title_words(term: str, lang: str) -> set[str]:
    """The title's terms, and its participles marked as such ("past:block" for "Blocked" and
    "Geblockte", "present:block" for "Blocking" and "Blockende"): a word borrowed into German
    names three entries with one stem ("Blocked", "Blocking", "Unblocked Creature")."""
    title = NOTE.sub("", term)
    participles = {found for word in _WORD.findall(title.casefold()) if (found := _participle(word, lang))}
    return set(query_terms(title, lang)) | participles


def _marked(words: set[str]) -> set[str]:
    return {word for word in words if ":" in word}


def _participle(word: str, lang: str) -> str | None:
    for kind, pattern in _PARTICIPLES[lang]:
        if match := pattern.fullmatch(word):
            return f"{match['un'] or ''}{kind}:{match['stem']}"
    return None


def _title_score(english: set[str], german: set[str], words: dict[str, set[str]]) -> float:
    """The share of the two titles' words that have a partner in the other: a word pair, or a
    word inside the other ("hybrid" in "hybridmanasymbol", "block" in "blocken"). (A pair's
    German word inside a compound also paired "Opening Hand" with "Start-Handkartenzahl".)"""
    if not english or not german:
        return 0.0
    if not (_marked(english) and _marked(german)):  # participles count where both titles have one
        english, german = english - _marked(english), german - _marked(german)

    def partners(en: str, de: str) -> bool:
        if ":" in en or ":" in de:  # participles (_title_words, _marked)
            return en == de
        return de in words.get(en, ()) or _inside(en, de) or _inside(de, en)

    matched = sum(any(partners(en, de) for de in german) for en in english)
    matched += sum(any(partners(en, de) for en in english) for de in german)
    return matched / (len(english) + len(german))


def _inside(word: str, other: str) -> bool:
    """The word is the other, or of SHARED_LETTERS or more and inside it."""
    return word == other or (len(word) >= SHARED_LETTERS and word in other)


def _comparable(english: GlossaryEntry, german: GlossaryEntry) -> bool:
    """Whether two entries could be one: both obsolete or neither, and (unless obsolete) citing
    a common rule or none. An obsolete term's entry cites the rule that replaced it, which a
    translation may have renumbered: „Schadenszuweisungsreihenfolge (veraltet)“ cites 509.1c
    where "Damage Assignment Order (Obsolete)" cites 510.1c."""
    if _obsolete(english.term) != _obsolete(german.term):
        return False
    en_numbers, de_numbers = set(_NUMBER.findall(english.text)), set(_NUMBER.findall(german.text))
    return _obsolete(english.term) or bool(en_numbers & de_numbers) or not (en_numbers or de_numbers)


def _obsolete(term: str) -> bool:
    return bool(re.search(r"\((?:Obsolete|veraltet)\)\s*$", term))


def _clear_best(score: float, others: list[float]) -> bool:
    """The score leads every other one by the margin."""
    return all(other <= score - SIMILAR_MARGIN for other in others)
