"""Executable rule modules: a small rules engine that plays out each ruling's example.

`engine/` is the game, one module per rules topic, each citing the Comprehensive Rules it implements:
`role_tokens` and `roles` (111.10j-r, 303.4, 303.7), `adventures` (715), `sba` (704),
`layers` (613), `stack` (608, 701.6, 707.10), `triggers` (603), `casting` (601, 602, 117),
`targets` (115, 702.11, 702.16, 702.18), `tokens` (111, 614), `predefined_tokens` (111.10),
`costs` (107.5, 602.5, 605), `mana` (106.1), `explore` (701.44), `reflexive` (603.12), `fight`
(701.14), `phasing` (702.26), `copies` (707), `control` (613.1b, 303.4e), `combat` (508, 510),
`turns` (500, 514), `naming` (201.4, 715.5).
Scenarios (`corpus/scenarios/*.toml`) describe a game; `scenario/` reads them, and its `run`
plays one and returns the trace; `text/` renders messages and runs in one language.
The format is documented in README.md beside this file. This package imports neither Flask
nor the indexer.
"""

from .engine.errors import IllegalAction, RunLimitExceeded, ScenarioError
from .engine.game import Limits
from .scenario.params import ParamError, ParamErrors
from .scenario.runner import RunResult, run
from .scenario.scenario import Scenario, load_scenario, load_scenarios, scenario_from_data
from .text.localize import run_json, scenario_json

__all__ = [
    "IllegalAction",
    "Limits",
    "ParamError",
    "ParamErrors",
    "RunLimitExceeded",
    "RunResult",
    "Scenario",
    "ScenarioError",
    "load_scenario",
    "load_scenarios",
    "run",
    "run_json",
    "scenario_from_data",
    "scenario_json",
]
