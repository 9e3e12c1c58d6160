"""Turning the assembled corpus into index documents.

Each document carries, besides its searchable fields, a JSON `payload` with everything its
page shows, so the web app renders from the index alone and never reads corpus files.
Rule references are stored as spans ([start, end, number, resolves], plus the subject terms
the rule does not mention for a doubtful one) beside each text; rule payloads also carry the
glossary entries the rule mentions and the rulings and articles that cite it. A ruling's
payload says the status of its German text, and English left in that text is stored as
`foreign` spans ([start, end, "en"]) so the page can mark it.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from indexer.citations.references import find_references, parent_number
from indexer.citations.report import report_items
from indexer.citations.resolved import Citations, meant_rule
from indexer.citations.rule_releases import RuleReleases
from indexer.citations.rule_tree import RuleTree, contents, heading, own_heading
from indexer.citations.subjects import Subject, ruling_subject, terms_mentioned
from indexer.german.word_pairs import LearnedPair
from indexer.search.analysis.schema import LISTING, OBSOLETE, OWN_CARD, uid
from indexer.search.shown import SHOWN_RECORD, shown_values
from indexer.sources.source_list import source_id, source_link
from indexer.terms.cross_references import cross_reference_targets
from indexer.terms.glossary_mentions import OBSOLETE as OBSOLETE_MARK
from indexer.terms.glossary_mentions import GlossaryMentions, glossary_key
from indexer.terms.glossary_pairs import entry_partners
from indexer.terms.named_cards import NamedCards
from indexer.terms.obsolete_terms import ObsoleteTerms
from indexer.terms.senses import second_sense
from indexer.terms.term_list import TermPair

from ..side_files import RELEASES_NAME, REPORT_NAME, RULES_NAME
from .emphasis import as_printed_plain
from .examples import Examples, note_key
from .excerpt import marked_beginning
from .model import (
    LANGUAGES,
    Article,
    Card,
    CardFace,
    Corpus,
    GlossaryEntry,
    Rule,
    Ruling,
    RulingText,
    Source,
    document_count,
)

# A ruling that points at its card's printed text by place ("To activate the last ability …",
# "This scheme's first ability isn't a mana ability", "Because the first ability requires a
# target, it is not a mana ability") says what that card does, as one that names it does.
_ITS_OWN_ABILITY = re.compile(
    r"\b(?:this|the (?:first|second|third|last)|its (?:first|second|third|last)) (?:ability|abilities|scheme|plane)\b",
    re.IGNORECASE,
)


def _source(text: RulingText, sources: dict[str, Source]) -> dict:
    """Where a ruling's text comes from: the document's title (what readers see) and, for
    editors and the API, its file and line; the other documents that give the same text."""
    also = [
        {
            "path": o.path,
            "line": o.line,
            **(
                {"title": sources[o.path].title, "lang": sources[o.path].lang, "id": source_id(sources[o.path].title)}
                if o.path in sources
                else {}
            ),
        }
        for o in text.also_in
    ]
    source = {
        "title": text.source.title,
        "lang": text.source.lang,
        "path": text.source.path,
        "line": text.origin.line,
        "also_in": also,
    }
    if text.source.community:
        source["community"] = {"imported": text.imported.isoformat() if text.imported else None}
    else:
        source |= source_link(text.source)
    return source


def _about_its_card(text: str, cards: list[Card]) -> bool:
    """Whether a ruling's text names one of its cards (by its whole English name, a face's name
    or the part before a comma, "Lazav" for "Lazav, Dimir Mastermind") or points at the card's
    own text (_ITS_OWN_ABILITY): it says what that card does, not what the rules do."""
    names = {n.name for card in cards for n in card.names.get("en", [])}
    names |= {face.name for card in cards for face in card.faces.get("en", [])}
    names |= {name.split(",")[0] for name in names}
    return any(name and name in text for name in names) or _ITS_OWN_ABILITY.search(text) is not None


def card_summary(card: Card) -> dict:
    return {
        "id": card.id,
        "names": {lang: card.display_name(lang) for lang in LANGUAGES},
        "name_langs": {lang: card.display_lang(lang) for lang in LANGUAGES},
    }


class DocumentBuilder:
    """Builds every index document of one corpus; computes the cross links once."""

    def __init__(
        self,
        corpus: Corpus,
        examples: Examples | None = None,
        terms: Iterable[TermPair] = (),
        learned: Iterable[LearnedPair] = (),
    ) -> None:
        self.corpus = corpus
        self.partners = entry_partners(corpus.glossary, terms, learned)
        self.cross_references = cross_reference_targets(corpus.glossary, self.partners)
        self.examples = examples or Examples()
        self.tree = RuleTree(corpus.rules)
        self.mentions = GlossaryMentions(corpus.glossary, corpus.rules)
        self.obsolete = ObsoleteTerms(corpus.glossary)
        self.named_cards = NamedCards(
            _card_names(corpus.cards.values()),
            (text.text for rule in corpus.rules.values() for text in rule.texts.values()),
            self.mentions.mentioned,
        )
        self.releases = RuleReleases(corpus)
        self.citations = Citations(corpus, self.tree, self.mentions, self.releases, self.partners)
        self.sources = {t.source.path: t.source for ruling in corpus.rulings.values() for t in ruling.texts.values()}
        self.applied_by: dict[str, list[str]] = defaultdict(list)
        for ruling_id in self.examples.by_ruling:
            for number in self.examples.rules_of(ruling_id):
                self.applied_by[number].append(ruling_id)
        self.rule_order = {number: at for at, number in enumerate(self.tree.order)}
        self._subjects: dict[str, tuple[str, Subject]] = {}
        self._entries = {glossary_key(entry): entry for entry in corpus.glossary}
        self._defining: dict[str, list[str]] = {}
        self._headwords = {(e.lang, e.term.casefold()): e for e in corpus.glossary if not e.see}

    def warnings(self) -> list[str]:
        """One line per reference on the editors' report, for the build's output."""
        return [finding.warning() for finding in self.citations.findings]

    def side_files(self) -> dict[str, object]:
        """What rule pages need beside the index: the contents (and every number, for
        suggestions) and the editors' report."""
        return {
            RULES_NAME: contents(self.tree, self.corpus.rules),
            REPORT_NAME: report_items(self.citations.findings, self.corpus, self.mentions.terms),
            RELEASES_NAME: self.releases.side_file(),
        }

    def count(self) -> int:
        return document_count(self.corpus)

    def documents(self) -> Iterator[dict]:
        """Every document as the index adds it (stored)."""
        return (stored(document) for document in self._built())

    def _built(self) -> Iterator[dict]:
        for ruling in self.corpus.rulings.values():
            yield self.ruling(ruling)
        for card in self.corpus.cards.values():
            yield self.card(card)
        for article in self.corpus.articles.values():
            yield self.article(article)
        for number in self.tree.order:
            yield self.rule(self.corpus.rules[number])
        for entry in self.corpus.glossary:
            yield self.glossary(entry)

    @staticmethod
    def _per_language(
        ruling: Ruling, number: str, read: Callable[[str, str, str, str], list[str] | None]
    ) -> dict[str, list[str]]:
        """Per language of the ruling, what `read` says of its citation of rule `number`, where
        it says anything: the terms of its subject the rule does not mention (Citations.doubt: an
        old ruling's number that names another rule now), the rules beside it about its subject
        (Citations.beside: where the renumbered rule went)."""
        found = {lang: read("ruling", ruling.id, lang, number) for lang in ruling.texts}
        return {lang: said for lang, said in found.items() if said}

    def ruling(self, ruling: Ruling) -> dict:
        texts = {
            lang: {**self.citations.linked("ruling", ruling.id, lang, t.text), "source": _source(t, self.sources)}
            for lang, t in ruling.texts.items()
        }
        german = self.corpus.german[ruling.id]
        if "de" in texts:
            texts["de"]["foreign"] = [[start, end, "en"] for start, end in german.english]
        cards = [self.corpus.cards[c] for c in ruling.card_ids]
        payload: dict[str, Any] = {
            "id": ruling.id,
            "date": ruling.date.isoformat() if ruling.date else None,
            # (where its cards' copies have other dates: each card's page shows its own)
            "card_dates": _card_dates(ruling),
            "cards": [card_summary(c) for c in cards],
            "texts": texts,
            "german": {"status": german.status, "aligned": german.aligned},
            "examples": self.examples.by_ruling.get(ruling.id, []),
            "aliases": ruling.aliases,
            "rule_changes": self.citations.changes.get(("ruling", ruling.id), []),
            "obsolete_terms": self.obsolete.keys_in(ruling.texts["en"].text) if "en" in ruling.texts else [],
            "glossary": self._terms_in(*self._read_text(ruling, cards)),
        }
        cited = set((_cited(texts.values()) or "").split())
        applied = self.examples.rules_of(ruling.id)
        payload["rules"] = [
            {
                "number": number,
                "cited": number in cited,
                "applied": number in applied,
                "on_subject": self._on_subject(ruling.id, number),
                "doubt": self._per_language(ruling, number, self.citations.doubt),
                "beside": self._per_language(ruling, number, self.citations.beside),
            }
            for number in sorted(cited | applied, key=lambda n: self._on_ruling_first(ruling.id, n))
        ]
        return {
            "uid": uid("ruling", ruling.id),
            "kind": "ruling",
            "key": ruling.id,
            "langs": " ".join(ruling.texts),
            "body_en": as_printed_plain(ruling.texts["en"].text) if "en" in ruling.texts else None,
            "body_de": ruling.texts["de"].text if "de" in ruling.texts else None,
            "card": " ".join(ruling.card_ids),
            "traits": OWN_CARD if "en" in ruling.texts and _about_its_card(ruling.texts["en"].text, cards) else None,
            "aliases": " ".join(ruling.aliases) or None,
            "cites": " ".join(sorted(cited | applied)) or None,
            "date": payload["date"],
            "payload": payload,
        }

    def card(self, card: Card) -> dict:
        """A card's document; its payload holds what the card page shows."""
        payload: dict[str, Any] = {
            "id": card.id,
            "oracle_id": card.oracle_id,
            "names": {
                lang: [
                    {"name": n.name, "printed": n.printed, "source": n.source.title, "source_lang": n.source.lang}
                    for n in names
                ]
                for lang, names in card.names.items()
            },
            "display": {lang: card.display_name(lang) for lang in LANGUAGES},
            "display_langs": {lang: card.display_lang(lang) for lang in LANGUAGES},
            "mana_cost": card.mana_cost,
            "faces": {lang: [_face(face) for face in faces] for lang, faces in card.faces.items()},
            "rulings": card.ruling_ids,
            "glossary": self._card_terms(card),
        }
        return {
            "uid": uid("card", card.id),
            "kind": "card",
            "key": card.id,
            "langs": " ".join(lang for lang in LANGUAGES if lang in card.names),
            "cardtext_en": _faces_text(card, "en"),
            "cardtext_de": _faces_text(card, "de"),
            "names": " ; ".join(card.all_names()),
            "card": card.id,
            "aliases": " ".join(card.aliases()) or None,
            "payload": payload,
        }

    def _card_terms(self, card: Card) -> dict[str, list[dict[str, str]]]:
        """The glossary entries of the terms a card's rules text uses, for each language's page
        (each entry's id, headword and language): read in the English Oracle text where the card
        has one, the reference wording (a German printing may be old: Lightning Bolt's says
        „Der Blitz fügt … zu“, and Blitz is a keyword), each term shown in the page's language
        where the glossary pairs it. An obsolete term the text still uses comes first (Treefolk
        Umbra's "Totem armor"), and its words mention nothing else ("converted mana cost" is no
        Mana Cost)."""
        read = "en" if "en" in card.faces else next(iter(card.faces), None)
        return self._terms_in(self.named_cards.without(_rules_text(card, read)), read) if read is not None else {}

    def _terms_in(self, text: str, read: str) -> dict[str, list[dict[str, Any]]]:
        """The glossary entries of the terms `text` (in `read`) uses, for each language's page:
        each entry's id, headword, language and the rules its definition cites (a ruling's page
        had no way into the rules unless the ruling cited a number: "deathtouch" leads to 702.2)."""
        keys = [*self.obsolete.keys_in(text), *self.mentions.mentioned(self.obsolete.without(text), read)]
        shown: dict[str, list[dict[str, Any]]] = {}
        for lang in LANGUAGES:
            entries = {}
            for key in keys:
                partner = self.partners.get(key) if lang != read else None
                if partner is not None and (sense := second_sense(key, text)) is not None:
                    partner = self._entries.get(sense, partner)
                entry = self._entries[key] if partner is None else partner
                entries[glossary_key(entry)] = {
                    "id": glossary_key(entry),
                    "term": entry.term,
                    "lang": read if partner is None else lang,
                    "rules": self._defining_rules(entry),
                }
            if entries:
                shown[lang] = list(entries.values())
        return shown

    def _read_text(self, ruling: Ruling, cards: Iterable[Card] = ()) -> tuple[str, str]:
        """A ruling's text its terms are read in, and its language: the English, else the
        German; without the names of `cards` (Command Tower's ruling says nothing of the term
        "Command") nor the other cards' names it gives as examples (NamedCards)."""
        lang = "en" if "en" in ruling.texts else "de"
        own = [name for card in cards for name in card.all_names()]
        return self.named_cards.without(_without_names(ruling.texts[lang].text, own)), lang

    def _defines(self, name: str, lang: str, number: str) -> bool:
        """Whether `name` is a glossary term whose definition cites rule `number` or a rule above
        it ("Lifelink" and 702.15d): what rulings about the rule say (the Emperor variant's
        "General" is not what rule 100.1, "General", is about)."""
        entry = self._headwords.get((lang, name.casefold()))
        cited = self._defining_rules(entry) if entry is not None else []
        return any(number == c or number.startswith(c) and not number[len(c)].isdigit() for c in cited)

    def _defining_rules(self, entry: GlossaryEntry) -> list[str]:
        """The rules a glossary definition cites that the rules have ("See rule 702.2"); a range
        is the rule it is part of ("rules 111.10j–r": 111.10, not its two ends)."""
        key = glossary_key(entry)
        if key not in self._defining:
            linked = self.citations.linked("glossary", key, entry.lang, entry.text) if entry.text else {"refs": []}
            numbers = [meant_rule(linked, span) for span in linked["refs"]]
            for at, found in enumerate(find_references(entry.text)):
                if found.first is not None and at:  # (a range's end: the range is the rule above both)
                    numbers[at - 1] = numbers[at] = parent_number(numbers[at - 1]) or numbers[at - 1]
            resolving = [number for number, span in zip(numbers, linked["refs"], strict=True) if span[3]]
            self._defining[key] = list(dict.fromkeys(resolving))
        return self._defining[key]

    def article(self, article: Article) -> dict:
        def text(value: str) -> dict:
            return self.citations.linked("article", article.id, article.lang, value)

        def bullet(section: str, number: int, value: str) -> dict:
            return {**text(value), "examples": self.examples.by_note.get(note_key(article.id, section, number), [])}

        sections = [
            {
                "heading": s.heading,
                "paragraphs": [text(p) for p in s.paragraphs],
                "bullets": [bullet(s.heading, n, b) for n, b in enumerate(s.bullets, start=1)],
            }
            for s in article.sections
        ]
        payload: dict[str, Any] = {
            "id": article.id,
            "lang": article.lang,
            "title": article.title,
            "category": article.category,
            "level": article.level,
            "summary": text(article.summary),
            "sections": sections,
            "rule_refs": [
                [
                    n,
                    n in self.tree,
                    self.citations.doubt("article", article.id, article.lang, n),
                    self.citations.beside("article", article.id, article.lang, n),
                ]
                for n in article.rule_refs
            ],
            "refs_heading": article.refs_heading,
            "rule_changes": self.citations.changes.get(("article", article.id), []),
            "source": {
                "title": article.source.title,
                "lang": article.source.lang,
                "path": article.source.path,
                "line": 1,
            }
            | source_link(article.source),
        }
        body = "\n".join(
            [article.summary] + [p for s in article.sections for p in (s.heading, *s.paragraphs, *s.bullets)]
        )
        return {
            "uid": uid("article", article.id),
            "kind": "article",
            "key": article.id,
            "langs": article.lang,
            f"title_{article.lang}": article.title,
            f"body_{article.lang}": body,
            "cites": " ".join(article.rule_refs),
            "payload": payload,
        }

    def rule(self, rule: Rule) -> dict:
        number = rule.number
        payload: dict[str, Any] = {
            "number": number,
            "texts": {
                lang: {
                    **self.citations.linked("rule", number, lang, t.text),
                    "path": t.origin.path,
                    "line": t.origin.line,
                    **({"printed": t.printed} if t.printed else {}),
                }
                for lang, t in rule.texts.items()
            },
            "parent": parent_number(number),
            "children": self.tree.children(number),
            "previous": self.tree.previous(number),
            "next": self.tree.next(number),
            "glossary": {
                lang: [{"id": key, "term": self.mentions.terms[key]} for key in self.mentions.in_rule(number, lang)]
                for lang in rule.texts
            },
            "cited_by": [self._citing(entry) for entry in self._backlinks(number)],
            "stale": self.releases.german_stale(rule),
            "examples": self.examples.by_rule.get(number, []),
        }
        doc = {
            "uid": uid("rule", number),
            "kind": "rule",
            "key": number,
            "number": number,
            "langs": " ".join(rule.texts),
            "cites": _cited(payload["texts"].values()),
            "traits": LISTING if "en" in rule.texts and a_listing(rule.texts["en"].text) else None,
            "payload": payload,
        }
        for lang, text in rule.texts.items():
            doc[f"title_{lang}"] = number
            doc[f"body_{lang}"] = text.text
            doc[f"heading_{lang}"] = heading(self.corpus.rules, number, lang) or ""
        # (what a result names beside the number: "Rule 702.15d · Lifelink", "Rule 702.15 · Lifelink";
        # in each language its section has, the rule's text or not: the German page of 610.5, new
        # in English, was headed "One-Shot Effects" below „Regel 610: Einmalige Effekte“)
        named = {lang: own_heading(self.corpus.rules, number, lang) for lang in LANGUAGES}
        payload["section"] = {lang: name for lang, name in named.items() if name}
        payload["section_terms"] = [
            lang for lang, name in payload["section"].items() if self._defines(name, lang, number)
        ]
        return doc

    def _rules_using(self, key: str, lang: str, cited: list[str]) -> list[str]:
        """The rules whose text in the entry's language uses its term, those under a rule the
        entry cites first ("See rule 702.19": 702.19a before 111.4): „Adamant“ has no German
        definition, and rule 207.2c names it (the page shows the first and folds the rest:
        webapp.views.rules.RULES_USING_SHOWN)."""
        numbers = self.mentions.rules_mentioning(key, lang)
        cited_under = {n for c in cited for n in (c, *self.tree.descendants(c))}
        return sorted(numbers, key=lambda number: number not in cited_under)  # (stable: rule order)

    def _cited_with_ranges(self, linked: dict) -> list[str]:
        """The rules a linked text cites, with those inside a range: "rules 111.10j–r" cites
        111.10k to 111.10q too (they had come after 303.7 in the Role entry's list)."""
        cited: list[str] = []
        refs = linked["refs"]
        for before, ref in zip([None, *refs], refs, strict=False):
            if before is not None and linked["text"][before[1] : ref[0]] in ("–", "-"):
                cited += self.tree.between(meant_rule(linked, before), meant_rule(linked, ref))
            cited.append(meant_rule(linked, ref))
        return cited

    def _backlinks(self, number: str) -> list[dict]:
        """The rulings and articles that cite rule `number`, then the rulings whose example
        applies it without their text citing it (`cited` false; pages fold those whose ruling
        is about something else: `on_subject`); each ruling says whether its example applies it."""
        applying = self.applied_by.get(number, [])
        citing = [
            e | ({"applied": e["id"] in applying, "cited": True} if e["kind"] == "ruling" else {})
            for e in self.citations.cited_by.get(number, [])
        ]
        cited = {e["id"] for e in citing if e["kind"] == "ruling"}
        return citing + [
            {
                "kind": "ruling",
                "id": rid,
                "doubt": {},
                "applied": True,
                "cited": False,
                "on_subject": self._on_subject(rid, number),
            }
            for rid in applying
            if rid not in cited
        ]

    def _on_subject(self, ruling_id: str, number: str) -> bool:
        """Whether rule `number` is about what the ruling says (in its English text, or German
        where it has none): a ruling page shows those of the rules its example applies and
        folds the others; a rule page does the same with the rulings whose example applies it."""
        return self._subject_terms(ruling_id, number) > 0

    def _on_ruling_first(self, ruling_id: str, number: str) -> tuple[int, int]:
        """Where a ruling page lists rule `number`: those that name more of the ruling's terms
        first, then in the rules' order. The page of the ruling on an Adventure countered had
        listed 111.2 (a token's owner: "owner") before 715.3d (an Adventure cast, exiled,
        countered: five of its terms)."""
        return -self._subject_terms(ruling_id, number), self.rule_order.get(number, len(self.rule_order))

    def _subject_terms(self, ruling_id: str, number: str) -> int:
        """How many of the terms of what the ruling says (its English text, or German where it
        has none) rule `number`'s own text names."""
        if ruling_id not in self._subjects:
            text, lang = self._read_text(self.corpus.rulings[ruling_id])
            self._subjects[ruling_id] = (lang, ruling_subject(text, lang, self.mentions))
        lang, subject = self._subjects[ruling_id]
        return terms_mentioned(subject, number, lang, self.mentions)

    def _citing(self, entry: dict) -> dict:
        """A backlink as a rule page shows it: the ruling's cards and the start of its text in
        each language, or the article's title."""
        if entry["kind"] == "article":
            article = self.corpus.articles[entry["id"]]
            return {**entry, "title": article.title, "lang": article.lang}
        ruling = self.corpus.rulings[entry["id"]]
        cards = [self.corpus.cards[c] for c in ruling.card_ids]
        english = self.corpus.german[ruling.id].english
        excerpts = {
            lang: marked_beginning(t.text, list(english) if lang == "de" else []) for lang, t in ruling.texts.items()
        }
        return {
            **entry,
            "cards": [card_summary(c) for c in cards[:1]],
            "more_cards": max(0, len(cards) - 1),
            "excerpt": {lang: text for lang, (text, _) in excerpts.items()},
            "excerpt_foreign": {lang: spans for lang, (_, spans) in excerpts.items() if spans},
        }

    def glossary(self, entry: GlossaryEntry) -> dict:
        """An entry paired with one in the other language is one search result: the English
        entry's document carries both (the German text as its German fields), the German one
        and the German cross-references are pages, not searched."""
        key = glossary_key(entry)
        partner = self.partners.get(key)
        payload: dict[str, Any] = {
            "term": entry.term,
            "lang": entry.lang,
            "term_lang": entry.term_lang,
            "text": self.citations.linked("glossary", key, entry.lang, entry.text),
            "see": [{"term": term, "id": target} for term, target in self.cross_references[key]] if entry.see else None,
            "counterpart": {"id": glossary_key(partner), "term": partner.term, "lang": partner.lang}
            if partner
            else None,
            "path": entry.origin.path,
            "line": entry.origin.line,
        }
        linked = payload["text"]
        payload["used_in"] = self._rules_using(key, entry.lang, self._cited_with_ranges(linked))
        document = {
            "uid": uid("glossary", key),
            "kind": "glossary",
            "key": key,
            "payload": payload,
        }
        if entry.lang == "de" and (partner or entry.see):
            return document  # its text is counted, and searched, in its partner's document
        searched = [entry, partner] if partner else [entry]
        return document | {
            "langs": " ".join(e.lang for e in searched),
            "traits": OBSOLETE if OBSOLETE_MARK.search(entry.term) or _former(entry.text) else None,
            "cites": _cited([payload["text"]]),
            **{f"title_{e.lang}": OBSOLETE_MARK.sub("", e.term) for e in searched},  # "(Obsolete)" is a note
            **{f"body_{e.lang}": e.text or e.see for e in searched},
        }


# The opening of a glossary definition of a system the rules replaced, which its headword does
# not mark "(Obsolete)": "Vancouver Mulligan: Informal term for a previous system of taking a
# mulligan", which came first for questions about today's mulligan (rule 103.5).
_FORMER_SYSTEM = re.compile(r"^(?:Informal term for a previous|Ein informeller Begriff für ein früheres) ")


def _former(text: str | None) -> bool:
    """Whether a glossary definition says its term is a former system of the rules."""
    return bool(text and _FORMER_SYSTEM.match(text))


def stored(document: dict) -> dict:
    """A document with its payload (a dict, as the methods of DocumentBuilder give it) written
    as the index stores it, and what a search result shows of it (shown_values, under
    SHOWN_RECORD: the build writes it to the shown file, not to the index)."""
    payload = document["payload"]
    written = json.dumps(payload, ensure_ascii=False)
    return document | {"payload": written, SHOWN_RECORD: shown_values(document, payload)}


# A rule of at least this many parts between commas and "and" / "or", most of them (LISTED_SHARE)
# a name of up to LISTED_WORDS words, is a list (schema.LISTING): 15 rules of 2025-11-14, 122.1b's
# keyword counters and 205.3m's creature types among them (with 10 parts and 70 %, 801.2, the
# range of influence, was one, and "range of influence" lost it from the first 5).
LISTED_PARTS = 12
LISTED_SHARE = 0.8
LISTED_WORDS = 3
_LIST_SEPARATOR = re.compile(r",| and | or ")


def a_listing(text: str) -> bool:
    """Whether a rule's text is mostly a list of names: the mana symbols of 107.4, the keyword
    counters of 122.1b, the creature types of 205.3m."""
    parts = [part.split() for part in _LIST_SEPARATOR.split(text)]
    return len(parts) >= LISTED_PARTS and sum(len(part) <= LISTED_WORDS for part in parts) >= LISTED_SHARE * len(parts)


def _cited(texts: Iterable[dict]) -> str | None:
    """The rule numbers linked texts cite, for the `rule:` filter ("a rule and everything that
    cites it": rulings, articles, other rules, glossary entries); None if they cite none."""
    return " ".join(sorted({meant_rule(text, ref) for text in texts for ref in text["refs"]})) or None


def _face(face: CardFace) -> dict:
    """What the card page shows of a face (empty values left out)."""
    shown = {"cost": face.mana_cost, "power": face.power, "toughness": face.toughness, "loyalty": face.loyalty}
    return {"name": face.name, "type": face.type_line, "text": face.text, **{k: v for k, v in shown.items() if v}}


def _rules_text(card: Card, lang: str) -> str:
    """The rules text of a card's faces in `lang` without the card's names: the glossary terms
    a card page lists are those of its abilities, not of its type line, nor of its name
    („Blitzschlag“ says nothing of the Blitz keyword)."""
    text = "\n".join(face.text for face in card.faces.get(lang, []) if face.text)
    return _without_names(text, [*card.all_names(), *(face.name for faces in card.faces.values() for face in faces)])


def _card_names(cards: Iterable[Card]) -> Iterator[tuple[str, str]]:
    """Each name of `cards` and of their faces, with its language."""
    for card in cards:
        for lang, names in card.names.items():
            yield from ((name.name, lang) for name in names)
        for lang, faces in card.faces.items():
            yield from ((face.name, lang) for face in faces)


def _without_names(text: str, names: Iterable[str]) -> str:
    """`text` with each of `names` blanked out, the longest first."""
    for name in sorted(set(names), key=len, reverse=True):
        text = text.replace(name, " ")
    return text


def _faces_text(card: Card, lang: str) -> str | None:
    faces = card.faces.get(lang)
    if not faces:
        return None
    return "\n".join(part for f in faces for part in (f.type_line, f.text) if part)


def _card_dates(ruling: Ruling) -> dict[str, str]:
    """Card id -> the date its copy of the ruling has, where its cards' copies differ."""
    dates = ruling.card_dates
    return {card: day.isoformat() for card, day in dates.items()} if len(set(dates.values())) > 1 else {}
