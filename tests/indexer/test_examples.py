"""The indexer links rulings and article notes to example scenarios and refuses a corpus whose
links point nowhere, whose scenarios fail, or whose required rulings have no example."""

from __future__ import annotations

import io
import json
import shutil
import tomllib
from pathlib import Path

import pytest

from indexer.assembly.examples import load_examples
from indexer.build import build
from indexer.errors import CorpusError
from indexer.paths import CORPUS_DIR, TRANSLATIONS_DIR
from indexer.side_files import EXAMPLES_NAME
from indexer.sources.load import FORMATS, load_corpus
from indexer.sources.manifest import read_manifest
from tests.support.helpers import ENGLISH_ID, GERMAN_OWN_ID, small_corpus

SCENARIOS = CORPUS_DIR / "scenarios"
FLAGS = {
    "seeds/000.txt": "require_examples = true",
    "seeds/001.txt": 'example_sections = ["Rules notes"]',
    "seeds/003.txt": "require_examples = true",
    "data/woe.json": "require_examples = true",
}
MINIMAL = """title = {{ en = "t", de = "t" }}
rulings = [{rulings}]
[[players]]
id = "a"
name = "A"
battlefield = ["x"]
[[players]]
id = "b"
name = "B"
[[cards]]
id = "x"
use = "grizzly-bears"
[[actions]]
do = "check"
[[expect]]
object = "x"
power = {power}
"""


def corpus(tmp_path: Path, flags: bool = True, scenarios: bool = True) -> Path:
    root = small_corpus(tmp_path)
    if scenarios:
        shutil.copytree(SCENARIOS, root / "scenarios")
        _keep_scenarios_of_small_corpus(root)
    if flags:
        manifest = root / "manifest.toml"
        text = manifest.read_text(encoding="utf-8")
        for path, flag in FLAGS.items():
            text = text.replace(f'path = "{path}"', f'path = "{path}"\n{flag}')
        manifest.write_text(text, encoding="utf-8")
    return root


def _keep_scenarios_of_small_corpus(root: Path) -> None:
    """The scenarios that demonstrate rulings of the imported data (not in the small corpus) are
    left out; the full build links them (`make test` builds the default corpus)."""
    known = set(load_corpus(root, TRANSLATIONS_DIR)[0].rulings) | {GERMAN_OWN_ID}
    for path in (root / "scenarios").glob("*.toml"):
        linked = set(tomllib.loads(path.read_text(encoding="utf-8")).get("rulings", []))
        if linked - known:
            path.unlink()


def examples(root: Path):
    assembled, _ = load_corpus(root, TRANSLATIONS_DIR)
    return load_examples(root, assembled, read_manifest(root, frozenset(FORMATS)))


def add(root: Path, name: str, rulings: str = "", power: int = 2) -> None:
    (root / "scenarios" / f"{name}.toml").write_text(MINIMAL.format(rulings=rulings, power=power), encoding="utf-8")


def test_every_required_ruling_and_note_is_linked(tmp_path) -> None:
    found = examples(corpus(tmp_path))
    assert found.by_ruling["350312f046ed"] == ["role-newest-stays", "role-control-change", "role-response-order"]
    assert found.by_note["role:Rules notes:4"] == ["wicked-role-replaced"]
    assert len(found.by_ruling) == 21


def test_a_scenario_may_name_a_ruling_by_its_german_texts_own_id(tmp_path) -> None:
    """The id a German ruling had before its English original joined the corpus keeps working."""
    root = corpus(tmp_path)
    add(root, "by-alias", f'"{GERMAN_OWN_ID}"')
    assert "by-alias" in examples(root).by_ruling[ENGLISH_ID]


def test_a_link_to_a_missing_ruling_names_the_scenario_and_the_ruling(tmp_path) -> None:
    root = corpus(tmp_path)
    add(root, "stray", '"0123456789ab"')
    with pytest.raises(
        CorpusError, match=r"corpus/scenarios/stray.toml: links to ruling 0123456789ab, which is not in the corpus"
    ):
        examples(root)


def test_a_failing_scenario_names_itself_and_its_ruling(tmp_path) -> None:
    root = corpus(tmp_path)
    add(root, "wrong", '"350312f046ed"', power=5)
    with pytest.raises(CorpusError) as excinfo:
        examples(root)
    message = str(excinfo.value)
    assert message.startswith("corpus/scenarios/wrong.toml: the example for ruling 350312f046ed does not pass")
    assert "Grizzly Bears has power 5." in message


def test_a_broken_scenario_file_is_a_corpus_error(tmp_path) -> None:
    root = corpus(tmp_path)
    (root / "scenarios" / "broken.toml").write_text("title = ", encoding="utf-8")
    with pytest.raises(CorpusError, match="corpus/scenarios/broken.toml: not valid TOML"):
        examples(root)


def test_a_required_ruling_without_an_example_names_its_document(tmp_path) -> None:
    root = corpus(tmp_path)
    (root / "scenarios" / "cut-in-no-second-target.toml").unlink()
    with pytest.raises(CorpusError, match=r"corpus/data/woe.json:\d+: ruling 9b58ded7fd1c has no example scenario"):
        examples(root)


def test_a_required_note_without_an_example(tmp_path) -> None:
    root = corpus(tmp_path)
    (root / "scenarios" / "role-not-cast.toml").unlink()
    with pytest.raises(CorpusError, match="article note 'role:Rules notes:1' has no example"):
        examples(root)


def test_documents_without_the_requirement_need_no_examples(tmp_path) -> None:
    found = examples(corpus(tmp_path, flags=False, scenarios=False))
    assert found.scenarios == {} and not found.by_ruling


def test_the_manifest_flags_are_checked(tmp_path) -> None:
    root = corpus(tmp_path, flags=False)
    manifest = root / "manifest.toml"
    manifest.write_text(
        manifest.read_text().replace('path = "seeds/001.txt"', 'path = "seeds/001.txt"\nrequire_examples = true')
    )
    with pytest.raises(CorpusError, match="require_examples is for documents with rulings"):
        read_manifest(root, frozenset(FORMATS))


def test_the_build_stores_examples_for_the_web_app(tmp_path) -> None:
    root = corpus(tmp_path)
    link = tmp_path / "instance" / "index"
    report = build(root, TRANSLATIONS_DIR, link, log=io.StringIO())
    copied = len(list((root / "scenarios").glob("*.toml")))
    assert report.examples == copied and f"examples: {copied} scenarios, every one passes" in report.lines()
    stored = json.loads((link / EXAMPLES_NAME).read_text(encoding="utf-8"))
    assert stored["by_note"]["role:Rules notes:2"] == ["role-newest-stays"]
    assert stored["scenarios"]["role-newest-stays"]["data"]["cards"][0]["name"]["de"] == "Grizzlybären"
    assert stored["scenarios"]["role-newest-stays"]["source"] == "corpus/scenarios/role-newest-stays.toml"


def test_a_failing_build_keeps_the_old_index(tmp_path) -> None:
    root = corpus(tmp_path)
    link = tmp_path / "instance" / "index"
    build(root, TRANSLATIONS_DIR, link, log=io.StringIO())
    before = link.resolve()
    add(root, "wrong", '"350312f046ed"', power=5)
    with pytest.raises(CorpusError):
        build(root, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert link.resolve() == before
