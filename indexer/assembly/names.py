"""The names and terms readers type, in display form, for suggestions and autocomplete.

Spelling suggestions taken from the stemmed index come out as stems ("konig"); readers need
the form they would write ("Königliche Rolle"). So the build collects every display form the
corpus has: card names in both languages (each face of a two-faced card on its own too),
glossary headwords of both rules texts (with the German glossary's "English &rarr; German"
cross references), the curated term list (Role names among them) and article titles. Forms
that name the same thing in two languages share a group, so a match in one language can be
offered in the reader's.

The side file (`names.json`) holds what a lookup needs, built once here so a web worker only
loads it:

- `forms`: rows of FORM_COLUMNS, sorted by key: a bisect on the keys finds every name that
  starts with what was typed;
- `groups`: per group, the index of its preferred form in each language (-1: none);
- `words`: every word of every key, sorted, with its most common `spelling` and the forms it
  occurs in (`postings`);
- `deletions`: "variant word-number" for each word of MIN_FUZZY letters or more and each way of
  deleting one of its letters, sorted (a bisect finds a variant): a symmetric deletion index,
  in which two words within one edit of each other share a variant.

Keys are folded (indexer.search.analysis.names.fold_name): lower case, German spelling variants as
the analyzers fold them, other accents, apostrophes and punctuation dropped, so "Wachablose",
"Wachabloese" and "Wachablöse" are one key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from indexer.search.analysis.names import fold_name, fold_word, name_words
from indexer.terms.cross_references import CrossReferences
from indexer.terms.glossary_mentions import OBSOLETE, glossary_key, term_forms
from indexer.terms.nicknames import Nickname
from indexer.terms.term_list import TermPair

from .model import LANGUAGES, Card, Corpus, GlossaryEntry

MIN_FUZZY = 4
# A row of `forms` (indexer.search.suggest.lexicon reads the rows by these names).
FORM_COLUMNS = ("key", "display", "lang", "kind", "target", "group", "weight")
_TERM_WEIGHT = 20
# When two forms with the same key and language lead to different places, the first kind wins.
_KIND_ORDER = ("glossary", "article", "term")


def deletions(word: str) -> set[str]:
    """The word with one letter left out, each way."""
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


@dataclass
class _Form:
    key: str
    display: str
    lang: str
    kind: str
    target: str | None
    group: str
    weight: int


class _Groups:
    """Union-find over group names: "Role" and "Rolle" end up in one group."""

    def __init__(self) -> None:
        self._parent: dict[str, str] = {}

    def find(self, name: str) -> str:
        self._parent.setdefault(name, name)
        while self._parent[name] != name:
            self._parent[name] = self._parent[self._parent[name]]
            name = self._parent[name]
        return name

    def join(self, first: str, second: str) -> None:
        self._parent[self.find(second)] = self.find(first)


class NameCollector:
    """Gathers display forms from a corpus and the term list; `as_json` is the side file."""

    def __init__(self) -> None:
        self._forms: dict[tuple[str, str, str, str | None], _Form] = {}
        self._groups = _Groups()

    def add(
        self, display: str, lang: str, kind: str, target: str | None, group: str, weight: int, key: str | None = None
    ) -> None:
        """A form shown as `display`, found by `key` (by default, `display` folded)."""
        key = fold_name(key or display)
        if not key:
            return
        self._groups.find(group)
        slot = (key, lang, "card" if kind == "card" else "term", target if kind == "card" else None)
        known = self._forms.get(slot)
        if known is None:
            self._forms[slot] = _Form(key, display.strip(), lang, kind, target, group, weight)
            return
        self._groups.join(known.group, group)
        if kind != "card" and _KIND_ORDER.index(kind) < _KIND_ORDER.index(known.kind):
            known.kind, known.target = kind, target

    def join(self, first: str, second: str) -> None:
        self._groups.join(first, second)

    def add_card(self, card: Card) -> None:
        """Every name of the card, and each face of a name with faces ("A // B")."""
        weight = len(card.ruling_ids)
        for lang in LANGUAGES:
            preferred = card.display_name(lang) if card.names.get(lang) else None
            names = [n.name for n in card.names.get(lang, [])]
            for name in sorted(names, key=lambda n: n != preferred):
                self.add(name, lang, "card", card.id, f"card:{card.id}", weight)
                faces = [f.strip() for f in name.split("//")]
                if len(faces) > 1:
                    for number, face in enumerate(faces):
                        self.add(face, lang, "card", card.id, f"card:{card.id}:{number}", weight)

    def add_nicknames(self, corpus: Corpus, nicknames: list[Nickname]) -> None:
        """Each players' nickname as a name of its card, shown as the card's English name
        (typing "goyf" suggests Tarmogoyf). A nickname of a card the corpus lacks is left out:
        a smaller corpus (the tests', a sample) has fewer cards; that every row names a card
        of the default corpus, a test holds."""
        cards = {name.name: card for card in corpus.cards.values() for name in card.names.get("en", [])}
        for nickname in nicknames:
            card = cards.get(nickname.card)
            if card is None:
                continue
            display = card.display_name("en")
            self.add(display, "en", "card", card.id, f"card:{card.id}", len(card.ruling_ids), key=nickname.nickname)

    def add_glossary(
        self, entries: list[GlossaryEntry], cross_references: CrossReferences, partners: Mapping[str, GlossaryEntry]
    ) -> None:
        """Headwords of both glossaries. A cross reference of the German glossary names an
        English term (the file's convention; "Automatische Spielstatus-Aktionen", an old German
        term, is the one exception: GlossaryEntry.term_lang) and joins it to the German headword
        it points to; it leads to that headword's entry, or to itself where the glossary has no
        such entry. An entry and its counterpart (`partners`, entry_partners) are one thing in
        two languages: "London Mulligan", written alike in both and in no cross reference, had
        been two names with no translation, listed twice."""
        for entry in entries:
            if entry.see:
                # (an obsolete English term with the English glossary's marker, as _forms_of
                # shows that entry: one suggestion, not a second one marked „(veraltet)“)
                term = OBSOLETE.sub(" (Obsolete)", entry.term)
                key = glossary_key(entry)
                target = next((t for _, t in cross_references[key] if t), key)
                lang = entry.term_lang
                self.add(term, lang, "glossary", target, _term_group(lang, term), _TERM_WEIGHT)
                self.join(_term_group(lang, term), _term_group(entry.lang, OBSOLETE.sub("", entry.see)))
                continue
            forms = _forms_of(entry)
            for form in forms:
                self.add(form, entry.lang, "glossary", glossary_key(entry), _term_group(entry.lang, form), _TERM_WEIGHT)
            partner = partners.get(glossary_key(entry))
            if partner is not None and forms and (partner_forms := _forms_of(partner)):
                self.join(_term_group(entry.lang, forms[0]), _term_group(partner.lang, partner_forms[0]))

    def add_terms(self, pairs: list[TermPair]) -> None:
        """The curated English-German term list: each pair is one thing in two languages."""
        for pair in pairs:
            self.add(pair.en, "en", "term", None, _term_group("en", pair.en), _TERM_WEIGHT)
            self.add(pair.de, "de", "term", None, _term_group("de", pair.de), _TERM_WEIGHT)
            self.join(_term_group("en", pair.en), _term_group("de", pair.de))

    def add_corpus(
        self,
        corpus: Corpus,
        pairs: list[TermPair],
        cross_references: CrossReferences,
        partners: Mapping[str, GlossaryEntry],
        nicknames: list[Nickname],
    ) -> None:
        """English glossary entries go first: where a cross reference of the German glossary
        names the same term, the English entry, which has a definition, is where it leads."""
        for card in corpus.cards.values():
            self.add_card(card)
        self.add_nicknames(corpus, nicknames)
        for article in corpus.articles.values():
            group = _term_group(article.lang, article.title)
            self.add(article.title, article.lang, "article", article.id, group, _TERM_WEIGHT)
        self.add_glossary(sorted(corpus.glossary, key=lambda e: e.lang != "en"), cross_references, partners)
        self.add_terms(pairs)

    def as_json(self) -> dict:
        """The side file; a group's preferred form in a language is the first one added (a
        card's printed name before the names sources use)."""
        added = list(self._forms.values())
        forms = sorted(added, key=lambda f: (f.key, f.lang, f.kind, f.display))
        number_of = {id(form): number for number, form in enumerate(forms)}
        group_ids: dict[str, int] = {}
        group_of: dict[int, int] = {}
        groups: list[list[int]] = []
        for form in added:
            group = group_ids.setdefault(self._groups.find(form.group), len(groups))
            if group == len(groups):
                groups.append([-1] * len(LANGUAGES))
            group_of[id(form)] = group
            slot = LANGUAGES.index(form.lang)
            if groups[group][slot] < 0:
                groups[group][slot] = number_of[id(form)]
        rows = [[f.key, f.display, f.lang, f.kind, f.target, group_of[id(f)], f.weight] for f in forms]  # FORM_COLUMNS
        return {"forms": rows, "groups": groups, **_word_index(forms)}


def _term_group(lang: str, term: str) -> str:
    """Terms are grouped by their forms: a form and its translations form one group."""
    return f"term:{lang}:{fold_name(term)}"


def _forms_of(entry: GlossaryEntry) -> list[str]:
    """The ways the entry's headword is written; an obsolete term still finds its entry, and
    is shown with its marker ("Legend (Obsolete)", after "Legendary" and "Legend Rule"): shown
    as "Legend", it led to an entry saying the term is no longer used."""
    if OBSOLETE.search(entry.term):
        return [entry.term]
    return term_forms(entry.term, entry.lang)


def _word_index(forms: list[_Form]) -> dict:
    spellings: dict[str, dict[str, int]] = {}
    postings: dict[str, list[int]] = {}
    for number, form in enumerate(forms):
        for written in name_words(form.display):
            folded = fold_word(written)
            counts = spellings.setdefault(folded, {})
            counts[written] = counts.get(written, 0) + 1
            found = postings.setdefault(folded, [])
            if not found or found[-1] != number:
                found.append(number)
    words = sorted(postings)
    variants = [
        f"{variant} {number}"
        for number, word in enumerate(words)
        if len(word) >= MIN_FUZZY
        for variant in deletions(word) | {word}
    ]
    return {
        "words": words,
        "spellings": [max(spellings[w].items(), key=lambda item: item[1])[0] for w in words],
        "postings": [postings[w] for w in words],
        "deletions": sorted(variants),
    }


def names_side_file(
    corpus: Corpus,
    pairs: list[TermPair],
    cross_references: CrossReferences,
    partners: Mapping[str, GlossaryEntry],
    nicknames: list[Nickname] | None = None,
) -> dict:
    """The content of names.json for a corpus, the curated term list, where the German
    glossary's cross-references lead (cross_reference_targets), the glossary entries'
    counterparts (entry_partners) and the players' nicknames of cards."""
    collector = NameCollector()
    collector.add_corpus(corpus, pairs, cross_references, partners, nicknames or [])
    return collector.as_json()
