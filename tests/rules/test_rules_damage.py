"""Combat damage (510): assignment among blockers, trample and deathtouch, first and double strike,
lifelink, infect; deathtouch and indestructible in the state-based actions."""

from __future__ import annotations

from corpus.rules import load_scenarios, run
from tests.support.rules_helpers import BEARS, LIONS, card, events, rules_applied, run_data, scenario_data
from tests.support.ruling_links import SCENARIOS as SCENARIO_DIR

GIANT = {"name": "Hill Giant", "cost": "{3}{R}", "types": ["creature"], "power": 3, "toughness": 3}
DREADMAW = {
    "name": "Colossal Dreadmaw",
    "cost": "{4}{G}{G}",
    "types": ["creature"],
    "power": 6,
    "toughness": 6,
    "keywords": ["trample"],
}


def fight(
    attacker: dict, blocker: dict | None, expect: list[dict], choose: dict | None = None, step: str = "all"
) -> dict:
    actions = [{"do": "attack", "player": "alice", "creatures": ["a"]}]
    actions.append({"do": "block", "player": "bob", "blocks": {"b": "a"} if blocker else {}})
    if choose:
        actions.append({"do": "choose", "player": "alice", "for": "a", "assign_damage": choose})
    actions.append({"do": "combat_damage", "step": step})
    cards = [card("a", attacker)] + ([card("b", blocker)] if blocker else [])
    return scenario_data(
        cards, {"battlefield": ["a"]}, {"battlefield": ["b"] if blocker else []}, actions=actions, expect=expect
    )


def test_trample_assigns_lethal_damage_then_the_rest_to_the_player() -> None:
    assert run_data(
        fight(DREADMAW, BEARS, [{"player": "bob", "life": 16}, {"object": "b", "zone": "graveyard"}])
    ).passed


def test_trample_refuses_damage_to_the_player_before_lethal_damage_to_blockers() -> None:
    result = run_data(fight(DREADMAW, BEARS, [{"player": "bob", "life": 20}], choose={"b": 1, "bob": 5}))
    assert result.error is not None and "702.19b" in result.error_rules


def test_without_trample_no_damage_can_be_assigned_to_the_player() -> None:
    result = run_data(fight(GIANT, BEARS, [{"player": "bob", "life": 20}], choose={"b": 1, "bob": 2}))
    assert result.error is not None and "510.1c" in result.error_rules


def test_deathtouch_makes_one_damage_lethal_for_trample() -> None:
    viper = {**DREADMAW, "keywords": ["trample", "deathtouch"]}
    result = run_data(fight(viper, GIANT, [{"player": "bob", "life": 15}, {"object": "b", "zone": "graveyard"}]))
    assert result.passed
    assert {"702.2c", "704.5h"} <= set(rules_applied(result))


def test_first_strike_kills_before_the_blocker_deals_damage() -> None:
    knight = {**LIONS, "name": "Youthful Knight", "keywords": ["first strike"]}
    result = run_data(
        fight(knight, LIONS, [{"object": "a", "zone": "battlefield"}, {"object": "b", "zone": "graveyard"}])
    )
    assert result.passed and "510.4" in rules_applied(result)


def test_double_strike_deals_damage_twice() -> None:
    ace = {**BEARS, "name": "Fencing Ace", "power": 1, "toughness": 1, "keywords": ["double strike"]}
    assert run_data(fight(ace, None, [{"player": "bob", "life": 18}])).passed


def test_the_first_step_alone_leaves_combat_open() -> None:
    knight = {**LIONS, "name": "Youthful Knight", "keywords": ["first strike"]}
    data = fight(knight, None, [{"player": "bob", "life": 18}, {"object": "a", "attacking": True}], step="first")
    assert run_data(data).passed
    plain = fight(BEARS, None, [{"player": "bob", "life": 18}], step="first")
    assert run_data(plain).error is not None


def test_lifelink_gains_life_for_damage_to_a_creature() -> None:
    hawk = {**BEARS, "name": "Vampire Nighthawk", "keywords": ["lifelink"]}
    assert run_data(fight(hawk, LIONS, [{"player": "alice", "life": 22}])).passed


def test_infect_gives_poison_and_minus_counters() -> None:
    elf = {**BEARS, "name": "Glistener Elf", "power": 1, "toughness": 1, "keywords": ["infect"]}
    assert run_data(fight(elf, None, [{"player": "bob", "life": 20, "poison": 1}])).passed
    assert run_data(fight(elf, BEARS, [{"object": "b", "counters": {"-1/-1": 1}, "damage": 0}])).passed


def test_infect_damage_is_told_as_damage_dealt_and_then_what_it_does() -> None:
    """The trace had said only "Glistener Elf has infect: its 1 damage gives Bob 1 poison
    counter", unlike every other combat damage (a reader's review)."""
    elf = {**BEARS, "name": "Glistener Elf", "power": 1, "toughness": 1, "keywords": ["infect"]}
    for blocker, infected in ((None, "gives %(player)s"), (BEARS, "puts %(n)s -1/-1 counter on")):
        told = events(run_data(fight(elf, blocker, [])))
        dealt = next(at for at, e in enumerate(told) if e.startswith("%(object)s deals %(n)s combat damage to"))
        assert infected in told[dealt + 1]


def test_ten_poison_counters_lose_the_game() -> None:
    elf = {**BEARS, "name": "Glistener Elf", "power": 1, "toughness": 1, "keywords": ["infect"]}
    data = fight(elf, None, [{"player": "bob", "lost": True}])
    data["players"][1]["poison"] = 9
    result = run_data(data)
    assert result.passed and "704.5c" in rules_applied(result)


def test_indestructible_survives_lethal_and_deathtouch_damage() -> None:
    myr = {**BEARS, "name": "Darksteel Myr", "power": 0, "toughness": 1, "keywords": ["indestructible"]}
    rats = {**BEARS, "name": "Typhoid Rats", "power": 1, "toughness": 1, "keywords": ["deathtouch"]}
    result = run_data(fight(myr, rats, [{"object": "a", "zone": "battlefield", "damage": 1}]))
    assert result.passed and "702.12b" in rules_applied(result)
    assert not [msgid for msgid in events(result) if msgid.endswith("it is destroyed.")]


def test_destroy_effects_do_not_destroy_indestructible() -> None:
    murder = {
        "name": "Murder",
        "cost": "{1}{B}{B}",
        "types": ["instant"],
        "targets": ["creature"],
        "effects": [{"effect": "destroy", "to": "target1"}],
    }
    myr = {**BEARS, "keywords": ["indestructible"]}
    data = scenario_data(
        [card("myr", myr), card("murder", murder)],
        {"battlefield": ["myr"], "hand": ["murder"]},
        actions=[{"do": "cast", "player": "alice", "card": "murder", "targets": ["myr"]}, {"do": "resolve"}],
        expect=[{"object": "myr", "zone": "battlefield"}],
    )
    result = run_data(data)
    assert result.passed and "%(object)s is indestructible: it isn't destroyed." in events(result)


def test_a_creature_given_first_strike_late_deals_its_damage_in_the_second_step_as_702_7c_says() -> None:
    """The catalogue's first-strike-granted-late: the Hill Giant, given first strike after the
    first combat damage step, deals its damage in the second. The step's note had said that
    "creatures without first strike" deal damage there, beside the giant with first strike, and
    cited neither 702.7c nor what 510.4 says: those that had neither ability as the first began."""
    scenario = load_scenarios(SCENARIO_DIR)["first-strike-granted-late"]
    second = "The second combat damage step begins: the creatures that had neither first strike nor double "
    for late, cited in ((True, True), (False, False)):
        result = run(scenario, {"late": late})
        notes = [note for step in result.steps for note in step.notes if note.message.msgid.startswith(second)]
        assert result.passed and len(notes) == 1
        assert ("702.7c" in notes[0].rules) == cited


def test_a_creature_with_power_0_says_it_assigns_no_combat_damage() -> None:
    """Darksteel Myr (0/1) attacked and dealt nothing, and the trace said nothing of why: the
    ruling that a creature with power 0 or less assigns no combat damage had no rule on its page
    (510.1a; a judge's review)."""
    myr = {"name": "Darksteel Myr", "cost": "{3}", "types": ["artifact", "creature"], "power": 0, "toughness": 1}
    result = run_data(fight(myr, None, [{"player": "bob", "life": 20}]))
    assert result.passed
    assert "510.1a" in rules_applied(result)


def test_combat_ends_only_once_what_the_damage_triggered_has_resolved() -> None:
    """500.2: the combat damage step ends when its stack is empty. Speed's trigger on Bob's
    life loss had gone on the stack and combat had ended with it waiting (a judge's review)."""
    scenario = load_scenarios(SCENARIO_DIR)["speed-start-your-engines"]
    said = events(run(scenario, {"shock_target": "alice"}))
    resolved = said.index("The speed of %(player)s increases from %(before)s to %(after)s.")
    assert said.index("Combat ends; the postcombat main phase begins.") > resolved


def test_an_indestructible_creature_dealt_lethal_damage_by_a_spell_is_told_of_after_the_spell_resolved() -> None:
    """The note that Darksteel Myr is not destroyed came before "Shock is put into its owner's
    graveyard": it is the state-based actions' check (704.5g), which comes after the spell has
    finished resolving (608.2n; a judge's review)."""
    scenario = load_scenarios(SCENARIO_DIR)["combat-indestructible"]
    result = run(scenario, {"how": "shock"})
    said = events(result)
    graveyard = said.index("%(object)s is put into its owner's graveyard.")
    told = said.index("%(object)s has lethal damage marked but is indestructible: it isn't destroyed.")
    assert result.passed and graveyard < told


def test_deathtouch_damage_to_an_indestructible_creature_is_told_by_the_deathtouch_check() -> None:
    """Typhoid Rats' damage to Darksteel Myr was "enough to destroy it", and the next line said
    the Myr had lethal damage marked but was indestructible (704.5g): the check that destroys a
    creature dealt deathtouch damage is 704.5h, which an indestructible creature survives as well
    (a judge's review of the examples, 7 December)."""
    result = run(load_scenarios(SCENARIO_DIR)["combat-indestructible"], {"how": "deathtouch"})
    notes = [(note.message.msgid, note.rules) for step in result.steps for note in step.notes]
    survived = [rules for msgid, rules in notes if "indestructible: it isn't destroyed" in msgid]
    assert result.passed and survived == [("702.12b", "704.5g", "704.5h")], "1 damage to a 1/1: lethal too"
    assert not [msgid for msgid, _ in notes if "enough to destroy" in msgid]


def test_the_end_of_combat_step_is_told_before_combat_ends() -> None:
    """Every combat went from damage straight to "Combat ends" (511.3): the end of combat step,
    where the active player gets priority and "at end of combat" abilities trigger (511.1), was
    never shown (a judge's review of the examples, 7 December)."""
    result = run(load_scenarios(SCENARIO_DIR)["combat-trample"], {})
    notes = [(note.message.msgid, note.rules) for step in result.steps for note in step.notes]
    ends = [i for i, (msgid, _) in enumerate(notes) if msgid == "Combat ends; the postcombat main phase begins."]
    assert result.passed and ends and notes[ends[0] - 1][1] == ("511.1",)


def test_blockers_are_declared_before_combat_damage_in_every_example() -> None:
    """Combat Flash's variant where Bob's Grizzly Bears can't be cast went from the attack to the
    damage: no declare blockers step, no "Hill Giant is unblocked" (509.1h; a judge's review of
    the examples, 7 December). Every example's run, with its defaults and with that variant."""
    runs = [(scenario, scenario.defaults()) for scenario in load_scenarios(SCENARIO_DIR).values()]
    runs.append((load_scenarios(SCENARIO_DIR)["combat-flash"], {"creature": "bears"}))
    skipped = []
    for scenario, values in runs:
        rules = rules_applied(run(scenario, values))
        damage = [i for i, rule in enumerate(rules) if rule in ("510.1a", "510.2")]
        if damage and not any(rule.startswith("509.1") for rule in rules[: damage[0]]):
            skipped.append((scenario.id, values))
    assert skipped == []
