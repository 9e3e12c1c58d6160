import re
from datetime import date
from itertools import pairwise

import pytest

from indexer.errors import CorpusError
from indexer.formats.parse_rules import parse_comprehensive_rules, unwrap
from indexer.terms.glossary_mentions import glossary_key
from tests.support.helpers import CR_DE, CR_EN, RULE_START, spec


def independent_count(path, first_body_line: str, glossary: str) -> int:
    """Count paragraphs that open with a rule number between the second section-1 heading and
    the second glossary heading (the German file wraps lines, so only paragraph starts count)."""
    lines = re.split(r"\r\n|\r|\n", path.read_text(encoding="utf-8-sig"))
    starts = [i for i, line in enumerate(lines) if line.startswith(first_body_line)]
    ends = [i for i, line in enumerate(lines) if line.strip() == glossary]
    body = lines[starts[1] : ends[1]]
    return sum(1 for previous, line in pairwise(["", *body]) if not previous.strip() and RULE_START.match(line))


def test_english_rules_count_and_text() -> None:
    parsed = parse_comprehensive_rules(spec(CR_EN, "comprehensive-rules", "en"))
    rules = dict(parsed.rules)
    assert len(parsed.rules) == independent_count(CR_EN, "1. Game Concepts", "Glossary") == 3264
    assert parsed.release.effective == date(2025, 11, 14)
    assert rules["704.5y"].text.startswith("If a permanent has more than one Role controlled by the same player")
    assert rules["303.7"].text == "Some Aura enchantments also have the subtype “Role.”"
    assert rules["7"].text == "Additional Rules"
    assert "\nExample: If one effect reads" in rules["101.2"].text


def test_german_rules_unwrapped_and_numbered_without_dots() -> None:
    parsed = parse_comprehensive_rules(spec(CR_DE, "comprehensive-rules", "de"))
    rules = dict(parsed.rules)
    # One more than the paragraphs that open with a number: 613.7m is glued to 613.7k's last sentence.
    assert len(parsed.rules) == independent_count(CR_DE, "1. Grundlagen des Spiels", "Glossar") + 1 == 3263
    assert parsed.release.effective == date(2025, 11, 14)
    assert rules["303.7a"].text == (
        "Falls an einer bleibenden Karte mehrere Rollen, die vom gleichen Spieler kontrolliert werden, "
        "angelegt sind, wird jede dieser Rollen mit Ausnahme der Rolle mit dem neusten Zeitstempel in den "
        "Friedhof ihres Besitzers gelegt. Dies ist eine zustandsbasierte Aktion. Siehe Regel 704."
    )
    assert "Zwei-Spieler-Match" in rules["100.6a"].text
    # "115.7f" stands alone on its line, its text in the next paragraph.
    assert rules["115.7f"].text.startswith("Ein Effekt kann einen Effekt (wie Schaden oder Zählmarken)")
    assert "115.7f" not in rules["115.7e"].text and rules["115.7e"].text.endswith("Runenklauenbär.")


def test_the_german_files_html_entities_are_read_as_their_characters() -> None:
    """The German file writes the keyword ∞ (702.186) as "&infin;", which its pages showed as
    typed; its cross-references' "&rarr;" is still read as one."""
    parsed = parse_comprehensive_rules(spec(CR_DE, "comprehensive-rules", "de"))
    rules = dict(parsed.rules)
    assert rules["702.186"].text == "∞ (unendlich)"
    assert rules["702.186b"].text.startswith("„∞ – [Fähigkeit]“ bedeutet")
    texts = [text.text for text in rules.values()] + [f"{g.term} {g.text} {g.see}" for g in parsed.glossary]
    assert not [text for text in texts if "&infin;" in text or "&rarr;" in text]
    unendlich = next(g for g in parsed.glossary if g.term == "Unendlich")
    assert unendlich.text.startswith("∞ ist ein Schlüsselwort") and "„∞ (unendlich)“" in unendlich.text


def test_glossaries() -> None:
    english = parse_comprehensive_rules(spec(CR_EN, "comprehensive-rules", "en")).glossary
    german = parse_comprehensive_rules(spec(CR_DE, "comprehensive-rules", "de")).glossary
    assert len(english) == 725
    assert len(german) == 1314  # two repeated headwords with no text left out
    library = next(g for g in german if g.term == "Bibliothek")
    assert library.text.split("\n") == [
        "1. Eine Zone. Von seiner Bibliothek zieht ein Spieler Karten.",
        "2. Alle Karten in der Bibliothek eines Spielers.",
        "Siehe Regel 401, „Bibliothek“.",
    ]
    crossings = [g for g in german if g.see]
    assert len(crossings) == 485
    assert all(not g.text for g in crossings)
    commander = next(g for g in crossings if g.term == "Archenemy Commander")
    assert commander.see == "Erzfeind-Kommandeur"


def test_german_glossary_second_paragraphs_and_wrapped_terms() -> None:
    german = {g.term: g for g in parse_comprehensive_rules(spec(CR_DE, "comprehensive-rules", "de")).glossary}
    assert german["Bewegen"].text.endswith("benutzen nun das Wort „anlegen“.")
    assert german["Landtarnung"].text.split("\n")[1].startswith("Ein allgemeiner Begriff")
    assert not [term for term in german if term.startswith(("Einige ", "Ein allgemeiner"))]
    removed = "Ganz aus dem Spiel entfernen, ganz aus dem Spiel entfernt, Ganz-aus-dem-Spiel-entfernt-Zone (veraltet)"
    assert german[removed].text.startswith("„[Etwas] ganz aus dem Spiel entfernen“")


def test_german_glossary_terms_that_slug_alike_get_a_page_each() -> None:
    """„Gift“ (Poisonous) and the cross-reference "Gift &rarr; Verschenken" (the English keyword),
    „Verzauberung“ and „...verzauberung“ had one id, and the later entry no page; the repeated
    headwords with no text („Einprägen“, „Grenzwert“) are no entries."""
    german = parse_comprehensive_rules(spec(CR_DE, "comprehensive-rules", "de")).glossary
    keys = [glossary_key(g) for g in german]
    assert len(keys) == len(set(keys))
    by_key = {glossary_key(g): g for g in german}
    assert by_key["de-gift"].text.startswith("Eine Schlüsselwortfähigkeit, die bewirkt, dass ein Spieler Giftmarken")
    assert by_key["de-gift-en"].see == "Verschenken"
    assert by_key["de-verzauberung"].text.startswith("Ein Kartentyp.")
    assert by_key["de-verzauberung-2"].term == "...verzauberung"
    assert [g.text for g in german if g.term == "Einprägen"] == [by_key["de-einpraegen"].text] != [""]


def test_unwrap_rules() -> None:
    assert unwrap(("Ein Zwei-" + " " * 0, "Spieler-Match")) == "Ein Zwei-\nSpieler-Match"
    long_line = "x" * 70 + " Zwei-"
    assert unwrap((long_line, "Spieler-Match")) == long_line + "Spieler-Match"
    assert unwrap(("eins ", "zwei")) == "eins zwei"
    assert unwrap(("1. Zone.", "2. Karten.")) == "1. Zone.\n2. Karten."


@pytest.mark.parametrize(
    ("cut_after", "what", "reached"),
    [("702.19c", "Glossary", "702.19c"), ("9. Casual Variants", "the first section", "9")],
)
def test_a_file_cut_short_names_where_it_ends_and_the_rule_it_reached(tmp_path, cut_after, what, reached) -> None:
    """A truncated download: the error names the file's last line and the last rule in it."""
    lines = CR_EN.read_text(encoding="utf-8-sig").splitlines()
    end = next(n for n, line in enumerate(lines) if line.startswith(cut_after)) + 1  # in the contents, for a section
    cut = tmp_path / "cr.txt"
    cut.write_text("\n".join(lines[:end]) + "\n\n", encoding="utf-8")
    with pytest.raises(CorpusError) as error:
        parse_comprehensive_rules(spec(cut, "comprehensive-rules", "en"))
    assert error.value.line == end
    assert (
        error.value.message
        == f"cannot find {what!r} after the table of contents: the file ends here, after rule {reached}"
    )
