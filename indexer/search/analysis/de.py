"""German analysis: folding, hyphens, compound splitting, stop words, Snowball stemmer.

Folding follows Lucene's GermanNormalizationFilter, so "Königliche", "Konigliche" and
"Koenigliche" meet: ß -> ss; ä/ö/ü -> a/o/u; ae/oe -> a/o; ue -> u except after a vowel or q.
Compounds are split only into words of a curated list of game words (game_words_de.txt), and the
parts are indexed beside the whole word (at its position), as Elasticsearch's dictionary
decompounder does; queries keep the whole word. The stop list
keeps "nicht", "kein", "alle", "jede", "wenn", "ohne", "bis": they decide what a ruling means;
it has the personal pronouns ("ich", "meine", "du"), as the English list has "I", "my" and
"you": a reader's "Kann ich meine …" is not the card "Das veränderte Ich".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

import snowballstemmer
from whoosh.analysis import Analyzer

from indexer.search.analysis.separable_de import SeparableVerbs
from indexer.search.analysis.suspended_de import completed

from .common import WordAnalyzer, hyphen_parts, modifier, register, unique

_EDGES = re.compile(r"^[^\w]+|[^\w]+$")  # punctuation typed against a word

STOP_WORDS = frozenset(
    """der die das den dem des ein eine einen einem einer eines und oder zu zum zur im in am an
    auf aus bei mit von vom für ist sind war wird werden wurde es sie er ihr ihre ihren ihrem
    ihres sein seine seinen seinem seines sich dass diese dieser dieses diesen diesem als auch
    so um man ich mich mir mein meine meinen meinem meiner meines du dich dir dein deine deinen
    deinem deiner deines wir uns unser unsere unseren unserem unserer vs versus beim""".split()
)
KEPT_WORDS = frozenset(
    """nicht kein keine keinen keinem keiner keines alle alles allen aller jede jeder jedes jeden
    jedem wenn falls ohne bis nur mehr meisten immer nie""".split()
)
# The linking elements a German compound may have between its parts („Kommandeur|s|steuer“).
LINKERS = ("ens", "es", "en", "er", "ns", "s", "n", "e", "")
# The endings of a German noun's forms (none the first): a game word in any of them (_FORMS).
NOUN_ENDINGS = ("", "e", "en", "n", "s", "es", "er", "ern", "ns")
_MIN_PART = 3
_STEMMER = snowballstemmer.stemmer("german")
# Question words a reader types ("wie funktioniert Trampelschaden") that the answer seldom has:
# dropped from queries, kept in the index; so are the words that only make it sound like a
# question ("gerade", "eigentlich", "trotzdem"), and its auxiliary verbs ("muss ein Deck
# mindestens … haben", "gilt das als"), which the rule that answers it need not have. Not „kann“:
# „kann nicht neutralisiert werden“ is what a ruling says. „Zwischen“ is the English "between", a
# stop word there: „Unterschied zwischen Opfern und Zerstören“ found the rulings on what players
# can't do "between" two events. „funktioniert“ of „wie funktioniert Phasing“ is the English
# "work" (a question word there too), and „wenn“ of „was passiert, wenn …“ the English "when": the
# German rules state a condition with „falls“ (704.5f: „Falls eine Kreatur eine Widerstandskraft von 0
# … hat“), so „wenn“ kept such a rule out of the documents that have every word. „bedeutet“ of
# „was bedeutet Trampelschaden“ reached the English rulings as "mean", which hundreds of them
# have ("This means …"): two came before the entry Trampelschaden, 6th. (English "means" stays:
# the rules define a keyword with it, "“Hexproof from [quality]” … means", 702.11d.) „erklärt“,
# „Erklärung“ are the English "explain(ed)". „Rulings“, „Regelauslegungen“ ask for the site's own
# kind of text („Zorn Gottes Rulings“). „heißt“ of „was heißt Fluchsicher“ asks what a word means,
# as „bedeutet“ does, and „genau“ of „was heißt stirbt genau“ only presses the question: searched
# as the English "exactly", it found the rules on choosing exactly N first (a judge's review).
# The fillers of a chat („hab“, „halt“, „mal“, „eh“, „jetzt“, „drauf“, „gibts“) weighed as much as the
# game's words in a relaxed question („hab“ is in 345 documents, English texts with "hab…"). A
# greeting („moin“) had been corrected to "moon". What a player says or means („gegner sagt das land
# hat manawert 3“) reports the question: „sagt“ had the stem of „Sage“ (Saga) and found the Saga
# rules. („sagen“ stays: it is also the Sagas, „Sagen“.)
QUESTION_WORDS = frozenset(
    """wie was wann welche welcher welches welchen welchem warum wieso weshalb wer passiert geschieht
    passieren gerade eigentlich trotzdem noch schon wirklich überhaupt dann aber denn möglich erlaubt
    muss müssen hat haben habe gilt gelten soll sollte woran unterschied zwischen da funktioniert
    funktionieren wenn bedeutet bedeuten erklärt erkläre erklären erklärung ruling rulings
    regelauslegung regelauslegungen heißt heisst genau hab hast jetzt halt eh mal drauf gibts gibt's
    moin moinsen servus hallo hi hey tach danke sagt sagst gesagt sagte meint meinte behauptet""".split()
)
# Prepositions whose English counterparts are stop words ("from", "by", "of") or no word at all
# ("Schutz vor Grün" is "protection from green", "Kontrolle über" "control of"): dropped from
# queries as the question words are, kept in the index. Kept, a German preposition no English
# text has left a German query only its German matches ("Schutz vor Grün": none of the English
# rulings on protection from green).
PREPOSITIONS = frozenset("vor durch".split())
# The indefinite article as spoken and typed in a chat („darf ich n Land im Kampf legen“, „ne
# Kreatur“), in lower case: searched, „n“ was the variable N of „Entdeckung N“ and „Ruhm N“,
# which came before 305.1 (a judge's review). A capital "N" stays the variable.
SPOKEN_ARTICLES = frozenset("n ne nen nem ner".split())
# Participles and present tenses of verbs in -ieren ("neutralisiert", "kopierte") end unlike the
# infinitive, which the stemmer reduces ("neutralisieren" -> "neutralisi"): they are reduced to
# it first, so "wird neutralisiert" finds "neutralisieren".
_IERT = re.compile(r"iert(?:e|en|er|es|em)?$")
# The nouns of those verbs, "-ierung", are the verb too, as English "activation" and "activate"
# stem alike: the rules' „Aktivierung“ (37 times) is what a reader „aktiviert“, and a reader's
# „Kostenreduzierung“ what CR 118.7a says „Kosten … reduzieren“.
_IERUNG = re.compile(r"ierung(?:en)?$")
# A word of this many letters or more that ends in -t is also indexed as the verb it may be a
# form of, the -t left off ("angreift", "verlässt", "zerstört" beside "angreifen", "verlassen",
# "zerstören"): the stemmer keeps the -t of a present tense or participle. Only in the index,
# beside the word's own stem (as compound parts are): a query word is one term.
_VERB_FORM = 6


def fold_german(text: str) -> str:
    """Lowercase text with German spelling variants folded (see module docstring)."""
    text = text.replace("ß", "ss").replace("ä", "a").replace("ö", "o").replace("ü", "u")
    out: list[str] = []
    for i, ch in enumerate(text):
        if ch == "e" and i > 0:
            previous = text[i - 1]
            before = text[i - 2] if i > 1 else ""
            if previous in "ao" or (previous == "u" and before not in "aeiouq"):
                continue
        out.append(ch)
    return "".join(out)


# Compared with words folded: "für" is "fur".
_STOPPED = frozenset(fold_german(word) for word in STOP_WORDS - KEPT_WORDS)


def _load_game_words() -> tuple[frozenset[str], tuple[str, ...]]:
    """The list's game words, and the beginnings it lists with a leading "-"."""
    path = Path(__file__).with_name("game_words_de.txt")
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
    entries = [fold_german(line.lower()) for line in lines if line and not line.startswith("#")]
    return (
        frozenset(e for e in entries if not e.startswith("-")),
        tuple(e[1:] for e in entries if e.startswith("-")),
    )


GAME_WORDS, NOT_WORDS = _load_game_words()
_FORMS = frozenset(word + ending for word in GAME_WORDS for ending in NOUN_ENDINGS)


# Plurals of game words that the stemmer does not lead back to their singular (folded): the
# German rules' "Auren" (17 times, and "Aurenkarte", "Aurenzauber") are Auras, and "von Auren
# verzaubert" (CR 702.16c) was not found by "Aura".
_PLURALS = {"auren": "aura"}
# Stems that Snowball gives a word unlike its other forms: "Mindest-" (the first part of the
# rules' „Mindest-Deckgröße“, CR 100.2a) lost its "-est" and became "mind", while the reader's
# "mindestens" is "mindest". "Zauber", the players' word for a spell (and the last part of
# "Spontanzauber", "Kreaturenzauber"), had the stem of "Zauberer" (Wizard): „Zauber
# neutralisieren“ found rulings about Wizards first.
_STEMS = {"mindest": "mindest", "zauber": "zauber", "zaubers": "zauber", "zaubern": "zauber"}
# „mehrere“ (several) is not „mehr“ (more), which the stemmer made it: „mehrere Trigger
# gleichzeitig“ searched „größer“ and "greater", the synonym and the learned partner of „mehr“,
# and found damage "3 or greater" first, not 603.3b („Wenn mehrere Fähigkeiten ausgelöst
# wurden …“).
_STEMS.update(dict.fromkeys(("mehrere", "mehreren", "mehrerer", "mehreres", "mehrerem"), "mehrer"))
# „derselbe“, „dieselbe“, „dasselbe“ and their cases are one word, "same", whose gender and case
# follow the noun: the German rules say „Dasselbe Ziel kann nicht mehrmals … gewählt werden“
# (CR 115.3), a reader asks about „dieselbe Kreatur“; each had its own stem („dasselb“,
# „dieselb“), and 115.3 was 95th. They are read as „selbe“, as „zur selben Zeit“ is.
_SAME = re.compile(r"d(?:er|ie|as|en|em|es)selb(?:e|en|er|es|em)?")
# „selbst“ (self, itself, even: „sich selbst“, „selbst wenn“) is no „selbe“ (same), whose stem the
# stemmer made it: "same" was learned for both, and „schutz vor rot … selbst“ searched "same".
_STEMS["selbst"] = "selbst"
# The players' „countern“ (English "counter": „neutralisieren“) is no "count": the stemmer made it
# „count“, and an English reader's "does that count as", read as German, also searched
# „neutralisieren“ (shorthand.tsv).
_STEMS.update(dict.fromkeys(("countern", "countert", "gecountert", "countere", "counterst"), "counter"))
# The players' „kriegen“ (to get: „kriegt der Gegner trotzdem seine Karte?“) is „bekommen“: the
# stemmer made „kriegt“ „krieg“, the stem of „Krieger“ (Warrior), and it weighed as a rare word of
# 728 texts, the most of „kreatur kriegt eile durch ausrüstung“. A „krieg“ typed in lower case in a
# question („krieg ich das mana zurück“) is the verb too (word_terms); „Krieg“ the noun.
_GOT = _STEMMER.stemWord("bekommen")
_STEMS.update(dict.fromkeys(("kriege", "kriegst", "kriegt", "kriegen", "gekriegt", "kriegte", "kriegten"), _GOT))
# Words a query has typed in lower case that are a verb's form, not the noun they stem as.
_TYPED_VERBS = {"krieg": _GOT}

# „nächste“ (next) is no „nach“ (after), which the stemmer made it (folded, „nachste“ loses its
# "-ste"): „bis zu deinem nächsten Zug“ searched "after" and „anschließend“, not "next", and found
# none of the rulings on "until your next turn"; „zu Beginn des nächsten Endsegments“ had 513.2 9th.
_STEMS.update(dict.fromkeys(("nachst", "nachste", "nachsten", "nachster", "nachstes", "nachstem"), "nachst"))


def stem_german(word: str) -> str:
    if word[:1].isdigit():
        return word
    word = _PLURALS.get(word, word)
    if word in _STEMS:
        return _STEMS[word]
    if _SAME.fullmatch(word):
        return "selb"
    return _STEMMER.stemWord(_IERUNG.sub("ieren", _IERT.sub("ieren", word)) if len(word) > 6 else word)


def is_game_word_form(word: str) -> bool:
    """The word is a listed game word, possibly with an inflection ending ("spielsteine")."""
    return word in _FORMS


# The shortest part of a compound split by the index's words (split_by_words): shorter ones
# ("ung", "ein") are endings and small words that would split almost anything.
_MIN_WORD_PART = 4


def split_by_words(word: str, known: Callable[[str], bool]) -> tuple[str, ...]:
    """A folded compound's two parts that are both `known` words, the longest head first
    ("lebensverlust": "lebens", "verlust"); empty if none. For a reader's compound that no text
    has, where split_compound knows only the game words: the rules say „Verlust von
    Lebenspunkten“, no „Lebensverlust“. The front keeps its linking element: `known` reads a
    word as the index does, stemmed, so "lebens" is "leben" there, and a front cut by a linker
    read worse ("lebe", "kreature")."""
    for i in range(_MIN_WORD_PART, len(word) - _MIN_WORD_PART + 1):
        if known(word[i:]) and known(word[:i]):
            return word[:i], word[i:]
    return ()


def cut_as_written(word: str, parts: tuple[str, ...]) -> tuple[str, ...]:
    """`word` cut where its folded form (fold_german) is cut into `parts`: the parts as the
    reader wrote them, with their umlauts and ß („Grundstärke“: „Grund“, „stärke“; the folded
    „starke“ is another word). A folded prefix is the prefix of the folded word (folding looks
    back, never ahead), so each cut is after the longest prefix that folds to the parts before it."""
    pieces: list[str] = []
    start = end = folded = 0
    for part in parts[:-1]:
        folded += len(part)
        while end < len(word) and len(fold_german(word[: end + 1].lower())) <= folded:
            end += 1
        pieces.append(word[start:end])
        start = end
    return (*pieces, word[start:])


@lru_cache(maxsize=200_000)
def split_compound(word: str) -> tuple[str, ...]:
    """Game-word parts of a folded compound, head last; empty if it has no game word as head.

    The head (the last part) decides what a German compound is, so it is searched from the
    end, longest first; the rest is split again into game words where it can be, each joined
    by a linking element ("Verzauberung-s-spielstein", "Kreatur-en-spielstein"), and is otherwise
    left whole ("Giftmarke": "Marke"). A game word after a beginning that is no word of its
    own (the list's "-" lines: "Kontrolle" is no "Rolle", "verzaubern" no "zaubern",
    "Beispiel" no "Spiel") is no head.
    """
    for i in range(_MIN_PART, len(word) - _MIN_PART + 1):
        head = word[i:]
        if is_game_word_form(head):
            front = word[:i]
            modifier = _split_modifier(front)
            if modifier:
                return (*modifier, head)
            if not front.endswith(NOT_WORDS):
                return (head,)
    return ()


def _split_modifier(left: str) -> tuple[str, ...]:
    for linker in LINKERS:
        if not left.endswith(linker):
            continue
        stem = left[: len(left) - len(linker)]
        if len(stem) < _MIN_PART:
            continue
        if stem in GAME_WORDS:
            return (stem,)
        parts = split_compound(stem)
        if parts:
            return parts
    return ()


@lru_cache(maxsize=1 << 18)
def word_terms(word: str, query: bool) -> tuple[str, ...]:
    """Fold, split hyphens and (when indexing) compounds, drop stop words, stem."""
    kept = modifier(word)
    if kept:
        return (kept,)
    if query and (word.lower() in QUESTION_WORDS or word.lower() in PREPOSITIONS or word in SPOKEN_ARTICLES):
        return ()
    if query and word in _TYPED_VERBS:
        return (_TYPED_VERBS[word],)
    terms: list[str] = []
    for part in hyphen_parts(fold_german(word.lower()), query):
        terms.append(part)
        if not query and not is_game_word_form(part):
            terms.extend(split_compound(part))
    stems = [stem_german(t) for t in terms if t not in _STOPPED]
    if not query:
        stems += [stem_german(t[:-1]) for t in terms if len(t) >= _VERB_FORM and t.endswith("t") and t not in _STOPPED]
        stems += [stem_german(verb) for t in terms if (verb := _verb_of_noun(t))]
    return unique(stems)


_UNG = re.compile(r"(\w{3,}?)(er|el|[^aeiouyl]l)ung(?:en)?")


def _verb_of_noun(word: str) -> str | None:
    """The verb in -ern or -eln of a noun in -ung, whose stem the stemmer cuts otherwise:
    „Verhinderung“ is „verhinder“, „verhindern“ „verhind“; „Wucherung“ (proliferate) and
    „wuchern“, „Verwandlung“ and „verwandeln“ alike. Indexed with the noun, so that the verb a
    player types finds the rules that name the action („wuchern“ had found nothing)."""
    found = _UNG.fullmatch(word)
    if found is None:
        return None
    before, ending = found.groups()
    return f"{before}{ending}n" if ending in ("er", "el") else f"{before}{ending[0]}eln"


@lru_cache(maxsize=1 << 16)
def name_terms(word: str, query: bool) -> tuple[str, ...]:
    """Card names in either language: folded like German, without other accents and
    apostrophes (as names.fold_word folds them), never stemmed or stopped. card:"Seance",
    card:"Dandan", card:"Lim-Dul's Vault" (or with ’) and card:"Aether Vial" had found no card,
    where a plain search found each (a developer's review)."""
    kept = modifier(word)
    if kept:
        return (kept,)
    return unique(list(hyphen_parts(without_accents(fold_german(name_lowered(word))), query)))


def name_lowered(word: str) -> str:
    """A name's word in lower case, composed, "æ" written "ae", without apostrophes."""
    return unicodedata.normalize("NFC", word.lower()).replace("æ", "ae").replace("'", "").replace("’", "")


def without_accents(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _raised_vowel(stem: str) -> list[str]:
    """The third person a strong verb's stem may have, its vowel "e" raised to "i" ("ie"
    before "h"): "sterben" / "stirbt", "geben" / "gibt", "werfen" / "wirft", "sehen" /
    "sieht". Only where "e" is the stem's last vowel and stands alone ("bezahlen", "zeigen"
    have none to raise)."""
    vowels = [i for i, letter in enumerate(stem) if letter in "aeiouy"]
    if not vowels or stem[vowels[-1]] != "e" or vowels[-1] - 1 in vowels or vowels[-1] == len(stem) - 1:
        return []
    at = vowels[-1]
    raised = "ie" if stem[at + 1 :] == "h" else "i"
    return [f"{stem[:at]}{raised}{stem[at + 1 :]}t"]


def _lowered_vowel(form: str) -> list[str]:
    """The infinitive a strong verb's third person may have, its raised vowel lowered again
    (_raised_vowel backwards): "wirft" / "werfen", "abwirft" / "abwerfen", "gibt" / "geben",
    "sieht" / "sehen", "trifft" / "treffen". „wenn er eine Karte abwirft“ had found no term: the
    rules' „Abwerfen“ (discard) is an infinitive."""
    if not form.endswith("t"):
        return []
    stem = form[:-1]
    vowels = [i for i, letter in enumerate(stem) if letter in "aeiouy"]
    if not vowels or vowels[-1] in (0, len(stem) - 1):
        return []
    at = vowels[-1]
    if stem[at] == "e" and stem[at - 1] == "i" and stem[at + 1 :] == "h":
        return [f"{stem[: at - 1]}e{stem[at + 1 :]}en"]
    if stem[at] != "i" or at - 1 in vowels:
        return []
    return [f"{stem[:at]}e{stem[at + 1 :]}en"]


# The endings of a participle used as an adjective: "gewirkte", "geopferten".
ADJECTIVE_ENDINGS = ("e", "en", "em", "er", "es")
_PARTICIPLE = 5  # letters at least: "Karte" is no participle "kart"


@lru_cache(maxsize=1 << 16)
def verb_stems(word: str) -> tuple[str, ...]:
    """The stems a German word may have as a verb form the stemmer leaves alone: a present
    tense or participle in -t ("zerstört", "wirkt", "geopfert", "abgeworfen" are "zerstören",
    "wirken", "opfern", "abwerfen"), a participle used as an adjective ("später gewirkte
    Zaubersprüche", "die geopferte Kreatur"), and an infinitive's third person, whose vowel may
    change ("verlassen" is looked up as "verlässt", "opfern" as "opfert", "sterben" as
    "stirbt"), and a strong verb's participle ("abgeworfen", "angegriffen": _STRONG_PARTICIPLES),
    also as its infinitive's third person ("gestorben" as "stirbt", the term the rules define).
    Too loose for the index
    ("Macht" is no "machen"); the term list is looked up with them, where a hit is a known game
    word. Punctuation typed against the word is not part of it ("wird sie geopfert?"). Kept for
    the words read lately: each run of a query's words that ends with one reads it."""
    if word in _TYPED_VERBS:  # (as word_terms reads it)
        return (_TYPED_VERBS[word],)
    folded = _EDGES.sub("", fold_german(word.lower()))
    forms = [folded]
    if folded.endswith(("ern", "eln")):
        forms.append(folded[:-1] + "t")
    elif folded.endswith("en"):
        forms += [folded[:-2] + "t", *_raised_vowel(folded[:-2])]
    participles = [
        folded[: -len(ending)]
        for ending in ADJECTIVE_ENDINGS
        if folded.endswith("t" + ending) and len(folded) - len(ending) >= _PARTICIPLE
    ]
    for form in [folded, *participles]:
        forms.append(form)
        for prefix in ("", "ge"):
            for suffix in ("t", "et", "st", "en"):
                if form.startswith(prefix) and form.endswith(suffix) and len(form) - len(prefix) - len(suffix) >= 3:
                    forms.append(form[len(prefix) : len(form) - len(suffix)] + "en")
    forms += [f[: f.index("ge", 2)] + f[f.index("ge", 2) + 2 :] for f in list(forms) if f.find("ge", 2) in (2, 3)]
    forms += _lowered_vowel(folded)
    strong = _strong_infinitives(folded)
    forms += strong + [raised for infinitive in strong for raised in _raised_vowel(infinitive[:-2])]
    return unique([stem_german(f) for f in forms if f not in _STOPPED])


# The participles of the strong and irregular verbs of the game whose vowel or stem changes
# (the rules and card texts: "abgeworfen", "angegriffen", "zugewiesen", "übernommen", "gezogen"),
# as the end of a folded word, and the infinitive's end that replaces them.
_STRONG_PARTICIPLES = {
    "worfen": "werfen",
    "griffen": "greifen",
    "wiesen": "weisen",
    "nommen": "nehmen",
    "zogen": "ziehen",
    "loren": "lieren",
    "storben": "sterben",
    "troffen": "treffen",
    "funden": "finden",
    "wonnen": "winnen",
    "blieben": "bleiben",
    "schrieben": "schreiben",
    "sprochen": "sprechen",
    "gangen": "gehen",
    "standen": "stehen",
    "bracht": "bringen",
    "nannt": "nennen",
}


def _strong_infinitives(folded: str) -> list[str]:
    """The infinitive of a strong verb's participle, also one used as an adjective
    ("abgeworfene Karte": "abwerfen"), its separable prefix kept ("zurückgebracht":
    "zurückbringen")."""
    found = []
    for word in (folded, *(folded[: -len(e)] for e in ADJECTIVE_ENDINGS if folded.endswith(e))):
        for participle, infinitive in _STRONG_PARTICIPLES.items():
            if word.endswith(participle):
                before = word[: -len(participle)]
                found.append((before[:-2] if before.endswith("ge") else before) + infinitive)
    return found


_SEPARABLE = SeparableVerbs(fold_german)


def _joined(text: str, words: Sequence[re.Match[str]]) -> dict[int, str]:
    """The words the index reads together: separated verbs and compounds sharing a head."""
    return {**completed(text, words, fold_german, split_compound), **_SEPARABLE.joined(text, words)}


register("de", word_terms, _joined)
register("names", name_terms)


def german_analyzer() -> Analyzer:
    return WordAnalyzer("de")


def name_analyzer() -> Analyzer:
    return WordAnalyzer("names")
