"""Where the corpus and the index live by default.

The web app and the indexer both need the index location; it is defined once here.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS_DIR = ROOT / "corpus"
TRANSLATIONS_DIR = ROOT / "translations"
INSTANCE_DIR = ROOT / "instance"
INDEX_LINK = INSTANCE_DIR / "index"
