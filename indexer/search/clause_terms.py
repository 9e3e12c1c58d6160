"""The terms of a query tree, kept on each clause: the highlighting of a page asks for every
term of its query, and Whoosh's own `iter_all_terms` walks the whole tree through nested
generators each time. A word's built query is reused by every search with the word (the
builder's memo), so its terms are listed once per word, not once per search."""

from __future__ import annotations

from whoosh import query as wq

_KEPT = "_clause_terms"


def clause_terms(query: wq.Query) -> tuple[tuple[str, str], ...]:
    """The (field, text) pairs of every term of `query`, phrases' words included, in the order
    of Whoosh's `iter_all_terms(phrases=True)`. Kept on the query (built queries are never
    changed; see evaluate.clause_key)."""
    found = query.__dict__.get(_KEPT)
    if found is None:
        if query.is_leaf():
            found = tuple(query.terms(phrases=True)) if query.has_terms() else ()
        else:
            found = tuple(term for child in query.children() for term in clause_terms(child))
        query.__dict__[_KEPT] = found
    return found
