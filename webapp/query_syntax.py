"""The search box's query language, parsed into a small tree; bad input is a QueryError.

Words are ANDed. Also: "exact phrase", OR, NOT (or a leading "-"), parentheses, a trailing
`*` for a prefix, and the filters card:, rule:, lang:, kind:. Operators are upper case only:
"not" and "or" in lower case are ordinary words, which rulings are full of.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from flask_babel import lazy_gettext as _l

MAX_LENGTH = 300
MAX_TERMS = 40
MAX_DEPTH = 12
MIN_PREFIX = 2
FIELDS = ("card", "rule", "lang", "kind")
OPERATORS = ("AND", "OR", "NOT")
_SPECIAL = '()"'

MESSAGES = {
    "too_long": _l("The query is too long: at most %(limit)s characters, please."),
    "control": _l("The query contains control characters. Please type plain text."),
    "quote": _l("A quotation mark is not closed. Close the phrase with a second \"."),
    "paren_open": _l("A parenthesis is opened but never closed."),
    "paren_close": _l("A closing parenthesis has no opening one."),
    "empty_group": _l("Empty parentheses: put search words between them."),
    "operator": _l("%(op)s needs a search term on both sides."),
    "not": _l("NOT needs a search term after it."),
    "only_not": _l("A query cannot consist only of excluded terms. Add a word to look for."),
    "wildcard": _l("A wildcard (*) needs at least %(min)s letters before it, at the end of a word."),
    "field": _l("Unknown filter \"%(name)s:\". Known filters: %(known)s."),
    "field_value": _l("The filter \"%(name)s:\" needs a value, e.g. %(name)s:%(example)s."),
    "too_many": _l("The query has too many terms: at most %(limit)s, please."),
    "too_deep": _l("The query nests parentheses too deeply."),
    "no_terms": _l(
        "Nothing in this query can be searched for: very common words such as “the” or “der” are left out, "
        "and a word needs at least one letter or digit. Add a more specific word."
    ),
    "filter_value": _l("\"%(value)s\" is not a value for %(name)s:. Possible values: %(known)s."),
}
_EXAMPLES = {"card": "\"Cut In\"", "rule": "704.5y", "lang": "de", "kind": "ruling"}


class QueryError(ValueError):
    """A query the site cannot run, with a message for the person who typed it."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def message(self) -> str:
        return str(MESSAGES[self.code]) % self.params


@dataclass(frozen=True)
class Word:
    text: str
    prefix: bool = False


@dataclass(frozen=True)
class Phrase:
    text: str


@dataclass(frozen=True)
class Filter:
    name: str
    value: Word | Phrase


@dataclass(frozen=True)
class Not:
    node: Node


@dataclass(frozen=True)
class And:
    nodes: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    nodes: tuple[Node, ...]


Node = Word | Phrase | Filter | Not | And | Or


@dataclass(frozen=True)
class _Token:
    kind: str  # word, phrase, field, op, open, close
    text: str
    field: str = ""


def parse(text: str) -> Node | None:
    """The query's tree, None for an empty query; raises QueryError for malformed input."""
    if len(text) > MAX_LENGTH:
        raise QueryError("too_long", limit=MAX_LENGTH)
    if any(unicodedata.category(ch) == "Cc" and ch not in "\t\n\r" for ch in text):
        raise QueryError("control")
    tokens = _tokenize(text)
    if not tokens:
        return None
    if sum(t.kind in ("word", "phrase", "field") for t in tokens) > MAX_TERMS:
        raise QueryError("too_many", limit=MAX_TERMS)
    parser = _Parser(tokens)
    node = parser.parse()
    if not _has_positive(node):
        raise QueryError("only_not")
    return node


def _tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch == '"':
            end = text.find('"', i + 1)
            if end < 0:
                raise QueryError("quote")
            tokens.append(_Token("phrase", text[i + 1 : end]))
            i = end + 1
        elif ch in "()":
            tokens.append(_Token("open" if ch == "(" else "close", ch))
            i += 1
        else:
            start = i
            while i < len(text) and not text[i].isspace() and text[i] not in _SPECIAL:
                i += 1
            i = _word_token(text, start, i, tokens)
    return tokens


def _word_token(text: str, start: int, end: int, tokens: list[_Token]) -> int:
    """Add the token for text[start:end]; returns where tokenizing continues."""
    run = text[start:end]
    if run in OPERATORS:
        tokens.append(_Token("op", run))
        return end
    if run.startswith("-") and len(run) > 1 and not run[1].isdigit():  # ("-1/-1" is a word)
        tokens.append(_Token("op", "NOT"))
        run = run[1:]
    name, colon, value = run.partition(":")
    if colon and name.isalpha():
        return _field_token(text, name.lower(), value, end, tokens)
    _check_wildcard(run)
    tokens.append(_Token("word", run))
    return end


def _field_token(text: str, name: str, value: str, end: int, tokens: list[_Token]) -> int:
    if name not in FIELDS:
        raise QueryError("field", name=name, known=", ".join(f"{f}:" for f in FIELDS))
    if not value and end < len(text) and text[end] == '"':
        close = text.find('"', end + 1)
        if close < 0:
            raise QueryError("quote")
        phrase = text[end + 1 : close]
        if not phrase.strip():
            raise QueryError("field_value", name=name, example=_EXAMPLES[name])
        tokens.append(_Token("field", phrase, field=name))
        return close + 1
    if not value:
        raise QueryError("field_value", name=name, example=_EXAMPLES[name])
    tokens.append(_Token("field", value, field=name))
    return end


def _check_wildcard(run: str) -> None:
    if "*" not in run:
        return
    stem = run.rstrip("*")
    if "*" in stem or len(stem) < MIN_PREFIX or len(run) - len(stem) > 1:
        raise QueryError("wildcard", min=MIN_PREFIX)


class _Parser:
    """or := and ("OR" and)* ; and := unary ("AND"? unary)* ; unary := "NOT" unary | atom."""

    def __init__(self, tokens: list[_Token]) -> None:
        self.tokens = tokens
        self.pos = 0
        self.depth = 0

    def peek(self) -> _Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def parse(self) -> Node:
        node = self.or_expr()
        token = self.peek()
        if token is not None:
            raise QueryError("paren_close")
        return node

    def or_expr(self) -> Node:
        nodes = [self.and_expr()]
        while self._is_op("OR"):
            self.take()
            self._operand_follows("OR")
            nodes.append(self.and_expr())
        return nodes[0] if len(nodes) == 1 else Or(tuple(nodes))

    def and_expr(self) -> Node:
        nodes = [self.unary()]
        while True:
            token = self.peek()
            if token is None or token.kind == "close" or self._is_op("OR"):
                break
            if self._is_op("AND"):
                self.take()
                self._operand_follows("AND")
            nodes.append(self.unary())
        return nodes[0] if len(nodes) == 1 else And(tuple(nodes))

    def unary(self) -> Node:
        token = self.peek()
        if token is None:
            raise QueryError("operator", op="AND")
        if token.kind == "op":
            if token.text != "NOT":
                raise QueryError("operator", op=token.text)
            self.take()
            following = self.peek()
            if following is None or following.kind in ("op", "close") and following.text != "NOT":
                raise QueryError("not")
            return Not(self.unary())
        return self.atom()

    def atom(self) -> Node:
        token = self.take()
        if token.kind == "open":
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise QueryError("too_deep")
            if self._next_kind() == "close":
                raise QueryError("empty_group")
            node = self.or_expr()
            if self._next_kind() != "close":
                raise QueryError("paren_open")
            self.take()
            self.depth -= 1
            return node
        if token.kind == "close":
            raise QueryError("paren_close")
        if token.kind == "phrase":
            return Phrase(token.text)
        if token.kind == "field":
            value: Word | Phrase = Phrase(token.text) if " " in token.text.strip() else Word(token.text)
            return Filter(token.field, value)
        prefix = token.text.endswith("*")
        return Word(token.text.rstrip("*"), prefix=prefix)

    def _is_op(self, name: str) -> bool:
        token = self.peek()
        return token is not None and token.kind == "op" and token.text == name

    def _next_kind(self) -> str | None:
        token = self.peek()
        return token.kind if token else None

    def _operand_follows(self, op: str) -> None:
        token = self.peek()
        if token is None or token.kind == "close" or (token.kind == "op" and token.text != "NOT"):
            raise QueryError("operator", op=op)


def unparse(node: Node) -> str:
    """Query text for a tree, such that `parse(unparse(tree)) == tree`: filters are added to
    and removed from a query by changing its tree and writing it out again."""
    if isinstance(node, Word):
        return node.text + ("*" if node.prefix else "")
    if isinstance(node, Phrase):
        return f'"{node.text}"'
    if isinstance(node, Filter):
        return f"{node.name}:{unparse(node.value)}"
    if isinstance(node, Not):
        inner = node.node
        return f"-{unparse(inner)}" if isinstance(inner, (Word, Phrase, Filter)) else f"NOT {_grouped(inner)}"
    if isinstance(node, And):
        return " ".join(_grouped(n) for n in node.nodes)
    return " OR ".join(_grouped(n) if isinstance(n, Or) else unparse(n) for n in node.nodes)


def _grouped(node: Node) -> str:
    return f"({unparse(node)})" if isinstance(node, (And, Or)) else unparse(node)


def _has_positive(node: Node) -> bool:
    if isinstance(node, Not):
        return False
    if isinstance(node, And):
        return any(_has_positive(n) for n in node.nodes)
    if isinstance(node, Or):
        return all(_has_positive(n) for n in node.nodes)
    return True
