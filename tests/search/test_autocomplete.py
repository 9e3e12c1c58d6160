"""Completing typed text into names and terms: starts first, then whole words, then typos."""

from __future__ import annotations

import pytest

from indexer.search.suggest.autocomplete import complete


def shown(found) -> list[tuple[str, str]]:
    return [(c.form.display, c.match) for c in found]


# The names the data has that start with "Charm": six English card names and two German ones
# (the printed name of Charming Scoundrel and the one the German seed uses), each list in the
# order within one language: shorter names first, then those with more rulings, then A to Z.
CHARM_EN = [
    "Charm Peddler",
    "Charmed Stray",
    "Charmed Pendant",
    "Charmed Griffin",
    "Charming Scoundrel",
    "Charmbreaker Devils",
]
CHARM_DE = ["Charmante Halunkin", "Charmanter Schurke"]


@pytest.mark.parametrize(("lang", "names"), [("de", CHARM_DE + CHARM_EN), ("en", CHARM_EN + CHARM_DE)])
def test_names_that_start_with_the_text_come_first(lexicon, lang, names) -> None:
    """Every name that starts with the text, those of the reader's language first, before the
    names that only have the word ("Bant Charm")."""
    found = shown(complete(lexicon, "Charm", lang, limit=len(names) + 2))
    assert found[: len(names)] == [(name, "prefix") for name in names]
    assert [match for _, match in found[len(names) :]] == ["words", "words"]


@pytest.mark.parametrize(
    ("typed", "lang", "first"),
    [("Todesb", "de", ("Todesberührung", "glossary")), ("dou", "en", ("Double", "glossary"))],
)
def test_the_rules_terms_come_before_the_cards_that_start_alike(lexicon, typed, lang, first) -> None:
    """A judge who types "Todesb" looks for Todesberührung (deathtouch): it came after the
    shorter names of the cards Todesbaron, Todesbombe and Todesbringer. The cards follow."""
    found = [(c.form.display, c.form.kind) for c in complete(lexicon, typed, lang)]
    assert found[0] == first
    assert [kind for _, kind in found].count("card") >= 2


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("Werfuchsin", "Wilde Werfüchsin"),
        ("Wachablose", "Wachablöse"),
        ("wachabloese", "Wachablöse"),
        ("Charmante Halunkn", "Charmante Halunkin"),
        ("Charming Scoundrell", "Charming Scoundrel"),
        ("Charming Scuond", "Charming Scoundrel"),
        ("Königliche R", "Königliche Rolle"),
        ("zeitstmpel", "Zeitstempel"),
    ],
)
def test_words_anywhere_missing_umlauts_and_typos(lexicon, typed, expected) -> None:
    assert complete(lexicon, typed, "de")[0].form.display == expected


def test_typo_matches_come_after_exact_ones(lexicon) -> None:
    found = shown(complete(lexicon, "Rolle", "de", limit=20))
    matches = [match for _, match in found]
    assert found[0] == ("Rolle", "prefix")
    assert matches == sorted(matches, key=["prefix", "words", "typo"].index)
    assert any(match == "typo" for match in matches)


def test_a_typo_keeps_the_first_letter_before_one_that_drops_it(lexicon) -> None:
    """ "fluchs" (after Fluchsicher) is the "Fluch" of the curses before "Luchs" (Lynx), which
    has the same number of typos but would need the first letter mistyped."""
    found = shown(complete(lexicon, "fluchs", "de", limit=8))
    typos = [name for name, match in found if match == "typo"]
    assert found[0] == ("Fluchsicher", "prefix") and len(typos) > 3
    assert all("Fluch" in name for name in typos)  # (Luchs after every curse, past the first eight)


def test_an_unfinished_last_word_is_not_taken_for_a_typo(lexicon) -> None:
    """ "hexp" starts "Hexproof" and "Hexplate Golem"; it is not "Hex" or "Hexe" mistyped."""
    assert shown(complete(lexicon, "hexp", "en")) == [("Hexproof", "prefix"), ("Hexplate Golem", "prefix")]


def test_a_short_last_word_must_start_a_word_of_its_own(lexicon) -> None:
    found = [c.form.display for c in complete(lexicon, "Wilde W", "de")]
    assert found[0] == "Wilde Werfüchsin"
    assert "Wilde Werfüchsin // Wachablöse" not in found  # (one page: test_a_card_is_offered_once…)


def test_limit_and_nothing_to_complete(lexicon) -> None:
    assert len(complete(lexicon, "ro", "de", limit=3)) == 3
    assert complete(lexicon, "!!", "de") == []
    assert complete(lexicon, "qqqqqqqq", "de") == []


def test_an_obsolete_term_is_shown_as_such_after_the_current_ones(lexicon) -> None:
    """ "legend" offered "Legend" first, which led to "Legend (Obsolete)"; "Legendary" and
    "Legend Rule" are what a judge types it for."""
    found = [c.form.display for c in complete(lexicon, "legend", "en")]
    assert found[:2] == ["Legendary", "Legend Rule"] and "Legend (Obsolete)" in found
    assert "Legend" not in found


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_written_alike_in_both_languages_is_listed_once(lexicon, lang) -> None:
    """„Tarmogoyf“ is the card's German and English name: the box listed "Tarmogoyf Karte"
    twice (a German judge's review, 4 December). The reader's language's form is the one kept."""
    found = complete(lexicon, "Tarmog", lang)
    assert [c.form.display for c in found] == ["Tarmogoyf"]
    assert found[0].form.lang == lang


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_glossary_term_written_alike_in_both_glossaries_is_listed_once(lexicon, lang) -> None:
    """„London Mulligan“ heads an entry of each glossary, the one the other's counterpart: the box
    listed it twice, „Glossareintrag · Deutsch“ and „· Englisch“ (a German judge's review, 5
    December). The entry in the reader's language is the one kept."""
    found = [c.form for c in complete(lexicon, "London Mulligan", lang)]
    assert [(form.display, form.lang) for form in found] == [("London Mulligan", lang)]


def test_a_term_written_alike_for_two_things_is_listed_twice(lexicon) -> None:
    """German „Gift“ is poisonous (702.70), English "Gift" the keyword 702.174: two entries."""
    found = [(c.form.display, c.form.target) for c in complete(lexicon, "Gift", "de")]
    assert found[:2] == [("Gift", "de-gift"), ("Gift", "en-gift")]


@pytest.mark.parametrize(
    ("lang", "name"), [("de", "Emrakul, die zerfetzten Zeitalter"), ("en", "Emrakul, the Aeons Torn")]
)
def test_a_card_named_by_the_word_typed_whole_comes_before_those_named_after_it(lexicon, lang, name) -> None:
    """ "Emrakul" listed seven shorter names of cards named after her („Emrakuls Hand“), not
    Emrakul, the Aeons Torn (a browser review)."""
    found = [c.form.display for c in complete(lexicon, "Emrakul", lang)]
    assert name in found[:2]


def test_a_glossary_entry_in_the_other_language_is_not_listed_beside_its_translation(lexicon) -> None:
    """On the German site „legen“ had listed Legendär, Legendenregel and Legende (veraltet),
    then Legendary, Legend Rule and Legend (Obsolete): the same three entries again, in English
    (a German player's review); each line names its translation."""
    found = [(c.form.display, c.form.lang) for c in complete(lexicon, "legen", "de")]
    assert ("Legendär", "de") in found and ("Legendenregel", "de") in found
    assert not [name for name, lang in found if lang == "en" and name.startswith("Legend")]


@pytest.mark.parametrize(("text", "name"), [("Delver of", "Delver of Secrets"), ("Fire //", "Fire")])
def test_a_card_is_offered_once_by_a_face_or_its_whole_name(lexicon, text, name) -> None:
    """Typed "Delver of", the list offered "Delver of Secrets" and "Delver of Secrets // Insectile Aberration",
    one page (a developer's review)."""
    found = [c.form for c in complete(lexicon, text, "en")]
    cards = [form.display for form in found if form.kind == "card" and form.target == found[0].target]
    assert cards == [name]
