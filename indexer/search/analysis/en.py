"""English analysis: lowercase, apostrophes and possessives, hyphens, stop words, Snowball.

The stop list is short on purpose: "not", "can", "when", "if", "each", "all", "no", "only",
"until" and the like decide what a ruling means, so they stay searchable. "vs" is stopped: a
reader comparing "hexproof vs shroud" asks for no "Team vs. Team Variant".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

import snowballstemmer
from whoosh.analysis import Analyzer

from .common import WordAnalyzer, hyphen_parts, modifier, register, unique

# The pronouns' contractions are the pronouns: "I'm attacking" was shown as the results for
# "im attacking" (its "i'm" in no text, corrected to the German „im“).
STOP_WORDS = frozenset(
    """a an the and or of to in on at by for from with as is are was were be been being it its
    this that these those there their they them he she his her you your we our i me my vs versus
    i'm i've i'd i'll you're you've you'd you'll we're we've we'd we'll they're they've they'd
    they'll it'll""".split()
)
KEPT_WORDS = frozenset(
    "not no nor can can't cannot won't when whenever if each all every any only until unless "
    "without more most less least".split()
)
# Question words a reader types ("what is a mana ability", "how does trample work") that the
# answer seldom has: dropped from queries, kept in the index. So are the words that only make a
# question sound like one ("does it still deal damage", "do I also get its equipment", "is a
# token considered a card"): where the answer lacked one, documents that had it by chance came
# first. ("same" is no such word: "the
# same name" of 704.5j, "the same replacement effect" of 616.1.) "when" of "what happens when …"
# is in thousands of texts and none the surer for it: the trample rules that have it came before
# 120.3c for "what happens when my planeswalker is dealt damage". In quotation marks ("when this
# creature dies") these words are kept (WordAnalyzer.query_terms). "vs" and "versus" only say that
# terms are compared (query/compared.py), as "difference" does. "work" of "how does protection
# work" filled the first results with rulings that say protection "works" this way or that; the
# glossary entry Protection was 7th. So does "explain": "explain trample" found 702.19g (multiple
# instances) first, not the entry and 702.19b. "rulings" asks for the site's own kind of text
# ("Tarmogoyf rulings"): searched, it put 707.9d first and one ruling on the card 5th.
QUESTION_WORDS = frozenset(
    """do does did what which how why who whom happen happens happened still really actually just even
    considered anyway possible allowed difference when also vs versus work works working explain
    explained explanation ruling rulings""".split()
)
_STOPPED = STOP_WORDS - KEPT_WORDS
# Negations and contractions typed on a phone without the apostrophe, read as written with it:
# "i dont have to pay for ward" had been corrected to "i font have …", "cant" dropped as unknown.
# (Not "its", "lets", "were", "well", "im": words of their own, or German.)
CONTRACTIONS = {
    word.replace("'", ""): word
    for word in """don't doesn't didn't can't won't isn't aren't wasn't weren't hasn't haven't hadn't
    shouldn't wouldn't couldn't mustn't needn't ain't you're they're i've you've we've they've
    what's that's there's""".split()
}
_STEMMER = snowballstemmer.stemmer("english")


# Stems Snowball gets wrong for the game's words (as Elasticsearch's stemmer_override): the one
# who blocks or attacks is a "blocker" or "attacker", and rulings say "blocking creature".
# "Countered" and "countering" are always the verb (701.6), while Snowball makes them "counter",
# the noun of "+1/+1 counter" (122): "can't be countered" found poison counters. The keyword
# "defender" (702.3) is no "defending" player, and an "active" player activates nothing:
# Snowball reads them as "defend" and "activ" ("can a creature with defender attack" found the
# rules on defending players, not 702.3b). A "planeswalker" (306) is no "planeswalk" of Planechase
# (701.31): "emblem when planeswalker owner leaves the game" found 701.31c, on planeswalking
# when a plane's owner leaves the game, before Chandra's ruling on her emblem. A "commander" (903.3)
# is no "Command" (Atarka's Command, Word of Command): „Kopie Kommandeur“ found the rulings on
# copying a Command before a token copy of a commander.
STEM_OVERRIDES = {
    "blocker": "block",
    "blockers": "block",
    "attacker": "attack",
    "attackers": "attack",
    "countered": "countered",
    "countering": "countered",
    "defender": "defender",
    "defenders": "defender",
    "planeswalker": "planeswalker",
    "planeswalkers": "planeswalker",
    "active": "active",
    "commander": "commander",
    "commanders": "commander",
}
# A word in "-eer" and its forms: Snowball reads the ending as the "-er" of one who does
# something and cuts it, so that "Commandeer" (a card, in its rulings) was "commander", the
# game's word ("what happens if my commander dies" found Counterbore's ruling on Commandeer
# first), "engineer" an "engine", "volunteer" "volunt". The word is its own stem.
EER_WORD = re.compile(r"([a-z]+eer)(?:s|ed|ing)?")
# Irregular verb forms the rulings use, read as their verb (as a lemmatizer would): "a token
# that has left the battlefield" answers "a token leaves the battlefield", "damage dealt" a
# question about dealing damage. (In the game's texts "left" is the verb nearly always; "to
# your left" is rare.)
IRREGULAR_FORMS = {
    "left": "leave",
    "dealt": "deal",
    "paid": "pay",
    "chose": "choose",
    "chosen": "choose",
    "drew": "draw",
    "drawn": "draw",
    "lost": "lose",
    "won": "win",
    "gave": "give",
    "given": "give",
    "took": "take",
    "taken": "take",
    "spent": "spend",
    "kept": "keep",
    "held": "hold",
    "sent": "send",
    "made": "make",
    "became": "become",
    "began": "begin",
    "begun": "begin",
    "came": "come",
    "fell": "fall",
    "fallen": "fall",
    "dying": "die",
    "found": "find",
    "brought": "bring",
    "struck": "strike",
    "stole": "steal",
    "stolen": "steal",
    "fought": "fight",
    "forgot": "forget",
    "forgotten": "forget",
    "went": "go",
    "gone": "go",
    "swung": "swing",
    "flew": "fly",
    "flown": "fly",
    "ran": "run",
}


def stem_english(word: str) -> str:
    """Snowball English, except for rule numbers ("704.5y" must not become "704.5i") and words
    in "-eer" (EER_WORD), applied again to its own stem where that leaves at least five
    letters: Snowball stems "sacrificed" to "sacrif" but "sacrifice" to "sacrific" (and
    "considered"/"consider", "reversed"/"reverse" alike), and a second pass brings them
    together."""
    if word[:1].isdigit():
        return word
    if word in STEM_OVERRIDES:
        return STEM_OVERRIDES[word]
    eer = EER_WORD.fullmatch(word)
    if eer:
        return eer.group(1)
    stem = _STEMMER.stemWord(IRREGULAR_FORMS.get(word, word))
    while len(stem) >= 5 and len(again := _STEMMER.stemWord(stem)) >= 5 and again != stem:
        stem = again
    return stem


def normalize_apostrophes(word: str) -> str:
    """Typographic and straight apostrophes are one letter; a possessive "'s" is dropped. (A
    word never ends in an apostrophe: the tokenizer leaves out that of "players'".)"""
    return word.replace("’", "'").removesuffix("'s")


# A "die" of dice: after these words or a "-sided", or before "roll…" or "result(s)", in the same
# sentence ("roll a six-sided die", "the planar die", "any die roll"). The verb has other
# neighbours ("would die", "creatures that die").
DIE_AFTER = frozenset("a the planar one single any another each new individual first second which of".split())
_DIE_BEFORE = re.compile(r"roll(?:s|ed|ing)?|results?")


def dice_meant(word: str, before: str | None, after: str | None) -> bool:
    """Whether `word` is a "die" of dice, read from the words next to it (None: no word in the
    same sentence). Snowball makes the verb's "dies" and "died" "die", and the German „stirbt“
    translated is "dies": "verdeckte Kreatur stirbt" found Deathbridge Chant's ruling on
    "rolling a die" first, and "planar die" searched only "planar" and what dying is called."""
    if word.lower() != "die":
        return False
    return (before is not None and (before.lower() in DIE_AFTER or before.lower().endswith("-sided"))) or (
        after is not None and _DIE_BEFORE.fullmatch(after.lower()) is not None
    )


def dice(text: str, words: Sequence[re.Match[str]]) -> dict[int, str]:
    """Each "die" of a text that is one of dice (dice_meant), read as "dice"."""
    found: dict[int, str] = {}
    if "die" not in text.lower():  # (most texts: one scan, not a look at each word)
        return found
    for i, match in enumerate(words):
        if match.group(0).lower() != "die":
            continue
        before = words[i - 1] if i and not text[words[i - 1].end() : match.start()].strip() else None
        after = words[i + 1] if i + 1 < len(words) and not text[match.end() : words[i + 1].start()].strip() else None
        if dice_meant("die", before and before.group(0), after and after.group(0)):
            found[i] = "dice"
    return found


def dice_typed(texts: list[str]) -> list[str]:
    """A query's words side by side, each "die" of dice as "dice" (dice_meant)."""
    return [
        "dice" if dice_meant(text, texts[i - 1] if i else None, texts[i + 1] if i + 1 < len(texts) else None) else text
        for i, text in enumerate(texts)
    ]


# A negated modal verb is also indexed as the verb: "can I target my own hexproof creature" is
# answered by 702.11b's "can't be the target", "will it still trigger" by "won't trigger". (A
# query's "can't" stays the negation only.)
NEGATED = {"can't": "can", "cannot": "can", "won't": "will"}


# "you" and "your" as typed in a chat ("can u counter a triggered ability"), in lower case: no
# words to find, as "you" and "your" are not. Searched, "u" was the blue mana symbol {U} of
# thousands of texts; "U" in capitals stays the symbol.
CHAT_PRONOUNS = frozenset({"u", "ur"})


@lru_cache(maxsize=1 << 18)
def word_terms(word: str, query: bool) -> tuple[str, ...]:
    kept = modifier(word)
    if kept:
        return (kept,)
    if query and word in CHAT_PRONOUNS:
        return ()
    word = word.lower()
    word = normalize_apostrophes(CONTRACTIONS.get(word, word))
    if query and word in QUESTION_WORDS:
        return ()
    terms = [stem_english(t) for t in hyphen_parts(word, query) if t not in _STOPPED]
    if not query and word in NEGATED:
        terms.append(NEGATED[word])
    return unique(terms)


register("en", word_terms, read_as=dice)


def english_analyzer() -> Analyzer:
    return WordAnalyzer("en")
