"""How a search in one release of the rules reads its query.

The texts of the releases are English (release.py). A query is read as the normal search reads
it for the reader's language (query.build): a run of words that the term list translates into
English stands for the English term ("Rolle" for "Role", not the English stem "roll" of dice);
on the English site the words typed count too, unless they are written as a German term only
("Rolle" typed there is the Role, as in the normal search). Words without a translation are searched as
typed (a card's name, English words on the German site: "this Aura"), and an English synonym
counts with them ("converted mana cost" for "mana value"); a stop word of the reader's language
is left out.
"""

from __future__ import annotations

from indexer.search.analysis.common import terms_of
from indexer.search.query.expansion import SYNONYM, Term, TermExpander
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
        readings = _readings(typed, expansion.terms, lang, expander)
        if readings != (typed,):  # (a term with no English reading: its words one by one)
            units.append(readings)
            covered.update(range(expansion.start, expansion.end))
    searched = terms_of(lang)
    units += [((word,),) for i, word in enumerate(words) if i not in covered and searched(word.text, True)]
    return units


def _phrase_unit(phrase: Phrase, lang: str, expander: TermExpander) -> Unit:
    """A phrase as typed, or the English term it translates into (and its English synonyms)."""
    words = phrase.text.split()
    whole = [e for e in expander.expansions(words) if (e.start, e.end) == (0, len(words))]
    return _readings(phrase, whole[0].terms if whole else (), lang, expander)


def _readings(typed: Reading, terms: tuple[Term, ...], lang: str, expander: TermExpander) -> Unit:
    """The readings of words typed that form a term: its English translations, and the words
    as typed where they are English (the English site's, but for a German term as written; or
    words the list does not translate), with their English synonyms."""
    english = [(text, kind) for term_lang, text, kind in terms if term_lang == ORIGINAL]
    translated = any(kind != SYNONYM for _, kind in english)
    as_typed = not translated or lang == ORIGINAL and _english(typed, expander)
    own: tuple[Reading, ...] = (typed,) if as_typed else ()
    return own + tuple(tuple(Word(word) for word in text.split()) for text, _ in english)


def _english(typed: Reading, expander: TermExpander) -> bool:
    """Whether words typed on the English site are English as written: not a German term alone
    ("Rolle", „Spielstein“), which the English analysis reads as another word ("roll" of dice)."""
    text = typed.text if isinstance(typed, Phrase) else " ".join(word.text for word in typed)
    written = expander.written_as_term(text)
    return not written or ORIGINAL in written
