"""Planeswalkers: loyalty counters as they enter (306.5b), damage removing them (120.3c), and
0 loyalty putting one into its owner's graveyard (704.5i)."""

from __future__ import annotations

from tests.support.rules_helpers import BEARS, BOLT, card, events, failed, rules_applied, run_data, scenario_data

JACE = {
    "name": "Jace Beleren",
    "cost": "{1}{U}{U}",
    "types": ["planeswalker"],
    "supertypes": ["Legendary"],
    "subtypes": ["Jace"],
    "loyalty": 3,
}
GIDEON = {
    "name": "Gideon",
    "cost": "{2}{W}",
    "types": ["creature", "planeswalker"],
    "power": 4,
    "toughness": 4,
    "loyalty": 2,
}


def test_a_planeswalker_cast_enters_with_its_printed_loyalty() -> None:
    result = run_data(
        scenario_data(
            [card("jace", JACE)],
            {"hand": ["jace"]},
            actions=[{"do": "cast", "player": "alice", "card": "jace"}, {"do": "resolve"}],
            expect=[{"object": "jace", "zone": "battlefield", "counters": {"loyalty": 3}}],
        )
    )
    assert failed(result) == []


def test_set_up_with_no_loyalty_counters_it_goes_to_the_graveyard() -> None:
    result = run_data(
        scenario_data(
            [card("jace", JACE)],
            {"battlefield": [{"card": "jace", "counters": {"loyalty": 0}}]},
            expect=[{"object": "jace", "zone": "graveyard"}],
        )
    )
    assert failed(result) == []
    assert "704.5i" in rules_applied(result)


def test_damage_to_a_creature_planeswalker_is_marked_and_removes_loyalty() -> None:
    """Rules 120.3c and 120.3e: both results; the lost loyalty puts it into the graveyard."""
    result = run_data(
        scenario_data(
            [card("gideon", GIDEON), card("bolt", BOLT)],
            {"hand": ["bolt"]},
            {"battlefield": ["gideon"]},
            actions=[{"do": "cast", "player": "alice", "card": "bolt", "targets": ["gideon"]}, {"do": "resolve"}],
            expect=[{"object": "gideon", "zone": "graveyard"}],
        )
    )
    assert failed(result) == []
    notes = events(result)
    assert "%(source)s deals %(n)s damage to %(object)s." in notes
    assert "%(object)s has loyalty 0: it is put into its owner's graveyard." in notes


def test_damage_to_a_creature_removes_no_loyalty() -> None:
    result = run_data(
        scenario_data(
            [card("bears", BEARS, toughness=4), card("bolt", BOLT)],
            {"hand": ["bolt"]},
            {"battlefield": ["bears"]},
            actions=[{"do": "cast", "player": "alice", "card": "bolt", "targets": ["bears"]}, {"do": "resolve"}],
            expect=[{"object": "bears", "damage": 3, "counters": {"loyalty": 0}}],
        )
    )
    assert failed(result) == []
    assert "120.3c" not in rules_applied(result)


def test_the_loyalty_it_enters_with_is_told_before_it_is_on_the_battlefield() -> None:
    """A replacement effect (306.5b, 614.1c): no run had cited 306.5b (a judge's review)."""
    result = run_data(
        scenario_data(
            [card("jace", JACE)],
            {"hand": ["jace"]},
            actions=[{"do": "cast", "player": "alice", "card": "jace"}, {"do": "resolve"}],
        )
    )
    said = events(result)
    gets = said.index("As %(object)s enters, it gets %(n)s loyalty counter, its printed loyalty.")
    assert gets < said.index("%(object)s enters the battlefield under %(player)s's control.")
    assert "306.5b" in rules_applied(result)
