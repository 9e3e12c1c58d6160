"""Card names among the words of a query ("Charmanter Schurke Rolle", "Einschneiden Ziel").

Rulings are indexed with their cards' ids, not with the cards' names (that keeps the build
fast), so the words of a name find the card but none of its rulings. The search looks for runs
of query words that name one card and also searches that card's rulings for the other words
(query.build.QueryBuilder.build). A run names a card where it is one of the card's names in the
names lexicon (indexer.assembly.names: either language, every variant, each face of a two-faced card),
or where its words are in the names of a few cards only (at most MAX_CARDS) and one of them
is a name's word: about as rare in texts as in names, and not a word of the rules or the
glossary. A word only names have ("Halunkin", "Scoundrel") means one of those cards, while
"Strike", "Hand" or "man", in a few names and thousands of texts, are the words of a question,
not of a name; and so are the words the rules use, however rare ("Verwandlung" of 702.162,
"ausspielen" of 305.2a: the cards "Grausige Verwandlung" and "Gegeneinander ausspielen" were
the answers to questions about transforming and playing lands).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from indexer.assembly.model import LANGUAGES
from indexer.search.analysis.common import MARKS, terms_of
from indexer.search.analysis.names import fold_name
from indexer.search.suggest.edit_distance import distance
from indexer.search.suggest.lexicon import Form, Lexicon

# A run of words in the names of more cards than this names none of them.
MAX_CARDS = 5
# Names of at most MAX_CARDS cards are in at most this many forms (both languages, variants,
# faces): a word in more names than that is not looked at further.
MAX_FORMS = 12 * MAX_CARDS
# A word of a name is a name's word where at most this many texts per card have it.
TEXTS_PER_NAME = 3
# A run of at least this many words that only one card's names have all of names that card,
# however common each word is: "jace mind sculptor" (Jace, the Mind Sculptor), whose words are
# each in many texts ("Jace") or in the rules ("Space Sculptor"), had found the rules on Space
# Sculptor and none of Jace's rulings.
WORDS_OF_ONE_NAME = 3
# A card's one-word name that more texts than this have is, beside other words, a word of the
# question: "X" (851 texts) in "mana value X spell on stack", "Ends", "Take", "Well".
QUESTION_WORD_TEXTS = 150
# A word of a name of several words typed one typo off is taken for the name's word from this many
# letters on: in shorter words one typo turns one word into another too often.
TYPO_LETTERS = 6


@dataclass(frozen=True)
class NamedCard:
    """Query words start..end (exclusive) name the card `card`, whose name is `names` in the
    two languages (the form each shows); or, for part of a name ("Scoundrel"), one of the
    `cards` (the first is `card`), whose names `names` holds."""

    start: int
    end: int
    card: str
    names: tuple[str, ...]
    cards: tuple[str, ...] = ()

    @property
    def whole(self) -> bool:
        """The words are a card's whole name, not a part of several cards' names."""
        return not self.cards

    @property
    def all_cards(self) -> tuple[str, ...]:
        return self.cards or (self.card,)


def _nowhere(word: str) -> bool:
    return False


def named_cards(
    lexicon: Lexicon,
    words: list[str],
    in_texts: Callable[[str], int],
    in_rules: Callable[[str], bool] = _nowhere,
    everyday: Callable[[str], bool] = _nowhere,
    elsewhere: Callable[[str, frozenset[str]], int] | None = None,
    noun: Callable[[str], bool] = _nowhere,
    common: Callable[[str], bool] = _nowhere,
) -> list[NamedCard]:
    """The runs of `words` that name a card, longest first, left to right, without overlaps;
    `in_texts(word)` says in how many texts (not names) the (folded) word is, sys.maxsize for
    a word of the game's vocabulary, which names no card alone even where a card has it as
    its whole name ("Exil", "Regeneration", "Beharrlichkeit"). Typed alone, a one-word name
    names its card whatever the texts say ("X"). `in_rules(word)` says whether the rules or
    the glossary use the word: then it is no part of a name (a whole name it may be, as the
    rules' examples name cards: "Blitzschlag" in 120.5). A word without letters or digits inside a
    run is passed over: "Feuer // Eis" is the name "Feuer / Eis" (a run may not begin or end with one).
    `everyday(word)` says whether the texts write a word, as typed, in lower case as a word of
    their sentences: typed so beside other words, a one-word name is that word ("when does
    floating mana disappear" is not about the card Disappear; nobody writes "tarmogoyf").
    `elsewhere(word, names)` says in how many texts the word is but those that name a card by
    one of `names` ("isochron" is in five texts, each of them saying "Isochron Scepter"); by
    default, `in_texts(word)`. `noun(word)` says whether the rules write a word typed with its
    capital as a noun of the game's: beside other words, a German one-word name is then that
    noun („Quelle zerstört“ is about a source, not the card Quelle // Verstand). `common(word)`
    says whether a word is a common one of everyday English or German: typed in lower case
    beside other words, it is no word of a longer name ("board wipe" is not about the cards
    Board the Weatherlight and Time Wipe, nor "he thinks he's safe" about Safe Haven)."""
    keys = [fold_name(word) for word in words]
    number, in_a_key = cache(lexicon.word_number), cache(lexicon.in_a_key)  # (a word is in many runs)
    in_texts = cache(in_texts)  # each word is asked about once, however many runs it is in
    in_rules = cache(in_rules)
    everyday = cache(everyday)
    noun = cache(noun)
    common = cache(common)
    elsewhere = cache(elsewhere or (lambda word, names: in_texts(word)))
    found: list[NamedCard] = []
    taken: set[int] = set()
    alone = len(words) == 1
    for size in range(len(words), 0, -1):
        for start in range(len(words) - size + 1):
            span = set(range(start, start + size))
            run = keys[start : start + size]
            if span & taken or not (run[0] and run[-1]):
                continue
            key = " ".join(filter(None, run))
            forms = _cards_named(lexicon, key, number, in_a_key, in_texts, in_rules, elsewhere, alone)
            bare = _without_possessive(words[start + size - 1])
            if not forms and bare:  # ("Tarmogoyf's": no name has the "s" the folding leaves)
                key = " ".join(filter(None, [*run[:-1], fold_name(bare)]))
                forms = _cards_named(lexicon, key, number, in_a_key, in_texts, in_rules, elsewhere, alone)
            if forms and size == 1 < len(words) and _a_word(words[start], everyday, noun):
                forms = []
            if forms and size == 1 < len(words) and _a_common_word(lexicon, key, words[start], common):
                forms = []
            if forms and size > 1 and _words_of_a_sentence(lexicon, key, words[start : start + size]):
                forms = []
            if forms:
                names = tuple(dict.fromkeys(lexicon.in_language(f, lang).display for f in forms for lang in LANGUAGES))
                targets = tuple(f.target or "" for f in forms)
                found.append(NamedCard(start, start + size, targets[0], names, targets if len(forms) > 1 else ()))
                taken |= span
    return sorted(found, key=lambda named: named.start)


def _without_possessive(word: str) -> str | None:
    """A word with its possessive "'s" taken off ("Tarmogoyf's", "tarmogoyf’s"), else None: a
    name typed so had found the card's rulings and not the card."""
    for mark in ("'s", "’s"):
        if word.endswith(mark) and len(word) > len(mark):
            return word[: -len(mark)]
    return None


def _a_word(word: str, everyday: Callable[[str], bool], noun: Callable[[str], bool]) -> bool:
    """Whether a one-word name typed beside other words is a word of the texts: asked without
    the marks around it ("he sacrifices it in response. what happens …" had found the card
    Response // Resurgence, as "response." is written nowhere). A noun typed in lower case, as
    readers type German, is still the noun („quelle weg bevor der trigger verrechnet wird“ had
    found the rulings of Quelle // Verstand, Spring // Mind, first)."""
    bare = word.strip(MARKS)
    if not bare:
        return False
    return (everyday(bare) or noun(bare.capitalize())) if bare.islower() else noun(bare)


def _a_common_word(lexicon: Lexicon, key: str, word: str, common: Callable[[str], bool]) -> bool:
    """Whether a word typed in lower case, a word of longer names and no name itself, is a
    common word of everyday language."""
    bare = word.strip(MARKS)
    return bare.islower() and not lexicon.forms_named(key) and common(bare)


def _words_of_a_sentence(lexicon: Lexicon, key: str, run: list[str]) -> bool:
    """Whether words of a longer name, typed in lower case, begin or end with a small word:
    a sentence's words ("opp wrathed the board" is not about Board the Weatherlight)."""
    bare = [word.strip(MARKS) for word in run]
    small = small_word(bare[0]) or small_word(bare[-1])
    return small and all(word.islower() for word in bare) and not lexicon.forms_named(key)


def _cards_named(
    lexicon: Lexicon,
    key: str,
    number: Callable[[str], int | None],
    in_a_key: Callable[[str], bool],
    in_texts: Callable[[str], int],
    in_rules: Callable[[str], bool],
    elsewhere: Callable[[str, frozenset[str]], int],
    alone: bool,
) -> list[Form]:
    """A name form of each card that `key` names, or one of each card whose names have the
    words of `key` where they are names' words; else none. German names are often typed apart
    ("Llanowar Elfen" for "Llanowarelfen"), so the words written together count too.
    `number(word)` is the lexicon's number of a word of the names (None for a word no name has),
    `in_a_key(word)` whether a name's key has it (a nickname's words too).

    Most runs of a question's words hold a word that no name has: such a run is looked up only
    as far as a name could still match, written together, with its last word in another
    number, one typo off, or without its small words; with two such words that are not small
    ones, only written together (a third of the runs of the relevance sets' questions)."""
    words = key.split(" ")
    if sum(not in_a_key(word) and not small_word(word) for word in words) > 1:
        return _each_card(_cards(lexicon, lexicon.forms_named(key.replace(" ", ""))))
    numbers = [number(word) for word in words]
    singular: list[str] = []  # (a one-word name typed in the plural)
    if " " not in key:
        if _a_question_word(key, in_texts, alone):
            return []  # a game word ("exile", "Regeneration") or a common one ("X") that is a card's whole name
        singular = [bare for bare in _one_word_singular(key, in_texts) if not _a_question_word(bare, in_texts, alone)]
    spellings = (key, key.replace(" ", ""), *_singular(key), *_plural(key), *singular)
    if not all(map(in_a_key, words[:-1])):
        spellings = (key.replace(" ", ""),)
    for spelled in spellings:
        exact = _cards(lexicon, lexicon.forms_named(spelled))
        if exact:
            return _each_card(exact)
    if " " not in key and (joined := _cards(lexicon, lexicon.forms_joined(key))):
        return _each_card(joined)  # (a name of several words typed as one: „Platinengel“)
    if " " in key and (misspelled := _named_one_typo_off(lexicon, key, numbers, in_texts)):
        return _each_card(misspelled)
    named = _name_words(words)
    found = [number for number in (numbers[at] for at in named) if number is not None]
    if len(found) < len(named):
        return []
    rarest = min(found, key=lexicon.form_count)
    if lexicon.form_count(rarest) > MAX_FORMS:
        return []
    wanted = {words[at] for at in named}
    per_card: dict[str, Form] = {}
    for form in _cards(lexicon, lexicon.forms_with(rarest)):
        if wanted <= set(form.words):
            per_card.setdefault(form.target or "", form)
    if not per_card or len(per_card) > MAX_CARDS:
        return []
    names = frozenset(lexicon.in_language(form, lang).display for form in per_card.values() for lang in LANGUAGES)
    limit = TEXTS_PER_NAME * len(per_card)
    if len(wanted) >= WORDS_OF_ONE_NAME and len(per_card) == 1:
        return list(per_card.values())
    if not any(not in_rules(word) and elsewhere(word, names) <= limit for word in wanted):
        return []  # no word of the names': all of them are a question's words or the game's
    return list(per_card.values())


def _named_one_typo_off(
    lexicon: Lexicon, key: str, numbers: list[int | None], in_texts: Callable[[str], int]
) -> list[Form]:
    """The cards whose whole name of several words `key` is with one of its long words one typo
    off, where a name's word is that close: German has two spellings of many words („Zeit der
    Verdoppelung“ for Zeit der Verdopplung, Doubling Season), and players type names from
    memory. The word typed is one the spelling leaves as it is, a word of some texts or names
    („Verdoppelung“ is Fork; a word no text has it corrects, and says so): the run of words is
    nearer to this name. Not where the words are a term's ("double strike" is no typo of the
    card Double Stroke). The names looked at are those with the rarest of the other words, where
    it is in a few names. `numbers` are the words' numbers in the lexicon."""
    words = key.split(" ")
    missing = [at for at, number in enumerate(numbers) if number is None]
    if len(missing) > 1:
        return []
    known = [(lexicon.form_count(number), at, number) for at, number in enumerate(numbers) if number is not None]
    rarest_first = sorted(known)  # (the rarest of the other words is the first at another place)
    for at in missing or range(len(words)):
        word = words[at]
        count, _, rarest = next(entry for entry in rarest_first if entry[1] != at)
        if len(word) < TYPO_LETTERS or count > MAX_FORMS:
            continue
        near = [number for number in lexicon.forms_with(rarest) if _one_typo_off(words, lexicon.keys[number], at)]
        if not near or lexicon.forms_named(key) or numbers[at] is None and not in_texts(word):
            continue
        if (named := _cards(lexicon, near)) and sum(not small_word(word) for word in words) > 1:
            return named
    return []


def _one_typo_off(typed: list[str], key: str, at: int) -> bool:
    """Whether the words typed are those of the name's key with the word at `at` one typo off."""
    name = key.split(" ")
    return (
        len(typed) == len(name)
        and all(one == other for place, (one, other) in enumerate(zip(typed, name, strict=True)) if place != at)
        and distance(typed[at], name[at], 1) == 1
    )


def _a_question_word(key: str, in_texts: Callable[[str], int], alone: bool) -> bool:
    texts = in_texts(key)
    return texts == sys.maxsize or (not alone and texts > QUESTION_WORD_TEXTS)


# The plural endings of a one-word name typed as a question counts cards, longest first
# („zwei Blutmonde“, „zwei Panharmonikons“, "two Panharmonicons").
_PLURAL_ENDINGS = ("en", "es", "e", "s")
_SINGULAR_LETTERS = 4


def _one_word_singular(key: str, in_texts: Callable[[str], int]) -> tuple[str, ...]:
    """A one-word name typed in the plural, where no text has the plural: „zwei blutmonde“
    had found the rules on Two-Headed Giant, with „Blutmond“ only suggested. (A plural that
    texts have is as often a game's word: "counterspells" are spells that counter.)"""
    if in_texts(key):
        return ()
    return tuple(
        key[: -len(ending)]
        for ending in _PLURAL_ENDINGS
        if key.endswith(ending) and len(key) - len(ending) >= _SINGULAR_LETTERS
    )


def _singular(key: str) -> tuple[str, ...]:
    """A name of several words typed in the plural, as a question counts cards ("two Ghostly
    Prisons", "my Doubling Seasons"): the name without its "s" or "es". (Of one word, a plural
    is as often a game's word: "counterspells" are spells that counter.)"""
    if " " not in key or not key.endswith("s"):
        return ()
    return (key[:-1], key[:-2]) if key.endswith("es") else (key[:-1],)


def _plural(key: str) -> tuple[str, ...]:
    """A name of several words in the plural typed in the singular, as a player names the card
    ("Grizzly Bear", "Llanowar Elf"): the name with "s", "es" or, for an "f", "ves". "Grizzly
    Bear" had Alpine Grizzly, Vivien's Grizzly and Grizzly Fate before Grizzly Bears."""
    if " " not in key or key.endswith("s"):
        return ()
    return (f"{key}s", f"{key}es", *((f"{key[:-1]}ves",) if key.endswith("f") else ()))


@lru_cache(maxsize=1 << 16)
def small_word(word: str, query: bool = False) -> bool:
    """Whether the analysis of either language leaves a word out ("vom", "of", "the"; with
    `query`, the question words a query drops too: "what", "rulings")."""
    return not all(terms_of(lang)(word, query) for lang in LANGUAGES)


def _name_words(words: list[str]) -> list[int]:
    """The places of the words of a run that a name must have: without the small words of
    either language ("vom", "of", "the") between two others. A name is often typed with another
    small word than its own: "Liliana vom Schleier" is the card „Liliana mit Schleier“ (Liliana of
    the Veil), which was 40th for it. A small word at either end stays: "in Charming Scoundrel" is
    no name, and "Cut In" keeps its "In"."""
    small = [small_word(word) for word in words]
    if small[0] or small[-1]:
        return list(range(len(words)))
    return [at for at, is_small in enumerate(small) if not is_small]


def _each_card(forms: list[Form]) -> list[Form]:
    """One form of each card the forms name: a name several cards share ("Zwang" is Coercion
    and Duress) names them all."""
    first: dict[str | None, Form] = {}
    for form in forms:
        first.setdefault(form.target, form)
    return list(first.values())


def _cards(lexicon: Lexicon, numbers: Iterable[int]) -> list[Form]:
    return [form for form in map(lexicon.form, numbers) if form.kind == "card"]
