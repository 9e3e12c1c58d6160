"""Small helpers the test modules share."""

from __future__ import annotations

from pathlib import Path

from bs4 import BeautifulSoup

from indexer.manifest import DocumentSpec
from indexer.paths import CORPUS_DIR

SEEDS = CORPUS_DIR / "seeds"
SEED_EN = SEEDS / "000_55948b6b10001ae3.txt"
SEED_ARTICLE = SEEDS / "001_4176683109c52601.txt"
SEED_DE = SEEDS / "003_8fd4d0d4a429f207.txt"
CR_EN = CORPUS_DIR / "data" / "comprehensive-rules-en-20251114.txt"
CR_DE = CORPUS_DIR / "data" / "comprehensive-rules-de-20251114.txt"
WOE = CORPUS_DIR / "data" / "woe-role-cards-sample-en-de.json"


def soup(response) -> BeautifulSoup:
    """Parsed HTML of a test-client response."""
    return BeautifulSoup(response.get_data(as_text=True), "html.parser")


def text_of(element) -> str:
    return " ".join(element.get_text(" ").split())


def spec(path: Path, fmt: str, lang: str, card_en: str | None = None) -> DocumentSpec:
    """A manifest entry for a file, as the manifest reader would make it."""
    return DocumentSpec(path, f"corpus/{path.name}", fmt, lang, f"test {path.name}", card_en, 1)


SMALL_MANIFEST = """
[[document]]
path = "seeds/000.txt"
format = "card-rulings"
lang = "en"
title = "English rulings"

[[document]]
path = "seeds/001.txt"
format = "keyword-article"
lang = "en"
title = "Role article"

[[document]]
path = "seeds/003.txt"
format = "card-rulings"
lang = "de"
title = "German rulings"
card_en = "Charming Scoundrel"

[[document]]
path = "data/woe.json"
format = "mtgjson-cards"
lang = "en"
title = "WOE cards"
"""


def small_corpus(root: Path) -> Path:
    """A corpus of the three seeds and the WOE cards (no rules: fast to build)."""
    corpus = root / "corpus"
    (corpus / "seeds").mkdir(parents=True)
    (corpus / "data").mkdir()
    for source, name in ((SEED_EN, "000.txt"), (SEED_ARTICLE, "001.txt"), (SEED_DE, "003.txt")):
        (corpus / "seeds" / name).write_bytes(source.read_bytes())
    (corpus / "data" / "woe.json").write_bytes(WOE.read_bytes())
    (corpus / "manifest.toml").write_text(SMALL_MANIFEST, encoding="utf-8")
    return corpus

SHARED_DATA = CORPUS_DIR.parent.parent / "shared" / "data"


def shared_file(name: str) -> Path:
    """A file of ../shared/data; the test skips, saying why, where a clone has no ../shared."""
    import pytest

    path = SHARED_DATA / name
    if not path.is_file():
        pytest.skip(f"{path} is not here (the real data sets sit beside the repository only in CI and dev setups)")
    return path
