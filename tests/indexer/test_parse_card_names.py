import json
from dataclasses import replace

import pytest

from indexer.errors import CorpusError
from indexer.formats.german_card_lines import restored_line_breaks
from indexer.formats.german_type_lines import is_german_type_line, is_old_type_line
from indexer.formats.parse_card_names import parse_card_names
from indexer.paths import CORPUS_DIR
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


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        (
            "FliegendTodesberührung (Eine …)Lebensverknüpfung",
            ["Fliegend", "Todesberührung (Eine …)", "Lebensverknüpfung"],
        ),
        ("Eile (Sie kann sofort angreifen.)Wenn", ["Eile (Sie kann sofort angreifen.)", "Wenn"]),
        ("ins Spiel.{T}: Erhöhe", ["ins Spiel.", "{T}: Erhöhe"]),
        ("Eile\nWenn du (z.B. Kobolde) opferst.", ["Eile", "Wenn du (z.B. Kobolde) opferst."]),
        ("Wähle z.B.Kobolde", ["Wähle z.B.Kobolde"]),
    ],
)
def test_german_lines_run_together_are_read_apart(tmp_path, text, lines) -> None:
    """MTGJSON's German text of Vampire Nighthawk is "FliegendTodesberührung (…)Lebensverknüpfung":
    as one word, "Todesberührung" found no German text of it. An abbreviation's full stop is
    no line's end."""
    assert restored_line_breaks(text).split("\n") == lines
    assert parse(tmp_path, [{**RECORD, "text_de": text}]).cards[0].faces["de"][0].text.split("\n") == lines


def test_real_data_set() -> None:
    parsed = parse_card_names(spec(shared_file("card-names-de-mtgjson-v4-20190726.json"), "card-names", "de"))
    assert len(parsed.cards) == 18_372
    assert len({c.card.name_en for c in parsed.cards}) == 18_282
    nighthawk = next(c for c in parsed.cards if c.card.name_en == "Vampire Nighthawk")
    assert nighthawk.faces["de"][0].text.startswith("Fliegend\nTodesberührung (")


def test_a_german_printing_with_a_broken_type_line_is_not_used(tmp_path) -> None:
    """CMD's Fire // Ice: Ice's German "type line" is a line of its text, and both faces carry
    the English names; the printing gives the card no German name, type or text."""
    fire = {**RECORD, "name_en": "Fire", "name_de": "Fire", "type_de": "Spontanzauber", "multiverse_id_de": 7}
    ice = {**fire, "name_en": "Ice", "name_de": "Ice", "type_de": "Tappe eine bleibende Karte deiner Wahl."}
    chimera = {**RECORD, "name_de": "Blechflügelchimäre", "type_de": "Blechflügelchimäre", "multiverse_id_de": None}
    parsed = parse(tmp_path, [RECORD, fire, ice, chimera])
    assert [(c.card.name_de, sorted(c.faces)) for c in parsed.cards] == [
        ("Überfluss", ["de", "en"]),
        (None, ["en"]),
        (None, ["en"]),
        ("Blechflügelchimäre", ["en"]),
    ]
    assert [w.split(": ", 1)[1].split(" (")[0] for w in parsed.warnings] == [
        "the German type line of Ice",
        "the German type line of Abundance",
    ]


@pytest.mark.parametrize(
    "line",
    ["Kreatur — Mensch, Ritter", "Beschwörung eines Bolds.", "Artefaktkreatur", "Welt — Ravnica", "Verzaubere Mauer"],
)
def test_old_and_new_type_lines_are_type_lines(line) -> None:
    assert is_german_type_line(line)


@pytest.mark.parametrize(
    ("line", "old"),
    [
        ("Beschwörung von Löwen", True),
        ("Verzaubere Kreatur", True),
        ("Unterbrechungszauber", True),
        ("Manaquelle", True),
        ("Kreatur — Katze", False),
        ("Verzauberung — Aura", False),
        ("Spontanzauber", False),
    ],
)
def test_the_type_lines_of_early_printings_are_told_from_todays(line, old) -> None:
    assert is_old_type_line(line) is old


def test_the_real_data_has_five_broken_german_type_lines() -> None:
    """Of 18,372 records: Ice (CMD), Trial and Error (C16, English), Aeon Chronicler (C16,
    English), Tin-Wing Chimera (VIS, its name)."""
    parsed = parse_card_names(
        spec(CORPUS_DIR / "imported" / "card-names-de-mtgjson-v4-20190726.json", "card-names", "de")
    )
    flagged = sorted(w.split("type line of ")[1].split(" is no")[0] for w in parsed.warnings)
    assert flagged == ["Aeon Chronicler (C16)", "Error (C16)", "Ice (CMD)", "Tin-Wing Chimera (VIS)", "Trial (C16)"]
    fire = next(c for c in parsed.cards if c.card.name_en == "Fire")
    assert fire.card.name_de is None and "de" not in fire.faces
