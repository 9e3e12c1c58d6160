import json
from dataclasses import replace

import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_card_names import parse_card_names
from tests.support.helpers import shared_file, spec

RECORD = {
    "name_en": "Abundance",
    "name_de": "Überfluss",
    "type_de": "Verzauberung",
    "text_de": "Text.",
    "type_en": "Enchantment",
    "text_en": "Text.",
    "set": "10E",
    "multiverse_id_de": 1,
    "scryfall_oracle_id": "o-1",
}


def parse(tmp_path, records, skip=False):
    path = tmp_path / "names.json"
    path.write_text(json.dumps(records, indent=1, ensure_ascii=False), encoding="utf-8")
    return parse_card_names(replace(spec(path, "card-names", "de"), skip_bad=skip))


def test_every_german_name_is_a_printed_name(tmp_path) -> None:
    parsed = parse(tmp_path, [RECORD, {**RECORD, "name_de": "Überfluß", "set": "USG"}])
    assert [c.card.name_de for c in parsed.cards] == ["Überfluss", "Überfluß"]
    assert parsed.cards[0].faces["de"][0].type_line == "Verzauberung"
    assert parsed.cards[0].card.oracle_id == "o-1"


def test_record_without_german_name(tmp_path) -> None:
    with pytest.raises(CorpusError) as error:
        parse(tmp_path, [RECORD, {**RECORD, "name_de": ""}])
    assert error.value.line == 13 and "name_de" in error.value.message
    assert len(parse(tmp_path, [RECORD, {**RECORD, "name_de": ""}], skip=True).cards) == 1


def test_real_data_set() -> None:
    parsed = parse_card_names(spec(shared_file("card-names-de-mtgjson-v4-20190726.json"), "card-names", "de"))
    assert len(parsed.cards) == 18_372
    assert len({c.card.name_en for c in parsed.cards}) == 18_282
