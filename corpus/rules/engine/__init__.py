"""The rules engine: the game state and the rules that change it, one module per rules topic.

Importing the modules below registers every effect kind they implement (effects.handles).
"""

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
