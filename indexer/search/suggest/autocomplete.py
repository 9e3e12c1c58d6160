"""Completing what a reader types into names and terms of both languages.

Names that start with the text come first; then names that have every typed word (the last
one possibly unfinished) anywhere, "Werfüchsin" finding "Wilde Werfüchsin // Wachablöse";
then names whose words are within a typo or two of the typed ones ("Charmante Halunkn").
Within each group: the exact name, then the reader's language, the rules' terms before cards
(a judge who types "Todesb" means Todesberührung, deathtouch, more often than the cards
Todesbaron, Todesbombe and Todesbringer, which had come first), shorter names, names with more
rulings.
"""

from __future__ import annotations

import heapq
from collections.abc import Collection
from dataclasses import dataclass

from indexer.search.analysis.names import fold_word, name_words

from .edit_distance import distance, max_edits
from .lexicon import Form, Lexicon

MIN_CHARS = 2
MAX_CHARS = 100
DEFAULT_LIMIT = 8
MAX_LIMIT = 20
# A word that occurs in more forms than this ("of", "the") narrows nothing on its own.
_FORMS_PER_WORD = 5000
# A last word shorter than this is only checked on forms the other words found.
SHORT_PREFIX = 3
MATCHES = ("prefix", "words", "typo")


@dataclass(frozen=True)
class Completion:
    form: Form
    match: str  # one of MATCHES


# A candidate while ranking: (form number, match, typos).
_Scored = tuple[int, str, int]


def complete(lexicon: Lexicon, text: str, lang: str, limit: int = DEFAULT_LIMIT) -> list[Completion]:
    """Up to `limit` names and terms for `text` (nothing for a text longer than any name is
    typed, MAX_CHARS), best first, each form once."""
    words = [fold_word(w) for w in name_words(text)]
    if not words or not lexicon or len(text) > MAX_CHARS:
        return []
    key = " ".join(words)
    # (twice as many read: a name written alike in both languages is two forms, shown once)
    found = _best(lexicon, [(n, "prefix", 0) for n in lexicon.forms_starting(key)], lang, key, 2 * limit)
    shown = _shown_once(lexicon, found)
    if len(shown) < limit:
        found += _best(lexicon, _by_words(lexicon, words), lang, key, 2 * limit)
        shown = _shown_once(lexicon, found)
    matches = dict(reversed(found))
    return [Completion(lexicon.form(n), matches[n]) for n in shown[:limit]]


def _shown_once(lexicon: Lexicon, found: list[tuple[int, str]]) -> list[int]:
    """The forms found, in order, without those written and leading like one before: "Tarmogoyf"
    is the card's German and English name, and was listed twice; nor the translation written
    alike of one before ("London Mulligan", a glossary entry of each language: the first found is
    in the reader's language), nor a glossary entry's translation however written („Legendär“
    and "Legendary": the line of the first names the other; on the German site „legen“ had
    listed three German entries and then the same three in English), nor a card's whole name
    after the name of one of its faces in the same language, or the other way round ("Delver of
    Secrets" and "Delver of Secrets // Insectile Aberration", "Fire" and "Fire // Ice": one page;
    a developer's review). A card's name in each language stays: the reader may be typing
    either; so do a card's other names („Charmanter Schurke“ beside „Charmante Halunkin“)."""
    seen: set[tuple[str, str, str | None]] = set()
    faces: dict[tuple[str, str | None], set[str]] = {}  # (language, card) -> the faces listed
    numbers = []
    for number in dict.fromkeys(n for n, _ in found):
        form = lexicon.form(number)
        named = set(form.display.split(" // ")) if form.kind == "card" else set()
        listed = faces.setdefault((form.lang, form.target), set()) if named else set()
        if (form.display, form.kind, form.target) not in seen and not named & listed:
            listed |= named
            seen.add((form.display, form.kind, form.target))
            numbers.append(number)
            twin = lexicon.translation(form)
            if twin is not None and (twin.display == form.display or form.kind == "glossary"):
                seen.add((twin.display, twin.kind, twin.target))
    return numbers


def _best(lexicon: Lexicon, scored: list[_Scored], lang: str, key: str, limit: int) -> list[tuple[int, str]]:
    def order(item: _Scored) -> tuple:
        number, match, cost = item
        form_key, form_lang, kind, weight = lexicon.ranking(number)
        return (
            MATCHES.index(match),
            cost,
            # (a typo is seldom the first letter: "fluchs" is the "Fluch" of Bakis Fluch before Luchs)
            not any(word.startswith(key[:1]) for word in form_key.split(" ")),
            form_key != key,
            form_lang != lang,
            # (a card whose name's first word is the word typed whole before those that only
            # begin with it: "Emrakul" had listed seven cards named after her, not Emrakul herself)
            kind == "card" and not form_key.startswith(key + " "),
            kind == "card",
            len(form_key),
            -weight,
            form_key,
        )

    return [(number, match) for number, match, _ in heapq.nsmallest(limit, scored, key=order)]


def _word_costs(lexicon: Lexicon, word: str, last: bool) -> dict[int, int]:
    """Form number -> fewest typos with which the form has `word`. The last word may be the
    start of a longer one, and is allowed a typo only from one letter more than the others
    ("hexp" is the start of "Hexproof", not "Hexe" mistyped)."""
    candidates = lexicon.similar_words(word, max_edits(len(word) - 1) if last else None)
    if last:
        candidates.update({n: 0 for n in lexicon.words_starting(word)})
    costs: dict[int, int] = {}
    for number, cost in candidates.items():
        for form in lexicon.forms_with(number)[:_FORMS_PER_WORD]:
            if costs.get(form, cost + 1) > cost:
                costs[form] = cost
    return costs


def _by_words(lexicon: Lexicon, words: list[str]) -> list[_Scored]:
    """Forms that have every word (or a word a typo away); for a name already narrowed down by
    the other words, the last word may also be a mistyped start ("Charming Scuond"). A short
    last word ("of th") is checked on the forms the others found, not looked up."""
    short_last = len(words) > 1 and len(words[-1]) < SHORT_PREFIX
    per_word = _costs_while_shared(lexicon, words[:-1] if short_last else words, not short_last)
    if not per_word:
        return []
    per_word.sort(key=len)
    scored = []
    for form, cost in per_word[0].items():
        total = cost
        for costs in per_word[1:]:
            if form not in costs:
                break
            total += costs[form]
        else:
            if not short_last or _has_start(lexicon.keys[form], words):
                scored.append((form, "typo" if total else "words", total))
    return scored


def _costs_while_shared(lexicon: Lexicon, words: list[str], ends_typed: bool) -> list[dict[int, int]]:
    """Each word's _word_costs (`ends_typed`: the last word is the last typed), in the words'
    order, or none once no form has all the words read so far, the longest (the rarest) read
    first and the last word last: a question's words are in no one name, and reading every word
    of it cost a results page 0.5 ms for nothing."""
    last = len(words) - 1
    read: dict[int, dict[int, int]] = {}
    shared: Collection[int] | None = None
    for i in [*sorted(range(last), key=lambda i: -len(words[i])), last]:
        costs = _word_costs(lexicon, words[i], last=ends_typed and i == last)
        if not costs and ends_typed and i == last and read:
            costs = _mistyped_start(lexicon, words[i], list(read.values()))
        shared = costs if shared is None else _common(shared, costs)
        if not shared:
            return []
        read[i] = costs
    return [read[i] for i in range(len(words))]


def _common(these: Collection[int], those: Collection[int]) -> set[int]:
    """What two collections share, read from the smaller (a common word's forms are thousands)."""
    fewer, more = (these, those) if len(these) <= len(those) else (those, these)
    return {form for form in fewer if form in more}


def _has_start(key: str, words: list[str]) -> bool:
    """The key has a word starting with the last of `words`, besides the others ("Wilde W" is
    not "Wilde Macht")."""
    rest = key.split(" ")
    for word in words[:-1]:
        if word in rest:
            rest.remove(word)
    return any(word.startswith(words[-1]) for word in rest)


def _mistyped_start(lexicon: Lexicon, typed: str, others: list[dict[int, int]]) -> dict[int, int]:
    narrowed = min(others, key=len)
    limit = max_edits(len(typed) + 1)
    if not limit or len(narrowed) > 200:
        return {}
    costs = {}
    for form in narrowed:
        best = min(distance(typed, word, limit, prefix=True) for word in lexicon.form(form).words)
        if best <= limit:
            costs[form] = best
    return costs
