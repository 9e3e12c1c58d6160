"""Mana values, colors and keywords of the card vocabulary (rules 202.2, 202.3, 702.21a)."""

from __future__ import annotations

from corpus.rules.engine.model import cost_colors, is_keyword, mana_value, ward_cost


def test_mana_value_counts_every_symbol_and_x_is_zero() -> None:
    assert mana_value("{3}{G}") == 4
    assert mana_value("{1}{B}{B}") == 3
    assert mana_value("{X}{R}") == 1
    assert mana_value(None) == 0


def test_colors_come_from_the_mana_cost_in_wubrg_order() -> None:
    assert cost_colors("{G}{W}{U}") == ("white", "blue", "green")
    assert cost_colors("{3}") == ()


def test_keywords_and_ward_costs() -> None:
    assert is_keyword("protection from enchantments")
    assert is_keyword("ward {2}")
    assert not is_keyword("ward 2")
    assert ward_cost(frozenset({"trample", "ward {1}"})) == 1
    assert ward_cost(frozenset({"trample"})) is None
