"""Reading the whole corpus: manifest, every document in its format, the glossary, then merging."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .assemble import assemble
from .glossary import ConceptMatcher, TermPair, read_glossary
from .glossary_pairs import rules_glossary_pairs
from .manifest import DocumentSpec, read_manifest
from .model import Corpus, Parsed
from .parse_article import parse_article
from .parse_card_data import parse_card_data
from .parse_card_names import parse_card_names
from .parse_card_rulings import parse_card_rulings
from .parse_rules import parse_comprehensive_rules
from .parse_scryfall_rulings import parse_scryfall_rulings

FORMATS: dict[str, Callable[[DocumentSpec], Parsed]] = {
    "card-rulings": parse_card_rulings,
    "keyword-article": parse_article,
    "mtgjson-cards": parse_card_data,
    "comprehensive-rules": parse_comprehensive_rules,
    "scryfall-rulings": parse_scryfall_rulings,
    "card-names": parse_card_names,
}


def load_glossary(translations_dir: Path) -> list[TermPair]:
    path = translations_dir / "glossary.tsv"
    return read_glossary(path, str(path.relative_to(translations_dir.parent)))


def load_corpus(corpus_dir: Path, translations_dir: Path) -> tuple[Corpus, list[TermPair]]:
    """Parse and validate everything; raises CorpusError naming the file and line.

    The term list is the curated one plus the pairs the corpus's two rules glossaries give.
    """
    specs = read_manifest(corpus_dir, frozenset(FORMATS))
    parsed = [FORMATS[spec.format](spec) for spec in specs]
    entries = [entry for document in parsed for entry in document.glossary]
    glossary = load_glossary(translations_dir) + rules_glossary_pairs(entries)
    return assemble(parsed, ConceptMatcher(glossary)), glossary
