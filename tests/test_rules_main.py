"""`python -m corpus.rules`: list, run one or all, German traces, bad input."""

from __future__ import annotations

import json

from corpus.rules.__main__ import main


def test_list_and_run_one(capsys) -> None:
    assert main(["list"]) == 0
    assert "role-newest-stays\t" in capsys.readouterr().out
    assert main(["run", "role-newest-stays", "--set", "first_role=wicked"]) == 0
    out = capsys.readouterr().out
    assert "[704.5y, 303.7a]" in out and "passed: role-newest-stays" in out


def test_german_json_trace(capsys) -> None:
    assert main(["run", "role-newest-stays", "--lang", "de", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["steps"][1]["title"].startswith("Ein Effekt weist Alice an")


def test_all_quietly(capsys) -> None:
    assert main(["run", "--all", "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(line.startswith("passed\t") for line in lines)


def test_bad_input(capsys) -> None:
    assert main(["run", "no-such-scenario"]) == 2
    assert main(["run", "role-newest-stays", "--set", "first_role=dragon"]) == 2
    assert "first_role" in capsys.readouterr().err
