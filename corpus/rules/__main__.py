"""Command line: run example scenarios and print their traces.

    python -m corpus.rules list
    python -m corpus.rules run <scenario-id> [--lang de] [--set name=value ...] [--json]
    python -m corpus.rules run --all [--lang de] [--quiet]

The exit status is 0 when every run passed its checks, 1 otherwise, 2 for bad input. A file
with an error is reported and the others still load: `run <scenario-id>` runs that one (its
status is the run's), `list` and `--all` go on and end with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .engine.errors import ScenarioError
from .scenario.params import ParamErrors
from .scenario.runner import run
from .scenario.scenario import load_each_scenario
from .text.catalog import translations_for
from .text.localize import run_json, scenario_json
from .text.messages import Translations, render

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "scenarios"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m corpus.rules", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--scenarios", type=Path, default=SCENARIO_DIR, help="folder of scenario files")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="list the scenarios")
    run_cmd = commands.add_parser("run", help="run one scenario, or all")
    run_cmd.add_argument("scenario", nargs="?", help="scenario id (file name without .toml)")
    run_cmd.add_argument("--all", action="store_true", help="run every scenario")
    run_cmd.add_argument("--lang", choices=("en", "de"), default="en")
    run_cmd.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="a parameter value")
    run_cmd.add_argument("--json", action="store_true", help="print the trace as JSON")
    run_cmd.add_argument("--quiet", action="store_true", help="only the result line per scenario")
    args = parser.parse_args(argv)
    try:
        scenarios, errors = load_each_scenario(args.scenarios)
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for error in errors.values():
        print(f"error: {error}", file=sys.stderr)
    if args.command == "list":
        for scenario in scenarios.values():
            print(f"{scenario.id}\t{scenario.title.en}")
        return 2 if errors else 0
    if args.all == bool(args.scenario):
        parser.error("name one scenario or use --all")
    chosen = list(scenarios.values()) if args.all else [scenarios.get(args.scenario)]
    if chosen[0] is None:
        if args.scenario not in errors:
            print(f"error: no scenario {args.scenario!r}; see `python -m corpus.rules list`", file=sys.stderr)
        return 2
    status = _run_chosen(args, chosen)
    return 2 if args.all and errors else status


def _run_chosen(args: argparse.Namespace, chosen: list) -> int:
    """Run each chosen scenario and print it; the exit status of the runs (0, 1 or 2)."""
    params = dict(item.partition("=")[::2] for item in args.set)
    translations = translations_for(args.lang)
    ok = True
    for scenario in chosen:
        try:
            result = run(scenario, params or None)
        except ParamErrors as exc:
            for error in exc.errors:
                print(f"error: {error.name}: {render(error.message, translations, args.lang)}", file=sys.stderr)
            return 2
        data = run_json(result, translations, args.lang)
        ok &= result.passed
        if args.json:
            print(json.dumps(data, ensure_ascii=False, indent=2))
        elif args.quiet:
            print(f"{verdict(result.passed, translations)}\t{scenario.id}")
        else:
            print_trace(scenario_json(scenario, translations, args.lang), data, translations)
    return 0 if ok else 1


def verdict(passed: bool, translations: Translations) -> str:
    return translations.gettext("passed") if passed else translations.gettext("failed").upper()


def print_trace(scenario: dict, data: dict, translations: Translations) -> None:
    """The run as text, every label in the language of `translations` like the trace itself."""
    _ = translations.gettext
    print(f"== {scenario['id']}: {scenario['title']}")
    for sentence in scenario["setup"]:
        print(f"   {sentence}")
    for step in data["steps"]:
        print(f"\n{step['number']}. {step['title']}")
        if step["note"]:
            print(f"   ({step['note']})")
        for event in step["events"]:
            rules = f"  [{', '.join(event['rules'])}]" if event["rules"] else ""
            print(f"   - {event['text']}{rules}")
        line = board_line(step["board"], _("Stack"), _("phased out"), _("speed"))
        print(f"   {line}")
    if data["error"]:
        print(f"\n{_('The example stopped here:')} {data['error']}")
    print()
    for check in data["checks"]:
        actual = "  (" + _("Found instead: %(actual)s") % {"actual": check["actual"]} + ")" if check["actual"] else ""
        print(f"[{verdict(check['passed'], translations)}] {check['text']}{actual}")
    print(f"\n{verdict(data['passed'], translations)}: {scenario['id']}\n")


def board_line(
    board: dict, stack_label: str = "Stack", phased_label: str = "phased out", speed_label: str = "speed"
) -> str:
    parts = []
    for player in board["players"]:
        permanents = []
        for p in player["battlefield"]:
            text = p["name"]
            if p["power"] is not None:
                text += f" {p['power']}/{p['toughness']}"
            if p["phased_out"]:
                text += f" ({phased_label})"
            if p["sector"]:
                text += f" ({p['sector']})"
            if p["attachments"]:
                text += " [" + ", ".join(f"{a['name']} ({a['controller']})" for a in p["attachments"]) + "]"
            permanents.append(text)
        speed = f" ({speed_label} {player['speed']})" if player["speed"] is not None else ""
        dungeon = f" ({player['dungeon']['name']}: {player['dungeon']['room']})" if player["dungeon"] else ""
        parts.append(f"{player['name']} {player['life']}{speed}{dungeon}: " + ("; ".join(permanents) or "-"))
    if board["stack"]:
        parts.append(f"{stack_label}: " + " > ".join(item["name"] for item in board["stack"]))
    return " | ".join(parts)


if __name__ == "__main__":
    sys.exit(main())
