"""The indexer's command line: exit codes and messages."""

from helpers import small_corpus
from indexer.__main__ import main


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
