"""Several groups of Roles that entered together, each needing its own choice (613.7m, 704.5y).

When one event gives two creatures two Roles of one player each (Doubling Season), each
creature's pair shares a timestamp and the player chooses which Role of each pair stays. A
written choice belongs to the group whose Role it names, whatever order the engine meets
the groups in.
"""

from __future__ import annotations

import pytest

from tests.support.rules_helpers import BEARS, LIONS, card, run_data, scenario_data

SEASON = {"name": "Doubling Season", "types": ["enchantment"], "abilities": [{"static": "double_tokens"}]}
TWO_ROLES = {
    "name": "Double Casting",
    "cost": "{1}{G}",
    "types": ["instant"],
    "targets": ["creature", "creature"],
    "effects": [
        {"effect": "create_role", "role": "monster", "attached_to": "target1"},
        {"effect": "create_role", "role": "monster", "attached_to": "target2"},
    ],
}


def two_groups(keep: list[str]) -> dict:
    return scenario_data(
        [card("bears", BEARS), card("lions", LIONS), card("season", SEASON), card("spell", TWO_ROLES)],
        {"battlefield": ["bears", "lions", "season"], "hand": ["spell"]},
        actions=[
            {"do": "cast", "player": "alice", "card": "spell", "targets": ["bears", "lions"]},
            *({"do": "choose", "player": "alice", "keep_role": label} for label in keep),
            {"do": "resolve"},
        ],
        expect=[{"object": label, "exists": True} for label in keep]
        + [
            {"object": label, "exists": False}
            for label in ("monster", "monster-2", "monster-3", "monster-4")
            if label not in keep
        ],
    )


@pytest.mark.parametrize(
    "keep",
    [
        ["monster-2", "monster-3"],  # in the order the groups were created
        ["monster-3", "monster-2"],  # the other group's choice written first
        ["monster-4", "monster"],
    ],
)
def test_each_choice_applies_to_the_group_whose_role_it_names(keep: list[str]) -> None:
    result = run_data(two_groups(keep))
    assert result.error is None, result.error
    assert result.passed


def test_a_choice_naming_no_role_of_the_group_is_still_refused() -> None:
    result = run_data(two_groups(["monster-2", "bears"]))
    assert result.error is not None and result.error_rules == ("704.5y",)
