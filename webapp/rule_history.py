"""Every release of the Comprehensive Rules the index holds, as pages and the API read them.

The build stores the text of every rule in every release (releases.json); from it a rule's
history (its versions, with a word diff from each to the next) and the changes between any
two releases of a language are computed here, once per index generation and pair, with
indexer.citations.release_diff. Histories and changes follow the English releases: the German rules
are a translation of one of them. A history follows a rule, not a number: `/rules/701.4/history`
is the history of the newest release's 701.4, and `?release=2023-10-13` that of the rule the
number held then (a number a release freed and gave to a new rule).
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from flask import request, url_for

from indexer.citations.references import ancestor_numbers, find_references, rule_sort_key
from indexer.citations.release_diff import ADDED, CHANGED, REMOVED, Changes, History, word_diff
from indexer.search.index_store import IndexStore
from indexer.search.query.rule_lookup import suggestions
from indexer.search.release import release_history
from indexer.search.release_query import ORIGINAL

from .index_store import store

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
OPENING_WORDS = 8


def history() -> History:
    """The English releases and the changes from each to the next."""
    return release_history(store())


def release_dates() -> list[str]:
    """The English releases held, oldest first."""
    return history().dates


def known_date(value: str) -> bool:
    return bool(_DATE.fullmatch(value)) and value in release_dates()


def asked_release() -> str | None:
    """The release the request's `release` argument names, if one is held (else none: the
    history of the newest release's rule)."""
    value = request.args.get("release", "")
    return value if known_date(value) else None


def rule_versions(number: str, release: str | None = None) -> list[dict[str, Any]]:
    """The rule `number` of `release` (by default the newest that has the number) in every
    release it appears in (see History.lineage), each with the word diff from the version
    before ("diff": None for the first)."""
    versions = history().lineage(number, release)
    shown = []
    for position, version in enumerate(versions):
        before = versions[position - 1] if position else None
        shown.append(
            {
                "release": version.effective,
                "number": version.number,
                "text": version.text,
                "diff": word_diff(before.text, version.text) if before else None,
                "changed": before is not None and before.text != version.text,
                "renumbered_from": before.number if before and before.number != version.number else None,
                "under": _changed_under(before.number, before.effective, version.number, version.effective)
                if before
                else [],
            }
        )
    return shown


def _changed_under(old_number: str, older: str, number: str, newer: str) -> list[dict[str, str]]:
    """The rules under the rule (`old_number` in the release `older`, `number` in `newer`) that
    the newer release added, changed or removed, in rule order: a history shows the rule's own
    text, and 704.5's had said „Text unverändert“ for a release that changed 704.5s and added
    704.5z (a reviewer's finding)."""
    found = changes(older, newer)
    listed = [(n, ADDED) for n in found.added if _is_under(n, number)]
    listed += [(n, CHANGED) for n in found.changed if _is_under(n, number)]
    listed += [(n, REMOVED) for n in found.removed if _is_under(n, old_number)]
    return [{"number": n, "change": change} for n, change in sorted(listed, key=lambda item: rule_sort_key(item[0]))]


def _is_under(other: str, number: str) -> bool:
    """Whether rule `other` stands under `number` (702.1a under 702.1, not 702.10; 702.1 under
    702). A section's (one digit) would be hundreds of rules: none are listed."""
    return len(number) > 1 and number in ancestor_numbers(other)


def linked_versions(versions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`rule_versions` as the history page shows them: each text ("pieces") and each run of its
    diff in linked_pieces, a deleted run's references those of the release before."""
    shown = []
    for position, version in enumerate(versions):
        before = versions[position - 1]["release"] if position else version["release"]
        diff = version["diff"]
        shown.append(
            {
                **version,
                "pieces": linked_pieces(version["text"], version["release"]),
                "diff": None
                if diff is None
                else [(op, linked_pieces(text, before if op == "-" else version["release"])) for op, text in diff],
            }
        )
    return shown


def removed_in(number: str, release: str | None = None) -> str | None:
    """The release that no longer has the rule `number` of `release` (its last number), if one
    removed it."""
    versions = history().lineage(number, release)
    return history().removed_in(versions) if versions else None


def history_url(number: str, release: str) -> str:
    """The history of the rule `number` of `release`, at that release."""
    return url_for(
        "history.rule_history", number=number, release=named_release(number, release), _anchor=f"release-{release}"
    )


def named_release(number: str, release: str) -> str | None:
    """The release a history address names for the rule `number` of `release`: none where the
    number's own history (from the newest release that has it) is that rule's."""
    own = any(v.effective == release and v.number == number for v in history().lineage(number))
    return None if own else release


def other_rules(number: str, release: str | None = None) -> list[dict[str, str]]:
    """The other rules that held the number `number` in a release than the rule `number` of
    `release`: {"release", "url"} of each one's last release under that number, newest first."""
    versions = history().lineage(number, release)
    return [
        {"release": v.effective, "url": history_url(number, v.effective)} for v in history().others(number, versions)
    ]


def release_text(number: str, release: str, lang: str) -> str | None:
    """The text of rule `number` in the `lang` release effective `release`, if it has one."""
    return store().release_texts.get("texts", {}).get(lang, {}).get(release, {}).get(number)


def opening(number: str, release: str, lang: str) -> tuple[str, str]:
    """The first words of rule `number` of `release` in `lang` (else in English) and their
    language: enough for a list of numbers to say which rule each is (a heading whole: "Cast")."""
    for text_lang in dict.fromkeys((lang, ORIGINAL)):
        text = release_text(number, release, text_lang) or kept_translation(number, release, text_lang)
        if text:
            words = text.split()
            return " ".join(words[:OPENING_WORDS]) + (" …" if len(words) > OPENING_WORDS else ""), text_lang
    return "", ORIGINAL


def kept_translation(number: str, release: str, lang: str) -> str | None:
    """The `lang` text of rule `number` from the newest `lang` release before `release` whose
    English text of the rule `release` kept word for word: the German rules of 2025-11-14
    still translate the 2026-01-16 rules that did not change."""
    if lang == ORIGINAL:
        return None
    english = release_text(number, release, ORIGINAL)
    dated = store().release_texts.get("texts", {}).get(lang, {})
    for earlier in sorted((d for d in dated if d < release), reverse=True):
        if english is not None and release_text(number, earlier, ORIGINAL) == english:
            return release_text(number, earlier, lang)
    return None


def translated_texts(versions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The German texts of the rule's versions, where a German release of the same date has
    the rule under the same number: {"release", "number", "lang", "text"}."""
    german = store().release_texts.get("texts", {}).get("de", {})
    return [
        {"release": v["release"], "number": v["number"], "lang": "de", "text": german[v["release"]][v["number"]]}
        for v in versions
        if v["number"] in german.get(v["release"], {})
    ]


def translations(versions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """translated_texts as the history page shows them: {"release", "number", "pieces"}
    (linked_pieces)."""
    return [
        {"release": t["release"], "number": t["number"], "pieces": linked_pieces(t["text"], t["release"])}
        for t in translated_texts(versions)
    ]


def linked_pieces(text: str, release: str) -> list[dict[str, str | None]]:
    """A text of the release effective `release` in pieces, each rule number it cites that the
    release has with the address of that rule's history at that release ("url"; None for the
    text between): an old text's "rule 702.19c" is the rule of its release, which may since
    have changed or moved."""
    pieces: list[dict[str, str | None]] = []
    at = 0
    for ref in find_references(text):
        if in_release(ref.number, release):
            pieces.append({"text": text[at : ref.start], "url": None})
            pieces.append({"text": text[ref.start : ref.end], "url": history_url(ref.number, release)})
            at = ref.end
    pieces.append({"text": text[at:], "url": None})
    return [piece for piece in pieces if piece["text"]]


def languages_of(release: str) -> list[str]:
    """The languages that have a release effective `release`."""
    return [lang for lang, dated in store().release_texts.get("texts", {}).items() if release in dated]


def changes(older: str, newer: str) -> Changes:
    """What changed from the English release `older` to `newer` (both held)."""
    return store().memo(("rule changes", older, newer), lambda: history().between(older, newer))


def release_pairs() -> list[tuple[str, str]]:
    """Every two successive English releases, newest first: the changes pages worth linking."""
    return list(reversed(list(pairwise(release_dates()))))


def in_release(number: str, release: str) -> bool:
    """Whether the English release effective `release` has a rule `number`."""
    return number in history().releases.get(release, {})


def held(number: str) -> bool:
    """Whether any release held has rule `number` (a number removed since still has a history)."""
    return any(number in rules for rules in history().releases.values())


def held_in(number: str, release: str) -> bool:
    """Whether the release held as `release` (its date) has rule `number`."""
    return number in history().releases.get(release, {})


def nearest_rules(index: IndexStore, number: str) -> list[dict[str, Any]]:
    """The rules nearest to a number that no rule has (rule_lookup.suggestions): the rule
    page's 404 and a search for the number list them."""
    near = [index.payload("rule", n) for n in suggestions(number, index.rules["numbers"])]
    return [payload for payload in near if payload]
