"""German verbs split in two: "Eine Kreatur greift alleine an" is about attacking alone.

In a German main clause the particle of a separable verb stands at the end, away from the
verb ("greift … an", "wirft … ab", "fügt … zu", "zeige … offen vor"), so the rule that defines
attacking alone has no word "angreifen" for the query "alleine angreifen" to find. When a clause
ends in the particle of a listed verb (separable_de.txt) and one of its words is a form of that
verb's base ("greift", "wirft", "wirf"), the whole verb is indexed at that word's position, as
compound parts are. Queries are left alone: a reader types the infinitive.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

Fold = Callable[[str], str]
VERBS_PATH = Path(__file__).with_name("separable_de.txt")

# What ends a sentence (or a quoted ability) between two words; commas do not: "wirft der
# aktive Spieler, wenn seine Hand mehr Karten enthält …, genug Karten ab".
_BOUNDARY = re.compile(r"[.;:!?„“”\"]")
# Strong verbs whose present, past or imperative forms a suffix does not lead back to their
# infinitive (folded, as the analysis sees them).
# What ends a clause: the particle of a separated verb stands before it ("greift an, wenn").
_CLAUSE = re.compile(r"[,()\[\]–—]")
_STRONG = {
    "werfen": "wirf wirfst wirft warf warfen",
    "geben": "gib gibst gibt gab gaben",
    "sehen": "sieh siehst sieht sah sahen",
    "treten": "tritt trittst trat traten",
    "treffen": "trifft triffst traf trafen",
    "greifen": "griff griffen",
    "bringen": "brachte brachten",
    "halten": "hielt hielten",
    "laufen": "lief liefen",
    "fangen": "fing fingen",
    "fahren": "fuhr fuhren",
    "schlagen": "schlug schlugen",
    "weisen": "wies wiesen",
}
_SUFFIXES = ("test", "tet", "ten", "te", "st", "et", "t", "en", "e", "")


def _load(fold: Fold) -> dict[str, frozenset[str]]:
    """Each particle with the (folded) bases it makes separable verbs with."""
    verbs = [fold(line.strip().lower()) for line in VERBS_PATH.read_text(encoding="utf-8").splitlines()]
    verbs = [v for v in verbs if v and not v.startswith("#")]
    by_particle: dict[str, set[str]] = {}
    for verb in verbs:
        for particle in PARTICLES:
            if verb.startswith(particle) and len(verb) > len(particle) + 3:
                by_particle.setdefault(particle, set()).add(verb[len(particle) :])
    return {particle: frozenset(bases) for particle, bases in by_particle.items()}


# Longest first: "zurück" before "zu".
PARTICLES = (
    "zusammen",
    "zurück",
    "statt",
    "hinzu",
    "weiter",
    "fest",
    "fort",
    "bei",
    "ein",
    "auf",
    "aus",
    "vor",
    "um",
    "an",
    "ab",
    "zu",
)
_STRONG_FORMS = {form: base for base, forms in _STRONG.items() for form in forms.split()}


def bases(word: str) -> list[str]:
    """The infinitives a folded verb form may belong to ("wirft" -> "werfen", "greift" ->
    "greifen", "andert" -> "andern")."""
    found = [_STRONG_FORMS[word]] if word in _STRONG_FORMS else []
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            stem = word[: len(word) - len(suffix)]
            found += [stem + "en", stem + "n"]
    return found


class SeparableVerbs:
    """Finds the separated verbs of a text (see the module docstring)."""

    def __init__(self, fold: Fold) -> None:
        self._fold = fold
        self._bases = _load(fold)

    def joined(self, text: str, words: Sequence[re.Match[str]]) -> dict[int, str]:
        """The whole (folded) verb at the position of each word that is its separated form:
        for a particle that ends a clause, the nearest form of a base it makes a listed verb
        with, in the same sentence."""
        found: dict[int, str] = {}
        start = 0
        for i, match in enumerate(words):
            ends_sentence = i + 1 == len(words) or _BOUNDARY.search(text, match.end(), words[i + 1].start())
            ends_clause = ends_sentence or _CLAUSE.search(text, match.end(), words[i + 1].start())
            known = self._bases.get(match.group(0).lower()) if ends_clause else None
            if known:
                for j in range(i - 1, start - 1, -1):
                    base = next((b for b in bases(self._fold(words[j].group(0).lower())) if b in known), None)
                    if base:
                        found[j] = match.group(0).lower() + base
                        break
            if ends_sentence:
                start = i + 1
        return found
