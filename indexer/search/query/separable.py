"""German separable verbs written apart in a question, joined as the rules write them.

A German main clause puts a separable verb's particle at its end: „ich gebe auf“, „wer fängt
an?“, „ich werfe eine Karte ab“. The rules and rulings say those verbs mostly joined („aufgeben“,
„welcher Spieler anfängt“, „abwerfen“), and the verb alone is another word, or none: „gebe“ found
the rules on giving, „werfe“ those on flipping a coin, and „fängt“ nothing at all. The particle
itself is a German stop word or nearly one. So where a clause of a German query ends in a
particle (at the end, before a comma or before a conjunction that begins a subordinate clause), the
first word before it that may be a finite verb and makes, with the particle in front, a word the
German texts have becomes that word, and the particle goes; where the joined form is in no text,
the verb's infinitive is („schau dir die Karten an“, „leg ich X fest“: „anschauen“, „festlegen“). A finite verb
ends as one („gebe“, „fängt“, „legst“) and is no stop word; a capitalised word after the
first is a noun: „Spieler scheidet aus“ is no „ausspieler“, „auf dem Stapel nach“ no „nachdem“.
"""

from __future__ import annotations

from collections.abc import Callable

from indexer.search.analysis.de import fold_german
from indexer.search.analysis.schema import query_terms
from indexer.search.analysis.separable_de import bases

from .syntax import And, Node, Phrase, Word, rejoined

# The particles that German separable verbs of the game put at the end of a clause.
PARTICLES = frozenset(
    {"ab", "an", "auf", "aus", "bei", "ein", "fest", "los", "mit", "nach", "vor", "weg", "zu", "zurück", "zusammen"}
)
# What may end a word typed at the end of a clause.
_CLAUSE_END = ",.;:!?"
# The conjunctions that begin a subordinate clause, typed without the comma before them („löst die
# Fähigkeit aus wenn ein Token stirbt“). (Not "und", "oder": „greift an und wird getappt“ read as
# „angreift“ put a question about Equipment being tapped under the rulings on attacking, blind10's
# answer 4th to 7th. Not a dash between two clauses: blind14's „ich werf im cleanup … ne wahnsinn
# karte ab – darf ich die noch casten …“ then read „abwerfen“ and had the rulings on discarding in
# the cleanup step before its answer, 3rd to 18th.)
_NEXT_CLAUSE = frozenset({"wenn", "falls", "weil", "ob", "dass", "obwohl", "nachdem", "bevor", "sobald", "solange"})
# How the finite forms of a German verb end (present tense, first to third person, and plural).
_VERB_ENDINGS = ("e", "t", "st", "en")


def joined_particles(node: Node, known: Callable[[str], bool]) -> Node:
    """The query with each clause-final particle joined to the verb before it (see the module's
    docstring); `known` says whether the German texts have a word. Only a plain list of words
    and quoted phrases is read: an operator or a filter says the reader wrote the query as a
    search, not a sentence. A phrase stays as typed, a part of its clause („löst das "immer
    wenn eine Kreatur stirbt" aus?“ is „auslöst“)."""
    if not isinstance(node, And) or not all(
        isinstance(n, Phrase) or (isinstance(n, Word) and not n.prefix) for n in node.nodes
    ):
        return node
    words = [n.text if isinstance(n, Word) else "" for n in node.nodes]
    phrases = {at for at, n in enumerate(node.nodes) if isinstance(n, Phrase)}
    start = 0
    for at, word in enumerate(words):
        if at in phrases:
            continue
        bare = word.rstrip(_CLAUSE_END)
        ends_clause = at == len(words) - 1 or bare != word or _bare(words[at + 1]) in _NEXT_CLAUSE
        if ends_clause and bare.casefold() in PARTICLES and at > start:
            verb = next(
                (
                    (i, whole)
                    for i in range(start, at)
                    if (whole := _whole_verb(bare.casefold(), words[i], i, known)) is not None
                ),
                None,
            )
            if verb is not None:
                i, whole = verb
                words[i] = whole + words[i][len(_bare(words[i])) :]
                words[at] = ""
        if ends_clause:
            start = at + 1
    kept = tuple(
        node.nodes[at] if at in phrases else Word(text) for at, text in enumerate(words) if text or at in phrases
    )
    return node if len(kept) == len(node.nodes) else rejoined(node, kept)


def _bare(word: str) -> str:
    """The word without what ends its clause, in lower case."""
    return word.rstrip(_CLAUSE_END).casefold()


def _whole_verb(particle: str, word: str, at: int, known: Callable[[str], bool]) -> str | None:
    """The verb that `particle` makes with the word typed at place `at`, where the German texts
    have it: the finite form joined („fängt … an“: „anfängt“), else the infinitive of the form
    („schau dir die Karten an“, „sieh … an“, „gib … ab“: an imperative's joined form is in no
    text, „anschauen“, „ansehen“, „abgeben“ are)."""
    bare = _bare(word)
    if not bare or bare in PARTICLES or not query_terms(bare, "de") or (at > 0 and word[:1].isupper()):
        return None
    if bare.endswith(_VERB_ENDINGS) and known(particle + bare):
        return particle + bare
    return next((particle + base for base in bases(fold_german(bare)) if known(particle + base)), None)
