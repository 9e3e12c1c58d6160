"""Lists, per scenario, the real rulings whose text its patterns in ruling_links.toml match.

    .venv/bin/python tests/support/ruling_links.py            # every scenario: id, linked?, text
    .venv/bin/python tests/support/ruling_links.py legend-rule
    .venv/bin/python tests/support/ruling_links.py --write    # set each scenario's `rulings` to its matches

The ids are the indexer's (indexer.assembly.identity.ruling_id of the English text); a scenario links
them in its `rulings` list. The test suite checks the links against these patterns.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from indexer.assembly.identity import ruling_id  # noqa: E402

SELECTION = ROOT / "tests" / "rules" / "ruling_links.toml"
RULINGS = ROOT / "corpus" / "imported" / "rulings-en-mtgjson-v4-20190726.json"
SCENARIOS = ROOT / "corpus" / "scenarios"


def real_rulings() -> dict[str, str]:
    """Every distinct English ruling text of the full data, by id."""
    return {ruling_id("en", r["comment"]): r["comment"] for r in json.loads(RULINGS.read_text(encoding="utf-8"))}


def patterns() -> dict[str, list[re.Pattern[str]]]:
    data = tomllib.loads(SELECTION.read_text(encoding="utf-8"))
    return {scenario: [re.compile(p) for p in entry["patterns"]] for scenario, entry in data.items()}


def candidates(texts: dict[str, str], wanted: list[re.Pattern[str]]) -> dict[str, str]:
    """The rulings (id -> text) one of the patterns matches."""
    return {rid: text for rid, text in texts.items() if any(p.search(text) for p in wanted)}


def linked(scenario: str) -> list[str]:
    return tomllib.loads((SCENARIOS / f"{scenario}.toml").read_text(encoding="utf-8")).get("rulings", [])


def write_links(scenario: str, ids: list[str]) -> None:
    """Set the scenario file's `rulings = [...]` line (added after the title if it has none)."""
    path = SCENARIOS / f"{scenario}.toml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    line = f"rulings = {json.dumps(sorted(ids))}\n"
    at = next((i for i, text in enumerate(lines) if text.startswith("rulings = ")), None)
    if at is None:
        at = next(i for i, text in enumerate(lines) if text.startswith("title.de")) + 1
        lines.insert(at, line)
    else:
        lines[at] = line
    path.write_text("".join(lines), encoding="utf-8")


def main(names: list[str]) -> None:
    write = "--write" in names
    names = [n for n in names if n != "--write"]
    texts = real_rulings()
    for scenario, wanted in patterns().items():
        if names and scenario not in names:
            continue
        found = candidates(texts, wanted)
        links = set(linked(scenario))
        print(f"== {scenario}: {len(found)} ruling(s)")
        for rid, text in sorted(found.items(), key=lambda item: item[1]):
            print(f"  {rid} {'linked' if rid in links else 'NOT LINKED'}  {text}")
        print(f"  rulings = {json.dumps(sorted(found))}")
        if write:
            write_links(scenario, list(found))


if __name__ == "__main__":
    main(sys.argv[1:])
