"""The `release` argument of the rule pages (`?release=2023-10-13`): on a history, the release
whose rule it follows; on a rule's page, the rule as that release had it (its history there).

A value that names no release held ("abc", "1999-01-01") is refused with a 400 page in the
page's language that lists the releases held and links the rule's history in each, as the API
refuses it with a 400: a query argument the site cannot use is a bad request, where a path that
names nothing (`/rules/changes/1999-01-01/...`) is a 404. Ignoring it would show the newest
release as though it were the one asked for.
"""

from __future__ import annotations

from datetime import date

from babel.lists import format_list
from flask import g, request
from werkzeug.wrappers import Response

from .error_pages import error_response
from .i18n import long_date, page_argument
from .request_translations import gettext
from .rule_history import history_url, in_release, known_date, release_dates

NAME = "release"


class NoSuchRelease(ValueError):
    """A `release` argument that names no release held."""

    def __init__(self, value: str) -> None:
        super().__init__(value)
        self.value = value


def page_release() -> str | None:
    """The release the page's `release` argument names, None where it has none (or an empty one,
    a form's unset field); NoSuchRelease where it names none held (the page's language links
    keep it either way)."""
    if not request.args.get(NAME):
        return None
    value = page_argument(NAME)
    if not known_date(value):
        raise NoSuchRelease(value)
    return value


def refusal(number: str, value: str) -> tuple[Response | str, int]:
    """The 400 page for a `release` argument that names no release held: a date that none
    took effect on, or no date at all ("abc", which "no release effective abc" misread)."""
    dates = format_list([long_date(d) for d in release_dates()], locale=g.lang)
    if _is_date(value):
        text = gettext(
            "There is no release of the rules effective %(date)s. Releases held: %(dates)s.",
            date=asked_date(value),
            dates=dates,
        )
    else:
        text = gettext(
            "“%(value)s” is no date: a release is named by the date it took effect, such as %(example)s. "
            "Releases held: %(dates)s.",
            value=value[:24],
            example=release_dates()[-1],
            dates=dates,
        )
    return error_response(400, gettext("Unknown release of the rules"), text, links=history_links(number))


def not_in_release(number: str, release: str) -> tuple[Response | str, int]:
    """The 404 page for a rule the release asked for does not have."""
    title = gettext("There is no rule %(number)s", number=number[:24])
    text = gettext("The release of %(date)s has no rule %(number)s.", date=long_date(release), number=number[:24])
    return error_response(404, title, text, links=history_links(number))


def history_links(number: str) -> list[tuple[str, str]]:
    """(address, label) of the rule `number`'s history in each release held that has it,
    newest first."""
    return [
        (
            history_url(number, release),
            gettext("Rule %(number)s in the release of %(date)s", number=number, date=long_date(release)),
        )
        for release in reversed(release_dates())
        if in_release(number, release)
    ]


def asked_date(value: str) -> str:
    """A date from the address as the page writes dates, or as given where it is none."""
    return long_date(date.fromisoformat(value)) if _is_date(value) else value[:24]


def _is_date(value: str) -> bool:
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True
