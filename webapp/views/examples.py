"""Runnable examples: a list of them, a page per example, running it (form post, or in place
with JavaScript), and the JSON API `GET /api/examples/`, `GET /api/examples/<id>` and
`POST /api/examples/<id>/run`."""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Blueprint, abort, g, get_template_attribute, jsonify, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from corpus.rules import Scenario

from ..example_index import example_index
from ..example_runs import GENERAL, Outcome, describe, form_values, run_example
from ..i18n import keep_parameters, language_blueprint
from ..index_store import store
from ..links import absolute_url
from ..request_translations import gettext
from .api import api_error, choose_language

bp = language_blueprint("examples", __name__, "/examples")

api_bp = Blueprint("examples_api", __name__, url_prefix="/api/examples")
# What a run request's body may be besides JSON ("" for no body: the defaults).
FORM_TYPES = ("", "application/x-www-form-urlencoded", "multipart/form-data")
api_bp.before_request(choose_language)


def _scenario(scenario_id: str) -> Scenario:
    scenario = store().scenario(scenario_id)
    if scenario is None:
        abort(404)
    return scenario


@bp.get("/")
def example_list() -> str:
    return render_template("examples.html", items=example_index())


def _written(scenario_id: str) -> str | None:
    """The id of an example that has none, typed otherwise ("TWO-DOUBLING-SEASONS"), as the site
    writes it; None where no example has that either."""
    written = scenario_id.lower()
    return written if written != scenario_id and store().scenario(written) is not None else None


@bp.get("/<scenario_id>")
def example(scenario_id: str) -> str | Response:
    scenario = store().scenario(scenario_id)
    if scenario is None:
        written = _written(scenario_id)
        if written is None:
            abort(404)
        query = f"?{urlencode(list(request.args.items(multi=True)))}" if request.args else ""
        return redirect(url_for("examples.example", scenario_id=written) + query, 301)
    if values := form_values(scenario, request.args):
        return _to_run(scenario_id, values)
    outcome = Outcome(scenario.defaults())
    return render_template("example.html", example=describe(scenario), outcome=outcome)


def _to_run(scenario_id: str, values: dict[str, str]) -> Response:
    """An example's address given its values (a run's address with "/run" cut off, say) is its
    run's: the page alone shows the defaults, and would silently ignore them, bad ones too. Only
    the values go along (a stray `fragment=1` would have asked the run for a bare fragment)."""
    return redirect(f"{url_for('examples.run', scenario_id=scenario_id)}?{urlencode(values)}", 302)


@bp.route("/<scenario_id>/run", methods=["GET", "POST"])
def run(scenario_id: str) -> tuple[str, int]:
    """Run the example with the form's values (a GET's query, so a run's address can be shared
    and reloaded; or a POST's form): the whole page, or (`?fragment=1`, used by the page's
    script, with the section's heading `level`, `untitled=1` on the example's own page and
    `about=rules` on a rule's) only the example's section. Invalid values: 400, messages by the
    fields."""
    scenario = _scenario(scenario_id)
    values = form_values(scenario, request.form if request.method == "POST" else request.args)  # (a HEAD as its GET)
    keep_parameters(values, values)  # the run in the other language
    outcome = run_example(scenario, values)
    status = 400 if outcome.errors else 200
    if request.args.get("fragment") == "1":
        level = 3 if request.args.get("level") == "3" else 2  # the example's heading level on its page
        titled = request.args.get("untitled") != "1"  # on the example's own page, the h1 is its title
        about = "rules" if request.args.get("about") == "rules" else "ruling"  # (a rule's page)
        section = get_template_attribute("macros/examples.html", "example_section")
        return section(describe(scenario, outcome), outcome, level, titled, about), status
    return render_template("example_run.html", example=describe(scenario, outcome), outcome=outcome), status


@api_bp.get("/")
def api_example_list() -> Response:
    """Every example, as its page lists it: id, title and the rules its run applies, with the
    addresses of its API answer and its page."""
    return jsonify(
        {
            "examples": [
                {
                    "id": item["example"]["id"],
                    "title": item["example"]["title"],
                    "rules": item["rules"],
                    "url": absolute_url(url_for("examples_api.api_example", scenario_id=item["example"]["id"])),
                    "page": absolute_url(
                        url_for("examples.example", scenario_id=item["example"]["id"], lang_code=g.lang)
                    ),
                }
                for item in example_index()
            ]
        }
    )


@api_bp.get("/<scenario_id>")
def api_example(scenario_id: str) -> Response | tuple[Response, int]:
    scenario = store().scenario(scenario_id)
    if scenario is None and (written := _written(scenario_id)):
        return redirect(url_for("examples_api.api_example", scenario_id=written), 301)
    if scenario is None:
        return api_error(gettext("There is no example with the id %(id)s.", id=scenario_id[:40]), 404)
    return jsonify(describe(scenario))


@api_bp.post("/<scenario_id>/run")
def api_run(scenario_id: str) -> Response | tuple[Response, int]:
    scenario = store().scenario(scenario_id)
    if scenario is None:
        return api_error(gettext("There is no example with the id %(id)s.", id=scenario_id[:40]), 404)
    if not request.is_json and request.mimetype not in FORM_TYPES:
        return api_error(_shape_message(), 415)
    given = _api_params()
    if given is None:
        return api_error(_shape_message(), 400)
    outcome = run_example(scenario, given)
    if outcome.errors:
        response, status = api_error(
            outcome.errors.get(GENERAL) or gettext("Some parameter values can't be used."), 400
        )
        body = response.get_json()
        body["fields"] = {name: message for name, message in outcome.errors.items() if name != GENERAL}
        return jsonify(body), status
    return jsonify(outcome.run)


def _shape_message() -> str:
    return gettext('Send parameters as a JSON object {"params": {name: value}} or as form fields.')


def _api_params() -> dict | None:
    """The parameters of an API request, or None if the request is not shaped right. A body
    that is a JSON object is read as JSON whatever its declared type: `curl -d '{"params": …}'`
    sends it as a form, and without a type at all it had run the defaults, its values unread."""
    if not request.is_json and not request.get_data(cache=True).lstrip().startswith(b"{"):
        return request.form.to_dict()
    try:
        body = request.get_json(force=True, silent=True)
    except RecursionError:  # nested deeper than the JSON parser goes; `silent` only covers ValueError
        return None
    if not isinstance(body, dict) or set(body) - {"params"}:
        return None
    params = body.get("params", {})
    # (any one value is the parameter's to judge: 1.5 or null for a number gets "Enter a whole
    # number." next to its name; a list or an object is no value of a form)
    if not isinstance(params, dict) or not all(
        isinstance(v, (str, int, float, bool, type(None))) for v in params.values()
    ):
        return None
    return params
