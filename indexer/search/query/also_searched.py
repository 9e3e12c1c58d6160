"""What a query searched besides the words typed: their translations and synonyms (not the
rules' words for what a question asks, questions.tsv, which are no other words for it).

A German reader who types "zufällig abwerfen" also gets English rulings that say "at random"
and "discard": the results page says so ("Also searched: random for “zufällig”"), so a reader
can tell why an English ruling is there, and can search a word as typed only. A word in quotes
is searched as typed (query.build reads a phrase without the term list), so the link to do
that is the same query with that word quoted.
"""

from __future__ import annotations

from dataclasses import dataclass

from indexer.assembly.model import LANGUAGES
from indexer.search.analysis.common import MARKS
from indexer.search.analysis.schema import query_terms

from .expansion import SYNONYM, NamesTyped, Term, TermExpander, unlearned_in_names
from .syntax import And, Node, Phrase, Word, rejoined, unparse

# At most this many alternatives named per word (a term the list pairs with several spellings).
MAX_SHOWN = 3
# What a question's words carry that is no part of them ("Kann ich blocken?"): not shown as typed,
# not quoted to search the word as typed only.


@dataclass(frozen=True)
class AlsoSearched:
    """The words `typed` were also searched as `found` (in `lang`); `without` is the query
    with them searched as typed only."""

    typed: str
    found: tuple[str, ...]
    lang: str
    without: str

    def as_json(self) -> dict:
        return {"typed": self.typed, "found": list(self.found), "lang": self.lang, "without": self.without}


@dataclass(frozen=True)
class _Typed:
    """Words typed at query nodes first..last (inclusive) and what they were also searched as."""

    typed: str
    first: int
    last: int
    names: dict[str, tuple[str, ...]]


def also_searched(
    node: Node | None,
    expander: TermExpander,
    filters: tuple[Node, ...] = (),
    reader: str = "en",
    names_typed: NamesTyped = frozenset(),
) -> list[AlsoSearched]:
    """The translations and synonyms of the runs of plain words of a query's top level (as
    query.build expands them: a run may form one term, "zustandsbasierte Aktion"; not the
    learned pairs of the words of a card's whole name typed, `names_typed`, nor their listed
    terms but for the whole name's, which it does not search), once per word however often it
    is typed („Kreatur … Kreatur“): its link searches each as typed, with the query's
    `filters` (kept apart from `node`) still applied, written for a reader of the language
    `reader` (query.syntax.unparse)."""
    nodes: list[Node] = list(node.nodes) if isinstance(node, And) else [node] if node is not None else []
    found: list[_Typed] = []
    run: list[int] = []
    for position, each in enumerate([*nodes, None]):
        if isinstance(each, Word) and not each.prefix:
            run.append(position)
            continue
        if run:
            found.extend(_of_run(nodes, run, expander, names_typed))
        run = []
    return _once_each(node, nodes, found, filters, reader)


def _of_run(nodes: list[Node], run: list[int], expander: TermExpander, names_typed: NamesTyped) -> list[_Typed]:
    texts = [word.text for i in run if isinstance(word := nodes[i], Word)]  # a run is of words
    found = []
    for named in expander.named(texts):
        if (span := unlearned_in_names(named, texts, names_typed)) is None:
            continue
        first, last = _trimmed(texts, *(span.read or (span.start, span.end)))
        typed = " ".join(texts[first:last]).strip(MARKS)
        found.append(_Typed(typed, run[first], run[last - 1], _by_language(span.terms, typed)))
    return found


def _once_each(
    node: Node | None, nodes: list[Node], found: list[_Typed], filters: tuple[Node, ...], reader: str
) -> list[AlsoSearched]:
    same: dict[str, list[_Typed]] = {}
    for each in found:
        same.setdefault(each.typed.casefold(), []).append(each)
    listed: list[AlsoSearched] = []
    for typings in same.values():
        without = _as_typed(node, nodes, typings, filters, reader)
        first = typings[0]
        listed.extend(AlsoSearched(first.typed, names, lang, without) for lang, names in first.names.items())
    return listed


def _as_typed(
    node: Node | None, nodes: list[Node], typings: list[_Typed], filters: tuple[Node, ...], reader: str
) -> str:
    """The query (`node`, whose parts are `nodes`, and its `filters`) with each of `typings`
    quoted, so searched as typed only."""
    quoted = list(nodes)
    for each in sorted(typings, key=lambda typing: typing.first, reverse=True):
        quoted[each.first : each.last + 1] = [Phrase(each.typed)]
    return unparse(rejoined(node, [*quoted, *filters]), reader)


def _trimmed(texts: list[str], start: int, end: int) -> tuple[int, int]:
    """The span without the stop words at its ends ("mehr als man" is the term "mehr"); a span
    is that of the words its term is read from (Expansion.read): "does it die" was shown as
    "does" also searched as „Stirbt“, „die“ being a German article."""
    while end - start > 1 and _stop_word(texts[end - 1]):
        end -= 1
    while end - start > 1 and _stop_word(texts[start]):
        start += 1
    return start, end


def _stop_word(word: str) -> bool:
    return any(not query_terms(word, lang) for lang in LANGUAGES)


def _by_language(terms: tuple[Term, ...], typed: str) -> dict[str, tuple[str, ...]]:
    """The terms' texts per language, each spelling once, not the words typed, translations
    before synonyms; an English term in lower case where the words were typed so and the term is
    written as a headword ("dies" for „stirbt“: the glossary's "Dies" read as the German „Dies“,
    this). A German term keeps its capital: German writes its nouns so ("Kreatur" for
    "creature", which read "kreatur")."""
    by_lang: dict[str, dict[str, str]] = {}
    for lang, text, _ in sorted(terms, key=lambda term: term[2] == SYNONYM):
        if text.casefold() != typed.casefold():
            headword = text[:1].isupper() and text[1:2].islower()
            shown = text.lower() if lang == "en" and typed[:1].islower() and headword else text
            by_lang.setdefault(lang, {}).setdefault(text.casefold(), shown)
    return {lang: tuple(list(texts.values())[:MAX_SHOWN]) for lang, texts in by_lang.items() if texts}
