"""The board picture: permanents under their controllers, Auras on their hosts."""

from __future__ import annotations

from corpus.rules.engine.roles import create_role
from corpus.rules.scenario.board import snapshot
from tests.support.helpers import html_soup
from tests.support.rules_helpers import BEARS, card, make_game, scenario_data


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
