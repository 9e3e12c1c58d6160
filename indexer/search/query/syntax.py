"""The search box's query language, parsed into a small tree; bad input is a QueryError.

Words are ANDed. Also: "exact phrase", OR, NOT (or a leading "-"), parentheses, a trailing
`*` for a prefix, and the filters card:, rule:, lang:, kind:, release: (in German too: karte:,
regel:, sprache:, art:, fassung:, with German values: art:regel, sprache:deutsch). Operators are upper case
only: "not" and "or" in lower case are ordinary words, which rulings are full of.

What a person plausibly types is repaired, not refused (`repaired`): a quotation mark left open
closes at the end (before one word only, the word is searched as a word), a stray parenthesis is
dropped or closed, an operator with nothing on one side is left out, a misplaced `*` is
dropped, an unknown filter is searched as words. Only what cannot mean a search (a query that
only excludes) stays an error. What a question's prose has is no syntax: a group of words among
words is those words, an arrow ("->") is no minus, nor a hyphen glued to a phrase, and "X=3"
is two words.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

from indexer.assembly.model import LANGUAGES
from indexer.search.analysis.common import modifier, terms_of
from indexer.search.analysis.schema import KINDS

from .rule_lookup import RULE_EXAMPLES, typed_number

# Control characters that separate words: tab, line breaks, form feed, the information separators.
_SEPARATING = frozenset("\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x85")
MAX_LENGTH = 500
# How much of a longer text is read to find its MAX_LENGTH characters of words that count (a
# pasted chat message whose question comes last; the search box takes as much).
READ_LENGTH = 2 * MAX_LENGTH
# A sentence's end, and how many terms of a long query's last sentence are kept (see _within_limits).
_SENTENCE_END = (".", "?", "!")
LAST_SENTENCE_TERMS = 15
# The marks that may close a word typed in prose ("-x/-x," before the next clause).
_CLOSING = ",.;:!?"
MAX_TERMS = 40
MAX_DEPTH = 12
MIN_PREFIX = 2
FIELDS = ("card", "rule", "lang", "kind", "release")
# German names of the filters and of their values; a query is written out with the English ones.
FIELD_ALIASES = {"karte": "card", "regel": "rule", "sprache": "lang", "art": "kind", "fassung": "release"}
GERMAN_VALUES = {
    "kind": {"regelauslegung": "ruling", "regel": "rule", "artikel": "article", "karte": "card", "glossar": "glossary"},
    "lang": {"deutsch": "de", "englisch": "en"},
}
# How a query is written out for a German reader: the German names and values.
_GERMAN_NAMES = {name: alias for alias, name in FIELD_ALIASES.items()}
_GERMAN_VALUE_NAMES = {
    name: {value: alias for alias, value in values.items()} for name, values in GERMAN_VALUES.items()
}
VALUE_ALIASES = {"kind": GERMAN_VALUES["kind"], "lang": {**GERMAN_VALUES["lang"], "german": "de", "english": "en"}}
# The values a filter may have, where there is a fixed set (the others are checked on search).
FIELD_VALUES = {"kind": KINDS, "lang": LANGUAGES}
OPERATORS = ("AND", "OR", "NOT")
_SPECIAL = '()"'
# A quotation mark between two letters or digits, inside a word ("fluch"sicher"): a slip of the
# finger, not a phrase, which had begun there and searched "fluch" and "sicher" apart.
_IN_A_WORD = re.compile(r'(?<=[^\W_])"(?=[^\W_])')
# An arrow typed in a question ("->", "-->", "=>", "<-", "<->"), punctuation at a run's start.
_ARROW = re.compile(r"<?[-=]+>|<-+")

_EXAMPLES = {"card": '"Cut In"', "rule": "704.5y", "lang": "de", "kind": "ruling", "release": "2023-10-13"}


class QueryError(ValueError):
    """A query the site cannot run: the code of the fault and the values its message names
    (the messages, in the reader's language, are webapp.query_messages')."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Word:
    text: str
    prefix: bool = False


@dataclass(frozen=True)
class Phrase:
    text: str


@dataclass(frozen=True)
class Filter:
    """A filter by its English name; `typed` is the name as typed ("fassung"), which messages
    about it use."""

    name: str
    value: Word | Phrase
    typed: str = field(default="", compare=False)

    @property
    def shown_name(self) -> str:
        return self.typed or self.name


@dataclass(frozen=True)
class Not:
    node: Node


@dataclass(frozen=True)
class And:
    nodes: tuple[Node, ...]
    # Typed with AND between its parts: every result has all of them, and the search does not
    # fall back to those with most or any of them (build.relaxable), as a space lets it do.
    strict: bool = False


@dataclass(frozen=True)
class Or:
    nodes: tuple[Node, ...]


Node = Word | Phrase | Filter | Not | And | Or


@dataclass(frozen=True)
class _Token:
    kind: str  # word, phrase, field, op, open, close
    text: str
    field: str = ""
    typed: str = ""  # a field's name as typed


def parse(text: str) -> Node | None:
    """The query's tree, None for an empty query; raises QueryError for malformed input."""
    return _parsed(text, _Faults(strict=True))


# The repairs whose note names what it left out or read otherwise (a filter value: "sprache:fr";
# a word before a colon that is no filter: "Turnier:").
DETAILED = frozenset({"filter_value", "field"})


@dataclass(frozen=True)
class Repaired:
    """A query as searched: its text (written out again where it was repaired) and the codes
    of webapp.query_messages.REPAIRS saying what was repaired; `details`, by code, what each
    repair of that code left out (a filter value: the filter as typed, the value, the values
    known), one note each."""

    text: str
    repairs: tuple[str, ...]
    details: Mapping[str, tuple[Mapping[str, str], ...]] = field(default_factory=dict, compare=False)


def repaired(text: str, lang: str = "en") -> Repaired:
    """The query with what a person plausibly mistypes repaired (see the module docstring),
    written out in the reader's language `lang`; raises QueryError for what cannot be a
    search."""
    return repaired_and_parsed(text, lang)[0]


def repaired_and_parsed(text: str, lang: str = "en") -> tuple[Repaired, Node | None]:
    """`repaired`, and the tree of the query as typed: where nothing was repaired, it is the
    tree `parse` gives (every change the repair makes is a fault; but a query of too many terms
    loses the small words of `lang` first, which the search leaves out anyway), and the search
    need not parse the query a second time."""
    faults = _Faults(strict=False)
    node = _parsed(text, faults, lang)
    if not faults.found:
        return Repaired(text, ()), node
    searched = unparse(node, lang) if node is not None else ""
    if len(searched) > MAX_LENGTH:  # (written out, a repair can be longer than what was typed)
        # (shorter than what was parsed, which is at most READ_LENGTH: cut from the text as
        # typed, a query of 1,300 letters was cut by one a time, 1,000 calls deep)
        parsed = min(len(text), READ_LENGTH)
        shorter, node = repaired_and_parsed(_cut(text, parsed - (len(searched) - MAX_LENGTH)), lang)
        repairs = tuple(dict.fromkeys(("too_long", *shorter.repairs)))
        return Repaired(shorter.text, repairs, shorter.details), node
    return Repaired(searched, tuple(faults.found), faults.details), node


class _Faults:
    """What is wrong with a query: an error where `strict`, else a repair noted."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.found: list[str] = []
        self.details: dict[str, tuple[dict[str, str], ...]] = {}

    def __call__(self, code: str, **params: object) -> None:
        if self.strict:
            raise QueryError(code, **params)
        if code not in self.found:
            self.found.append(code)
        if code in DETAILED:
            self.details[code] = (*self.details.get(code, ()), {key: str(value) for key, value in params.items()})


def _without_small_words(tokens: list[_Token], lang: str) -> list[_Token]:
    """The tokens without the words that the analysis of the reader's language leaves out of a
    query ("the", "what", „ich“), where no operator stands beside them: a question of 45 words
    had been cut after its 40th, and its question, at the end, was not searched."""
    small = terms_of(lang)
    kinds = [t.kind for t in tokens]
    return [
        t
        for i, t in enumerate(tokens)
        if not (t.kind == "word" and "op" not in kinds[max(0, i - 1) : i + 2] and not small(t.text, True))
    ]


def _within_limits(tokens: list[_Token], too_long: bool, fault: _Faults, lang: str | None) -> list[_Token]:
    """The tokens within MAX_TERMS terms and MAX_LENGTH characters: the small words of the
    reader's language `lang` go first, then the words before the last sentence, which is kept
    (a chat message pasted whole ends with its question: cut after its 40th term or its 500th
    character, the question was not searched)."""
    if not too_long and len(_terms(tokens)) <= MAX_TERMS:
        return tokens
    if lang is not None and _terms(without := _without_small_words(tokens, lang)):
        tokens = without  # (a query of small words only stays one: it is cut, and the page says what it found)
    last = _last_sentence(tokens)
    first = tokens[: len(tokens) - len(last)]
    if too_long:
        first = _within_length(first, MAX_LENGTH - (_length(last) + 1 if last else 0))
        # (a first word longer than a query may be is cut to its beginning: no common word nor
        # sentence was left out, and the page says so)
        cut = bool(first) and first[0].kind == "word" and len(first[0].text) < len(tokens[0].text)
        fault("word_cut" if cut else "too_long", limit=MAX_LENGTH)
    room = MAX_TERMS - len(_terms(last))
    if len(_terms(first)) > room:
        fault("too_many", limit=MAX_TERMS)
        first = first[: _terms(first)[room]]
    return _mended(first + last, fault)


def _terms(tokens: list[_Token]) -> list[int]:
    """The places of the tokens that are search terms."""
    return [i for i, t in enumerate(tokens) if t.kind in ("word", "phrase", "field")]


def _last_sentence(tokens: list[_Token]) -> list[_Token]:
    """The words of the last sentence (at most its last LAST_SENTENCE_TERMS) where the text has
    another before it and the last is words only; else none."""
    for i in range(len(tokens) - 2, -1, -1):
        if tokens[i].kind == "word" and tokens[i].text.endswith(_SENTENCE_END):
            last = tokens[i + 1 :]
            return last[-LAST_SENTENCE_TERMS:] if all(t.kind in ("word", "phrase") for t in last) else []
    return []


def _written_length(token: _Token) -> int:
    """A token's characters written out: a phrase with its quotation marks, a filter with its name."""
    return len(token.text) + (2 if token.kind == "phrase" else len(token.field) + 1 if token.field else 0)


def _length(tokens: list[_Token]) -> int:
    """The tokens' characters written out, a space between two."""
    return sum(_written_length(t) for t in tokens) + max(0, len(tokens) - 1)


def _within_length(tokens: list[_Token], limit: int) -> list[_Token]:
    """The tokens from the first while they take at most `limit` characters written out."""
    kept: list[_Token] = []
    used = -1
    for token in tokens:
        used += 1 + _written_length(token)
        if used > limit:
            if not kept:  # (one word longer than a query may be: its beginning)
                kept.append(replace(token, text=_cut(token.text, limit - _written_length(token) + len(token.text))))
            break
        kept.append(token)
    return kept


def _cut(text: str, limit: int) -> str:
    """The text cut to at most `limit` characters, at a space where it has one."""
    return text[:limit].rsplit(" ", 1)[0]


def _without_control(ch: str) -> str:
    """A control character left out, as the page says: „tram\x00ple“ is "trample" (it was two
    words); one that separates (a tab, a line break, a form feed, a separator) is a space."""
    if unicodedata.category(ch) != "Cc":
        return ch
    return " " if ch in _SEPARATING else ""


def _parsed(text: str, fault: _Faults, lang: str | None = None) -> Node | None:
    """The query's tree; `lang`, the reader's language, whose small words are left out first
    where the query has too many terms or characters (_within_limits)."""
    read = MAX_LENGTH if lang is None else READ_LENGTH
    if len(text) > read:
        text = _cut(text, read)
        if fault.strict or " " in text or len(text) <= MAX_LENGTH:  # (else one word: _within_limits cuts it)
            fault("too_long", limit=MAX_LENGTH)
    if any(unicodedata.category(ch) == "Cc" and ch not in "\t\n\r" for ch in text):
        fault("control")
        text = "".join(_without_control(ch) for ch in text)
    if _IN_A_WORD.search(text):
        fault("word_quote")
        text = _IN_A_WORD.sub("", text)
    tokens = _tokenize(text, fault)
    if not fault.strict:
        tokens = _mended(tokens, fault)
    if not tokens:
        return None
    tokens = _within_limits(tokens, len(text) > MAX_LENGTH, fault, lang)
    node = _Parser(tokens).parse()
    if not _has_positive(node):
        raise QueryError("only_not")
    return node


def _tokenize(text: str, fault: _Faults) -> list[_Token]:
    tokens: list[_Token] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch == '"' and (last := _LAST_WORD.fullmatch(text, i + 1)):
            # (a mark left open before the last word: the word, not an exact phrase of it, which
            # left out its translations: „"legendenregel“ found 5 texts, „legendenregel“ 51)
            fault("quote_word")
            _word_token(last.group(1), 0, len(last.group(1)), tokens, fault)
            i = len(text)
        elif ch == '"':
            phrase, end, closed = _quoted(text, i, fault)
            if phrase.strip():
                tokens.append(_Token("phrase", phrase))
            else:
                fault("empty_phrase" if closed else "stray_quote")
            i = end + 1
        elif ch in "()":
            tokens.append(_Token("open" if ch == "(" else "close", ch))
            i += 1
        else:
            i = _word_token(text, i, _run_end(text, i), tokens, fault)
    return tokens


# One word and nothing else, as what follows a quotation mark left open.
_LAST_WORD = re.compile(r'\s*([^\s"()]+)\s*')


def _run_end(text: str, start: int) -> int:
    """Where the run of text (a word, an operator, a filter) starting at `start` ends."""
    end = start
    while end < len(text) and not text[end].isspace() and text[end] not in _SPECIAL:
        end += 1
    return end


def _value_after_space(text: str, end: int) -> int | None:
    """Where the value of a filter typed with a space after its colon ("card: Sheoldred",
    "rule: 704.5j") starts; None where no word or phrase follows (an operator, a parenthesis,
    another filter or the end of the query)."""
    start = end
    while start < len(text) and text[start].isspace():
        start += 1
    if start == end or start == len(text) or text[start] in "()":
        return None
    run = text[start : _run_end(text, start)]
    if run in OPERATORS or run.startswith("-") or ":" in run:
        return None
    return start


def _quoted(text: str, opening: int, fault: _Faults) -> tuple[str, int, bool]:
    """The phrase opened at `opening`, where it ends (its closing mark, or the end of the
    query) and whether it was closed. A mark left open before words is closed at the end
    ("quote"); one with nothing after it is a stray mark, not a phrase left open, and the caller
    says what is missing (a note of both contradicted each other)."""
    end = text.find('"', opening + 1)
    closed = end >= 0
    end = end if closed else len(text)
    phrase = text[opening + 1 : end]
    if not closed and phrase.strip():
        fault("quote")
    return phrase, end, closed


def _word_token(text: str, start: int, end: int, tokens: list[_Token], fault: _Faults) -> int:
    """Add the token for text[start:end]; returns where tokenizing continues."""
    run = text[start:end]
    if run in OPERATORS:
        tokens.append(_Token("op", run))
        return end
    if arrow := _ARROW.match(run):
        # (an arrow is punctuation, not a minus: "flicker -> does it come back" excluded ">",
        # and a query that excludes something cannot fall back to any of its words: nothing)
        run = run[arrow.end() :]
        if not run:
            return end
    if start > 0 and text[start - 1] == '"' and run.startswith("-") and run[1:2].isalpha():
        run = run[1:]  # (a hyphen after a phrase joins it: „"stirbt"-trigger“ had excluded „trigger“)
    if not run.strip("-"):  # a "-" before a phrase or group excludes it; one alone, nothing ("Legendenregel -")
        if end < len(text) and text[end] in '"(':
            tokens.append(_Token("op", "NOT"))
        else:
            fault("minus")
        return end
    # ("-1/-1" and "-X/-X", power/toughness modifiers, are words, also before a comma: "opfern
    # oder -x/-x, stirbt der dann" had excluded "x/-x," and found nothing)
    if run.startswith("-") and len(run) > 1 and not run[1].isdigit() and modifier(run.rstrip(_CLOSING)) is None:
        tokens.append(_Token("op", "NOT"))
        run = run[1:]
    name, colon, value = run.partition(":")
    if colon and name.isalpha():
        return _field_token(text, name.lower(), value, end, tokens, fault, written=name)
    for part in filter(None, run.split("=")):  # ("X=3" is X and 3: as one word, a phrase of both)
        _add_word(part, tokens, fault)
    return end


def _add_word(run: str, tokens: list[_Token], fault: _Faults) -> None:
    if _wildcard_fits(run):
        tokens.append(_Token("word", run))
        return
    fault("wildcard", min=MIN_PREFIX)
    for part in _star_parts(run):
        if _wildcard_fits(part):
            _word_token(part, 0, len(part), tokens, fault)
        elif cleaned := part.replace("*", ""):
            _word_token(cleaned, 0, len(cleaned), tokens, fault)


def _field_token(
    text: str, typed: str, value: str, end: int, tokens: list[_Token], fault: _Faults, written: str = ""
) -> int:
    """Add the token of a filter `typed:value` (`written`: its name as typed, in its case); its
    faults name the filter as typed. A name that is no filter is a word, as written."""
    name = FIELD_ALIASES.get(typed, typed)
    if name not in FIELDS:
        fault("field", name=written or typed, known=", ".join(f"{f}:" for f in FIELDS))
        _add_word(written or typed, tokens, fault)
        if value:
            _word_token(value, 0, len(value), tokens, fault)
        return end
    start = _value_after_space(text, end) if not value else None
    if start is not None and (
        text[start] == '"' or not _known_values(name, text[start : _run_end(text, start)], typed)
    ):
        fault("field_space", name=typed, example=_EXAMPLES[name])
        end = start if text[start] == '"' else _run_end(text, start)
        value = text[start:end] if text[start] != '"' else ""
    if not value and end < len(text) and text[end] == '"':
        phrase, close, _ = _quoted(text, end, fault)
        if not phrase.strip():
            fault("field_value", name=typed, example=_EXAMPLES[name])
            return close + 1
        tokens.append(_Token("field", phrase, field=name, typed=typed))
        return close + 1
    if not value:
        fault("field_value", name=typed, example=_EXAMPLES[name])
        return end
    value = VALUE_ALIASES.get(name, {}).get(value.lower(), value)
    known = _known_values(name, value, typed)
    if known and not fault.strict:
        fault("filter_value", name=typed, value=value, known=known)
        return end
    tokens.append(_Token("field", value, field=name, typed=typed))
    return end


def _known_values(name: str, value: str, typed: str) -> str:
    """The values the filter `name` may have, where `value` is none of them, by their German
    names where the filter's name was `typed` in German ("sprache:" takes "deutsch"); "" for a
    value that may exist (a card's name, a release: checked on search)."""
    if name in FIELD_VALUES and value.lower() not in FIELD_VALUES[name]:
        german = typed.lower() in FIELD_ALIASES and name in GERMAN_VALUES
        return ", ".join(GERMAN_VALUES[name] if german else FIELD_VALUES[name])
    if name == "rule" and not typed_number(value):
        return RULE_EXAMPLES
    return ""


_INNER_STARS = re.compile(r"\*+(?=[^*])")  # stars with more of the word after them
_WHOLE_PART = 3  # the word characters of each side of a * that parts a word


def _star_parts(run: str) -> list[str]:
    """The parts a misplaced * leaves of a word: a * between two words parts them, as a space
    would ("trample*ward" was searched "trampleward"); one within a word ("tr*mple", a
    wildcard other engines take) joins its letters, whose spelling the suggestion may mend. A
    part may keep a * at its end, and be a filter ("*kind:x")."""
    parts: list[str] = []
    for part in filter(None, _INNER_STARS.split(run.lstrip("*"))):
        if parts and min(_word_characters(parts[-1]), _word_characters(part)) < _WHOLE_PART:
            parts[-1] += part
        else:
            parts.append(part)
    return [part.rstrip("*") + "*" if part.endswith("*") else part for part in parts]  # ("tramp**": tramp*)


def _word_characters(text: str) -> int:
    return sum(ch.isalnum() for ch in text)


def _wildcard_fits(run: str) -> bool:
    stem = run.rstrip("*")
    return "*" not in run or ("*" not in stem and len(stem) >= MIN_PREFIX and len(run) - len(stem) == 1)


def _mended(tokens: list[_Token], fault: _Faults) -> list[_Token]:
    """The tokens without operators that have nothing to join, empty or stray parentheses,
    and with the parentheses left open closed at the end; if nothing else is left, the
    operators as the words they are in lower case ("NOT" alone searches "not"), which is then
    the one repair noted: none of them was left out."""
    if tokens and tokens[-1].kind == "open":
        # (opened with nothing after: "(((" and "Rolle (" had been said closed at the end and
        # then, empty, left out; a tester's review)
        fault("stray_paren")
        while tokens and tokens[-1].kind == "open":
            tokens = tokens[:-1]
    mended = _balanced(tokens, fault)
    left_out: list[str] = []
    while True:
        dropped = {i: code for i in range(len(mended)) if (code := _dangling(mended, i))}
        if not dropped:
            break
        left_out += dropped.values()
        mended = _balanced([t for i, t in enumerate(mended) if i not in dropped], fault)
    operators = [t for t in tokens if t.kind == "op"]
    # (parentheses alone are no operators typed as words: "(" got the note on AND, OR and NOT)
    if operators and not any(t.kind in ("word", "phrase", "field") for t in mended):
        fault("operator_words")
        return [_Token("word", t.text.lower()) for t in operators]
    for code in left_out:
        fault(code, op="AND")
    return mended


def _dangling(tokens: list[_Token], i: int) -> str | None:
    """Why token `i` has nothing to stand for (a fault's code, see QueryError), if it has nothing."""
    token = tokens[i]
    if token.kind == "open" and i + 1 < len(tokens) and tokens[i + 1].kind == "close":
        return "empty_group"
    if token.kind == "close" and i > 0 and tokens[i - 1].kind == "open":
        return "empty_group"
    if token.kind != "op":
        return None
    before = tokens[i - 1] if i > 0 else None
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if token.text == "NOT":
        ends = after is None or after.kind == "close" or (after.kind == "op" and after.text != "NOT")
        return "not" if ends else None
    ends = after is None or after.kind == "close"
    follows = before is not None and before.kind == "op" and before.text != "NOT"  # ("OR OR": the second)
    return "operator" if ends or follows or before is None or before.kind == "open" else None


def _balanced(tokens: list[_Token], fault: _Faults) -> list[_Token]:
    depth = 0
    out = []
    for token in tokens:
        if token.kind == "close" and depth == 0:
            fault("paren_close")
            continue
        depth += {"open": 1, "close": -1}.get(token.kind, 0)
        out.append(token)
    if depth:
        fault("paren_open")
    return out + [_Token("close", ")")] * depth


class _Parser:
    """or := and ("OR" and)* ; and := unary ("AND"? unary)* ; unary := "NOT" unary | atom."""

    def __init__(self, tokens: list[_Token]) -> None:
        self.tokens = tokens
        self.pos = 0
        self.depth = 0
        # the filters typed outside parentheses (their ids), which apply to the whole query
        self.loose: set[int] = set()

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
        return nodes[0] if len(nodes) == 1 else self._filters_lifted(nodes)

    def _filters_lifted(self, nodes: list[Node]) -> Node:
        """The alternatives `nodes`, and filters typed beside the last or the first of them
        outside parentheses applying to all: "hexproof OR shroud kind:ruling" had kept the
        rulings on shroud and everything on hexproof (a reader's review; the help page says a
        filter keeps the results it describes). Where more than one alternative has filters
        ("a kind:rule OR b kind:ruling"), each keeps its own."""
        loose = [
            (i, [n for n in node.nodes if id(n) in self.loose]) for i, node in enumerate(nodes) if isinstance(node, And)
        ]
        with_filters = [(i, filters) for i, filters in loose if filters]
        if len(with_filters) != 1 or with_filters[0][0] not in (0, len(nodes) - 1):
            return Or(tuple(nodes))
        i, filters = with_filters[0]
        rest = [n for n in cast(And, nodes[i]).nodes if id(n) not in self.loose]
        if not rest:  # (an alternative of filters alone is one: "hexproof OR kind:ruling lang:de")
            return Or(tuple(nodes))
        nodes[i] = rejoined(nodes[i], rest)
        return And((Or(tuple(nodes)), *filters))

    def and_expr(self) -> Node:
        nodes = [self.noted_unary()]
        strict = False
        while True:
            token = self.peek()
            if token is None or token.kind == "close" or self._is_op("OR"):
                break
            if self._is_op("AND"):
                self.take()
                self._operand_follows("AND")
                strict = True
            nodes.append(self.noted_unary())
        if len(nodes) == 1:
            return nodes[0]
        # (a group of words among words is those words: parentheses typed as prose, "werewolf
        # (night side, the big one) mana value", had made a query that could not fall back to
        # any of its words, and a question of 40 words found nothing; a group typed with AND
        # makes all of them strict)
        strict = strict or any(isinstance(node, And) and node.strict for node in nodes)
        parts = tuple(part for node in nodes for part in (node.nodes if isinstance(node, And) else (node,)))
        return And(parts, strict)

    def noted_unary(self) -> Node:
        """`unary`, noting a filter typed outside parentheses ("kind:ruling", "-kind:card")."""
        start = self.pos
        node = self.unary()
        typed = [t.kind for t in self.tokens[start : self.pos]]
        if self.depth == 0 and typed in (["field"], ["op", "field"]):
            self.loose.add(id(node))
        return node

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
            negated = self.unary()
            return negated.node if isinstance(negated, Not) else Not(negated)  # ("NOT NOT trample", "-(-trample)")
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
            return Filter(token.field, value, token.typed)
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


def unparse(node: Node, lang: str = "en") -> str:
    """Query text for a tree, such that `parse(unparse(tree)) == tree`: filters are added to
    and removed from a query by changing its tree and writing it out again. For a German
    reader (`lang` "de") filters are written with their German names and values
    ("art:regelauslegung"), as the help page shows them."""
    if isinstance(node, Word):
        return node.text + ("*" if node.prefix else "")
    if isinstance(node, Phrase):
        return f'"{node.text}"'
    if isinstance(node, Filter):
        return _filter_text(node, lang)
    if isinstance(node, Not):
        inner = node.node
        return (
            f"-{unparse(inner, lang)}" if isinstance(inner, (Word, Phrase, Filter)) else f"NOT {_grouped(inner, lang)}"
        )
    if isinstance(node, And):
        return (" AND " if node.strict else " ").join(_grouped(n, lang) for n in node.nodes)
    return " OR ".join(_grouped(n, lang) if _kept_apart(n) else unparse(n, lang) for n in node.nodes)


def rejoined(node: Node | None, kept: Sequence[Node]) -> Node:
    """`kept` (not empty), parts of `node`, as one node: alone, or joined as `node` joins its
    parts (strictly where AND was typed between them)."""
    if len(kept) == 1:
        return kept[0]
    return replace(node, nodes=tuple(kept)) if isinstance(node, And) else And(tuple(kept))


def _kept_apart(node: Node) -> bool:
    """Whether an alternative is written in parentheses: another OR, or words with a filter of
    their own (without them the filter would apply to all, _Parser._filters_lifted)."""
    return isinstance(node, Or) or (
        isinstance(node, And)
        and any(isinstance(n, Filter) or isinstance(n, Not) and isinstance(n.node, Filter) for n in node.nodes)
    )


def _filter_text(node: Filter, lang: str) -> str:
    if lang != "de":
        return f"{node.name}:{unparse(node.value)}"
    value = node.value
    if isinstance(value, Word) and not value.prefix:
        value = Word(_GERMAN_VALUE_NAMES.get(node.name, {}).get(value.text.lower(), value.text))
    return f"{_GERMAN_NAMES[node.name]}:{unparse(value)}"


def _grouped(node: Node, lang: str = "en") -> str:
    return f"({unparse(node, lang)})" if isinstance(node, (And, Or)) else unparse(node, lang)


def _has_positive(node: Node) -> bool:
    if isinstance(node, Not):
        return False
    if isinstance(node, And):
        return any(_has_positive(n) for n in node.nodes)
    if isinstance(node, Or):
        return all(_has_positive(n) for n in node.nodes)
    return True
