"""The query errors' and repairs' texts, in the reader's language: the search package
(indexer.search.query.syntax) names a fault by its code and the values it mentions."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from flask_babel import lazy_gettext as _l

from indexer.search.query.syntax import MAX_LENGTH, MAX_TERMS, MIN_PREFIX, QueryError
from indexer.search.results import SearchPage

MESSAGES = {
    "too_long": _l("The query is too long: at most %(limit)s characters, please."),
    "control": _l("The query contains control characters. Please type plain text."),
    "quote": _l('A quotation mark is not closed. Close the phrase with a second ".'),
    "quote_word": _l('A quotation mark is not closed. For an exact phrase, close it with a second ".'),
    "paren_open": _l("A parenthesis is opened but never closed."),
    "paren_close": _l("A closing parenthesis has no opening one."),
    "empty_group": _l("Empty parentheses: put search words between them."),
    "empty_phrase": _l("Empty quotation marks: put search words between them."),
    "stray_quote": _l('A quotation mark has nothing after it: put the search words between two ".'),
    "word_quote": _l('A quotation mark stands inside a word: a phrase goes between two ", with spaces around it.'),
    "operator": _l("%(op)s needs a search term on both sides."),
    "not": _l("NOT needs a search term after it."),
    "minus": _l("A minus sign needs a search term right after it, without a space: -trample."),
    "only_not": _l("A query cannot consist only of excluded terms. Add a word to look for."),
    "wildcard": _l("A wildcard (*) needs at least %(min)s letters before it, at the end of a word."),
    "field": _l('Unknown filter "%(name)s:". Known filters: %(known)s.'),
    "field_value": _l('The filter "%(name)s:" needs a value, e.g. %(name)s:%(example)s.'),
    "field_space": _l(
        'The filter "%(name)s:" is followed by a space: write its value right after the colon, '
        "e.g. %(name)s:%(example)s."
    ),
    "too_many": _l("The query has too many terms: at most %(limit)s, please."),
    "too_deep": _l("The query nests parentheses too deeply."),
    "no_terms": _l(
        "Nothing in this query can be searched for: very common words such as “the” or “der” are left out, "
        "and a word needs at least one letter or digit. Add a more specific word."
    ),
    "filter_value": _l('"%(value)s" is not a value for %(name)s:. Possible values: %(known)s.'),
    "release_words": _l(
        "A search in one release of the rules (%(name)s:) takes words and phrases only, without OR, NOT or parentheses."
    ),
}
# What a repair did, by the code of the fault it repaired (see `repaired`).
REPAIRS = {
    "too_long": _l(
        "The query was longer than %(limit)s characters: very common words were left out, then, where needed, "
        "words before a last sentence.",
        limit=MAX_LENGTH,
    ),
    "word_cut": _l(
        "The query's first word was longer than %(limit)s characters: only its beginning was searched.",
        limit=MAX_LENGTH,
    ),
    "control": _l("Control characters were left out."),
    "phrase_words": _l("No text has the words in quotation marks exactly as written: they were searched as words."),
    "quote": _l("A quotation mark was not closed: the phrase ends at the end of the query."),
    "quote_word": _l(
        "A quotation mark before one word was not closed: the word was searched as a word, not as an exact phrase."
    ),
    "paren_open": _l("A parenthesis was not closed: it is closed at the end of the query."),
    "stray_paren": _l("An opening parenthesis with nothing after it was left out."),
    "paren_close": _l("A closing parenthesis without an opening one was left out."),
    "empty_group": _l("Empty parentheses were left out."),
    "empty_phrase": _l("Empty quotation marks were left out."),
    "stray_quote": _l("A quotation mark with nothing after it was left out."),
    "word_quote": _l("A quotation mark inside a word was left out."),
    "operator": _l("An AND or OR with no search term on one side was left out."),
    "not": _l("A NOT with no search term after it was left out."),
    "minus": _l(
        "A minus sign with no search term right after it was left out. To exclude a word, write the minus sign "
        "directly before it, without a space: -trample."
    ),
    "operator_words": _l(
        "AND, OR and NOT join search terms. Typed without any, they were searched as ordinary words in lower case."
    ),
    "wildcard": _l(
        "A * was left out. A * goes at the end of a word, after at least %(min)s letters: tramp* finds trample and "
        "trampling.",
        min=MIN_PREFIX,
    ),
    "field_named": _l(
        "“%(name)s:” is no filter and was searched as a word. Filters: card:, rule:, lang:, kind:, release:."
    ),
    "field_value": _l("A filter without a value was left out."),
    "field_space": _l("The space after a filter's colon was left out: the word after it is the filter's value."),
    "filter_value": _l("A filter value that does not exist was left out."),
    "card_label": _l("No card has the name after the colon: the filter's name was searched as an ordinary word."),
    "filter_value_named": _l('"%(value)s" is not a value for %(name)s: and was left out. Possible values: %(known)s.'),
    "release_twice": _l("One release of the rules is searched at a time: a second release filter was left out."),
    "release_twice_named": _l(
        "%(name)s:%(value)s was left out: one release of the rules is searched at a time, here %(kept)s."
    ),
    "too_many": _l(
        "Only %(limit)s terms were searched: the first ones and, where the query has one, a last sentence.",
        limit=MAX_TERMS,
    ),
    "no_terms": _l(
        "Only very common words were typed (such as “the” or “der”): they stand in nearly every text, so they are "
        "not searched."
    ),
    "no_words": _l("Nothing was typed that can be searched: a search word needs at least one letter or digit."),
    "operators_alone": _l(
        "AND and OR join two search terms: typed alone, they are the words “and” and “or”, which stand in nearly "
        "every text and are not searched. Type the words to look for, for example trample OR deathtouch."
    ),
}
# The codes of REPAIRS after which nothing was left to search.
_NOTHING_SEARCHED = frozenset(("no_terms", "no_words", "operators_alone"))


def error_message(error: QueryError) -> str:
    """Why the query cannot be searched, for the person who typed it."""
    return _ended(str(MESSAGES[error.code]) % error.params)


def _ended(sentence: str) -> str:
    """A sentence whose last value ends with an ellipsis (the rule numbers a filter takes:
    "704.5y, 303.7a, 613, …") without the full stop after it ("…." read as a typo)."""
    return sentence[:-1] if sentence.endswith("….") else sentence


def nothing_searched(page: SearchPage) -> bool:
    """Whether the repairs left nothing to search ("*", "-", "OR", "the"): the page then says
    why in the repair's note alone, not what it searched nor to try fewer words."""
    return page.searched == "" or not _NOTHING_SEARCHED.isdisjoint(page.repairs)


def repair_notes(code: str, details: Iterable[Mapping[str, str]] = ()) -> list[str]:
    """What a repair of the query did (see indexer.search.query.syntax.repaired): a note naming
    each thing it left out where the search says (`details`: filter values, Repaired.details),
    else one note."""
    named = REPAIRS.get(f"{code}_named")
    if named is None or not details:
        return [str(REPAIRS[code])]
    return [
        _ended(str(named) % {**each, "value": each.get("value", "")[:40], "name": each.get("name", "")[:40]})
        for each in details
    ]
