"""`python -m indexer report`: the corpus file and line of each place the editors' report names."""

import re

from indexer.__main__ import main


def test_each_reported_reference_is_listed_with_its_file_and_line(index_link, capsys) -> None:
    assert main(["report", "--index", str(index_link)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 56  # the references on /de/report; no German text without an original
    assert all(re.match(r"corpus/\S+:\d+: ", line) for line in lines)
    assert (
        "corpus/seeds/001_4176683109c52601.txt:1: article role (en) cites 704.5z, which does not mention Role" in lines
    )
    assert any(line.endswith("glossary en-endure (en) cites 702.62, which does not mention Endure") for line in lines)


def test_without_an_index_it_says_to_build_one(tmp_path, capsys) -> None:
    assert main(["report", "--index", str(tmp_path)]) == 1
    assert "build the index first" in capsys.readouterr().err
