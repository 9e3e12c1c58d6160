"""How a search in one release of the rules reads its query.

The texts of the releases are English (release.py). A query is read as the normal search reads
it for the reader's language (query.build): a run of words that is a term of the term list
stands for the term's English name ("Rolle" for "Role", not the English stem "roll" of dice);
on the English site the words typed count too, and an English synonym ("converted mana cost"
for "mana value"). A word without a translation is searched as typed (a card's name, an English
word on the German site); a stop word of the reader's language is left out.
"""

from __future__ import annotations

from indexer.search.analysis.common import terms_of
from indexer.search.query.expansion import TermExpander
from indexer.search.query.syntax import Phrase, Word

ORIGINAL = "en"  # the language of the releases' texts
# One way to match a unit of the query: all these words, or this phrase.
Reading = tuple[Word, ...] | Phrase
# A unit of the query: a rule matches it by any of its readings.
Unit = tuple[Reading, ...]


def release_units(typed: list[Word | Phrase], lang: str, expander: TermExpander) -> list[Unit]:
    """The units a rule must match, from the words and phrases typed, in order."""
    units: list[Unit] = []
    run: list[Word] = []
    for node in typed:
        if isinstance(node, Word) and not node.prefix:
            run.append(node)
            continue
        units += _word_units(run, lang, expander)
        run = []
        units.append(_phrase_unit(node, lang, expander) if isinstance(node, Phrase) else ((node,),))
    return units + _word_units(run, lang, expander)


def _word_units(words: list[Word], lang: str, expander: TermExpander) -> list[Unit]:
    """A unit per term of the list the words form, and per other word."""
    units: list[Unit] = []
    covered: set[int] = set()
    for expansion in expander.expansions([w.text for w in words]):
        typed = tuple(words[expansion.start : expansion.end])
        readings = _english(expansion.terms)
        if readings:
            units.append(((typed,) if lang == ORIGINAL else ()) + readings)
            covered.update(range(expansion.start, expansion.end))
    searched = terms_of(lang)
    units += [((word,),) for i, word in enumerate(words) if i not in covered and searched(word.text, True)]
    return units


def _phrase_unit(phrase: Phrase, lang: str, expander: TermExpander) -> Unit:
    """A phrase as typed, or the English names of the term it is."""
    words = phrase.text.split()
    whole = [e for e in expander.expansions(words) if (e.start, e.end) == (0, len(words))]
    readings = _english(whole[0].terms) if whole else ()
    return ((phrase,) if lang == ORIGINAL or not readings else ()) + readings


def _english(terms: tuple[tuple[str, str, str], ...]) -> tuple[Reading, ...]:
    """The English terms of an expansion, each as the words it has."""
    return tuple(tuple(Word(word) for word in text.split()) for term_lang, text, _ in terms if term_lang == ORIGINAL)
