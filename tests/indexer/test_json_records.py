"""Reading JSON corpus files record by record, with the line each record starts on."""

import pytest

from indexer.errors import CorpusError
from indexer.sources.json_records import load_json, records


def test_each_record_with_its_first_line() -> None:
    assert list(records("[1,\n2,\n\n3]", ())) == [(1, 1), (2, 2), (4, 3)]


def test_records_under_object_keys() -> None:
    text = '{"data": {"meta": 1, "cards": [\n {"name": "A"},\n\n {"name": "B",\n "x": 2}\n]}}'
    assert list(records(text, ("data", "cards"))) == [(2, {"name": "A"}), (4, {"name": "B", "x": 2})]


def test_broken_json_names_its_line(tmp_path) -> None:
    path = tmp_path / "cards.json"
    path.write_text('{"cards": [\n{"name": "A",}\n]}', encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        load_json(path, "corpus/cards.json")
    assert str(error.value).startswith("corpus/cards.json:2: broken JSON")


def test_bytes_that_are_not_utf8_name_their_line(tmp_path) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(b'{"cards": [\n{"name": "A"},\n{"name": "\xfa"}\n]}')
    with pytest.raises(CorpusError) as error:
        load_json(path, "corpus/cards.json")
    assert str(error.value) == "corpus/cards.json:3: not UTF-8 text (byte 37)"
