"""Looking up names and terms in the index's lexicon: by start, by word, by typo."""

from __future__ import annotations

from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from indexer.assembly.names import FORM_COLUMNS, deletions
from indexer.search.index_store import IndexStore
from indexer.search.suggest.edit_distance import distance, max_edits
from indexer.search.suggest.lexicon import Form, Lexicon


def displays(lexicon: Lexicon, numbers) -> set[str]:
    return {lexicon.form(n).display for n in numbers}


def test_forms_starting_with_a_folded_key(lexicon) -> None:
    assert {"Charmante Halunkin", "Charmanter Schurke"} == displays(lexicon, lexicon.forms_starting("charmant"))
    assert displays(lexicon, lexicon.forms_starting("konigliche r")) == {"Königliche Rolle"}
    assert not lexicon.forms_starting("zzzz")


def test_similar_words_within_the_typos_their_length_allows(lexicon) -> None:
    found = {lexicon.words[n]: d for n, d in lexicon.similar_words("halunkn").items()}
    assert found == {"halunkin": 1, "halunke": 1}, (
        "a letter left out (Charmante Halunkin), one changed (Habgieriger Halunke)"
    )
    assert {lexicon.words[n] for n in lexicon.similar_words("rolel")} >= {"role", "rolle"}
    assert not lexicon.similar_words("rol"), "three letters: no typo allowed, and no such word"
    assert lexicon.similar_words("halunkn", limit=0) == {}


def test_similar_words_kept_are_given_as_a_new_dict(lexicon) -> None:
    first = lexicon.similar_words("halunkn")
    first.clear()
    assert {lexicon.words[n] for n in lexicon.similar_words("halunkn")} == {"halunkin", "halunke"}


def test_the_words_of_the_keys_include_a_nicknames(lexicon) -> None:
    """A word of a nickname is no word of the name it stands for, yet a key has it: the card-name
    reading passes over runs of words that no key has, and "plat angel" had found no card."""
    assert lexicon.in_a_key("plat") and lexicon.word_number("plat") is None
    assert lexicon.in_a_key("halunkin") and lexicon.in_a_key("angel")
    assert not lexicon.in_a_key("does") and not lexicon.in_a_key("zzzz")


def test_the_words_beside_a_word_in_names(lexicon) -> None:
    halunkin = lexicon.word_number("halunkin")
    assert "charmante" in lexicon.neighbours(halunkin, -1, cards_only=True)
    assert not lexicon.neighbours(halunkin, 1, cards_only=True), "the last word of its names"
    rolle = lexicon.word_number("rolle")
    assert "konigliche" in lexicon.neighbours(rolle, -1, cards_only=False)


def test_the_same_thing_in_the_other_language(lexicon) -> None:
    royal = lexicon.form(lexicon.forms_starting("royal role")[0])
    assert lexicon.in_language(royal, "de").display == "Königliche Rolle"
    assert lexicon.in_language(royal, "en") == royal
    used = lexicon.form(lexicon.forms_starting("charmanter schurke")[0])
    assert lexicon.in_language(used, "en").display == "Charming Scoundrel"


def test_words_are_written_as_the_names_write_them(lexicon) -> None:
    """Whole words as the names write them, not the stems the index holds ("wachablos" for
    "Wachablöse"). A stem is a word only where a name has it: "König der Schnitter"."""
    assert lexicon.spelling(lexicon.word_number("konigliche")) == "Königliche"
    assert lexicon.spelling(lexicon.word_number("wachablose")) == "Wachablöse"
    assert lexicon.word_number("wachablos") is None
    assert lexicon.spelling(lexicon.word_number("konig")) == "König"


def test_a_store_shares_one_lexicon_between_threads(index_link) -> None:
    import threading

    store = IndexStore(index_link)
    seen = []
    thread = threading.Thread(target=lambda: seen.append(store.lexicon))
    thread.start()
    thread.join()
    assert seen == [store.lexicon]


def test_an_index_without_the_side_file_has_an_empty_lexicon() -> None:
    assert not Lexicon({}) and Lexicon({}).similar_words("halunkin") == {}


def test_a_form_has_the_columns_the_build_writes(lexicon) -> None:
    assert [field.name for field in fields(Form)] == ["number", *FORM_COLUMNS]
    halunkin = lexicon.form(lexicon.forms_starting("charmante halunkin")[0])
    assert (halunkin.key, halunkin.display, halunkin.lang, halunkin.kind, halunkin.target) == (
        "charmante halunkin",
        "Charmante Halunkin",
        "de",
        "card",
        "charming-scoundrel",
    )


WORDS = ["halunke", "halunkin", "rolle", "role", "roller", "charmante", "konigliche", "wachablose", "kaiserlich"]


def _small_lexicon() -> Lexicon:
    """A lexicon of WORDS alone, with names.json's deletion entries for them."""
    words = sorted(WORDS)
    variants = sorted(f"{v} {n}" for n, w in enumerate(words) for v in deletions(w) | {w})
    return Lexicon({"words": words, "spellings": words, "postings": [[] for _ in words], "deletions": variants})


SMALL = _small_lexicon()


@settings(max_examples=300)
@given(st.sampled_from(WORDS), st.lists(st.tuples(st.integers(0, 12), st.sampled_from("aeklnorx-")), max_size=3))
def test_similar_words_are_the_words_within_the_typos_allowed(word, edits) -> None:
    """The deletion index (hashes of each word's variants) finds every word one typo away and
    only words within the typos allowed, with their distance: typed words are made from a
    listed one by up to three letters added or deleted ("-")."""
    typed = word
    for at, letter in edits:
        at = min(at, len(typed))
        typed = typed[:at] + typed[at + 1 :] if letter == "-" else typed[:at] + letter + typed[at:]
    limit = max_edits(len(typed))
    found = SMALL.similar_words(typed)
    assert found == {n: distance(typed, SMALL.words[n], limit) for n in found}
    assert all(edits <= limit for edits in found.values())
    assert set(found) >= {n for n, w in enumerate(SMALL.words) if distance(typed, w, min(limit, 1)) <= min(limit, 1)}
