import pytest

from indexer.terms.glossary_mentions import glossary_key, term_forms


@pytest.mark.parametrize(
    ("term", "lang", "forms"),
    [
        ("Role", "en", ["Role"]),
        ("Control, Controller", "en", ["Control", "Controller"]),
        ("Timestamp Order", "en", ["Timestamp Order", "Timestamp"]),
        ("Two-Headed Giant Variant", "en", ["Two-Headed Giant Variant", "Two-Headed Giant"]),
        ("Zeitstempel-Reihenfolge", "de", ["Zeitstempel-Reihenfolge", "Zeitstempel"]),
        ("Gewinnen, das Spiel", "de", ["Gewinnen", "das Spiel Gewinnen"]),
        ("Beschützen, beschützt", "de", ["Beschützen", "beschützt"]),
        ("Partner, “Partner—[text],” “Partner with [name]”", "en", ["Partner"]),
        ("Tribal (Obsolete)", "en", []),
        ("Permanent (veraltet)", "de", []),
        ("Aktiver Spieler", "de", ["Aktiver Spieler", "Aktiv Spieler"]),
        ("Tödlicher Schaden", "de", ["Tödlicher Schaden", "Tödlich Schaden"]),
        ("Commander Tax", "de", ["Commander Tax"]),
        ("Deiner Wahl", "de", ["Deiner Wahl"]),
    ],
)
def test_term_forms(term: str, lang: str, forms: list[str]) -> None:
    assert term_forms(term, lang) == forms


def terms(builder, number: str, lang: str) -> list[str]:
    return [builder.mentions.terms[key] for key in builder.mentions.in_rule(number, lang)]


def test_rule_mentions_in_both_languages(builder) -> None:
    assert terms(builder, "704.5y", "en") == ["Role", "Timestamp Order", "Owner", "Graveyard"]
    assert terms(builder, "704.5y", "de") == ["Rolle", "Zeitstempel-Reihenfolge", "Friedhof", "Besitzer"]
    assert "Zustandsbasierte Aktionen" in terms(builder, "303.7a", "de")


def test_common_terms_are_left_out(builder) -> None:
    """ "player", "permanent" and "If" stand in most rules: they say nothing about one."""
    english = terms(builder, "704.5y", "en")
    assert not {"Player", "Permanent", "If", "Control, Controller"} & set(english)
    assert "Spieler" not in terms(builder, "704.5y", "de")


def test_mentions_in_any_text_and_keys(builder) -> None:
    keys = builder.mentions.mentioned("Your Two-Headed Giant team has fifteen poison counters.", "en")
    assert [builder.mentions.terms[k] for k in keys] == ["Two-Headed Giant Variant", "Team", "Poison Counter"]
    entry = next(e for e in builder.corpus.glossary if e.term == "Zeitstempel-Reihenfolge")
    assert glossary_key(entry) == "de-zeitstempel-reihenfolge"


def test_cross_references_are_not_matched(builder) -> None:
    """The German glossary's "Flying &rarr; Flugfähigkeit" is an English word, not a German term."""
    assert "de-flying" not in builder.mentions.terms
    assert builder.mentions.mentioned("Flying", "de") == []


def test_a_subtype_that_is_also_a_common_word_is_mentioned_as_a_name_only(builder) -> None:
    """Rule 702.19b's "in that case" had listed the glossary entry Case, the enchantment subtype
    (a reviewer's finding); the subtype is written capitalised."""
    assert "Case" not in terms(builder, "702.19b", "en")
    mentioned = builder.mentions.mentioned("In that case, the player plays the role of a famous character.", "en")
    assert not {"Case", "Role"} & {builder.mentions.terms[k] for k in mentioned}
    named = builder.mentions.mentioned("If you control a Case and a Role, solve the Cases.", "en")
    assert {"Case", "Role"} <= {builder.mentions.terms[k] for k in named}
    assert "Room" in terms(builder, "309.4c", "en"), "a dungeon's room, its first sense, in lower case"


def named(builder, text: str) -> set[str]:
    return {builder.mentions.terms[key] for key in builder.mentions.mentioned(text, "en")}


@pytest.mark.parametrize(
    ("text", "term", "listed"),
    [
        ("Each opponent gets the option to pay {2}. If no one does, draw a card.", "Option", False),
        ("You must vote for one of the available options. You can’t abstain.", "Option", False),
        ("In a multiplayer game, each opponent, in turn, has the option to let you draw a card.", "Option", False),
        ("In a multiplayer game using the limited range of influence option, you win the game.", "Option", True),
        ("A single game may use multiple options but only one variant.", "Option", True),
        ("Brawl is an option for a different style of Commander game.", "Option", True),
        ("If a creature with triple strike deals combat damage, it deals damage three times.", "Triple", False),
        ("Triple target creature's power until end of turn.", "Triple", True),
        ("In the event of a tie for the shortest amount of time, all are put into their graveyards.", "Event", False),
        ("Players can use the Magic Store & Event Locator to find tournaments.", "Event", False),
        ("If an event would happen, a replacement effect modifies the event.", "Event", True),
    ],
)
def test_an_everyday_word_is_its_entry_only_in_the_entrys_sense(builder, text: str, term: str, listed: bool) -> None:
    """The entry Option is an option of a multiplayer or casual game (rule 800.2): 52 rulings that
    give a player "the option to pay" had listed it; Triple is the keyword action (701.11), not
    Unstable's "triple strike"."""
    assert (term in named(builder, text)) is listed
    assert "Option" not in terms(builder, "608.2g", "en"), "an effect gives a player the option to pay mana"
    assert "Option" in terms(builder, "800.2", "en")
    assert "Option" not in terms(builder, "608.2g", "de"), "„die Option gibt, Mana zu zahlen“"
    assert "Option" in terms(builder, "104.4b", "de"), "„die Option „Begrenzte Einflussweite““"


@pytest.mark.parametrize(
    ("text", "listed"),
    [
        ("Die Reihenfolge, in der sie ausgelöst wurden, spielt keine Rolle.", False),
        ("Die Kontrolle über die Kreatur spielt nur eine Rolle, wenn sie angreift.", False),
        ("Der Spieler, der die Rolle des Weltenbeherrschers ausübt, behält diese Rolle.", False),
        ("Einige Aurenverzauberungen besitzen außerdem den Untertyp „Rolle“.", True),
        ("Falls an einer bleibenden Karte mehrere Rollen angelegt sind, bleibt die neueste.", True),
    ],
)
def test_rolle_is_the_entry_only_as_the_tokens_subtype(builder, text: str, listed: bool) -> None:
    """The German glossary's Rolle (Role) listed ten rules where „Rolle“ is a role in the
    everyday sense („spielt keine Rolle“, 503.1a; the world ruler's role, 311.5; a German
    judge's review)."""
    assert ("Rolle" in {builder.mentions.terms[k] for k in builder.mentions.mentioned(text, "de")}) is listed


def test_an_entry_that_only_rewords_another_is_left_to_it(builder) -> None:
    """ "Entfernt, aus dem Kampf: Siehe Aus dem Kampf entfernt." would otherwise be mentioned by
    every rule with the word "entfernt" (107.17: a removed counter)."""
    assert "Entfernt, aus dem Kampf" not in terms(builder, "107.17", "de")
    assert "de-entfernt-aus-dem-kampf" not in builder.mentions.terms
    assert "de-aus-dem-kampf-entfernt" in builder.mentions.mentioned("Die Kreatur wird aus dem Kampf entfernt.", "de")


def test_the_rules_using_a_term_in_rule_order_common_terms_too(builder) -> None:
    role = builder.mentions.rules_mentioning("en-role", "en")
    assert "704.5y" in role and "303.7a" in role
    assert role == sorted(role, key=list(builder.corpus.rules).index) and len(set(role)) == len(role)
    assert len(builder.mentions.rules_mentioning("en-player", "en")) > 1000
    assert builder.mentions.rules_mentioning("en-role", "fr") == []


def test_an_entry_lists_the_rules_under_those_it_cites_first(builder) -> None:
    """The German ability word „Adamant“ has no definition: rule 207.2c lists it. "Trample"
    cites 702.19, whose rules come before 111.4 and the other rules that name the keyword."""
    entries = {glossary_key(e): e for e in builder.corpus.glossary}
    adamant = builder.glossary(entries["de-adamant"])["payload"]["used_in"]
    assert adamant[0] == "207.2c"
    trample = builder.glossary(entries["en-trample"])["payload"]["used_in"]
    assert trample[:3] == ["702.19", "702.19a", "702.19b"]
    assert "111.4" in trample[3:]


def test_a_range_an_entry_cites_puts_every_rule_inside_it_first(builder) -> None:
    """The Role entry cites "rules 111.10j–r": 111.10k to 111.10q had come after 303.7, as if
    the range were its two ends."""
    entries = {glossary_key(e): e for e in builder.corpus.glossary}
    role = builder.glossary(entries["en-role"])["payload"]["used_in"]
    inside = [n for n in builder.corpus.rules if n.startswith("111.10") and "111.10j" <= n <= "111.10r"]
    assert len(inside) > 2 and role[: len(inside)] == inside and role[len(inside)] == "303.7"


@pytest.mark.parametrize(
    ("key", "rule"),
    [("de-rolle", "111.10k"), ("de-marke", "122.1a"), ("de-spielstein", "111.10k"), ("de-aura", "111.10k")],
)
def test_the_parts_of_a_german_compound_with_hyphens_use_their_terms(builder, key, rule) -> None:
    """„Ein Monster-Rolle-Spielstein ist ein farbloser Aura-Rolle-Verzauberungsspielstein …“ uses
    „Rolle“, „Spielstein“ and „Aura“; „+1/+1-Marke“ uses „Marke“: the German Role entry had
    listed 4 rules, its English partner 11 (a review)."""
    assert rule in builder.mentions.rules_mentioning(key, "de")
    assert len(builder.mentions.rules_mentioning("de-rolle", "de")) == len(
        builder.mentions.rules_mentioning("en-role", "en")
    )


@pytest.mark.parametrize(
    ("german", "english", "first"),
    [
        ("de-aktiver-spieler", "en-active-player", "102.1"),
        ("de-verteidigender-spieler", "en-defending-player", "506.2"),
    ],
)
def test_a_german_term_that_begins_with_an_adjective_is_found_declined(builder, german, english, first) -> None:
    """„Aktiver Spieler“ was found in 4 rules, "active player" in 86: the German rules write „der
    aktive Spieler“, „den aktiven Spieler“ (a reader's review)."""
    found = builder.mentions.rules_mentioning(german, "de")
    assert len(found) >= 0.9 * len(builder.mentions.rules_mentioning(english, "en")) and first in found
