"""State-based actions on permanents: the legend rule (704.5j), the world rule (704.5k), counters (704.5q), Equipment
(702.6, 704.5n); flash (702.8a), flicker (400.7, 111.8) and redundant keywords (702.15f)."""

from __future__ import annotations

from corpus.rules.engine.objects import GameObj
from corpus.rules.engine.world import world_rule
from tests.support.rules_helpers import (
    BEARS,
    MURDER,
    SPLITTER,
    card,
    events,
    make_game,
    rules_applied,
    run_data,
    scenario_data,
)

LEGEND = {
    "name": "Isamaru, Hound of Konda",
    "cost": "{W}",
    "types": ["creature"],
    "supertypes": ["Legendary"],
    "power": 2,
    "toughness": 2,
}


def legend(keep: str, owner: str = "alice") -> dict:
    actions = [{"do": "choose", "player": "alice", "keep_legend": keep}] if owner == "alice" else [{"do": "end_turn"}]
    actions += [{"do": "cast", "player": owner, "card": "two"}, {"do": "resolve"}]
    return scenario_data(
        [card("one", LEGEND), card("two", LEGEND)],
        {"battlefield": ["one"], "hand": ["two"] if owner == "alice" else []},
        {"hand": ["two"] if owner == "bob" else []},
        actions=actions,
        expect=[{"object": "two" if keep == "one" else "one", "zone": "graveyard"}]
        if owner == "alice"
        else [{"object": "one", "zone": "battlefield"}, {"object": "two", "zone": "battlefield"}],
    )


def test_the_legend_rule_keeps_the_chosen_one() -> None:
    for keep in ("one", "two"):
        result = run_data(legend(keep))
        assert result.passed and "704.5j" in rules_applied(result)


def test_the_legend_rule_looks_at_each_player_separately() -> None:
    result = run_data(legend("one", owner="bob"))
    assert result.passed and "704.5j" not in rules_applied(result)


def test_the_legend_rule_needs_a_choice_of_one_of_them() -> None:
    result = run_data(legend("nobody"))
    assert result.error is not None and "704.5j" in result.error_rules


def test_plus_and_minus_counters_annihilate() -> None:
    spitter = {
        "name": "Fume Spitter",
        "cost": "{B}",
        "types": ["creature"],
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "activated": "",
                "sacrifice": True,
                "targets": ["creature"],
                "effects": [{"effect": "put_counters", "counter": "-1/-1", "amount": 1, "to": "target1"}],
            }
        ],
    }
    data = scenario_data(
        [card("bears", BEARS), card("spitter", spitter)],
        {"battlefield": [{"card": "bears", "counters": {"+1/+1": 2}}, "spitter"]},
        actions=[{"do": "activate", "player": "alice", "card": "spitter", "targets": ["bears"]}, {"do": "resolve"}],
        expect=[{"object": "bears", "counters": {"+1/+1": 1, "-1/-1": 0}, "power": 3, "toughness": 3}],
    )
    result = run_data(data)
    assert result.passed and "704.5q" in rules_applied(result)


def equip(actions: list[dict], expect: list[dict]) -> dict:
    return scenario_data(
        [card("bears", BEARS), card("splitter", SPLITTER), card("murder", MURDER)],
        {"battlefield": ["bears", "splitter"], "hand": ["murder"]},
        actions=actions,
        expect=expect,
    )


def test_equip_attaches_as_a_sorcery_and_the_equipment_stays_when_the_creature_dies() -> None:
    data = equip(
        [
            {"do": "equip", "player": "alice", "card": "splitter", "to": "bears"},
            {"do": "resolve"},
            {"do": "check", "expect": [{"object": "bears", "power": 4}]},
            {"do": "cast", "player": "alice", "card": "murder", "targets": ["bears"]},
            {"do": "resolve"},
        ],
        [{"object": "splitter", "zone": "battlefield", "attached_to": False}],
    )
    result = run_data(data)
    assert result.passed and "704.5n" in rules_applied(result)


def test_equip_is_refused_outside_a_main_phase_and_onto_noncreatures() -> None:
    during_combat = equip(
        [
            {"do": "attack", "player": "alice", "creatures": ["bears"]},
            {"do": "equip", "player": "alice", "card": "splitter", "to": "bears"},
        ],
        [{"player": "bob", "life": 20}],
    )
    assert "702.6a" in run_data(during_combat).error_rules
    onto_itself = equip(
        [{"do": "equip", "player": "alice", "card": "splitter", "to": "splitter"}], [{"player": "bob", "life": 20}]
    )
    assert run_data(onto_itself).error is not None


def test_flash_lets_a_creature_be_cast_in_combat() -> None:
    viper = {**BEARS, "name": "Ambush Viper", "keywords": ["flash"]}
    for keywords, legal in ((["flash"], True), ([], False)):
        data = scenario_data(
            [card("giant", BEARS), card("viper", {**viper, "keywords": keywords})],
            {"battlefield": ["giant"]},
            {"hand": ["viper"]},
            actions=[
                {"do": "attack", "player": "alice", "creatures": ["giant"]},
                {"do": "cast", "player": "bob", "card": "viper"},
                {"do": "resolve"},
            ],
            expect=[{"object": "viper", "zone": "battlefield"}],
        )
        assert run_data(data).passed is legal


def test_a_flickered_creature_is_a_new_object_and_a_flickered_token_is_gone() -> None:
    cloudshift = {
        "name": "Cloudshift",
        "cost": "{W}",
        "types": ["instant"],
        "targets": ["creature you control"],
        "effects": [{"effect": "flicker", "to": "target1"}],
    }
    counterpart = {
        "name": "Cackling Counterpart",
        "cost": "{1}{U}{U}",
        "types": ["instant"],
        "targets": ["creature you control"],
        "effects": [{"effect": "create_token_copy", "of": "target1"}],
    }
    for target, expect in (
        ("bears", {"object": "bears", "zone": "battlefield", "counters": {"+1/+1": 0}}),
        ("bears-copy", {"object": "bears-copy", "exists": False}),
    ):
        data = scenario_data(
            [card("bears", BEARS), card("shift", cloudshift), card("copy", counterpart)],
            {"battlefield": [{"card": "bears", "counters": {"+1/+1": 1}}], "hand": ["shift", "copy"]},
            actions=[
                {"do": "cast", "player": "alice", "card": "copy", "targets": ["bears"]},
                {"do": "resolve"},
                {"do": "cast", "player": "alice", "card": "shift", "targets": [target]},
                {"do": "resolve"},
            ],
            expect=[expect],
        )
        result = run_data(data)
        assert result.passed, target
    assert "111.8" in rules_applied(result)


def test_a_second_instance_of_a_keyword_is_said_to_add_nothing() -> None:
    collar = {
        **SPLITTER,
        "name": "Basilisk Collar",
        "keywords": ["equip {2}"],
        "abilities": [{"static": "enchanted_has", "keyword": "lifelink"}],
    }
    data = scenario_data(
        [card("hawk", {**BEARS, "keywords": ["lifelink"]}), card("collar", collar)],
        {"battlefield": ["hawk", "collar"]},
        actions=[
            {"do": "equip", "player": "alice", "card": "collar", "to": "hawk"},
            {"do": "resolve"},
            {"do": "attack", "player": "alice", "creatures": ["hawk"]},
            {"do": "combat_damage"},
        ],
        expect=[{"player": "alice", "life": 22}],
    )
    result = run_data(data)
    assert result.passed
    assert "%(object)s already has %(abilities)s: another instance adds nothing." in events(result)
    assert "702.15f" in rules_applied(result)


WORLD = {"name": "Serra Aviary", "cost": "{3}{W}", "types": ["enchantment"], "supertypes": ["World"]}
OTHER_WORLD = {"name": "Mystic Decree", "cost": "{2}{U}{U}", "types": ["enchantment"], "supertypes": ["World"]}


def test_the_world_rule_keeps_the_newest_world_permanent_whoever_controls_it() -> None:
    for caster in ("alice", "bob"):
        actions = ([] if caster == "alice" else [{"do": "end_turn"}]) + [
            {"do": "cast", "player": caster, "card": "new"},
            {"do": "resolve"},
        ]
        data = scenario_data(
            [card("old", WORLD), card("new", OTHER_WORLD)],
            {"battlefield": ["old"], "hand": ["new"] if caster == "alice" else []},
            {"hand": ["new"] if caster == "bob" else []},
            actions=actions,
            expect=[{"object": "old", "zone": "graveyard"}, {"object": "new", "zone": "battlefield"}],
        )
        result = run_data(data)
        assert result.passed and "704.5k" in rules_applied(result), caster


def test_a_single_world_permanent_stays() -> None:
    result = run_data(
        scenario_data([card("old", WORLD)], {"battlefield": ["old"]}, expect=[{"object": "old", "zone": "battlefield"}])
    )
    assert result.passed and "704.5k" not in rules_applied(result)


def test_world_permanents_that_got_the_supertype_together_all_go() -> None:
    """704.5k: "In the event of a tie for the shortest amount of time, all are put into their
    owners' graveyards" (two world permanents entering at once)."""
    game = make_game(scenario_data([card("one", WORLD), card("two", OTHER_WORLD)], {"battlefield": ["one", "two"]}))
    one, two = (game.by_label(label) for label in ("one", "two"))
    assert isinstance(one, GameObj) and isinstance(two, GameObj)
    two.timestamp = one.timestamp
    assert {obj.label for obj, _ in world_rule(game)} == {"one", "two"}
    two.timestamp = one.timestamp + 1
    assert [obj.label for obj, _ in world_rule(game)] == ["one"]
