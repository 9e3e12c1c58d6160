"""Scenario files (`corpus/scenarios/*.toml`): reading, validating, and making variants.

A scenario is checked completely when it is loaded: its tables, its parameters, and the game
it sets up with the default values and with every single allowed value of each parameter, so
a reader's variant can never hit an authoring error. See README.md for the format.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from ..engine.errors import ScenarioError
from ..engine.game import Limits
from ..engine.model import CardDef
from ..text.messages import Name
from .actions import Action, declared_labels, read_actions
from .expectations import Expectation, read_expectations
from .params import Param, ParamErrors, check_conditions, placeholders, read_params, resolve_values, substitute
from .setup import build_game, read_cards
from .tables import Table
from .vocabulary import read_name

if TYPE_CHECKING:
    from ..engine.game import Game

TOP_KEYS = ("title", "rulings", "leads", "presets", "notes", "params", "players", "cards", "actions", "expect")
RULING_ID = re.compile(r"^[0-9a-f]{12}$")
NOTE_REF = re.compile(r"^[a-z0-9-]+:[^:]+:[1-9][0-9]*$")
SCENARIO_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True, eq=False)
class Scenario:
    id: str
    source: str
    title: Name
    rulings: tuple[str, ...]
    notes: tuple[str, ...]
    params: tuple[Param, ...]
    data: dict = field(hash=False, compare=False)
    # Per ruling, the values that show its case where the defaults show another (a ruling
    # that two Akromas of different names are both kept, on the legend rule's example).
    presets: dict[str, dict[str, Any]] = field(default_factory=dict, hash=False, compare=False)
    # The rulings of `rulings` whose pages show this example first, before the others that
    # show a part of the ruling (the seven Roles before the layers of one of them).
    leads: tuple[str, ...] = ()

    def defaults(self) -> dict[str, Any]:
        return {p.name: p.default for p in self.params}

    def shows_rulings(self, values: dict[str, Any]) -> bool:
        """Whether a run with `values` still shows the example's rulings: no parameter has a
        value outside its `ruling_only_with` (trample turned off, a trample ruling's example
        runs by the rules but no longer tests the ruling)."""
        return all(p.ruling_values is None or values.get(p.name) in p.ruling_values for p in self.params)

    def shown_for(self, ruling: str | None) -> dict[str, Any]:
        """The values an example shows first on the page of `ruling` (None: on its own page)."""
        return {**self.defaults(), **self.presets.get(ruling or "", {})}

    def variant(self, values: dict[str, Any]) -> dict:
        return substitute(self.data, values)


@dataclass
class Prepared:
    """A scenario variant set up and ready to run."""

    game: Game
    actions: list[Action]
    expectations: list[Expectation]


@dataclass(frozen=True)
class _Plan:
    """What a variant's tables say, read once: a fresh game is set up from it for every run."""

    data: dict
    cards: dict[str, CardDef]
    actions: list[Action]
    expectations: list[Expectation]


_PLANS: WeakKeyDictionary[Scenario, dict[tuple, _Plan]] = WeakKeyDictionary()


def prepare(scenario: Scenario, values: dict[str, Any], limits: Limits | None = None) -> Prepared:
    """A fresh game for this variant; the tables are read (and checked) once per variant."""
    plans = _PLANS.setdefault(scenario, {})
    key = tuple(sorted(values.items()))
    plan = plans.get(key)
    if plan is None:
        plan = plans[key] = _read(scenario, values)
    game = build_game(Table(plan.data, "", scenario.source), limits, plan.cards)
    game.to_be.update(declared_labels(plan.actions))
    return Prepared(game, plan.actions, plan.expectations)


def _read(scenario: Scenario, values: dict[str, Any]) -> _Plan:
    data = scenario.variant(values)
    root = Table(data, "", scenario.source)
    for key in ("title", "rulings", "leads", "presets", "notes", "params"):
        root.get(key, object, None)
    cards = read_cards(root)
    game = build_game(root, None, cards)
    actions = read_actions(root, set(game.players), lambda t: read_expectations(t, "expect"))
    expectations = read_expectations(root)
    if not expectations:
        raise root.error("a scenario needs at least one [[expect]]", "expect")
    root.done()
    return _Plan(data, cards, actions, expectations)


def scenario_from_data(data: dict, scenario_id: str, source: str, library: dict[str, dict] | None = None) -> Scenario:
    """Validate `data` (a parsed scenario file) completely and return the Scenario.

    Cards that `use` a card of the shared library are completed from it first, so the
    scenario's data is self-contained afterwards.
    """
    data = _with_library_cards(data, library or {}, source)
    if not SCENARIO_ID.match(scenario_id):
        raise ScenarioError(source, "", "a scenario file name is lower-case letters, digits and hyphens")
    root = Table(data, "", source)
    unknown = sorted(set(data) - set(TOP_KEYS))
    if unknown:
        raise root.error(f"unknown key(s): {', '.join(unknown)}")
    title = read_name(root, "title")
    if title.de is None:
        raise root.error("the title needs an 'en' and a 'de' text", "title")
    rulings = tuple(root.strings("rulings", []))
    notes = tuple(root.strings("notes", []))
    for ruling in rulings:
        if not RULING_ID.match(ruling):
            raise root.error(f"{ruling!r} is not a ruling id (12 hex digits)", "rulings")
    for note in notes:
        if not NOTE_REF.match(note):
            raise root.error(f"{note!r} is not a note reference such as 'role:Rules notes:2'", "notes")
    players = {t.data.get("id", ""): str(t.data.get("name", "")) for t in root.tables("players")}
    params = read_params(root, players)
    presets = _presets(root, rulings, params)
    leads = tuple(root.strings("leads", []))
    for ruling in leads:
        if ruling not in rulings:
            raise root.error(f"{ruling!r} is no ruling of this scenario's 'rulings'", "leads")
    scenario = Scenario(scenario_id, source, title, rulings, notes, params, data, presets, leads)
    _check_placeholders(scenario)
    for values in _variations(scenario):
        prepare(scenario, values)
    return scenario


def _presets(root: Table, rulings: tuple[str, ...], params: tuple[Param, ...]) -> dict[str, dict[str, Any]]:
    """The `[presets]` table: a ruling of the scenario's `rulings` -> values of its params."""
    found = {}
    for ruling, given in root.get("presets", dict, {}).items():
        if ruling not in rulings:
            raise root.error(f"{ruling!r} is no ruling of this scenario's 'rulings'", "presets")
        if not isinstance(given, dict):
            raise root.error(f"the preset of {ruling!r} is a table of parameter values", "presets")
        try:
            values = resolve_values(params, given)
        except ParamErrors as exc:
            raise root.error(f"bad preset of {ruling!r}: {exc}", "presets") from None
        found[ruling] = {name: values[name] for name in given}
    return found


def _with_library_cards(data: dict, library: dict[str, dict], source: str) -> dict:
    cards = data.get("cards")
    if not isinstance(cards, list):
        return data
    completed = []
    for i, card in enumerate(cards):
        if isinstance(card, dict) and "use" in card:
            known = library.get(card["use"])
            if known is None:
                raise ScenarioError(source, f"cards[{i}].use", f"no card {card['use']!r} in the card library")
            card = {**known, **{k: v for k, v in card.items() if k != "use"}}
        completed.append(card)
    return {**data, "cards": completed}


def read_library(directory: Path, shown_prefix: str = "") -> dict[str, dict]:
    """The shared cards (`cards/*.toml` beside the scenarios): `[[card]]` tables with a `key`."""
    library: dict[str, dict] = {}
    for path in sorted((directory / "cards").glob("*.toml")):
        shown = f"{shown_prefix}cards/{path.name}"
        try:
            entries = tomllib.loads(path.read_text(encoding="utf-8")).get("card", [])
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise ScenarioError(shown, "", f"not valid TOML: {exc}") from None
        for i, entry in enumerate(entries):
            key = entry.get("key") if isinstance(entry, dict) else None
            if not isinstance(key, str) or key in library:
                raise ScenarioError(shown, f"card[{i}]", "every card needs a 'key' of its own")
            library[key] = {k: v for k, v in entry.items() if k != "key"}
    return library


def _check_placeholders(scenario: Scenario) -> None:
    problem = check_conditions(scenario.data, scenario.params)
    if problem:
        raise ScenarioError(scenario.source, "", problem)
    declared = {p.name for p in scenario.params}
    used = placeholders({k: v for k, v in scenario.data.items() if k != "params"})
    missing = sorted(used - declared)
    if missing:
        raise ScenarioError(scenario.source, "", f"undeclared parameter(s): {', '.join(missing)}")
    unused = sorted(declared - used)
    if unused:
        raise ScenarioError(scenario.source, "params", f"parameter(s) never used: {', '.join(unused)}")


def _variations(scenario: Scenario) -> list[dict[str, Any]]:
    """The defaults, and each parameter at each of its values (ints: both ends and the default)."""
    base = scenario.defaults()
    found = [base]
    for param in scenario.params:
        if param.type == "int":
            values = [param.minimum, param.maximum]
        elif param.type == "bool":
            values = [True, False]
        else:
            values = [value for value, _ in param.choices]
        found += [{**base, param.name: value} for value in values if value != base[param.name]]
    return found


def load_scenario(path: Path, shown: str | None = None, library: dict[str, dict] | None = None) -> Scenario:
    source = shown or path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ScenarioError(source, "", f"not valid TOML: {exc}") from None
    if library is None:
        library = read_library(path.parent)
    return scenario_from_data(data, path.stem, source, library)


def scenario_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("*.toml"))


def load_scenarios(directory: Path, shown_prefix: str = "") -> dict[str, Scenario]:
    """Every scenario in `directory`; `shown_prefix` is how error messages name the folder.
    Raises the first file's error."""
    scenarios, errors = load_each_scenario(directory, shown_prefix)
    if errors:
        raise next(iter(errors.values()))
    return scenarios


def load_each_scenario(directory: Path, shown_prefix: str = "") -> tuple[dict[str, Scenario], dict[str, ScenarioError]]:
    """Every scenario in `directory` that loads, and the error of each one that does not (by
    id), so one broken draft doesn't keep the others from running. An error in the card
    library concerns them all and is raised."""
    library = read_library(directory, shown_prefix)
    scenarios: dict[str, Scenario] = {}
    errors: dict[str, ScenarioError] = {}
    for path in scenario_files(directory):
        try:
            scenarios[path.stem] = load_scenario(path, f"{shown_prefix}{path.name}", library)
        except ScenarioError as exc:
            errors[path.stem] = exc
    return scenarios, errors
