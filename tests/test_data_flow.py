"""Data flows one way: corpus -> indexer -> index -> web app. The indexer and the rules engine
never import Flask; the web app never loads what reads corpus files (it reads the index and
the side files beside it, see indexer/side_files.py)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import corpus.rules
import indexer
from indexer.paths import ROOT

WEB = ("flask", "flask_babel", "webapp")
CORPUS_READERS = (
    "indexer.build",
    "indexer.sources.load",
    "indexer.sources.manifest",
    "indexer.sources.textfile",
    "indexer.sources.json_records",
    "indexer.parse_",
)


def imported_by(modules: list[str]) -> set[str]:
    code = "import sys\n" + "".join(f"import {m}\n" for m in modules) + "print('\\n'.join(sys.modules))"
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True, text=True)
    return set(run.stdout.split())


def every_module(package) -> list[str]:
    return [f"{package.__name__}.{m.name}" for m in pkgutil.iter_modules(package.__path__)]


def test_the_indexer_and_the_rules_engine_never_import_the_web_app_or_flask() -> None:
    loaded = imported_by(every_module(indexer) + every_module(corpus.rules))
    assert "indexer.build" in loaded and "corpus.rules.scenario.runner" in loaded
    assert not {m for m in loaded if m.split(".")[0] in WEB}


def test_the_web_app_loads_nothing_that_reads_the_corpus() -> None:
    loaded = imported_by(["webapp"])
    assert "webapp.views.pages" in loaded and "indexer.side_files" in loaded
    assert not {m for m in loaded if m.startswith(CORPUS_READERS)}
