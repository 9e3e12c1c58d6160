"""The curated English-German term list (`translations/glossary.tsv`) and matching it in text.

Each row is a term (the name the site itself uses, in both languages) or a variant: another
spelling of a term that texts use (the German rulings of 2023 write "Verfluchte Rolle" where the
rules and the cards write "Verflucht-Rolle"). The search treats both alike; the term list shows
a variant beside its term, never as a name of its own.

A term is matched on analyzed tokens, so "Zeitstempels" finds "Zeitstempel" and "timestamps"
finds "timestamp"; multi-word terms match as token sequences.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from indexer.search.analysis.schema import query_terms

from ..errors import CorpusError
from .tsv_rows import tsv_rows

HEADER = ["en", "de", "source", "use"]
USES = ("term", "variant")


@dataclass(frozen=True)
class TermPair:
    en: str
    de: str
    source: str
    line: int
    variant: bool = False


def read_term_list(path: Path, shown_as: str) -> list[TermPair]:
    expected = "expected four tab-separated cells: en, de, source, use (term or variant)"
    pairs = []
    for number, (en, de, source, use) in tsv_rows(path, shown_as, HEADER, expected):
        if use not in USES:
            raise CorpusError(shown_as, number, expected)
        pairs.append(TermPair(en, de, source, number, variant=use == "variant"))
    return pairs


class ConceptMatcher:
    """Finds which glossary concepts (named by their English term) a text mentions."""

    def __init__(self, pairs: list[TermPair]) -> None:
        self._terms: dict[str, dict[tuple[str, ...], str]] = {"en": {}, "de": {}}
        for pair in pairs:
            for lang, term in (("en", pair.en), ("de", pair.de)):
                key = query_terms(term, lang)
                if key:
                    self._terms[lang][key] = pair.en.casefold()
        self._longest = max((len(k) for terms in self._terms.values() for k in terms), default=1)

    def concepts(self, text: str, lang: str) -> set[str]:
        tokens = query_terms(text, lang)
        terms = self._terms[lang]
        found = set()
        for start in range(len(tokens)):
            for size in range(1, self._longest + 1):
                concept = terms.get(tokens[start : start + size])
                if concept:
                    found.add(concept)
        return found
