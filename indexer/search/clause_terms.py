"""The terms of a query tree, for highlighting: Whoosh's own `iter_all_terms` walks the tree
through a generator per node and level, which cost a page's highlighting more than looking
up every term's frequency. Keeping each clause's terms on it instead (a word's built query is
reused by the searches with the word) held 9 MB more per worker: the tree is walked with one
list."""

from __future__ import annotations

from whoosh import query as wq


def clause_terms(query: wq.Query) -> list[tuple[str, str]]:
    """The (field, text) pairs of every term of `query`, phrases' words included, in the order
    of Whoosh's `iter_all_terms(phrases=True)`."""
    found: list[tuple[str, str]] = []
    pending = [query]
    while pending:
        clause = pending.pop()
        kind = type(clause)
        if kind is wq.Term:  # (the most of a tree's nodes: read directly, not through Whoosh's methods)
            if clause.fieldname:
                found.append((clause.fieldname, clause.text))
        elif isinstance(clause, wq.CompoundQuery):
            pending.extend(reversed(clause.subqueries))
        elif clause.is_leaf():
            if clause.has_terms():
                found.extend(clause.terms(phrases=True))
        else:
            pending.extend(reversed(list(clause.children())))
    return found
