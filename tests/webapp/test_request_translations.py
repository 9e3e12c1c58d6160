"""The request's catalog (webapp.request_translations) translates as Flask-Babel does, in Python
code and in templates, while looking the catalog up once a request."""

from __future__ import annotations

import flask_babel
import pytest
from flask import render_template_string

from webapp import request_translations

MESSAGES = ("Search", "Filter results", "Did you mean:")
PLURAL = ("%(num)s result for “%(query)s”", "%(num)s results for “%(query)s”")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_python_code_translates_as_flask_babel(app, lang) -> None:
    with app.test_request_context(f"/{lang}/"):
        app.preprocess_request()
        ours = [request_translations.gettext(m) for m in MESSAGES]
        ours += [request_translations.ngettext(*PLURAL, n, query="Rolle") for n in (1, 2)]
        theirs = [flask_babel.gettext(m) for m in MESSAGES]
        theirs += [flask_babel.ngettext(*PLURAL, n, query="Rolle") for n in (1, 2)]
    assert ours == theirs
    assert (ours[0] == "Suchen") == (lang == "de")


def test_templates_translate_through_the_catalog_found_once_per_language(app, monkeypatch) -> None:
    """Found once by the worker for each language (webapp.request_translations._catalog)."""
    looked_up = []
    monkeypatch.setattr(
        request_translations, "get_translations", lambda: looked_up.append(1) or flask_babel.get_translations()
    )
    monkeypatch.setitem(app.extensions, "catalogs", {})
    template = '{{ _("Search") }} | {{ ngettext("%(num)s pair.", "%(num)s pairs.", 2) }} | {{ _("Did you mean:") }}'
    for _ in range(2):
        with app.test_request_context("/de/"):
            app.preprocess_request()
            shown = render_template_string(template)
            expected = " | ".join(
                (
                    flask_babel.gettext("Search"),
                    flask_babel.ngettext("%(num)s pair.", "%(num)s pairs.", 2),
                    flask_babel.gettext("Did you mean:"),
                )
            )
        assert shown == expected
        assert shown.startswith("Suchen | 2 Paare.")
    assert len(looked_up) == 1


def test_outside_a_request_nothing_is_translated() -> None:
    assert request_translations.gettext("Search") == "Search"
    assert request_translations.ngettext("%(num)s pair.", "%(num)s pairs.", 3) == "3 pairs."


@pytest.mark.parametrize("order", [("de", "en", "de"), ("en", "de", "en")])
def test_a_message_without_variables_is_each_pages_language_and_formatted(app, order) -> None:
    """Such messages are kept per catalog (webapp.request_translations._constant)."""
    template = '{{ _("Search") }} | {{ _("100%% <sure>") }}'
    for lang in order:
        with app.test_request_context(f"/{lang}/"):
            app.preprocess_request()
            assert render_template_string(template) == f"{flask_babel.gettext('Search')} | 100% <sure>"
            assert render_template_string(template).startswith("Suchen" if lang == "de" else "Search")
