import json
from datetime import date

import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_card_data import parse_card_data
from tests.support.helpers import WOE, spec


def test_woe_sample_cards_names_and_rulings() -> None:
    parsed = parse_card_data(spec(WOE, "mtgjson-cards", "en"))
    names = {c.card.name_en: c.card.name_de for c in parsed.cards}
    assert names == {
        "Charming Scoundrel": "Charmante Halunkin",
        "Cut In": "Einschneiden",
        "Embereth Veteran": "Funkenhort-Veteranin",
        "Ferocious Werefox // Guard Change": "Wilde Werfüchsin // Wachablöse",
    }
    assert len(parsed.rulings) == 45
    assert all(r.date == date(2023, 9, 1) and r.lang == "en" for r in parsed.rulings)
    werefox = next(c for c in parsed.cards if c.card.name_en.startswith("Ferocious"))
    assert [f.name for f in werefox.faces["de"]] == ["Wilde Werfüchsin", "Wachablöse"]
    assert werefox.card.oracle_id == "fef67393-9b7b-495d-8b03-865537386d42"


def test_a_card_without_oracle_text_has_its_printed_text() -> None:
    """The sample gives Cut In its printed text alone (`original_text`): its page had no text."""
    parsed = parse_card_data(spec(WOE, "mtgjson-cards", "en"))
    cut_in = next(c for c in parsed.cards if c.card.name_en == "Cut In")
    assert cut_in.faces["en"][0].text.startswith("Cut In deals 4 damage to target creature.")
    scoundrel = next(c for c in parsed.cards if c.card.name_en == "Charming Scoundrel")
    assert scoundrel.faces["en"][0].text.startswith("Haste\nWhen this creature enters")


def test_record_lines_point_at_the_card(tmp_path) -> None:
    parsed = parse_card_data(spec(WOE, "mtgjson-cards", "en"))
    lines = WOE.read_text(encoding="utf-8").split("\n")
    assert len(parsed.cards) == 4
    for card in parsed.cards:
        assert lines[card.origin.line - 1].strip() == "{"
        assert f'"name": "{card.card.name_en}"' in "\n".join(lines[card.origin.line : card.origin.line + 6])


def test_foreign_data_shape(tmp_path) -> None:
    data = {
        "data": {
            "cards": [
                {
                    "name": "Cut In",
                    "identifiers": {"scryfallOracleId": "abc"},
                    "foreignData": [
                        {"language": "French", "name": "Couper"},
                        {"language": "German", "name": "Einschneiden", "text": "Text"},
                    ],
                    "rulings": [{"date": "2023-09-01", "text": "A ruling."}],
                }
            ]
        }
    }
    path = tmp_path / "set.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    parsed = parse_card_data(spec(path, "mtgjson-cards", "en"))
    assert parsed.cards[0].card.name_de == "Einschneiden"
    assert parsed.cards[0].card.oracle_id == "abc"
    assert parsed.rulings[0].text == "A ruling."


@pytest.mark.parametrize(
    ("records", "line", "message"),
    [
        ('[\n{"name": "A"},\n{"nome": "B"}\n]', 3, "without a 'name'"),
        ('[\n{"name": "A", "rulings": [{"date": "2023-09-01"}]}\n]', 2, "has no text"),
        ('[\n{"name": "A", "rulings": [{"date": "2023-13-01", "text": "x"}]}\n]', 2, "bad date"),
        ('[\n{"name": "A",\n "x": [1, 2,]}\n]', 3, "broken JSON"),
        ('{"something": 1}', 1, "expected a list of cards"),
    ],
)
def test_bad_records(tmp_path, records, line, message) -> None:
    path = tmp_path / "cards.json"
    path.write_text(records, encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        parse_card_data(spec(path, "mtgjson-cards", "en"))
    assert error.value.line == line
    assert message in error.value.message
