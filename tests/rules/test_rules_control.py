"""Control changes (613.1b, 303.4e): an Aura's controller is separate from its creature's."""

from __future__ import annotations

from corpus.rules import load_scenarios, run
from corpus.rules.engine.control import gain_control
from corpus.rules.engine.layers import characteristics
from corpus.rules.engine.roles import create_role
from tests.support.rules_helpers import BEARS, LIONS, card, events, make_game, scenario_data
from tests.support.ruling_links import SCENARIOS


def test_taking_the_creature_leaves_its_roles_with_their_controllers() -> None:
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}))
    bears = g.by_label("bears")
    [role] = create_role(g, "alice", "monster", bears)
    stamp = role.timestamp
    gain_control(g, "bob", bears, until_end_of_turn=True)
    assert characteristics(g, bears).controller == "bob"
    assert characteristics(g, role).controller == "alice"
    assert bears.sick and role.timestamp == stamp


def test_a_control_change_cites_the_rules_of_what_it_involves() -> None:
    """613.1b always; an attachment's own controller (303.4e for an Aura, 301.5d for an
    Equipment) only where one is involved; removal from combat (506.4) only for an attacker."""
    equipment = {"name": "Bonesplitter", "cost": "{1}", "types": ["artifact"], "subtypes": ["Equipment"]}
    g = make_game(
        scenario_data(
            [card("bears", BEARS), card("lions", LIONS), card("bonesplitter", equipment)],
            {"battlefield": ["bears", "lions", {"card": "bonesplitter", "attached_to": "lions"}]},
        )
    )
    g.by_label("bears").attacking = True
    gain_control(g, "bob", g.by_label("bears"), until_end_of_turn=False)
    assert [note.rules for note in g.notes[-2:]] == [("613.1b",), ("506.4",)]
    gain_control(g, "bob", g.by_label("lions"), until_end_of_turn=False)
    assert g.notes[-1].rules == ("613.1b", "301.5d")
    [role] = create_role(g, "alice", "monster", g.by_label("bears"))
    gain_control(g, "alice", role, until_end_of_turn=False)
    assert g.notes[-1].rules == ("613.1b", "303.4e")


def test_act_of_treason_untaps_the_creature_it_takes_and_says_so() -> None:
    """ "Untap that creature." was never seen: the Hill Giant began untapped and an untap of an
    untapped permanent said nothing (a judge's review of the examples, 7 December). Bob's Giant
    now begins tapped, and Alice's own untapped Bears are said to stay as they are (701.26b)."""
    scenario = load_scenarios(SCENARIOS)["act-of-treason"]
    for target, said in (
        ("giant", "%(object)s untaps."),
        ("bears", "%(object)s is untapped already: only a tapped permanent can be untapped."),
    ):
        result = run(scenario, {"target": target})
        assert result.passed and said in events(result), target
