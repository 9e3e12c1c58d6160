"""Running example scenarios for readers: parameter values from a request, bounded runs, and
everything rendered in the page's language through the same catalog as the rest of the site.

A request can only choose among the values a scenario declares (the engine compares them with
the declaration); it never supplies a scenario, code, a module or a file name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from flask import Flask, current_app, url_for
from flask_babel import get_translations, gettext

from corpus.rules import Limits, ParamErrors, Scenario, run, run_json, scenario_json
from corpus.rules.text.messages import render
from indexer.assembly.excerpt import beginning
from indexer.citations.references import parent_number
from indexer.search.analysis.names import fold_name

from .i18n import page_locale, shown_language
from .index_store import store
from .links import document_url
from .rendering import card_name
from .ruling_cards import card_date, naming_card

DEFAULTS = {"EXAMPLE_MAX_NOTES": 500, "EXAMPLE_MAX_SECONDS": 1.0, "EXAMPLE_MAX_PARAMS": 20}
GENERAL = ""  # the key of an error that belongs to the whole form, not to one field
FIRST_WORDS = 80  # characters of a demonstrated ruling's text shown with its card and date


@dataclass
class Outcome:
    """A run for a page: the values used, the run (if it ran) and messages per field."""

    values: dict[str, Any]
    run: dict | None = None
    errors: dict[str, str] = field(default_factory=dict)
    as_shown: bool = True  # run with values that still show the example's rulings (Scenario.shows_rulings)


def describe(scenario: Scenario, outcome: Outcome | None = None) -> dict:
    """The scenario for readers in the page's language: title, setup, cards, parameters; after
    a run with other values than the defaults, the setup and actions of that run (the list of
    what happens names the Roles the reader chose)."""
    lang = page_locale()
    if outcome is not None and outcome.run and outcome.values != scenario.defaults():
        return scenario_json(scenario, get_translations(), lang, dict(outcome.values))
    return store().memo(("described", lang, scenario.id), lambda: scenario_json(scenario, get_translations(), lang))


def known_rules() -> frozenset[str]:
    """Rule numbers that have a page (the trace links only those)."""
    return store().memo(("known_rules",), lambda: frozenset(store().examples.get("known_rules", [])))


def has_example(number: str) -> bool:
    """Whether the rule `number`, or a rule under it, has a runnable example (rule lists mark it)."""
    return number in store().memo(("rules with examples",), _rules_with_examples)


def _rules_with_examples() -> frozenset[str]:
    found: set[str] = set()
    for number in store().examples.get("by_rule", {}):
        while number:
            found.add(number)
            number = parent_number(number)
    return frozenset(found)


def form_values(scenario: Scenario, form: Mapping[str, str]) -> dict[str, str]:
    """Only the declared parameters are read from a form; anything else is ignored."""
    return {p.name: form[p.name] for p in scenario.params if p.name in form}


def run_example(scenario: Scenario, given: Mapping[str, object]) -> Outcome:
    """Validate `given`, run the variant (bounded), render it; bad values give messages."""
    shown = {**scenario.defaults(), **{k: v for k, v in given.items() if k in scenario.defaults()}}
    if len(given) > current_app.config["EXAMPLE_MAX_PARAMS"]:
        return Outcome(shown, errors={GENERAL: gettext("Too many parameters.")})
    config = current_app.config
    bounds = Limits(max_notes=config["EXAMPLE_MAX_NOTES"], max_seconds=config["EXAMPLE_MAX_SECONDS"])
    try:
        result = run(scenario, dict(given), bounds)
    except ParamErrors as exc:
        translations = get_translations()
        return Outcome(shown, errors={e.name: render(e.message, translations, page_locale()) for e in exc.errors})
    shown = run_json(result, get_translations(), page_locale())
    return Outcome(result.params, run=shown, as_shown=scenario.shows_rulings(result.params))


def examples_for(scenario_ids: list[str], ruling: str | None = None) -> list[dict]:
    """For templates: the described examples with these ids (unknown ids are left out); on the
    page of a `ruling` that an example shows with other values than its defaults (its
    `[presets]`), as those values make it, with them as `shown` (the values of its form)."""
    found = (store().scenario(sid) for sid in scenario_ids)
    return [_shown(scenario, ruling) for scenario in found if scenario is not None]


def _shown(scenario: Scenario, ruling: str | None) -> dict:
    values = scenario.shown_for(ruling)
    if values == scenario.defaults():
        return describe(scenario)
    lang = page_locale()
    described = store().memo(
        ("described", lang, scenario.id, ruling), lambda: scenario_json(scenario, get_translations(), lang, values)
    )
    return {**described, "shown": values}


def example_card_url(name: str) -> str | None:
    """The page of the card an example's card is (`name` as the example shows it, in either
    language), None where the card data has no card of that name: a card the example made up
    ("Practice Siege") or one newer than the data. A judge looked these up in vain."""
    lexicon = store().lexicon
    found = (lexicon.form(number) for number in lexicon.forms_named(fold_name(name)))
    card = next((form.target for form in found if form.kind == "card" and form.target), None)
    return document_url("card", card) if card else None


def demonstrated_notes(notes: list[str]) -> list[dict]:
    """For templates: the article notes an example demonstrates ("role:Rules notes:2"), named
    as the article names them (title and heading in the article's language) and linked to the
    note itself."""
    found = []
    for note in notes:
        article_id, heading, number = note.split(":")
        article = store().payload("article", article_id)
        if article is None:
            continue
        headings = [section["heading"] for section in article["sections"]]
        anchor = f"section-{headings.index(heading) + 1}-{number}" if heading in headings else None
        found.append(
            {
                "url": url_for("pages.article", article_id=article_id, _anchor=anchor),
                "title": article["title"],
                "section": heading,
                "number": number,
                "lang": article["lang"],
            }
        )
    return found


def demonstrated_rulings(ruling_ids: list[str], scenario_id: str | None = None) -> list[dict]:
    """For templates: the rulings an example demonstrates, named by their first card (in the
    reader's language, marked where it has no name in it) and date, never by their ids, and
    told apart by their first words (several rulings of one card share card and date). With the
    example's `scenario_id`, a ruling that the example shows with other values than its defaults
    (its `[presets]`) has the address of that run: the default run had not shown what half the
    listed rulings say, and nothing on the example's page told which choice does (a reviewer's
    finding)."""
    scenario = store().scenario(scenario_id) if scenario_id else None
    found = []
    for ruling_id in ruling_ids:
        ruling = store().payload("ruling", ruling_id)
        if ruling is None:
            continue
        card = naming_card(ruling)
        lang = shown_language(ruling["texts"])
        found.append(
            {
                "url": url_for("pages.ruling", ruling_id=ruling_id),
                "card": card_name(card) if card else None,
                "date": card_date(ruling, card),
                "words": beginning(ruling["texts"][lang]["text"], FIRST_WORDS),
                "lang": lang,
                "run_url": _preset_run(scenario, ruling_id) if scenario else None,
            }
        )
    return found


def _preset_run(scenario: Scenario, ruling_id: str) -> str | None:
    """The address of the example run with the values it shows `ruling_id` with, where those
    are not its defaults."""
    values = scenario.shown_for(ruling_id)
    if values == scenario.defaults():
        return None
    given = {name: _form_text(value) for name, value in values.items()}
    return f"{url_for('examples.run', scenario_id=scenario.id)}?{urlencode(given)}#example-{scenario.id}-form"


def _form_text(value: object) -> str:
    """A parameter's value as its form sends it: "true"/"false" for a yes or no."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def init_app(app: Flask) -> None:
    for key, value in DEFAULTS.items():
        app.config.setdefault(key, value)
    app.jinja_env.globals.update(
        examples_for=examples_for,
        example_card_url=example_card_url,
        demonstrated_notes=demonstrated_notes,
        demonstrated_rulings=demonstrated_rulings,
        known_rules=known_rules,
        has_example=has_example,
        GENERAL_ERROR=GENERAL,
    )
