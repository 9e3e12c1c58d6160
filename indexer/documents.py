"""Turning the assembled corpus into index documents.

Each document carries, besides its searchable fields, a JSON `payload` with everything its
page shows, so the web app renders from the index alone and never reads corpus files.
Rule references are stored as spans ([start, end, number, resolves]) beside each text.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterator

from .examples import Examples, note_key
from .identity import slug
from .model import LANGUAGES, Article, Card, Corpus, GlossaryEntry, Rule, Ruling, RulingText
from .references import linked, parent_number, rule_sort_key
from .schema import uid


def _source(text: RulingText) -> dict:
    also = [{"path": o.path, "line": o.line} for o in text.also_in]
    return {"title": text.source.title, "path": text.source.path, "line": text.origin.line, "also_in": also}


def card_summary(card: Card) -> dict:
    return {"id": card.id, "names": {lang: card.display_name(lang) for lang in LANGUAGES}}


class DocumentBuilder:
    """Builds every index document of one corpus; computes the cross links once."""

    def __init__(self, corpus: Corpus, examples: Examples | None = None) -> None:
        self.corpus = corpus
        self.examples = examples or Examples()
        self.known_rules = frozenset(corpus.rules)
        self.rule_order = sorted(corpus.rules, key=rule_sort_key)
        self.children: dict[str, list[str]] = defaultdict(list)
        for number in self.rule_order:
            parent = parent_number(number)
            if parent:
                self.children[parent].append(number)
        self.cited_by = self._backlinks()

    def count(self) -> int:
        c = self.corpus
        return len(c.rulings) + len(c.cards) + len(c.articles) + len(c.rules) + len(c.glossary)

    def documents(self) -> Iterator[dict]:
        for ruling in self.corpus.rulings.values():
            yield self.ruling(ruling)
        for card in self.corpus.cards.values():
            yield self.card(card)
        for article in self.corpus.articles.values():
            yield self.article(article)
        for position, number in enumerate(self.rule_order):
            yield self.rule(self.corpus.rules[number], position)
        for entry in self.corpus.glossary:
            yield self.glossary(entry)

    def _backlinks(self) -> dict[str, list[dict]]:
        cited: dict[str, list[dict]] = defaultdict(list)
        for ruling in self.corpus.rulings.values():
            numbers = {r[2] for t in ruling.texts.values() for r in linked(t.text, self.known_rules)["refs"]}
            for number in sorted(numbers):
                cited[number].append({"kind": "ruling", "id": ruling.id})
        for article in self.corpus.articles.values():
            for number in dict.fromkeys(article.rule_refs):
                cited[number].append({"kind": "article", "id": article.id})
        return cited

    def ruling(self, ruling: Ruling) -> dict:
        texts = {
            lang: {**linked(t.text, self.known_rules), "source": _source(t)} for lang, t in ruling.texts.items()
        }
        cards = [self.corpus.cards[c] for c in ruling.card_ids]
        payload = {
            "id": ruling.id,
            "date": ruling.date.isoformat() if ruling.date else None,
            "cards": [card_summary(c) for c in cards],
            "texts": texts,
            "examples": self.examples.by_ruling.get(ruling.id, []),
        }
        return {
            "uid": uid("ruling", ruling.id),
            "kind": "ruling",
            "key": ruling.id,
            "langs": " ".join(ruling.texts),
            "body_en": ruling.texts["en"].text if "en" in ruling.texts else None,
            "body_de": ruling.texts["de"].text if "de" in ruling.texts else None,
            "card": " ".join(ruling.card_ids),
            "cites": " ".join(sorted({r[2] for t in texts.values() for r in t["refs"]})),
            "date": payload["date"],
            "payload": json.dumps(payload, ensure_ascii=False),
        }

    def card(self, card: Card) -> dict:
        payload = {
            "id": card.id,
            "oracle_id": card.oracle_id,
            "names": {
                lang: [{"name": n.name, "printed": n.printed, "source": n.source.title} for n in names]
                for lang, names in card.names.items()
            },
            "display": {lang: card.display_name(lang) for lang in LANGUAGES},
            "mana_cost": card.mana_cost,
            "faces": {
                lang: [{"name": f.name, "type": f.type_line, "text": f.text} for f in faces]
                for lang, faces in card.faces.items()
            },
            "rulings": card.ruling_ids,
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
            "payload": json.dumps(payload, ensure_ascii=False),
        }

    def article(self, article: Article) -> dict:
        def text(value: str) -> dict:
            return linked(value, self.known_rules)

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
        payload = {
            "id": article.id,
            "lang": article.lang,
            "title": article.title,
            "category": article.category,
            "level": article.level,
            "summary": text(article.summary),
            "sections": sections,
            "rule_refs": [[n, n in self.known_rules] for n in article.rule_refs],
            "refs_heading": article.refs_heading,
            "source": {"title": article.source.title, "path": article.source.path, "line": 1},
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
            "payload": json.dumps(payload, ensure_ascii=False),
        }

    def rule(self, rule: Rule, position: int) -> dict:
        order = self.rule_order
        payload = {
            "number": rule.number,
            "texts": {
                lang: {**linked(t.text, self.known_rules), "path": t.origin.path, "line": t.origin.line}
                for lang, t in rule.texts.items()
            },
            "parent": parent_number(rule.number),
            "children": self.children.get(rule.number, []),
            "previous": order[position - 1] if position > 0 else None,
            "next": order[position + 1] if position + 1 < len(order) else None,
            "cited_by": self.cited_by.get(rule.number, []),
        }
        doc = {
            "uid": uid("rule", rule.number),
            "kind": "rule",
            "key": rule.number,
            "number": rule.number,
            "langs": " ".join(rule.texts),
            "payload": json.dumps(payload, ensure_ascii=False),
        }
        for lang, text in rule.texts.items():
            doc[f"title_{lang}"] = rule.number
            doc[f"body_{lang}"] = text.text
        return doc

    def glossary(self, entry: GlossaryEntry) -> dict:
        key = f"{entry.lang}-{slug(entry.term)}"
        payload = {
            "term": entry.term,
            "lang": entry.lang,
            "text": linked(entry.text, self.known_rules),
            "see": {"term": entry.see, "id": f"{entry.lang}-{slug(entry.see)}"} if entry.see else None,
            "path": entry.origin.path,
            "line": entry.origin.line,
        }
        return {
            "uid": uid("glossary", key),
            "kind": "glossary",
            "key": key,
            "langs": entry.lang,
            f"title_{entry.lang}": entry.term,
            f"body_{entry.lang}": entry.text or entry.see,
            "payload": json.dumps(payload, ensure_ascii=False),
        }


def _faces_text(card: Card, lang: str) -> str | None:
    faces = card.faces.get(lang)
    if not faces:
        return None
    return "\n".join(part for f in faces for part in (f.type_line, f.text) if part)
