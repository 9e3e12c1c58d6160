"""Players and game objects: cards, tokens, copies of spells, abilities on the stack.

Objects are identified two ways. `oid` names one object: when a card changes zones it becomes a
new object with a new oid and no memory of the old one (rule 400.7). `label` is the scenario's
handle for the physical card or token across zones ("bear", "werefox", "wicked-1").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..text.messages import Text
from .model import ActivatedAbility, CardDef, TriggeredAbility

PLAYER_ZONES = ("library", "hand", "graveyard")  # each player's own (rule 400.1)


@dataclass
class Player:
    id: str
    name: str
    life: int = 20
    library: list[int] = field(default_factory=list)  # top first
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)  # top last
    lost: bool = False
    drew_from_empty: bool = False
    mana_spent: int = 0
    mana_added: int = 0  # by mana abilities (rule 605.3b); paying with mana isn't modelled
    spells_cast: int = 0
    poison: int = 0  # poison counters (rules 122.1f, 704.5c)
    speed: int | None = None  # none until a rule or effect sets it (702.179b)
    speed_triggered: int = 0  # the turn its speed ability last triggered (702.179d)
    dungeons_completed: int = 0  # rule 309.7


@dataclass(frozen=True)
class Target:
    """A chosen target: an object (by oid, so a new object is a different target) or a player."""

    oid: int | None = None
    player: str | None = None
    zone: str = ""
    instance: int = 0  # the instance of the word "target" it was chosen for (rule 115.3)


@dataclass(eq=False)
class GameObj:
    """A card, token or copy of a spell in some zone."""

    oid: int
    label: str
    card: CardDef
    owner: str
    zone: str
    controller: str | None = None  # before control-changing effects (layer 2)
    token: bool = False
    spell_copy: bool = False  # a copy of a spell (rule 707.10)
    copied_name: Text | None = None  # for a copy of a spell: the name of the spell it copies
    copy_of: CardDef | None = None  # a copy effect's copiable values (layer 1, rule 707.2)
    as_adventure: bool = False  # on the stack as an Adventure (rule 715.3b)
    timestamp: int = 0
    attached_to: int | None = None
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    tapped: bool = False
    attacking: bool = False
    blocked: bool = False  # an attacking creature that was blocked stays blocked (509.1h)
    blocking: int | None = None  # the oid of the attacking creature it blocks (509.1a)
    struck_first: bool = False  # dealt damage in this combat's first-strike damage step (510.4)
    deathtouched: bool = False  # dealt damage by a source with deathtouch since the last check (704.5h)
    damaged: bool = False  # dealt damage since the last check (an indestructible one is told of, 702.12b)
    sick: bool = False  # not controlled continuously since the turn began (rule 302.6)
    targets: tuple[Target | None, ...] = ()
    play_permission: str | None = None  # the player who may cast it from exile (rule 715.3d)
    chosen_name: str | None = None
    number: int | None = None  # tells apart objects with the same name in the trace
    is_ability: bool = False
    phased_out: bool = False  # treated as though it doesn't exist (rule 702.26b)
    phased_indirectly: bool = False  # phased out with what it is attached to (702.26g)
    phased_out_under: str | None = None  # its controller when it phased out (702.26a)
    protector: str | None = None  # a battle's protector (310.8)
    sector: str | None = None  # its sector designation (702.158b)
    room: str | None = None  # a dungeon's room its owner's venture marker is on (309.4)

    @property
    def copiable(self) -> CardDef:
        return self.copy_of or self.card


@dataclass(eq=False)
class StackAbility:
    """An activated or triggered ability on the stack (rules 602, 603.3)."""

    oid: int
    label: str
    source_oid: int | None  # None: an ability with no source (a player's speed, 702.179d)
    source_name: Text
    controller: str
    ability: TriggeredAbility | ActivatedAbility
    targets: tuple[Target | None, ...] = ()
    ward_spell: int | None = None  # for ward: the spell or ability to counter (rule 702.21a)
    ward_cost: int = 0
    zone: str = "stack"
    is_ability: bool = True
    number: int | None = None

    @property
    def owner(self) -> str:
        return self.controller


StackItem = GameObj | StackAbility
