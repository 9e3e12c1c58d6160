"""`python -m corpus.rules`: list, run one or all, German traces, bad input."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from corpus.rules.__main__ import main, verdict
from corpus.rules.text.catalog import translations_for


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


def test_german_text_trace_has_german_labels(capsys) -> None:
    assert main(["run", "role-response-order", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    boards = [line for line in out.splitlines() if "Stapel: " in line]
    assert boards and out.rstrip().endswith("bestanden: role-response-order")
    checks = [line for line in out.splitlines() if line.startswith("[")]
    assert checks and all(line.startswith("[bestanden] ") for line in checks)
    assert "stack:" not in out and "passed" not in out


def test_a_failed_verdict_stands_out_in_both_languages() -> None:
    assert verdict(False, translations_for("en")) == "FAILED"
    assert verdict(False, translations_for("de")) == "NICHT BESTANDEN"
    assert verdict(True, translations_for("de")) == "bestanden"


def test_one_broken_file_is_reported_and_the_named_scenario_still_runs(tmp_path, capsys) -> None:
    scenarios = Path(__file__).resolve().parents[2] / "corpus" / "scenarios"
    shutil.copytree(scenarios / "cards", tmp_path / "cards")
    shutil.copy(scenarios / "role-newest-stays.toml", tmp_path)
    (tmp_path / "draft.toml").write_text('title.en = "unfinished"\n', encoding="utf-8")
    assert main(["--scenarios", str(tmp_path), "run", "role-newest-stays", "--quiet"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "passed\trole-newest-stays\n"
    assert captured.err.startswith("error: draft.toml")
    assert main(["--scenarios", str(tmp_path), "run", "--all", "--quiet"]) == 2
    assert capsys.readouterr().out == "passed\trole-newest-stays\n"
    assert main(["--scenarios", str(tmp_path), "run", "draft"]) == 2
    assert capsys.readouterr().err.count("draft.toml") == 1
