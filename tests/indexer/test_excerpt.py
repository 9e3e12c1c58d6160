from indexer.assembly.excerpt import around, beginning, marked_beginning


def test_beginning_cuts_after_a_whole_word() -> None:
    text = "If a permanent has more than one Role controlled by the same player attached to it, each of those Roles"
    assert beginning(text, 40) == "If a permanent has more than one Role …"
    assert beginning("Short\n text.", 40) == "Short text."


def test_around_keeps_whole_words_on_both_sides() -> None:
    text = "Rules notes say a lot here. See rule 704.5z for the state-based action that removes older Roles."
    start = text.index("704.5z")
    shown = around(text, start, start + 6, width=20)
    assert shown.startswith("… ") and shown.endswith(" …")
    assert "here. See rule 704.5z for the" in shown
    assert all(word in text for word in shown.strip("… ").split())
    assert around("(704.5q)", 1, 7) == "(704.5q)"


def test_marked_beginning_carries_spans_into_the_excerpt() -> None:
    text = (
        "Wenn zwei Rollen  angelegt werden (perhaps due to an effect such as that of Doubling Season), wählt er eine."
    )
    start, end = text.index("perhaps"), text.index("Season") + len("Season")
    whole, spans = marked_beginning(text, [(start, end)])
    assert [whole[a:b] for a, b, _ in spans] == ["perhaps due to an effect such as that of Doubling Season"]
    cut, spans = marked_beginning(text, [(start, end)], limit=60)
    assert cut.endswith("…") and [cut[a:b] for a, b, _ in spans] == ["perhaps due to an effect"]
    assert marked_beginning(text, []) == (beginning(text), [])


def test_beginning_keeps_a_short_tail() -> None:
    """Cutting "isn't sacrificed." off a ruling of 79 characters at 70 left out its point."""
    text = "A legendary creature that dies because of the “legend rule” isn’t sacrificed."
    assert beginning(text, 70) == text
    assert beginning(text, 60) == "A legendary creature that dies because of the “legend rule” …"
