"""The card vocabulary as data: faces, abilities, effects, targets and filters.

A card is one or two sets of characteristics (a normal face and, for an adventurer card, the
Adventure's alternative characteristics, rule 715.2). `vocabulary.py` builds these from a
scenario's tables; `roles.py` defines the seven Role tokens with them (rule 111.10).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..text.messages import Text

CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})  # rule 110.4b
COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
PLAIN_KEYWORDS = (
    frozenset(
        {
            "flying",
            "trample",
            "haste",
            "hexproof",
            "shroud",
            "vigilance",
            "protection from enchantments",
            "enchant creature",
            "phasing",
        }
    )
    | frozenset({"start your engines!", "space sculptor", "prowess"})
    | frozenset(
        {
            "deathtouch",
            "lifelink",
            "first strike",
            "double strike",
            "menace",
            "reach",
            "defender",
            "indestructible",
            "flash",
            "infect",
        }
    )
)
WARD = re.compile(r"^ward \{(\d+)\}$")
EQUIP = re.compile(r"^equip \{(\d+)\}$")
MANA_COST = re.compile(r"^(\{(?:\d+|[WUBRGCX])\})*$")
_SYMBOL = re.compile(r"\{(\d+|[WUBRGCX])\}")


def is_keyword(text: str) -> bool:
    return text in PLAIN_KEYWORDS or bool(WARD.match(text) or EQUIP.match(text))


def ward_cost(keywords: frozenset[str]) -> int | None:
    """The generic mana of a "ward {N}" keyword (rule 702.21a), if there is one."""
    for keyword in keywords:
        match = WARD.match(keyword)
        if match:
            return int(match.group(1))
    return None


@lru_cache(maxsize=512)
def mana_value(cost: str | None) -> int:
    """Rule 202.3: the total amount of mana in the cost; X is 0 outside the stack."""
    if not cost:
        return 0
    return sum(int(s) if s.isdigit() else (0 if s == "X" else 1) for s in _SYMBOL.findall(cost))


@lru_cache(maxsize=512)
def cost_colors(cost: str | None) -> tuple[str, ...]:
    """Rule 202.2: an object is the colors of the mana symbols in its mana cost."""
    found = {COLORS[s] for s in _SYMBOL.findall(cost or "") if s in COLORS}
    return tuple(c for c in COLORS.values() if c in found)


@dataclass(frozen=True)
class Filter:
    """What an object must be for a target, a trigger or a permission; empty means anything."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    controller: str | None = None  # "you" or "opponent", relative to the ability's controller
    subtypes: tuple[str, ...] = ()  # one of them ("a Food")
    has_adventure: bool | None = None
    another: bool = False  # not the source itself


@dataclass(frozen=True)
class TargetSpec:
    """One instance of the word "target" (rule 115.1)."""

    what: str  # "permanent", "spell", "card" (in a graveyard) or "player"
    filter: Filter = Filter()
    optional: bool = False  # "up to one target"
    zone: str = "battlefield"
    instance: int = 0  # which instance of the word; "up to two targets" is two specs of one (115.3)


@dataclass(frozen=True)
class Effect:
    """One instruction of a spell or ability, followed in order as it resolves (rule 608.2c)."""

    kind: str
    args: dict = field(default_factory=dict, hash=False, compare=False)
    ref: str | None = None  # "target1", "target2", "self", "enchanted"


@dataclass(frozen=True)
class TriggeredAbility:
    """ "When/Whenever [event], [if condition,] [effect]" (rules 603.1, 603.4)."""

    event: str  # enters, attacks, dies, you_cast, permanent_enters, chapter
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    filter: Filter | None = None  # which spells (you_cast) or which entering permanents (permanent_enters)
    toughness_at_most: int | None = None  # the intervening "if" of the Young Hero Role
    chapter: int | None = None  # a Saga's chapter ability: its number (714.2)


@dataclass(frozen=True)
class ActivatedAbility:
    """ "[Cost]: [Effect.]" (rule 602.1); the cost is mana plus, optionally, {T} (107.5),
    discarding a card (701.9a) and sacrificing the source (701.21a)."""

    cost: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    sacrifice: bool = False
    tap: bool = False
    discard: bool = False
    as_sorcery: bool = False  # "Activate only as a sorcery" (602.5d)

    @property
    def is_mana_ability(self) -> bool:
        """Rule 605.1a: no target, could add mana (and not a loyalty ability)."""
        return not self.targets and any(effect.kind == "add_mana" for effect in self.effects)


@dataclass(frozen=True)
class StaticAbility:
    """A statement that is simply true while its object is on the battlefield (rule 113.3d)."""

    kind: str
    args: dict = field(default_factory=dict, hash=False, compare=False)


@dataclass(frozen=True)
class Face:
    """One set of characteristics: a card's normal ones, or an Adventure's alternative ones."""

    name: Text
    name_en: str
    cost: str | None = None
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None  # printed loyalty (306.5a)
    defense: int | None = None  # printed defense (310.4a)
    keywords: tuple[str, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    activated: tuple[ActivatedAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    text: Text | None = None  # the printed rules text, shown to readers
    # What of the printed text the engine does not play out (Akroma's protection from colours),
    # said beside it: the board shows the abilities the engine has.
    not_played: Text | None = None
    made_up: bool = False  # no printed card: invented for an example, and the page says so

    @property
    def is_permanent(self) -> bool:
        return bool(PERMANENT_TYPES & set(self.types))


@dataclass(frozen=True)
class CardDef:
    """A card (or a token's definition): its normal face and, if any, its Adventure (rule 715.2)."""

    key: str
    face: Face
    adventure: Face | None = None
