"""Small helpers the test modules share."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from bs4 import BeautifulSoup

from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.sources.manifest import DocumentSpec
from indexer.sources.textfile import paragraphs, read_lines

SEEDS = CORPUS_DIR / "seeds"
SEED_EN = SEEDS / "000_55948b6b10001ae3.txt"
SEED_ARTICLE = SEEDS / "001_4176683109c52601.txt"
SEED_DE = SEEDS / "003_8fd4d0d4a429f207.txt"
CR_EN = CORPUS_DIR / "data" / "comprehensive-rules-en-20251114.txt"
CR_DE = CORPUS_DIR / "data" / "comprehensive-rules-de-20251114.txt"
WOE = CORPUS_DIR / "data" / "woe-role-cards-sample-en-de.json"
# The tests send one client's requests by the hundred a minute: the rate limits are tested on
# their own (test_rate_limits.py) and off elsewhere.
UNLIMITED = {"RATELIMIT_ENABLED": False}
# A value that exists, for each path argument the site's URLs have (the hostile-input tests).
GOOD_ARGUMENTS = {
    "lang_code": "de",
    "ruling_id": "ea57492ee9ad",
    "card_id": "charming-scoundrel",
    "article_id": "role",
    "number": "704.5y",
    "entry_id": "de-flying",
    "scenario_id": "role-newest-stays",
    "target": "de",
    "filename": "site.css",
    "source_id": "keyword-article-role",
    "older": "2025-11-14",
    "newer": "2026-01-16",
    "typed": "regel",
    "rest": "704.5y",
    "name": "articles-1",
}


def soup(response) -> BeautifulSoup:
    """Parsed HTML of a test-client response."""
    return html_soup(response.get_data(as_text=True))


def html_soup(html: str) -> BeautifulSoup:
    """Parsed HTML of a piece of markup (a snippet, a rendered template or filter)."""
    return BeautifulSoup(html, "html.parser")


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


# The German seed's rulings translate English rulings of Charming Scoundrel that only the WOE
# card data holds. Built without it, this German ruling has its own id; with it, the English
# ruling's id, and its own id is an alias.
GERMAN_OWN_ID = "7c9c9fa38f00"
ENGLISH_ID = "de58be05005f"
GERMAN_START = "Einige Zaubersprüche und Fähigkeiten, die Rollen-Spielsteine erzeugen"


def german_only_corpus(root: Path) -> Path:
    """The small corpus without the WOE card data: the German seed's rulings stand on their own."""
    corpus = small_corpus(root)
    manifest = corpus / "manifest.toml"
    kept = [entry for entry in SMALL_MANIFEST.split("[[document]]") if "data/woe.json" not in entry]
    manifest.write_text("[[document]]".join(kept), encoding="utf-8")
    return corpus


def translations_copy(root: Path) -> Path:
    """A translations folder with the glossary and no community translations yet."""
    target = root / "translations"
    target.mkdir()
    shutil.copy(TRANSLATIONS_DIR / "glossary.tsv", target)
    return target


def rules_excerpt(source: Path, target: Path, glossary_title: str, keep: tuple[str, ...]) -> None:
    """A copy of a real Comprehensive Rules file with every section heading but only the rules
    numbered under `keep` (and the whole glossary): real text, small enough to index quickly."""
    lines = read_lines(source, source.name)
    body = [n for n, line in enumerate(lines) if line.startswith("1. ")][1]
    glossary = [n for n, line in enumerate(lines) if line.strip() == glossary_title][1]
    out = lines[:body]
    keeping = False
    for para in paragraphs(lines[body:glossary]):
        number = RULE_START.match(para.lines[0])
        if number:
            keeping = len(number.group(1)) == 1 or number.group(1).startswith(keep)
        if keeping:
            out += [*para.lines, ""]
    target.write_text("\n".join(out + lines[glossary:]), encoding="utf-8")


# A line that starts a rule, found without the parser's own pattern (tests count rules with it).
RULE_START = re.compile(r"(\d{3}\.\d+[a-z]?|\d{3}|\d)\.?(?:\s|$)")
EXCERPT_RULES = ("111", "303", "613", "704")
RENUMBERED = (
    "Your Two-Headed Giant team can no longer lose because you have 0 or less life or fifteen or more "
    "poison counters. (704.5s and 704.5t)"
)
STILL_RIGHT = "Creatures you control with toughness of 0 or less remain on the battlefield. (704.5f)"
ROLES = (
    "Each Role except the one with the most recent timestamp is put into its owner’s graveyard (rules 303.7a "
    "and 704.5y)."
)
CITING_EN = f"Rules Lawyer\n\n{RENUMBERED}\n\n{STILL_RIGHT}\n\n{ROLES}\n"
RENUMBERED_DE = (
    "Dein Zweiköpfiger-Riese-Team verliert nicht mehr, weil ihr 0 oder weniger Lebenspunkte oder fünfzehn oder mehr "
    "Giftmarken habt. (704.5s und 704.5t)"
)
STILL_RIGHT_DE = (
    "Kreaturen, die du kontrollierst und deren Widerstandskraft 0 oder weniger ist, bleiben im Spiel. (704.5f)"
)
ROLES_DE = (
    "Jede Rolle außer der mit dem neusten Zeitstempel wird in den Friedhof ihres Besitzers gelegt (Regeln 303.7a und "
    "704.5y)."
)
CITING_DE = f"Rules Lawyer\n\n{RENUMBERED_DE}\n\n{STILL_RIGHT_DE}\n\n{ROLES_DE}\n"
CITING_MANIFEST = """
[[document]]
path = "data/cr-en.txt"
format = "comprehensive-rules"
lang = "en"
title = "English rules (excerpt)"

[[document]]
path = "data/cr-de.txt"
format = "comprehensive-rules"
lang = "de"
title = "German rules (excerpt)"

[[document]]
path = "seeds/lawyer-en.txt"
format = "card-rulings"
lang = "en"
title = "Rules Lawyer rulings (2019, citing rules renumbered since)"

[[document]]
path = "seeds/lawyer-de.txt"
format = "card-rulings"
lang = "de"
title = "Rules Lawyer, German test translation"
card_en = "Rules Lawyer"
"""


def citing_corpus(root: Path) -> Path:
    """The small corpus, excerpts of both real rules files (sections 111, 303, 613, 704), and a
    card whose English and German rulings cite rules: some numbers still fit (704.5f, 704.5y),
    some were renumbered since the rulings were written (704.5s, 704.5t)."""
    corpus = small_corpus(root)
    rules_excerpt(CR_EN, corpus / "data" / "cr-en.txt", "Glossary", EXCERPT_RULES)
    rules_excerpt(CR_DE, corpus / "data" / "cr-de.txt", "Glossar", EXCERPT_RULES)
    (corpus / "seeds" / "lawyer-en.txt").write_text(CITING_EN, encoding="utf-8")
    (corpus / "seeds" / "lawyer-de.txt").write_text(CITING_DE, encoding="utf-8")
    with open(corpus / "manifest.toml", "a", encoding="utf-8") as manifest:
        manifest.write(CITING_MANIFEST)
    return corpus


SHARED_DATA = CORPUS_DIR.parent.parent / "shared" / "data"


def shared_file(name: str) -> Path:
    """A file of ../shared/data; the test skips, saying why, where a clone has no ../shared."""
    import pytest

    path = SHARED_DATA / name
    if not path.is_file():
        pytest.skip(f"{path} is not here (the real data sets sit beside the repository only in CI and dev setups)")
    return path
