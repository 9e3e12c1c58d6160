"""The editors' report: every reference that does not resolve or whose rule is off the subject.

Each item carries what the report page shows, so the web app needs no other lookup: where the
reference stands (document kind and id, readable title per language, language, the source
document as readers know it), the number, the reason, the subject terms the rule does not
mention, the rule meant where the citations know it, and an excerpt; and, for `python -m
indexer report` only, the build's warning, which names the corpus file and line.
"""

from __future__ import annotations

from indexer.assembly.model import LANGUAGES, Corpus
from indexer.sources.source_list import source_named, sources_by_path

from .resolved import Finding


def report_items(findings: list[Finding], corpus: Corpus, glossary_terms: dict[str, str]) -> list[dict]:
    """The findings as JSON; `glossary_terms` names glossary entries by key."""
    sources = sources_by_path(corpus)
    return [
        {
            "kind": f.citing.kind,
            "id": f.citing.id,
            "lang": f.citing.lang,
            "title": _titles(f, corpus, glossary_terms),
            "title_lang": _title_languages(f, corpus),
            "number": f.number,
            "reason": f.reason,
            "missing": list(f.missing),
            "excerpt": f.excerpt,
            "source": source_named(sources[f.citing.origin.path]),
            "warning": f.warning(),
            **({"change": f.change} if f.change else {}),
            **({"meant": f.meant} if f.meant else {}),
        }
        for f in findings
    ]


def _title_languages(finding: Finding, corpus: Corpus) -> dict[str, str]:
    """The language of each page language's title (_titles): a card without a German name is
    named in English on the German page ("Rules Lawyer"), an article or glossary entry in its
    own; a rule by its number, in the page's."""
    kind, doc_id = finding.citing.kind, finding.citing.id
    if kind == "ruling":
        cards = [corpus.cards[c] for c in corpus.rulings[doc_id].card_ids]
        return {lang: _one_language([c.display_lang(lang) for c in cards], lang) for lang in LANGUAGES}
    if kind == "rule":
        return {lang: lang for lang in LANGUAGES}
    return dict.fromkeys(LANGUAGES, finding.citing.lang)


def _one_language(languages: list[str], page: str) -> str:
    """The language names of several cards are in: theirs where they agree, else the page's."""
    return languages[0] if len(set(languages)) == 1 else page


def _titles(finding: Finding, corpus: Corpus, glossary_terms: dict[str, str]) -> dict[str, str]:
    """What the citing document is called on the site, per page language."""
    kind, doc_id = finding.citing.kind, finding.citing.id
    if kind == "ruling":
        cards = [corpus.cards[c] for c in corpus.rulings[doc_id].card_ids]
        return {lang: ", ".join(c.display_name(lang) for c in cards) for lang in LANGUAGES}
    if kind == "article":
        return dict.fromkeys(LANGUAGES, corpus.articles[doc_id].title)
    if kind == "glossary":
        return dict.fromkeys(LANGUAGES, glossary_terms.get(doc_id, doc_id))
    return dict.fromkeys(LANGUAGES, doc_id)
