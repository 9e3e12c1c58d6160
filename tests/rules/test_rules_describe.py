"""The setup in words and the facts about each card."""

from __future__ import annotations

import gettext

from corpus.rules import load_scenarios, run
from corpus.rules.scenario.scenario import read_library
from corpus.rules.text.catalog import translations_for
from corpus.rules.text.describe import card_facts, setup_sentences
from corpus.rules.text.localize import sentence
from corpus.rules.text.words import SUPERTYPED_LINE_WORDS, type_line
from tests.support.rules_helpers import BEARS, WEREFOX, card, make_game, scenario_data
from tests.support.ruling_links import SCENARIOS


def test_setup_sentences_name_zones_and_roles() -> None:
    g = make_game(
        scenario_data(
            [card("bears", BEARS), card("fox", WEREFOX)],
            {"battlefield": ["bears"], "hand": ["fox"], "roles": [{"role": "wicked", "attached_to": "bears"}]},
        )
    )
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(g)]
    assert "Alice controls Grizzly Bears (3/3, with Wicked Role #1 of Alice)." in text
    assert "In Alice's hand: Ferocious Werefox." in text
    assert text[-1] == "It is the precombat main phase of Alice's turn."  # ("in their …" read oddly; a review)


def test_setup_sentences_say_what_the_example_may_turn_on() -> None:
    """Counters, damage and tapped state are part of the situation a ruling talks about."""
    giant = {"card": "bears", "tapped": True, "damage": 1, "counters": {"+1/+1": 2}}
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": [giant]}))
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(g)]
    assert "Alice controls Grizzly Bears (4/4, 2 +1/+1 counters, 1 damage marked, tapped)." in text
    german = [sentence(s, translations_for("de"), "de") for s in setup_sentences(g)]
    assert "Alice kontrolliert Grizzly Bears (4/4, 2 +1/+1-Marken, 1 Schaden notiert, getappt)." in german
    # (act-of-treason's option said its Bears "just entered", its setup nothing: a judge's review)
    new = make_game(scenario_data([card("bears", BEARS)], {"battlefield": [{"card": "bears", "sick": True}]}))
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(new)]
    assert "Alice controls Grizzly Bears (2/2, entered this turn)." in text
    german = [sentence(s, translations_for("de"), "de") for s in setup_sentences(new)]
    assert "Alice kontrolliert Grizzly Bears (2/2, in diesem Zug ins Spiel gekommen)." in german


def test_setup_sentences_say_a_players_poison_counters() -> None:
    """infect-poison's setup said only "Bob has 20 life" while the board showed his 9 poison
    counters and Bob then lost (a judge's review)."""
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}, {"poison": 9}))
    text = [sentence(s, gettext.NullTranslations(), "en") for s in setup_sentences(g)]
    assert "Bob has 9 poison counters." in text and "Alice has 20 life." in text
    assert not [line for line in text if "Alice has" in line and "poison" in line]
    german = [sentence(s, translations_for("de"), "de") for s in setup_sentences(g)]
    assert "Bob hat 9 Giftmarken." in german


def test_the_setup_says_the_card_name_a_permanent_chose_in_the_readers_language() -> None:
    """meddling-mage-leaves's setup said "Alice controls Meddling Mage (2/2)"; that it named
    Murder came only in a later step's note (a judge's review)."""
    game = make_game(load_scenarios(SCENARIOS)["meddling-mage-leaves"].data)
    for lang, wanted in (("en", "card name chosen: Murder"), ("de", "gewählter Kartenname: Mord")):
        text = [sentence(s, translations_for(lang), lang) for s in setup_sentences(game)]
        assert [line for line in text if wanted in line], (lang, text)


def test_card_facts_include_the_adventure() -> None:
    facts = card_facts(make_game(scenario_data([card("fox", WEREFOX)], {"hand": ["fox"]})).cards[0])
    assert facts["power"] == 4 and facts["adventure"]["cost"] == "{1}{G}"


def test_every_example_cards_type_line_has_its_supertypes() -> None:
    """The legend rule's Akromas were „Kreatur — Engel“ and the world rule's enchantments
    „Verzauberung“ in the examples' card lists, though those rules turn on „legendär“ and
    „Welt“ (a new reader's review); each supertype with its types has a printed line."""
    cards = [c for scenario in load_scenarios(SCENARIOS).values() for c in scenario.data.get("cards", [])]
    typed = {(tuple(c["supertypes"]), tuple(c["types"])) for c in cards if c.get("supertypes")}
    assert len(typed) == 3 and typed <= set(SUPERTYPED_LINE_WORDS)
    lines = {
        lang: sentence(type_line(("creature",), ("Angel",), ("Legendary",)), translations_for(lang), lang)
        for lang in ("en", "de")
    }
    assert lines == {"en": "Legendary Creature — Angel", "de": "Legendäre Kreatur — Engel"}
    world = sentence(type_line(("enchantment",), (), ("World",)), translations_for("de"), "de")
    assert world == "Weltverzauberung"


# Printed abilities the engine does not play out: an example card that has one says so.
NOT_PLAYED = ("protection from", "prowess", "morph", "can't be countered")


def test_an_example_card_says_which_printed_abilities_its_example_leaves_out() -> None:
    """The legend rule's board showed Akroma, Angel of Wrath with „Erstschlag, Flugfähigkeit,
    Eile, Trampelschaden, Wachsamkeit“ beside a card list saying „Schutz vor Schwarz und vor Rot“
    (a new reader's review): the engine has no protection from colours. A card whose own text has
    such an ability, not among its keywords, names it in `not_played`, which the card list shows."""
    library = read_library(SCENARIOS)
    inline = {
        f"{name}: {c['id']}": c
        for name, scenario in load_scenarios(SCENARIOS).items()
        for c in scenario.data.get("cards", [])
    }
    unsaid = []
    for key, c in [*library.items(), *inline.items()]:
        printed = c.get("text", {}).get("en", "").lower()
        keywords = " ".join(k if isinstance(k, str) else k["keyword"] for k in c.get("keywords", []))
        said = c.get("not_played", {}).get("en", "").lower()
        unsaid += [(key, a) for a in NOT_PLAYED if a in printed and a not in keywords and a not in said]
    assert unsaid == []
    assert {"akroma-wrath", "akroma-fury"} <= {k for k, c in library.items() if "not_played" in c}


def test_prowess_is_a_keyword_shown_and_played_out() -> None:
    """Monastery Swiftspear's prowess was an unnamed trigger: the board showed "1/2 haste", the
    card list "Not played out in this example: prowess" above a trace that played it out (a
    judge's review of the examples, 7 December). The keyword is its trigger (702.108a)."""
    printed = {k: v for k, v in read_library(SCENARIOS)["monastery-swiftspear"].items() if k != "key"}
    g = make_game(scenario_data([card("swiftspear", printed)], {"battlefield": ["swiftspear"]}))
    (swiftspear,) = g.cards
    assert [a.event for a in swiftspear.face.triggered] == ["you_cast"]
    facts = card_facts(swiftspear)
    assert [k.msgid for k in facts["keywords"]] == ["haste", "prowess"] and facts["not_played"] is None


def test_a_choice_written_down_reads_as_what_the_player_will_do() -> None:
    """ "When Alice may sacrifice a permanent, they sacrifice Grizzly Bears." read oddly before it
    happened (a judge's review); a choice is said as what the player will do, as the others are."""
    result = run(load_scenarios(SCENARIOS)["reflexive-trigger-after-sacrifice"])
    titles = [" ".join(sentence(m, gettext.NullTranslations(), "en") for m in step.headline) for step in result.steps]
    assert [title for title in titles if title.startswith("Alice will sacrifice ")], titles
    assert not [title for title in titles if title.startswith("When Alice may sacrifice")]
