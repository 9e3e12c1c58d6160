"""Snippets: the passages of a text with the query's terms marked, escaped, never repeated."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import example, given, settings
from hypothesis import strategies as st

from indexer.search.analysis.common import terms_of
from indexer.search.analysis.schema import build_schema
from indexer.search.snippets import marked_snippet, opening, snippet, text_words
from tests.support.helpers import html_soup

build_schema()  # registers the languages' word analysis
ENGLISH = terms_of("en")
GERMAN = terms_of("de")


def marked(html) -> list[str]:
    return [mark.get_text() for mark in html_soup(str(html)).find_all("mark")]


def test_each_form_of_a_term_is_marked_and_a_short_text_shown_whole() -> None:
    text = (
        "If a spell is cast as an Adventure, its controller exiles it. For as long as it remains exiled, it may "
        "be cast."
    )
    shown = snippet(text, ENGLISH, frozenset({"exil"}))
    assert marked(shown) == ["exiles", "exiled"]
    assert html_soup(str(shown)).get_text() == text


def test_a_word_inside_a_longer_matched_word_is_marked_once() -> None:
    text = "Innerhalb einer Schicht wird mit einem Zeitstempel-System ermittelt; ein früherer Zeitstempel zuerst."
    shown = snippet(text, GERMAN, frozenset({"zeitstempel", "zeitstempelsystem"}))
    assert html_soup(str(shown)).get_text() == text
    assert marked(shown) == ["Zeitstempel-System", "Zeitstempel"]


def test_words_inside_other_words_are_not_marked() -> None:
    assert snippet("A spellbook is no spell-like thing.", ENGLISH, frozenset({"spellbook"})) is not None
    assert marked(snippet("The spellbook burns.", ENGLISH, frozenset({"spell"})) or "") == []


def test_long_texts_give_two_passages_that_do_not_overlap() -> None:
    filler = " ".join(["word"] * 80)
    text = f"Begin {filler} first timestamp here {filler} second timestamp there {filler} end."
    shown = str(snippet(text, ENGLISH, frozenset({"timestamp"}), size=60, context=20))
    pieces = html_soup(shown).get_text().strip("… ").split(" … ")
    assert len(pieces) == 2 and pieces[0] != pieces[1]
    assert shown.startswith("… ") and shown.endswith(" …")


@settings(max_examples=200)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=400))
@example("0\r0")
@example("a <b>&amp; spell</b> spell")
def test_any_text_comes_out_escaped_with_only_marks(text) -> None:
    """Whatever a stored text holds, the snippet is safe HTML whose only tags are marks, and
    its text is the text's (with "…" where passages are cut)."""
    words = frozenset(term for word in text.split() for term in ENGLISH(word, False))
    shown = snippet(text, ENGLISH, words)
    assert snippet(text, ENGLISH, words, words=text_words(text)) == shown  # (its words found before)
    if shown is None:
        return
    parsed = html_soup(str(shown))
    assert {tag.name for tag in parsed.find_all(True)} <= {"mark"}

    def spaced(value: str) -> str:
        return " ".join(value.split())  # (an HTML parser reads a line break as a space)

    assert all(spaced(piece) in spaced(text) for piece in parsed.get_text().split("…") if piece.strip())


def test_passages_that_meet_are_joined_without_an_ellipsis() -> None:
    """Two passages where one ends at the space before the other leave nothing out: rule
    120.4a's snippet for "trample deathtouch" read "(See rule 120.6.) Any … amount of damage",
    as if words were missing (a reviewer)."""
    text = (
        "First, if an effect that’s causing damage to be dealt states that excess damage that would be dealt to a "
        "permanent is dealt to another permanent or player instead, the damage event is modified accordingly. If the "
        "first permanent is a creature, the excess damage is the amount of damage in excess of what would be lethal "
        "damage, taking into account damage already marked on the creature and damage from other sources that would "
        "be dealt at the same time. (See rule 120.6.) Any amount of damage greater than 1 is excess damage if the "
        "source dealing that damage to a creature has deathtouch. (See rule 702.2.) If the first permanent is a "
        "planeswalker, the excess damage is the amount of damage in excess of that planeswalker’s loyalty, taking "
        "into account damage from other sources that would be dealt at the same time."
    )
    hits = frozenset({"damage"})
    shown = html_soup(str(marked_snippet(text, {"damage": hits, "excess": hits, "deathtouch": hits}))).get_text()
    assert "Any amount of damage" in shown
    inner = shown.strip("… ").split(" … ")
    assert all(f"{one} {other}" not in text for one, other in pairwise(inner)), "an ellipsis leaves text out"


def test_the_passages_in_another_language_are_marked_with_it() -> None:
    """A partly translated German ruling's English stood inside the German result's lang."""
    text = "Wenn zwei Rollen angelegt werden (perhaps due to Doubling Season), wählt der Spieler eine Rolle."
    english = text.index("perhaps"), text.index(")"), "en"
    found = html_soup(str(snippet(text, GERMAN, frozenset({"roll"}), foreign=(english,))))
    (span,) = found.select("span[lang]")
    assert (span["lang"], span.get_text()) == ("en", "perhaps due to Doubling Season")
    assert marked(found) == ["Rollen", "Rolle"] and found.get_text() == text
    cut = text.index("bling")  # a span that ends inside a marked word: the tags still nest
    across = html_soup(str(snippet(text, ENGLISH, frozenset({"doubl"}), foreign=((english[0], cut, "en"),))))
    assert [m.get_text() for m in across.select("span[lang=en] mark")] == ["Dou"] and marked(across) == ["Dou", "bling"]
    assert across.get_text() == text
    start = html_soup(str(opening(text, 60, (english,))))
    assert start.select_one("span[lang=en]").get_text() == "perhaps due to Doubling"
    assert start.get_text().endswith("Doubling …")


def test_a_number_inside_a_rule_number_is_not_marked() -> None:
    """„Schicht 7“ marked the 7 of „Regel 613.7“, which the tokenizer reads as one word."""
    text = "Wende innerhalb der Schicht 7 Effekte an (siehe Regel 613.7). Abschnitt 7."
    assert marked(snippet(text, GERMAN, frozenset({"7"}))) == ["7", "7"]
    assert marked(snippet("Rule 613.7 applies.", ENGLISH, frozenset({"613"})) or "") == []


def test_a_number_beside_a_point_is_marked_as_the_tokenizer_cuts_it() -> None:
    """The tokenizer reads "8.5" as "8" and "5" (only a rule number, "613.7", is one word), so
    "8" matched a text that has it only so; no mark was found for it, a long text had no passage,
    and the searches "or 8", "still 8" and "battlefield as a 6 6" answered 500 (`make bench`,
    4 December)."""
    assert marked(snippet("It costs 8.5 mana.", ENGLISH, frozenset({"8"}))) == ["8"]
    long = "A card " * 50 + "costs 8.5 or 613.8b mana " + "and more " * 40
    assert marked(snippet(long, ENGLISH, frozenset({"8"}))) == ["8"]
    hits = frozenset({"8"})
    assert marked_snippet("x" * 300 + " rule 613.8b", {"8": hits}) is None, "no word to mark: no passage"
