"""The indexer's command line: exit codes and messages."""

import os
import re
import subprocess
from datetime import date
from pathlib import Path

import pytest
from babel.dates import format_date
from babel.messages.pofile import read_po, write_po

from indexer.__main__ import main
from indexer.paths import ROOT
from tests.support.helpers import small_corpus, soup, text_of, translations_copy
from webapp import create_app


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_build_reports_and_skips_when_up_to_date(tmp_path, capsys) -> None:
    corpus = small_corpus(tmp_path)
    link = tmp_path / "index"
    code, out, _ = run(capsys, "build", "--corpus", str(corpus), "--index", str(link))
    assert code == 0
    assert "indexed 26 documents (21 ruling, 4 card, 1 article)" in out
    code, out, _ = run(capsys, "build", "--if-stale", "--corpus", str(corpus), "--index", str(link))
    assert code == 0
    assert out.startswith("index is up to date")


def test_bad_corpus_exits_non_zero_naming_file_and_line(tmp_path, capsys) -> None:
    corpus = small_corpus(tmp_path)
    (corpus / "data" / "woe.json").write_text('{"cards": [\n{"name": "A",}\n]}', encoding="utf-8")
    code, out, err = run(capsys, "build", "--corpus", str(corpus), "--index", str(tmp_path / "index"))
    assert code == 1
    assert "error: corpus/data/woe.json:2: broken JSON" in err
    assert "the index was not changed" in err
    assert not (tmp_path / "index").exists()


def test_keep_previous_reports_the_error_and_keeps_the_index(tmp_path, capsys) -> None:
    """What make run does on a corpus error: say it, keep the index that was there, exit 0."""
    corpus, link = small_corpus(tmp_path), tmp_path / "index"
    places = ("--corpus", str(corpus), "--index", str(link))
    assert run(capsys, "build", *places)[0] == 0
    before = os.path.realpath(link)
    (corpus / "seeds" / "003.txt").write_text("Karte\n\n31/02/2023\n\nText.\n", encoding="utf-8")
    code, out, err = run(capsys, "build", "--if-stale", "--keep-previous", *places)
    assert code == 0 and out == ""
    error, warning = err.splitlines()
    assert error == "error: corpus/seeds/003.txt:3: bad date '31/02/2023'"
    assert re.fullmatch(
        rf"warning: the index was not rebuilt; serving the previous index, built \d{{4}}-\d\d-\d\dT[\d:]+\+00:00, "
        rf"which does not have the latest changes to the corpus: {re.escape(str(link))}",
        warning,
    )
    assert os.path.realpath(link) == before
    code, _, err = run(capsys, "build", "--if-stale", *places)
    assert code == 1 and "the index was not changed" in err


def test_keep_previous_fails_when_there_is_no_index(tmp_path, capsys) -> None:
    corpus = small_corpus(tmp_path)
    (corpus / "seeds" / "003.txt").write_text("Karte\n\n31/02/2023\n\nText.\n", encoding="utf-8")
    code, _, err = run(capsys, "build", "--keep-previous", "--corpus", str(corpus), "--index", str(tmp_path / "index"))
    assert code == 1
    assert err.splitlines() == [
        "error: corpus/seeds/003.txt:3: bad date '31/02/2023'",
        f"there is no previous index to serve: {tmp_path / 'index'}",
    ]


@pytest.mark.parametrize(
    ("target", "command"),
    [("run", "build --if-stale --keep-previous"), ("test", "build --if-stale")],
)
def test_make_run_keeps_the_previous_index_make_test_does_not(target, command) -> None:
    """The Makefile's recipes as make would run them (make -n runs nothing): the build comes
    before the server or the tests, and only make run goes on after a corpus error."""
    shown = subprocess.run(
        ["make", "-n", "-C", str(ROOT), target, "DEBUG=0"], capture_output=True, text=True, check=True
    )
    lines = shown.stdout.splitlines()
    builds = [n for n, line in enumerate(lines) if " -m indexer build" in line]
    assert [lines[n].split(" -m indexer ")[1] for n in builds] == [command]
    assert builds[0] < next(n for n, line in enumerate(lines) if "gunicorn" in line or "pytest" in line)


MISSING_ID = "356860563695"
MISSING_DE = (
    "Wenn sich ein Effekt auf eine Karte, einen Zauberspruch oder ein Permanent mit Abenteuer bezieht, "
    "findet er keinen als Abenteuer gewirkten Spontanzauber und keine so gewirkte Hexerei auf dem Stapel."
)
PARTIAL_ID = "af7530f8be2b"


def translate(exported: Path, target: Path) -> None:
    """What a translator does in a PO editor: fill in one entry, finish one draft."""
    with open(exported, "rb") as f:
        catalog = read_po(f)
    for message in catalog:
        if message.context == MISSING_ID:
            message.string = MISSING_DE
        if message.context == PARTIAL_ID:
            message.string = message.string.replace(
                "(perhaps due to an effect such as that of Doubling Season)",
                "(etwa durch einen Effekt wie den von Doubling Season)",
            )
            message.flags.discard("fuzzy")
    with open(target, "wb") as f:
        write_po(f, catalog)


def test_translation_round_trip_export_translate_import_build(tmp_path, capsys) -> None:
    corpus, translations, link = small_corpus(tmp_path), translations_copy(tmp_path), tmp_path / "index"
    places = ("--corpus", str(corpus), "--translations", str(translations))
    code, out, _ = run(capsys, "export-translations", *places)
    exported = translations / "rulings" / "de-todo.po"
    assert code == 0 and out == f"exported 15 rulings (13 missing, 2 partial) to {exported}\n"
    translate(exported, tmp_path / "translated.po")
    code, out, _ = run(capsys, "import-translations", str(tmp_path / "translated.po"), *places, "--index", str(link))
    assert code == 0
    assert (
        f"translations merged into {translations / 'rulings' / 'de.po'}: 2; skipped: 1 fuzzy, 12 untranslated; "
        f"problems: 0" in out
    )
    assert "German ruling texts: 8 complete, 1 partial, 12 missing; 0 without an English original" in out

    client = create_app({"TESTING": True, "INDEX_PATH": str(link)}).test_client()
    page = soup(client.get(f"/de/rulings/{MISSING_ID}"))
    text = page.select_one(".ruling-text")
    assert (text["lang"], text_of(text)) == ("de", MISSING_DE)
    assert not page.select(".notice--untranslated")
    assert text_of(page.select_one(".translation-status")) == "Deutscher Text vollständig"
    source = " ".join(page.select("section:has(#sources-title) .source")[1].get_text().split())
    assert source.startswith(
        f"Quelle: Community-Übersetzung, importiert am {format_date(date.today(), 'long', locale='de')}"
    )
    assert "translations/" not in source, "the file is for editors"
    fixed = soup(client.get(f"/de/rulings/{PARTIAL_ID}"))
    assert "(etwa durch einen Effekt wie den von Doubling Season)" in text_of(fixed.select_one(".ruling-text"))
    assert (
        not fixed.select(".notice--partial")
        and text_of(fixed.select_one(".translation-status")) == "Deutscher Text vollständig"
    )


def test_import_with_problems_exits_non_zero_and_names_the_line(tmp_path, capsys) -> None:
    corpus, translations = small_corpus(tmp_path), translations_copy(tmp_path)
    places = ("--corpus", str(corpus), "--translations", str(translations))
    run(capsys, "export-translations", *places, "--output", str(tmp_path / "todo.po"))
    lines = (tmp_path / "todo.po").read_text(encoding="utf-8").splitlines()
    msgid = lines.index(f'msgctxt "{MISSING_ID}"') + 2
    lines[msgid + 2] = 'msgstr "Siehe Regel 704.5y."'  # the entry's msgstr: after the two wrapped msgid lines
    (tmp_path / "todo.po").write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, _ = run(capsys, "import-translations", str(tmp_path / "todo.po"), *places, "--no-build")
    assert code == 1
    assert f"problem: {tmp_path / 'todo.po'}:{msgid}: rule numbers differ: 704.5y not in the English text" in out
    assert not (translations / "rulings" / "de.po").exists()
