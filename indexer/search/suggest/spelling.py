""" "Did you mean": a query with its misspelled words and names corrected, in display form.

Words the index does not know are corrected. Each is compared with the words of the names
and terms of the lexicon (indexer.assembly.names); where it and its neighbours in the query spell a
whole name with a typo or two ("Charmante Halunkn", "Königlche Rolle"), the name replaces
them, in the reader's language where the name has a form in it ("Charming Scoundrell" on the
German site becomes "Charmante Halunkin"). Otherwise the closest single word replaces it, as
the names write it ("Zeitstmpel" -> "Zeitstempel"). A word the index knows only through
stemming ("Schurk") is corrected where it misspells part of a card name ("Charmanter
Schurk"). Operators, filters other than card:, prefixes and rule numbers are left as they are.

A card whose name was corrected is also returned, so the search can put it first, and whether
the suggestion is `confident`: each word or name it corrects is one typo from one of the names
and terms, so the search may run it in place of a word that finds nothing ("deathtuch": "Deathtouch").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from indexer.search.analysis.de import ADJECTIVE_ENDINGS, NOUN_ENDINGS, stem_german
from indexer.search.analysis.en import stem_english
from indexer.search.analysis.names import WORD, fold_letters, fold_word
from indexer.search.query.build import known_word, text_frequency
from indexer.search.query.card_names import small_word
from indexer.search.query.syntax import OPERATORS

from ..index_store import IndexStore
from ..term_expander import term_expander
from .edit_distance import distance, max_edits
from .lexicon import Form, Lexicon

# The endings a correction may add or drop and not be confident (_another_ending): those of
# German (and English) nouns and adjectives, as the German analysis lists them ("Ausbeuten" is
# a form of a word, not a typo of the card Ausbeute). A letter that is no ending
# ("Griselbrandt", "Altargolemm") is a typo.
ENDINGS = frozenset(NOUN_ENDINGS + ADJECTIVE_ENDINGS) - {""}

_RUN = re.compile(r'"[^"]*"?|[^\s"()]+')
# A query with more unknown words than this is not a misspelling: the rest stay as typed.
MAX_CORRECTED = 8
# Words in more forms than this ("of", "der") are too common to start a name match from.
_FORMS_PER_WORD = 300
# The small words of names that readers leave out ("Jace Mind Sculptor"): _written_forms.
NAME_SMALL_WORDS = frozenset("the of a an der die das des dem den von vom".split())


@dataclass(frozen=True)
class _Typed:
    """A word of the query, where it stands, and the words it spells a name with. `folded` is
    the word as the lexicon folds its words; `spellings` adds it with only its letters folded
    (see indexer.search.analysis.names.fold_letters), which is nearer where an "ue" is a typo."""

    text: str
    folded: str
    start: int
    end: int
    run: int
    spellings: tuple[str, ...]
    # the word written as it sounds, one typo from it (_SOUNDS): „fase“ is „Phase“, not the
    # card Oase (one letter off as written); "fenix" "phenix"; „Riesenwux“ is „Riesenwuchs“
    # (Giant Growth), not the card Riesenwurm
    sounded: tuple[str, ...] = ()


@dataclass
class Suggestion:
    text: str
    cards: list[str] = field(default_factory=list)
    confident: bool = False


@dataclass(frozen=True)
class _Match:
    form: Form
    first: int
    last: int
    cost: int


def spelling(store: IndexStore, text: str, lang: str) -> Suggestion | None:
    """`suggest` for a query against the index of `store`."""
    expander = term_expander(store)
    reader = term_expander(store, lang)
    everyday = store.per_word(f"everyday {lang}", lambda word: store.everyday_words.has(lang, word))

    known = known_words(store)

    def translated(word: str) -> bool:
        """A word the term list or the learned pairs translate, or a German reader's form of an
        English game verb that texts have (TermExpander.anglicism): „revealen“ was searched as
        "reveal" and suggested as „rivalen“ (a vocabulary review)."""
        return bool(expander.expansions([word])) or reader.anglicism(word) != word

    frequency = store.engine.postings.frequency
    common = store.per_word(f"in texts {lang}", lambda word: text_frequency(frequency, word, lang))

    def in_most_texts(word: str) -> str | None:
        near = [each for each in store.everyday_words.one_typo_away(lang, word) if known(each) or translated(each)]
        return max(near, key=common, default=None)

    nearest = store.per_word(f"nearest {lang}", in_most_texts)
    return suggest(
        store.lexicon, text, lang, known, translated=translated, real=everyday, nearest=nearest, common=common
    )


def known_words(store: IndexStore) -> Callable[[str], bool]:
    """Whether the index has a word (known_word), kept per index generation."""
    frequency = store.engine.postings.frequency
    return store.per_word("known", lambda word: known_word(frequency, word))


def suggest(
    lexicon: Lexicon,
    text: str,
    lang: str,
    known: Callable[[str], bool],
    translated: Callable[[str], bool] = lambda word: False,
    real: Callable[[str], bool] = lambda word: False,
    nearest: Callable[[str], str | None] = lambda word: None,
    common: Callable[[str], int] = lambda word: 0,
) -> Suggestion | None:
    """The corrected query, or None when there is nothing to correct; `known(word)` says
    whether the index has the word, `translated(word)` whether the term list or the learned
    pairs translate it: such a word is a word of the language, not a one-word card name cut
    short ("leer", empty, is no "Leere", the card Void, though the stemmer makes them one).
    `real(word)` says whether a word is one of the reader's language (everyday_words): one
    that no text has is left as typed, not corrected into another word of the names or a name
    (_everyday): „mit 4 Leuten“ was searched as „mit 4 deuten“ (but _name_with_an_ending).
    `nearest(word)` is the word of the reader's language one typo from a word that most texts
    have: "whenver" and „verlirt“ had been left out of the search, being near no word of the
    names. `common(word)` says in how many texts a word is: of corrections as near, the commoner
    is taken ("trigers" had been "tigers", "creatue" "create", „komen“ the card Omen)."""
    speller = _Speller(lexicon, lang, known, translated, real, nearest, common)
    typed = _words(text)
    replacements: list[tuple[int, int, str]] = []
    cards: list[str] = []
    covered = -1
    tried = 0
    confident = True
    for position, word in enumerate(typed):
        if position <= covered or tried == MAX_CORRECTED:
            continue
        if (named := _a_name_as_typed(lexicon, typed, position)) is not None:
            covered = named
            continue
        unknown = not known(word.text) and not translated(word.text)
        if speller.left_as_typed(word, unknown):
            continue
        tried += 1
        joined = _joined(typed, position, covered, known) if unknown else None
        if joined is not None:
            replacements.append((typed[position - 1].start, word.end, joined))
            covered = position
            continue
        if (match := speller.name_match(typed, position, unknown)) is not None:
            shown = match.form if match.form.lang == lang else lexicon.in_language(match.form, lang)
            display = shown.display if shown.kind == "card" else _term_as_typed(shown, typed[match.last], real)
            replacements.append((typed[match.first].start, typed[match.last].end, display))
            confident = confident and match.cost <= 1
            covered = match.last
            if shown.kind == "card" and shown.target is not None and shown.target not in cards:
                cards.append(shown.target)
        elif (closest := speller.closest_word(word, unknown)) is not None:
            spelling, edits = _with_typed_ending(word.text, *closest, real)
            replacements.append((word.start, word.end, spelling))
            confident = confident and edits <= 1
    corrected = _replace(text, replacements)
    if corrected == text:
        return None
    inflected = any(_another_ending(text[start:end], shown) for start, end, shown in replacements)
    return Suggestion(corrected, cards, confident and not inflected)


@dataclass(frozen=True)
class _Speller:
    """What `suggest` knows of the words of the index and of the reader's language (see there)."""

    lexicon: Lexicon
    lang: str
    known: Callable[[str], bool]
    translated: Callable[[str], bool]
    real: Callable[[str], bool]
    nearest: Callable[[str], str | None]
    common: Callable[[str], int]

    def left_as_typed(self, word: _Typed, unknown: bool) -> bool:
        """A one-word nickname in no text ("lili" had become "pili", Pili-Pala), or a known
        word that is a number."""
        if unknown:
            return bool(self.lexicon.forms_named(word.folded))
        return self.lexicon.word_number(word.folded) is not None

    def name_match(self, typed: list[_Typed], position: int, unknown: bool) -> _Match | None:
        """The name or term the words from `position` misspell, unless they are everyday words
        or a commoner word is as near."""
        lexicon, lang, word = self.lexicon, self.lang, typed[position]
        cut_short = unknown or not self.translated(word.text)
        match = _name_match(lexicon, typed, position, lang, not unknown, cut_short, self.common) or _anchored_match(
            lexicon, typed, position, lang
        )
        if match is not None and match.cost and _everyday(_differing(match, typed), self.real):
            match = match if match.cost == 1 and _beside_a_word_of_the_name(match, typed) else None
        if match is not None and _a_commoner_word(match, word, self.nearest, self.common):
            return None
        return match

    def closest_word(self, word: _Typed, unknown: bool) -> tuple[str, int] | None:
        """An unknown word's closest word of the texts and its edits; a real word of the
        language is left as typed unless it is a name with an ending."""
        closest = _closest_word(self.lexicon, word, self.lang, self.common) if unknown else None
        if closest is not None and self.real(word.text) and not _name_with_an_ending(word.text, closest[0]):
            closest = None
        if unknown and not self.real(word.text):
            closest = _commoner_near_word(word.text, closest, self.nearest, self.common)
        return closest


def _commoner_near_word(
    typed: str, closest: tuple[str, int] | None, nearest: Callable[[str], str | None], common: Callable[[str], int]
) -> tuple[str, int] | None:
    """The word of the language one typo from `typed` (`nearest`) in place of the closest word
    of the names (`closest`, with its typos), where there is none, it is two typos away, or fewer
    texts have it."""
    spelled = nearest(typed) if max_edits(len(typed)) else None
    if spelled is None or (closest is not None and closest[1] <= 1 and common(spelled) <= common(closest[0])):
        return closest
    return (spelled if typed.islower() else spelled.capitalize()), 1


def _a_commoner_word(
    match: _Match, word: _Typed, nearest: Callable[[str], str | None], common: Callable[[str], int]
) -> bool:
    """Whether a one-word name that a word typed in lower case misspells is farther from a word
    of the language, or as near one that more texts have: "creatue" is "creature", not the
    keyword action Create, „komen“ „kommen“, not the card Omen, „kontroliere“ „kontrolliere“,
    not „kontrollieren“ (two typos)."""
    if not (match.cost and match.first == match.last and " " not in match.form.key and word.text.islower()):
        return False
    spelled = nearest(word.text)
    return spelled is not None and (match.cost > 1 or common(spelled) > common(match.form.key))


# The most words a name typed as it is named is looked for (_a_name_as_typed).
_NAME_WORDS = 4


def _a_name_as_typed(lexicon: Lexicon, typed: list[_Typed], position: int) -> int | None:
    """The last position of a name of several words that starts at `position` and is typed as
    the lexicon has it, else None: no word of it is a typo. A players' nickname of a card is
    such a name, its words in no text: "plat angel" (Platinum Angel) had been corrected to
    "Play angel"."""
    for last in range(min(len(typed), position + _NAME_WORDS) - 1, position, -1):
        if typed[last].run != typed[position].run:
            continue
        if lexicon.forms_named(" ".join(word.folded for word in typed[position : last + 1])):
            return last
    return None


def _joined(typed: list[_Typed], position: int, covered: int, known: Callable[[str], bool]) -> str | None:
    """The word at `position` written together with the one before it, where the index knows
    only that: a German compound typed apart ("Kommandeur Steuer" is "Kommandeursteuer", where
    "Steuer" alone had been corrected to the card word "teuer")."""
    if position == 0 or covered >= position - 1 or typed[position - 1].run != typed[position].run:
        return None
    before, word = typed[position - 1], typed[position]
    joined = before.text + word.text.lower()
    return joined if known(joined) else None


def _everyday(words: list[_Typed], real: Callable[[str], bool]) -> bool:
    """Whether words that a name's words differ from are words of the reader's language, typed
    in lower case: a question in everyday words, not a name misspelled ("hasty creature" is no
    "Haste creature", "a token that came in tapped" no "Cave-In"; „bleibt sie dran“ no „Draw“).
    A name typed with capitals ("Ghostly Prisons") is still one."""
    return all(word.text.islower() and real(word.text) for word in words)


def _differing(match: _Match, typed: list[_Typed]) -> list[_Typed]:
    """The words typed that a name matched differs from (not typed as the name has them)."""
    name = set(match.form.words)
    return [word for word in typed[match.first : match.last + 1] if word.folded not in name]


def _beside_a_word_of_the_name(match: _Match, typed: list[_Typed]) -> bool:
    """Whether words of everyday language that a card's name of several words corrects stand
    beside a word of that name typed as it is, which is no small word: "lighting bolt" (both
    English words) is Lightning Bolt, which the English site had neither found nor offered,
    "lightning blot" too; "came in" stays no „Cave-In“ (its "in" a small word), "hasty" no
    Haste (one word). Only one typo from the name: „mana leert sich“ (empties) is no Mana
    Leech („Manaegel“), two letters away."""
    if match.form.kind != "card" or match.last == match.first:
        return False
    name = set(match.form.words)
    return any(word.folded in name and not small_word(word.text) for word in typed[match.first : match.last + 1])


def _name_with_an_ending(typed: str, corrected: str) -> bool:
    """Whether a word of the language typed with a capital is a name's word with another
    ending ("Ausbeuten", the card Ausbeute): offered, as such a correction always is, never
    searched. "hasty" is no "hast"."""
    return typed[:1].isupper() and _another_ending(typed, corrected)


def _another_ending(typed: str, corrected: str) -> bool:
    """Whether a correction only adds or drops an ending (ENDINGS): "Ausbeuten" is a form of a
    word, not a typo of the card "Ausbeute", and is not searched as it; "Griselbrandt" is a typo
    of Griselbrand, which "Griselbrandt 7 Lebenspunkte zahlen" had only offered."""
    typed, corrected = fold_word(typed), fold_word(corrected)
    shorter, longer = sorted((typed, corrected), key=len)
    return shorter != longer and longer.startswith(shorter) and longer[len(shorter) :] in ENDINGS


def _words(text: str) -> list[_Typed]:
    """The words of the query that may be corrected. Words that may spell one name together
    share a run: those of one phrase, of one card: value, or of plain words with nothing but
    white space between them (no operator, parenthesis or quote)."""
    found: list[_Typed] = []
    run, joinable, previous_end = 0, False, 0
    for match in _RUN.finditer(text):
        token, start = match.group(0), match.start()
        plain = not (token in OPERATORS or "*" in token or token.startswith(('"', "-")))
        name, colon, _ = token.lstrip("-").partition(":")
        if colon and name.isalpha():
            plain = False
            if name.lower() != "card":
                joinable = False
                continue
            offset = token.index(":") + 1
            token, start = token[offset:], start + offset
        elif token in OPERATORS or "*" in token:
            joinable = False
            continue
        if not (joinable and plain and not text[previous_end:start].strip()):
            run += 1
        for word in WORD.finditer(token):
            if any(ch.isdigit() for ch in word.group(0)):
                run += 1
                continue
            found.append(_typed(word.group(0), start + word.start(), start + word.end(), run))
        joinable, previous_end = plain, match.end()
    return found


_SOUNDS = (("f", "ph"), ("x", "chs"))  # (letters typed as a word sounds, and as it may be written)


def _typed(text: str, start: int, end: int, run: int) -> _Typed:
    folded = fold_word(text)
    sounded = tuple(folded.replace(letters, spelled) for letters, spelled in _SOUNDS if letters in folded)
    return _Typed(text, folded, start, end, run, tuple(dict.fromkeys((folded, fold_letters(text)))), sounded)


def _name_match(
    lexicon: Lexicon,
    typed: list[_Typed],
    position: int,
    lang: str,
    cards_only: bool,
    cut_short: bool,
    common: Callable[[str], int] = lambda word: 0,
) -> _Match | None:
    """The best name that the word at `position` and its neighbours of the same run spell:
    the longest, then the one with fewest typos, then one in the reader's language (_preference;
    of ties, the one in more texts: _commoner). A word the index knows (by its stem: "Schurk")
    but no name has is only taken for part of a card name of two words or more ("Charmanter
    Schurk"), or, where it may be a name `cut_short`, for a one-word name with its stem
    ("Counterspel")."""
    word = typed[position]
    best: tuple | None = None
    found: _Match | None = None
    for number in _similar(lexicon, word):
        forms = lexicon.forms_with(number)
        if len(forms) > _FORMS_PER_WORD:
            continue
        one_word_only = not _named_beside(lexicon, typed, position, number, cards_only)
        for form_number in forms:
            if one_word_only and " " in lexicon.keys[form_number]:
                continue
            form = lexicon.form(form_number)
            if cards_only and (
                form.kind != "card" or (" " not in form.key and not (cut_short and _same_stem(word.text, form.key)))
            ):
                continue
            match = _aligned(form, typed, position, lexicon.words[number])
            if match is None:
                continue
            order = _preference(match, lang)
            if best is None or order[:-1] < best[:-1] or (order[:-1] == best[:-1] and _commoner(match, found, common)):
                best, found = order, match
    return found


def _commoner(match: _Match, than: _Match | None, common: Callable[[str], int]) -> bool:
    """Of two one-word names as near a typo, whether `match` is in more texts (`common`), or as
    many and first from A to Z: "planeswalkr" had been the glossary's Planeswalk (as near as
    Planeswalker, and first by alphabet), and "his planeswalkr" searched the Planechase action.
    (Only ties are counted: counted for every candidate, the texts had made the suggestion of
    the bench queries 0.075 ms at the median, 0.042 ms before.)"""
    key, other = match.form.key, than.form.key if than is not None else ""
    texts = (common(key) if " " not in key else 0, common(other) if " " not in other else 0)
    return texts[0] > texts[1] or (texts[0] == texts[1] and key < other)


def _named_beside(lexicon: Lexicon, typed: list[_Typed], position: int, number: int, cards_only: bool) -> bool:
    """Whether a typed word beside the one at `position`, in its run, is near a word beside the
    word `number` in a name (a card name, with `cards_only`): where none is, the word spells
    no name of two words or more with its neighbours, and those names are not aligned."""
    return any(
        0 <= position + step < len(typed)
        and typed[position + step].run == typed[position].run
        and _near_any(typed[position + step], lexicon.neighbours(number, step, cards_only), spare=0)
        for step in (-1, 1)
    )


def _near_any(typed: _Typed, words: Iterable[str], spare: int) -> bool:
    return any(_typos(typed, word, spare) is not None for word in words)


def _preference(match: _Match, lang: str) -> tuple:
    """How a name match ranks, least first: the longest, then the one with fewest typos, then
    one in the reader's language, then the more common name (of ties, _name_match takes the one
    in more texts: _commoner)."""
    return (-(match.last - match.first), match.cost, match.form.lang != lang, -match.form.weight, match.form.key)


def _anchored_match(lexicon: Lexicon, typed: list[_Typed], position: int, lang: str) -> _Match | None:
    """A card name that the word at `position` misspells by one more typo than a word of its
    length may have, where a neighbour is a word of that name as typed: "Llanowar Elfs" is
    "Llanowar Elves" (two typos in a word of four letters; the whole name allows two)."""
    best: tuple | None = None
    found: _Match | None = None
    for anchor in (position - 1, position + 1):
        if not 0 <= anchor < len(typed) or typed[anchor].run != typed[position].run:
            continue
        number = lexicon.word_number(typed[anchor].folded)
        if number is None or len(forms := lexicon.forms_with(number)) > _FORMS_PER_WORD:
            continue
        if not _near_any(typed[position], lexicon.neighbours(number, position - anchor, cards_only=True), spare=1):
            continue
        for form in (lexicon.form(n) for n in forms):
            match = _aligned(form, typed, anchor, lexicon.words[number], spare=1) if form.kind == "card" else None
            if match is None or not match.first <= position <= match.last:
                continue
            order = _preference(match, lang)
            if best is None or order < best:
                best, found = order, match
    return found


def _same_stem(typed: str, name: str) -> bool:
    """Whether a typed word is known to the index only as the stem of a one-word card name it
    cuts short: "Counterspel" is "Counterspell" to the English stemmer, so the rulings that
    name the card match while the card does not. (A word that only shares the name's stem,
    "cancels" for the card Cancel, is a word of the question.)"""
    typed, name = typed.lower(), name.lower()
    return (
        typed != name
        and name.startswith(typed)
        and (stem_english(typed) == stem_english(name) or stem_german(typed) == stem_german(name))
    )


def _aligned(form: Form, typed: list[_Typed], position: int, word: str, spare: int = 0) -> _Match | None:
    """The form spelled by the typed words around `position`, where `word` of the form stands
    for the typed word; None if the words around do not spell it. `spare`: typos a word may
    have beyond what its length allows (the whole name's limit still holds)."""
    for words in _written_forms(form.words):
        for offset in (i for i, w in enumerate(words) if w == word):
            first = position - offset
            last = first + len(words) - 1
            if first < 0 or last >= len(typed) or typed[first].run != typed[last].run:
                continue
            typos = _all_typos(words, typed[first : last + 1], spare)
            if typos is not None and typos <= max_edits(len(form.key)):
                return _Match(form, first, last, typos)
    return None


def _written_forms(words: list[str]) -> tuple[list[str], ...]:
    """A name's words, and those without its small words where it has some and two words
    stay: readers leave them out ("jace mind sculpter" had been "jace Mind Sculpt", the card
    Jace, the Mind Sculptor not found; a reader's review), as the search of a name spelled
    right does."""
    kept = [w for w in words if w not in NAME_SMALL_WORDS]
    return (words, kept) if len(words) > len(kept) >= 2 else (words,)


def _all_typos(words: list[str], typed: list[_Typed], spare: int) -> int | None:
    """The typos of the typed words against the words of a name, in all; None as soon as one
    word has too many (most names tried fail at their first word)."""
    total = 0
    for expected, given in zip(words, typed, strict=False):
        cost = _typos(given, expected, spare)
        if cost is None:
            return None
        total += cost
    return total


def _typos(typed: _Typed, word: str, spare: int = 0) -> int | None:
    """Typos between a typed word (the nearer of its spellings) and a word of a name; None if
    too many for its length (and `spare`). A word spelled as typed, and most words compared,
    which differ in length by more than that, are not measured."""
    if word in typed.spellings:
        return 0
    if word in typed.sounded:
        return 1
    found: int | None = None
    for spelling in typed.spellings:
        limit = max_edits(len(spelling)) + spare
        if abs(len(spelling) - len(word)) <= limit and (edits := distance(spelling, word, limit)) <= limit:
            found = edits if found is None else min(found, edits)
    return found


def _similar(lexicon: Lexicon, word: _Typed) -> dict[int, int]:
    """Lexicon words near any spelling of the typed word, each with its least distance."""
    found: dict[int, int] = {}
    for sounded in word.sounded:
        for number in lexicon.similar_words(sounded, limit=0):
            found[number] = min(1, found.get(number, 1))
    for spelling in word.spellings:
        for number, edits in lexicon.similar_words(spelling).items():
            found[number] = min(edits, found.get(number, edits))
    return found


def _closest_word(
    lexicon: Lexicon, word: _Typed, lang: str, common: Callable[[str], int] = lambda word: 0
) -> tuple[str, int] | None:
    """The word of the names closest to a typed one, written as the names write it (in the
    typed word's case if that was all lower case), and its typos; of words as near, the one in
    most texts (`common`). Only a word of the names in the reader's language or in English, the
    game's names everywhere: on the English site "shockland" had been searched as the German
    „hochland“ (of „Verwüstetes Hochland“)."""
    similar = {
        number: edits
        for number, edits in _similar(lexicon, word).items()
        if any(lexicon.ranking(form)[1] in (lang, "en") for form in lexicon.forms_with(number))
    }
    if not similar:
        return None
    number = min(
        similar, key=lambda n: (similar[n], -common(lexicon.spelling(n)), -len(lexicon.forms_with(n)), lexicon.words[n])
    )
    spelling = lexicon.spelling(number)
    return (spelling.lower() if word.text.islower() else spelling), similar[number]


def _term_as_typed(term: Form, last: _Typed, real: Callable[[str], bool]) -> str:
    """A term of the game corrected in a question keeps the typed word's ending where that form
    is a word of the language (_with_typed_ending: "atacking creatures" is "Attacking
    Creatures", not the headword "Attacking Creature"; "sacrficed" "Sacrificed"), and is lower
    case where the typed word was: a word of a sentence, not a title, as the closest word of the
    names is (_closest_word; a browser review read „Zeitstempel rolle“ for "zeitstmpel rolle"
    as mixed up). A card's name keeps its capitals."""
    *before, word = term.display.split(" ")
    typos = distance(last.text.lower(), word.lower(), len(word))
    form = " ".join([*before, _with_typed_ending(last.text, word, typos, real)[0]])
    return form.lower() if last.text.islower() else form


# The most letters of a typed word's end that a correction takes over (_with_typed_ending).
_ENDING_LETTERS = 3


def _with_typed_ending(typed: str, spelling: str, edits: int, real: Callable[[str], bool]) -> tuple[str, int]:
    """A correction with the ending the typed word has, where that form is a word of the
    reader's language (everyday_words) and nearer: the names have "Resolve", and "resloves" is
    "resolves" (one letter swapped), not "resolve" (two typos). A final "e" of the word gives
    way to the ending ("resolv-es"); the stemmer's forms that are no words ("concededs") are
    not offered."""
    best = (edits, spelling)
    for letters in range(1, _ENDING_LETTERS + 1):
        ending = typed[-letters:]
        for stem in {spelling, spelling[:-1] if spelling.endswith("e") else spelling}:
            form = stem + ending
            if form == spelling or not real(form.lower()):
                continue
            typos = distance(typed.lower(), form.lower(), edits - 1)  # (edits where not nearer)
            if typos < best[0] or (typos == best[0] < edits and form < best[1]):
                best = (typos, form)
    return best[1], best[0]


def _replace(text: str, replacements: list[tuple[int, int, str]]) -> str:
    for start, end, new in sorted(replacements, reverse=True):
        text = text[:start] + new + text[end:]
    return text
