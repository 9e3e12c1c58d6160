"""The status of a ruling's German text in words, in the page language.

The indexer decides the status (indexer/translation_status.py); pages only name it: on ruling
and card pages, in search results and on the coverage page.
"""

from __future__ import annotations

from collections.abc import Callable

from flask import Flask
from flask_babel import gettext, ngettext

from indexer.model import COMPLETE, MISSING, PARTIAL, STATUSES

_STATUS: dict[str, Callable[[], str]] = {
    COMPLETE: lambda: gettext("German text complete"),
    PARTIAL: lambda: gettext("German text partial: English left in it"),
    MISSING: lambda: gettext("No German text yet"),
}
_HEADING: dict[str, Callable[[], str]] = {
    COMPLETE: lambda: gettext("Complete"),
    PARTIAL: lambda: gettext("Partial"),
    MISSING: lambda: gettext("Missing"),
}
_COUNTED: dict[str, Callable[[int], str]] = {
    COMPLETE: lambda n: ngettext("%(num)d complete", "%(num)d complete", n),
    PARTIAL: lambda n: ngettext("%(num)d partial", "%(num)d partial", n),
    MISSING: lambda n: ngettext("%(num)d missing", "%(num)d missing", n),
}


def german_status(status: str) -> str:
    """"German text partial: English left in it": a ruling's status as a sentence."""
    return _STATUS[status]()


def status_heading(status: str) -> str:
    """"Partial": the status as a heading of counts."""
    return _HEADING[status]()


def status_count(status: str, count: int) -> str:
    """"2 partial": a count of rulings with the status."""
    return _COUNTED[status](count)


def init_app(app: Flask) -> None:
    app.jinja_env.globals.update(
        STATUSES=STATUSES, german_status=german_status, status_heading=status_heading, status_count=status_count
    )
