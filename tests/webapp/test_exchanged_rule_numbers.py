"""The German rules of 2025-11-14 number two pairs of neighbouring rules the other way round
from the English (601.4/601.5 with 601.5a, 702.62c/702.62d) and glue 613.7m to the end of
613.7k. Each German text is shown under the English number of the rule it translates."""

from indexer.assembly.exchanged_rules import exchanged
from indexer.assembly.model import Origin, RuleText
from tests.support.helpers import soup, text_of


def _texts(**texts: str) -> dict[str, RuleText]:
    return {number.replace("_", "."): RuleText(text, Origin("x", 1)) for number, text in texts.items()}


def test_neighbours_citing_each_others_rules_are_exchanged() -> None:
    english = _texts(r601_4="See rule 601.2b.", r601_5="See rules 601.2a and 732.", r601_5a="Flash stays.")
    german = _texts(r601_4="Siehe Regeln 601.2a und 732.", r601_4a="Aufblitzen bleibt.", r601_5="Siehe Regel 601.2b.")
    assert exchanged({k[1:]: v for k, v in german.items()}, {k[1:]: v for k, v in english.items()}) == {
        "601.4": "601.5",
        "601.5": "601.4",
        "601.4a": "601.5a",
    }


def test_neighbours_citing_alike_or_nothing_stay() -> None:
    english = {k[1:]: v for k, v in _texts(r1_1="See rule 2.", r1_2="See rule 3.", r1_3="Nothing.").items()}
    german = {k[1:]: v for k, v in _texts(r1_1="Siehe Regel 2.", r1_2="Siehe Regel 2.", r1_3="Nichts.").items()}
    assert exchanged(german, english) == {}


def test_each_german_text_stands_under_the_rule_it_translates(builder) -> None:
    rules = builder.corpus.rules
    assert rules["601.4"].texts["de"].text.startswith("Während der Ankündigung von Entscheidungen")
    assert rules["601.5"].texts["de"].text.startswith("Falls es einem Spieler nicht mehr erlaubt ist")
    assert rules["601.5a"].texts["de"].text.startswith("Sobald ein Spieler damit angefangen hat")
    assert "601.4a" not in rules
    assert rules["702.62c"].texts["de"].text.startswith("Um zu ermitteln, ob du damit beginnen könntest")
    assert rules["702.62d"].texts["de"].text.startswith("Das Wirken eines Zauberspruchs als Effekt")
    assert (
        rules["613.7k"]
        .texts["de"]
        .text.endswith("bleibt die relative Zeitstempel-Reihenfolge der Aufkleber unverändert.")
    )
    assert rules["613.7m"].texts["de"].text.startswith("Falls zwei oder mehr Objekte gleichzeitig einen Zeitstempel")


def test_the_build_warns_for_each_moved_text(builder) -> None:
    moved = [w for w in builder.corpus.warnings if "translates the English" in w]
    assert len(moved) == 5


def test_the_german_page_shows_the_translation_beside_its_english_rule(client) -> None:
    page = soup(client.get("/de/rules/601.4?beside=1"))
    assert text_of(page.select_one(".rule-text[lang=de]")).startswith("Während der Ankündigung")
    assert text_of(page.select_one(".rule-text[lang=en]")).startswith("While announcing the choices")


def test_the_german_files_own_number_is_no_page_of_its_own(client) -> None:
    """The German 601.4a (shown as 601.5a) had been a rule "only in the German translation"."""
    assert client.get("/en/rules/601.4a").status_code == 404
    assert soup(client.get("/de/rules/601.5a")).select_one(".rule-text")["lang"] == "de"


def test_a_moved_text_keeps_the_number_its_file_prints(builder) -> None:
    rules = builder.corpus.rules
    assert rules["601.4"].texts["de"].printed == "601.5"
    assert rules["601.5a"].texts["de"].printed == "601.4a"
    assert rules["702.62c"].texts["de"].printed == "702.62d"
    assert rules["601.3"].texts["de"].printed is None
    assert rules["601.4"].texts["en"].printed is None


def test_a_page_showing_a_moved_german_text_says_the_number_the_translation_prints(client) -> None:
    notice = soup(client.get("/de/rules/601.4")).select_one(".notice--printed")
    assert text_of(notice) == "In der deutschen Übersetzung steht dieser Text unter Regel 601.5."
    beside = soup(client.get("/en/rules/601.5a?beside=1")).select_one(".notice--printed")
    assert text_of(beside) == "The German translation prints this text as rule 601.4a."
    assert soup(client.get("/en/rules/601.4")).select_one(".notice--printed") is None
    assert soup(client.get("/de/rules/601.3")).select_one(".notice--printed") is None
