"""Choosing a card name (201.4): an Adventure's name, checked with its own characteristics (715.5)."""

from __future__ import annotations

from corpus.rules import load_scenarios
from corpus.rules import run as run_scenario
from tests.support.rules_helpers import BEARS, WEREFOX, card, events, run_data, scenario_data
from tests.support.ruling_links import SCENARIOS as SCENARIO_DIR


def mage(choose: dict) -> dict:
    return {
        "name": "Mage",
        "types": ["creature"],
        "power": 2,
        "toughness": 2,
        "abilities": [{"static": "name_lock", "choose": choose}],
    }


def run(name: str, choose: dict):
    data = scenario_data(
        [card("mage", mage(choose)), card("fox", WEREFOX), card("bears", BEARS)],
        {"hand": ["mage", "fox"], "battlefield": ["bears"]},
        actions=[
            {"do": "choose", "player": "alice", "card_name": name},
            {"do": "cast", "player": "alice", "card": "mage"},
            {"do": "resolve"},
            {"do": "cast", "player": "alice", "card": "fox", "adventure": True, "targets": ["bears"], "illegal": True},
        ],
    )
    return run_data(data)


def test_the_adventure_name_can_be_chosen_and_locks_only_the_adventure() -> None:
    assert run("Guard Change", {"not_types": ["land"]}).passed


def test_a_name_with_required_characteristics_uses_the_adventures_own() -> None:
    assert run("Guard Change", {"types": ["instant"]}).passed
    assert run("Ferocious Werefox", {"types": ["instant"]}).error_rules == ("201.4a", "715.5")
    assert run("Black Lotus", {}).error_rules == ("201.4",)


def test_the_name_is_chosen_as_the_permanent_enters_before_it_is_on_the_battlefield() -> None:
    """ "As this enters, choose" is a replacement effect (614.1c): the choice comes first."""
    said = events(run("Guard Change", {"not_types": ["land"]}))
    chosen = said.index("As %(object)s enters, %(player)s chooses the name %(name)s.")
    assert chosen < said.index("%(object)s enters the battlefield under %(player)s's control.")


def test_a_token_copy_names_its_card_before_it_is_created() -> None:
    """A token copy of Meddling Mage (Cackling Counterpart): the name is chosen as the token
    enters (614.12a), before the trace says it is created (a judge's review)."""
    scenario = load_scenarios(SCENARIO_DIR)["copy-enters-abilities"]
    said = events(run_scenario(scenario, {"copier": "token", "copied": "mage"}))
    chosen = said.index("As %(object)s enters, %(player)s chooses the name %(name)s.")
    assert chosen < said.index(
        "%(player)s creates %(token)s, a token that's a copy of %(object)s: it copies the copiable values."
    )
