"""The game state: players, zones, objects, timestamps, continuous effects, choices, the trace.

Everything that changes the state goes through `Game` methods or the rules modules that call
them; each change of zone makes a new object (rule 400.7) and gives it a timestamp (613.7d).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..text.messages import N_, NP_, Message, Numbered, Text, msg
from .errors import IllegalAction, RunLimitExceeded
from .layers import characteristics
from .loyalty_defense import enters_with_counters
from .model import CardDef, TriggeredAbility
from .objects import PLAYER_ZONES, GameObj, Player, StackAbility, StackItem
from .protectors import enters_with_protector
from .sagas import enters_with_lore

if TYPE_CHECKING:
    from .triggers import Pending

PHASES = ("main1", "combat", "main2", "end")


@dataclass(frozen=True)
class Note:
    """One thing that happened, with the rules that made it happen."""

    message: Message
    rules: tuple[str, ...] = ()


@dataclass
class ContinuousEffect:
    """An effect from a resolved spell or ability (rule 611.2), with its timestamp (613.7b)."""

    kind: str  # "pump", "gain_keyword", "control"
    oid: int
    timestamp: int
    until_end_of_turn: bool
    args: dict = field(default_factory=dict)


@dataclass
class Event:
    """Something triggered abilities watch for (rule 603.2)."""

    kind: str  # "zone_change", "cast", "attacks", "targeted", "lore_counters", "life_lost"
    obj: StackItem | None = None  # the object after the event (new object for zone changes)
    old: GameObj | None = None  # the object before a zone change (for look-back, 603.10a)
    lki: object | None = None  # its characteristics just before the event
    from_zone: str = ""
    to_zone: str = ""
    before: int = 0  # lore counters before some were put on (714.2b)
    by: StackItem | None = None  # the spell or ability that targets (for ward)
    player: str = ""  # the player who lost life


@dataclass
class Choice:
    """A decision written in the scenario, used by the next decision of its kind."""

    player: str
    kind: str
    data: dict


@dataclass
class Limits:
    max_notes: int = 2000
    max_seconds: float = 2.0


class Game:
    def __init__(self, players: list[Player], limits: Limits | None = None) -> None:
        self.players: dict[str, Player] = {p.id: p for p in players}
        self.order = [p.id for p in players]
        self.objects: dict[int, StackItem] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []  # dungeons (rule 309.2b)
        self.labels: dict[str, int] = {}
        self.last_names: dict[str, Text] = {}  # how each label was last shown, for gone objects
        # What a label names before its object exists: the kind of token it would be (setup.py).
        self.to_be: dict[str, Text] = {}
        self.cards: list[CardDef] = []  # every card the scenario defines (for card names)
        self.effects: list[ContinuousEffect] = []
        self.pending: list[Pending] = []  # triggered abilities waiting for the stack (603.3)
        self.choices: list[Choice] = []
        self.notes: list[Note] = []
        self.rules_applied: set[str] = set()
        self.turn = 1
        self.active = self.order[0]
        self.phase = "main1"
        self.step: str | None = None  # the combat phase's step (STEP_WORDS), which the board names
        self.combat_over = False  # combat damage dealt: combat ends when the stack is empty (damage.py)
        self.used_once: set[tuple[int, int]] = set()
        self.on_event: Callable[[Game, Event], None] | None = None
        self._held: list[Event] | None = None
        self._next_oid = 1
        self._clock = 0
        self._token_numbers: dict[str, int] = {}
        self.version = 0  # changes whenever something characteristics depend on changes
        self.memo: dict[object, object] = {}  # values derived from the state at `memo_version`
        self.memo_version = 0
        self.limits = limits or Limits()
        self._deadline = time.monotonic() + self.limits.max_seconds
        self._note_count = 0

    # --- the trace -------------------------------------------------------------------------

    def note(self, message: Message, *rules: str) -> None:
        self._note_count += 1
        if self._note_count > self.limits.max_notes:
            raise RunLimitExceeded(
                msg(
                    NP_(
                        "The example took more than %(n)s step and was stopped.",
                        "The example took more than %(n)s steps and was stopped.",
                    ),
                    n=self.limits.max_notes,
                )
            )
        self.check_time()
        self.notes.append(Note(message, rules))
        self.rules_applied.update(rules)

    def check_time(self) -> None:
        if time.monotonic() > self._deadline:
            seconds = self.limits.max_seconds
            raise RunLimitExceeded(
                msg(
                    NP_(
                        "The example took longer than %(n)s second and was stopped.",
                        "The example took longer than %(n)s seconds and was stopped.",
                    ),
                    n=int(seconds) if float(seconds).is_integer() else seconds,
                )
            )

    def take_notes(self) -> list[Note]:
        notes, self.notes = self.notes, []
        return notes

    def changed(self) -> None:
        """Something an object's characteristics depend on changed: forget computed ones."""
        self.version += 1

    def remembered(self, key: object, compute: Callable[[], object]) -> object:
        """`compute()`, remembered until the game next changes."""
        if self.memo_version != self.version:
            self.memo.clear()
            self.memo_version = self.version
        if key not in self.memo:
            self.memo[key] = compute()
        return self.memo[key]

    # --- identities and timestamps -----------------------------------------------------------

    def tick(self) -> int:
        """A new timestamp (rule 613.7); objects entering together share one (see 613.7m)."""
        self._clock += 1
        return self._clock

    def new_oid(self) -> int:
        oid = self._next_oid
        self._next_oid += 1
        return oid

    def unique_label(self, wanted: str) -> str:
        if wanted not in self.labels:
            return wanted
        n = 2
        while f"{wanted}-{n}" in self.labels:
            n += 1
        return f"{wanted}-{n}"

    def token_number(self, card: CardDef) -> int:
        self._token_numbers[card.key] = self._token_numbers.get(card.key, 0) + 1
        return self._token_numbers[card.key]

    def display(self, item: StackItem) -> Text:
        """How the trace names an object: its current name, told apart from namesakes."""
        if isinstance(item, StackAbility):
            if item.source_oid is None:  # an ability with no source is named by itself (702.179d)
                return item.source_name
            return msg(N_("the ability of %(source)s"), source=item.source_name)
        if item.spell_copy and item.copied_name is not None:
            return msg(N_("the copy of %(name)s"), name=item.copied_name)
        name: Text = item.copiable.face.name
        if item.as_adventure and item.copiable.adventure:
            name = item.copiable.adventure.name
        if item.copy_of is not None:  # (the number tells the card apart from its namesakes: "Clone #1")
            card = Numbered(item.card.face.name, item.number) if item.number else item.card.face.name
            return Message(N_("%(card)s as a copy of %(name)s"), {"card": card, "name": name}, head="card")
        return Numbered(name, item.number) if item.number else name

    # --- finding things ------------------------------------------------------------------------

    def get(self, oid: int | None) -> StackItem | None:
        return self.objects.get(oid) if oid is not None else None

    def name_of(self, label: str) -> Text | str:
        """The label's object as the trace names it, even after it ceased to exist, and before
        it exists (a choice made in advance, a check that it was never created)."""
        item = self.by_label(label)
        if item is not None:
            return self.display(item)
        if label in self.last_names:
            return self.last_names[label]
        player = label.removeprefix("player:")
        if label.startswith("player:") and player in self.players:
            return self.player_name(player)
        return self._name_to_be(label)

    def _name_to_be(self, label: str) -> Text | str:
        """An object not created (yet), named by what it would be, never by its label:
        "monster-2" is Monster Role #2, "fox-copy" the copy of the Werefox. A label that names
        nothing the scenario can create stays as it is (a test over every scenario's trace
        finds it)."""
        base, _, number = label.rpartition("-")
        if not number.isdigit():
            base, number = label, ""
        if base.endswith("-copy"):
            return msg(N_("the copy of %(name)s"), name=self.name_of(base.removesuffix("-copy")))
        if base in self.to_be:
            return Numbered(self.to_be[base], int(number or 1))
        return label

    def card_name(self, english: str) -> Text | str:
        """A card name the scenario gives in English (a choice, a check) as the trace shows it:
        in the reader's language where a card of the game has it."""
        for card in self.cards:
            for face in (card.face, card.adventure):
                if face is not None and face.name_en == english:
                    return face.name
        return english

    def by_label(self, label: str) -> StackItem | None:
        oid = self.labels.get(label)
        return self.objects.get(oid) if oid is not None else None

    def current(self, oid: int) -> GameObj | None:
        """The object with this oid if it still exists (it has not changed zones since)."""
        item = self.objects.get(oid)
        return item if isinstance(item, GameObj) and item.zone != "gone" else None

    def permanents(self) -> list[GameObj]:
        """The permanents on the battlefield; phased-out ones are treated as though they don't
        exist (rule 702.26b), see phasing.py."""
        found = [self.objects[oid] for oid in self.battlefield]
        return [p for p in found if not p.phased_out]  # type: ignore[union-attr, misc]

    def stack_items(self) -> list[StackItem]:
        return [self.objects[oid] for oid in self.stack]

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.order if p != player]

    def apnap(self) -> list[str]:
        """Active player first, then the others in turn order (rule 101.4)."""
        start = self.order.index(self.active)
        return self.order[start:] + self.order[:start]

    def player_name(self, player: str) -> str:
        return self.players[player].name

    # --- zones ------------------------------------------------------------------------------

    def _zone_list(self, zone: str, owner: str) -> list[int]:
        if zone in PLAYER_ZONES:
            return getattr(self.players[owner], zone)
        return {"battlefield": self.battlefield, "stack": self.stack, "exile": self.exile, "command": self.command}[
            zone
        ]

    def put(self, item: StackItem, zone: str, *, bottom: bool = False) -> None:
        """Place a new object; rule 400.3: player zones are always its owner's."""
        item.zone = zone
        self.changed()
        self.objects[item.oid] = item
        self.labels[item.label] = item.oid
        self.last_names[item.label] = self.display(item)
        target = self._zone_list(zone, item.owner)
        if zone == "library" and not bottom:
            target.insert(0, item.oid)
        else:
            target.append(item.oid)

    def remove(self, item: StackItem) -> None:
        if item.zone in ("gone", ""):
            return
        self._zone_list(item.zone, item.owner).remove(item.oid)
        item.zone = "gone"
        self.changed()

    def move(
        self,
        obj: GameObj,
        zone: str,
        *,
        controller: str | None = None,
        bottom: bool = False,
        copy_of: CardDef | None = None,
        attached_to: int | None = None,
        becomes_token: bool = False,
        as_adventure: bool = False,
    ) -> GameObj:
        """Move `obj`; it becomes a new object (rule 400.7) with a new timestamp (613.7d).

        `copy_of` and `attached_to` apply as it enters (rules 707.5, 608.3c), before anything looks
        at the new object, and so do a planeswalker's loyalty, a battle's defense and protector, and
        a Saga's lore counters (306.5b, 310.4b, 310.8a, 714.3a); a copy of a permanent spell becomes
        a token (608.3f).
        """
        from_zone = obj.zone
        lki = None
        if from_zone == "battlefield":
            lki = characteristics(self, obj)
        self.remove(obj)
        new = GameObj(
            oid=self.new_oid(),
            label=obj.label,
            card=obj.card,
            owner=obj.owner,
            zone=zone,
            controller=controller if zone in ("battlefield", "stack") else None,
            token=obj.token or becomes_token,
            spell_copy=obj.spell_copy and not becomes_token,
            copied_name=obj.copied_name,
            copy_of=copy_of,
            attached_to=attached_to,
            as_adventure=as_adventure,
            number=obj.number,
            timestamp=self.tick(),
            sick=zone == "battlefield",
        )
        self.put(new, zone, bottom=bottom)
        if zone == "battlefield":
            enters_with_counters(self, new)
            enters_with_lore(self, new)
            enters_with_protector(self, new)
        self.emit(Event("zone_change", obj=new, old=obj, lki=lki, from_zone=from_zone, to_zone=zone))
        return new

    def cease_to_exist(self, obj: GameObj) -> None:
        """Rules 704.5d/704.5e: the object leaves the game entirely."""
        self.remove(obj)
        if self.labels.get(obj.label) == obj.oid:
            del self.labels[obj.label]

    def emit(self, event: Event) -> None:
        if self._held is not None:
            self._held.append(event)
        elif self.on_event:
            self.on_event(self, event)

    @contextmanager
    def told_first(self) -> Iterator[None]:
        """Hold back the events of an action until the trace has told the action: an object
        enters the battlefield, then its ability triggers (603.2), in that order on the page."""
        outer, self._held = self._held, []
        try:
            yield
        finally:
            held, self._held = self._held, outer
            for event in held:
                self.emit(event)

    # --- choices ----------------------------------------------------------------------------

    def choose(
        self, player: str, kind: str, *, source: str | None = None, prefer: Callable[[dict], bool] | None = None
    ) -> Choice | None:
        """The next written choice of this kind by this player (for this source, if given).

        With `prefer`, the first such choice whose data it accepts, if there is one: of several
        decisions of one kind made at once, each is taken by the group it names."""
        found = [
            i
            for i, choice in enumerate(self.choices)
            if choice.player == player
            and choice.kind == kind
            and (source is None or choice.data.get("source") in (None, source))
        ]
        if not found:
            return None
        preferred = [i for i in found if prefer(self.choices[i].data)] if prefer else []
        return self.choices.pop((preferred or found)[0])

    def require_choice(
        self,
        player: str,
        kind: str,
        about: Message,
        *,
        source: str | None = None,
        prefer: Callable[[dict], bool] | None = None,
    ) -> Choice:
        choice = self.choose(player, kind, source=source, prefer=prefer)
        if choice is None:
            raise IllegalAction(
                msg(
                    N_("%(player)s has to make a choice the scenario does not give: %(about)s"),
                    player=self.player_name(player),
                    about=about,
                )
            )
        return choice

    # --- continuous effects ----------------------------------------------------------------

    def add_effect(self, kind: str, oid: int, *, until_end_of_turn: bool, **args: object) -> None:
        self.effects.append(ContinuousEffect(kind, oid, self.tick(), until_end_of_turn, dict(args)))
        self.changed()

    def end_turn_effects(self) -> None:
        """Rule 514.2: "until end of turn" effects end."""
        self.effects = [e for e in self.effects if not e.until_end_of_turn]
        self.changed()

    def add_counters(self, obj: GameObj, kind: str, amount: int) -> None:
        obj.counters[kind] = obj.counters.get(kind, 0) + amount
        self.changed()

    def lose_life(self, player: str, amount: int) -> None:
        """Rules 119.3 and 120.3a: the player's life total goes down; abilities may trigger
        on it (a player's speed, 702.179d)."""
        self.players[player].life -= amount
        if amount > 0:
            self.emit(Event("life_lost", player=player))

    def triggered_from(self, obj: GameObj) -> list[TriggeredAbility]:
        """Its abilities that have triggered and not yet left the stack (704.5s, 704.5v)."""
        waiting = [p.ability for p in self.pending if p.source is not None and p.source.oid == obj.oid]
        return waiting + [
            item.ability
            for item in self.stack_items()
            if isinstance(item, StackAbility)
            and item.source_oid == obj.oid
            and isinstance(item.ability, TriggeredAbility)
        ]

    def effects_on(self, oid: int, kind: str) -> list[ContinuousEffect]:
        return [e for e in self.effects if e.oid == oid and e.kind == kind]
