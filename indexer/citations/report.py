"""The editors' report: every reference that does not resolve or whose rule is off the subject.

Each item carries what the report page shows, so the web app needs no other lookup: where the
reference stands (document kind and id, readable title per language, language, the source
document as readers know it), the number, the reason, the subject terms the rule does not
mention, and an excerpt; and, for `python -m indexer report` only, the build's warning, which
names the corpus file and line.
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
            "number": f.number,
            "reason": f.reason,
            "missing": list(f.missing),
            "excerpt": f.excerpt,
            "source": source_named(sources[f.citing.origin.path]),
            "warning": f.warning(),
            **({"change": f.change} if f.change else {}),
        }
        for f in findings
    ]


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
