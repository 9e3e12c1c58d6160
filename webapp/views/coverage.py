"""The translation coverage page: how many rulings have German text, per status and per card,
which need work, and the German texts without an English original (computed by the indexer,
see indexer/coverage.py); and how many rulings have a runnable example, per kind of rule
(indexer/example_rules.py)."""

from __future__ import annotations

from flask import render_template

from indexer.assembly.excerpt import beginning
from indexer.assembly.model import STATUSES
from indexer.citations.references import parent_number

from ..i18n import language_blueprint, page_locale, shown_language
from ..index_store import store
from ..request_translations import gettext

bp = language_blueprint("coverage", __name__)
# Characters of a rule's text that name it where it has no heading (704.5j).
NAME_CHARACTERS = 60


@bp.get("/coverage")
def coverage() -> str:
    covered = store().coverage
    counts = {status: covered.get("counts", {}).get(status, 0) for status in STATUSES}
    examples = store().examples.get("coverage", {})
    return render_template(
        "coverage.html",
        coverage=covered,
        counts=counts,
        total=sum(counts.values()),
        examples=examples,
        rule_names={item["number"]: rule_name(item["number"]) for item in examples.get("per_kind", [])},
    )


def rule_name(number: str) -> dict[str, str] | None:
    """What names the rule `number` in a list of numbers, {"text", "lang"}, in the page's
    language where it has it: its heading ("Kosten"), else its text, whole where that is a
    keyword's name (702.2 "Todesberührung"), else its first words (704.5j): a number alone
    tells a reader nothing. Found once a worker, language and index generation: the entry
    "Damage" lists 235 rules, and reading each one's stored text took its page 92 ms."""
    return store().memo(("rule name", number, page_locale()), lambda: _rule_name(number))


def _rule_name(number: str) -> dict[str, str] | None:
    headings = store().rules["headings"]
    heading = headings.get(number)
    if heading:
        lang = shown_language(heading)
        return {"text": _told_apart(headings, number, lang), "lang": lang}
    payload = store().payload("rule", number)
    if payload is None or not payload["texts"]:
        return None
    lang = shown_language(payload["texts"])
    return {"text": beginning(payload["texts"][lang]["text"], NAME_CHARACTERS), "lang": lang}


def _told_apart(headings: dict[str, dict[str, str]], number: str, lang: str) -> str:
    """A heading that several sections share, after its chapter's: "Zonen: Allgemeines" (400),
    "Zugstruktur: Allgemeines" (500); "Allgemeines" alone names nine sections."""
    text = headings[number][lang]
    parent = headings.get(parent_number(number) or "", {})
    shared = sum(1 for other in headings.values() if other.get(lang) == text) > 1
    if not shared or lang not in parent:
        return text
    return gettext("%(chapter)s: %(section)s", chapter=parent[lang], section=text)
