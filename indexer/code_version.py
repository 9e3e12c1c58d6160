"""The version of the code that writes an index and reads it.

A server follows the index link to each new build (index_store.py). A build written by other
code than the server runs may hold side files that code cannot read: after a scenario gained
a key (`leads`), a server started before it answered every page with those examples with a
500 once the index was rebuilt. The build stamps the version of its code in build.json; a
server keeps serving the build before where a new one has another stamp, until it is
restarted with that code.
"""

from __future__ import annotations

import hashlib
from functools import cache

from indexer.paths import ROOT

# The packages whose code writes or reads the index and its side files.
PACKAGES = ("corpus", "indexer", "webapp")


@cache
def code_version() -> str:
    """A hash of the Python source of PACKAGES as it is on disk when first asked (a server asks
    as it starts: the code it runs, whatever is changed on disk later)."""
    digest = hashlib.sha256()
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(ROOT)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()
