"""Every release of the Comprehensive Rules the corpus holds, as the build uses them.

Pages show the newest release of each language; the older ones are kept as side data (the
release texts, see side_files.RELEASES_NAME) from which the site draws histories and changes,
not as searchable documents. From them the build also learns:

- which German rules are stale: the English rule changed (or went) in a release newer than
  the English one the German translation follows (the newest English release not newer than
  the German one);
- which rulings and articles cite a rule that a release published after them changed,
  removed or renumbered (an undated text counts as older than every release held);
- whether each release parsed completely: its rules per section, beside the previous
  release's (a section that vanishes or loses more than half its rules is an error).
"""

from __future__ import annotations

from datetime import date

from indexer.assembly.model import Corpus, ReleaseRules, Rule

from ..errors import CorpusError
from .references import rule_sort_key
from .release_diff import ADDED, History

_SECTIONS = "123456789"
_LOSS = 0.5  # a section that keeps less than this share of its rules was not parsed completely


def followed_english(corpus: Corpus) -> dict[str, str]:
    """The English rules the German release translates: the newest English release not newer
    than it (number -> text); the served English rules if there is none."""
    german = next((r.effective for r in corpus.releases if r.lang == "de"), None)
    followed = [h for h in corpus.history if h.release.lang == "en" and german and h.release.effective <= german]
    if not followed:
        return {n: rule.texts["en"].text for n, rule in corpus.rules.items() if "en" in rule.texts}
    return {n: t.text for n, t in followed[-1].rules.items()}


def served_german(corpus: Corpus) -> dict[str, str]:
    """The German release pages show, under its own numbers (number -> text): the translation
    of `followed_english`, including the rules a newer English release removed."""
    german = [h for h in corpus.history if h.release.lang == "de"]
    return {n: t.text for n, t in german[-1].rules.items()} if german else {}


def translated_rules(history: list[ReleaseRules], translation: ReleaseRules) -> dict[str, str | None]:
    """Each number of a translated release -> the number the newest English release gives the
    rule it translates: the translation follows the newest English release not newer than it,
    and the rule is followed from there through the releases after it, as histories follow it
    (None: removed since). A number the followed release does not have stays as it is."""
    english = [h for h in history if h.release.lang == "en"]
    followed = [h for h in english if h.release.effective <= translation.release.effective]
    if not followed:
        return {n: n for n in translation.rules}
    base = followed[-1].release.effective
    since = History(
        {
            h.release.effective.isoformat(): {n: t.text for n, t in h.rules.items()}
            for h in english
            if h.release.effective >= base
        }
    )
    return {n: since.carried(n, base.isoformat()) if n in followed[-1].rules else n for n in translation.rules}


class RuleReleases:
    def __init__(self, corpus: Corpus) -> None:
        self.held = corpus.history
        self.histories = {
            lang: History(
                {
                    held.release.effective.isoformat(): {n: t.text for n, t in held.rules.items()}
                    for held in corpus.history
                    if held.release.lang == lang
                }
            )
            for lang in {held.release.lang for held in corpus.history}
        }
        self.served = {release.lang: release.effective.isoformat() for release in corpus.releases}
        self.numbers = {n for held in corpus.history for n in held.rules}

    def side_file(self) -> dict:
        """The release texts per language and date, and the releases in order."""
        return {
            "releases": [
                {"lang": h.release.lang, "effective": h.release.effective.isoformat(), "title": h.release.source.title}
                for h in self.held
            ],
            "texts": {lang: history.releases for lang, history in self.histories.items()},
        }

    def stale(self, number: str) -> dict | None:
        """How the English rule changed after the German release the page shows, given the
        German text's number there: the English release that changed it and what it did
        ("changed", "removed", "moved"); None if it did not (or nothing to compare)."""
        english, german = self.histories.get("en"), self.served.get("de")
        if english is None or german is None:
            return None
        followed = [d for d in english.dates if d <= german]
        if not followed or number not in english.releases[followed[-1]]:
            return None
        for position in range(english.dates.index(followed[-1]), len(english.steps)):
            kind = english.steps[position].kind(number)
            if kind:
                return {"release": english.dates[position + 1], "change": kind, "base": followed[-1]}
        return None

    def german_stale(self, rule: Rule) -> dict | None:
        """`stale` for the German text of a rule of the served rules (None: it has none)."""
        return self.stale(rule.translated_as.get("de", rule.number)) if "de" in rule.texts else None

    def stale_rules(self, rules: dict[str, Rule]) -> list[dict]:
        """Every German rule text that is stale (see `stale`), in rule order: for the coverage page."""
        found = []
        for number in sorted(rules, key=rule_sort_key):
            stale = self.german_stale(rules[number])
            if stale:
                found.append({"number": number, **stale})
        return found

    def notices(self, numbers: list[str], published: date | None) -> list[dict]:
        """For each cited rule, the first release after `published` that changed, removed,
        renumbered or added it: {"number", "release", "change"}, with "to" for a move."""
        english = self.histories.get("en")
        if english is None:
            return []
        since = published.isoformat() if published else ""
        found = []
        for number in numbers:
            for position, step in enumerate(english.steps):
                newer = english.dates[position + 1]
                if newer <= since:
                    continue
                older = english.releases[english.dates[position]]
                kind = step.kind(number) if number in older else (ADDED if number in step.added else None)
                if kind:
                    notice = {"number": number, "release": newer, "change": kind}
                    moved_to = step.successor(number) if kind == "moved" else None
                    found.append(notice | ({"to": moved_to} if moved_to else {}))
                    break
        return found

    def section_lines(self) -> list[str]:
        """One line per release: its rules per section, and the change from the release before
        of the same language; raises CorpusError where a section was lost."""
        lines = []
        previous: dict[str, dict[str, int]] = {}
        for held in self.held:
            counts = _per_section(held)
            before = previous.get(held.release.lang)
            _check_complete(held, counts, before or {})
            shown = ", ".join(
                f"{s}: {counts[s]}" + (f" ({counts[s] - before[s]:+d})" if before and counts[s] != before[s] else "")
                for s in _SECTIONS
            )
            lines.append(
                f"rules {held.release.lang} {held.release.effective.isoformat()}: {sum(counts.values())} rules "
                f"({shown})"
            )
            previous[held.release.lang] = counts
        return lines


def _per_section(held: ReleaseRules) -> dict[str, int]:
    counts = dict.fromkeys(_SECTIONS, 0)
    for number in held.rules:
        counts[number[0]] += 1
    return counts


def _check_complete(held: ReleaseRules, counts: dict[str, int], before: dict[str, int]) -> None:
    for section in _SECTIONS:
        if not counts[section] or counts[section] < before.get(section, 0) * _LOSS:
            raise CorpusError(
                held.release.source.path,
                None,
                f"section {section} has {counts[section]} rules, the release before had {before.get(section, 'none')}: "
                "the file was not parsed completely",
            )
