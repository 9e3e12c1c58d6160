"""The Comprehensive Rules: contents, one page per section, rule and subrule, glossary entries.

A section ("7") lists its rules; a rule ("704") or subrule ("704.5") shows every rule under it
in full. A number that does not exist gets a 404 page that suggests the nearest rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import abort, g, redirect, render_template, url_for
from werkzeug.wrappers import Response

from indexer.assembly.model import other_language
from indexer.citations.references import ancestor_numbers
from indexer.search.analysis.common import terms_of
from indexer.search.index_store import IndexStore
from indexer.search.query.rule_lookup import canonical
from indexer.search.snippets import snippet
from indexer.terms.cross_references import entry_named, headword_forms
from indexer.terms.glossary_pairs import first_form

from ..glossary_listing import listed_glossary
from ..i18n import language_blueprint, page_argument, page_locale
from ..index_store import store
from ..links import search_url
from ..page_pieces import rendered_once
from ..release_argument import NoSuchRelease, not_in_release, page_release, refusal
from ..request_translations import gettext
from ..rule_history import held, history_url, in_release, nearest_rules, release_pairs
from .coverage import NAME_CHARACTERS, rule_name

bp = language_blueprint("rules", __name__)


# The rules an entry's page lists of those whose text uses its term; the rest are folded (the page
# had said only „und 74 weitere Regeln“, which no one could open).
RULES_USING_SHOWN = 12


@bp.get("/rules/")
def contents() -> str:
    index = store()
    sections = [n for n in index.rules["numbers"] if len(n) == 1]
    rules = [n for n in index.rules["numbers"] if len(n) == 3]
    return render_template(
        "rules_contents.html",
        sections=[(s, [r for r in rules if r[0] == s]) for s in sections],
        headings=index.rules["headings"],
        release_pairs=release_pairs(),
    )


@bp.get("/rules/<number>")
def rule(number: str) -> str | Response | tuple[str | Response, int]:
    """The rule `number` of the newest release; with `release`, the rule as that release had it,
    shown in its history (a 400 for a release not held, see release_argument)."""
    try:
        release = page_release()
    except NoSuchRelease as exc:
        return refusal(number, exc.value)
    if release is not None:
        return _in_release(canonical(number), release)
    index = store()
    payload = index.payload("rule", number)
    if payload is None:
        wanted = canonical(number)
        if wanted != number and index.stored("rule", wanted):
            return redirect(url_for("rules.rule", number=wanted), 301)
        return missing_rule(index, number)
    subrules = [] if len(number) == 1 else _subtree(index.rule_payloads(number), payload["children"])
    asked_beside = page_argument("beside") == "1"
    return render_template(
        "rule.html",
        rule=payload,
        subrules=subrules,
        named_parts=named_parts(subrules),
        ancestors=ancestor_numbers(number),
        headings=index.rules["headings"],
        beside=asked_beside or _stale_here(payload),
        view={"beside": 1} if asked_beside else {},
        terms=glossary_terms(index, payload, page_locale()),
        rulings_about=_rulings_about(payload, page_locale()),
    )


def _rulings_about(payload: dict[str, Any], lang: str) -> dict[str, str] | None:
    """The term a rule is named by where its definition cites the rule ("Lifelink", 702.15d),
    with the search for the rulings about it: rulings seldom cite a rule's number."""
    if lang not in payload.get("section_terms", []):
        return None
    term = payload["section"][lang]
    # (quoted, a phrase is searched as typed, not translated: „"Zustandsbasierte Aktionen"“ found
    # 1 ruling of the 191 on state-based actions, nearly all in English; a judge's review. The
    # German term unquoted is read as the term list's term and found in both languages.)
    written = f'"{term}"' if " " in term and lang == "en" else term
    rulings = gettext("kind:ruling")  # (the filter as the reader's language writes it)
    return {"term": term, "url": search_url(f"{written} {rulings}")}


def _in_release(number: str, release: str) -> Response | tuple[str | Response, int]:
    """The rule `number` as the release `release` had it: its history, at that release."""
    if not in_release(number, release):
        return not_in_release(number, release)
    return redirect(history_url(number, release))


def glossary_terms(index: IndexStore, payload: dict[str, Any], lang: str) -> list[dict[str, str]]:
    """The glossary entries a rule mentions, {"id", "term", "lang"}, in `lang` where the rule
    has a text in it; a rule shown in the other language only (one the translation does not
    have yet) names each entry's counterpart in `lang` where there is one, else the entry."""
    found = payload["glossary"]
    if lang in payload["texts"] or lang in found:
        return [{**term, "lang": lang} for term in found.get(lang, [])]
    shown = [{**term, "lang": other} for other, terms in found.items() for term in terms]
    named = [_counterpart(index, term) or term for term in shown]
    return list({term["id"]: term for term in named}.values())  # two entries may share a counterpart


def _counterpart(index: IndexStore, term: dict[str, str]) -> dict[str, str] | None:
    entry = index.payload("glossary", term["id"])
    return entry.get("counterpart") if entry else None


def _stale_here(payload: dict[str, Any]) -> bool:
    """A German page of a rule whose German text is stale shows the newer English beside it."""
    return page_locale() == "de" and bool(payload.get("stale")) and "en" in payload["texts"]


def missing_rule(index: IndexStore, number: str) -> tuple[str, int]:
    """The 404 page for a rule number, with links to the nearest existing rules."""
    return render_template(
        "rule_missing.html", number=number, suggestions=nearest_rules(index, number), held=held(canonical(number))
    ), 404


# A subrule whose text is a name of at most this many words ("702.2 Deathtouch", "701.9
# Discard") heads the rules under it.
NAME_WORDS = 4
# A rule with at least this many such named parts lists them at the top of its page: 702, the
# keyword abilities, was a phone's 147,000 pixels with no way to a keyword but scrolling.
NAMED_PARTS = 6


def named_parts(subrules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The subrules that head others with a name only, where there are NAMED_PARTS of them or
    more: {number, texts} of each, for the list of contents."""
    found = [
        {
            "number": item["rule"]["number"],
            "texts": {lang: text["text"] for lang, text in item["rule"]["texts"].items()},
        }
        for item in subrules
        if item["children"] and all(_a_name(text["text"]) for text in item["rule"]["texts"].values())
    ]
    return found if len(found) >= NAMED_PARTS else []


def _a_name(text: str) -> bool:
    return len(text.split()) <= NAME_WORDS and not text.rstrip().endswith((".", ":"))


def _subtree(payloads: dict[str, dict[str, Any]], numbers: list[str]) -> list[dict[str, Any]]:
    """The rules `numbers` and everything under them, nested as the rules nest them."""
    return [
        {"rule": payloads[n], "children": _subtree(payloads, payloads[n]["children"])} for n in numbers if n in payloads
    ]


@bp.get("/glossary/")
def glossary_index() -> str:
    lang = page_locale()
    entries, by_letter = listed_glossary(lang)
    return render_template(
        "glossary_index.html",
        entries=entries,
        letters=rendered_once("_glossary_letters.html", by_letter=by_letter),
        elsewhere=sum(e["lang"] != lang for e in entries),
    )


@bp.get("/glossary/<entry_id>")
def glossary_entry(entry_id: str) -> str | Response:
    """An entry; in the other language's site, its counterpart there (the language switch
    leads from "Role" to "Rolle", not to "Role" with a notice)."""
    payload = store().payload("glossary", entry_id)
    if payload is None:
        current = store().current_id("glossary", entry_id)
        if current is None:
            abort(404)
        return redirect(url_for("rules.glossary_entry", entry_id=current), 301)
    partner = payload.get("counterpart") or _same_term_elsewhere(payload)
    if partner and partner["lang"] == page_locale():
        return redirect(url_for("rules.glossary_entry", entry_id=partner["id"]))
    if partner:
        g.alternate_args = {partner["lang"]: {"entry_id": partner["id"]}}
    numbers = payload.get("used_in", [])
    return render_template(
        "glossary_entry.html",
        entry=payload,
        entry_ids=_entry_ids(payload["lang"]),
        used_rules=[
            {"number": n, "name": _using_name(n, payload["term"], payload["lang"])} for n in numbers[:RULES_USING_SHOWN]
        ],
        more_rules=[{"number": n, "name": rule_name(n)} for n in numbers[RULES_USING_SHOWN:]],
    )


def _using_name(number: str, term: str, lang: str) -> dict[str, Any] | None:
    """What names a rule that uses a glossary entry's one-word term, among the first listed: its
    name (rule_name), but for a rule without a heading whose opening does not have the term, the
    words around the term's first use, marked: under „Legendenregel“, 205.4d was listed as „Jede
    bleibende Karte mit dem Obertyp „Legendär“ ist …“, the term nowhere (a reviewer). A term of
    several words keeps the name: a word of it alone is no use of it („Spieler“ of „Aktiver
    Spieler“); the folded rules keep theirs (an entry such as "If" has 1,244; a code review)."""
    name = rule_name(number)
    if name is None or name["lang"] != lang or " " in term.strip() or number in store().rules["headings"]:
        return name
    word_terms = terms_of(lang)
    terms = frozenset(word_terms(term.strip(), True))  # (not a compound's parts)
    opening = snippet(name["text"], word_terms, terms, size=len(name["text"]))
    if opening is not None:
        return name | {"html": opening}
    payload = store().payload("rule", number)
    if payload is None:
        return name
    text = payload["texts"][lang]["text"]
    around = snippet(text, word_terms, terms, size=NAME_CHARACTERS, context=NAME_CHARACTERS // 3, passages=1)
    return name if around is None else name | {"html": around}


def _same_term_elsewhere(payload: dict[str, Any]) -> dict[str, str] | None:
    """The other language's entry of the same term, for a cross-reference (it has no
    counterpart): the German glossary's English pointers („Abandon → Fallenlassen“, „Converted
    Mana Cost (veraltet)“) are the English entries' terms, read by their first forms as the
    build pairs them (glossary_pairs.first_form), and the language switch had led to the
    pointer shown with a notice, not to "Abandon" (424 of them; a reader's review)."""
    if not payload.get("see"):  # (an entry of its own: the glossary index links it, and it is shown)
        return None
    other = other_language(payload["lang"])
    found = _ids_by_first_form(other).get(first_form(payload["term"]))
    return None if found is None else {"lang": other, "id": found}


def _ids_by_first_form(lang: str) -> dict[str, str]:
    """The entries of a language's glossary by the first form of their terms, where only one
    entry has it."""

    def read() -> dict[str, str]:
        ids: dict[str, list[str]] = {}
        for entry in store().glossary_entries():
            if entry["lang"] == lang:
                ids.setdefault(first_form(entry["term"]), []).append(entry["id"])
        return {form: found[0] for form, found in ids.items() if len(found) == 1}

    return store().memo(("glossary ids by first form", lang), read)


def _entry_ids(lang: str) -> Callable[[str], str | None]:
    """The id of the entry of a language's glossary that a cross-reference names, as the German
    „→“ cross-references are read (cross_references.entry_named): by its whole headword, else
    by the first forms of one ("Siehe Starthand." for „Starthand, Anfangshand“); a headword
    without a note („(veraltet)“) before one with. Only whole headwords had been looked up, and
    seven German pointers led nowhere (a judge's review)."""

    def read() -> list[tuple[tuple[str, ...], str]]:
        entries = sorted((e for e in store().glossary_entries() if e["lang"] == lang), key=lambda e: "(" in e["term"])
        return [(headword_forms(e["term"]), e["id"]) for e in entries]

    headwords = store().memo(("glossary headwords", lang), read)
    return lambda name: entry_named(name, headwords)
