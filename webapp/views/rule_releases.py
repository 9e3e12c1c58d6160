"""Rules across releases: a rule's history, and what changed between two releases.

A history lists the rule's text in each release it appears in, with a word diff from one to
the next, following it where it was renumbered. The changes page lists the rules added,
removed, changed and moved between two releases, by section, each linked to its history.
"""

from __future__ import annotations

from babel.lists import format_list
from flask import g, redirect, render_template, url_for
from werkzeug.wrappers import Response

from indexer.citations.references import rule_sort_key
from indexer.citations.release_diff import Changes
from indexer.search.query.rule_lookup import canonical

from ..error_pages import error_response
from ..i18n import language_blueprint, long_date
from ..index_store import store
from ..release_argument import NoSuchRelease, asked_date, page_release, refusal
from ..request_translations import gettext
from ..rule_history import (
    changes,
    history_url,
    known_date,
    linked_versions,
    opening,
    other_rules,
    release_dates,
    release_pairs,
    removed_in,
    rule_versions,
    translations,
)

bp = language_blueprint("history", __name__)


@bp.get("/rules/<number>/history")
def rule_history(number: str) -> str | Response | tuple[Response | str, int]:
    """The history of the rule `number` of the newest release that has the number, or of the
    release the address names (`?release=`: the rule the number held then)."""
    try:
        release = page_release()
    except NoSuchRelease as exc:
        return refusal(number, exc.value)
    versions = rule_versions(number, release)
    if not versions:
        wanted = canonical(number)
        if wanted != number and rule_versions(wanted):
            return redirect(url_for("history.rule_history", number=wanted), 301)
        title = gettext("There is no rule %(number)s", number=number[:24])
        return error_response(404, title, gettext("No release of the rules held here has a rule with this number."))
    dates = release_dates()
    first = dates.index(versions[0]["release"])
    return render_template(
        "rule_history.html",
        number=number,
        versions=linked_versions(versions),
        current=versions[-1]["number"] if versions[-1]["release"] == dates[-1] else None,
        added_in=versions[0]["release"] if first else None,
        removed_in=removed_in(number, release),
        translations=translations(versions),
        others=other_rules(number, release),
    )


@bp.get("/rules/changes")
def latest_changes() -> Response | tuple[Response | str, int]:
    """The changes between the two newest releases (the address without them, as a reader
    shortens it, was taken for a rule "changes" that does not exist)."""
    pairs = release_pairs()
    if not pairs:
        return error_response(404, gettext("Page not found"), gettext("There is no page at this address."))
    older, newer = pairs[0]
    return redirect(url_for("history.release_changes", older=older, newer=newer))


@bp.get("/rules/changes/<older>/<newer>")
def release_changes(older: str, newer: str) -> str | tuple[Response | str, int]:
    for value in (older, newer):
        if not known_date(value):
            title = gettext("Unknown release of the rules")
            text = gettext(
                "There is no release of the rules effective %(date)s. Releases held: %(dates)s. "
                "What changed between them:",
                date=asked_date(value),
                dates=format_list([long_date(d) for d in release_dates()], locale=g.lang),
            )
            return error_response(404, title, text, links=pair_links())
    if older >= newer:
        # (the two the other way round first, where they are two: the page had led only home)
        swapped = [_pair_link(newer, older)] if older > newer else []
        links = swapped + [link for link in pair_links() if link not in swapped]
        title = gettext("These releases cannot be compared")
        return error_response(400, title, gettext("The first release must be older than the second."), links=links)
    found = changes(older, newer)
    sections = by_section(found, older, newer)
    return render_template(
        "rule_changes.html",
        older=older,
        newer=newer,
        sections=sections,
        counts=found.counts(),
        reworded=len(found.reworded),
        pairs=release_pairs(),
        headings=store().rules["headings"],
    )


def pair_links() -> list[tuple[str, str]]:
    """(address, label) of the changes between every two successive releases, newest first."""
    return [_pair_link(older, newer) for older, newer in release_pairs()]


def _pair_link(older: str, newer: str) -> tuple[str, str]:
    return (
        url_for("history.release_changes", older=older, newer=newer),
        gettext("Changes to the rules from %(older)s to %(newer)s", older=long_date(older), newer=long_date(newer)),
    )


def by_section(found: Changes, older: str, newer: str) -> list[tuple[str, list[dict]]]:
    """The changes from the release `older` to `newer` as (section, items) in rule order (see
    change_item); a moved rule under its new number."""
    kept = {*found.added, *found.changed, *(new for _, new in found.moved)}
    reworded = set(found.reworded)
    items = [change_item("added", n, newer) for n in found.added]
    items += [change_item("removed", n, older, former=n in kept) for n in found.removed]
    items += [change_item("changed", n, newer) for n in found.changed]
    items += [change_item("moved", new, newer, was=old, changed=new in reworded) for old, new in found.moved]
    items.sort(key=lambda item: rule_sort_key(item["number"]))
    sections: dict[str, list[dict]] = {}
    for item in items:
        sections.setdefault(item["number"][0], []).append(item)
    return list(sections.items())


def change_item(kind: str, number: str, release: str, **details: str | bool) -> dict:
    """One line of a changes page: the kind, the rule's number in `release` (the newer release,
    the older for a removed rule), its history's address there, its first words ("opening", in
    "opening_lang") and `details`: a moved rule's old number ("was") and whether its text
    changed too ("changed"); whether a removed rule's number is another rule's in the newer
    release ("former")."""
    text, text_lang = opening(number, release, g.lang)
    return {
        "kind": kind,
        "number": number,
        "url": history_url(number, release),
        "opening": text,
        "opening_lang": text_lang,
        **details,
    }
