"""Reader input is only compared with the declared parameters, never evaluated."""

from __future__ import annotations

import pytest

from corpus.rules.scenario.params import ParamErrors, check_conditions, read_params, resolve_values, substitute
from corpus.rules.scenario.tables import Table

DECLARED = {
    "params": [
        {"name": "role", "type": "role", "label": "Role", "default": "wicked", "choices": ["wicked", "monster"]},
        {"name": "power", "type": "int", "label": {"en": "Power", "de": "Stärke"}, "default": 2, "min": 0, "max": 5},
        {"name": "shield", "type": "bool", "label": "Protection", "default": False},
        {"name": "who", "type": "player", "label": "Player", "default": "bob"},
        {
            "name": "order",
            "type": "choice",
            "label": "Order",
            "default": "a",
            "choices": [{"value": "a", "label": "A"}, {"value": "b", "label": "B"}],
        },
    ]
}


def params():
    return read_params(Table(DECLARED, "", "t.toml"), {"alice": "Alice", "bob": "Bob"})


def test_defaults_and_form_values() -> None:
    values = resolve_values(params(), {"role": "monster", "power": " 5 ", "shield": "on", "who": "alice", "order": "b"})
    assert values == {"role": "monster", "power": 5, "shield": True, "who": "alice", "order": "b"}
    assert resolve_values(params(), None)["power"] == 2


@pytest.mark.parametrize(("typed", "value"), [("3", 3), ("٣", 3), ("０", 0), ("-0", 0)])
def test_whole_numbers_in_any_script_of_decimal_digits(typed: str, value: int) -> None:
    """What int() reads as a number is taken: Arabic-Indic and full-width digits too."""
    assert resolve_values(params(), {"power": typed})["power"] == value


@pytest.mark.parametrize(
    "given, field",
    [
        ({"role": "cursed"}, "role"),
        ({"role": "__import__('os')"}, "role"),
        ({"power": "6"}, "power"),
        ({"power": "1e3"}, "power"),
        ({"power": "9" * 100}, "power"),
        ({"power": "²"}, "power"),
        ({"power": "--3"}, "power"),
        ({"power": "-"}, "power"),
        ({"power": ""}, "power"),
        ({"power": True}, "power"),
        ({"shield": "maybe"}, "shield"),
        ({"who": "carol"}, "who"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_values_name_their_field(given: dict, field: str) -> None:
    with pytest.raises(ParamErrors) as excinfo:
        resolve_values(params(), given)
    assert [e.name for e in excinfo.value.errors] == [field]


def test_substitution_replaces_whole_strings_and_filters_list_entries() -> None:
    data = {
        "role": "$role",
        "text": "say $role",
        "steps": [{"a": 1, "only_if": {"shield": True}}, {"b": "$power", "only_if": {"role": ["wicked", "monster"]}}],
    }
    assert substitute(data, {"role": "wicked", "power": 3, "shield": False}) == {
        "role": "wicked",
        "text": "say $role",
        "steps": [{"b": 3}],
    }


def test_conditions_must_name_declared_parameters_and_values() -> None:
    assert check_conditions({"x": [{"only_if": {"role": "monster"}}]}, params()) is None
    assert "no parameter 'colour'" in check_conditions({"x": [{"only_if": {"colour": "red"}}]}, params())
    assert "'cursed' is not a value of 'role'" in check_conditions({"x": [{"only_if": {"role": "cursed"}}]}, params())
    assert "must be a table" in check_conditions({"x": [{"only_if": [{"role": "wicked"}]}]}, params())
