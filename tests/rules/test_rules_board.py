"""The board picture: permanents under their controllers, Auras on their hosts."""

from __future__ import annotations

import gettext

from corpus.rules.engine.roles import create_role
from corpus.rules.scenario.board import snapshot
from corpus.rules.text.localize import render
from tests.support.helpers import html_soup
from tests.support.rules_helpers import BEARS, card, make_game, run_data, scenario_data


def test_roles_are_drawn_on_the_creature_with_their_own_controller() -> None:
    g = make_game(scenario_data([card("bears", BEARS)], {"battlefield": ["bears"]}))
    create_role(g, "bob", "cursed", g.by_label("bears"), "cursed")
    board = snapshot(g)
    alice, bob = board["players"]
    [bears] = alice["battlefield"]
    assert (bears["power"], bears["toughness"], bears["printed"]) == (1, 1, "2/2")
    assert [(a["label"], a["controller_id"]) for a in bears["attachments"]] == [("cursed", "bob")]
    assert bob["battlefield"] == [] and alice["active"] and not bob["active"]
    assert [a["label"] for a in bob["attached_elsewhere"]] == ["cursed"]
    assert bob["attached_elsewhere"][0]["host_controller"] == "Alice"
    assert alice["attached_elsewhere"] == [], "a player's own Aura on their own creature is drawn on it only"


def test_the_page_lists_a_players_aura_on_anothers_creature_in_their_area(client) -> None:
    """After Bob takes the enchanted creature, Alice's area said „Keine bleibenden Karten“ while
    she controlled two Auras on it (a judge's review)."""
    page = html_soup(
        client.get("/de/examples/control-auras-stay/run", query_string={"taken": "bears"}).get_data(as_text=True)
    )
    after = page.select(".trace figure.board")[-1]
    alice = next(p for p in after.select(".board__player") if p.get("aria-label") == "Alice")
    assert not alice.select(".board__empty")
    shown = [" ".join(item.get_text(" ", strip=True).split()) for item in alice.select(".permanent--elsewhere")]
    assert shown and all("angelegt an Grizzlybären (Bob)" in item for item in shown), shown


def test_the_boards_caption_names_the_combat_step() -> None:
    """Within the combat phase the board names the step it shows (506.1): every board of a
    combat had said "combat phase" only (a judge's review)."""
    data = scenario_data(
        [card("bears", BEARS), card("lions", {**BEARS, "name": "Savannah Lions", "keywords": ["first strike"]})],
        {"battlefield": ["bears", "lions"]},
        {"battlefield": []},
        actions=[
            {"do": "phase", "to": "combat"},
            {"do": "attack", "player": "alice", "creatures": ["bears", "lions"]},
            {"do": "block", "player": "bob", "blocks": {}},
            {"do": "combat_damage", "step": "first"},
            {"do": "combat_damage"},
        ],
    )
    result = run_data(data)
    assert result.error is None, result.error
    boards = [render(step.board["phase"], gettext.NullTranslations(), "en") for step in result.steps]
    assert boards[-5:] == [
        "combat phase, beginning of combat step",
        "combat phase, declare attackers step",
        "combat phase, declare blockers step",
        "combat phase, first combat damage step",
        "postcombat main phase",
    ]
