from datetime import date

import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_card_rulings import parse_card_rulings
from tests.support.helpers import SEED_DE, SEED_EN, spec


def paragraphs_after_first_line(path) -> list[str]:
    """An independent reading of the seed: blank-line separated blocks after the name."""
    body = path.read_text(encoding="utf-8").split("\n", 1)[1]
    return [block.strip("\n") for block in body.split("\n\n") if block.strip()]


def test_english_seed_every_ruling_exact() -> None:
    parsed = parse_card_rulings(spec(SEED_EN, "card-rulings", "en"))
    assert [r.text for r in parsed.rulings] == paragraphs_after_first_line(SEED_EN)
    assert len(parsed.rulings) == 16
    assert {r.card.name_en for r in parsed.rulings} == {"Ferocious Werefox // Guard Change"}
    assert all(r.date is None and r.lang == "en" for r in parsed.rulings)
    assert parsed.rulings[-1].text.endswith("In such cases, the Role token isn’t created.")


def test_german_seed_dates_and_exact_text_with_english_fragments() -> None:
    parsed = parse_card_rulings(spec(SEED_DE, "card-rulings", "de", card_en="Charming Scoundrel"))
    expected = [p for p in paragraphs_after_first_line(SEED_DE) if p != "01/09/2023"]
    assert [r.text for r in parsed.rulings] == expected
    assert len(parsed.rulings) == 8
    assert all(r.date == date(2023, 9, 1) for r in parsed.rulings)
    assert "(perhaps due to an effect such as that of Doubling Season)" in parsed.rulings[4].text
    assert "(because of an ability like protection from enchantments)" in parsed.rulings[5].text
    assert parsed.rulings[0].card.name_de == "Charmanter Schurke"
    assert parsed.rulings[0].card.name_en == "Charming Scoundrel"


def test_lines_point_at_the_ruling(tmp_path) -> None:
    parsed = parse_card_rulings(spec(SEED_DE, "card-rulings", "de"))
    lines = SEED_DE.read_text(encoding="utf-8").split("\n")
    assert len(parsed.rulings) == 8
    for ruling in parsed.rulings:
        assert lines[ruling.origin.line - 1] == ruling.text.split("\n")[0]


@pytest.mark.parametrize(
    ("content", "line", "message"),
    [
        ("", 1, "card's name"),
        ("Card\n\n", 1, "no rulings"),
        ("Card\n\n31/02/2023\n\nText.\n", 3, "bad date"),
        ("Card\n\n01/09/2023\n\n02/09/2023\n\nText.\n", 3, "date without a ruling"),
        ("Card\n\nText.\n\n01/09/2023\n", 5, "date without a ruling"),
        ('[\n {"name_en": "A", "name_de": "B"}\n]\n', 1, "this is JSON, not a ruling list"),
    ],
)
def test_errors_name_file_and_line(tmp_path, content, line, message) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        parse_card_rulings(spec(path, "card-rulings", "de"))
    assert error.value.line == line
    assert message in error.value.message
    assert str(error.value).startswith(f"corpus/bad.txt:{line}: ")


@pytest.mark.parametrize(
    "written",
    [
        "01.09.2023",
        "1/9/2023",
        "01/09/23",
        "2023-9-1",
        "2023/09/01",
        "01/09/2023.",
        "1. 9. 2023",
        "1. September 2023",
        "September 1, 2023",
        "01-09-2023",
    ],
)
def test_a_date_in_another_format_is_an_error_not_ruling_text(tmp_path, written) -> None:
    """Taken as ruling text, such a line would leave the ruling after it without its date."""
    path = tmp_path / "bad.txt"
    path.write_text(f"Karte\n\n01/09/2023\n\nErste Regel.\n\n{written}\n\nZweite Regel.\n", encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        parse_card_rulings(spec(path, "card-rulings", "de"))
    assert str(error.value) == f"corpus/bad.txt:7: bad date {written!r}: write dates as DD/MM/YYYY or YYYY-MM-DD"


@pytest.mark.parametrize("written", ["01/09/2023", "2023-09-01", "01.09.2023"])
def test_a_date_line_glued_to_a_ruling_is_an_error(tmp_path, written) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(f"Karte\n\nErste Regel.\n\n{written}\nZweite Regel.\n", encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        parse_card_rulings(spec(path, "card-rulings", "de"))
    assert error.value.line == 5
    assert "date" in error.value.message


@pytest.mark.parametrize(
    "text",
    [
        "1/1 Kreatur-Spielsteine erhalten die Rolle nicht.",
        "2/2",
        "3 Rollen",
        "704.5y",
        "2023 erschien Wilds of Eldraine.",
        "Rollen, die am 01.09.2023 erschienen, sind Auren.",
        "Erste Zeile.\n1/1 und 2/2 Kreaturen.",
    ],
)
def test_ruling_text_that_merely_holds_numbers_is_kept(tmp_path, text) -> None:
    path = tmp_path / "good.txt"
    path.write_text(f"Karte\n\n01/09/2023\n\n{text}\n", encoding="utf-8")
    (ruling,) = parse_card_rulings(spec(path, "card-rulings", "de")).rulings
    assert (ruling.text, ruling.date) == (text, date(2023, 9, 1))


def test_not_utf8_is_reported_with_line(tmp_path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("Karte\n\nRegel für Rollen\n".encode("latin-1"))
    with pytest.raises(CorpusError) as error:
        parse_card_rulings(spec(path, "card-rulings", "de"))
    assert error.value.line == 3
    assert "UTF-8" in error.value.message
