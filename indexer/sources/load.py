"""Reading the whole corpus: manifest, every document in its format, the glossary, then merging;
then the community translations of rulings and the status of every German ruling text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from indexer.assembly.assemble import assemble, served_glossary
from indexer.assembly.model import Corpus, Parsed
from indexer.formats.parse_article import parse_article
from indexer.formats.parse_card_data import parse_card_data
from indexer.formats.parse_card_names import parse_card_names
from indexer.formats.parse_card_rulings import parse_card_rulings
from indexer.formats.parse_rules import parse_comprehensive_rules
from indexer.formats.parse_scryfall_rulings import parse_scryfall_rulings
from indexer.german.community_translations import apply_community, read_community
from indexer.german.english_fragments import EnglishFinder, term_list_words
from indexer.german.translation_status import german_statuses
from indexer.german.word_pairs import PAIRS_NAME, LearnedPair, read_pairs
from indexer.terms.glossary_pairs import rules_glossary_pairs
from indexer.terms.nicknames import NICKNAMES_NAME, Nickname, read_nicknames
from indexer.terms.synonyms import QUESTIONS_NAME, SHORTHAND_NAME, Synonym, read_synonyms
from indexer.terms.term_list import ConceptMatcher, TermPair, read_term_list

from .manifest import DocumentSpec, read_manifest

FORMATS: dict[str, Callable[[DocumentSpec], Parsed]] = {
    "card-rulings": parse_card_rulings,
    "keyword-article": parse_article,
    "mtgjson-cards": parse_card_data,
    "comprehensive-rules": parse_comprehensive_rules,
    "scryfall-rulings": parse_scryfall_rulings,
    "card-names": parse_card_names,
}


def load_term_list(translations_dir: Path) -> list[TermPair]:
    path = translations_dir / "glossary.tsv"
    return read_term_list(path, str(path.relative_to(translations_dir.parent)))


def load_synonyms(translations_dir: Path) -> list[Synonym]:
    """The curated synonyms (both ways), players' shorthand and the words of questions (one way:
    from the shorthand, from the question's words)."""
    found = []
    for name, one_way in (("synonyms.tsv", False), (SHORTHAND_NAME, True), (QUESTIONS_NAME, True)):
        path = translations_dir / name
        shown_as = str(path.relative_to(translations_dir.parent))
        found += read_synonyms(path, shown_as, one_way=one_way, asked=name == QUESTIONS_NAME)
    return found


def load_nicknames(translations_dir: Path) -> list[Nickname]:
    path = translations_dir / NICKNAMES_NAME
    return read_nicknames(path, str(path.relative_to(translations_dir.parent)))


def load_learned_pairs(translations_dir: Path) -> list[LearnedPair]:
    path = translations_dir / PAIRS_NAME
    return read_pairs(path, str(path.relative_to(translations_dir.parent)))[0]


def load_corpus(corpus_dir: Path, translations_dir: Path) -> tuple[Corpus, list[TermPair]]:
    """Every document the manifest lists (see load_documents)."""
    return load_documents(read_manifest(corpus_dir, frozenset(FORMATS)), translations_dir)


def load_documents(specs: list[DocumentSpec], translations_dir: Path) -> tuple[Corpus, list[TermPair]]:
    """Parse and validate the documents, community translations of rulings included, and decide
    the status of every German ruling text; raises CorpusError naming the file and line.

    The term list is the curated one plus the pairs the corpus's two rules glossaries give.
    English left in German text is found with the curated list alone, as the import of
    translations finds it (the import does not read the corpus).
    """
    parsed = [FORMATS[spec.format](spec) for spec in specs]
    curated = load_term_list(translations_dir)
    entries = served_glossary(parsed)
    terms = curated + rules_glossary_pairs(entries)
    corpus = assemble(parsed, ConceptMatcher(terms))
    finder = english_finder(curated)
    apply_community(corpus, *read_community(translations_dir), finder)
    corpus.german = german_statuses(corpus, finder)
    return corpus, terms


def english_finder(terms: list[TermPair]) -> EnglishFinder:
    """What finds English left in German text, knowing the term list's English game terms."""
    return EnglishFinder(term_list_words(terms))
