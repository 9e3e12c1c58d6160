"""English-German term pairs read off the two rules glossaries of the corpus.

The German rules glossary names many English terms outright ("Flying &rarr; Flugfähigkeit"); those
pairs are taken as they stand, without the translators' notes ("Converted Mana Cost (veraltet)"),
except where the named term is an old German one (its words are German glossary words and no English
glossary words: "Automatische Spielstatus-Aktionen"). Other entries are paired when the English and
the German entry cite exactly the same rule numbers and no other entry in either language does
(keyword entries end in "See rule 702.19, “Trample.”" / "Siehe Regel 702.19, „Trampelschaden“."). An
English term that has a cross-reference keeps it: the translators' own pairing wins. Entries naming
several forms ("Champion, Championed") give a pair for each form.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from indexer.assembly.model import GlossaryEntry
from indexer.citations.references import NUMBER
from indexer.german.align import features, similarity
from indexer.search.analysis.schema import query_terms

from .glossary_mentions import glossary_key
from .term_list import ConceptMatcher, TermPair

_NUMBER = re.compile(NUMBER)
_WORD = re.compile(r"[^\W\d_]+")
# A translators' note after a cross-referenced term: "Converted Mana Cost (veraltet)".
_NOTE = re.compile(r"\s*\([^)]*\)")
# Sources of derived pairs, as codes: the site names them in the reader's language.
CROSS_REFERENCE_SOURCE = "rules-glossary:cross-reference"
SAME_RULES_SOURCE = "rules-glossary:same-rules"
# Two entries left over are each other's counterpart when they are each other's most similar
# entry by at least this score, and the next best is this far behind.
SIMILAR_MIN = 0.5
SIMILAR_MARGIN = 0.08
# What two entries share besides: one concept alone ("combat phase") says too little.
SIMILAR_SHARED = 2
# Forms a glossary entry lists are words ("Kicker, Kicked"); a longer one is a phrase with a comma
# ("Active Player, Nonactive Player Order"), kept whole.
MAX_FORM_WORDS = 2


def rules_glossary_pairs(entries: list[GlossaryEntry]) -> list[TermPair]:
    """Pairs from the English and German glossary entries of the Comprehensive Rules."""
    english = [e for e in entries if e.lang == "en"]
    german = [e for e in entries if e.lang == "de"]
    crossing = {_NOTE.sub("", e.term).strip(): (e, e.see) for e in german if e.see}
    in_english = _words(f"{e.term} {e.text}" for e in english)
    in_german = _words(f"{e.term} {e.text}" for e in german if not e.see)
    pairs = [
        _pair(term, see, CROSS_REFERENCE_SOURCE, e.origin.line)
        for term, (e, see) in crossing.items()
        if not (_words([term]) & in_german and not _words([term]) & in_english)
    ]
    for en_entry, de_entry in _same_numbers(english, [e for e in german if not e.see]):
        if en_entry.term not in crossing:
            pairs.append(_pair(en_entry.term, de_entry.term, SAME_RULES_SOURCE, de_entry.origin.line))
    return [pair for group in pairs for pair in group]


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
        pairs = [(_NOTE.sub("", english).strip(), _NOTE.sub("", german).strip())]
    return [TermPair(en, de, source, line) for en, de in pairs if en.casefold() != de.casefold()]


def _forms(term: str, lang: str) -> list[str]:
    forms = [f.strip() for f in _NOTE.sub("", term).split(",")]
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


def entry_partners(entries: list[GlossaryEntry], terms: Iterable[TermPair] = ()) -> dict[str, GlossaryEntry]:
    """Each glossary entry's entry in the other language, both ways, by id on the site
    ("en-role" -> the entry "Rolle", "de-rolle" -> "Role"): the German cross-reference's pairing
    first, then entries citing the same rules, then the term list's pairs (Exile / Exil), then
    entries of the same name (Mulligan), then entries left over that clearly say the same ("Attack
    Alone" / "Alleine angreifen", both citing 506.5 as "Block Alone" does). One partner each; a
    German cross-reference itself has none (it points to its
    German entry)."""
    by_term = {(e.lang, e.term): e for e in entries if not e.see}
    folded = {(lang, term.casefold()): e for (lang, term), e in by_term.items()}
    candidates = [
        (by_term.get(("en", _NOTE.sub("", e.term).strip())), by_term.get(("de", e.see)))
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
    left = [e for e in by_term.values() if glossary_key(e) not in partners]
    _take(partners, _similar(left, ConceptMatcher(list(terms))))
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
    ranked = sorted(
        ((score, i, j) for i, row in enumerate(scores) for j, score in enumerate(row) if score >= SIMILAR_MIN),
        reverse=True,
    )
    free_en, free_de = set(range(len(english))), set(range(len(german)))
    pairs = []
    for score, i, j in ranked:
        if (
            i in free_en
            and j in free_de
            and _clear_best(score, [scores[i][k] for k in free_de - {j}] + [scores[k][j] for k in free_en - {i}])
        ):
            pairs.append((english[i], german[j]))
            free_en.discard(i)
            free_de.discard(j)
    return pairs


def _comparable(english: GlossaryEntry, german: GlossaryEntry) -> bool:
    en_numbers, de_numbers = set(_NUMBER.findall(english.text)), set(_NUMBER.findall(german.text))
    same_rules = bool(en_numbers & de_numbers) or not (en_numbers or de_numbers)
    return same_rules and _obsolete(english.term) == _obsolete(german.term)


def _obsolete(term: str) -> bool:
    return bool(re.search(r"\((?:Obsolete|veraltet)\)\s*$", term))


def _clear_best(score: float, others: list[float]) -> bool:
    """The score leads every other one by the margin."""
    return all(other <= score - SIMILAR_MARGIN for other in others)
