"""The search package (indexer.search) knows no Flask: the webapp builds addresses and
translates texts, the package searches."""

from __future__ import annotations

import json
import subprocess
import sys

# Imports every module of the package in a fresh interpreter (other tests' imports would mask
# one of them importing Flask) and prints the modules imported and the Flask modules loaded.
_PROBE = """
import importlib, json, pkgutil, sys
import indexer.search
names = [m.name for m in pkgutil.walk_packages(indexer.search.__path__, "indexer.search.")]
for name in names:
    importlib.import_module(name)
flask = sorted(n for n in sys.modules if n.split(".")[0] in ("flask", "flask_babel", "flask_limiter"))
print(json.dumps({"imported": names, "flask": flask}))
"""


def test_the_search_package_imports_no_flask() -> None:
    probe = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True)
    found = json.loads(probe.stdout)
    assert {"indexer.search.results", "indexer.search.query.syntax", "indexer.search.index_store"} <= set(
        found["imported"]
    )
    assert found["flask"] == []
