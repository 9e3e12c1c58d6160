"""The rules engine: the game state and the rules that change it, one module per rules topic."""

from . import (
    dungeons,
    equipment,
    explore,
    fight,
    mana,
    one_shot_effects,
    phasing,
    predefined_tokens,
    reflexive,
    speed,
    stack,
)

# The modules that implement effects: importing them registers every effect kind (effects.handles).
EFFECT_MODULES = (
    dungeons,
    equipment,
    explore,
    fight,
    mana,
    one_shot_effects,
    phasing,
    predefined_tokens,
    reflexive,
    speed,
    stack,
)
