"""Every release of the Comprehensive Rules the index holds, as pages and the API read them.

The build stores the text of every rule in every release (releases.json); from it a rule's
history (its versions, with a word diff from each to the next) and the changes between any
two releases of a language are computed here, once per index generation and pair, with
indexer.citations.release_diff. Histories and changes follow the English releases: the German rules
are a translation of one of them.
"""

from __future__ import annotations

import re
from typing import Any

from indexer.citations.release_diff import Changes, History, compare, word_diff
from indexer.search.release import release_history

from .index_store import store

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def history() -> History:
    """The English releases and the changes from each to the next."""
    return release_history(store())


def release_dates() -> list[str]:
    """The English releases held, oldest first."""
    return history().dates


def known_date(value: str) -> bool:
    return bool(_DATE.fullmatch(value)) and value in release_dates()


def rule_versions(number: str) -> list[dict[str, Any]]:
    """The rule in every release it appears in (see History.lineage), each with the word diff
    from the version before ("diff": None for the first)."""
    versions = history().lineage(number)
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
            }
        )
    return shown


def removed_in(number: str) -> str | None:
    """The release that no longer has the rule `number` (its last number), if one removed it."""
    versions = history().lineage(number)
    return history().removed_in(versions) if versions else None


def release_text(number: str, release: str, lang: str) -> str | None:
    """The text of rule `number` in the `lang` release effective `release`, if it has one."""
    return store().release_texts.get("texts", {}).get(lang, {}).get(release, {}).get(number)


def translations(versions: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The German texts of the rule's versions, where a German release of the same date has
    the rule under the same number: {"release", "number", "text"}."""
    german = store().release_texts.get("texts", {}).get("de", {})
    return [
        {"release": v["release"], "number": v["number"], "text": german[v["release"]][v["number"]]}
        for v in versions
        if v["number"] in german.get(v["release"], {})
    ]


def languages_of(release: str) -> list[str]:
    """The languages that have a release effective `release`."""
    return [lang for lang, dated in store().release_texts.get("texts", {}).items() if release in dated]


def changes(older: str, newer: str) -> Changes:
    """What changed from the English release `older` to `newer` (both held)."""
    texts = history().releases
    return store().memo(("rule changes", older, newer), lambda: compare(texts[older], texts[newer]))


def latest_pair() -> tuple[str, str] | None:
    """The two newest English releases, for the link to the latest changes."""
    dates = release_dates()
    return (dates[-2], dates[-1]) if len(dates) > 1 else None


def held(number: str) -> bool:
    """Whether any release held has rule `number` (a number removed since still has a history)."""
    return any(number in rules for rules in history().releases.values())
