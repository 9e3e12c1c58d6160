"""German noun phrases: a card or token name with its article, in the case a sentence needs.

German trace messages mark the slots that hold a name with the case the sentence gives it:
`%(object:dat)s` is the object with the definite article in the dative ("an die
Grizzlybären" needs "den Grizzlybären"), `%(token:acc-ein)s` with the indefinite article in the
accusative ("einen Monster-Rolle-Spielstein"), and `%(object:wird|werden)s` is the verb form
agreeing with the object's number ("die Grizzlybären werden ..."). A name is declined as the
printed name is built: leading adjectives (printed in their strong form, "Wilde Werfüchsin")
take the ending the article asks for, the head noun its case ending.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CASES = ("nom", "acc", "dat", "gen")

_DEFINITE = {
    "nom": {"m": "der", "f": "die", "n": "das", "pl": "die"},
    "acc": {"m": "den", "f": "die", "n": "das", "pl": "die"},
    "dat": {"m": "dem", "f": "der", "n": "dem", "pl": "den"},
    "gen": {"m": "des", "f": "der", "n": "des", "pl": "der"},
}
_INDEFINITE = {
    "nom": {"m": "ein", "f": "eine", "n": "ein", "pl": ""},
    "acc": {"m": "einen", "f": "eine", "n": "ein", "pl": ""},
    "dat": {"m": "einem", "f": "einer", "n": "einem", "pl": ""},
    "gen": {"m": "eines", "f": "einer", "n": "eines", "pl": ""},
}
# Adjective endings after the definite article (weak), after the indefinite one (mixed), and
# without an article (strong: the form a name is printed in, and an indefinite plural).
_WEAK = {"nom": {"m": "e", "f": "e", "n": "e"}, "acc": {"m": "en", "f": "e", "n": "e"}}
_MIXED = {"nom": {"m": "er", "f": "e", "n": "es"}, "acc": {"m": "en", "f": "e", "n": "es"}}
_STRONG = {"m": "er", "f": "e", "n": "es", "pl": "e"}
_STRONG_PLURAL = {"nom": "e", "acc": "e", "dat": "en", "gen": "er"}
NUMBER_SUFFIX = re.compile(r"( #\d+)$")


@dataclass(frozen=True)
class Noun:
    """What the grammar needs to know of a name: gender ("m", "f", "n") or "pl" for a plural name
    ("Grizzlybären"), how many leading words are adjectives, whether the head is a weak masculine
    noun ("Hügelriese", "des Hügelriesen"), whether the name takes an article at all (a
    person's name such as "Akroma, Engel des Zorns" does not), and whether its words take case
    endings (an English name keeps its form after the article: "des Questing Druid")."""

    gender: str
    adjectives: int = 0
    weak: bool = False
    article: bool = True
    endings: bool = True
    several: bool = False  # (a list of several things, not one with a plural name)

    @property
    def plural(self) -> bool:
        return self.gender == "pl"


def article(noun: Noun, case: str, definite: bool = True) -> str:
    return (_DEFINITE if definite else _INDEFINITE)[case][noun.gender]


def decline(name: str, noun: Noun, case: str, definite: bool = True) -> str:
    """`name` (as printed, nominative without article) with its article in `case`:
    decline("Wilde Werfüchsin", Noun("f", 1), "dat") == "der Wilden Werfüchsin". A name
    without article has no genitive: "von" stands for it ("die Fähigkeit von Questing Druid")."""
    if not noun.article:
        return f"von {name}" if case == "gen" else name
    if not noun.endings:
        return f"{article(noun, case, definite)} {name}"
    number = NUMBER_SUFFIX.search(name)
    core = name[: number.start()] if number else name
    words = core.split(" ")
    declined = [_adjective(w, noun, case, definite) for w in words[: noun.adjectives]]
    declined.append(_head(" ".join(words[noun.adjectives :]), noun, case))
    phrase = " ".join(declined) + (number.group(1) if number else "")
    leading = article(noun, case, definite)
    return f"{leading} {phrase}" if leading else phrase


def _adjective(word: str, noun: Noun, case: str, definite: bool) -> str:
    stem = word.removesuffix(_STRONG[noun.gender])
    if noun.plural:
        ending = "en" if definite else _STRONG_PLURAL[case]
    else:
        ending = (_WEAK if definite else _MIXED).get(case, {}).get(noun.gender, "en")
    return stem + ending


def _head(words: str, noun: Noun, case: str) -> str:
    """The head noun's case ending; a name with more words after its head ("Eidolon der
    Blüten", "Reiter der Nacht") keeps them as printed."""
    head, _, rest = words.partition(" ")
    if case == "nom":
        ending = ""
    elif noun.weak:
        ending = "" if head.endswith("n") else ("n" if head.endswith("e") else "en")
    elif case == "gen" and noun.gender in ("m", "n"):
        ending = "es" if head[-1:] in ("s", "ß", "x", "z") else "s"
    elif case == "dat" and noun.plural:
        ending = "" if head[-1:] in ("n", "s") else "n"
    else:
        ending = ""
    return head + ending + (f" {rest}" if rest else "")


def agree(noun: Noun | None, forms: str) -> str:
    """The word agreeing with the noun: "singular|plural" by number (a verb:
    agree(Noun("pl"), "wird|werden") == "werden"), "m|f|n|plural" by gender and number (a
    pronoun: agree(Noun("m"), "er|sie|es|sie") == "er"), "m|f|n|plural|several" where one
    thing with a plural name differs from several things („die Grizzlybären werden auf die
    Hand ihres Besitzers zurückgebracht“, not „auf die Hände ihrer Besitzer“, which is for
    two cards and more). Without a noun: singular, feminine."""
    choices = forms.split("|")
    if len(choices) == 5:
        return choices[4 if noun and noun.several else ("m", "f", "n", "pl").index(noun.gender) if noun else 1]
    if len(choices) == 4:
        index = ("m", "f", "n", "pl").index(noun.gender) if noun else 1
        return choices[index]
    return choices[-1] if noun is not None and noun.plural else choices[0]
