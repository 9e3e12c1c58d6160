import json
from dataclasses import replace
from datetime import date

import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_scryfall_rulings import parse_scryfall_rulings
from tests.support.helpers import shared_file, spec

RECORD = {
    "oracle_id": "o-1",
    "source": "wotc",
    "published_at": "2019-07-12",
    "comment": "A ruling.",
    "card_name": "Card",
}


def write(tmp_path, records, skip=False):
    path = tmp_path / "rulings.json"
    path.write_text(json.dumps(records, indent=1), encoding="utf-8")
    return parse_scryfall_rulings(replace(spec(path, "scryfall-rulings", "en"), skip_bad=skip))


def test_records_become_rulings(tmp_path) -> None:
    parsed = write(tmp_path, [RECORD, {**RECORD, "card_name": None, "comment": "Another."}])
    first, second = parsed.rulings
    assert (first.text, first.date, first.card.oracle_id, first.card.name_en) == (
        "A ruling.",
        date(2019, 7, 12),
        "o-1",
        "Card",
    )
    assert second.card.name_en is None and second.card.oracle_id == "o-1"
    assert [r.origin.line for r in parsed.rulings] == [2, 9]


def test_a_heading_between_rulings_is_no_ruling(tmp_path) -> None:
    """Gatherer groups Teferi's Protection's rulings under lines such as "---------- The
    following rulings focus on the phasing keyword ----------"; each was a ruling's page."""
    heading = {**RECORD, "comment": "---------- The following rulings focus on the phasing keyword ----------"}
    assert [r.text for r in write(tmp_path, [heading, RECORD]).rulings] == ["A ruling."]


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({**RECORD, "comment": ""}, "has no text"),
        ({**RECORD, "published_at": "12.07.2019"}, "bad date"),
        ({**RECORD, "oracle_id": None, "card_name": None}, "names no card"),
        ("just a string", "not a JSON object"),
    ],
)
def test_bad_records_rejected_or_skipped(tmp_path, bad, message) -> None:
    with pytest.raises(CorpusError) as error:
        write(tmp_path, [RECORD, bad])
    assert error.value.line == 9 and message in error.value.message
    parsed = write(tmp_path, [RECORD, bad], skip=True)
    assert len(parsed.rulings) == 1
    assert len(parsed.warnings) == 1 and ":9: ruling record 2" in parsed.warnings[0]


def test_records_are_numbered_by_their_place_in_the_file_skipped_ones_included(tmp_path) -> None:
    parsed = write(tmp_path, [{**RECORD, "comment": ""}, RECORD, {**RECORD, "comment": ""}], skip=True)
    assert [w.split(": ruling record ")[1][:1] for w in parsed.warnings] == ["1", "3"]


def test_wrong_shape(tmp_path) -> None:
    path = tmp_path / "rulings.json"
    path.write_text('{"object": "list"}', encoding="utf-8")
    with pytest.raises(CorpusError, match="expected a JSON array"):
        parse_scryfall_rulings(spec(path, "scryfall-rulings", "en"))


def test_real_data_set() -> None:
    parsed = parse_scryfall_rulings(spec(shared_file("rulings-en-mtgjson-v4-20190726.json"), "scryfall-rulings", "en"))
    assert len(parsed.rulings) == 33_192 - 3  # the three headings of Teferi's Protection
    assert len({r.card.oracle_id for r in parsed.rulings}) == 10_673
