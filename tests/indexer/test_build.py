import fcntl
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from whoosh import index as whoosh_index

import indexer.build
from indexer.build import QUERY_SIDE, build, built_from, fingerprint
from indexer.errors import CorpusError
from indexer.paths import ROOT, TRANSLATIONS_DIR
from indexer.side_files import COVERAGE_NAME, META_NAME
from tests.support.helpers import translations_copy


def target(link) -> str:
    return os.path.realpath(link)


def build_entries(link) -> list[str]:
    """What the builds folder holds besides the lock every build takes."""
    return sorted(p.name for p in (link.parent / "builds").iterdir() if p.name != ".lock")


def leftovers(link) -> list[str]:
    return [name for name in build_entries(link) if name.startswith(".tmp")]


def is_stale(corpus, translations, link) -> bool:
    """What `build(if_stale=True)` decides: the index was built from other inputs (or is missing)."""
    return built_from(link) != fingerprint(corpus, translations)


def test_build_creates_link_to_a_readable_index(tmp_path, corpus) -> None:
    link = tmp_path / "instance" / "index"
    report = build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert link.is_symlink()
    assert report.counts == {"ruling": 21, "card": 4, "article": 1}
    assert report.languages["de"] == 8 + 4
    with whoosh_index.open_dir(str(link)).searcher() as searcher:
        assert searcher.doc_count() == 26
    meta = json.loads((link / META_NAME).read_text(encoding="utf-8"))
    assert meta["counts"]["ruling"] == 21
    covered = json.loads((link / COVERAGE_NAME).read_text(encoding="utf-8"))
    assert covered["counts"] == {"complete": 6, "partial": 2, "missing": 13}
    assert "German ruling texts: 6 complete, 2 partial, 13 missing; 0 without an English original" in report.lines()


def test_failed_build_leaves_previous_index_untouched(tmp_path, corpus) -> None:
    link = tmp_path / "instance" / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    before = target(link)
    (corpus / "seeds" / "003.txt").write_text("Karte\n\n31/02/2023\n\nText.\n", encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert str(error.value) == "corpus/seeds/003.txt:3: bad date '31/02/2023'"
    assert target(link) == before
    assert leftovers(link) == []
    with whoosh_index.open_dir(str(link)).searcher() as searcher:
        assert searcher.doc_count() == 26


def test_error_while_writing_removes_the_half_built_directory(tmp_path, corpus, monkeypatch) -> None:
    link = tmp_path / "instance" / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    before = target(link)

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("indexer.build._write_side_files", broken)
    with pytest.raises(OSError):
        build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert target(link) == before
    assert build_entries(link) == [os.path.basename(before)]


def test_rebuild_swaps_and_keeps_one_previous_build(tmp_path, corpus) -> None:
    link = tmp_path / "instance" / "index"
    seen = []
    for _ in range(3):
        build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
        seen.append(target(link))
    assert len(set(seen)) == 3
    assert build_entries(link) == sorted(os.path.basename(p) for p in seen[1:])


def test_staleness_follows_the_corpus(tmp_path, corpus) -> None:
    link = tmp_path / "instance" / "index"
    assert is_stale(corpus, TRANSLATIONS_DIR, link)
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert not is_stale(corpus, TRANSLATIONS_DIR, link)
    assert build(corpus, TRANSLATIONS_DIR, link, if_stale=True, log=io.StringIO()).skipped
    (corpus / "seeds" / "000.txt").write_text("Card\n\nA new ruling.\n", encoding="utf-8")
    assert is_stale(corpus, TRANSLATIONS_DIR, link)


def test_a_change_to_the_analysis_makes_the_index_stale(tmp_path, corpus, monkeypatch) -> None:
    """The analyzers and the German game-word list decide the index terms: a change to either must
    rebuild the index, or the old terms stay and queries analysed the new way miss them."""
    code = tmp_path / "indexer"
    shutil.copytree(Path(indexer.build.__file__).parent, code, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(indexer.build, "_INDEXER_DIR", code)
    link = tmp_path / "instance" / "index"
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert not is_stale(corpus, TRANSLATIONS_DIR, link)
    for changed in ("search/analysis/game_words_de.txt", "search/analysis/de.py"):
        with (code / changed).open("a", encoding="utf-8") as file:
            file.write("\n")
        assert is_stale(corpus, TRANSLATIONS_DIR, link), changed
        build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())


def test_progress_lines_in_a_log(tmp_path, corpus) -> None:
    log = io.StringIO()
    build(corpus, TRANSLATIONS_DIR, tmp_path / "index", log=log)
    lines = log.getvalue().splitlines()
    assert lines[-3:-1] == ["indexing: 26/26 (100%)", "indexing: writing the index files (1 writer process) ..."]
    assert re.fullmatch(r"indexing: written in \d+\.\d s", lines[-1])


def test_reference_findings_are_warnings_and_a_side_file(tmp_path, corpus) -> None:
    """The small corpus has no rules: every reference of the Role article is unresolved."""
    link = tmp_path / "instance" / "index"
    report = build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert (
        "warning: corpus/seeds/001.txt:1: article role (en) cites 704.5z, which is not in the rules" in report.lines()
    )
    items = json.loads((link / "report.json").read_text(encoding="utf-8"))
    assert [i["number"] for i in items] == [
        "111.10j",
        "111.10k",
        "111.10m",
        "111.10n",
        "111.10p",
        "111.10q",
        "111.10r",
        "303.7a",
        "704.5z",
    ]
    assert json.loads((link / "rules.json").read_text(encoding="utf-8")) == {"numbers": [], "headings": {}}


def test_community_translations_make_the_index_stale_the_export_does_not(tmp_path, corpus) -> None:
    translations = translations_copy(tmp_path)
    link = tmp_path / "instance" / "index"
    build(corpus, translations, link, log=io.StringIO())
    (translations / "rulings").mkdir()
    (translations / "rulings" / "de-todo.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    assert not is_stale(corpus, translations, link)
    (translations / "rulings" / "de.po").write_text('msgid ""\nmsgstr ""\n', encoding="utf-8")
    assert is_stale(corpus, translations, link)


# A build of CORPUS TRANSLATIONS LINK that stops for good while it writes: it writes its
# temporary directory's path to READY, then waits to be killed.
STUCK_BUILD = """
import io, sys, time
from pathlib import Path
import indexer.build

corpus, translations, link, ready = map(Path, sys.argv[1:])

def stuck(tmp, *args):
    ready.write_text(str(tmp))
    time.sleep(600)

indexer.build._write_side_files = stuck
indexer.build.build(corpus, translations, link, log=io.StringIO())
"""


def wait_for(condition, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=lambda how: how.name)
def test_the_next_build_removes_what_a_killed_build_left(tmp_path, corpus, how) -> None:
    link = tmp_path / "instance" / "index"
    ready = tmp_path / "ready"
    child = subprocess.Popen(
        [sys.executable, "-c", STUCK_BUILD, str(corpus), str(TRANSLATIONS_DIR), str(link), str(ready)], cwd=ROOT
    )
    try:
        wait_for(lambda: ready.exists() and ready.read_text())
    finally:
        child.send_signal(how)
        child.wait(timeout=60)
    assert leftovers(link) == [Path(ready.read_text()).name]
    build(corpus, TRANSLATIONS_DIR, link, log=io.StringIO())
    assert leftovers(link) == []


def test_a_build_waits_for_a_running_one_and_leaves_its_directory_alone(tmp_path, corpus) -> None:
    """The test plays a running build: it holds the lock and has a temporary directory."""
    link = tmp_path / "instance" / "index"
    running = link.parent / "builds" / ".tmp-running"
    running.mkdir(parents=True)
    log = io.StringIO()
    with open(link.parent / "builds" / ".lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        second = threading.Thread(target=build, args=(corpus, TRANSLATIONS_DIR, link), kwargs={"log": log})
        second.start()
        wait_for(lambda: "waiting for another build" in log.getvalue())
        time.sleep(0.3)
        assert second.is_alive() and running.is_dir() and not link.exists()
    second.join(timeout=60)
    assert link.is_symlink()
    assert leftovers(link) == []


def test_the_query_side_of_the_search_is_no_input_of_the_index(tmp_path, corpus, monkeypatch) -> None:
    """Editing ranking or spelling code must not make `make run` rebuild the index; the build
    must then import none of it, or a change there could change the index unseen."""
    probe = subprocess.run(
        [sys.executable, "-c", "import sys, indexer.build, indexer.__main__; print('\\n'.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    imported = {name.replace(".", "/") for name in probe.stdout.split()}
    for part in QUERY_SIDE:
        module = part.removesuffix(".py")
        assert not any(name == f"indexer/{module}" or name.startswith(f"indexer/{module}/") for name in imported), part
    code = tmp_path / "indexer"
    shutil.copytree(ROOT / "indexer", code, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(indexer.build, "_INDEXER_DIR", code)
    before = fingerprint(corpus, TRANSLATIONS_DIR)
    for part in QUERY_SIDE:
        edited = next(iter(sorted((code / part).rglob("*.py")))) if (code / part).is_dir() else code / part
        edited.write_text(edited.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert fingerprint(corpus, TRANSLATIONS_DIR) == before, "a query-side edit made the index stale"
    analysis = code / "search" / "analysis" / "de.py"
    analysis.write_text(analysis.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    assert fingerprint(corpus, TRANSLATIONS_DIR) != before, "an analysis edit must make the index stale"
