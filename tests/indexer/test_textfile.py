"""Reading corpus text files: encodings, line endings, paragraphs with their line numbers."""

import pytest

from indexer.errors import CorpusError
from indexer.sources.textfile import paragraphs, read_lines


def test_byte_order_mark_and_every_line_ending(tmp_path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes("\ufeffone\r\ntwo\rthree\n\nfour".encode())
    lines = read_lines(path, "a.txt")
    assert lines == ["one", "two", "three", "", "four"]
    assert [(p.line, p.text) for p in paragraphs(lines)] == [(1, "one\ntwo\nthree"), (5, "four")]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"ok\nbad \xff here\n", "b.txt:2: not UTF-8 text (byte 7)"),
        (b"ok\n\nnul\x00\n", "b.txt:3: contains a NUL byte: not a text file"),
    ],
)
def test_a_file_that_is_not_text_names_the_line(tmp_path, content, message) -> None:
    path = tmp_path / "b.txt"
    path.write_bytes(content)
    with pytest.raises(CorpusError) as error:
        read_lines(path, "b.txt")
    assert str(error.value) == message
