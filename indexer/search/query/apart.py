"""A game word typed as two words, joined as the texts write it.

Players type a compound apart: „todes berührung“, „zustands basierte aktionen“, „trampel
schaden“, "death touch", "life link". Each half is another word, or none: „todes berührung“
found the card Touch of Death alone, „zustands basierte aktionen“ ten rules about states and
actions, none of 704. Where two neighbouring words written together are a listed term as the
term list writes it, alone or as the first word of a term with the word after them, and the two
are no term of their own ("first strike", „bleibende Karte“), they are searched as that word.
Not a synonym's or a learned pair's word: those joined words that were meant apart („nach dem“,
„wie viel“, "mana burn"; docs/search.md).
"""

from __future__ import annotations

from collections.abc import Callable

from .syntax import And, Node, Phrase, Word, rejoined

# The fewest letters of each half: shorter ones are articles and particles („ab legen“).
MIN_LETTERS = 3


def joined_apart(node: Node, game_word: Callable[[str, str | None], bool], a_term: Callable[[str, str], bool]) -> Node:
    """The query with each pair of neighbouring words that make one game word joined;
    `game_word(word, next)` says whether a word written as one is a term of the game, alone or
    with the word typed after it (None at the end), `a_term(first, second)` whether the two
    words as typed are a term already. Only a plain list of words and quoted phrases is read
    (the filters taken out), as query.separable reads it: an operator or a prefix says the reader
    wrote a search, not a sentence. A phrase stays as typed."""
    if not isinstance(node, And) or not all(
        isinstance(n, Phrase) or (isinstance(n, Word) and not n.prefix) for n in node.nodes
    ):
        return node
    kept: list[Node] = []
    nodes = list(node.nodes)
    at = 0
    while at < len(nodes):
        first = nodes[at]
        second = nodes[at + 1] if at + 1 < len(nodes) else None
        after = nodes[at + 2] if at + 2 < len(nodes) else None
        following = after.text if isinstance(after, Word) else None
        if (
            isinstance(first, Word)
            and isinstance(second, Word)
            and _one_word(first.text, second.text, following, game_word, a_term)
        ):
            kept.append(Word(first.text + second.text.lower()))
            at += 2
            continue
        kept.append(first)
        at += 1
    return node if len(kept) == len(nodes) else rejoined(node, kept)


def _one_word(
    first: str,
    second: str,
    following: str | None,
    game_word: Callable[[str, str | None], bool],
    a_term: Callable[[str, str], bool],
) -> bool:
    if not (first.isalpha() and second.isalpha()) or min(len(first), len(second)) < MIN_LETTERS:
        return False
    return game_word(first + second.lower(), following) and not a_term(first, second)
