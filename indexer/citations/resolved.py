"""Every rule reference in the corpus, resolved and checked once, before any page is built.

Rulings, articles, rules and glossary entries cite rules. A reference *resolves* when the
number exists in the rules of either language. References in rulings and articles are also
checked against the subject of the text that makes them (see subjects.py); rules and the
glossary cite each other by design and are only checked for resolving, and a glossary entry's
reference for naming another rule's title. What does not resolve
or is doubtful becomes a Finding: the editors' report and the build's warnings list them, and
the pages show the reference flagged instead of silently linked.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import date

from indexer.assembly.excerpt import around
from indexer.assembly.model import LANGUAGES, Corpus, GlossaryEntry, Origin
from indexer.terms.glossary_mentions import GlossaryMentions, glossary_key

from ..side_files import CHANGED_SINCE, OFF_SUBJECT, OTHER_THAN_ORIGINAL, UNRESOLVED
from .references import Reference, find_references, parent_number
from .rule_releases import RuleReleases
from .rule_tree import RuleTree
from .subjects import Subject, article_subject, ruling_subject, terms_mentioned, unmentioned

# The rules beside a doubtful reference that a page offers instead (Citations.beside).
BESIDE_SHOWN = 2
# A rule of at most this many words is a heading ("702.62. Suspend"), which a glossary entry
# names after its number ("See rule 702.62, “Endure.”").
TITLE_WORDS = 6
# A reference with the title of the rule it cites: "702.62, “Endure.”", „701.73, „Überdauern““.
_TITLED = re.compile(r"(?<![\w.])(\d{3}(?:\.\d+)?|\d), [“„\"]([^”“\"\n]{1,60}?)[.,]?[”“\"]")


@dataclass(frozen=True)
class Citing:
    """A text that cites rules: the document (kind and id), its language, where it stands."""

    kind: str
    id: str
    lang: str
    origin: Origin


@dataclass(frozen=True)
class Finding:
    """A reference for the editors: it does not resolve, or its rule does not mention
    `missing` (the subject of the citing text)."""

    citing: Citing
    number: str
    reason: str
    missing: tuple[str, ...]
    excerpt: str
    change: dict | None = None  # for CHANGED_SINCE: the release and what it did (see RuleReleases.notices)
    meant: str | None = None  # the rule the reference stands for, by its title or the English original

    def warning(self) -> str:
        where = f"{self.citing.origin.path}:{self.citing.origin.line}"
        what = f"{self.citing.kind} {self.citing.id} ({self.citing.lang}) cites {self.number}"
        if self.reason == UNRESOLVED:
            return f"{where}: {what}, which is not in the rules"
        if self.reason == CHANGED_SINCE:
            change = self.change or {}
            return f"{where}: {what}, which release {change['release']} {change['change']}"
        if self.reason == OTHER_THAN_ORIGINAL:
            return f"{where}: {what}, where the English original cites {self.meant}"
        return f"{where}: {what}, which does not mention {', '.join(self.missing)}"


class Citations:
    def __init__(
        self,
        corpus: Corpus,
        tree: RuleTree,
        mentions: GlossaryMentions,
        releases: RuleReleases | None = None,
        partners: Mapping[str, GlossaryEntry] | None = None,
    ) -> None:
        """`partners`: each glossary entry's entry in the other language, by key (a German
        entry's references are checked against its English partner's, as a translated rule's
        against its original's)."""
        self._tree = tree
        self._mentions = mentions
        self._releases = releases or RuleReleases(corpus)
        self.findings: list[Finding] = []
        self.changes: dict[tuple[str, str], list[dict]] = {}  # (kind, id) -> notices of rules changed since
        self._doubts: dict[tuple[str, str, str, str], tuple[str, ...]] = {}
        # (kind, id, lang, number) -> the rules beside a doubtful reference's that are about the
        # citing text's subject (the article "Role" cites 704.5z, Start your engines!; 704.5y is
        # the Role rule)
        self._beside: dict[tuple[str, str, str, str], list[str]] = {}
        self._checked: set[tuple[str, str, str, str]] = set()
        self.cited_by: dict[str, list[dict]] = defaultdict(list)
        self._refs: dict[str, list[Reference]] = {}
        # (kind, id, lang, number) -> what a translation's reference that resolves nowhere
        # stands for: the reference at its place in the English original (see _note_originals)
        self._originals: dict[tuple[str, str, str, str], str] = {}
        # (kind, id, lang, number) -> the rule a reference's title names and that title, where
        # it is another rule's (_check_titles)
        self._titled: dict[tuple[str, str, str, str], list[str]] = {}
        self._check_rulings(corpus)
        self._check_articles(corpus)
        headings = _headings(corpus)
        self._check_rules(corpus, headings)
        self._check_glossary(corpus, headings, partners or {})
        self.findings = [self._with_meant(finding) for finding in self.findings]

    def _check_rulings(self, corpus: Corpus) -> None:
        for ruling in corpus.rulings.values():
            cited: dict[str, None] = {}
            citing = None
            for lang, ruling_text in ruling.texts.items():
                if not self._references(ruling_text.text):
                    continue
                citing = Citing("ruling", ruling.id, lang, ruling_text.origin)
                self._check_text(citing, ruling_text.text, ruling_subject(ruling_text.text, lang, self._mentions))
                cited.update(self._cited(ruling_text.text))
            self._cite(cited, "ruling", ruling.id, list(ruling.texts))
            if citing:
                texts = [t.text for t in ruling.texts.values()]
                self._note_changes(citing, texts, [], ruling.date)

    def _check_articles(self, corpus: Corpus) -> None:
        for article in corpus.articles.values():
            citing = Citing("article", article.id, article.lang, article.origin)
            subject = article_subject(article.title, article.lang)
            texts = [article.summary] + [t for s in article.sections for t in (*s.paragraphs, *s.bullets)]
            for text in texts:
                self._check_text(citing, text, subject)
            for number in article.rule_refs:
                self._check(citing, number, subject, f"[{number}]")
            cited = {n: None for text in texts for n in self._cited(text)}
            cited.update(dict.fromkeys(n for n in article.rule_refs if n in self._tree))
            self._cite(cited, "article", article.id, [article.lang])
            self._note_changes(citing, texts, article.rule_refs, None)

    def _check_rules(self, corpus: Corpus, headings: dict[tuple[str, str], list[str]]) -> None:
        for number, rule in corpus.rules.items():
            for lang, rule_text in rule.texts.items():
                citing = Citing("rule", number, lang, rule_text.origin)
                self._check_text(citing, rule_text.text, ())
                if lang != "en" and "en" in rule.texts:
                    english = {ref.number for ref in self._references(rule.texts["en"].text)}
                    self._check_titles(citing, rule_text.text, headings, english)
                    self._note_originals(citing, rule_text.text, rule.texts["en"].text, headings)

    def _check_glossary(
        self, corpus: Corpus, headings: dict[tuple[str, str], list[str]], partners: Mapping[str, GlossaryEntry]
    ) -> None:
        for entry in corpus.glossary:
            citing = Citing("glossary", glossary_key(entry), entry.lang, entry.origin)
            self._check_text(citing, entry.text, ())
            self._check_titles(citing, entry.text, headings)
            self._check_term(citing, entry.text, entry.term, headings)
            partner = partners.get(citing.id)
            if entry.lang != "en" and partner is not None and partner.lang == "en":
                self._note_originals(citing, entry.text, partner.text, headings)

    def _with_meant(self, finding: Finding) -> Finding:
        """The finding with the rule its reference stands for, where the citations know it."""
        key = (finding.citing.kind, finding.citing.id, finding.citing.lang, finding.number)
        meant = self._titled[key][0] if key in self._titled else self._originals.get(key)
        return replace(finding, meant=meant) if meant and finding.reason != CHANGED_SINCE else finding

    def _check_titles(
        self, citing: Citing, text: str, headings: dict[tuple[str, str], list[str]], original: set[str] | None = None
    ) -> None:
        """A glossary entry's reference whose title is another rule's: the English glossary has
        "Endure … See rule 702.62, “Endure.”", and 702.62 is Suspend; the rule titled Endure is
        701.63 (the German entry cites 701.73, which is no rule). Such a reference is doubtful,
        the rule of that title the one meant (`linked` gives it, meant_rule reads it); so is a
        section's (the German „Phase“ and „Segment“: „Siehe Abschnitt 6, „Zugstruktur““, which
        is section 5; 6 is „Zaubersprüche, Fähigkeiten und Effekte“). In a
        translated rule, where the English original cites that rule (`original`), it is the
        original's reference: the German 709.4d cites „702.101, „Fusion““ (Assist), the English
        702.102, Fuse."""
        for match in _TITLED.finditer(text):
            number, title = match.group(1), match.group(2)
            titled = headings.get((citing.lang, _title_key(title)), [])
            if len(titled) != 1 or titled[0] == number or (original is not None and titled[0] not in original):
                continue
            key = (citing.kind, citing.id, citing.lang, number)
            if original is None:
                self._titled[key] = [titled[0], title]
            else:
                self._originals[key] = titled[0]  # (the English original's, as _note_originals)
            if number in self._tree:
                excerpt = around(text, match.start(), match.end())
                self.findings.append(Finding(citing, number, OFF_SUBJECT, (title,), excerpt))

    def _check_term(self, citing: Citing, text: str, term: str, headings: dict[tuple[str, str], list[str]]) -> None:
        """A glossary entry's reference to no rule, without a title, where the entry's term is
        the title of one rule: the German „Hamstern“ says „Siehe Regel 701.71.“, and 701.61 is
        „Hamstern“."""
        titled = headings.get((citing.lang, _title_key(term)), [])
        if len(titled) != 1:
            return
        for ref in self._references(text):
            key = (citing.kind, citing.id, citing.lang, ref.number)
            if ref.number not in self._tree and key not in self._titled:
                self._titled[key] = [titled[0], term]

    def _note_originals(
        self, citing: Citing, text: str, english: str, headings: dict[tuple[str, str], list[str]]
    ) -> None:
        """The English reference at the place of each reference of a translation (a rule or a
        glossary entry) that is in no rules, or that cites another rule than the original
        there, where both texts cite as many rules: the German 111.10s cites „701.180“, a slip
        of the translation for the English original's 701.44 (712.21b and 712.21d alike); the
        German „Besitzer“ cites 110.5a (the status of a permanent) where "Owner" cites 111.2,
        and 108.4 cites 111.2 where the original cites 112.2. A number the original also
        cites elsewhere, or that stands in place of one the translation also cites elsewhere,
        is a different order of the same references, not a slip; so is a number whose title
        after it is its own rule's (the German 724.5's „611, „Kontinuierliche Effekte““, where
        the English says "613, “Continuous Effects.”", the title of 611). A slip that resolves
        is listed for the editors (OTHER_THAN_ORIGINAL; one that does not already is)."""
        own, original = self._references(text), self._references(english)
        if len(own) != len(original):
            return
        own_numbers, original_numbers = {r.number for r in own}, {r.number for r in original}
        for ref, meant in zip(own, original, strict=True):
            key = (citing.kind, citing.id, citing.lang, ref.number)
            if meant.number not in self._tree or key in self._originals or key in self._titled:
                continue  # (a title's rule, _check_titles, says more than the place)
            if ref.number not in self._tree:
                self._originals[key] = meant.number
            elif ref.number not in original_numbers and meant.number not in own_numbers:
                titled = _TITLED.match(text, ref.start)
                if titled and headings.get((citing.lang, _title_key(titled.group(2)))) == [ref.number]:
                    continue
                self._originals[key] = meant.number
                excerpt = around(text, ref.start, ref.end)
                self.findings.append(Finding(citing, ref.number, OTHER_THAN_ORIGINAL, (), excerpt, meant=meant.number))

    def _note_changes(self, citing: Citing, texts: list[str], listed: list[str], published: date | None) -> None:
        """The notices of the rules a text cites that a release after it changed (see
        RuleReleases.notices), kept for its page and listed for the editors; not the edits of a
        rule whose number the text's subject has left (a doubtful reference, noted with the rule
        the subject went to): Rules Lawyer's ruling cites 704.5s for the Two-Headed Giant, now
        704.6a, and the Saga wording edit of 704.5s was a change to check it against (a judge's
        review)."""
        numbers = {ref.number: None for text in texts for ref in self._references(text)} | dict.fromkeys(listed)
        notices = [
            notice
            for notice in self._releases.notices(list(numbers), published)
            if notice["change"] != "changed" or not self._doubted(citing, notice["number"])
        ]
        if notices:
            self.changes[citing.kind, citing.id] = notices
        excerpts = {ref.number: around(text, ref.start, ref.end) for text in texts for ref in self._references(text)}
        for notice in notices:
            number = notice["number"]
            self.findings.append(
                Finding(citing, number, CHANGED_SINCE, (), excerpts.get(number, f"[{number}]"), notice)
            )

    def _doubted(self, citing: Citing, number: str) -> bool:
        """Whether a text of the citing document, in any language, cites `number` doubtfully."""
        return any((citing.kind, citing.id, lang, number) in self._doubts for lang in LANGUAGES)

    def _references(self, text: str) -> list[Reference]:
        """find_references, once per text: pages and checks ask for the same texts again."""
        if text not in self._refs:
            self._refs[text] = find_references(text)
        return self._refs[text]

    def _cited(self, text: str) -> dict[str, None]:
        """The rules a text cites, ranges filled in ("601.2a–d" also cites 601.2b and 601.2c)."""
        cited: dict[str, None] = {}
        for ref in self._references(text):
            if ref.first:
                cited.update(dict.fromkeys(self._tree.between(ref.first, ref.number)))
            if ref.number in self._tree:
                cited[ref.number] = None
        return cited

    def _check_text(self, citing: Citing, text: str, subject: Subject) -> None:
        for ref in self._references(text):
            self._check(citing, ref.number, subject, around(text, ref.start, ref.end))

    def _check(self, citing: Citing, number: str, subject: Subject, excerpt: str) -> None:
        key = (citing.kind, citing.id, citing.lang, number)
        if key in self._checked:
            return
        self._checked.add(key)
        if number not in self._tree and number not in self._releases.numbers:
            self.findings.append(Finding(citing, number, UNRESOLVED, (), excerpt))
            return
        if number not in self._tree:
            return
        missing = tuple(unmentioned(subject, number, citing.lang, self._tree, self._mentions))
        if missing:
            self._doubts[key] = missing
            self._beside[key] = self._about_instead(subject, number, citing.lang)
            self.findings.append(Finding(citing, number, OFF_SUBJECT, missing, excerpt))

    def _about_instead(self, subject: Subject, number: str, lang: str) -> list[str]:
        """The rules of the same section as `number` (its siblings, and its parent's siblings'
        children: 704.6a beside 704.5s) whose own text mentions most of the subject's terms,
        nearest first, at most BESIDE_SHOWN: where a renumbering left a number. The Two-Headed
        Giant's team rules moved from 704.5s and 704.5t to 704.6a and 704.6b; 704.5a, a player
        with 0 or less life, mentions one of those rulings' terms, 704.6a three."""
        parent = parent_number(number) or ""
        uncles = self._tree.children(parent_number(parent) or "") if parent else []
        nearby = [n for uncle in (uncles if parent in uncles else [parent]) for n in self._tree.children(uncle)]
        if number not in nearby:
            return []
        at = nearby.index(number)
        counts = {n: terms_mentioned(subject, n, lang, self._mentions) for n in nearby if n != number}
        most = max(counts.values(), default=0)
        distances = {n: abs(place - at) for place, n in enumerate(nearby) if most and counts.get(n) == most}
        return sorted(distances, key=distances.__getitem__)[:BESIDE_SHOWN]

    def _cite(self, numbers: dict[str, None], kind: str, doc_id: str, langs: list[str]) -> None:
        for number in numbers:
            doubts = {
                lang: list(self._doubts[kind, doc_id, lang, number])
                for lang in langs
                if (kind, doc_id, lang, number) in self._doubts
            }
            self.cited_by[number].append({"kind": kind, "id": doc_id, "doubt": doubts})

    def doubt(self, kind: str, doc_id: str, lang: str, number: str) -> list[str] | None:
        """The subject terms rule `number` does not mention, if this document's reference to
        it is doubtful."""
        missing = self._doubts.get((kind, doc_id, lang, number))
        return list(missing) if missing else None

    def beside(self, kind: str, doc_id: str, lang: str, number: str) -> list[str]:
        """For a doubtful reference, the rules beside it that are about the citing text's subject."""
        return self._beside.get((kind, doc_id, lang, number), [])

    def linked(self, kind: str, doc_id: str, lang: str, text: str) -> dict:
        """A text with its reference spans: [start, end, number, resolves], and for a doubtful
        reference a fifth item, the subject terms the rule does not mention, and a sixth, the
        rules beside it about them (see beside); for a translation's reference that resolves
        nowhere, no terms and the English original's reference (_note_originals). Where a
        reference's title names another rule (_check_titles), `titled` maps its number to that
        rule's and the title."""
        refs = []
        titled = {}
        for ref in self._references(text):
            span: list = [ref.start, ref.end, ref.number, ref.number in self._tree]
            missing = self.doubt(kind, doc_id, lang, ref.number)
            original = self._originals.get((kind, doc_id, lang, ref.number))
            if missing:
                span += [missing, self.beside(kind, doc_id, lang, ref.number)]
            elif original:
                span += [[], [original]]
            refs.append(span)
            if (kind, doc_id, lang, ref.number) in self._titled:
                titled[ref.number] = self._titled[kind, doc_id, lang, ref.number]
        return {"text": text, "refs": refs, "lang": lang} | ({"titled": titled} if titled else {})


def meant_rule(linked: dict, span: list) -> str:
    """The rule a reference of a linked text (a span of Citations.linked) stands for: the rule
    its title names, where that is another ("See rule 702.62, “Endure.”": 701.63), or the
    English original's reference (a sixth item without a fifth), else its number."""
    number = span[2]
    if number in linked.get("titled", {}):
        return linked["titled"][number][0]
    if len(span) > 5 and not span[4] and span[5]:
        return span[5][0]
    return number


def _headings(corpus: Corpus) -> dict[tuple[str, str], list[str]]:
    """The numbers of the rules whose text is a heading, per language and title (_title_key)."""
    found: dict[tuple[str, str], list[str]] = defaultdict(list)
    for number, rule in corpus.rules.items():
        for lang, rule_text in rule.texts.items():
            if len(rule_text.text.split()) <= TITLE_WORDS:
                found[lang, _title_key(rule_text.text)].append(number)
    return found


def _title_key(title: str) -> str:
    """A title as compared: without a parenthesis ("Kommandeur (Commander)"), a line break's
    hyphen and space („Angreifer- deklarieren-Segment“), case and end punctuation."""
    title = re.sub(r"\s*\([^)]*\)", "", title).replace("- ", "-")
    return " ".join(title.casefold().strip(" .,;:").split())
