"""Costs, power/toughness and loyalty for the cards whose data has none, from the cards the
example scenarios share (corpus/scenarios/cards/*.toml, written from the printed cards).

The imported card data (German names, types and texts from MTGJSON foreignData) has no mana
cost, power, toughness or loyalty: without this, the page of Jace Beleren, a card the examples
use, would show neither its cost nor its loyalty. A value the card data gives is kept.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from corpus.rules import ScenarioError
from corpus.rules.scenario.scenario import read_library

from .examples import SCENARIO_DIR, scenario_fault
from .model import Card, Corpus


def add_printed_values(corpus_dir: Path, corpus: Corpus) -> None:
    """Fill in the cost and printed values of the corpus's cards that a shared card describes
    (same key as the card's id)."""
    folder = corpus_dir / SCENARIO_DIR
    if not folder.is_dir():
        return
    try:
        library = read_library(folder, f"{corpus_dir.name}/{SCENARIO_DIR}/")
    except ScenarioError as exc:
        raise scenario_fault(exc) from None
    for key, described in library.items():
        card = corpus.cards.get(key)
        if card is not None:
            _fill(card, described)


def _fill(card: Card, described: dict) -> None:
    """The card's first face in each language gets what it lacks of the described card."""
    printed = {
        name: str(described[name]) for name in ("power", "toughness", "loyalty") if described.get(name) is not None
    }
    cost = str(described.get("cost") or "")
    card.mana_cost = card.mana_cost or cost
    for lang, faces in card.faces.items():
        if not faces:
            continue
        first = faces[0]
        missing = {name: value for name, value in printed.items() if not getattr(first, name)}
        card.faces[lang] = [replace(first, mana_cost=first.mana_cost or cost, **missing), *faces[1:]]
